import { ZxcvbnFactory } from '@zxcvbn-ts/core';

/**
 * zxcvbn's score 2 means "somewhat guessable" (more than 10^6 guesses). Below it are the passwords
 * of the common-password list, keyboard runs, repeats and sequences, and those with a digit or a
 * symbol stuck on ("password1!"). Longer passphrases pass whatever their characters: no rules on
 * character classes, as ASVS asks.
 */
const minimumScore = 2;

/**
 * Only the first 40 characters are judged. Matching grows quickly with length: a 128-character
 * password took 0.2-0.6 s here, and sign-up and reset are open to anyone, so a long password
 * would cost the server far more than the request costs its sender. Capped at 40: 65 ms at most,
 * and 40 characters that are hard to guess are hard to guess whatever follows.
 */
const judgedLength = 40;

type Checker = Pick<ZxcvbnFactory, 'check'>;
let checker: Promise<Checker> | undefined;

/**
 * The word lists (about 30,000 common passwords and the diceware words) ship inside the package and
 * take ~0.3 s to index, so they load on the first check, not at start: most processes never
 * see a new password.
 */
const loadChecker = () => {
  checker ??= import('@zxcvbn-ts/language-common').then(
    (common) =>
      new ZxcvbnFactory({
        dictionary: { ...common.dictionary },
        graphs: common.adjacencyGraphs,
        maxLength: judgedLength,
      }),
  );
  return checker;
};

/**
 * True when the password is on the common list or close enough to guess quickly. The account's
 * own e-mail and name count as known words, so "jane.doe2024" fails for jane.doe@...
 */
export const isPasswordTooWeak = async (password: string, knownWords: string[] = []) => {
  const words = knownWords.flatMap((w) => w.toLowerCase().split(/[^\p{L}\p{N}]+/u)).filter((w) => w.length >= 3);
  const result = (await loadChecker()).check(password, words);
  return result.score < minimumScore;
};
