// A backup written back into an empty JetStream log (docs/scale.md, "Maintainer tools on a shared
// log"): the whole file is read and checked first (src/backup/reader.ts: every checksum, count
// and chain), and nothing is written unless it holds; the target (NATS_PREFIX) must hold no
// records and no meta values. Then the file is read again and written through a
// SharedJetStreamWal that takes every shard's lease and fence first, as a node does, so no node
// can write the prefix meanwhile: each shard's records appended in order (the same packed
// envelopes and group commit as a node's appends; the chain is a function of the payloads, so
// each appended record's hash is checked against the backup's), its snapshot, every meta value.
// The leases are handed back at the end. The archive is not written: a node that starts on the
// restored log with an empty DATA_DIR replays every shard from its first record and derives it.
// Proof photos and the console's store are per node on a shared log (docs/scale.md, "Not built
// yet"): counted and left in the file (`errand restore` puts them into a LevelDB directory).
import { createReadStream } from 'node:fs';
import { decodeRecord, hashFrame } from '../../wal/codec.ts';
import { SharedJetStreamWal } from '../../wal/jetstream-shared-wal.ts';
import type { WalPosition } from '../../wal/wal.ts';
import type { BackupHeader } from '../backup/format.ts';
import { readBackup } from '../backup/reader.ts';
import { RestoreRefusedError } from '../backup/restore.ts';
import type { Progress } from '../backup/take.ts';

/** Appends in flight at once: enough to fill the group commit's batches. */
const IN_FLIGHT = 512;

export interface JetStreamRestoreOptions {
  readonly urls: readonly string[];
  readonly prefix: string;
  readonly replicas?: number;
  readonly progress?: Progress;
}

export interface JetStreamRestored {
  readonly header: BackupHeader;
  readonly records: number;
  readonly snapshots: number;
  readonly metaValues: number;
  /** In the file, not written to JetStream (they live in each node's DATA_DIR). */
  readonly photosLeft: number;
  readonly consoleEntriesLeft: number;
}

const fileItems = (file: string) =>
  readBackup(createReadStream(file, { highWaterMark: 1024 * 1024 }));

/** The target must be a log nobody has written: no shard with a record, no meta value. */
async function refuseNonEmpty(wal: SharedJetStreamWal, prefix: string): Promise<void> {
  const shards = wal.shards();
  const meta = await wal.metaKeys();
  if (shards.length === 0 && meta.length === 0) return;
  const records = shards.reduce((n, s) => n + wal.head(s).seq, 0);
  throw new RestoreRefusedError(
    `the log ${prefix} is not empty (${records} records in ` +
      `${shards.length} shards, ${meta.length} meta values); restore writes only into an empty ` +
      'log: choose a new NATS_PREFIX',
  );
}

export async function restoreIntoJetStream(
  file: string,
  options: JetStreamRestoreOptions,
): Promise<JetStreamRestored> {
  // First pass: the whole file checked before anything is written anywhere.
  let header: BackupHeader | undefined;
  for await (const item of fileItems(file)) if (item.type === 'header') header = item.header;
  const wal = new SharedJetStreamWal({
    urls: [...options.urls],
    prefix: options.prefix,
    replicas: options.replicas ?? 3,
    nodeId: `restore:${process.pid}`,
  });
  await wal.open();
  try {
    await refuseNonEmpty(wal, options.prefix);
    const shards = Object.keys(header!.heads)
      .map(Number)
      .sort((a, b) => a - b);
    // Every shard's lease and fence: nodes started meanwhile wait, and none writes under us.
    for (const shard of shards) await wal.acquireShard(shard);
    return await write(file, header!, wal, options.progress);
  } finally {
    await wal.close();
  }
}

async function write(
  file: string,
  header: BackupHeader,
  wal: SharedJetStreamWal,
  progress?: Progress,
): Promise<JetStreamRestored> {
  let records = 0;
  let snapshots = 0;
  let metaValues = 0;
  let photosLeft = 0;
  let consoleEntriesLeft = 0;
  let pending: Array<{ at: Promise<WalPosition>; seq: number; hash: string; shard: number }> = [];
  const settle = async () => {
    const batch = pending;
    pending = [];
    const written = await Promise.all(batch.map((p) => p.at));
    written.forEach((pos, i) => {
      const want = batch[i]!;
      if (pos.seq !== want.seq || pos.hash !== want.hash) {
        throw new Error(
          `shard ${want.shard} record ${want.seq}: the restored chain differs from ` +
            "the backup's",
        );
      }
    });
    records += batch.length;
    progress?.update(records);
  };
  progress?.start(header.records);
  // Read and checked again: the file could have changed since the first pass.
  for await (const item of fileItems(file)) {
    if (item.type === 'header') continue;
    const { kind } = item.section;
    if (kind === 'records') {
      const frame = decodeRecord(item.value);
      if (!frame.ok) throw new Error(`a record of shard ${item.section.shard}: ${frame.error}`);
      const hash = hashFrame(item.value).toString('hex');
      const at = wal.append(frame.shard, Buffer.from(frame.payload));
      pending.push({ at, seq: frame.seq, hash, shard: frame.shard });
      if (pending.length >= IN_FLIGHT) await settle();
    } else if (kind === 'snapshots') {
      await settle();
      const frame = decodeRecord(item.value);
      if (!frame.ok) throw new Error(`the snapshot ${item.key}: ${frame.error}`);
      const pos = { seq: frame.seq, hash: frame.prevHash.toString('hex') };
      await wal.writeSnapshot(frame.shard, pos, Buffer.from(frame.payload));
      snapshots += 1;
    } else if (kind === 'meta') {
      await wal.putMeta(item.key.slice('m!'.length), item.value.toString('utf8'));
      metaValues += 1;
    } else if (kind === 'media') photosLeft += 1;
    else if (kind === 'console' || kind === 'files') consoleEntriesLeft += 1;
  }
  await settle();
  for (const [shard, want] of Object.entries(header.heads)) {
    const got = wal.head(Number(shard));
    if (got.seq !== want.seq || got.hash !== want.hash) {
      throw new Error(`restored shard ${shard} ends at ${got.seq}, the backup at ${want.seq}`);
    }
  }
  return { header, records, snapshots, metaValues, photosLeft, consoleEntriesLeft };
}
