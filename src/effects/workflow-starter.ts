// Effect after commit: an order is acknowledged in `ordered`; its first step starts in a record
// of its own (ordered → running). Driven from committed records, so a crash between the order and
// its start is healed at the next start by resume().
import type { CommandRecord } from '../core/events.ts';
import type { Engine } from '../runtime/engine.ts';
import type { Effect } from './effect.ts';

export class WorkflowStarter implements Effect {
  readonly hears = 'owned';
  private stopped = false;

  constructor(private readonly engine: Engine) {}

  committed(_shard: number, _seq: number, record: CommandRecord): void {
    for (const e of record.events)
      if (e.type === 'WorkflowCreated') this.startWorkflow(e.workflow.orgId, e.workflow.id);
  }

  start(): void {
    this.resume();
  }

  shardTaken(shard: number): void {
    this.resume(shard);
  }

  /** Workflows left in ordered by a previous run (or by a dead node, for a shard taken over). */
  private resume(only?: number): void {
    for (const state of this.engine.ownedStates(only).values()) {
      for (const wf of state.workflows.values())
        if (wf.state === 'ordered') this.startWorkflow(wf.orgId, wf.id);
    }
  }

  private startWorkflow(orgId: string, workflowId: string): void {
    if (this.stopped) return;
    // After the acknowledging record's callbacks: the start is a record of its own.
    queueMicrotask(() => {
      // A refusal (shutting down, overloaded) leaves the workflow ordered; resume() picks it up.
      this.engine.execute({ type: 'StartWorkflow', orgId, workflowId }).catch(() => {});
    });
  }

  close(): void {
    this.stopped = true;
  }
}
