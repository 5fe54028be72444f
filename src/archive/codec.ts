// The archive's keys and values. Values are JSON in the snapshot's own per-object form, so an
// archived object reads back exactly as it was in memory, and the bytes depend on the log alone
// (a rebuild writes the same bytes).
//
// t!<task id> {task, lock} a settled task (a workflow step: the workflow's lock)
//   w!<workflow id>           {workflow, lock, task_ids}
//   l!<loop id>               the Loop
//   c!<campaign id>           {campaign, lock}     a finished campaign with its own lock
//   i!<agent id>:<key>        {fingerprint, result, atMs}   an idempotency record
//   p!<pass token>            task id
//   o!<org id>!<ordinal>      task id             the org's tasks in creation order (12 hex digits)
//   ol!<org id>!<ordinal>     loop id             the org's Loops in creation order
//   oc!<org id>!<ordinal>     campaign id         the org's campaigns in creation order
//   !format                   ARCHIVE_FORMAT      the layout above, as a decimal number
import type {
  Campaign,
  EscrowLock,
  Evicted,
  IdempotencyRecord,
  Loop,
  Task,
  Workflow,
} from '../core/state.ts';
import {
  campaignFrom,
  lockFrom,
  loopFrom,
  plainCampaign,
  plainLock,
  plainLoop,
  plainTask,
  plainWorkflow,
  taskFrom,
  workflowFrom,
  type PlainCampaign,
  type PlainLock,
  type PlainLoop,
  type PlainTask,
  type PlainWorkflow,
} from '../core/state-codec.ts';
import type { ArchiveEntry, ArchiveStore } from './store.ts';

export interface ArchivedTask {
  readonly task: Task;
  readonly lock: EscrowLock;
}

export interface ArchivedCampaign {
  readonly campaign: Campaign;
  readonly lock: EscrowLock;
}

export interface ArchivedWorkflow {
  readonly workflow: Workflow;
  readonly lock: EscrowLock;
  readonly taskIds: readonly string[];
}

/**
 * The layout of keys and values above. 1: tasks, workflows, Loops, idempotency records and their
 * indexes; an archive without the key was written before it existed, in that layout. 2: format 1
 * plus campaigns (c!, oc!). Another number means another layout: the archive is derived, so the
 * migration is `errand rebuild`, which writes it again from the log in the current layout.
 */
export const ARCHIVE_FORMAT = 2;
/** Formats this one extends with keys of its own: read as they are, completed by the start. */
const OLDER_FORMATS: ReadonlySet<string> = new Set(['1']);
/** '!' sorts before every letter, so no prefix scan of the keys above ever meets it. */
export const FORMAT_KEY = '!format';

export class ArchiveFormatError extends Error {
  constructor(
    readonly found: string,
    why = '',
  ) {
    super(
      `the archive is in format ${found}, this errand reads format ${ARCHIVE_FORMAT}${why}: ` +
        `run \`errand rebuild --data DIR\` to write it again from the log`,
    );
    this.name = 'ArchiveFormatError';
  }
}

/**
 * 'current' for an archive of this format; 'older' for one of format 1 (stamped or not), which
 * lacks only the campaigns its log finished. Those are written when the start replays the log
 * from its first record (snapshots older than state codec v5 are not read, so a log written by
 * format-1 code always replays whole); the caller then stamps it (stampArchiveFormat), or, where
 * a current snapshot was used after all, refuses with ArchiveFormatError. Refuses any other.
 */
export async function checkArchiveFormat(store: ArchiveStore): Promise<'current' | 'older'> {
  const [stored] = await store.getMany([FORMAT_KEY]);
  if (stored === undefined) return 'older';
  const found = stored.toString('utf8');
  if (found === String(ARCHIVE_FORMAT)) return 'current';
  if (OLDER_FORMATS.has(found)) return 'older';
  throw new ArchiveFormatError(found);
}

export function stampArchiveFormat(store: ArchiveStore): Promise<void> {
  return store.write([formatEntry()]);
}

export const formatEntry = (): ArchiveEntry => [FORMAT_KEY, Buffer.from(String(ARCHIVE_FORMAT))];

export const taskKey = (id: string) => `t!${id}`;
export const workflowKey = (id: string) => `w!${id}`;
export const loopKey = (id: string) => `l!${id}`;
export const campaignKey = (id: string) => `c!${id}`;
export const idemKey = (scope: string) => `i!${scope}`;
export const passKey = (token: string) => `p!${token}`;
const ordinalHex = (n: number) => n.toString(16).padStart(12, '0');
export const orgTaskKey = (orgId: string, ordinal: number) => `o!${orgId}!${ordinalHex(ordinal)}`;
const orgLoopKey = (orgId: string, ordinal: number) => `ol!${orgId}!${ordinalHex(ordinal)}`;
const orgCampaignKey = (orgId: string, ordinal: number) => `oc!${orgId}!${ordinalHex(ordinal)}`;
/** Bounds of one org's task or Loop index: every key of it sorts between them. */
export const orgTaskRange = (orgId: string) => ({ gte: `o!${orgId}!`, lt: `o!${orgId}"` });
export const orgLoopRange = (orgId: string) => ({ gte: `ol!${orgId}!`, lt: `ol!${orgId}"` });
export const orgCampaignRange = (orgId: string) => ({ gte: `oc!${orgId}!`, lt: `oc!${orgId}"` });

const json = (value: unknown) => Buffer.from(JSON.stringify(value));

function taskEntries(task: Task, lock: EscrowLock): ArchiveEntry[] {
  const out: ArchiveEntry[] = [
    [taskKey(task.id), json({ task: plainTask(task), lock: plainLock(lock) })],
    [orgTaskKey(task.orgId, task.ordinal), Buffer.from(task.id)],
  ];
  if (task.pass) out.push([passKey(task.pass.token), Buffer.from(task.id)]);
  return out;
}

/** Everything one eviction writes. */
export function entriesOf(evicted: Evicted): ArchiveEntry[] {
  switch (evicted.kind) {
    case 'task':
      return taskEntries(evicted.task, evicted.lock);
    case 'workflow':
      return [
        [
          workflowKey(evicted.workflow.id),
          json({
            workflow: plainWorkflow(evicted.workflow),
            lock: plainLock(evicted.lock),
            task_ids: evicted.tasks.map((t) => t.id),
          }),
        ],
        ...evicted.tasks.flatMap((t) => taskEntries(t, evicted.lock)),
      ];
    case 'loop':
      return [
        [loopKey(evicted.loop.id), json(plainLoop(evicted.loop))],
        [orgLoopKey(evicted.loop.orgId, evicted.loop.ordinal), Buffer.from(evicted.loop.id)],
      ];
    case 'campaign':
      return [
        [
          campaignKey(evicted.campaign.id),
          json({ campaign: plainCampaign(evicted.campaign), lock: plainLock(evicted.lock) }),
        ],
        [
          orgCampaignKey(evicted.campaign.orgId, evicted.campaign.ordinal),
          Buffer.from(evicted.campaign.id),
        ],
      ];
    case 'idem':
      return [[idemKey(evicted.scope), json(evicted.record)]];
  }
}

export function decodeTask(bytes: Buffer): ArchivedTask {
  const p = JSON.parse(bytes.toString('utf8')) as { task: PlainTask; lock: PlainLock };
  return { task: taskFrom(p.task), lock: lockFrom(p.lock) };
}

export function decodeWorkflow(bytes: Buffer): ArchivedWorkflow {
  const p = JSON.parse(bytes.toString('utf8')) as {
    workflow: PlainWorkflow;
    lock: PlainLock;
    task_ids: string[];
  };
  return { workflow: workflowFrom(p.workflow), lock: lockFrom(p.lock), taskIds: p.task_ids };
}

export function decodeLoop(bytes: Buffer): Loop {
  return loopFrom(JSON.parse(bytes.toString('utf8')) as PlainLoop);
}

export function decodeCampaign(bytes: Buffer): ArchivedCampaign {
  const p = JSON.parse(bytes.toString('utf8')) as { campaign: PlainCampaign; lock: PlainLock };
  return { campaign: campaignFrom(p.campaign), lock: lockFrom(p.lock) };
}

export function decodeIdem(bytes: Buffer): IdempotencyRecord {
  return JSON.parse(bytes.toString('utf8')) as IdempotencyRecord;
}
