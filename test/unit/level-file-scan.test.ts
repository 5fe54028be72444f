// Proves that the scans of LevelDB's files (wal/log-scan.ts, wal/table-scan.ts) say what an open
// would drop, on files LevelDB itself wrote: a whole log and whole tables show nothing; a byte
// flipped in the first block of a log is damage with valid records after it, naming the errand
// records it holds; a log cut short is a torn tail; zeros at the end (preallocated space) are
// nothing; a flipped byte in a table fails that block's checksum.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ClassicLevel } from 'classic-level';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crc32c, scanLogBytes } from '../../wal/log-scan.ts';
import { checkTableBytes } from '../../wal/table-scan.ts';
import { recordKey } from '../../wal/leveldb-wal.ts';

const dir = mkdtempSync(join(tmpdir(), 'errand-level-scan-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

let log: Buffer;
let table: Buffer;

beforeAll(async () => {
  // Session one becomes a table when session two opens; session two's records stay in the .log.
  for (const session of [0, 1]) {
    const db = new ClassicLevel<string, Buffer>(dir, { valueEncoding: 'buffer' });
    await db.open();
    for (let seq = 1; seq <= 200; seq++) {
      const value = Buffer.alloc(600, seq % 251);
      await db.batch([{ type: 'put', key: recordKey(session + 1, seq), value }], { sync: true });
    }
    await db.close();
  }
  const newest = (ext: string) =>
    readdirSync(dir)
      .filter((n) => n.endsWith(ext))
      .sort()
      .at(-1)!;
  log = readFileSync(join(dir, newest('.log')));
  table = readFileSync(join(dir, newest('.ldb')));
  expect(log.length).toBeGreaterThan(3 * 32 * 1024);
});

const flipped = (bytes: Buffer, at: number) => {
  const copy = Buffer.from(bytes);
  copy[at] = copy[at]! ^ 0xff;
  return copy;
};

describe('the .log scan', () => {
  it('finds nothing in a whole log', () => {
    expect(scanLogBytes('x.log', log)).toEqual([]);
  });

  it('calls a bad byte in the first block damage, with the records LevelDB would drop', () => {
    const [damage, ...more] = scanLogBytes('x.log', flipped(log, 1000));
    expect(more).toEqual([]);
    expect(damage).toMatchObject({ kind: 'damaged', reason: 'checksum mismatch' });
    // The rest of the first block goes: its records, all of shard 2, from about the third on.
    expect(damage!.offset + damage!.bytes).toBe(32 * 1024);
    expect(damage!.records.length).toBeGreaterThan(40);
    expect(new Set(damage!.records.map((r) => r.shard))).toEqual(new Set([2]));
  });

  it('calls a log cut short a torn tail, naming the last record', () => {
    const [torn, ...more] = scanLogBytes('x.log', log.subarray(0, log.length - 10));
    expect(more).toEqual([]);
    expect(torn).toMatchObject({ kind: 'torn_tail', records: [{ shard: 2, seq: 200 }] });
  });

  it('skips zeros at the end as LevelDB does (preallocated space)', () => {
    expect(scanLogBytes('x.log', Buffer.concat([log, Buffer.alloc(5000)]))).toEqual([]);
  });

  it('uses CRC-32C', () => {
    // The check value of the Castagnoli polynomial (RFC 3720, B.4).
    expect(crc32c(Buffer.from('123456789'))).toBe(0xe3069283);
  });
});

describe('the table scan', () => {
  it('finds nothing in a whole table, and the block a flipped byte is in', () => {
    expect(checkTableBytes('x.ldb', table)).toEqual([]);
    const damage = checkTableBytes('x.ldb', flipped(table, 2000));
    expect(damage).toHaveLength(1);
    expect(damage[0]).toMatchObject({ file: 'x.ldb', reason: 'checksum mismatch' });
    expect(damage[0]!.offset).toBeLessThanOrEqual(2000);
  });

  it('names a table without its footer', () => {
    expect(checkTableBytes('x.ldb', table.subarray(0, table.length - 20))).toEqual([
      { file: 'x.ldb', offset: -1, reason: 'no table footer (truncated or overwritten)' },
    ]);
  });
});
