import { type EngineResult, releaseLimits, type ScanFinding } from '@agentsy/contracts';
import { looksLikeZip, newArchiveState, walkZip } from './archive';
import { checkContent } from './content';
import { finding, type Member, sortFindings } from './findings';
import { createSecretCheck } from './secrets';
import { checkName, checkType } from './type-truth';

const utf8 = new TextDecoder('utf-8', { fatal: true });

/** A member's text: valid UTF-8 (a leading BOM dropped) without NUL bytes, else undefined. */
export const textOf = (bytes: Buffer) => {
  if (bytes.includes(0)) return undefined;
  try {
    return utf8.decode(bytes);
  } catch {
    return undefined;
  }
};

/**
 * Scans one upload on the calling thread: the upload itself, then every member of every archive
 * in it (to depth 3), each by name, type, secrets, malware rules and prompt injection. `pause`
 * is called between files: a scanning thread gives way there to requests (request-gauge.ts).
 */
export const scanUpload = async (bytes: Buffer, fileName: string, pause = () => {}): Promise<EngineResult> => {
  const state = newArchiveState();
  const findings: ScanFinding[] = [];
  const secrets = createSecretCheck(pause);
  let files = 0;
  let total = 0;

  const onMember = async (path: string, content: Buffer, depth: number) => {
    pause();
    const isArchive = looksLikeZip(content);
    if (depth > 0 || !isArchive) {
      files++;
      total += content.length;
    }
    // A zip with META-INF/MANIFEST.MF at its root is a Java archive, whatever it is called.
    const jar = /(^|!\/)META-INF\/MANIFEST\.MF$/.exec(path);
    if (jar && depth > 0) {
      const archive = jar.index === 0 ? fileName : path.slice(0, jar.index);
      findings.push(
        finding('file.executable', 'critical', archive, null, 'This archive is a Java archive (jar).', 'jar'),
      );
    }
    const member: Member = { path, bytes: content, text: isArchive ? undefined : textOf(content) };
    findings.push(...checkName(path), ...(await checkType(member, isArchive)));
    if (!isArchive) {
      findings.push(...checkContent(member));
      await secrets.add(member);
      return;
    }
    if (depth >= releaseLimits.archiveMaxDepth) {
      findings.push(
        finding('archive.limits', 'critical', path, null, 'Archives are opened 3 levels deep; this one is deeper.'),
      );
      return;
    }
    await walkZip(content, depth === 0 ? '' : `${path}!/`, state, onMember, depth + 1);
  };

  await onMember(fileName, bytes, 0);
  findings.push(...state.findings, ...(await secrets.finish()));
  const count = (s: ScanFinding['severity']) => findings.filter((f) => f.severity === s).length;
  return {
    summary: { files, bytes: total, critical: count('critical'), warn: count('warn'), info: count('info') },
    findings: sortFindings(findings),
  };
};
