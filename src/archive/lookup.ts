// decide's view of what left memory, for one shard: the archiver's index of what is on its way
// to the store (staged at decide, so it holds what the shard's own in-flight records ended), then
// what was fetched from the store for this command. Anything else
// throws ArchiveMiss with the key to fetch; the shard fetches it and decides the command again.
import type { ArchiveLookup } from '../core/decide-context.ts';
import type { Campaign, IdempotencyRecord, Loop, Task, Workflow } from '../core/state.ts';
import type { Fetched } from './archiver.ts';
import {
  campaignKey,
  idemKey,
  loopKey,
  taskKey,
  workflowKey,
  type ArchivedCampaign,
  type ArchivedTask,
  type ArchivedWorkflow,
} from './codec.ts';
import type { EvictedIndex } from './evicted-index.ts';

/**
 * Thrown through decide when a key is not at hand. Not an Error: under sustained load every new
 * idempotency key takes this path once, and capturing a stack trace each time would cost more
 * than the look-up.
 */
export class ArchiveMiss {
  constructor(readonly key: string) {}
}

export class ShardLookup implements ArchiveLookup {
  /** Set for the duration of one decide. */
  fetched: Fetched | undefined;

  constructor(private readonly pending: EvictedIndex) {}

  task(id: string): Task | undefined {
    const hit = this.pending.tasks.get(id);
    return hit ? hit.task : (this.stored(taskKey(id)) as ArchivedTask | undefined)?.task;
  }

  idem(scope: string): IdempotencyRecord | undefined {
    return (
      this.pending.idem.get(scope) ?? (this.stored(idemKey(scope)) as IdempotencyRecord | undefined)
    );
  }

  loop(id: string): Loop | undefined {
    return this.pending.loops.get(id) ?? (this.stored(loopKey(id)) as Loop | undefined);
  }

  workflow(id: string): Workflow | undefined {
    const hit =
      this.pending.workflows.get(id) ??
      (this.stored(workflowKey(id)) as ArchivedWorkflow | undefined);
    return hit?.workflow;
  }

  campaign(id: string): Campaign | undefined {
    const hit =
      this.pending.campaigns.get(id) ??
      (this.stored(campaignKey(id)) as ArchivedCampaign | undefined);
    return hit?.campaign;
  }

  private stored(key: string): unknown {
    if (!this.fetched?.has(key)) throw new ArchiveMiss(key);
    return this.fetched.get(key) ?? undefined;
  }
}
