import path from 'node:path';
import { Transform } from 'node:stream';
import { parseDocument } from 'yaml';

export type AgentFileKind = 'zip' | 'json' | 'yaml' | 'text';
export type VideoKind = 'mp4' | 'mov' | 'webm';

const agentKinds: Record<string, AgentFileKind> = {
  '.zip': 'zip',
  '.json': 'json',
  '.yaml': 'yaml',
  '.yml': 'yaml',
  '.py': 'text',
  '.txt': 'text',
};
const agentMime: Record<AgentFileKind, string> = {
  zip: 'application/zip',
  json: 'application/json',
  yaml: 'application/yaml',
  text: 'text/plain; charset=utf-8',
};
const videoKinds: Record<string, VideoKind> = { '.mp4': 'mp4', '.mov': 'mov', '.webm': 'webm' };
export const videoMime: Record<VideoKind, string> = { mp4: 'video/mp4', mov: 'video/quicktime', webm: 'video/webm' };

export const extensionOf = (fileName: string) => path.extname(fileName).toLowerCase();
export const agentKindOf = (fileName: string) => agentKinds[extensionOf(fileName)];
export const agentMimeOf = (kind: AgentFileKind) => agentMime[kind];
export const videoKindOf = (fileName: string) => videoKinds[extensionOf(fileName)];

/** Keeps a display name a browser can offer back as a download name, and nothing else. */
export const sanitizeFileName = (name: string, fallback: string) => {
  const base = path.basename(name.replaceAll('\\', '/'));
  const clean = base
    .normalize('NFC')
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what we strip
    .replace(/[\u0000-\u001f\u007f"<>:|?*/\\]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^\.+/, '');
  return (clean || fallback).slice(0, 200);
};

/** The content does not match what the extension promises. */
export class ContentMismatchError extends Error {}

const ZIP_MAGIC = [Buffer.from('PK\x03\x04', 'latin1'), Buffer.from('PK\x05\x06', 'latin1')];
const EBML_MAGIC = Buffer.from([0x1a, 0x45, 0xdf, 0xa3]);
const SNIFF_BYTES = 16;

/**
 * A pass-through stream that fails if the bytes are not what `kind` says. Binary kinds are judged
 * by their first bytes; JSON and YAML must parse (they are small: the byte limit runs upstream);
 * text must be UTF-8 without NUL bytes.
 */
export const contentCheck = (kind: AgentFileKind | VideoKind) => {
  const head: Buffer[] = [];
  let headLength = 0;
  let isHeadChecked = false;
  const whole: Buffer[] = [];
  const isText = kind === 'json' || kind === 'yaml' || kind === 'text';
  const decoder = new TextDecoder('utf-8', { fatal: true });

  const checkHead = (bytes: Buffer) => {
    if (kind === 'zip') return ZIP_MAGIC.some((m) => bytes.subarray(0, 4).equals(m)) || 'This is not a zip archive.';
    if (kind === 'webm') return bytes.subarray(0, 4).equals(EBML_MAGIC) || 'This is not a WebM video.';
    if (kind === 'mp4' || kind === 'mov') {
      return bytes.subarray(4, 8).toString('latin1') === 'ftyp' || `This is not an ${kind.toUpperCase()} video.`;
    }
    return true;
  };

  return new Transform({
    transform(chunk: Buffer, _enc, done) {
      try {
        if (!isHeadChecked) {
          head.push(chunk);
          headLength += chunk.length;
          if (headLength >= SNIFF_BYTES) {
            isHeadChecked = true;
            const verdict = checkHead(Buffer.concat(head));
            if (verdict !== true) return done(new ContentMismatchError(verdict));
          }
        }
        if (isText) {
          if (chunk.includes(0)) return done(new ContentMismatchError('This is not a text file.'));
          decoder.decode(chunk, { stream: true });
          if (kind !== 'text') whole.push(chunk);
        }
        done(null, chunk);
      } catch {
        done(new ContentMismatchError('This file is not valid UTF-8 text.'));
      }
    },
    flush(done) {
      try {
        if (headLength === 0) return done(new ContentMismatchError('The file is empty.'));
        if (!isHeadChecked) {
          const verdict = checkHead(Buffer.concat(head));
          if (verdict !== true) return done(new ContentMismatchError(verdict));
        }
        if (!isText) return done();
        decoder.decode();
        const text = Buffer.concat(whole)
          .toString('utf8')
          .replace(/^\uFEFF/, '');
        if (kind === 'json') JSON.parse(text);
        if (kind === 'yaml') {
          const doc = parseDocument(text);
          if (doc.errors.length) return done(new ContentMismatchError('This is not a valid YAML file.'));
        }
        done();
      } catch {
        done(
          new ContentMismatchError(
            kind === 'json' ? 'This is not a valid JSON file.' : 'This file is not valid UTF-8 text.',
          ),
        );
      }
    },
  });
};
