import { versionNumberPattern } from '@agentsy/contracts';

/**
 * Version arithmetic the screens need before the server decides: the server checks strict semver
 * and is the only judge of a number; these only propose and pre-check.
 */
const semverPattern = versionNumberPattern;

export const looksLikeVersion = (text: string) => semverPattern.test(text.trim());

type Parts = { major: number; minor: number; patch: number; pre: string | undefined };

const parse = (version: string): Parts | null => {
  const match = semverPattern.exec(version.trim());
  if (!match) return null;
  return { major: Number(match[1]), minor: Number(match[2]), patch: Number(match[3]), pre: match[4] };
};

/** Orders two valid versions as semver does, prerelease identifiers compared field by field. */
export const compareVersions = (a: string, b: string): number => {
  const x = parse(a);
  const y = parse(b);
  if (!x || !y) return a.localeCompare(b);
  const core = x.major - y.major || x.minor - y.minor || x.patch - y.patch;
  if (core !== 0) return Math.sign(core);
  if (x.pre === y.pre) return 0;
  if (x.pre === undefined) return 1;
  if (y.pre === undefined) return -1;
  const xs = x.pre.split('.');
  const ys = y.pre.split('.');
  for (let i = 0; i < Math.max(xs.length, ys.length); i += 1) {
    const p = xs[i];
    const q = ys[i];
    if (p === undefined) return -1;
    if (q === undefined) return 1;
    const pn = /^\d+$/.test(p);
    const qn = /^\d+$/.test(q);
    if (pn && qn && Number(p) !== Number(q)) return Math.sign(Number(p) - Number(q));
    if (pn !== qn) return pn ? -1 : 1;
    if (p !== q) return p < q ? -1 : 1;
  }
  return 0;
};

export const isPrerelease = (version: string) => parse(version)?.pre !== undefined;

/**
 * The version the publish form proposes: the next patch after the highest number taken, since
 * numbers are never reused. A prerelease's next patch is its release (1.2.0-beta.1 → 1.2.0).
 */
export const nextPatch = (taken: readonly string[]): string => {
  const highest = [...taken]
    .filter((v) => parse(v))
    .sort(compareVersions)
    .at(-1);
  const parts = highest ? parse(highest) : null;
  if (!parts) return '1.0.0';
  if (parts.pre !== undefined) return `${parts.major}.${parts.minor}.${parts.patch}`;
  return `${parts.major}.${parts.minor}.${parts.patch + 1}`;
};
