// The matcher's gold counter read back from the log on start (docs/outcomes.md, "Gold tasks"):
// per Operator, the ordinary offers since their last gold offer, so "at most one gold offer in
// GOLD_EVERY" holds across a restart. No record of its own: an offer is a committed MATCH move
// (TaskMoved with its Operator), and a gold task is one whose create record defined its known
// answer (GoldTaskDefined, on the gold org's shard, before any offer of it).
//
// Offers of one Operator sit on several shards, so they are ordered by their record's time: an
// ordinary offer counts only if strictly after the last gold one. Two at the same millisecond
// cannot be ordered, and the ordinary one is then not counted: the next gold offer may come one
// offer later than the matcher's own count would allow, never sooner.
import { decodeRecord, recordHasEvent } from '../core/record-codec.ts';
import type { Wal, WalEntry } from '../../wal/wal.ts';

/** What the read found: the counts, and how many records it read and decoded. */
export interface GoldCount {
  /** Operator → ordinary offers since its last gold one, for Operators ever offered gold. */
  sinceGold: Map<string, number>;
  records: number;
  decoded: number;
}

interface Seen {
  /** Time of the latest gold offer (-Infinity: none). */
  goldAt: number;
  /** Times of the latest ordinary offers, at most `keep`, in no order. */
  ordinary: number[];
}

/**
 * Reads every shard's log up to its head now. `keep` ordinary offers per Operator suffice: from
 * `goldEvery - 1` on, more changes nothing (the Operator may be offered gold).
 */
export async function countGoldFromLog(wal: Wal, goldEvery: number): Promise<GoldCount> {
  const keep = Math.max(1, goldEvery - 1);
  const seen = new Map<string, Seen>();
  let records = 0;
  let decoded = 0;
  // Every shard's head before any wait: what is committed meanwhile is the caller's to count.
  const heads = new Map(wal.shards().map((shard) => [shard, wal.head(shard).seq]));
  for (const [shard, head] of heads) {
    // Gold tasks are known from their create record, which precedes their offers on the shard.
    const goldTasks = new Set<string>();
    const batches = wal.readBatches?.(shard, 0) ?? singles(wal.read(shard, 0));
    for await (const batch of batches) {
      for (const entry of batch) {
        if (entry.seq > head) break;
        records++;
        // Most records move no task, or define no gold: skipped undecoded.
        const defines = recordHasEvent(entry.payload, 'GoldTaskDefined');
        if (!defines && !recordHasEvent(entry.payload, 'TaskMoved')) continue;
        decoded++;
        const record = decodeRecord(entry.payload);
        for (const e of record.events) {
          if (e.type === 'GoldTaskDefined') goldTasks.add(e.taskId);
          if (e.type !== 'TaskMoved' || e.event !== 'MATCH' || !e.operatorId) continue;
          let s = seen.get(e.operatorId);
          if (!s) {
            s = { goldAt: -Infinity, ordinary: [] };
            seen.set(e.operatorId, s);
          }
          if (goldTasks.has(e.taskId)) s.goldAt = Math.max(s.goldAt, record.atMs);
          else keepLatest(s.ordinary, record.atMs, keep);
        }
      }
      if (batch.length > 0 && batch[batch.length - 1]!.seq >= head) break;
    }
  }
  const sinceGold = new Map<string, number>();
  for (const [operatorId, s] of seen) {
    if (s.goldAt === -Infinity) continue;
    sinceGold.set(operatorId, s.ordinary.filter((at) => at > s.goldAt).length);
  }
  return { sinceGold, records, decoded };
}

/** Keeps the `keep` latest times in `times`. */
function keepLatest(times: number[], at: number, keep: number): void {
  if (times.length < keep) {
    times.push(at);
    return;
  }
  let oldest = 0;
  for (let i = 1; i < times.length; i++) if (times[i]! < times[oldest]!) oldest = i;
  if (at > times[oldest]!) times[oldest] = at;
}

async function* singles(entries: AsyncIterable<WalEntry>): AsyncIterable<readonly WalEntry[]> {
  for await (const entry of entries) yield [entry];
}
