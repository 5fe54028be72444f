// decide(state, command, context) → the events to write and the result to return, or a thrown
// DomainError. Pure: time, fresh ids and config arrive in the context; the machines say which
// moves exist; ledger rules say what they post. Nothing here writes or reads the clock.
import { taskMachine, type TaskEffect, type TaskEvent, type TaskState } from '../../machines/task.machine.ts';
import { escrowMachine, type EscrowEffect, type EscrowEvent, type EscrowState } from '../../machines/escrow.machine.ts';
import { step } from '../../machines/step.ts';
import { DomainError } from '../errors/problem.ts';
import { authorize, checkSpend, requireFunds, screenAndPrice } from '../domain/governance.ts';
import { depositPosting, refundPosting, releasePosting, settlePosting, type MoneyMode } from '../domain/ledger.ts';
import type { ZoneStatus } from '../domain/zones.ts';
import { IDEMPOTENCY_WINDOW_MS } from './apply.ts';
import type { Command, IdempotencyInput } from './commands.ts';
import type { DelegationFlag, DomainEvent, IdempotencyWrite, PostingMemo, Transfer } from './events.ts';
import type { Agent, EscrowLock, IdempotencyRecord, Loop, Org, ShardState, Task, Workflow } from './state.ts';
import { taskView, type CreateTaskResult } from './views.ts';
import { decideLoop } from './decide-loops.ts';
import { createWorkflow, followWorkflow, startWorkflow } from './decide-workflows.ts';
import { createCampaign, decideCampaign, startCampaignRows } from './decide-campaigns.ts';
import { lockFromWallet } from './escrow-lock.ts';

/** Live keys per agent: enough for a roll in progress and a few labelled ones, not a key farm. */
export const AGENT_KEYS_MAX = 10;

export interface DecideContext {
  readonly atMs: number;
  readonly feeBps: bigint;
  /** Zone settings live in the system shard; read-only here. */
  readonly zoneOverrides: ReadonlyMap<string, ZoneStatus>;
  mint(prefix: string): string;
  /** Settled history that left memory (absent: nothing is archived, as in unit tests). */
  readonly archived?: ArchiveLookup;
}

/**
 * Finds what left memory. Synchronous, so decide stays pure: what is not at hand throws
 * ArchiveMiss, the shard fetches those keys from the archive and decides the command again.
 */
export interface ArchiveLookup {
  task(id: string): Task | undefined;
  idem(scope: string): IdempotencyRecord | undefined;
  loop(id: string): Loop | undefined;
  workflow(id: string): Workflow | undefined;
}

export type Decision =
  | { readonly kind: 'commit'; readonly events: DomainEvent[]; readonly result: unknown; readonly idem?: IdempotencyWrite }
  | { readonly kind: 'reply'; readonly result: unknown };

function commit(events: DomainEvent[], result: unknown): Decision {
  return { kind: 'commit', events, result };
}

function orgOf(state: ShardState, orgId: string): Org {
  const org = state.orgs.get(orgId);
  if (!org) throw new DomainError('not_found', { resource: 'org' });
  return org;
}

function agentOf(state: ShardState, orgId: string, agentId: string): Agent {
  const agent = state.agents.get(agentId);
  if (!agent || agent.orgId !== orgId) throw new DomainError('not_found', { resource: 'agent' });
  return agent;
}

/**
 * Another org's task is indistinguishable from no task. A settled task comes from the archive:
 * it is final, so every move refuses it with invalid_state, as before it left memory.
 */
function taskOf(state: ShardState, orgId: string, taskId: string, ctx: DecideContext): Task {
  const task = state.tasks.get(taskId) ?? ctx.archived?.task(taskId);
  if (!task || task.orgId !== orgId) throw new DomainError('not_found', { resource: 'task' });
  return task;
}

/** For commands that write to a task other than through a machine move: never to a settled one. */
function openTaskOf(state: ShardState, orgId: string, taskId: string, ctx: DecideContext, action: string): Task {
  const task = taskOf(state, orgId, taskId, ctx);
  if (!state.tasks.has(task.id)) throw new DomainError('invalid_state', { state: task.state, action });
  return task;
}

function posted(ctx: DecideContext, memo: PostingMemo, transfers: Transfer[]): DomainEvent {
  return { type: 'Posted', entryId: ctx.mint('le'), memo, transfers };
}

const TASK_EFFECT_TO_ESCROW: Partial<Record<TaskEffect, EscrowEvent>> = {
  releaseEscrow: { type: 'RELEASE' },
  freezeEscrow: { type: 'FREEZE' },
  refundEscrow: { type: 'REFUND' },
};

function modeOf(state: ShardState, orgId: string): MoneyMode {
  return state.orgs.get(orgId)?.mode ?? 'live';
}

function moveEscrow(task: Task, lock: EscrowLock, wanted: EscrowEvent, ctx: DecideContext, mode: MoneyMode): DomainEvent[] {
  // A workflow step's release is a part of its workflow's lock unless it is all the lock holds.
  const event: EscrowEvent = wanted.type === 'RELEASE' && task.workflowId !== null && lock.heldMinor > task.totalMinor ? { type: 'RELEASE_PART', leavesRemainder: true } : wanted;
  const next = step<typeof escrowMachine, EscrowState, EscrowEffect>(escrowMachine, lock.state, {}, event);
  if (!next) throw new Error(`escrow ${lock.id} cannot ${event.type} from ${lock.state}`);
  const out: DomainEvent[] = [{ type: 'EscrowMoved', lockId: lock.id, event: event.type, from: lock.state, to: next.value }];
  for (const effect of next.effects) {
    if (effect === 'postRelease' || effect === 'postPartialRelease') {
      if (!task.operatorId) throw new Error(`release of ${task.id} without an Operator`);
      const whole = effect === 'postRelease';
      if (whole ? lock.heldMinor !== task.totalMinor : lock.heldMinor <= task.totalMinor) throw new Error(`release of ${task.totalMinor} from ${lock.id} holding ${lock.heldMinor}`);
      out.push(posted(ctx, 'release', releasePosting(lock.id, task.operatorId, task.rewardMinor, task.feeMinor, lock.currency, mode)));
    } else if (effect === 'postRefund') {
      out.push(posted(ctx, 'refund', refundPosting(task.orgId, lock.id, lock.heldMinor, lock.currency)));
    } else {
      throw new Error(`task escrow has no ${effect}`);
    }
  }
  return out;
}

/** One task move: the machine decides the next state; its effects become escrow moves and postings. */
function moveTask(state: ShardState, task: Task, event: TaskEvent, ctx: DecideContext, operatorId?: string): DomainEvent[] {
  const next = step<typeof taskMachine, TaskState, TaskEffect>(taskMachine, task.state, { deadlineMs: task.deadlineMs }, event);
  if (!next) throw new DomainError('invalid_state', { state: task.state, action: event.type.toLowerCase() });
  const moved: DomainEvent = { type: 'TaskMoved', taskId: task.id, event: event.type, from: task.state, to: next.value };
  if (operatorId !== undefined) moved.operatorId = operatorId;
  const out: DomainEvent[] = [moved];
  const lock = state.locks.get(task.lockId);
  if (!lock) throw new Error(`task ${task.id} has no lock`);
  for (const effect of next.effects) {
    const escrowEvent = TASK_EFFECT_TO_ESCROW[effect];
    if (escrowEvent) out.push(...moveEscrow(task, lock, escrowEvent, ctx, modeOf(state, task.orgId)));
    else if (effect === 'settlePayable') {
      if (!task.operatorId) throw new Error(`settle of ${task.id} without an Operator`);
      out.push(posted(ctx, 'settle', settlePosting(task.operatorId, task.rewardMinor, task.currency, modeOf(state, task.orgId))));
    } else throw new Error(`unexpected task effect ${effect}`);
  }
  out.push(...followWorkflow(state, task, next.value, ctx));
  return out;
}

/** The task as GET will show it once `events` are applied: the stored response of a task move. */
function viewAfter(state: ShardState, task: Task, events: DomainEvent[], atMs: number): unknown {
  let taskState = task.state;
  const lock = state.locks.get(task.lockId)!;
  let lockState: string = lock.state;
  let held = lock.heldMinor;
  const account = `escrow:${lock.id}`;
  for (const e of events) {
    if (e.type === 'TaskMoved' && e.taskId === task.id) taskState = e.to;
    if (e.type === 'EscrowMoved' && e.lockId === lock.id) lockState = e.to;
    if (e.type === 'Posted') {
      for (const t of e.transfers) {
        if (t.debit === account) held -= BigInt(t.amountMinor);
        if (t.credit === account) held += BigInt(t.amountMinor);
      }
    }
  }
  const view = taskView({ ...task, state: taskState, updatedAtMs: Math.max(atMs, state.lastAtMs) }, lock);
  view.escrow = { state: lockState, amount_minor: held.toString() };
  return view;
}

function withIdempotency(
  state: ShardState,
  agentId: string,
  idem: IdempotencyInput | undefined,
  ctx: DecideContext,
  run: () => Decision,
): Decision {
  if (!idem) return run();
  const scope = `${agentId}:${idem.key}`;
  // Only a shard that moved a record out of memory within the window needs the archive.
  const prior = state.idempotency.get(scope) ?? (state.idemEvictedMaxAtMs > ctx.atMs - IDEMPOTENCY_WINDOW_MS ? ctx.archived?.idem(scope) : undefined);
  if (prior && ctx.atMs - prior.atMs < IDEMPOTENCY_WINDOW_MS) {
    if (prior.fingerprint !== idem.fingerprint) throw new DomainError('idempotency_conflict');
    return { kind: 'reply', result: prior.result };
  }
  const decision = run();
  if (decision.kind !== 'commit') return decision;
  return { ...decision, idem: { scope, fingerprint: idem.fingerprint, result: decision.result } };
}

function createTask(state: ShardState, cmd: Extract<Command, { type: 'CreateTask' }>, ctx: DecideContext): Decision {
  const org = orgOf(state, cmd.orgId);
  const agent = agentOf(state, cmd.orgId, cmd.agentId);
  authorize(agent, 'can_post_tasks');
  const priced = screenAndPrice(cmd.input, org, { atMs: ctx.atMs, feeBps: ctx.feeBps, zoneOverrides: ctx.zoneOverrides }, cmd.screened);
  checkSpend(agent, state.spend.get(agent.id), priced.totalMinor, ctx.atMs);
  requireFunds(state.balances.get(`${priced.currency}|wallet:${org.id}`) ?? 0n, priced.totalMinor);
  const created = step<typeof taskMachine, TaskState, TaskEffect>(taskMachine, 'draft', { deadlineMs: priced.deadlineMs }, { type: 'CREATE' });
  if (!created || !created.effects.includes('lockEscrow')) throw new Error('task machine lost its create step');
  const taskId = ctx.mint('task');
  const lockId = ctx.mint('esc');
  const total = priced.totalMinor.toString();
  const events: DomainEvent[] = [
    {
      type: 'TaskCreated',
      state: created.value,
      task: {
        id: taskId,
        orgId: org.id,
        agentId: agent.id,
        type: cmd.input.type,
        title: cmd.input.title,
        instructions: cmd.input.instructions,
        rewardMinor: priced.rewardMinor.toString(),
        feeMinor: priced.feeMinor.toString(),
        totalMinor: total,
        currency: priced.currency,
        deadlineMs: priced.deadlineMs,
        proofRequirements: [...(cmd.input.proof_requirements ?? [])],
        zoneRef: cmd.input.zone_ref,
        lockId,
        createdAtMs: ctx.atMs,
        ...(cmd.input.language ? { language: cmd.input.language } : {}),
      },
    },
    ...lockFromWallet(ctx, { orgId: org.id, agentId: agent.id, ownerId: taskId, lockId, amountMinor: priced.totalMinor, currency: priced.currency }),
  ];
  const result: CreateTaskResult = { taskId, escrowLockId: lockId, state: 'screening', totalChargedMinor: total };
  return commit(events, result);
}

type AgentMove = Extract<Command, { type: 'CancelTask' | 'ApproveTask' | 'RejectTask' }>;
const AGENT_MOVES: Record<AgentMove['type'], { flag: DelegationFlag; event: TaskEvent }> = {
  CancelTask: { flag: 'can_post_tasks', event: { type: 'CANCEL' } },
  ApproveTask: { flag: 'can_approve_release', event: { type: 'APPROVE' } },
  RejectTask: { flag: 'can_open_disputes', event: { type: 'REJECT' } },
};

function agentMove(state: ShardState, cmd: AgentMove, ctx: DecideContext): Decision {
  const agent = agentOf(state, cmd.orgId, cmd.agentId);
  const rule = AGENT_MOVES[cmd.type];
  authorize(agent, rule.flag);
  const task = taskOf(state, cmd.orgId, cmd.taskId, ctx);
  const events = moveTask(state, task, rule.event, ctx);
  return commit(events, viewAfter(state, task, events, ctx.atMs));
}

function platformMove(state: ShardState, orgId: string, taskId: string, event: TaskEvent, ctx: DecideContext, operatorId?: string): Decision {
  const task = taskOf(state, orgId, taskId, ctx);
  const events = moveTask(state, task, event, ctx, operatorId);
  return commit(events, viewAfter(state, task, events, ctx.atMs));
}

function stepEvent(cmd: Extract<Command, { type: 'StepTask' }>): TaskEvent {
  if (cmd.step === 'MATCH') {
    if (!cmd.operatorId) throw new DomainError('validation_failed', { errors: [{ path: 'operator_id', message: 'required to match' }] });
    return { type: 'MATCH', operatorId: cmd.operatorId };
  }
  return { type: cmd.step };
}

/** A key named by its hash: the admin surface's keys have no id of their own, and replay must name them alike. */
function keyAdded(agentId: string, keyHash: string): DomainEvent {
  return { type: 'AgentKeyAdded', agentId, keyId: `key_${keyHash.slice(0, 16)}`, label: 'default', keyHash };
}

export function decide(state: ShardState, cmd: Command, ctx: DecideContext): Decision {
  switch (cmd.type) {
    case 'CreateOrg':
      if (state.orgs.has(cmd.orgId)) throw new DomainError('invalid_state', { state: 'exists', action: 'create_org' });
      return commit([{ type: 'OrgCreated', orgId: cmd.orgId, name: cmd.name, mode: cmd.mode, currency: 'NGN' }], { org_id: cmd.orgId });
    case 'RegisterOrg':
      if (state.orgs.has(cmd.orgId) || state.agents.has(cmd.agentId)) throw new DomainError('invalid_state', { state: 'exists', action: 'register_org' });
      return commit(
        [
          { type: 'OrgCreated', orgId: cmd.orgId, name: cmd.name, mode: cmd.mode, currency: 'NGN' },
          { type: 'AgentCreated', agentId: cmd.agentId, orgId: cmd.orgId, name: cmd.agentName },
          keyAdded(cmd.agentId, cmd.keyHash),
        ],
        { org_id: cmd.orgId, agent_id: cmd.agentId },
      );
    case 'CreateAgent': {
      orgOf(state, cmd.orgId);
      if (state.agents.has(cmd.agentId)) throw new DomainError('invalid_state', { state: 'exists', action: 'create_agent' });
      const events: DomainEvent[] = [{ type: 'AgentCreated', agentId: cmd.agentId, orgId: cmd.orgId, name: cmd.name }];
      if (cmd.keyHash) events.push(keyAdded(cmd.agentId, cmd.keyHash));
      return commit(events, { agent_id: cmd.agentId });
    }
    case 'SetAgentKey': {
      // The admin rotation: one new key (or none), every other revoked at once.
      const agent = agentOf(state, cmd.orgId, cmd.agentId);
      const events: DomainEvent[] = agent.keys.map((k) => ({ type: 'AgentKeyRevoked', agentId: cmd.agentId, keyId: k.id }));
      if (cmd.keyHash) events.push(keyAdded(cmd.agentId, cmd.keyHash));
      return commit(events, { agent_id: cmd.agentId });
    }
    case 'AddAgentKey': {
      const agent = agentOf(state, cmd.orgId, cmd.agentId);
      if (agent.keys.length >= AGENT_KEYS_MAX) throw new DomainError('invalid_state', { state: 'key_limit', action: 'add_key' });
      return commit([{ type: 'AgentKeyAdded', agentId: cmd.agentId, keyId: cmd.keyId, label: cmd.label, keyHash: cmd.keyHash }], { agent_id: cmd.agentId, key_id: cmd.keyId });
    }
    case 'RollAgentKey': {
      const agent = agentOf(state, cmd.orgId, cmd.agentId);
      const old = agent.keys.find((k) => k.id === cmd.oldKeyId);
      if (!old) throw new DomainError('not_found', { resource: 'key' });
      const events: DomainEvent[] = [{ type: 'AgentKeyAdded', agentId: cmd.agentId, keyId: cmd.keyId, label: cmd.label, keyHash: cmd.keyHash }];
      // A grace period never lengthens a key's life: an earlier expiry stands.
      const until = cmd.graceUntilMs === null ? null : Math.min(cmd.graceUntilMs, old.expiresAtMs ?? Infinity);
      if (until !== null && until > ctx.atMs) {
        if (until !== old.expiresAtMs) events.push({ type: 'AgentKeyExpirySet', agentId: cmd.agentId, keyId: old.id, expiresAtMs: until });
      } else {
        events.push({ type: 'AgentKeyRevoked', agentId: cmd.agentId, keyId: old.id });
      }
      return commit(events, { agent_id: cmd.agentId, key_id: cmd.keyId });
    }
    case 'RevokeAgentKey': {
      const agent = agentOf(state, cmd.orgId, cmd.agentId);
      if (!agent.keys.some((k) => k.id === cmd.keyId)) throw new DomainError('not_found', { resource: 'key' });
      return commit([{ type: 'AgentKeyRevoked', agentId: cmd.agentId, keyId: cmd.keyId }], { agent_id: cmd.agentId, key_id: cmd.keyId });
    }
    case 'SetDelegation':
      agentOf(state, cmd.orgId, cmd.agentId);
      return commit([{ type: 'DelegationSet', agentId: cmd.agentId, delegation: cmd.delegation }], { agent_id: cmd.agentId });
    case 'SetSpendPolicy':
      agentOf(state, cmd.orgId, cmd.agentId);
      return commit(
        [{
          type: 'SpendPolicySet',
          agentId: cmd.agentId,
          dailyCapMinor: cmd.dailyCapMinor?.toString() ?? null,
          perTaskCapMinor: cmd.perTaskCapMinor?.toString() ?? null,
        }],
        { agent_id: cmd.agentId },
      );
    case 'SetFrozen':
      agentOf(state, cmd.orgId, cmd.agentId);
      return commit([{ type: 'AgentFrozenSet', agentId: cmd.agentId, frozen: cmd.frozen }], { agent_id: cmd.agentId, frozen: cmd.frozen });
    case 'SetOrgFlags':
      orgOf(state, cmd.orgId);
      return commit([{ type: 'OrgFlagsSet', orgId: cmd.orgId, flags: cmd.flags }], { org_id: cmd.orgId });
    case 'RegisterOperator':
      if (state.operators.has(cmd.operator.id)) throw new DomainError('invalid_state', { state: 'exists', action: 'register_operator' });
      return commit([{ type: 'OperatorRegistered', operator: cmd.operator }], { operator_id: cmd.operator.id });
    case 'SetOperatorPhoto':
      if (!state.operators.has(cmd.operatorId)) throw new DomainError('not_found', { resource: 'operator' });
      return commit([{ type: 'OperatorPhotoSet', operatorId: cmd.operatorId, photoId: cmd.photoId, mediaSha256: cmd.mediaSha256 }], { operator_id: cmd.operatorId, photo_id: cmd.photoId });
    case 'SetZoneStatus':
      return commit([{ type: 'ZoneStatusSet', zoneRef: cmd.zoneRef, status: cmd.status }], { zone_ref: cmd.zoneRef, status: cmd.status });
    case 'Deposit': {
      const org = orgOf(state, cmd.orgId);
      if (cmd.amountMinor <= 0n) throw new DomainError('validation_failed', { errors: [{ path: 'amount_minor', message: 'must be positive' }] });
      if (cmd.currency !== org.currency) throw new DomainError('validation_failed', { errors: [{ path: 'currency', message: `wallet currency is ${org.currency}` }] });
      if (state.deposits.has(cmd.depositId)) return { kind: 'reply', result: { deposit_id: cmd.depositId, credited: false } };
      return commit(
        [
          { type: 'DepositReceived', orgId: org.id, depositId: cmd.depositId, amountMinor: cmd.amountMinor.toString(), currency: cmd.currency },
          posted(ctx, 'deposit', depositPosting(org.id, cmd.amountMinor, cmd.currency, org.mode)),
        ],
        { deposit_id: cmd.depositId, credited: true },
      );
    }
    case 'CreateTask':
      return withIdempotency(state, cmd.agentId, cmd.idem, ctx, () => createTask(state, cmd, ctx));
    case 'CreateWorkflow':
      return withIdempotency(state, cmd.agentId, cmd.idem, ctx, () => createWorkflow(state, cmd, ctx));
    case 'StartWorkflow':
      return startWorkflow(state, cmd, ctx);
    case 'CreateCampaign':
      return withIdempotency(state, cmd.agentId, cmd.idem, ctx, () => createCampaign(state, cmd, ctx));
    case 'StartCampaignRows':
      return startCampaignRows(state, cmd, ctx);
    case 'MoveCampaign':
      return withIdempotency(state, cmd.agentId, cmd.idem, ctx, () => decideCampaign(state, cmd, ctx, { moveTask }));
    case 'FinishCampaign':
      return decideCampaign(state, cmd, ctx, { moveTask });
    case 'CancelTask':
    case 'ApproveTask':
    case 'RejectTask':
      return withIdempotency(state, cmd.agentId, cmd.idem, ctx, () => agentMove(state, cmd, ctx));
    case 'StepTask': {
      const task = taskOf(state, cmd.orgId, cmd.taskId, ctx);
      // An Operator acts only on what was offered to it; to anyone else the task does not exist.
      if (cmd.byOperator !== undefined && task.operatorId !== cmd.byOperator) throw new DomainError('not_found', { resource: 'task' });
      const events = moveTask(state, task, stepEvent(cmd), ctx, cmd.step === 'MATCH' ? cmd.operatorId : undefined);
      if (cmd.step === 'ACCEPT' && cmd.pass) {
        events.push({ type: 'PassIssued', taskId: task.id, passId: cmd.pass.id, token: cmd.pass.token, issuedAtMs: ctx.atMs, expiresAtMs: cmd.pass.expiresAtMs });
      }
      return commit(events, viewAfter(state, task, events, ctx.atMs));
    }
    case 'SubmitProof': {
      const task = taskOf(state, cmd.orgId, cmd.taskId, ctx);
      if (task.operatorId !== cmd.operatorId) throw new DomainError('not_found', { resource: 'task' });
      const submitted = moveTask(state, task, { type: 'SUBMIT_PROOF' }, ctx);
      const verifying = moveTask(state, { ...task, state: 'proof_submitted' }, { type: 'BEGIN_VERIFY' }, ctx);
      const events: DomainEvent[] = [...submitted, { type: 'ProofSubmitted', taskId: task.id, proof: { ...cmd.proof, submittedAtMs: ctx.atMs } }, ...verifying];
      return commit(events, viewAfter(state, task, events, ctx.atMs));
    }
    case 'RecordVerification': {
      const task = openTaskOf(state, cmd.orgId, cmd.taskId, ctx, 'record_verification');
      if (!task.proof || task.proof.verification) throw new DomainError('invalid_state', { state: task.state, action: 'record_verification' });
      const events: DomainEvent[] = [{ type: 'ProofVerified', taskId: task.id, verification: cmd.verification }];
      // AI informs; only this deterministic machine move (verifying → approved) moves money.
      if (cmd.verification.outcome === 'pass' && task.state === 'verifying') events.push(...moveTask(state, task, { type: 'APPROVE' }, ctx));
      return commit(events, viewAfter(state, task, events, ctx.atMs));
    }
    case 'CreateLoop':
    case 'MoveLoop':
    case 'DecideLoopRun':
      return withIdempotency(state, cmd.agentId, cmd.idem, ctx, () => decideLoop(state, cmd, ctx, { createTask }));
    case 'ProposeLoopRun':
      return decideLoop(state, cmd, ctx, { createTask });
    case 'CreateWebhookEndpoint': {
      authorize(agentOf(state, cmd.orgId, cmd.agentId), 'can_post_tasks');
      const org = orgOf(state, cmd.orgId);
      // apply refuses a second endpoint under one id; refused here it is a refusal, not a fail-stop.
      if (org.webhooks.has(cmd.endpoint.id)) throw new DomainError('invalid_state', { state: 'exists', action: 'create_webhook_endpoint' });
      if (org.webhooks.size >= 16) throw new DomainError('validation_failed', { errors: [{ path: '', message: 'at most 16 webhook endpoints per org' }] });
      return commit([{ type: 'WebhookEndpointCreated', orgId: org.id, endpoint: { ...cmd.endpoint, createdAtMs: ctx.atMs } }], { id: cmd.endpoint.id });
    }
    case 'DeleteWebhookEndpoint': {
      authorize(agentOf(state, cmd.orgId, cmd.agentId), 'can_post_tasks');
      if (!orgOf(state, cmd.orgId).webhooks.has(cmd.endpointId)) throw new DomainError('not_found', { resource: 'webhook_endpoint' });
      return commit([{ type: 'WebhookEndpointDeleted', orgId: cmd.orgId, endpointId: cmd.endpointId }], { id: cmd.endpointId, deleted: true });
    }
    case 'DisableWebhookEndpoint': {
      const endpoint = orgOf(state, cmd.orgId).webhooks.get(cmd.endpointId);
      if (!endpoint || endpoint.disabled) return { kind: 'reply', result: { id: cmd.endpointId, disabled: true } };
      return commit([{ type: 'WebhookEndpointDisabled', orgId: cmd.orgId, endpointId: cmd.endpointId }], { id: cmd.endpointId, disabled: true });
    }
    case 'ScanPass': {
      const task = openTaskOf(state, cmd.orgId, cmd.taskId, ctx, 'scan_pass');
      if (!task.pass) throw new DomainError('not_found', { resource: 'pass' });
      return commit([{ type: 'PassScanned', taskId: task.id }], { scan_count: task.pass.scanCount + 1 });
    }
    case 'ScreenTasks': {
      // Tasks cancelled (or already live) meanwhile are skipped, not refused: the batch is an effect.
      // A paused campaign's tasks stay in screening (no new task of it goes live) until it resumes.
      const held = (t: Task) => t.campaignId !== undefined && state.campaigns.get(t.campaignId)?.status === 'paused';
      const due = cmd.taskIds.map((id) => state.tasks.get(id)).filter((t): t is Task => t !== undefined && t.state === 'screening' && !held(t));
      if (due.length === 0) return { kind: 'reply', result: { screened: [] } };
      return commit(due.flatMap((t) => moveTask(state, t, { type: 'SCREEN_PASSED' }, ctx)), { screened: due.map((t) => t.id) });
    }
    case 'ResolveDispute':
      return platformMove(state, cmd.orgId, cmd.taskId, { type: cmd.favour === 'agent' ? 'RESOLVE_REFUND' : 'RESOLVE_RELEASE' }, ctx);
    case 'ReviewTask':
      return platformMove(state, cmd.orgId, cmd.taskId, { type: cmd.decision === 'approve' ? 'APPROVE' : 'REJECT' }, ctx);
    case 'SettleTask': {
      const task = taskOf(state, cmd.orgId, cmd.taskId, ctx);
      const events = moveTask(state, task, { type: 'SETTLE' }, ctx);
      if (cmd.payoutRef) events.push({ type: 'PayoutRecorded', taskId: task.id, reference: cmd.payoutRef });
      return commit(events, viewAfter(state, task, events, ctx.atMs));
    }
    case 'ExpireTask':
      return platformMove(state, cmd.orgId, cmd.taskId, { type: 'EXPIRE', atMs: ctx.atMs }, ctx);
    default: {
      const unknown: never = cmd;
      throw new Error(`decide: unknown command ${JSON.stringify(unknown)}`);
    }
  }
}
