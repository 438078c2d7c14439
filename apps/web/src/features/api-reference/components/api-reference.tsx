import type { OpenApiDocument, OpenApiOperation } from '@agentsy/contracts';
import { asSchema, CodeText, FieldTable, limitsText, typeText } from './schema-text';

const Parameters = ({ op }: { op: OpenApiOperation }) => {
  if (!op.parameters?.length) return null;
  return (
    <table className="w-full text-left text-sm">
      <caption className="mb-1 text-left font-medium">Parameters</caption>
      <tbody>
        {op.parameters.map((p) => (
          <tr key={`${p.in}-${p.name}`} className="border-t align-top">
            <td className="py-1 pr-3 font-mono">
              {p.name}
              {p.required ? '' : '?'}
            </td>
            <td className="py-1 pr-3 text-muted-foreground">{p.in}</td>
            <td className="py-1 pr-3 font-mono text-muted-foreground">{typeText(asSchema(p.schema))}</td>
            <td className="py-1 text-muted-foreground">
              {[p.description, limitsText(asSchema(p.schema))].filter(Boolean).join(' · ')}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
};

const Operation = ({ method, path, op }: { method: string; path: string; op: OpenApiOperation }) => {
  const body = op.requestBody?.content['application/json']?.schema;
  const ok = Object.keys(op.responses).find((s) => s.startsWith('2'));
  const okSchema = ok && (op.responses[ok] as { content?: Record<string, { schema?: unknown }> }).content;
  return (
    <section aria-label={`${method.toUpperCase()} ${path}`} className="grid gap-3 rounded-lg border p-4">
      <h3 className="flex flex-wrap items-baseline gap-2 font-mono text-sm">
        <span className="rounded bg-brand-100 px-2 py-0.5 font-bold uppercase text-brand-700 dark:bg-brand-700 dark:text-brand-50">
          {method}
        </span>
        <span className="break-all">{path}</span>
      </h3>
      {op.summary && <p className="font-medium">{op.summary}</p>}
      {op.description?.split('\n\n').map((para) => (
        <p key={para} className="text-sm text-muted-foreground">
          <CodeText text={para} />
        </p>
      ))}
      <Parameters op={op} />
      {body !== undefined && <FieldTable schema={asSchema(body)} caption="JSON body" />}
      {okSchema && <FieldTable schema={asSchema(okSchema['application/json']?.schema)} caption={`${ok} answer`} />}
      <p className="text-sm">
        <span className="font-medium">Answers: </span>
        {Object.entries(op.responses)
          .map(
            ([status, r]) => `${status} ${r.description && r.description !== 'Default Response' ? r.description : ''}`,
          )
          .join(' · ')}
      </p>
    </section>
  );
};

/** The OpenAPI document as a page: its introduction, then each tag's operations. */
export const ApiReference = ({ doc }: { doc: OpenApiDocument }) => {
  const operations = Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.entries(ops).map(([method, op]) => ({ path, method, op, tag: op.tags?.[0] ?? 'Other' })),
  );
  const tags = [...new Set(operations.map((o) => o.tag))];
  const schemes = Object.values(doc.components?.securitySchemes ?? {});
  return (
    <div className="grid gap-10">
      <section className="grid gap-3">
        {doc.info.description?.split('\n\n').map((para) => (
          <p key={para}>
            <CodeText text={para.replaceAll('\n', ' ')} />
          </p>
        ))}
        {schemes.map(
          (s) =>
            s.description && (
              <p key={s.description} className="text-sm text-muted-foreground">
                <CodeText text={s.description} />
              </p>
            ),
        )}
        <p className="text-sm">
          The machine-readable document:{' '}
          <a className="underline" href="/api/v1/openapi.json">
            /api/v1/openapi.json
          </a>{' '}
          (OpenAPI {doc.openapi}).
        </p>
      </section>
      {tags.map((tag) => (
        <section key={tag} aria-labelledby={`tag-${tag}`} className="grid gap-4">
          <h2 id={`tag-${tag}`} className="text-2xl font-bold">
            {tag}
          </h2>
          {operations
            .filter((o) => o.tag === tag)
            .map((o) => (
              <Operation key={`${o.method} ${o.path}`} {...o} />
            ))}
        </section>
      ))}
    </div>
  );
};
