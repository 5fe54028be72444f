// How a shard's records sit in JetStream messages: several records of one batch in one message
// (a publish and a raft round per message is what limits throughput, not bytes), in a small
// binary envelope:
//
//   [u8 kind = 0x52 'R'][u32 BE firstSeq high][u32 BE firstSeq low][u32 BE count]
//   count × ([u32 BE frame length][frame])
//
// A message holds records firstSeq .. firstSeq+count-1 of its shard, in order. The frames keep
// their own crc and hash chain (codec.ts); the envelope only says where each frame is and which
// seq it claims. A damaged record inside an envelope stays a damaged frame of the right length,
// so recovery sees exactly what it would see in LevelDB.

import { WalCorruptionError } from './wal.ts';

const KIND_RECORDS = 0x52;
const HEAD_BYTES = 1 + 8 + 4;
/** Under the server's default max_payload of 1 MiB with room for headers; see packRecords. */
const PACK_BYTES_MAX = 512 * 1024;

export interface PackedRecord {
  readonly seq: number;
  readonly frame: Buffer;
}

export interface Pack<R extends PackedRecord = PackedRecord> {
  readonly firstSeq: number;
  readonly lastSeq: number;
  readonly records: readonly R[];
  readonly data: Buffer;
}

export function encodeEnvelope(records: readonly PackedRecord[]): Buffer {
  let bytes = HEAD_BYTES;
  for (const r of records) bytes += 4 + r.frame.length;
  const out = Buffer.allocUnsafe(bytes);
  out[0] = KIND_RECORDS;
  const first = records[0]?.seq ?? 0;
  out.writeUInt32BE(Math.floor(first / 2 ** 32), 1);
  out.writeUInt32BE(first % 2 ** 32, 5);
  out.writeUInt32BE(records.length, 9);
  let at = HEAD_BYTES;
  for (const r of records) {
    out.writeUInt32BE(r.frame.length, at);
    r.frame.copy(out, at + 4);
    at += 4 + r.frame.length;
  }
  return out;
}

/**
 * A shard's records of one batch, consecutive seqs, in messages of at most PACK_BYTES_MAX (a
 * record larger than that goes alone, and fails at the server if it exceeds max_payload).
 */
export function packRecords<R extends PackedRecord>(records: readonly R[]): Pack<R>[] {
  const packs: Pack<R>[] = [];
  let start = 0;
  let bytes = HEAD_BYTES;
  const flush = (end: number) => {
    const slice = records.slice(start, end);
    packs.push({
      firstSeq: slice[0]!.seq,
      lastSeq: slice[slice.length - 1]!.seq,
      records: slice,
      data: encodeEnvelope(slice),
    });
    start = end;
    bytes = HEAD_BYTES;
  };
  for (let i = 0; i < records.length; i += 1) {
    const size = 4 + records[i]!.frame.length;
    if (i > start && bytes + size > PACK_BYTES_MAX) flush(i);
    bytes += size;
  }
  if (start < records.length) flush(records.length);
  return packs;
}

export interface Envelope {
  readonly firstSeq: number;
  readonly count: number;
  /** Views into the message's data, not copies. */
  readonly frames: Buffer[];
}

/** The envelope's head only: which record seqs a message holds, without slicing its frames. */
export function envelopeRange(
  data: Uint8Array,
  shard: number,
  streamSeq: number,
): { firstSeq: number; lastSeq: number } {
  const buf = asBuf(data);
  checkHead(buf, shard, streamSeq);
  const firstSeq = buf.readUInt32BE(1) * 2 ** 32 + buf.readUInt32BE(5);
  return { firstSeq, lastSeq: firstSeq + buf.readUInt32BE(9) - 1 };
}

export function decodeEnvelope(data: Uint8Array, shard: number, streamSeq: number): Envelope {
  const buf = asBuf(data);
  checkHead(buf, shard, streamSeq);
  const firstSeq = buf.readUInt32BE(1) * 2 ** 32 + buf.readUInt32BE(5);
  const count = buf.readUInt32BE(9);
  const frames: Buffer[] = [];
  let at = HEAD_BYTES;
  for (let i = 0; i < count; i += 1) {
    if (at + 4 > buf.length) throw bad(shard, streamSeq, `ends inside record ${i + 1} of ${count}`);
    const length = buf.readUInt32BE(at);
    if (at + 4 + length > buf.length)
      throw bad(shard, streamSeq, `record ${i + 1} of ${count} runs past the message`);
    frames.push(buf.subarray(at + 4, at + 4 + length));
    at += 4 + length;
  }
  if (at !== buf.length) throw bad(shard, streamSeq, 'bytes after its last record');
  return { firstSeq, count, frames };
}

function checkHead(buf: Buffer, shard: number, streamSeq: number): void {
  if (buf.length < HEAD_BYTES || buf[0] !== KIND_RECORDS)
    throw bad(shard, streamSeq, 'is not a record envelope');
  if (buf.readUInt32BE(9) === 0) throw bad(shard, streamSeq, 'holds no records');
}

/** JetStream checksums what it stores, so a bad envelope is a writer's bug, never a torn write. */
function bad(shard: number, streamSeq: number, what: string): WalCorruptionError {
  return new WalCorruptionError(shard, 0, `message ${streamSeq} of the shard's stream ${what}`);
}

function asBuf(data: Uint8Array): Buffer {
  return Buffer.from(data.buffer, data.byteOffset, data.byteLength);
}
