// Where a shard's record bytes come from when replay, verify or rebuild runs on threads
// (docs/threads.md, step 7), and how they cross: the main thread only reads stored frames and
// hands them out, a batch at a time in one transferred ArrayBuffer (not a message or a copy per
// record); the thread checks crc, sequence and chain, decodes and folds them.
import { LevelWal } from '../../wal/leveldb-wal.ts';
import { PartitionedWal } from '../../wal/partitioned-wal.ts';
import type { Wal } from '../../wal/wal.ts';

/**
 * The source of a shard's record bytes. Today's log is one LevelDB directory; a directory laid out
 * per partition (docs/threads.md, step 2) answers the same question from the shard's partition.
 */
export interface ShardFrameSource {
  /** The shard's frames as stored, from its first record, in seq order, in batches; unchecked. */
  frames(shard: number): AsyncIterable<readonly Uint8Array[]>;
}

/** The frames of an opened LevelDB log (one directory holding every shard). */
export function levelFrameSource(wal: LevelWal): ShardFrameSource {
  return { frames: (shard) => wal.frames(shard) };
}

/**
 * The frames of a stopped directory's log as `logOfDir` opened it: today's one LevelDB, or each
 * shard's partition of a version-2 layout (docs/threads.md, step 2).
 */
export function frameSourceOf(wal: Wal): ShardFrameSource {
  if (wal instanceof LevelWal) return levelFrameSource(wal);
  if (wal instanceof PartitionedWal) {
    return {
      frames: (shard) => {
        const part = wal.of(shard);
        if (!(part instanceof LevelWal)) throw new Error(`shard ${shard}: not a LevelDB partition`);
        return part.frames(shard);
      },
    };
  }
  throw new Error('replay on threads reads a LevelDB log only');
}

/** A batch of frames laid end to end: `ends[i]` is where frame i ends in `bytes`. */
export interface FrameBatch {
  readonly bytes: ArrayBuffer;
  readonly ends: Uint32Array;
}

/** One copy of the batch's bytes into a buffer of its own, which the message then transfers. */
export function packFrames(frames: readonly Uint8Array[]): FrameBatch {
  let total = 0;
  for (const frame of frames) total += frame.byteLength;
  const bytes = new Uint8Array(total);
  const ends = new Uint32Array(frames.length);
  let at = 0;
  for (let i = 0; i < frames.length; i++) {
    bytes.set(frames[i]!, at);
    at += frames[i]!.byteLength;
    ends[i] = at;
  }
  return { bytes: bytes.buffer, ends };
}

/** What a transferred batch must list so neither buffer is copied. */
export function transferOf(batch: FrameBatch): ArrayBuffer[] {
  return [batch.bytes, batch.ends.buffer as ArrayBuffer];
}

/** The frames again, as views into the one buffer (the record codec reads views). */
export function unpackFrames(batch: FrameBatch): Buffer[] {
  const out: Buffer[] = new Array(batch.ends.length);
  let at = 0;
  for (let i = 0; i < batch.ends.length; i++) {
    const end = batch.ends[i]!;
    out[i] = Buffer.from(batch.bytes, at, end - at);
    at = end;
  }
  return out;
}
