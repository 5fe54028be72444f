// Record and snapshot frames. Binary and allocation-light because replay decodes every record
// of the log on each start: one frame per record, views into it instead of copies.
//
// frame: [u8 version=1][u32 BE bodyLength][u32 BE crc32(body)][body]
// body:  [u32 shard][u32 seqHigh][u32 seqLow][32 bytes link][payload]
// For a record the link is prevHash; for a snapshot it is the hash of the record at pos.
// record hash = sha256(prevHash || shard || seq || payload), the bytes as laid out in the body.

import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import zlib from 'node:zlib';
import { GENESIS_HASH } from './wal.ts';

const FRAME_VERSION = 1;
export const HEADER_BYTES = 9;
const HASH_BYTES = 32;
/** shard + seq + link. */
const BODY_FIXED_BYTES = 4 + 8 + HASH_BYTES;
const SHARD_AT = HEADER_BYTES;
const SEQ_AT = SHARD_AT + 4;
const LINK_AT = SEQ_AT + 8;
export const PAYLOAD_AT = LINK_AT + HASH_BYTES;

export const SHARD_MAX = 0xffff_ffff;
export const GENESIS_HASH_BYTES: Buffer = Buffer.alloc(HASH_BYTES);

export type DamageMode = 'truncate' | 'flip' | 'delete' | 'relink';

export type DecodeResult =
  | {
      readonly ok: true;
      readonly shard: number;
      readonly seq: number;
      /** Views into the frame: valid as long as the frame buffer is not reused. */
      readonly prevHash: Buffer;
      readonly payload: Buffer;
    }
  | { readonly ok: false; readonly error: string };

function asBuffer(bytes: Uint8Array): Buffer {
  return Buffer.isBuffer(bytes)
    ? bytes
    : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

/** Builds a record frame; `hash` is the new record's chain hash. The payload is copied. */
export function encodeRecord(
  shard: number,
  seq: number,
  prevHash: Buffer,
  payload: Uint8Array,
): { frame: Buffer; hash: Buffer } {
  const frame = encodeFrame(shard, seq, prevHash, payload);
  return { frame, hash: hashFrame(frame) };
}

/** A snapshot uses the record frame with the snapshot position's hash as its link. */
export function encodeSnapshot(
  shard: number,
  seq: number,
  hash: Buffer,
  state: Uint8Array,
): Buffer {
  return encodeFrame(shard, seq, hash, state);
}

function encodeFrame(shard: number, seq: number, link: Buffer, payload: Uint8Array): Buffer {
  assert(Number.isInteger(shard) && shard >= 0 && shard <= SHARD_MAX, 'shard out of range');
  assert(Number.isSafeInteger(seq) && seq >= 0, 'seq out of range');
  assert(link.length === HASH_BYTES, 'link must be 32 bytes');
  const bodyLength = BODY_FIXED_BYTES + payload.length;
  assert(bodyLength <= SHARD_MAX, 'payload too large for a frame');
  const frame = Buffer.allocUnsafe(HEADER_BYTES + bodyLength);
  frame[0] = FRAME_VERSION;
  frame.writeUInt32BE(bodyLength, 1);
  frame.writeUInt32BE(shard, SHARD_AT);
  frame.writeUInt32BE(Math.floor(seq / 0x1_0000_0000), SEQ_AT);
  frame.writeUInt32BE(seq >>> 0, SEQ_AT + 4);
  link.copy(frame, LINK_AT);
  frame.set(payload, PAYLOAD_AT);
  frame.writeUInt32BE(zlib.crc32(frame.subarray(HEADER_BYTES)), 5);
  return frame;
}

/** Checks the frame (length, version, crc) and returns views into it; never throws on bad data. */
export function decodeRecord(bytes: Uint8Array): DecodeResult {
  const frame = asBuffer(bytes);
  if (frame.length < HEADER_BYTES) {
    return {
      ok: false,
      error: `truncated frame: ${frame.length} bytes, header needs ${HEADER_BYTES}`,
    };
  }
  if (frame[0] !== FRAME_VERSION) return { ok: false, error: `unknown frame version ${frame[0]}` };
  const bodyLength = frame.readUInt32BE(1);
  const bodyHave = frame.length - HEADER_BYTES;
  if (bodyHave < bodyLength) {
    return { ok: false, error: `truncated frame: body has ${bodyHave} of ${bodyLength} bytes` };
  }
  if (bodyHave > bodyLength) {
    return {
      ok: false,
      error: `length mismatch: body has ${bodyHave} bytes, header says ${bodyLength}`,
    };
  }
  if (bodyLength < BODY_FIXED_BYTES) {
    return {
      ok: false,
      error: `length mismatch: body of ${bodyLength} bytes is shorter than ${BODY_FIXED_BYTES}`,
    };
  }
  if (zlib.crc32(frame.subarray(HEADER_BYTES)) !== frame.readUInt32BE(5)) {
    return { ok: false, error: 'checksum mismatch' };
  }
  const seqHigh = frame.readUInt32BE(SEQ_AT);
  // A crc-valid seq above 2^53 was written by a buggy writer, not torn by the disk.
  if (seqHigh > 0x1f_ffff) return { ok: false, error: `seq out of range (high word ${seqHigh})` };
  return {
    ok: true,
    shard: frame.readUInt32BE(SHARD_AT),
    seq: seqHigh * 0x1_0000_0000 + frame.readUInt32BE(SEQ_AT + 4),
    prevHash: frame.subarray(LINK_AT, PAYLOAD_AT),
    payload: frame.subarray(PAYLOAD_AT),
  };
}

// One-shot hashing needs the fields contiguous and in hash order, which differs from the body
// order; copying into a reused scratch buffer is cheaper than a streaming Hash object.
const SCRATCH_BYTES_MAX = 64 * 1024;
let scratch = Buffer.allocUnsafe(4096);

/** Chain hash of a frame that decodeRecord accepted. */
export function hashFrame(frame: Buffer): Buffer {
  const inputBytes = frame.length - HEADER_BYTES;
  if (inputBytes > SCRATCH_BYTES_MAX) {
    // Rare large records stream instead of growing the scratch buffer for good.
    return crypto
      .createHash('sha256')
      .update(frame.subarray(LINK_AT, PAYLOAD_AT))
      .update(frame.subarray(SHARD_AT, LINK_AT))
      .update(frame.subarray(PAYLOAD_AT))
      .digest();
  }
  if (inputBytes > scratch.length) scratch = Buffer.allocUnsafe(SCRATCH_BYTES_MAX);
  frame.copy(scratch, 0, LINK_AT, PAYLOAD_AT);
  frame.copy(scratch, HASH_BYTES, SHARD_AT, LINK_AT);
  frame.copy(scratch, BODY_FIXED_BYTES, PAYLOAD_AT);
  return crypto.hash('sha256', scratch.subarray(0, inputBytes), 'buffer');
}

export function hashToBytes(hex: string): Buffer {
  assert(/^[0-9a-f]{64}$/.test(hex), 'hash must be 64 lowercase hex digits');
  return hex === GENESIS_HASH ? GENESIS_HASH_BYTES : Buffer.from(hex, 'hex');
}

/**
 * Test hook: damages a stored frame the way a disk or a buggy writer would.
 * truncate keeps the first half; flip xors a byte in the middle of the payload;
 * relink changes prevHash and re-seals the crc, so only the hash chain can catch it.
 */
export function damageFrame(bytes: Uint8Array, mode: Exclude<DamageMode, 'delete'>): Buffer {
  const frame = Buffer.from(bytes);
  switch (mode) {
    case 'truncate':
      return frame.subarray(0, Math.floor(frame.length / 2));
    case 'flip': {
      const payloadBytes = frame.length - PAYLOAD_AT;
      const at =
        payloadBytes > 0 ? PAYLOAD_AT + Math.floor(payloadBytes / 2) : Math.floor(frame.length / 2);
      frame[at] = frame[at]! ^ 0x5a;
      return frame;
    }
    case 'relink': {
      assert(decodeRecord(frame).ok, 'relink needs an intact frame');
      frame[LINK_AT] = frame[LINK_AT]! ^ 0x01;
      frame.writeUInt32BE(zlib.crc32(frame.subarray(HEADER_BYTES)), 5);
      return frame;
    }
    default: {
      const never: never = mode;
      throw new Error(`unknown damage mode ${String(never)}`);
    }
  }
}
