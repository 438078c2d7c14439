import fc from 'fast-check';

/** Just under the 1 MB body limit once quoted into JSON, so it reaches the route's schema. */
export const MEGABYTE_STRING = 'a'.repeat(1024 * 1024 - 64);

/** Text that has broken servers: NUL, lone surrogates, bidi overrides, odd whitespace, injection shapes. */
export const hostileStrings = [
  '\u0000',
  'a\u0000b',
  '\uD800',
  'x\uDC00y',
  '\u202Eevil\u202C',
  '\u200F\u200E',
  '\uFEFF',
  '\u0085\u2028\u2029',
  ' ',
  '',
  "' OR '1'='1",
  '1; DROP TABLE users; --',
  '%',
  '_',
  '\\',
  '../../etc/passwd',
  '<script>alert(1)</script>',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template-injection probe, on purpose
  '${7*7}',
  '99999999999999999999',
  '-1',
  '1e400',
  'NaN',
  'Infinity',
  'true',
  'null',
  '[object Object]',
  '__proto__',
  'constructor',
];

/** Numbers past what a column or `Number` holds exactly. */
export const hostileNumbers = [
  0,
  -0,
  -1,
  0.5,
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 53,
  Number.MAX_SAFE_INTEGER + 2,
  1e308,
  -1e308,
  Number.MIN_VALUE,
];

/** An array nested `depth` deep, the cheapest shape that walks a recursive parser down. */
export const deeplyNested = (depth: number): unknown => {
  let value: unknown = 'bottom';
  for (let i = 0; i < depth; i++) value = i % 2 ? [value] : { a: value };
  return value;
};

/** Any hostile value for a field, of any type: the wrong type is itself an attack. */
export const hostileValue = (): fc.Arbitrary<unknown> =>
  fc.oneof(
    { weight: 6, arbitrary: fc.constantFrom(...hostileStrings) },
    { weight: 3, arbitrary: fc.constantFrom(...hostileNumbers) },
    { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 30 }) },
    { weight: 2, arbitrary: fc.constantFrom<unknown>(null, true, false, [], {}, [1, 'x'], { nested: '\u0000' }) },
    { weight: 1, arbitrary: fc.constantFrom(deeplyNested(64), { __proto__: null, constructor: { prototype: 1 } }) },
    { weight: 1, arbitrary: fc.constant(MEGABYTE_STRING) },
  );
