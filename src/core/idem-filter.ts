// Which idempotency scopes left memory for the archive: 32-bit hashes, so decide can tell a new
// key (nearly every key) from one that may be archived without an archive read. Without it,
// once a shard had moved one key out, every new key cost a store look-up and a second decide.
//
// Exact hashes, not a Bloom filter: a shard's keys of one day are unknown in advance, and sorted
// runs can be merged and dropped by age, which a Bloom filter's bits cannot. 4 bytes a key.
// A hash match only says "maybe": the archive is then asked, as before. A miss is certain for
// every key evicted with a time at or after `floorMs` (older keys may have been dropped: decide
// asks the archive for those as it always did).
//
// Part of the shard state, changed only by apply (evict.ts) and encoded in snapshots, so it is a
// function of the log: a replay, a snapshot and the live state hold the same runs.
//
// Runs merge like a binary counter (a run is merged into the one before it while that one is not
// more than twice its size), so a look-up searches O(log n) sorted runs. The oldest run is
// dropped once its newest key is past the window: a key may stay up to about twice the window.

/** How long an idempotency key answers with its first result. */
export const IDEMPOTENCY_WINDOW_MS = 24 * 60 * 60 * 1000;

interface IdemRun {
  /** Sorted ascending. */
  hashes: Uint32Array;
  /** The newest record time among them. */
  maxAtMs: number;
}

export interface IdemFilter {
  /** Every scope evicted with a record time at or after this is held here. */
  floorMs: number;
  runs: IdemRun[];
  /** Hashes not yet sealed into a run, in eviction order. */
  open: number[];
  openMaxAtMs: number;
}

/** Hashes gathered before they are sorted into a run. */
const OPEN_MAX = 256;

export function emptyIdemFilter(): IdemFilter {
  return { floorMs: 0, runs: [], open: [], openMaxAtMs: 0 };
}

/** FNV-1a over UTF-16 units with a murmur3 finish: stable across processes (snapshots hold it). */
function scopeHash(scope: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < scope.length; i++) {
    h ^= scope.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** Notes a scope that left memory; `nowMs` is the applying record's time (drops what aged out). */
export function addEvictedScope(
  filter: IdemFilter,
  scope: string,
  atMs: number,
  nowMs: number,
): void {
  filter.open.push(scopeHash(scope));
  if (atMs > filter.openMaxAtMs) filter.openMaxAtMs = atMs;
  if (filter.open.length >= OPEN_MAX) seal(filter);
  while (filter.runs.length > 0 && filter.runs[0]!.maxAtMs < nowMs - IDEMPOTENCY_WINDOW_MS) {
    const dropped = filter.runs.shift()!;
    filter.floorMs = Math.max(filter.floorMs, dropped.maxAtMs + 1);
  }
}

function seal(filter: IdemFilter): void {
  const hashes = Uint32Array.from(filter.open).sort();
  filter.runs.push({ hashes, maxAtMs: filter.openMaxAtMs });
  filter.open = [];
  filter.openMaxAtMs = 0;
  const runs = filter.runs;
  while (
    runs.length >= 2 &&
    runs[runs.length - 2]!.hashes.length <= 2 * runs[runs.length - 1]!.hashes.length
  ) {
    const newer = runs.pop()!;
    const older = runs.pop()!;
    runs.push({
      hashes: mergeSorted(older.hashes, newer.hashes),
      maxAtMs: Math.max(older.maxAtMs, newer.maxAtMs),
    });
  }
}

function mergeSorted(a: Uint32Array, b: Uint32Array): Uint32Array {
  const out = new Uint32Array(a.length + b.length);
  let i = 0;
  let j = 0;
  let k = 0;
  while (i < a.length && j < b.length) out[k++] = a[i]! <= b[j]! ? a[i++]! : b[j++]!;
  while (i < a.length) out[k++] = a[i++]!;
  while (j < b.length) out[k++] = b[j++]!;
  return out;
}

function holds(hashes: Uint32Array, h: number): boolean {
  let lo = 0;
  let hi = hashes.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >>> 1;
    const v = hashes[mid]!;
    if (v === h) return true;
    if (v < h) lo = mid + 1;
    else hi = mid - 1;
  }
  return false;
}

/**
 * False only when no record of `scope` from `sinceMs` on can be in the archive: every such
 * eviction is held (`sinceMs` at or after the floor) and none hashes alike.
 */
export function mayBeArchived(filter: IdemFilter, scope: string, sinceMs: number): boolean {
  if (sinceMs < filter.floorMs) return true;
  const h = scopeHash(scope);
  if (filter.open.includes(h)) return true;
  for (const run of filter.runs) if (holds(run.hashes, h)) return true;
  return false;
}

/** Keys held (open and sealed), for metrics and tests. */
export function idemFilterSize(filter: IdemFilter): number {
  return filter.open.length + filter.runs.reduce((n, r) => n + r.hashes.length, 0);
}

// ── snapshot form: runs as little-endian base64, so a snapshot reads alike on any machine ──────

export interface PlainIdemFilter {
  floorMs: number;
  runs: Array<{ hashes: string; maxAtMs: number }>;
  open: number[];
  openMaxAtMs: number;
}

export function plainIdemFilter(filter: IdemFilter): PlainIdemFilter {
  return {
    floorMs: filter.floorMs,
    runs: filter.runs.map((r) => {
      const bytes = Buffer.allocUnsafe(r.hashes.length * 4);
      for (let i = 0; i < r.hashes.length; i++) bytes.writeUInt32LE(r.hashes[i]!, i * 4);
      return { hashes: bytes.toString('base64'), maxAtMs: r.maxAtMs };
    }),
    open: [...filter.open],
    openMaxAtMs: filter.openMaxAtMs,
  };
}

export function idemFilterFrom(p: PlainIdemFilter): IdemFilter {
  return {
    floorMs: p.floorMs,
    runs: p.runs.map((r) => {
      const bytes = Buffer.from(r.hashes, 'base64');
      const hashes = new Uint32Array(bytes.length / 4);
      for (let i = 0; i < hashes.length; i++) hashes[i] = bytes.readUInt32LE(i * 4);
      return { hashes, maxAtMs: r.maxAtMs };
    }),
    open: [...p.open],
    openMaxAtMs: p.openMaxAtMs,
  };
}
