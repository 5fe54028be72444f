// A record a shard decided and appended, on its way to disk (src/runtime/shard-pipeline.ts), and
// the key that tells a retry of its command from a new command, and the commands in doubt after a
// failed write.
import type { Command } from '../core/commands.ts';
import type { CommandRecord } from '../core/events.ts';
import type { Evicted } from '../core/state.ts';

export interface InFlight {
  readonly seq: number;
  readonly record: CommandRecord;
  /** What applying it moved out of memory: archived once the record is durable. */
  readonly evicted: Evicted[] | undefined;
  /** The state encoded right after it, written as a snapshot once it is durable. */
  readonly snapshot: Uint8Array | undefined;
  /**
   * Its command, if it carries an Idempotency-Key: its key is derived only after a failure (see
   * the pipeline's `inDoubt`), so a create pays nothing for it.
   */
  readonly keyed: Command | undefined;
}

/** Who sent a command and under which Idempotency-Key: how a retry is told from a new command. */
function idemKeyOf(command: Command): string | undefined {
  const c = command as { agentId?: string; idem?: { key: string } };
  return c.idem === undefined ? undefined : `${c.agentId ?? ''}\n${c.idem.key}`;
}

/**
 * The keys of the commands whose records were in flight at a failed write (`idemKeyOf`): each
 * may or may not be on disk, so a retry of one while failed is answered "outcome unknown",
 * never "nothing was applied" (docs/reliability.md).
 */
export class InDoubt {
  private readonly keys = new Set<string>();

  /** The command of a record dropped at a failed write. */
  add(keyed: Command): void {
    const key = idemKeyOf(keyed);
    if (key !== undefined) this.keys.add(key);
  }

  /** Whether `command` retries one whose record was in flight at a failed write, or still is. */
  has(command: Command, inFlight: { some(test: (entry: InFlight) => boolean): boolean }): boolean {
    const key = idemKeyOf(command);
    if (key === undefined) return false;
    return (
      this.keys.has(key) ||
      inFlight.some((entry) => entry.keyed !== undefined && idemKeyOf(entry.keyed) === key)
    );
  }
}
