import { Fragment, type ReactNode } from 'react';

type JsonSchema = {
  type?: string | string[];
  items?: JsonSchema;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  const?: unknown;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  description?: string;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  default?: unknown;
};

export const asSchema = (value: unknown): JsonSchema => (value && typeof value === 'object' ? value : {}) as JsonSchema;

/** A JSON Schema as one short phrase: `string`, `array of object`, `"a" | "b"`, `integer | null`. */
export const typeText = (schema: JsonSchema): string => {
  if (schema.const !== undefined) return JSON.stringify(schema.const);
  if (schema.enum) return schema.enum.map((v) => JSON.stringify(v)).join(' | ');
  const union = schema.anyOf ?? schema.oneOf;
  if (union) return union.map(typeText).join(' | ');
  if (Array.isArray(schema.type)) return schema.type.join(' | ');
  if (schema.type === 'array') return `array of ${typeText(schema.items ?? {})}`;
  return schema.type ?? 'any';
};

/** Bounds and default, as a reader wants them beside the type. */
export const limitsText = (s: JsonSchema) =>
  [
    s.minimum !== undefined && s.minimum > -1e15 && `min ${s.minimum}`,
    s.maximum !== undefined && s.maximum < 1e15 && `max ${s.maximum}`,
    s.minLength !== undefined && `${s.minLength}+ chars`,
    s.maxLength !== undefined && `≤ ${s.maxLength} chars`,
    s.default !== undefined && `default ${JSON.stringify(s.default)}`,
  ]
    .filter(Boolean)
    .join(', ');

/** Text with `code` spans, as the document's descriptions are written. */
export const CodeText = ({ text }: { text: string }) => (
  <>
    {text.split('`').map((part, i) => (
      // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed string
      <Fragment key={i}>
        {i % 2 ? <code className="rounded bg-muted px-1 font-mono text-[0.9em]">{part}</code> : part}
      </Fragment>
    ))}
  </>
);

/** The fields of an object schema, one row each; nested objects are named, not expanded. */
export const FieldTable = ({ schema, caption }: { schema: JsonSchema; caption: ReactNode }) => {
  const fields = Object.entries(schema.properties ?? {});
  if (!fields.length) return null;
  const required = new Set(schema.required ?? []);
  return (
    <table className="w-full text-left text-sm">
      <caption className="mb-1 text-left font-medium">{caption}</caption>
      <tbody>
        {fields.map(([name, field]) => (
          <tr key={name} className="border-t align-top">
            <td className="py-1 pr-3 font-mono">
              {name}
              {required.has(name) ? '' : '?'}
            </td>
            <td className="py-1 pr-3 font-mono text-muted-foreground">{typeText(field)}</td>
            <td className="py-1 text-muted-foreground">
              {[field.description, limitsText(field)].filter(Boolean).join(' · ')}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
};
