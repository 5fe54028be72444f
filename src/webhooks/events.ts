// The webhook events a committed record produces, derived from the record alone (plus where its
// tasks live), so the live path and a replay of the WAL after a restart derive the very same
// events under the very same ids: `evt_<shard>_<seq>_<index>` names a record's n-th task event.
import type { TaskState } from '../../machines/task.machine.ts';
import type { LoopStatus } from '../../machines/loop.machine.ts';
import type { WorkflowState } from '../../machines/workflow.machine.ts';
import type { CampaignStatus } from '../../machines/campaign.machine.ts';
import type { CommandRecord } from '../core/events.ts';

export interface WebhookEvent {
  /** `evt_<shard>_<seq>_<index>`: the payload id and the webhook-id header. */
  id: string;
  /**
   * `task.<state>`, `workflow.<state>`, `loop.<status>`, `loop.run_proposed` or
   * `campaign.<status>`.
   */
  type: string;
  /** The state the event announces (the task's, workflow's, Loop's or campaign's, right after). */
  state: TaskState | LoopStatus | WorkflowState | CampaignStatus;
  orgId: string;
  /** The task the event is about ('' for Loop events). */
  taskId: string;
  /** The Loop the event is about, for `loop.*` events. */
  loopId?: string;
  /** The run a `loop.run_proposed` event announces. */
  runId?: string;
  /** The workflow a `workflow.*` event is about. */
  workflowId?: string;
  /** `task.consensus_decided`: the task's state is read with it, not announced (core/slots.ts). */
  consensus?: true;
  /** The campaign a `campaign.*` event is about. */
  campaignId?: string;
  /** Service time of the record (ISO 8601): the payload's created_at. */
  createdAt: string;
  shard: number;
  seq: number;
}

/**
 * Task events of one committed record: one per TaskCreated (task.screening) and one per TaskMoved
 * (`task.<to>`), in record order. A TaskMoved names only its task: `orgOf` says whose it is (the
 * shard's state, or TaskCreated records read earlier); events of tasks it cannot place are
 * skipped, and the index still counts them, so the other ids never shift.
 */
export function eventsOf(
  shard: number,
  seq: number,
  record: CommandRecord,
  orgOf: (taskId: string) => string | undefined = () => undefined,
  loopOf: (loopId: string) => { orgId: string; status: LoopStatus } | undefined = () => undefined,
  workflowOrg: (workflowId: string) => string | undefined = () => undefined,
  campaignOrg: (campaignId: string) => string | undefined = () => undefined,
): WebhookEvent[] {
  const out: WebhookEvent[] = [];
  const createdAt = new Date(record.atMs).toISOString();
  const created = new Map<string, string>();
  let index = 0;
  for (const e of record.events) {
    let taskId: string;
    let orgId: string | undefined;
    let state: TaskState;
    if (e.type === 'TaskCreated') {
      taskId = e.task.id;
      orgId = e.task.orgId;
      state = e.state;
      created.set(taskId, orgId);
    } else if (e.type === 'TaskMoved') {
      taskId = e.taskId;
      orgId = created.get(taskId) ?? orgOf(taskId);
      state = e.to;
    } else if (e.type === 'ConsensusDecided') {
      // A consensus task's answer is decided (docs/api.md, "Consensus"): its own event.
      const id = `evt_${shard}_${seq}_${index}`;
      index += 1;
      const org = created.get(e.taskId) ?? orgOf(e.taskId);
      if (org === undefined) continue;
      out.push({
        id,
        type: 'task.consensus_decided',
        state: 'verifying',
        consensus: true,
        orgId: org,
        taskId: e.taskId,
        createdAt,
        shard,
        seq,
      });
      continue;
    } else {
      continue;
    }
    const id = `evt_${shard}_${seq}_${index}`;
    index += 1;
    if (orgId === undefined) continue;
    out.push({ id, type: `task.${state}`, state, orgId, taskId, createdAt, shard, seq });
  }
  // Loop events count apart (`…_L<n>`), so the ids of task events never shift.
  let loopIndex = 0;
  const createdLoops = new Map<string, string>();
  for (const e of record.events) {
    if (e.type === 'LoopCreated') createdLoops.set(e.loop.id, e.loop.orgId);
    if (e.type !== 'LoopMoved' && e.type !== 'LoopRunProposed') continue;
    const id = `evt_${shard}_${seq}_L${loopIndex}`;
    loopIndex += 1;
    const known = loopOf(e.loopId);
    const orgId = createdLoops.get(e.loopId) ?? known?.orgId;
    if (orgId === undefined) continue;
    if (e.type === 'LoopMoved')
      out.push({
        id,
        type: `loop.${e.to}`,
        state: e.to,
        orgId,
        taskId: '',
        loopId: e.loopId,
        createdAt,
        shard,
        seq,
      });
    else
      out.push({
        id,
        type: 'loop.run_proposed',
        state: known?.status ?? 'active',
        orgId,
        taskId: '',
        loopId: e.loopId,
        runId: e.runId,
        createdAt,
        shard,
        seq,
      });
  }
  // Workflow events count apart too (`…_W<n>`). A step completing moves running → running: no
  // event.
  let workflowIndex = 0;
  for (const e of record.events) {
    if (e.type !== 'WorkflowCreated' && e.type !== 'WorkflowMoved') continue;
    const id = `evt_${shard}_${seq}_W${workflowIndex}`;
    workflowIndex += 1;
    if (e.type === 'WorkflowCreated') {
      out.push({
        id,
        type: `workflow.${e.state}`,
        state: e.state,
        orgId: e.workflow.orgId,
        taskId: '',
        workflowId: e.workflow.id,
        createdAt,
        shard,
        seq,
      });
      continue;
    }
    const orgId = workflowOrg(e.workflowId);
    if (e.from === e.to || orgId === undefined) continue;
    out.push({
      id,
      type: `workflow.${e.to}`,
      state: e.to,
      orgId,
      taskId: '',
      workflowId: e.workflowId,
      createdAt,
      shard,
      seq,
    });
  }
  // Campaign events count apart too (`…_C<n>`): campaign.active (created, resumed), .paused,
  // .cancelled, .completed.
  let campaignIndex = 0;
  for (const e of record.events) {
    if (e.type !== 'CampaignCreated' && e.type !== 'CampaignMoved') continue;
    const id = `evt_${shard}_${seq}_C${campaignIndex}`;
    campaignIndex += 1;
    const campaignId = e.type === 'CampaignCreated' ? e.campaign.id : e.campaignId;
    const orgId = e.type === 'CampaignCreated' ? e.campaign.orgId : campaignOrg(e.campaignId);
    const state = e.type === 'CampaignCreated' ? e.state : e.to;
    if (orgId === undefined) continue;
    out.push({
      id,
      type: `campaign.${state}`,
      state,
      orgId,
      taskId: '',
      campaignId,
      createdAt,
      shard,
      seq,
    });
  }
  return out;
}

/** Whether an endpoint subscribed with `patterns` wants `type`: exact names, `prefix.*`, or `*`. */
export function matches(patterns: readonly string[], type: string): boolean {
  for (const p of patterns) {
    if (p === '*' || p === type) return true;
    if (p.endsWith('.*') && type.startsWith(p.slice(0, -1))) return true;
  }
  return false;
}
