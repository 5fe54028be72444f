// Reads LevelDB's .log files the way LevelDB's recovery does, without opening the database, to
// say what an open would drop. LevelDB (paranoid_checks off, as classic-level opens it) skips a
// block whose checksum fails and ignores an incomplete record at the end of the file, and says
// so only in its own LOG file, in bytes: a flipped byte in the log loses the rest of a 32 KiB
// block for good, and a torn tail loses the last batch, with nothing in errand's output. This
// scan names the file, the offset and the errand records (shard, seq) in what would be dropped
// (docs/reliability.md, "One truth about a damaged directory"). Format: LevelDB's
// doc/log_format.md (32 KiB blocks, 7-byte headers: masked crc32c, length, type) and
// write_batch.cc (sequence, count, then tagged key/value entries).
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';

const BLOCK = 32 * 1024;
const HEADER = 7;
const FULL = 1;
const FIRST = 2;
const LAST = 4;

const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0x82f63b78 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

/** CRC-32C (Castagnoli), LevelDB's checksum. */
export function crc32c(bytes: Uint8Array, crc = 0): number {
  let c = ~crc >>> 0;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff]! ^ (c >>> 8);
  return ~c >>> 0;
}

/** LevelDB stores checksums masked (crc32c.h: a CRC of data holding CRCs is weak). */
function masked(crc: number): number {
  return ((((crc >>> 15) | (crc << 17)) >>> 0) + 0xa282ead8) >>> 0;
}

interface RecordKey {
  readonly shard: number;
  readonly seq: number;
}

export interface LogDamage {
  readonly file: string;
  /** Byte offset of the first byte LevelDB would drop, and how many it would drop. */
  readonly offset: number;
  readonly bytes: number;
  /** A torn tail (nothing whole follows it in the file: an unsynced write cut short) or damage. */
  readonly kind: 'torn_tail' | 'damaged';
  readonly reason: string;
  /** errand records (shard, seq) in what would be dropped, as far as its bytes can be read. */
  readonly records: readonly RecordKey[];
}

const RECORD_KEYS = /r!([0-9a-f]{8})!([0-9a-f]{16})/g;

/**
 * The errand record keys in bytes that would be dropped: keys are stored as they are in the log
 * (write_batch.cc), so they are found by their shape, whole or in part of a torn batch.
 */
function keysIn(bytes: Uint8Array): RecordKey[] {
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length).toString('latin1');
  return [...text.matchAll(RECORD_KEYS)].map((m) => ({
    shard: parseInt(m[1]!, 16),
    seq: parseInt(m[2]!, 16),
  }));
}

interface Fragment {
  readonly offset: number;
  readonly end: number;
  readonly type: number;
  readonly ok: boolean;
  readonly reason: string;
}

/** The physical records of one .log file, each checked; a bad one ends its block. */
function fragments(bytes: Uint8Array): Fragment[] {
  const out: Fragment[] = [];
  for (let block = 0; block < bytes.length; block += BLOCK) {
    const blockEnd = Math.min(block + BLOCK, bytes.length);
    for (let at = block; at + HEADER <= blockEnd; ) {
      const view = Buffer.from(bytes.buffer, bytes.byteOffset + at, HEADER);
      const length = view.readUInt16LE(4);
      const type = view[6]!;
      // Zeros: preallocated space, which LevelDB skips without a word (log_reader.cc).
      if (type === 0 && length === 0) break;
      const end = at + HEADER + length;
      if (end > blockEnd) {
        const reason = end > bytes.length ? 'record cut short by the file end' : 'bad length';
        out.push({ offset: at, end: blockEnd, type, ok: false, reason });
        break;
      }
      const payload = bytes.subarray(at + HEADER, end);
      const crc = crc32c(payload, crc32c(Uint8Array.of(type)));
      const ok = masked(crc) === view.readUInt32LE(0) && type >= FULL && type <= LAST;
      // LevelDB drops the rest of the block after a bad record.
      if (!ok) {
        out.push({ offset: at, end: blockEnd, type, ok, reason: 'checksum mismatch' });
        break;
      }
      out.push({ offset: at, end, type, ok, reason: '' });
      at = end;
    }
  }
  return out;
}

/** What LevelDB's recovery would drop from one .log file: nothing when the file is whole. */
export function scanLogBytes(file: string, bytes: Uint8Array): LogDamage[] {
  const frags = fragments(bytes);
  const damage: Array<{ offset: number; end: number; reason: string }> = [];
  const drop = (offset: number, end: number, reason: string) => {
    const last = damage.at(-1);
    if (last && last.end >= offset) last.end = Math.max(last.end, end);
    else damage.push({ offset, end, reason });
  };
  // A batch is lost whole when any fragment of it is: from its first fragment on.
  let batchFrom: number | undefined;
  for (const f of frags) {
    if (!f.ok) {
      drop(batchFrom ?? f.offset, f.end, f.reason);
      batchFrom = undefined;
    } else if (f.type === FIRST) batchFrom = f.offset;
    else if (f.type === FULL || f.type === LAST) batchFrom = undefined;
  }
  if (batchFrom !== undefined) drop(batchFrom, bytes.length, 'batch cut short by the file end');
  const lastGood = frags.filter((f) => f.ok && f.offset >= (damage.at(-1)?.end ?? 0)).length === 0;
  return damage.map((d, i) => ({
    file,
    offset: d.offset,
    bytes: d.end - d.offset,
    // Nothing whole after it: a write cut short (a crash, a power cut), else damage.
    kind: i === damage.length - 1 && lastGood ? 'torn_tail' : 'damaged',
    reason: d.reason,
    records: uniqueKeys(keysIn(bytes.subarray(d.offset, d.end))),
  }));
}

function uniqueKeys(keys: readonly RecordKey[]): RecordKey[] {
  const seen = new Set<string>();
  return keys.filter((k) => {
    const id = `${k.shard}:${k.seq}`;
    if (seen.has(id)) return false;
    seen.add(id);
    return true;
  });
}

/** Every .log file of the LevelDB directory `dir`, scanned (read only). */
export async function scanLogs(dir: string): Promise<LogDamage[]> {
  const names = await readdir(dir).catch(() => [] as string[]);
  const out: LogDamage[] = [];
  for (const name of names.filter((n) => /^\d{6}\.log$/.test(n)).sort()) {
    out.push(...scanLogBytes(join(dir, name), await readFile(join(dir, name))));
  }
  return out;
}

/** 3, 4, 5, 9 → "3-5, 9". */
function ranges(seqs: readonly number[]): string {
  const sorted = [...seqs].sort((a, b) => a - b);
  const out: string[] = [];
  for (let i = 0; i < sorted.length; i++) {
    let j = i;
    while (j + 1 < sorted.length && sorted[j + 1] === sorted[j]! + 1) j++;
    out.push(j === i ? `${sorted[i]}` : `${sorted[i]}-${sorted[j]}`);
    i = j;
  }
  return out.join(', ');
}

/** One line for a damage: file, offset, bytes, and the records it holds by shard. */
export function describeLogDamage(d: LogDamage): string {
  const byShard = new Map<number, number[]>();
  for (const r of d.records) byShard.set(r.shard, [...(byShard.get(r.shard) ?? []), r.seq]);
  const plural = (n: number, word: string) => `${n === 1 ? word : `${word}s`}`;
  const shards = [...byShard].map(([shard, seqs]) => {
    return `shard ${shard} ${plural(seqs.length, 'record')} ${ranges(seqs)}`;
  });
  const records =
    d.records.length === 0
      ? 'no errand record could be read in it'
      : `${d.records.length} errand ${plural(d.records.length, 'record')}: ${shards.join('; ')}`;
  const what =
    d.kind === 'torn_tail'
      ? 'torn tail (an unsynced write cut short; never acknowledged)'
      : 'damaged block';
  const where = `at byte ${d.offset}, ${d.bytes} bytes (${d.reason})`;
  return `${d.file}: ${what} ${where}, which LevelDB drops at open; ${records}`;
}
