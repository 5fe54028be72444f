// The negative control of the durability checks (test/integration/crash.test.ts, the crash and
// disk-full campaigns): a log that acknowledges an append before writing it. The position is
// computed at once, as the log itself would (the same frame and chain hash: wal/codec.ts), and
// the real write follows `delayMs` later, so a kill in between loses acknowledged records — what
// the checkers must catch. Test-only: production code knows nothing of it (docs/reliability.md).
//
// A Proxy, so the wrapped log is still an instance of its class: everything that picks a store
// by the kind of log (the archive beside a LevelDB log) picks what it would without the fault.
import { encodeRecord, hashToBytes } from '../../wal/codec.ts';
import type { Wal, WalPosition } from '../../wal/wal.ts';

export function ackBeforeWrite<W extends Wal>(inner: W, delayMs = 25): W {
  /** Per shard, the last position acknowledged (ahead of the log's own head). */
  const acked = new Map<number, WalPosition>();
  /** Per shard, the last delayed write: a snapshot waits for the records it covers. */
  const lastWrite = new Map<number, Promise<void>>();
  const writes = new Set<Promise<void>>();

  const append = (shard: number, payload: Uint8Array): Promise<WalPosition> => {
    if (inner.latch.tripped) return Promise.reject(inner.latch.failure);
    const tail = acked.get(shard) ?? inner.head(shard);
    const seq = tail.seq + 1;
    const { hash } = encodeRecord(shard, seq, hashToBytes(tail.hash), payload);
    const pos = { seq, hash: hash.toString('hex') };
    acked.set(shard, pos);
    // Timers of one delay fire in the order they were set: the log gets a shard's records in
    // seq order. A failed write trips the log's latch, which fails the engine (its onTrip).
    const write = new Promise((resolve) => setTimeout(resolve, delayMs))
      .then(() => inner.append(shard, payload))
      .then(
        () => undefined,
        () => undefined,
      );
    writes.add(write);
    void write.finally(() => writes.delete(write));
    lastWrite.set(shard, write);
    return Promise.resolve(pos);
  };

  const overrides: Partial<Wal> = {
    append,
    head: (shard) => acked.get(shard) ?? inner.head(shard),
    writeSnapshot: async (shard, pos, state) => {
      await lastWrite.get(shard);
      await inner.writeSnapshot(shard, pos, state);
    },
    close: async () => {
      await Promise.all([...writes]);
      await inner.close();
    },
  };
  return new Proxy(inner, {
    get(target, key) {
      const own = overrides[key as keyof Wal];
      if (own !== undefined) return own;
      const value: unknown = Reflect.get(target, key, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
    set(target, key, value) {
      // A test tagging the engine's writes (serve-test-engine.ts) replaces methods on the log.
      if (key in overrides) (overrides as Record<string | symbol, unknown>)[key] = value;
      else Reflect.set(target, key, value, target);
      return true;
    },
  });
}
