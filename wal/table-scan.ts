// Checks every block checksum of LevelDB's table files (.ldb, .sst) without opening the database,
// to name the file LevelDB's "Corruption: block checksum mismatch" or "corrupted compressed block
// contents" leaves unnamed. Format: LevelDB's doc/table_format.md (a 48-byte footer with the
// index block's handle; each block followed by a type byte and a masked crc32c of both).
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { crc32c } from './log-scan.ts';

const FOOTER = 48;
const TRAILER = 5;
const MAGIC = 0xdb4775248b80fb57n;

export interface TableDamage {
  readonly file: string;
  /** Offset of the damaged block in the file (-1: the footer or index itself). */
  readonly offset: number;
  readonly reason: string;
}

function masked(crc: number): number {
  return ((((crc >>> 15) | (crc << 17)) >>> 0) + 0xa282ead8) >>> 0;
}

function reader(bytes: Buffer, from: number) {
  let at = from;
  return {
    get at() {
      return at;
    },
    varint(): number {
      let value = 0;
      for (let shift = 0; shift < 64; shift += 7) {
        if (at >= bytes.length) throw new Error('varint past the end');
        const b = bytes[at++]!;
        value += (b & 0x7f) * 2 ** shift;
        if ((b & 0x80) === 0) return value;
      }
      throw new Error('varint too long');
    },
    skip(n: number) {
      at += n;
    },
  };
}

/**
 * Snappy's raw format (google/snappy format_description.txt), enough to read a table's index
 * block: LevelDB compresses it like any block when that saves space. Throws on bytes that do not
 * decode (a damaged block).
 */
function unsnappy(input: Buffer): Buffer {
  const r = reader(input, 0);
  const out = Buffer.alloc(r.varint());
  let at = r.at;
  let o = 0;
  const copy = (offset: number, length: number) => {
    if (offset === 0 || offset > o || o + length > out.length) throw new Error('bad snappy copy');
    for (let i = 0; i < length; i++, o++) out[o] = out[o - offset]!;
  };
  while (at < input.length) {
    const tag = input[at++]!;
    const kind = tag & 3;
    if (kind === 0) {
      let length = tag >>> 2;
      if (length >= 60) {
        const bytes = length - 59;
        length = input.readUIntLE(at, bytes);
        at += bytes;
      }
      length += 1;
      if (o + length > out.length || at + length > input.length) throw new Error('bad literal');
      input.copy(out, o, at, at + length);
      at += length;
      o += length;
    } else if (kind === 1) {
      copy(((tag >>> 5) << 8) | input[at++]!, ((tag >>> 2) & 7) + 4);
    } else if (kind === 2) {
      copy(input.readUInt16LE(at), (tag >>> 2) + 1);
      at += 2;
    } else {
      copy(input.readUInt32LE(at), (tag >>> 2) + 1);
      at += 4;
    }
  }
  if (o !== out.length) throw new Error('snappy output short');
  return out;
}

/** Whether the block at `offset`, `size` bytes, matches its checksum. */
function blockOk(bytes: Buffer, offset: number, size: number): boolean {
  if (offset + size + TRAILER > bytes.length) return false;
  const crc = crc32c(bytes.subarray(offset, offset + size + 1));
  return masked(crc) === bytes.readUInt32LE(offset + size + 1);
}

/** The damaged blocks of one table file: none when every checksum holds. */
export function checkTableBytes(file: string, bytes: Buffer): TableDamage[] {
  if (bytes.length < FOOTER || bytes.readBigUInt64LE(bytes.length - 8) !== MAGIC) {
    return [{ file, offset: -1, reason: 'no table footer (truncated or overwritten)' }];
  }
  const footer = reader(bytes, bytes.length - FOOTER);
  footer.varint();
  footer.varint();
  const indexOffset = footer.varint();
  const indexSize = footer.varint();
  if (!blockOk(bytes, indexOffset, indexSize)) {
    return [{ file, offset: indexOffset, reason: 'index block checksum mismatch' }];
  }
  // Index entries point at the data blocks; the index itself may be snappy-compressed (type 1).
  const raw = bytes.subarray(indexOffset, indexOffset + indexSize);
  let index: Buffer;
  try {
    index = bytes[indexOffset + indexSize] === 1 ? unsnappy(raw) : raw;
  } catch {
    return [{ file, offset: indexOffset, reason: 'index block does not decompress' }];
  }
  const restarts = index.readUInt32LE(index.length - 4);
  const entriesEnd = index.length - 4 - 4 * restarts;
  const damage: TableDamage[] = [];
  const r = reader(index, 0);
  try {
    while (r.at < entriesEnd) {
      r.varint();
      const unshared = r.varint();
      const valueLength = r.varint();
      r.skip(unshared);
      const handle = reader(index, r.at);
      const offset = handle.varint();
      const size = handle.varint();
      r.skip(valueLength);
      if (!blockOk(bytes, offset, size)) damage.push({ file, offset, reason: 'checksum mismatch' });
    }
  } catch {
    damage.push({ file, offset: indexOffset, reason: 'index block unreadable' });
  }
  return damage;
}

/** Every table file of the LevelDB directory `dir`, checked (read only). */
export async function checkTables(dir: string): Promise<TableDamage[]> {
  const names = await readdir(dir).catch(() => [] as string[]);
  const out: TableDamage[] = [];
  for (const name of names.filter((n) => /^\d{6}\.(ldb|sst)$/.test(n)).sort()) {
    out.push(...checkTableBytes(join(dir, name), await readFile(join(dir, name))));
  }
  return out;
}
