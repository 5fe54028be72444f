// The matcher's candidate index (docs/outcomes.md, "The index"): per zone, task type and mode,
// the Operators covering it, the free ones not paused for quality kept in the order a pick prefers
// them (higher score band first, then the least recently offered, then the earlier registered),
// one such order per quality level (the Operators at that level or above), so a decision walks
// the order of the task's minimum level from the front and stops at the first Operator the task's
// own filters let through, instead of scanning the registry. Kept current from the matcher's
// bookings (engaged, offered), the registrations it hears and the standings the quality cache
// forgets; a bucket is built the first time a task asks for it, by the same coverage rule as the
// scan (domain/coverage.ts).
import { QUALITY_LEVELS } from '../core/quality.ts';
import type { Operator } from '../core/state.ts';
import { eligible } from '../domain/coverage.ts';

/** What the index places an Operator by: its quality standing (docs/outcomes.md). */
export interface Placing {
  /** Score band: higher first. */
  band: number;
  /** Paused Operators are in no order. */
  paused: boolean;
  /** Index in QUALITY_LEVELS: in the orders of this level and every lower one. */
  level: number;
}

interface Entry {
  id: string;
  /** Position in the registry's order: the scan's tie-break among equals. */
  reg: number;
  band: number;
  paused: boolean;
  level: number;
  /** The number of the Operator's latest offer (0: never offered). */
  at: number;
  sandbox: boolean;
  /**
   * Free (a simulated Operator always is: it may serve many test tasks at once; a person cannot
   * be double-booked). A free Operator not paused is in its buckets' orders.
   */
  listed: boolean;
  buckets: Bucket[];
}

interface Bucket {
  zoneRef: string;
  skill: string;
  sandbox: boolean;
  /** Every Operator covering it, free or not. */
  members: Entry[];
  /** Per quality level, the free members not paused at that level or above, preferred first. */
  orders: Entry[][];
}

/** Whether `a` is preferred to `b`: the scan's comparison, with registry order breaking ties. */
function before(a: Entry, b: Entry): boolean {
  if (a.band !== b.band) return a.band > b.band;
  if (a.at !== b.at) return a.at < b.at;
  return a.reg < b.reg;
}

/** The first position whose entry is not preferred to `e`. */
function lowerBound(order: Entry[], e: Entry): number {
  let lo = 0;
  let hi = order.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (before(order[mid]!, e)) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

export class CandidateIndex {
  /**
   * Operator → the tasks it is offered or working on: a set, since the decider lets an Operator
   * hold several (an offer from another node on a shared log, the sandbox's many), and the
   * Operator is free only when the last of them ends (as in src/effects/supply.ts).
   */
  readonly engaged = new Map<string, Set<string>>();
  /**
   * Operator → the number of its latest offer. A counter, not the clock: offers made at one
   * instant (a burst within a millisecond, or the virtual clock standing still) still rank.
   */
  readonly lastOffer = new Map<string, number>();
  private offers = 0;
  private readonly reg = new Map<string, number>();
  private readonly entries = new Map<string, Entry>();
  private readonly buckets = new Map<string, Bucket>();
  /** Operators whose standing the quality cache forgot: re-placed before the next walk. */
  private readonly dirty = new Set<string>();

  constructor(
    private readonly registry: () => ReadonlyMap<string, Operator>,
    private readonly standing: (op: Operator) => Placing,
  ) {}

  /** Takes the registry's order as it stands (at start, or on taking the Operators' shard). */
  adopt(): void {
    for (const id of this.registry().keys()) if (!this.reg.has(id)) this.reg.set(id, this.reg.size);
  }

  /** Forgets bookings and buckets (the Operators' shard went elsewhere); offer order is kept. */
  retire(): void {
    this.engaged.clear();
    this.reg.clear();
    this.entries.clear();
    this.buckets.clear();
    this.dirty.clear();
  }

  /**
   * A new Operator, its record durable: placed in every bucket built so far that it covers. A
   * bucket built since the registration was applied (the state runs ahead of the log by the
   * records in flight) already holds it.
   */
  registered(op: Operator): void {
    if (!this.reg.has(op.id)) this.reg.set(op.id, this.reg.size);
    for (const bucket of this.buckets.values()) {
      if (!this.covers(bucket, op)) continue;
      const e = this.entryOf(op);
      if (!e.buckets.includes(bucket)) this.join(bucket, e);
    }
  }

  /** The quality cache forgot the Operator's standing: its band may have changed. */
  forgot(operatorId: string): void {
    if (this.entries.has(operatorId)) this.dirty.add(operatorId);
  }

  engage(operatorId: string, taskId: string): void {
    const held = this.engaged.get(operatorId);
    if (held) held.add(taskId);
    else this.engaged.set(operatorId, new Set([taskId]));
    const e = this.entries.get(operatorId);
    if (e?.listed && !e.sandbox) this.unlist(e);
  }

  /** Whether the Operator is engaged to `taskId`. */
  holds(operatorId: string, taskId: string): boolean {
    return this.engaged.get(operatorId)?.has(taskId) === true;
  }

  /**
   * `taskId` no longer holds the Operator (every task when absent): free once nothing else does.
   */
  release(operatorId: string, taskId?: string): void {
    const held = this.engaged.get(operatorId);
    if (taskId !== undefined) {
      if (!held?.delete(taskId) || held.size > 0) return;
    }
    this.engaged.delete(operatorId);
    const e = this.entries.get(operatorId);
    if (e && !e.listed) this.list(e);
  }

  /** Books an offer: the Operator goes behind everyone of its band. */
  offered(operatorId: string): void {
    const at = ++this.offers;
    this.lastOffer.set(operatorId, at);
    const e = this.entries.get(operatorId);
    if (!e) return;
    this.place(e, () => {
      e.at = at;
    });
  }

  /** For the bench: nobody engaged, nobody offered yet, every bucket kept. */
  resetBookings(): void {
    this.engaged.clear();
    this.lastOffer.clear();
    for (const e of this.entries.values()) {
      e.at = 0;
      e.listed = true;
    }
    for (const b of this.buckets.values()) fill(b);
  }

  /**
   * The first free Operator not paused, at `level` or above, covering the zone for the skill and
   * mode, in the order a pick prefers, that `accepts` lets through.
   */
  first(
    zoneRef: string,
    skill: string,
    sandbox: boolean,
    level: number,
    accepts: (op: Operator) => boolean,
  ): string | undefined {
    this.refresh();
    const registry = this.registry();
    for (const e of this.bucket(zoneRef, skill, sandbox).orders[level] ?? []) {
      const op = registry.get(e.id);
      if (op && accepts(op)) return e.id;
    }
    return undefined;
  }

  private refresh(): void {
    if (this.dirty.size === 0) return;
    const registry = this.registry();
    for (const id of this.dirty) {
      const e = this.entries.get(id);
      const op = registry.get(id);
      if (!e || !op) continue;
      const { band, paused, level } = this.standing(op);
      if (band !== e.band || paused !== e.paused || level !== e.level)
        this.place(e, () => {
          e.band = band;
          e.paused = paused;
          e.level = level;
        });
    }
    this.dirty.clear();
  }

  /** Changes an entry's key out of its orders, so each stays sorted. */
  private place(e: Entry, change: () => void): void {
    const was = e.listed;
    if (was) this.unlist(e);
    change();
    if (was) this.list(e);
  }

  private bucket(zoneRef: string, skill: string, sandbox: boolean): Bucket {
    const key = `${sandbox ? 'test' : 'live'} ${zoneRef} ${skill}`;
    let b = this.buckets.get(key);
    if (!b) {
      b = { zoneRef, skill, sandbox, members: [], orders: [] };
      this.buckets.set(key, b);
      const registry = this.registry();
      for (const op of eligible(registry.values(), zoneRef, skill)) {
        if ((op.sandbox === true) !== sandbox) continue;
        const e = this.entryOf(op);
        e.buckets.push(b);
        b.members.push(e);
      }
      fill(b);
    }
    return b;
  }

  private covers(b: Bucket, op: Operator): boolean {
    return (op.sandbox === true) === b.sandbox && eligible([op], b.zoneRef, b.skill).length > 0;
  }

  private join(b: Bucket, e: Entry): void {
    e.buckets.push(b);
    b.members.push(e);
    if (e.listed && !e.paused)
      for (let l = 0; l <= e.level; l++) b.orders[l]!.splice(lowerBound(b.orders[l]!, e), 0, e);
  }

  private entryOf(op: Operator): Entry {
    let e = this.entries.get(op.id);
    if (!e) {
      // An Operator the registry holds but adopt() did not see: after every one it did see.
      if (!this.reg.has(op.id)) this.reg.set(op.id, this.reg.size);
      const sandbox = op.sandbox === true;
      const { band, paused, level } = this.standing(op);
      e = {
        id: op.id,
        reg: this.reg.get(op.id)!,
        band,
        paused,
        level,
        at: this.lastOffer.get(op.id) ?? 0,
        sandbox,
        listed: sandbox || !this.engaged.has(op.id),
        buckets: [],
      };
      this.entries.set(op.id, e);
    }
    return e;
  }

  private list(e: Entry): void {
    e.listed = true;
    if (e.paused) return;
    for (const b of e.buckets)
      for (let l = 0; l <= e.level; l++) b.orders[l]!.splice(lowerBound(b.orders[l]!, e), 0, e);
  }

  private unlist(e: Entry): void {
    e.listed = false;
    if (e.paused) return;
    for (const b of e.buckets)
      for (let l = 0; l <= e.level; l++) {
        const order = b.orders[l]!;
        const i = lowerBound(order, e);
        if (order[i] === e) order.splice(i, 1);
      }
  }
}

/** A bucket's orders from its members, as they stand. */
function fill(b: Bucket): void {
  b.orders = QUALITY_LEVELS.map((_, l) =>
    b.members.filter((e) => e.listed && !e.paused && e.level >= l).sort(compare),
  );
}

function compare(a: Entry, b: Entry): number {
  return before(a, b) ? -1 : before(b, a) ? 1 : 0;
}
