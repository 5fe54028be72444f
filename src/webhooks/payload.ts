// A webhook event's body, `{id, type, created_at, data}`: data is the task, workflow, Loop or
// campaign as GET shows it, in the event's state. Apart from the dispatcher because it reads the
// projections, not the queue.
import type { Engine } from '../runtime/engine.ts';
import { publicTask } from '../ops/task-projection.ts';
import { publicLoop } from '../ops/loop-ops.ts';
import { workflowView } from '../projections/workflow-view.ts';
import { campaignView } from '../projections/campaign-view.ts';
import type { WebhookEvent } from './events.ts';
import type { RecordObjects } from './record-objects.ts';

export function payloadOf(
  engine: Engine,
  objects: RecordObjects,
  shard: number,
  event: WebhookEvent,
): string {
  let data: unknown;
  if (event.campaignId !== undefined) {
    // The campaign as GET shows it now (from memory, or archived once finished), in the event's
    // status.
    data = {
      ...campaignView(objects.campaignOf(shard, event.campaignId)!, engine.now()),
      status: event.state,
    };
  } else if (event.workflowId !== undefined) {
    data = { ...workflowView(objects.workflowOf(shard, event.workflowId)!), state: event.state };
  } else if (event.loopId !== undefined) {
    const loop = objects.loopOf(shard, event.loopId)!;
    const run = event.runId ? loop.runs.find((r) => r.id === event.runId) : undefined;
    data = {
      ...publicLoop(loop),
      status: event.state,
      ...(run
        ? { run: { id: run.id, due_at: new Date(run.dueMs).toISOString(), status: 'proposed' } }
        : {}),
    };
  } else {
    const view = publicTask(objects.taskOf(shard, event.taskId)!, engine.now());
    data = { ...view, state: event.consensus ? view.state : event.state };
  }
  return JSON.stringify({ id: event.id, type: event.type, created_at: event.createdAt, data });
}
