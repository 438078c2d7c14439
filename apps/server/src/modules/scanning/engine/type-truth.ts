import type { ScanFinding } from '@agentsy/contracts';
import { fileTypeFromBuffer } from 'file-type';
import { extensionOf, finding, type Member, printable } from './findings';

/**
 * Extensions that run when opened or double-clicked, or that load native code: blocked whatever
 * their content. Shell, batch and PowerShell scripts are not here: they are text, read by the
 * malware rules like any other script (docs/decisions/055-scan-engine-checks.md).
 */
const executableExtensions = new Set(
  (
    '.exe .dll .scr .com .pif .cpl .msi .msp .sys .ocx .drv .efi .so .dylib .lnk .url .scf ' +
    '.vbs .vbe .jse .wsf .wsh .hta .jar .class .war .ear .apk .dmg .pkg .deb .rpm .appimage'
  ).split(' '),
);

/** What file-type calls an executable or an installer. */
const executableKinds = new Set([
  'exe',
  'elf',
  'macho',
  'class',
  'lnk',
  'jar',
  'apk',
  'msi',
  'dmg',
  'deb',
  'rpm',
  'crx',
  'xpi',
]);

/** Archive formats the engine does not open: their content would go unread. */
const unopenedKinds = new Set(['7z', 'rar', 'cab', 'gz', 'bz2', 'xz', 'zst', 'tar', 'lz', 'lzh', 'ar', 'cpio']);

/** Extensions whose content must be UTF-8 text without NUL bytes. */
const textExtensions = new Set(
  (
    '.md .markdown .mdx .txt .text .rst .adoc .json .jsonc .json5 .jsonl .ndjson .ipynb .yaml .yml .toml ' +
    '.ini .cfg .conf .env .properties .py .pyi .js .mjs .cjs .ts .mts .cts .tsx .jsx .vue .svelte .html .htm ' +
    '.css .scss .less .xml .svg .csv .tsv .sh .bash .zsh .fish .ps1 .psm1 .bat .cmd .rb .go .rs .java .kt ' +
    '.php .sql .graphql .gql .lock .prompt .j2 .jinja .tpl .hbs .mustache .r .lua .pl .swift .c .h .cpp ' +
    '.hpp .cs .dockerfile .gitignore .tf .hcl .proto .log .example .sample .template'
  ).split(' '),
);

/** Binary extensions and what file-type may report for them. */
const binaryKinds: Record<string, readonly string[]> = {
  '.png': ['png', 'apng'],
  '.jpg': ['jpg'],
  '.jpeg': ['jpg'],
  '.gif': ['gif'],
  '.webp': ['webp'],
  '.avif': ['avif'],
  '.bmp': ['bmp'],
  '.ico': ['ico', 'cur'],
  '.tif': ['tif'],
  '.tiff': ['tif'],
  '.pdf': ['pdf'],
  '.gz': ['gz'],
  '.tgz': ['gz'],
  '.wasm': ['wasm'],
  '.mp3': ['mp3'],
  '.mp4': ['mp4', 'm4v', 'mov', 'm4a'],
  '.m4a': ['m4a', 'mp4'],
  '.mov': ['mov', 'mp4', 'm4v'],
  '.webm': ['webm'],
  '.wav': ['wav'],
  '.ogg': ['ogg', 'oga', 'opus'],
  '.woff': ['woff'],
  '.woff2': ['woff2'],
  '.ttf': ['ttf'],
  '.otf': ['otf'],
  '.sqlite': ['sqlite'],
  '.parquet': ['parquet'],
  '.docx': ['docx', 'zip'],
  '.xlsx': ['xlsx', 'zip'],
  '.pptx': ['pptx', 'zip'],
};

/** Control, bidirectional and invisible characters: a name that shows one thing and is another. */
const badNameChars =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what we look for
  /[\u0000-\u001f\u007f-\u009f\u00ad\u061c\u115f\u1160\u17b4\u17b5\u180e\u200b-\u200f\u202a-\u202e\u2060-\u206f\u3164\ufeff\uffa0\ufff9-\ufffb]|[\u{e0000}-\u{e007f}]/u;

export const checkName = (path: string): ScanFinding[] =>
  badNameChars.test(path)
    ? [
        finding(
          'file.name',
          'critical',
          path,
          null,
          'This file name holds control, direction-changing or invisible characters, so it does not read as what it is.',
          printable(path),
        ),
      ]
    : [];

/** The executable format the first bytes announce, if any. */
export const executableMagic = (b: Buffer, isText: boolean) => {
  const u32 = b.length >= 8 ? b.readUInt32BE(0) : 0;
  if (u32 === 0x7f454c46) return 'an ELF executable (Linux)';
  if ([0xfeedface, 0xfeedfacf, 0xcefaedfe, 0xcffaedfe].includes(u32)) return 'a Mach-O executable (macOS)';
  if (u32 === 0xcafebabe || u32 === 0xcafebabf)
    return b.readUInt32BE(4) < 45 ? 'a universal Mach-O executable (macOS)' : 'a compiled Java class';
  if (u32 === 0x4c000000 && b.readUInt32BE(4) === 0x01140200) return 'a Windows shortcut';
  if (b[0] === 0x4d && b[1] === 0x5a && b.length >= 64) {
    const pe = b.readUInt32LE(0x3c);
    if (!isText || (pe + 4 <= b.length && b.readUInt32BE(pe) === 0x50450000)) return 'a Windows executable (PE)';
  }
  return undefined;
};

/**
 * Type truth of one member: executables of any platform, text that is not text, binaries that
 * are not what their extension says.
 */
export const checkType = async (member: Member, isArchive: boolean): Promise<ScanFinding[]> => {
  const { path, bytes, text } = member;
  const ext = extensionOf(path);
  const found: ScanFinding[] = [];
  // Text (UTF-8, no NUL) is never an executable or a binary format: file-type is asked about the rest.
  const detected = text === undefined ? await fileTypeFromBuffer(bytes).catch(() => undefined) : undefined;
  const magic = executableMagic(bytes, text !== undefined);
  const kind = magic ?? (detected && executableKinds.has(detected.ext) ? `a ${detected.ext} package` : undefined);
  if (kind) found.push(finding('file.executable', 'critical', path, null, `This file is ${kind}.`, kind));
  else if (executableExtensions.has(ext))
    found.push(finding('file.executable', 'critical', path, null, `Files ending in ${ext} run when opened.`, ext));
  const mismatch = (evidence: string) =>
    found.push(
      finding(
        'file.type-mismatch',
        'critical',
        path,
        null,
        `The content of this file is not what ${ext} promises.`,
        evidence,
      ),
    );
  if (ext === '.zip') {
    if (!isArchive) mismatch(detected ? `content is ${detected.ext}` : 'content is not a zip archive');
  } else if (textExtensions.has(ext)) {
    if (text === undefined) mismatch(detected ? `content is ${detected.ext}` : 'content is not UTF-8 text');
  } else if (binaryKinds[ext]) {
    if (!detected || !binaryKinds[ext].includes(detected.ext))
      mismatch(detected ? `content is ${detected.ext}` : 'content is not recognised');
  }
  if (detected && unopenedKinds.has(detected.ext) && !found.length)
    found.push(
      finding(
        'archive.unopened',
        'warn',
        path,
        null,
        `This ${detected.ext} archive is not opened by the checker, so a person looks at it.`,
        detected.ext,
      ),
    );
  return found;
};
