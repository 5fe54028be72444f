// Which shards a node on a shared log takes (WAL=jetstream-shared; docs/scale.md, "Several
// nodes"). The rule, kept simple so it is plainly correct:
// - at start and every round (about half the lease TTL) the node tries to take its preferred
//   shards (NODE_SHARDS; all shards when unset) that it does not own, each shard's take on its
//   own (a slow one, say a stream electing a leader, holds up no other);
// - from the rounds after a grace period of two TTLs, it also tries every other shard it does not
//   own. A live owner renews its lease well inside the TTL, so such a take is refused
//   (LeaseHeldError) unless the lease is vacant or expired: a dead node's shards go to whichever
//   live node tries first. The grace period lets nodes started together take their own shards
//   before anyone takes the others'.
// - shards go home: a preferred shard another live node holds is asked for (a NATS request to its
//   owner, at most every HANDOVER_ASK_EVERY_MS); the owner hands it over if it does not prefer it
//   itself (its decided commands answered, its lease handed back), and the asker takes it at
//   once. So nodes started together each end with their own, whoever was quicker, and a node that
//   comes back gets its shards back. A shard handed away is not taken back as "another" shard for
//   a while (HANDED_AWAY_MS), so the asker's take is not raced. Where NODE_SHARDS overlap, the
//   owner keeps the shard.
// The lease, not this rule, is what keeps two nodes from writing one shard.
import { LeaseHeldError } from '../../wal/index.ts';
import type { SharedNode } from './shared-node.ts';

const SLOW_TAKE_MS = 5_000;
const HANDOVER_ASK_EVERY_MS = 5_000;

export interface ShardAssignerOptions {
  readonly shardCount: number;
  readonly preferred: readonly number[];
  readonly leaseTtlMs: number;
  /** This node's name, given to an owner asked for a shard. */
  readonly nodeId: string;
  /**
   * Told after each shard this node takes (start-up scans are re-run for it), with how long the
   * take took and what the shard's lease was before (never held, handed back, run out, handed
   * over).
   */
  readonly onTaken?: (shard: number, tookMs: number, from: string) => void | Promise<void>;
  /** Told when this node handed an owned shard to another at its request. */
  readonly onHandedOver?: (shard: number, asker: string, tookMs: number) => void;
  /**
   * Told every SLOW_TAKE_MS while one take goes on, with its step: a take that hangs says where.
   */
  readonly onSlow?: (shard: number, elapsedMs: number, step: string) => void;
  /** Told about takes that failed for another reason than a live lease. */
  readonly onError?: (shard: number, error: unknown) => void;
}

/** "0-7,12" → [0..7, 12], each below shardCount; undefined → every shard. */
export function parseShardList(spec: string | undefined, shardCount: number): number[] {
  if (spec === undefined) return Array.from({ length: shardCount }, (_, i) => i);
  const shards = new Set<number>();
  for (const part of spec.split(',')) {
    const [from, to = from] = part.split('-').map((s) => Number(s.trim()));
    if (
      from === undefined ||
      to === undefined ||
      !Number.isInteger(from) ||
      !Number.isInteger(to) ||
      from > to ||
      to >= shardCount
    ) {
      throw new Error(
        `NODE_SHARDS: "${part.trim()}" is not a shard or range within 0-${shardCount - 1}`,
      );
    }
    for (let s = from; s <= to; s += 1) shards.add(s);
  }
  return [...shards].sort((a, b) => a - b);
}

export class ShardAssigner {
  private timer: NodeJS.Timeout | undefined;
  /**
   * Takes under way, one per shard at most: a take that is slow (a stream with no leader, a long
   * read) holds up no other shard's.
   */
  private readonly takes = new Map<number, Promise<void>>();
  private stopped = false;
  private readonly startedAtMs = Date.now();
  /** Shards handed to another node → when: not taken back as someone else's for a while. */
  private readonly handedAway = new Map<number, number>();
  /** Preferred shards held elsewhere → when their owner was last asked for them. */
  private readonly asked = new Map<number, number>();

  constructor(
    private readonly node: SharedNode,
    private readonly options: ShardAssignerOptions,
  ) {
    const preferred = new Set(options.preferred);
    node.setHandoverPolicy((shard) => {
      if (preferred.has(shard)) return false;
      this.handedAway.set(shard, Date.now());
      return true;
    }, options.onHandedOver);
  }

  /** Takes the preferred shards it can now, then keeps trying every half TTL. */
  async start(): Promise<void> {
    await this.round();
    const every = Math.max(250, Math.floor(this.options.leaseTtlMs / 2));
    this.timer = setInterval(() => void this.round(), every);
    this.timer.unref();
  }

  /** Starts a take of every wanted shard neither owned nor being taken; resolves when those end. */
  private round(): Promise<void> {
    const owned = new Set(this.node.ownedShards());
    const preferred = new Set(this.options.preferred);
    const others = Date.now() - this.startedAtMs >= 2 * this.options.leaseTtlMs;
    const wanted = [...this.options.preferred];
    const handedAwayMs = Math.max(5_000, 3 * this.options.leaseTtlMs);
    for (const [s, at] of this.handedAway)
      if (Date.now() - at > handedAwayMs) this.handedAway.delete(s);
    for (let s = 0; others && s < this.options.shardCount; s += 1) {
      if (!preferred.has(s) && !this.handedAway.has(s)) wanted.push(s);
    }
    const started: Promise<void>[] = [];
    for (const shard of wanted) {
      if (this.stopped || owned.has(shard) || this.takes.has(shard)) continue;
      const take = this.take(shard, preferred.has(shard)).finally(() => this.takes.delete(shard));
      this.takes.set(shard, take);
      started.push(take);
    }
    return Promise.all(started).then(() => undefined);
  }

  private async take(shard: number, preferred: boolean): Promise<void> {
    const startedMs = performance.now();
    const slow = setInterval(
      () =>
        this.options.onSlow?.(
          shard,
          performance.now() - startedMs,
          this.node.takeStep(shard) ?? 'finishing',
        ),
      SLOW_TAKE_MS,
    );
    slow.unref();
    let from: string | undefined;
    try {
      await this.node.acquire(shard);
    } catch (error) {
      if (!(error instanceof LeaseHeldError) && !isBeingTaken(error))
        this.options.onError?.(shard, error);
      // A preferred shard another live node holds: ask for it, then take it at once.
      if (!(error instanceof LeaseHeldError) || !preferred || this.stopped) return;
      const last = this.asked.get(shard) ?? -Infinity;
      if (Date.now() - last < HANDOVER_ASK_EVERY_MS) return;
      this.asked.set(shard, Date.now());
      if (!(await this.node.requestHandover(shard, this.options.nodeId))) return;
      try {
        await this.node.acquire(shard);
        from = `handed over by ${error.holder} at this node's request`;
      } catch (again) {
        const expected = again instanceof LeaseHeldError || isBeingTaken(again);
        if (!expected) this.options.onError?.(shard, again);
        return;
      }
    } finally {
      clearInterval(slow);
    }
    try {
      const how = from ?? this.node.takenFrom(shard) ?? 'taken';
      await this.options.onTaken?.(shard, performance.now() - startedMs, how);
    } catch (error) {
      this.options.onError?.(shard, error);
    }
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer !== undefined) clearInterval(this.timer);
    await Promise.all(this.takes.values());
  }
}

function isBeingTaken(error: unknown): boolean {
  return error instanceof Error && /already owned or being taken/.test(error.message);
}
