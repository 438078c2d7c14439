import path from 'node:path';
import { Transform } from 'node:stream';
import {
  type AgentFileExtension,
  agentFileExtensions,
  type VideoExtension,
  videoExtensions,
} from '@agentsy/contracts/constants';
import { fileTypeFromBuffer } from 'file-type';
import { parseDocument } from 'yaml';

export type AgentFileKind = 'zip' | 'json' | 'yaml' | 'text';
export type VideoKind = 'mp4' | 'mov' | 'webm';

// Keyed by the contracts' lists, so an extension added there must be given a kind here.
const agentKinds: Record<AgentFileExtension, AgentFileKind> = {
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
const videoKinds: Record<VideoExtension, VideoKind> = { '.mp4': 'mp4', '.mov': 'mov', '.webm': 'webm' };
export const videoMime: Record<VideoKind, string> = { mp4: 'video/mp4', mov: 'video/quicktime', webm: 'video/webm' };

export const extensionOf = (fileName: string) => path.extname(fileName).toLowerCase();
const isOneOf = <T extends string>(list: readonly T[], value: string): value is T =>
  (list as readonly string[]).includes(value);

export const agentKindOf = (fileName: string): AgentFileKind | undefined => {
  const extension = extensionOf(fileName);
  return isOneOf(agentFileExtensions, extension) ? agentKinds[extension] : undefined;
};
export const agentMimeOf = (kind: AgentFileKind) => agentMime[kind];
export const videoKindOf = (fileName: string): VideoKind | undefined => {
  const extension = extensionOf(fileName);
  return isOneOf(videoExtensions, extension) ? videoKinds[extension] : undefined;
};

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

// What file-type may report for each binary kind. MP4 and QuickTime share one container format
// and browsers play either under both names, so they accept each other.
const detectedAs: Record<'zip' | VideoKind, readonly string[]> = {
  zip: ['zip'],
  mp4: ['mp4', 'm4v', 'mov'],
  mov: ['mov', 'mp4', 'm4v'],
  webm: ['webm'],
};
const mismatch: Record<'zip' | VideoKind, string> = {
  zip: 'This is not a zip archive.',
  mp4: 'This is not an MP4 video.',
  mov: 'This is not an MOV video.',
  webm: 'This is not a WebM video.',
};
// Enough for file-type to see past a container's header (a WebM's DocType sits a few dozen bytes in).
const SNIFF_BYTES = 4100;

/**
 * A pass-through stream that fails if the bytes are not what `kind` says. Binary kinds are judged
 * by `file-type` from their first bytes; JSON and YAML must parse (they are small: the byte limit
 * runs upstream); text must be UTF-8 without NUL bytes.
 */
export const contentCheck = (kind: AgentFileKind | VideoKind) => {
  const head: Buffer[] = [];
  let headLength = 0;
  let isHeadChecked = false;
  const whole: Buffer[] = [];
  const isText = kind === 'json' || kind === 'yaml' || kind === 'text';
  const decoder = new TextDecoder('utf-8', { fatal: true });

  const checkHead = async (bytes: Buffer) => {
    if (kind !== 'zip' && kind !== 'mp4' && kind !== 'mov' && kind !== 'webm') return true;
    const found = await fileTypeFromBuffer(bytes);
    return (found && detectedAs[kind].includes(found.ext)) || mismatch[kind];
  };

  // Binary kinds hold their chunks back until the head is judged, so nothing unchecked is stored.
  const checkText = (chunk: Buffer) => {
    if (chunk.includes(0)) throw new ContentMismatchError('This is not a text file.');
    try {
      decoder.decode(chunk, { stream: true });
    } catch {
      throw new ContentMismatchError('This file is not valid UTF-8 text.');
    }
    if (kind !== 'text') whole.push(chunk);
  };

  return new Transform({
    async transform(chunk: Buffer, _enc, done) {
      try {
        if (isText) {
          checkText(chunk);
          headLength += chunk.length;
          return done(null, chunk);
        }
        if (isHeadChecked) return done(null, chunk);
        head.push(chunk);
        headLength += chunk.length;
        if (headLength < SNIFF_BYTES) return done();
        isHeadChecked = true;
        const verdict = await checkHead(Buffer.concat(head));
        if (verdict !== true) return done(new ContentMismatchError(verdict));
        done(null, Buffer.concat(head.splice(0)));
      } catch (caught) {
        done(caught as Error);
      }
    },
    async flush(done) {
      try {
        if (headLength === 0) return done(new ContentMismatchError('The file is empty.'));
        if (!isText) {
          if (isHeadChecked) return done();
          const verdict = await checkHead(Buffer.concat(head));
          if (verdict !== true) return done(new ContentMismatchError(verdict));
          return done(null, Buffer.concat(head.splice(0)));
        }
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
      } catch (caught) {
        if (caught instanceof ContentMismatchError) return done(caught);
        done(
          new ContentMismatchError(
            kind === 'json' ? 'This is not a valid JSON file.' : 'This file is not valid UTF-8 text.',
          ),
        );
      }
    },
  });
};
