import fc from 'fast-check';
import { z } from 'zod';
import { hostileValue } from './hostile-values';

/** The part of JSON Schema that zod's `toJSONSchema` writes for our contracts. */
export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  format?: string;
  pattern?: string;
};

/**
 * The input side of a route's zod schema as JSON Schema, or undefined when the route declared
 * none. The input side, because that is what a client sends: a coerced number is still a string.
 */
export const jsonSchemaOf = (schema: unknown): JsonSchema | undefined => {
  if (!schema || typeof schema !== 'object' || !('_zod' in schema)) return undefined;
  return z.toJSONSchema(schema as z.ZodType, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
};

/** Every number a bound invites: the bound itself and one step either side. */
export const numbersAtBounds = (s: JsonSchema): number[] => {
  const bounds = [s.minimum, s.maximum, s.exclusiveMinimum, s.exclusiveMaximum].filter(
    (b): b is number => typeof b === 'number' && Number.isFinite(b),
  );
  return bounds.flatMap((b) => [b - 1, b, b + 1, b - 0.5, b + 0.5]);
};

const lengthsAtBounds = (s: JsonSchema): number[] =>
  [s.minLength, s.maxLength]
    .filter((b): b is number => typeof b === 'number')
    .flatMap((b) => [b - 1, b, b + 1])
    .filter((n) => n >= 0 && n < 2_000_000);

const typesOf = (s: JsonSchema): string[] => [s.type ?? []].flat();

/** A value the schema accepts, as far as JSON Schema can tell (refinements are not seen). */
const validValue = (s: JsonSchema, ids: string[], depth: number): fc.Arbitrary<unknown> => {
  if (s.const !== undefined) return fc.constant(s.const);
  if (s.enum) return fc.constantFrom(...s.enum);
  const alternatives = s.anyOf ?? s.oneOf;
  if (alternatives?.length) return fc.oneof(...alternatives.map((a) => valueFor(a, ids, depth)));
  if (s.allOf?.length) return valueFor(s.allOf[0]!, ids, depth);
  const type = typesOf(s)[0];
  switch (type) {
    case 'integer':
    case 'number': {
      const min = s.minimum ?? (s.exclusiveMinimum !== undefined ? s.exclusiveMinimum + 1 : -1000);
      const max = s.maximum ?? (s.exclusiveMaximum !== undefined ? s.exclusiveMaximum - 1 : 100_000);
      return fc.integer({ min: Math.ceil(Math.max(min, -1e9)), max: Math.floor(Math.min(max, 1e9)) });
    }
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return depth > 3
        ? fc.constant([])
        : fc.array(valueFor(s.items ?? {}, ids, depth + 1), { maxLength: Math.min(s.maxItems ?? 4, 6) });
    case 'object':
      return depth > 3 ? fc.constant({}) : objectValue(s, ids, depth + 1);
    case 'string':
      return stringValue(s, ids);
    default:
      return fc.oneof(fc.string(), fc.integer(), fc.constantFrom(...ids));
  }
};

const stringValue = (s: JsonSchema, ids: string[]): fc.Arbitrary<string> => {
  if (s.format === 'uuid' || s.format === 'guid') return fc.oneof(fc.constantFrom(...ids), fc.uuid());
  if (s.format === 'email') return fc.emailAddress();
  if (s.format === 'uri' || s.format === 'url') return fc.webUrl();
  if (s.pattern) {
    // Patterns are short anchored shapes in our contracts (slugs, decimals); fall back on failure.
    try {
      return fc.stringMatching(new RegExp(s.pattern), { size: 'small' });
    } catch {
      /* an expression fast-check cannot generate from */
    }
  }
  const minLength = s.minLength ?? 0;
  const maxLength = Math.max(minLength, Math.min(s.maxLength ?? 40, 200));
  return fc.oneof(fc.string({ minLength, maxLength }), fc.constantFrom(...ids));
};

/** A value for one field: mostly valid, sometimes at a bound, sometimes plain hostile. */
export const valueFor = (s: JsonSchema, ids: string[], depth = 0): fc.Arbitrary<unknown> => {
  const bounds = [...numbersAtBounds(s)];
  const lengths = lengthsAtBounds(s);
  const choices: fc.WeightedArbitrary<unknown>[] = [
    { weight: 6, arbitrary: validValue(s, ids, depth) },
    { weight: 2, arbitrary: hostileValue() },
  ];
  if (bounds.length) choices.push({ weight: 2, arbitrary: fc.constantFrom(...bounds) });
  if (lengths.length) {
    choices.push({ weight: 1, arbitrary: fc.constantFrom(...lengths).map((n) => 'x'.repeat(n)) });
  }
  return fc.oneof(...choices);
};

/**
 * An object for a schema: required fields mostly present, optional ones sometimes, and now and
 * then a stray key (prototype names among them) the schema does not know.
 */
export const objectValue = (s: JsonSchema, ids: string[], depth = 0): fc.Arbitrary<Record<string, unknown>> => {
  const properties = s.properties ?? {};
  const required = new Set(s.required ?? []);
  const fields = Object.entries(properties).map(([name, field]) =>
    fc
      .tuple(fc.integer({ min: 0, max: 9 }), valueFor(field, ids, depth))
      .map(([roll, value]) => (roll < (required.has(name) ? 9 : 5) ? ([name, value] as const) : undefined)),
  );
  const stray = fc.option(
    fc.tuple(
      fc.constantFrom('__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', 'x'),
      hostileValue(),
    ),
    { freq: 8 },
  );
  return fc.tuple(fc.tuple(...fields), stray).map(([entries, extra]) => {
    // defineProperty, so a `__proto__` key stays an own key (as JSON.parse would make it).
    const out: Record<string, unknown> = {};
    for (const entry of [...entries, extra ?? undefined]) {
      if (entry) Object.defineProperty(out, entry[0], { value: entry[1], enumerable: true, writable: true });
    }
    return out;
  });
};
