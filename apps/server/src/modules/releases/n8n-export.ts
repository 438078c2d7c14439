import type { Compatibility } from '@agentsy/contracts';
import semver from 'semver';
import { type Inspection, readZipMember } from './file-inspection';

/** Enough for a folder of exported workflows; past that, a zip is not an n8n export bundle. */
const MAX_JSON_MEMBERS = 20;
const MAX_JSON_BYTES = 5 * 1024 * 1024;

type Workflow = { nodes: unknown[]; connections: object; settings?: unknown; meta?: unknown; n8nVersion?: unknown };

const isObject = (value: unknown): value is Record<string, unknown> =>
  !!value && typeof value === 'object' && !Array.isArray(value);

/** A workflow as n8n writes it: nodes that each name a node type and its typeVersion, and connections. */
const isWorkflow = (value: unknown): value is Workflow =>
  isObject(value) &&
  Array.isArray(value.nodes) &&
  value.nodes.length > 0 &&
  value.nodes.every((n) => isObject(n) && typeof n.type === 'string' && typeof n.typeVersion === 'number') &&
  isObject(value.connections);

/**
 * The lowest n8n release a workflow says it needs, or null. n8n's own exports do not name the
 * release they came from; some export tools add `n8nVersion` (at the top or in `meta`), which wins.
 * Otherwise `settings.executionOrder: "v1"` is written by every editor from n8n 1.0 on (the
 * execution order that release introduced), so such a workflow needs at least 1.0.0.
 */
const lowestReleaseOf = (workflow: Workflow): string | null => {
  const meta = isObject(workflow.meta) ? workflow.meta : {};
  for (const named of [workflow.n8nVersion, meta.n8nVersion]) {
    const version = typeof named === 'string' ? semver.valid(semver.coerce(named)) : null;
    if (version) return version;
  }
  return isObject(workflow.settings) && workflow.settings.executionOrder === 'v1' ? '1.0.0' : null;
};

/** The workflows of one JSON text: an export of one, or an array of them (`n8n export:workflow --all`). */
const workflowsIn = (bytes: Buffer): Workflow[] => {
  const text = bytes.toString('utf8').replace(/^\uFEFF/, '');
  const start = text.trimStart()[0];
  if (start !== '{' && start !== '[') return [];
  try {
    const parsed: unknown = JSON.parse(text);
    return (Array.isArray(parsed) ? parsed : [parsed]).filter(isWorkflow);
  } catch {
    return [];
  }
};

/** The JSON texts of an uploaded file: the file itself, or the `.json` members of a zip. */
const jsonTextsOf = async ({ bytes, files }: Inspection, fileName: string): Promise<Buffer[]> => {
  if (!fileName.toLowerCase().endsWith('.zip')) return bytes.length <= MAX_JSON_BYTES ? [bytes] : [];
  const members = files.filter((f) => f.path.toLowerCase().endsWith('.json') && f.size <= MAX_JSON_BYTES);
  const texts: Buffer[] = [];
  for (const member of members.slice(0, MAX_JSON_MEMBERS)) {
    const text = await readZipMember(bytes, member.path, MAX_JSON_BYTES).catch(() => undefined);
    if (text) texts.push(text);
  }
  return texts;
};

/**
 * The lowest n8n release the uploaded file needs when it is an n8n workflow export (JSON, or
 * JSON inside a zip) that tells, else null. Several workflows need the highest of their releases.
 */
export const n8nReleaseOfFile = async (inspection: Inspection, fileName: string): Promise<string | null> => {
  const releases = (await jsonTextsOf(inspection, fileName))
    .flatMap(workflowsIn)
    .map(lowestReleaseOf)
    .filter((v): v is string => v !== null);
  return releases.sort(semver.rcompare)[0] ?? null;
};

/**
 * The compatibility to store: what the seller declared, with the n8n release the file needs
 * filled in where the seller left it empty. An `n8n` target without platform versions gets
 * `>=<release>`; no `n8n` target gets one added; a range the seller wrote is never touched.
 */
export const withN8nRelease = (declared: Compatibility | null, release: string | null): Compatibility | null => {
  if (!release) return declared;
  const platformVersions = `>=${release}`;
  if (!declared) return { targets: [{ platform: 'n8n', platformVersions }] };
  if (!declared.targets.some((t) => t.platform === 'n8n')) {
    // A compatibility holds at most 20 targets (packages/contracts compatibility.ts).
    if (declared.targets.length >= 20) return declared;
    return { ...declared, targets: [...declared.targets, { platform: 'n8n', platformVersions }] };
  }
  return {
    ...declared,
    targets: declared.targets.map((t) =>
      t.platform === 'n8n' && !t.platformVersions ? { ...t, platformVersions } : t,
    ),
  };
};
