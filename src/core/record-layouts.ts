// Per-event-type field layouts of the binary command record: field names are implicit in the
// order written here, so the encoder and the decoder of each type sit side by side. One table,
// kept whole (each entry is one event type's layout). The numbering of types and commands is
// record-numbers.ts, the task and transfer fields several layouts share record-fields.ts.
import type { DomainEvent } from './events.ts';
import type { RecordReader, RecordWriter } from './record-bytes.ts';
import { readTask, readTransfers, writeTask, writeTransfers } from './record-fields.ts';
import { EVENT_TYPES } from './record-numbers.ts';

export { onlyKeys } from './record-fields.ts';
export {
  COMMAND_CODE,
  COMMANDS,
  EVENT_CODE,
  EVENT_TYPES,
  JSON_BODY,
} from './record-numbers.ts';

type Writer = RecordWriter;
type Reader = RecordReader;
type Compact = {
  keys: readonly string[];
  /** Writes an event of this layout's type (COMPACT is looked up by the event's type). */
  write(w: Writer, e: DomainEvent): void;
  read(r: Reader): DomainEvent;
};

type Of<T extends DomainEvent['type']> = Extract<DomainEvent, { type: T }>;
const layout = <T extends DomainEvent['type']>(
  keys: readonly string[],
  write: (w: Writer, e: Of<T>) => void,
  read: (r: Reader) => Of<T>,
): Compact => ({
  keys: ['type', ...keys],
  // Only ever given an event of type T: the table is keyed by the type it lays out.
  write: write as (w: Writer, e: DomainEvent) => void,
  read,
});

/**
 * Types written field by field. The rest (nested objects whose key order reaches state, or
 * that are rare) are written as JSON text, which keeps them exactly as the JSON codec did.
 */
export const COMPACT: Partial<Record<DomainEvent['type'], Compact>> = {
  OrgCreated: layout<'OrgCreated'>(
    ['orgId', 'name', 'mode', 'currency'],
    (w, e) => {
      w.str(e.orgId);
      w.str(e.name);
      w.str(e.mode);
      w.str(e.currency);
    },
    (r) => ({
      type: 'OrgCreated',
      orgId: r.str(),
      name: r.str(),
      mode: r.str() as Of<'OrgCreated'>['mode'],
      currency: r.str(),
    }),
  ),
  AgentCreated: layout<'AgentCreated'>(
    ['agentId', 'orgId', 'name'],
    (w, e) => {
      w.str(e.agentId);
      w.str(e.orgId);
      w.str(e.name);
    },
    (r) => ({ type: 'AgentCreated', agentId: r.str(), orgId: r.str(), name: r.str() }),
  ),
  AgentKeySet: layout<'AgentKeySet'>(
    ['agentId', 'keyHash'],
    (w, e) => {
      w.str(e.agentId);
      w.nullableStr(e.keyHash);
    },
    (r) => ({ type: 'AgentKeySet', agentId: r.str(), keyHash: r.nullableStr() }),
  ),
  AgentKeyAdded: layout<'AgentKeyAdded'>(
    ['agentId', 'keyId', 'label', 'keyHash'],
    (w, e) => {
      w.str(e.agentId);
      w.str(e.keyId);
      w.str(e.label);
      w.str(e.keyHash);
    },
    (r) => ({
      type: 'AgentKeyAdded',
      agentId: r.str(),
      keyId: r.str(),
      label: r.str(),
      keyHash: r.str(),
    }),
  ),
  AgentKeyRevoked: layout<'AgentKeyRevoked'>(
    ['agentId', 'keyId'],
    (w, e) => {
      w.str(e.agentId);
      w.str(e.keyId);
    },
    (r) => ({ type: 'AgentKeyRevoked', agentId: r.str(), keyId: r.str() }),
  ),
  SpendPolicySet: layout<'SpendPolicySet'>(
    ['agentId', 'dailyCapMinor', 'perTaskCapMinor'],
    (w, e) => {
      w.str(e.agentId);
      w.nullableStr(e.dailyCapMinor);
      w.nullableStr(e.perTaskCapMinor);
    },
    (r) => ({
      type: 'SpendPolicySet',
      agentId: r.str(),
      dailyCapMinor: r.nullableStr(),
      perTaskCapMinor: r.nullableStr(),
    }),
  ),
  AgentFrozenSet: layout<'AgentFrozenSet'>(
    ['agentId', 'frozen'],
    (w, e) => {
      w.str(e.agentId);
      w.bool(e.frozen);
    },
    (r) => ({ type: 'AgentFrozenSet', agentId: r.str(), frozen: r.bool() }),
  ),
  ZoneStatusSet: layout<'ZoneStatusSet'>(
    ['zoneRef', 'status'],
    (w, e) => {
      w.str(e.zoneRef);
      w.str(e.status);
    },
    (r) => ({
      type: 'ZoneStatusSet',
      zoneRef: r.str(),
      status: r.str() as Of<'ZoneStatusSet'>['status'],
    }),
  ),
  DepositReceived: layout<'DepositReceived'>(
    ['orgId', 'depositId', 'amountMinor', 'currency'],
    (w, e) => {
      w.str(e.orgId);
      w.str(e.depositId);
      w.str(e.amountMinor);
      w.str(e.currency);
    },
    (r) => ({
      type: 'DepositReceived',
      orgId: r.str(),
      depositId: r.str(),
      amountMinor: r.str(),
      currency: r.str(),
    }),
  ),
  TaskCreated: layout<'TaskCreated'>(
    ['task', 'state'],
    (w, e) => {
      w.str(e.state);
      writeTask(w, e.task);
    },
    (r) => {
      const state = r.str() as Of<'TaskCreated'>['state'];
      return { type: 'TaskCreated', task: readTask(r), state };
    },
  ),
  EscrowLocked: layout<'EscrowLocked'>(
    ['lockId', 'taskId', 'orgId', 'amountMinor', 'currency', 'state'],
    (w, e) => {
      w.str(e.lockId);
      w.str(e.taskId);
      w.str(e.orgId);
      w.str(e.amountMinor);
      w.str(e.currency);
      w.str(e.state);
    },
    (r) => ({
      type: 'EscrowLocked',
      lockId: r.str(),
      taskId: r.str(),
      orgId: r.istr(),
      amountMinor: r.str(),
      currency: r.istr(),
      state: r.istr() as Of<'EscrowLocked'>['state'],
    }),
  ),
  TaskMoved: layout<'TaskMoved'>(
    ['taskId', 'event', 'from', 'to', 'operatorId'],
    (w, e) => {
      w.str(e.taskId);
      w.str(e.event);
      w.str(e.from);
      w.str(e.to);
      if (e.operatorId === undefined) w.uint(0);
      else {
        w.uint(1);
        w.str(e.operatorId);
      }
    },
    (r) => {
      const taskId = r.str(),
        event = r.str() as Of<'TaskMoved'>['event'],
        from = r.str() as Of<'TaskMoved'>['from'],
        to = r.str() as Of<'TaskMoved'>['to'];
      return r.uint() === 0
        ? { type: 'TaskMoved', taskId, event, from, to }
        : { type: 'TaskMoved', taskId, event, from, to, operatorId: r.str() };
    },
  ),
  EscrowMoved: layout<'EscrowMoved'>(
    ['lockId', 'event', 'from', 'to'],
    (w, e) => {
      w.str(e.lockId);
      w.str(e.event);
      w.str(e.from);
      w.str(e.to);
    },
    (r) => ({
      type: 'EscrowMoved',
      lockId: r.str(),
      event: r.str() as Of<'EscrowMoved'>['event'],
      from: r.str() as Of<'EscrowMoved'>['from'],
      to: r.str() as Of<'EscrowMoved'>['to'],
    }),
  ),
  Posted: layout<'Posted'>(
    ['entryId', 'memo', 'transfers'],
    (w, e) => {
      w.str(e.entryId);
      w.str(e.memo);
      writeTransfers(w, e.transfers);
    },
    (r) => ({
      type: 'Posted',
      entryId: r.str(),
      memo: r.str() as Of<'Posted'>['memo'],
      transfers: readTransfers(r),
    }),
  ),
  SpendCounted: layout<'SpendCounted'>(
    ['agentId', 'day', 'amountMinor'],
    (w, e) => {
      w.str(e.agentId);
      w.str(e.day);
      w.str(e.amountMinor);
    },
    (r) => ({ type: 'SpendCounted', agentId: r.str(), day: r.str(), amountMinor: r.str() }),
  ),
  PassIssued: layout<'PassIssued'>(
    ['taskId', 'passId', 'token', 'issuedAtMs', 'expiresAtMs'],
    (w, e) => {
      w.str(e.taskId);
      w.str(e.passId);
      w.str(e.token);
      w.num(e.issuedAtMs);
      w.num(e.expiresAtMs);
    },
    (r) => ({
      type: 'PassIssued',
      taskId: r.str(),
      passId: r.str(),
      token: r.str(),
      issuedAtMs: r.num(),
      expiresAtMs: r.num(),
    }),
  ),
  PassScanned: layout<'PassScanned'>(
    ['taskId'],
    (w, e) => {
      w.str(e.taskId);
    },
    (r) => ({ type: 'PassScanned', taskId: r.str() }),
  ),
  PayoutRecorded: layout<'PayoutRecorded'>(
    ['taskId', 'reference'],
    (w, e) => {
      w.str(e.taskId);
      w.str(e.reference);
    },
    (r) => ({ type: 'PayoutRecorded', taskId: r.str(), reference: r.str() }),
  ),
  WorkflowMoved: layout<'WorkflowMoved'>(
    ['workflowId', 'event', 'from', 'to'],
    (w, e) => {
      w.str(e.workflowId);
      w.str(e.event);
      w.str(e.from);
      w.str(e.to);
    },
    (r) => ({
      type: 'WorkflowMoved',
      workflowId: r.str(),
      event: r.str() as Of<'WorkflowMoved'>['event'],
      from: r.str() as Of<'WorkflowMoved'>['from'],
      to: r.str() as Of<'WorkflowMoved'>['to'],
    }),
  ),
  LoopMoved: layout<'LoopMoved'>(
    ['loopId', 'event', 'from', 'to'],
    (w, e) => {
      w.str(e.loopId);
      w.str(e.event);
      w.str(e.from);
      w.str(e.to);
    },
    (r) => ({
      type: 'LoopMoved',
      loopId: r.str(),
      event: r.str() as Of<'LoopMoved'>['event'],
      from: r.str() as Of<'LoopMoved'>['from'],
      to: r.str() as Of<'LoopMoved'>['to'],
    }),
  ),
  LoopRunProposed: layout<'LoopRunProposed'>(
    ['loopId', 'runId', 'dueMs'],
    (w, e) => {
      w.str(e.loopId);
      w.str(e.runId);
      w.num(e.dueMs);
    },
    (r) => ({ type: 'LoopRunProposed', loopId: r.str(), runId: r.str(), dueMs: r.num() }),
  ),
  LoopRunDecided: layout<'LoopRunDecided'>(
    ['loopId', 'runId', 'status', 'spentMinor', 'taskId', 'workflowId'],
    (w, e) => {
      w.str(e.loopId);
      w.str(e.runId);
      w.str(e.status);
      w.str(e.spentMinor);
      w.u8((e.taskId !== undefined ? 1 : 0) | (e.workflowId !== undefined ? 2 : 0));
      if (e.taskId !== undefined) w.str(e.taskId);
      if (e.workflowId !== undefined) w.str(e.workflowId);
    },
    (r) => {
      const e: Of<'LoopRunDecided'> = {
        type: 'LoopRunDecided',
        loopId: r.str(),
        runId: r.str(),
        status: r.str() as Of<'LoopRunDecided'>['status'],
        spentMinor: r.str(),
      };
      const optional = r.u8();
      if (optional & 1) e.taskId = r.str();
      if (optional & 2) e.workflowId = r.str();
      return e;
    },
  ),
  WebhookEndpointDeleted: layout<'WebhookEndpointDeleted'>(
    ['orgId', 'endpointId'],
    (w, e) => {
      w.str(e.orgId);
      w.str(e.endpointId);
    },
    (r) => ({ type: 'WebhookEndpointDeleted', orgId: r.str(), endpointId: r.str() }),
  ),
  OperatorPhotoSet: layout<'OperatorPhotoSet'>(
    ['operatorId', 'photoId', 'mediaSha256'],
    (w, e) => {
      w.str(e.operatorId);
      w.str(e.photoId);
      w.str(e.mediaSha256);
    },
    (r) => ({
      type: 'OperatorPhotoSet',
      operatorId: r.str(),
      photoId: r.str(),
      mediaSha256: r.str(),
    }),
  ),
  WebhookEndpointDisabled: layout<'WebhookEndpointDisabled'>(
    ['orgId', 'endpointId'],
    (w, e) => {
      w.str(e.orgId);
      w.str(e.endpointId);
    },
    (r) => ({ type: 'WebhookEndpointDisabled', orgId: r.str(), endpointId: r.str() }),
  ),
};

/** Allowed keys per compact type, for the encoder's check that a layout holds the whole event. */
export const COMPACT_KEYS = new Map(Object.entries(COMPACT).map(([t, c]) => [t, new Set(c!.keys)]));
/** Compact layouts by event code, for the decoder. */
export const COMPACT_BY_CODE: (Compact | undefined)[] = [
  undefined,
  ...EVENT_TYPES.map((t) => COMPACT[t]),
];
