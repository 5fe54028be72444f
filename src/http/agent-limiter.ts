// The per-agent request budget (docs/api.md, pipeline): a token bucket per agent (per client
// address for the few unauthenticated operations that are limited). A bucket holds `burst`
// requests and refills at `perMinute` a minute, so an agent can spend its whole minute at once
// only when `burst` says so (the default), and a fixed window's cliff, where every agent over its
// budget gets a full fresh minute at the same instant, never happens.
//
// @fastify/rate-limit's stores are fixed windows, and the gate in front of fastify (gate.ts) must
// be able to look at a bucket without a request object, hence this small class.

export type Take = { ok: true; remaining: number } | { ok: false; retryAfterSeconds: number };

interface Bucket {
  tokens: number;
  atMs: number;
}

/** Buckets kept before full ones are swept (a full bucket is the same as no bucket). */
const BUCKETS_SWEEP_AT = 100_000;

export class AgentLimiter {
  private readonly buckets = new Map<string, Bucket>();
  private readonly perMs: number;

  constructor(
    readonly perMinute: number,
    readonly burst: number,
  ) {
    this.perMs = perMinute / 60_000;
  }

  private refilled(key: string, nowMs: number): Bucket {
    let bucket = this.buckets.get(key);
    if (!bucket) {
      if (this.buckets.size >= BUCKETS_SWEEP_AT) this.sweep(nowMs);
      bucket = { tokens: this.burst, atMs: nowMs };
      this.buckets.set(key, bucket);
    } else if (nowMs > bucket.atMs) {
      bucket.tokens = Math.min(this.burst, bucket.tokens + (nowMs - bucket.atMs) * this.perMs);
      bucket.atMs = nowMs;
    }
    return bucket;
  }

  private retryAfter(bucket: Bucket): number {
    return Math.max(1, Math.ceil((1 - bucket.tokens) / this.perMs / 1000));
  }

  /** Spends one request of `key`'s budget, or says how long until there is one. */
  take(key: string, nowMs: number): Take {
    const bucket = this.refilled(key, nowMs);
    if (bucket.tokens < 1) return { ok: false, retryAfterSeconds: this.retryAfter(bucket) };
    bucket.tokens -= 1;
    return { ok: true, remaining: Math.floor(bucket.tokens) };
  }

  private sweep(nowMs: number): void {
    for (const [key, bucket] of this.buckets) {
      if (bucket.tokens + (nowMs - bucket.atMs) * this.perMs >= this.burst)
        this.buckets.delete(key);
    }
  }
}
