// Objects that left memory but may not be in the archive store yet, found by key: the
// archiver's, from the decide that ended them to the synced write that stores them.
import type { EscrowLock, Evicted, IdempotencyRecord, Loop, Task } from '../core/state.ts';
import type { ArchivedCampaign, ArchivedTask, ArchivedWorkflow } from './codec.ts';

export class EvictedIndex {
  readonly tasks = new Map<string, ArchivedTask>();
  readonly workflows = new Map<string, ArchivedWorkflow>();
  readonly loops = new Map<string, Loop>();
  readonly campaigns = new Map<string, ArchivedCampaign>();
  readonly idem = new Map<string, IdempotencyRecord>();
  readonly passes = new Map<string, string>();

  add(evicted: Evicted): void {
    switch (evicted.kind) {
      case 'task':
        this.addTask(evicted.task, evicted.lock);
        return;
      case 'workflow':
        this.workflows.set(evicted.workflow.id, {
          workflow: evicted.workflow,
          lock: evicted.lock,
          taskIds: evicted.tasks.map((t) => t.id),
        });
        for (const t of evicted.tasks) this.addTask(t, evicted.lock);
        return;
      case 'loop':
        this.loops.set(evicted.loop.id, evicted.loop);
        return;
      case 'campaign':
        this.campaigns.set(evicted.campaign.id, { campaign: evicted.campaign, lock: evicted.lock });
        return;
      case 'idem':
        this.idem.set(evicted.scope, evicted.record);
        return;
    }
  }

  /**
   * Forgets what `evicted` added; with `onlyIfSame`, not where a newer object took the key
   * meanwhile.
   */
  remove(evicted: Evicted, onlyIfSame = false): void {
    // Plain conditions, no helper closure: this runs for every committed eviction, and tsx names
    // each closure it makes (a defineProperty a call).
    switch (evicted.kind) {
      case 'task':
        this.removeTask(evicted.task, onlyIfSame);
        return;
      case 'workflow': {
        const id = evicted.workflow.id;
        if (!onlyIfSame || this.workflows.get(id)?.workflow === evicted.workflow)
          this.workflows.delete(id);
        for (const t of evicted.tasks) this.removeTask(t, onlyIfSame);
        return;
      }
      case 'loop':
        if (!onlyIfSame || this.loops.get(evicted.loop.id) === evicted.loop)
          this.loops.delete(evicted.loop.id);
        return;
      case 'campaign':
        if (!onlyIfSame || this.campaigns.get(evicted.campaign.id)?.campaign === evicted.campaign)
          this.campaigns.delete(evicted.campaign.id);
        return;
      case 'idem':
        if (!onlyIfSame || this.idem.get(evicted.scope) === evicted.record)
          this.idem.delete(evicted.scope);
        return;
    }
  }

  private addTask(task: Task, lock: EscrowLock): void {
    this.tasks.set(task.id, { task, lock });
    if (task.pass) this.passes.set(task.pass.token, task.id);
  }

  private removeTask(task: Task, onlyIfSame: boolean): void {
    if (!onlyIfSame || this.tasks.get(task.id)?.task === task) this.tasks.delete(task.id);
    if (task.pass && (!onlyIfSame || this.passes.get(task.pass.token) === task.id))
      this.passes.delete(task.pass.token);
  }
}
