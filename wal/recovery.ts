// The checks that make the log trustworthy, at startup (every record once, in key order) and on
// every read. LevelDB itself drops records with bad checksums silently, so this is the only
// place a hole in the middle of a shard is noticed before the service acts on a log that lies.

import { decodeRecord, GENESIS_HASH_BYTES, hashFrame } from './codec.ts';
import type { WalStorage } from './storage.ts';
import { GENESIS_HASH, WalCorruptionError, type TornTail, type WalEntry } from './wal.ts';

export interface Head {
  readonly seq: number;
  readonly hash: Buffer;
}

export interface Recovered {
  readonly heads: Map<number, Head>;
  /** Per shard, the seq from which open() proved the chain (its snapshot's position, or 0). */
  readonly provenFrom: Map<number, number>;
  readonly tornTails: TornTail[];
  readonly records: number;
}

/**
 * Checks each shard from its newest snapshot to its head: the record at the snapshot's position
 * must hash to what the snapshot names (the anchor), and every record after it must follow in
 * sequence, pass its crc and link to the one before. Start-up then costs what was written since
 * the last snapshot, not the whole history; the records before the anchor are proven by the
 * snapshots that were built from them, and are checked again in full by every read of them and
 * by `errand verify`. A shard without a usable snapshot is checked from its first record.
 *
 * Only a bad last record of a shard counts as torn and is cut. A bad record followed by any
 * other record of its shard (good or bad) is refused: cutting more than the tail could drop
 * acknowledged records, and that must be a human decision.
 */
export async function recover(storage: WalStorage): Promise<Recovered> {
  const heads = new Map<number, Head>();
  const provenFrom = new Map<number, number>();
  const tornTails: TornTail[] = [];
  let records = 0;
  for (const shard of await storage.shardsWithRecords()) {
    const from = (await snapshotAnchor(storage, shard)) ?? GENESIS_HEAD;
    provenFrom.set(shard, from.seq);
    const checked = await checkShard(storage, shard, from);
    records += checked.records;
    if (checked.torn) tornTails.push(checked.torn);
    if (checked.head.seq > 0) heads.set(shard, checked.head);
  }
  for (const torn of tornTails) await storage.deleteRecord(torn.shard, torn.seq);
  return { heads, provenFrom, tornTails, records };
}

const GENESIS_HEAD: Head = { seq: 0, hash: GENESIS_HASH_BYTES };

/** The snapshot's position, if the record there is whole and hashes to what the snapshot names. */
async function snapshotAnchor(storage: WalStorage, shard: number): Promise<Head | undefined> {
  const stored = await storage.getSnapshot(shard);
  if (stored === undefined) return undefined;
  const snap = decodeRecord(stored);
  if (!snap.ok || snap.shard !== shard || snap.seq === 0) return undefined;
  const frame = await storage.getRecord(shard, snap.seq);
  if (frame === undefined) return undefined;
  const record = decodeRecord(frame);
  if (
    !record.ok ||
    record.shard !== shard ||
    record.seq !== snap.seq ||
    !hashFrame(frame).equals(snap.prevHash)
  )
    return undefined;
  // The anchor is not the last record (a torn tail may follow it) only if something comes after:
  // checkShard finds that out. A snapshot at a cut tail is forgotten by readSnapshot later.
  return { seq: snap.seq, hash: Buffer.from(snap.prevHash) };
}

async function checkShard(
  storage: WalStorage,
  shard: number,
  from: Head,
): Promise<{ head: Head; torn?: TornTail; records: number }> {
  let expectedSeq = from.seq + 1;
  let prevHash: Buffer = from.hash;
  let bad: { seq: number; reason: string } | undefined;
  let records = 0;
  for await (const batch of storage.scanShardRecords(shard, expectedSeq)) {
    for (const record of batch) {
      if (bad !== undefined) throw new WalCorruptionError(shard, bad.seq, bad.reason);
      if (record.seq !== expectedSeq) {
        throw new WalCorruptionError(
          shard,
          expectedSeq,
          `missing record (gap): expected seq ${expectedSeq}, found ${record.seq}`,
        );
      }
      const decoded = decodeRecord(record.frame);
      if (!decoded.ok) {
        bad = { seq: record.seq, reason: decoded.error };
        continue;
      }
      if (decoded.shard !== record.shard || decoded.seq !== record.seq) {
        throw new WalCorruptionError(
          shard,
          record.seq,
          `record body says shard ${decoded.shard} seq ${decoded.seq}, its key says shard ` +
            `${record.shard} seq ${record.seq}`,
        );
      }
      if (!decoded.prevHash.equals(prevHash)) {
        throw new WalCorruptionError(
          shard,
          record.seq,
          `hash chain broken: prevHash does not match the hash of seq ${record.seq - 1}`,
        );
      }
      prevHash = hashFrame(record.frame);
      expectedSeq += 1;
      records += 1;
    }
  }
  const head = { seq: expectedSeq - 1, hash: prevHash };
  return bad === undefined
    ? { head, records }
    : { head, torn: { shard, seq: bad.seq, reason: bad.reason }, records };
}

/**
 * Records of one shard after afterSeq, each checked as it is read. The first record is linked to
 * the stored record at afterSeq (read and crc-checked too) rather than trusted, so a replay from
 * a snapshot still proves its chain back to the snapshot position. headSeq: the durable head
 * when the read started; a log ending before it is damage, not an empty tail.
 *
 * `verified`: where open() left this shard after proving its chain (sha256 of every record, in
 * order) in this process. Records up to it are not hashed again: the Wal holds the storage's
 * only lock and never rewrites a record, so a record open() proved can since have changed only
 * under the storage, and that is what the frame crc, still checked on every read, is for. Their
 * hashes are the links open() proved (record n's hash is record n+1's prevHash, the last one's
 * is the verified head), and the last one is hashed again so the read is tied to that head.
 * Records appended after open are checked in full, as before.
 */
export async function* readShard(
  storage: WalStorage,
  shard: number,
  afterSeq: number,
  headSeq: number,
  verified: Head = { seq: 0, hash: GENESIS_HASH_BYTES },
): AsyncIterable<readonly WalEntry[]> {
  let expectedSeq = afterSeq === 0 ? 1 : afterSeq;
  let prevHash: Buffer = GENESIS_HASH_BYTES;
  let prevHex = GENESIS_HASH;
  /** A proven record waiting for the next one, whose link is its hash. */
  let held: { seq: number; prevHex: string; payload: Buffer } | undefined;
  for await (const frames of storage.scanShard(shard, expectedSeq)) {
    // One batch out per storage batch: a promise per record would cost more than checking it.
    const out: WalEntry[] = [];
    for (const frame of frames) {
      const decoded = decodeRecord(frame);
      if (!decoded.ok) throw new WalCorruptionError(shard, expectedSeq, decoded.error);
      if (decoded.shard !== shard || decoded.seq !== expectedSeq) {
        const found =
          decoded.shard === shard
            ? `seq ${decoded.seq}`
            : `shard ${decoded.shard} seq ${decoded.seq}`;
        throw new WalCorruptionError(
          shard,
          expectedSeq,
          `missing record (gap): expected seq ${expectedSeq}, found ${found}`,
        );
      }
      const anchor = decoded.seq === afterSeq;
      if (decoded.seq < verified.seq) {
        // Proven by open(): its hash is the next record's link.
        const linkHex = decoded.prevHash.toString('hex');
        if (held !== undefined)
          out.push({
            shard,
            seq: held.seq,
            prevHash: held.prevHex,
            hash: linkHex,
            payload: held.payload,
          });
        held = anchor
          ? undefined
          : { seq: decoded.seq, prevHex: linkHex, payload: decoded.payload };
        expectedSeq += 1;
        continue;
      }
      let hash: Buffer;
      if (decoded.seq === verified.seq) {
        hash = hashFrame(frame);
        if (!hash.equals(verified.hash)) {
          throw new WalCorruptionError(
            shard,
            expectedSeq,
            `record ${expectedSeq} no longer hashes to the head open() verified`,
          );
        }
        // The held record's hash is this one's link, which the hash just checked pins down.
        if (held !== undefined)
          out.push({
            shard,
            seq: held.seq,
            prevHash: held.prevHex,
            hash: decoded.prevHash.toString('hex'),
            payload: held.payload,
          });
        held = undefined;
        prevHex = decoded.prevHash.toString('hex');
      } else {
        if (!anchor && !decoded.prevHash.equals(prevHash)) {
          throw new WalCorruptionError(
            shard,
            expectedSeq,
            `hash chain broken: prevHash does not match the hash of seq ${expectedSeq - 1}`,
          );
        }
        hash = hashFrame(frame);
      }
      const hex = hash.toString('hex');
      if (!anchor)
        out.push({
          shard,
          seq: decoded.seq,
          prevHash: prevHex,
          hash: hex,
          payload: decoded.payload,
        });
      prevHash = hash;
      prevHex = hex;
      expectedSeq += 1;
    }
    if (out.length > 0) yield out;
  }
  // Trailing records lost while running would otherwise end the replay early without a word.
  if (expectedSeq <= headSeq) {
    throw new WalCorruptionError(
      shard,
      expectedSeq,
      `missing record: the log ends before seq ${expectedSeq}, head is ${headSeq}`,
    );
  }
}
