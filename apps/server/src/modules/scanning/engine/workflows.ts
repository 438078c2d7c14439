import type { ScanFinding } from '@agentsy/contracts';
import { finding, lineIndex, type Member, redact } from './findings';
import { isPlaceholder } from './secrets';

/** Header and query parameter names that carry credentials. */
const authName =
  /^(authorization|proxy-authorization|cookie|api[-_]?key|apikey|key|token|access[-_]?token|auth[-_]?token|secret|client[-_]?secret|password|x-[a-z0-9-]*(key|token|secret|auth))$/i;
/** Parameter keys that hold a credential when their value is literal. */
const secretKey =
  /^(api[-_]?key|apikey|access[-_]?token|auth[-_]?token|bearer[-_]?token|token|secret|client[-_]?secret|secret[-_]?key|password|passwd|private[-_]?key|authorization)$/i;

/**
 * A value typed into the workflow rather than taken from the platform's credential store: not an
 * expression (n8n `={{ }}`, Make `{{1.x}}`), not a stand-in, long enough to be a key.
 */
const isLiteralSecret = (value: unknown): value is string =>
  typeof value === 'string' &&
  value.trim().length >= 8 &&
  !value.startsWith('=') &&
  !isPlaceholder(value) &&
  !/^(Bearer|Basic|Token)\s*$/i.test(value.trim());

const shown = (value: string) => redact(value.trim().replace(/^(Bearer|Basic|Token)\s+/i, ''));

type Hit = { where: string; value: string };

/** Every literal credential in a workflow's parameters, credentials or HTTP headers and queries. */
const collect = (node: unknown, where: string, hits: Hit[], depth = 0) => {
  if (!node || typeof node !== 'object' || depth > 40) return;
  if (Array.isArray(node)) {
    for (const [i, child] of node.entries()) collect(child, `${where}[${i}]`, hits, depth + 1);
    return;
  }
  const record = node as Record<string, unknown>;
  // n8n headerParameters/queryParameters and Make headers/qs: { name, value } pairs.
  if (typeof record.name === 'string' && authName.test(record.name.trim()) && isLiteralSecret(record.value))
    hits.push({ where: `${where} ${record.name}`, value: record.value });
  for (const [key, value] of Object.entries(record)) {
    if (key !== 'value' && secretKey.test(key) && isLiteralSecret(value))
      hits.push({ where: `${where}.${key}`, value });
    else collect(value, `${where}.${key}`, hits, depth + 1);
  }
};

/** n8n: nodes with a `type` like n8n-nodes-base.httpRequest; credentials are references { id, name }. */
const n8nHits = (workflow: Record<string, unknown>, hits: Hit[]) => {
  for (const [i, node] of (workflow.nodes as Record<string, unknown>[]).entries()) {
    if (!node || typeof node !== 'object') continue;
    const label = `nodes[${i}] ${typeof node.name === 'string' ? node.name : ''}`.trim();
    collect(node.parameters, `${label} parameters`, hits);
    const credentials = node.credentials;
    if (!credentials || typeof credentials !== 'object') continue;
    for (const [type, reference] of Object.entries(credentials as Record<string, unknown>)) {
      if (typeof reference === 'string' && isLiteralSecret(reference) && reference.length >= 16)
        hits.push({ where: `${label} credentials.${type}`, value: reference });
      if (!reference || typeof reference !== 'object') continue;
      // Anything besides the reference's id and name is credential data copied into the export.
      for (const [key, value] of Object.entries(reference as Record<string, unknown>)) {
        if (key === 'id' || key === 'name') continue;
        if (isLiteralSecret(value)) hits.push({ where: `${label} credentials.${type}.${key}`, value });
        else collect(value, `${label} credentials.${type}.${key}`, hits);
      }
    }
  }
};

/** Make: a blueprint's flow of modules, each with parameters and mapper (routers nest flows). */
const makeHits = (flow: unknown[], where: string, hits: Hit[]) => {
  for (const [i, module] of flow.entries()) {
    if (!module || typeof module !== 'object') continue;
    const m = module as Record<string, unknown>;
    const label = `${where}[${i}] ${typeof m.module === 'string' ? m.module : ''}`.trim();
    collect(m.parameters, `${label} parameters`, hits);
    collect(m.mapper, `${label} mapper`, hits);
    for (const [r, route] of (Array.isArray(m.routes) ? m.routes : []).entries())
      if (route && Array.isArray(route.flow)) makeHits(route.flow, `${label} routes[${r}].flow`, hits);
  }
};

const isN8n = (value: unknown): value is Record<string, unknown> =>
  !!value && typeof value === 'object' && Array.isArray((value as Record<string, unknown>).nodes);
const isMake = (value: unknown): value is { flow: unknown[] } =>
  !!value && typeof value === 'object' && Array.isArray((value as Record<string, unknown>).flow);
/** An n8n credentials export: [{ name, type, data: { ... } }]. */
const isCredentialExport = (value: unknown): value is { type: string; data: unknown }[] =>
  Array.isArray(value) && value.some((c) => c && typeof c === 'object' && typeof c.type === 'string' && c.data);

/**
 * Reads n8n and Make exports by their structure: a key typed into a node's parameters, a header or
 * query parameter, or credential data left in the export is `secret.workflow-credential`.
 */
export const checkWorkflowCredentials = ({ path, text }: Member): ScanFinding[] => {
  const start = text?.trimStart()[0];
  if (!text || (start !== '{' && start !== '[')) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return [];
  }
  const hits: Hit[] = [];
  for (const workflow of Array.isArray(parsed) ? parsed : [parsed]) {
    if (isN8n(workflow)) n8nHits(workflow, hits);
    else if (isMake(workflow)) makeHits(workflow.flow, 'flow', hits);
  }
  if (isCredentialExport(parsed)) for (const [i, c] of parsed.entries()) collect(c.data, `[${i}] ${c.type} data`, hits);
  const lineOf = lineIndex(text);
  return hits.map(({ where, value }) => {
    const at = text.indexOf(JSON.stringify(value).slice(1, -1));
    return finding(
      'secret.workflow-credential',
      'critical',
      path,
      at === -1 ? null : lineOf(at),
      `A credential is typed into the workflow (${where}). Revoke it, remove it, and use the platform's credential store.`,
      shown(value),
    );
  });
};
