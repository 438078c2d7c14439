import { reservedNameWords } from '@agentsy/contracts';
import unhomoglyph from 'unhomoglyph';

/**
 * Characters that show nothing or reorder text: default-ignorables (zero-width joiners and
 * spaces, soft hyphens, variation selectors), format characters and the bidirectional controls.
 */
const INVISIBLE = /[\p{Default_Ignorable_Code_Point}\p{Cf}\p{Bidi_Control}]/gu;

/** Case folding; upper then lower also folds "ß" to "ss" as full case folding does. */
const fold = (text: string) => text.toUpperCase().toLowerCase();

/** TR39's mapping: NFD, each look-alike to its prototype (Unicode's confusables.txt), NFD again. */
const mapConfusables = (text: string) => unhomoglyph(text.normalize('NFD')).normalize('NFD');

/**
 * What a name looks like, for comparing: NFKC, invisible characters removed, case folded, and the
 * TR39 skeleton, folded once more because the table maps some characters to capitals (a zero to
 * a capital O).
 */
export const skeletonOf = (name: string) =>
  fold(mapConfusables(fold(name.normalize('NFKC').replace(INVISIBLE, ''))))
    .replace(/\s+/gu, ' ')
    .trim();

/** The skeleton's words: runs of letters, marks and digits. */
const wordsOf = (skeleton: string) => skeleton.split(/[^\p{L}\p{M}\p{N}]+/u).filter(Boolean);

const reservedWords = reservedNameWords.map((word) => ({ word, words: wordsOf(skeletonOf(word)) }));

/**
 * The reserved word a name contains as whole words, compared on skeletons: "Agentsy Support" and
 * "ADMlN" are refused, "Badminton" is not.
 */
export const reservedWordIn = (name: string): string | undefined => {
  const words = wordsOf(skeletonOf(name));
  return reservedWords.find(({ words: wanted }) =>
    words.some((_, start) => wanted.every((w, i) => words[start + i] === w)),
  )?.word;
};
