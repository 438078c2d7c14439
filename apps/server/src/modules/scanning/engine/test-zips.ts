import { constants, deflateRawSync } from 'node:zlib';

/**
 * Test archives that would be dangerous or huge to keep in the repository, built in memory.
 * `deflatedZeros(n)` is n MiB of zeros as a deflate stream of n identical flushed blocks: a few
 * KB per GB, made in milliseconds.
 */
export const deflatedZeros = (mib: number) => {
  const block = deflateRawSync(Buffer.alloc(1 << 20), { level: 9, finishFlush: constants.Z_FULL_FLUSH });
  return Buffer.concat([...Array<Buffer>(mib).fill(block), Buffer.from([0x03, 0x00])]);
};

export type RawEntry = {
  name: string;
  /** The member's bytes as stored (already deflated when method is 8). */
  data: Buffer;
  /** The uncompressed size the headers declare, which a bomb may lie about. */
  size: number;
  method?: 0 | 8;
  /** Unix mode in the high half of the external attributes (symlinks: 0o120777). */
  mode?: number;
};

/** A zip written field by field, so its headers can say what a test needs (CRCs are left 0). */
export const rawZip = (entries: RawEntry[]) => {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const { name, data, size, method = 8, mode = 0o100644 } of entries) {
    const nameBytes = Buffer.from(name, 'utf8');
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x800, 6);
    local.writeUInt16LE(method, 8);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(0x0314, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x800, 8);
    central.writeUInt16LE(method, 10);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE((mode << 16) >>> 0, 38);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, data);
    centrals.push(central, nameBytes);
    offset += 30 + nameBytes.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
};

/** A stored (uncompressed) zip of the given members, for nesting archives in archives. */
export const storedZip = (files: Record<string, Buffer | string>) =>
  rawZip(
    Object.entries(files).map(([name, content]) => {
      const data = Buffer.from(content);
      return { name, data, size: data.length, method: 0 as const };
    }),
  );
