// `errand verify`'s second count of Operator quality (docs/outcomes.md): the tallies apply folds
// (quality.ts) recounted from the raw records, with task ownership and gold answers tracked here
// and not read from apply's state, then compared shard by shard with the state the records built.
import type { CommandRecord } from './events.ts';
import { FINAL_TASK } from './evict.ts';
import { goldMatches } from './quality.ts';
import type { Counter } from './quality-types.ts';
import type { Results } from './invariant-results.ts';
import type { ShardState } from './state.ts';

const COUNTED: readonly Counter[] = [
  'approved',
  'rejected',
  'disputesLost',
  'lapses',
  'goldRight',
  'goldWrong',
  'agreed',
  'disagreed',
];

export class QualityRecount {
  /** Per shard: open task → its Operator now (null: none). Final tasks leave. */
  private readonly operatorOf = new Map<string, string | null>();
  private readonly gold = new Map<string, Record<string, string | number | boolean>>();
  /**
   * Gold tasks whose every slot is graded (GoldTaskDefined's `everySlot`), by first slot: kept
   * for good, as apply keeps them on the gold org, since a slot may outlive its first.
   */
  private readonly goldGroups = new Map<string, Record<string, string | number | boolean>>();
  /** Per shard: open slot → its group's first slot. */
  private readonly groupOf = new Map<string, string>();
  /** `shard|operator|counter` → count. */
  private readonly counts = new Map<string, number>();
  /**
   * Slots of a consensus task not yet decided, by `shard|slot` → `shard|group`: a final one stays
   * (apply keeps a group's slots in memory until all leave together, core/evict.ts, so its
   * ConsensusDecided still finds each slot's Operator), and goes once the group is decided.
   */
  private readonly undecidedSlot = new Map<string, string>();
  private readonly undecidedGroups = new Set<string>();

  private bump(shard: number, operatorId: string, kind: Counter): void {
    const key = `${shard}|${operatorId}|${kind}`;
    this.counts.set(key, (this.counts.get(key) ?? 0) + 1);
  }

  record(shard: number, record: CommandRecord): void {
    const ended: string[] = [];
    for (const e of record.events) {
      const key = (taskId: string) => `${shard}|${taskId}`;
      if (e.type === 'TaskCreated') {
        this.operatorOf.set(key(e.task.id), null);
        const group = e.task.slotGroup;
        if (e.task.assurance) this.undecidedGroups.add(key(e.task.id));
        if (group !== undefined && this.undecidedGroups.has(key(group)))
          this.undecidedSlot.set(key(e.task.id), key(group));
        if (group !== undefined) this.groupOf.set(key(e.task.id), key(group));
      } else if (e.type === 'GoldTaskDefined') {
        this.gold.set(key(e.taskId), e.knownAnswer);
        if (e.everySlot) this.goldGroups.set(key(e.taskId), e.knownAnswer);
      } else if (e.type === 'ConsensusDecided') {
        const agreed = new Set(e.agreed);
        for (const slotId of e.answered) {
          const op = this.operatorOf.get(key(slotId));
          if (op) this.bump(shard, op, agreed.has(slotId) ? 'agreed' : 'disagreed');
        }
        // Decided: the group's slots now go as any task (those already final, at record's end).
        this.undecidedGroups.delete(key(e.taskId));
        for (const [slot, group] of this.undecidedSlot)
          if (group === key(e.taskId)) {
            this.undecidedSlot.delete(slot);
            if (this.finalKept.delete(slot)) ended.push(slot);
          }
      } else if (e.type === 'ProofSubmitted') {
        const op = this.operatorOf.get(key(e.taskId));
        const group = this.groupOf.get(key(e.taskId));
        const known =
          this.gold.get(key(e.taskId)) ?? (group ? this.goldGroups.get(group) : undefined);
        if (op && known)
          this.bump(shard, op, goldMatches(known, e.proof.answers) ? 'goldRight' : 'goldWrong');
      } else if (e.type === 'TaskMoved') {
        const k = key(e.taskId);
        const op = this.operatorOf.get(k) ?? null;
        if (op) {
          if (e.event === 'OFFER_LAPSED') this.bump(shard, op, 'lapses');
          else if (e.event === 'REJECT') this.bump(shard, op, 'rejected');
          else if (e.event === 'RESOLVE_REFUND') this.bump(shard, op, 'disputesLost');
          else if (e.to === 'approved') this.bump(shard, op, 'approved');
        }
        if (e.operatorId !== undefined) this.operatorOf.set(k, e.operatorId);
        if (e.event === 'OFFER_LAPSED' || e.event === 'WITHDRAW_UNSAFE')
          this.operatorOf.set(k, null);
        // Apply lets a final task go at the end of its record: so does the recount.
        if (FINAL_TASK.has(e.to)) ended.push(k);
      }
    }
    for (const k of ended) {
      if (this.undecidedSlot.has(k)) {
        this.finalKept.add(k);
        continue;
      }
      this.operatorOf.delete(k);
      this.gold.delete(k);
      this.groupOf.delete(k);
    }
  }

  /** Final slots kept until their group's consensus is decided (see `undecidedSlot`). */
  private readonly finalKept = new Set<string>();

  finish(states: ReadonlyMap<number, ShardState>, results: Results): void {
    this.finishUnseen(this.finishHeld(states, results), results);
  }

  /** The states' tallies against the recount; answers the keys it compared. */
  finishHeld(states: ReadonlyMap<number, ShardState>, results: Results): Set<string> {
    const seen = new Set<string>();
    for (const [shard, state] of states)
      for (const [op, tally] of state.operatorTally)
        for (const kind of COUNTED) {
          const key = `${shard}|${op}|${kind}`;
          seen.add(key);
          const counted = this.counts.get(key) ?? 0;
          results.check(
            'quality_tally',
            counted === tally[kind],
            () => `shard ${shard}: ${op} ${kind} is ${tally[kind]}, the records count ${counted}`,
          );
        }
    return seen;
  }

  /** What the records counted that no state holds. */
  finishUnseen(seen: ReadonlySet<string>, results: Results): void {
    for (const [key, n] of this.counts)
      if (!seen.has(key))
        results.check('quality_tally', false, () => `${key}: the records count ${n}, state none`);
  }
}
