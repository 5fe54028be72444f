// What the WAL contract suite needs from an implementation, and small helpers the cases share.

import crypto from 'node:crypto';
import type { DamageMode, Wal, WalEntry, WalOptions } from '../../wal/index.ts';

export interface WalHarness {
  /** A new, unopened Wal instance on this harness's storage ("the same directory"). */
  open(options?: WalOptions): Wal;
  /** Damages a stored record; only while no Wal of this harness is open. */
  damage(shard: number, seq: number, mode: DamageMode): Promise<void>;
  /** Flips a byte of a stored snapshot; only while no Wal of this harness is open. */
  damageSnapshot(shard: number): Promise<void>;
  /** Removes the storage. */
  dispose(): Promise<void>;
}

/** Fresh, empty storage per call. */
export type WalHarnessFactory = () => Promise<WalHarness>;

/** Closes every Wal a test opened and left open, so a failing case cannot leak a lock. */
export function tracking(harness: WalHarness): WalHarness & { closeAll(): Promise<void> } {
  const opened: Wal[] = [];
  return {
    ...harness,
    open(options) {
      const wal = harness.open(options);
      opened.push(wal);
      return wal;
    },
    async closeAll() {
      for (const wal of opened.splice(0)) await wal.close().catch(() => undefined);
    },
  };
}

const encoder = new TextEncoder();
const decoder = new TextDecoder();

export const bytes = (text: string): Uint8Array => encoder.encode(text);
export const text = (payload: Uint8Array): string => decoder.decode(payload);

export async function readAll(wal: Wal, shard: number, afterSeq?: number): Promise<WalEntry[]> {
  const entries: WalEntry[] = [];
  for await (const entry of wal.read(shard, afterSeq)) entries.push(entry);
  return entries;
}

export async function readTexts(wal: Wal, shard: number): Promise<string[]> {
  return (await readAll(wal, shard)).map((entry) => text(entry.payload));
}

/** The record hash as the format defines it, computed without the codec under test. */
export function expectedHash(entry: WalEntry): string {
  const fields = Buffer.alloc(12);
  fields.writeUInt32BE(entry.shard, 0);
  fields.writeBigUInt64BE(BigInt(entry.seq), 4);
  return crypto
    .createHash('sha256')
    .update(Buffer.from(entry.prevHash, 'hex'))
    .update(fields)
    .update(entry.payload)
    .digest('hex');
}

export async function openFresh(harness: WalHarness, options?: WalOptions): Promise<Wal> {
  const wal = harness.open(options);
  await wal.open();
  return wal;
}

/** Appends `count` records "<shard>:<i>" to each shard, one after another. */
export async function fill(wal: Wal, shards: readonly number[], count: number): Promise<void> {
  for (let i = 1; i <= count; i += 1) {
    for (const shard of shards) await wal.append(shard, bytes(`${shard}:${i}`));
  }
}

export const nextTurn = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));
