// A seam under the guarded LevelDB handles: opens real databases but counts every write call
// that reaches them (chained batch, put, del, clear), and fails the first one an armed matcher
// picks, with the code classic-level gives a failed sync. Tests use it to show that after one
// failed write nothing more reaches LevelDB through any handle of the service.
import { Level } from 'level';
import type { LevelDb, OpenLevel } from '../../wal/index.ts';

type WriteKind = 'batch' | 'put' | 'del' | 'clear';

export interface WriteCall {
  readonly handle: string;
  readonly kind: WriteKind;
  /** The key of a put or del; undefined for batches and clear. */
  readonly key?: string;
}

export class FaultyLevels {
  /** Every write call that reached a real handle, in order. */
  readonly calls: WriteCall[] = [];
  /** Index in `calls` of the call that was failed; undefined until the fault fires. */
  faultAt: number | undefined;
  private match: ((call: WriteCall) => boolean) | undefined;

  /** `name(dir)` labels a handle in `calls` (e.g. 'wal', 'archive'). */
  constructor(private readonly name: (dir: string) => string) {}

  /** Fails the next write call `match` accepts (once). */
  arm(match: (call: WriteCall) => boolean): void {
    this.match = match;
  }

  /** Length of `calls` when the service saw the error (its write latch tripped). */
  private trippedAt: number | undefined;

  /** Called by the test from the latch's onTrip. */
  tripped(): void {
    this.trippedAt ??= this.calls.length;
  }

  /**
   * Write calls that reached LevelDB after the service saw the error. (Writes already in flight
   * then, e.g. the other group-commit lane's batch, were handed over before anyone knew.)
   */
  get writesAfterTrip(): WriteCall[] {
    return this.trippedAt === undefined ? [] : this.calls.slice(this.trippedAt);
  }

  readonly open: OpenLevel = (dir) => {
    const db = new Level<string, Buffer>(dir, { keyEncoding: 'utf8', valueEncoding: 'buffer' });
    const handle = this.name(dir);
    const seen = (kind: WriteKind, key?: string): boolean => {
      const call: WriteCall = key === undefined ? { handle, kind } : { handle, kind, key };
      this.calls.push(call);
      if (this.faultAt !== undefined || !this.match?.(call)) return false;
      this.faultAt = this.calls.length - 1;
      return true;
    };
    const failed = () =>
      Promise.reject(
        Object.assign(new Error('IO error: simulated sync failure: Input/output error'), {
          code: 'LEVEL_IO_ERROR',
        }),
      );
    const writes: Record<WriteKind, (...args: any[]) => unknown> = {
      batch: (...args: any[]) => {
        if (args.length > 0) throw new Error('FaultyLevels counts chained batches only');
        const chained = db.batch();
        if (!seen('batch')) return chained;
        // The data is not written: an append whose sync failed may or may not be on disk.
        return {
          put: () => undefined,
          write: async () => {
            await chained.close();
            return failed();
          },
        };
      },
      put: (key: string, ...rest: any[]) =>
        seen('put', key) ? failed() : (db.put as any)(key, ...rest),
      del: (key: string, ...rest: any[]) =>
        seen('del', key) ? failed() : (db.del as any)(key, ...rest),
      clear: (...args: any[]) => (seen('clear') ? failed() : (db.clear as any)(...args)),
    };
    // Methods are called on the real instance: classic-level keeps private state on it.
    return new Proxy(db, {
      get(target, prop) {
        if (typeof prop === 'string' && prop in writes) return writes[prop as WriteKind];
        const value = Reflect.get(target, prop, target);
        return typeof value === 'function' ? value.bind(target) : value;
      },
    }) as LevelDb;
  };
}
