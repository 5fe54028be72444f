// What a committed record refers to, for deriving its webhook events and payloads: the task,
// workflow, Loop or campaign in committed memory, on its way to the archive (the archiver's pending
// index),
// or, for a record read back from the WAL after a restart or a spill, fetched from the archive
// before the record is handled. Reads of several shards run at once, so what was fetched for one
// record is set only around the synchronous step that handles it (`with`).
import type { CommandRecord } from '../core/events.ts';
import type { Loop } from '../core/state.ts';
import type { ArchivedTask } from '../archive/codec.ts';
import type { WorkflowParts } from '../projections/workflow-view.ts';
import { campaignParts, type CampaignParts } from '../projections/campaign-view.ts';
import { openWorkflow, readWorkflow } from '../runtime/reads.ts';
import type { Engine } from '../runtime/engine.ts';

export interface Fetched {
  tasks: Map<string, ArchivedTask>;
  workflows: Map<string, WorkflowParts>;
  loops: Map<string, Loop>;
  campaigns: Map<string, CampaignParts>;
}

const noneFetched = (): Fetched => ({
  tasks: new Map(),
  workflows: new Map(),
  loops: new Map(),
  campaigns: new Map(),
});

export class RecordObjects {
  private fetched: Fetched = noneFetched();

  constructor(private readonly engine: Engine) {}

  /** Runs `step` with what was fetched for its record at hand. */
  with<T>(fetched: Fetched | undefined, step: () => T): T {
    this.fetched = fetched ?? noneFetched();
    try {
      return step();
    } finally {
      this.fetched = noneFetched();
    }
  }

  taskOf(shard: number, id: string, fetched = this.fetched): ArchivedTask | undefined {
    const state = this.engine.shards[shard]!.state;
    const task = state.tasks.get(id);
    if (task) return { task, lock: state.locks.get(task.lockId)! };
    return this.engine.archiver.pending.tasks.get(id) ?? fetched.tasks.get(id);
  }

  workflowOf(shard: number, id: string, fetched = this.fetched): WorkflowParts | undefined {
    const state = this.engine.shards[shard]!.state;
    const wf = state.workflows.get(id);
    if (wf) return openWorkflow(state, wf);
    // A workflow leaves memory with its steps: they are pending beside it.
    const pending = this.engine.archiver.pending;
    const unit = pending.workflows.get(id);
    if (unit)
      return {
        ...unit,
        tasks: new Map(
          unit.taskIds.flatMap((t) => {
            const read = pending.tasks.get(t);
            return read ? [[t, read.task] as const] : [];
          }),
        ),
      };
    return fetched.workflows.get(id);
  }

  loopOf(shard: number, id: string, fetched = this.fetched): Loop | undefined {
    return (
      this.engine.shards[shard]!.state.loops.get(id) ??
      this.engine.archiver.pending.loops.get(id) ??
      fetched.loops.get(id)
    );
  }

  /** A campaign leaves memory with its lock, after all its tasks: none of them is at hand then. */
  campaignOf(shard: number, id: string, fetched = this.fetched): CampaignParts | undefined {
    const state = this.engine.shards[shard]!.state;
    const open = state.campaigns.get(id);
    if (open) return campaignParts(state, open);
    const pending = this.engine.archiver.pending.campaigns.get(id);
    if (pending) return { ...pending, tasks: new Map() };
    return fetched.campaigns.get(id);
  }

  /**
   * Everything a record read back refers to, taken now from memory or the pending index, or
   * fetched from the archive: by the time the record is handled, what was pending may have moved
   * to the store, so what is found is kept here too (the same objects: eviction moves them).
   */
  async prefetch(shard: number, record: CommandRecord): Promise<Fetched> {
    const none = noneFetched();
    const out = noneFetched();
    for (const e of record.events) {
      const taskId =
        e.type === 'TaskMoved' || e.type === 'ConsensusDecided'
          ? e.taskId
          : e.type === 'TaskCreated'
            ? e.task.id
            : undefined;
      if (taskId !== undefined) {
        const read = this.taskOf(shard, taskId, none) ?? (await this.engine.archiver.task(taskId));
        if (read) out.tasks.set(taskId, read);
      } else if (e.type === 'LoopMoved' || e.type === 'LoopRunProposed') {
        const loop =
          this.loopOf(shard, e.loopId, none) ?? (await this.engine.archiver.loop(e.loopId));
        if (loop) out.loops.set(e.loopId, loop);
      } else if (e.type === 'WorkflowCreated' || e.type === 'WorkflowMoved') {
        const id = e.type === 'WorkflowCreated' ? e.workflow.id : e.workflowId;
        let read = this.workflowOf(shard, id, none);
        if (!read) {
          const archived = await this.engine.archiver.workflow(id);
          read = archived
            ? await readWorkflow(this.engine, id, archived.workflow.orgId)
            : undefined;
        }
        if (read) out.workflows.set(id, read);
      } else if (e.type === 'CampaignCreated' || e.type === 'CampaignMoved') {
        const id = e.type === 'CampaignCreated' ? e.campaign.id : e.campaignId;
        const read = this.campaignOf(shard, id, none) ?? (await this.engine.archiver.campaign(id));
        if (read) out.campaigns.set(id, 'tasks' in read ? read : { ...read, tasks: new Map() });
      }
    }
    return out;
  }
}
