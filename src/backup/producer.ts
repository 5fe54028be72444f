// Writes a backup of a log read at one point in time, and the proof photos beside it. Light on
// purpose, because it runs inside the serving process: it copies bytes and hashes them once; the
// receiving side (reader.ts) checks every record before the copy counts as a backup.
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createHash } from 'node:crypto';
import { decodeRecord, hashFrame } from '../../wal/codec.ts';
import { parseRecordKey, shardRecordRange, type PointInTime } from '../../wal/leveldb-wal.ts';
import { SHARD_MAX } from '../../wal/codec.ts';
import {
  BACKUP_FORMAT,
  BackupWriter,
  DATA_FILES,
  type BackupHeader,
  type SectionStart,
} from './format.ts';

const CHUNK_BYTES = 256 * 1024;

export interface BackupSource {
  readonly view: PointInTime;
  readonly shardCount: number;
  readonly source: BackupHeader['source'];
  /**
   * DATA_DIR/media: photos are content-addressed, written and synced before the record naming them.
   */
  readonly mediaDir: string;
  /** DATA_DIR/console at its own point in time, when the directory has one. */
  readonly console?: PointInTime;
  /** DATA_DIR/operator-app at its own point in time, when the directory has one. */
  readonly operatorApp?: PointInTime;
  readonly dataDir: string;
  readonly nowMs: number;
}

async function first(
  view: PointInTime,
  range: { gte: string; lt: string; reverse?: boolean },
): Promise<[string, Buffer] | undefined> {
  for await (const batch of view.scan({ ...range, limit: 1 })) if (batch[0]) return batch[0];
  return undefined;
}

/** Last record of every shard in the view: the position the backup stands at. */
async function headsOf(view: PointInTime): Promise<BackupHeader['heads']> {
  const heads: Record<string, { seq: number; hash: string }> = {};
  let from = 'r!';
  for (;;) {
    const found = await first(view, { gte: from, lt: 'r"' });
    if (!found) return heads;
    const { shard } = parseRecordKey(found[0]);
    const [key, frame] = (await first(view, { ...shardRecordRange(shard), reverse: true }))!;
    const decoded = decodeRecord(frame);
    if (!decoded.ok)
      throw new Error(
        `the last record of shard ${shard} (${key}) is damaged: ${decoded.error}; run errand ` +
          `verify`,
      );
    heads[String(shard)] = { seq: decoded.seq, hash: hashFrame(frame).toString('hex') };
    if (shard >= SHARD_MAX) return heads;
    from = shardRecordRange(shard + 1).gte;
  }
}

function sectionOf(key: string): SectionStart {
  if (key.startsWith('r!')) return { kind: 'records', shard: parseRecordKey(key).shard };
  if (key.startsWith('m!')) return { kind: 'meta' };
  if (key.startsWith('s!')) return { kind: 'snapshots' };
  return { kind: 'other' };
}

const sameSection = (a: SectionStart | undefined, b: SectionStart) =>
  a !== undefined && a.kind === b.kind && a.shard === b.shard;

/** The backup file's bytes, in chunks of about CHUNK_BYTES. */
export async function* produceBackup(src: BackupSource): AsyncGenerator<Buffer> {
  const writer = new BackupWriter();
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  const push = (bytes: Buffer) => {
    pending.push(bytes);
    pendingBytes += bytes.length;
  };
  const flush = () => {
    const out = Buffer.concat(pending);
    pending = [];
    pendingBytes = 0;
    return out;
  };
  const heads = await headsOf(src.view);
  const header: BackupHeader = {
    kind: 'header',
    format: BACKUP_FORMAT,
    created_at: new Date(src.nowMs).toISOString(),
    source: src.source,
    shard_count: src.shardCount,
    heads,
    records: Object.values(heads).reduce((n, h) => n + h.seq, 0),
  };
  push(writer.start());
  push(writer.open(header));
  push(writer.close());
  let section: SectionStart | undefined;
  for await (const batch of src.view.scan({})) {
    for (const [key, value] of batch) {
      const here = sectionOf(key);
      // Only the records up to the heads read above: the view cannot have more, this says so.
      if (
        here.kind === 'records' &&
        parseRecordKey(key).seq > (heads[String(here.shard)]?.seq ?? 0)
      )
        continue;
      if (!sameSection(section, here)) {
        if (section) push(writer.close());
        push(writer.open(here));
        section = here;
      }
      push(writer.entry(key, value));
    }
    if (pendingBytes >= CHUNK_BYTES) yield flush();
  }
  if (section) push(writer.close());
  push(writer.open({ kind: 'media' }));
  for (const name of (await readdir(src.mediaDir).catch(() => [] as string[])).sort()) {
    const m = /^([0-9a-f]{64})\.jpg$/.exec(name);
    if (!m) continue;
    const bytes = await readFile(join(src.mediaDir, name)).catch(() => undefined);
    // A photo still being written belongs to no record in this copy: leave it out.
    if (!bytes || createHash('sha256').update(bytes).digest('hex') !== m[1]) continue;
    push(writer.entry(name, bytes));
    if (pendingBytes >= CHUNK_BYTES) yield flush();
  }
  push(writer.close());
  for (const [kind, store] of [
    ['console', src.console],
    ['operator_app', src.operatorApp],
  ] as const) {
    if (!store) continue;
    push(writer.open({ kind }));
    for await (const batch of store.scan({})) {
      for (const [key, value] of batch) push(writer.entry(key, value));
      if (pendingBytes >= CHUNK_BYTES) yield flush();
    }
    push(writer.close());
  }
  push(writer.open({ kind: 'files' }));
  for (const name of DATA_FILES) {
    const bytes = await readFile(join(src.dataDir, name)).catch(() => undefined);
    if (bytes) push(writer.entry(name, bytes));
  }
  push(writer.close());
  push(writer.end());
  yield flush();
}
