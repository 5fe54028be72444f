// The task and the transfers in the binary command record: the fields several event layouts
// share (record-layouts.ts), written in a fixed order and read back in it.
import type { TaskFields, Transfer } from './events.ts';
import { NotCompact, type RecordReader, type RecordWriter } from './record-bytes.ts';

type Writer = RecordWriter;
type Reader = RecordReader;

const TASK_KEYS = new Set([
  'id',
  'orgId',
  'agentId',
  'type',
  'title',
  'instructions',
  'rewardMinor',
  'feeMinor',
  'totalMinor',
  'currency',
  'deadlineMs',
  'proofRequirements',
  'zoneRef',
  'lockId',
  'createdAtMs',
  'language',
  'workflowId',
  'workflowStep',
  'campaignId',
  'campaignRow',
]);
const TRANSFER_KEYS = new Set(['debit', 'credit', 'amountMinor', 'currency']);

/** Only the keys a layout writes (undefined values ignored, as JSON does); else it goes as JSON. */
export function onlyKeys(o: unknown, keys: ReadonlySet<string>): boolean {
  if (typeof o !== 'object' || o === null || Array.isArray(o)) return false;
  for (const k in o)
    if ((o as Record<string, unknown>)[k] !== undefined && !keys.has(k)) return false;
  return true;
}

export function writeTask(w: Writer, t: TaskFields): void {
  if (!onlyKeys(t, TASK_KEYS)) throw new NotCompact();
  w.str(t.id);
  w.str(t.orgId);
  w.str(t.agentId);
  w.str(t.type);
  w.str(t.title);
  w.str(t.instructions);
  w.str(t.rewardMinor);
  w.str(t.feeMinor);
  w.str(t.totalMinor);
  w.str(t.currency);
  w.num(t.deadlineMs);
  w.strs(t.proofRequirements);
  w.str(t.zoneRef);
  w.str(t.lockId);
  w.num(t.createdAtMs);
  // Bits 8 and 16 came with campaigns: a record written before them never sets them.
  const optional =
    (t.language !== undefined ? 1 : 0) |
    (t.workflowId !== undefined ? 2 : 0) |
    (t.workflowStep !== undefined ? 4 : 0) |
    (t.campaignId !== undefined ? 8 : 0) |
    (t.campaignRow !== undefined ? 16 : 0);
  w.u8(optional);
  if (t.language !== undefined) w.str(t.language);
  if (t.workflowId !== undefined) w.str(t.workflowId);
  if (t.workflowStep !== undefined) w.num(t.workflowStep);
  if (t.campaignId !== undefined) w.str(t.campaignId);
  if (t.campaignRow !== undefined) w.num(t.campaignRow);
}

export function readTask(r: Reader): TaskFields {
  const id = r.str(),
    orgId = r.istr(),
    agentId = r.istr(),
    type = r.istr(),
    title = r.str(),
    instructions = r.istr();
  const rewardMinor = r.str(),
    feeMinor = r.str(),
    totalMinor = r.str(),
    currency = r.istr(),
    deadlineMs = r.num();
  const proofRequirements = r.istrs(),
    zoneRef = r.istr(),
    lockId = r.str(),
    createdAtMs = r.num();
  const task: TaskFields = {
    id,
    orgId,
    agentId,
    type,
    title,
    instructions,
    rewardMinor,
    feeMinor,
    totalMinor,
    currency,
    deadlineMs,
    proofRequirements,
    zoneRef,
    lockId,
    createdAtMs,
  };
  const optional = r.u8();
  if (optional & 1) task.language = r.str();
  if (optional & 2) task.workflowId = r.str();
  if (optional & 4) task.workflowStep = r.num();
  if (optional & 8) task.campaignId = r.str();
  if (optional & 16) task.campaignRow = r.num();
  return task;
}

export function writeTransfers(w: Writer, transfers: Transfer[]): void {
  if (!Array.isArray(transfers)) throw new NotCompact();
  w.uint(transfers.length);
  for (let i = 0; i < transfers.length; i++) {
    const t = transfers[i];
    if (!onlyKeys(t, TRANSFER_KEYS)) throw new NotCompact();
    w.str(t!.debit);
    w.str(t!.credit);
    w.str(t!.amountMinor);
    w.str(t!.currency);
  }
}

export function readTransfers(r: Reader): Transfer[] {
  const n = r.uint();
  const out: Transfer[] = [];
  for (let i = 0; i < n; i++) {
    const debit = r.str(),
      credit = r.str(),
      amountMinor = r.str(),
      currency = r.str();
    out.push({ debit, credit, amountMinor, currency });
  }
  return out;
}
