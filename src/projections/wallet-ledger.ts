// The wallet's ledger entries and spend per day, read from the org's shard of the log itself:
// the log is the ledger, and no second index of it is kept. Reads walk back from the head in
// windows and stop at a bound, so a page costs at most SCAN_MAX records however old the org.
// A read below the doors: the console's wallet page and export ask it and decode no record.
import type { Engine } from '../runtime/engine.ts';
import { decodeRecord } from '../core/record-codec.ts';
import type { PostingMemo } from '../core/events.ts';

const WINDOW = 2_000;
const SCAN_MAX = 50_000;
const DAY_MS = 86_400_000;

export interface WalletEntry {
  seq: number;
  atMs: number;
  entryId: string;
  memo: PostingMemo;
  /** Signed change of the wallet balance, minor units. */
  deltaMinor: bigint;
  /** Signed change of what the org holds in escrow (its locks' accounts), minor units. */
  escrowDeltaMinor: bigint;
  /** The task whose escrow lock the entry moved, when it names one (the console links it). */
  taskId: string | null;
}

/** Records of one shard with seq in (from, to], oldest first. */
async function* window(engine: Engine, shard: number, from: number, to: number) {
  for await (const entry of engine.wal.read(shard, from)) {
    if (entry.seq > to) break;
    yield entry;
  }
}

/**
 * The org's ledger entries, newest first: every posting on its wallet or on one of its escrow
 * locks. A lock's org is known from memory (open locks) or from its EscrowLocked event, which
 * the backward walk meets after (older than) the lock's later moves; a move whose lock is older
 * than the walk's reach is not listed.
 */
export async function walletEntries(
  engine: Engine,
  orgId: string,
  options: { limit: number; beforeSeq?: number },
): Promise<{ entries: WalletEntry[]; next: number | null; scanned: number }> {
  const shard = engine.shardFor(orgId).id;
  const wallet = `wallet:${orgId}`;
  const lockOrg = new Map<string, string>();
  const lockTask = new Map<string, string>();
  for (const lock of engine.stateOf(orgId).locks.values()) {
    lockOrg.set(lock.id, lock.orgId);
    lockTask.set(lock.id, lock.taskId);
  }
  let to = Math.min(
    options.beforeSeq !== undefined ? options.beforeSeq - 1 : Infinity,
    engine.wal.head(shard).seq,
  );
  const found: Array<{
    seq: number;
    atMs: number;
    entryId: string;
    memo: PostingMemo;
    transfers: Array<{ debit: string; credit: string; amountMinor: string }>;
  }> = [];
  let scanned = 0;
  const ours = (e: (typeof found)[number]) =>
    e.transfers.some(
      (t) =>
        t.debit === wallet ||
        t.credit === wallet ||
        lockOrg.get(escrowId(t.debit) ?? '') === orgId ||
        lockOrg.get(escrowId(t.credit) ?? '') === orgId,
    );
  while (to > 0 && found.filter(ours).length < options.limit && scanned < SCAN_MAX) {
    const from = Math.max(0, to - WINDOW);
    const batch: typeof found = [];
    for await (const entry of window(engine, shard, from, to)) {
      scanned++;
      const record = decodeRecord(entry.payload);
      for (const e of record.events) {
        if (e.type === 'EscrowLocked') {
          lockOrg.set(e.lockId, e.orgId);
          lockTask.set(e.lockId, e.taskId);
        }
        if (e.type === 'Posted')
          batch.push({
            seq: entry.seq,
            atMs: record.atMs,
            entryId: e.entryId,
            memo: e.memo,
            transfers: e.transfers,
          });
      }
    }
    found.push(...batch.reverse());
    to = from;
  }
  const entries = found
    .filter(ours)
    .slice(0, options.limit)
    .map((e) => {
      let delta = 0n;
      let escrow = 0n;
      for (const t of e.transfers) {
        const amount = BigInt(t.amountMinor);
        if (t.credit === wallet) delta += amount;
        if (t.debit === wallet) delta -= amount;
        if (lockOrg.get(escrowId(t.credit) ?? '') === orgId) escrow += amount;
        if (lockOrg.get(escrowId(t.debit) ?? '') === orgId) escrow -= amount;
      }
      const lock = e.transfers
        .map((t) => escrowId(t.debit) ?? escrowId(t.credit))
        .find((id) => id !== undefined);
      const task = lock === undefined ? undefined : lockTask.get(lock);
      const taskId = task?.startsWith('task_') ? task : null;
      return {
        seq: e.seq,
        atMs: e.atMs,
        entryId: e.entryId,
        memo: e.memo,
        deltaMinor: delta,
        escrowDeltaMinor: escrow,
        taskId,
      };
    });
  const last = entries[entries.length - 1];
  return { entries, next: to > 0 && last ? last.seq : null, scanned };
}

const escrowId = (account: string) =>
  account.startsWith('escrow:') ? account.slice(7) : undefined;

/** Escrow locked per UTC day over the last `days` days (refunds not netted): the spend chart. */
export async function spendPerDay(
  engine: Engine,
  orgId: string,
  nowMs: number,
  days: number,
): Promise<Array<{ day: string; minor: bigint }>> {
  const shard = engine.shardFor(orgId).id;
  const wallet = `wallet:${orgId}`;
  const start = Math.floor(nowMs / DAY_MS) * DAY_MS - (days - 1) * DAY_MS;
  const totals = new Map<number, bigint>();
  let to = engine.wal.head(shard).seq;
  let scanned = 0;
  let reachedStart = false;
  while (to > 0 && !reachedStart && scanned < SCAN_MAX) {
    const from = Math.max(0, to - WINDOW);
    for await (const entry of window(engine, shard, from, to)) {
      scanned++;
      const record = decodeRecord(entry.payload);
      if (record.atMs < start) {
        reachedStart = true;
        continue;
      }
      for (const e of record.events) {
        if (e.type !== 'Posted' || e.memo !== 'lock') continue;
        for (const t of e.transfers) {
          if (t.debit !== wallet) continue;
          const day = Math.floor(record.atMs / DAY_MS);
          totals.set(day, (totals.get(day) ?? 0n) + BigInt(t.amountMinor));
        }
      }
    }
    to = from;
  }
  return Array.from({ length: days }, (_, i) => {
    const dayMs = start + i * DAY_MS;
    return {
      day: new Date(dayMs).toISOString().slice(0, 10),
      minor: totals.get(dayMs / DAY_MS) ?? 0n,
    };
  });
}
