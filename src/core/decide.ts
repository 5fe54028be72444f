// decide(state, command, context) → the events to write and the result to return, or a thrown
// DomainError. Pure: time, fresh ids and config arrive in the context; the machines say which
// moves exist; ledger rules say what they post. Nothing here writes or reads the clock.
// This file routes each command and holds the small ones (orgs, agents and keys, deposits,
// webhook endpoints); task moves are in decide-tasks.ts, loops, workflows and campaigns in their
// own decide-*.ts, and what all of them share in decide-context.ts.
import { DomainError } from '../errors/problem.ts';
import { authorize } from '../domain/governance.ts';
import { depositPosting } from '../domain/ledger.ts';
import { checkAnswers } from '../domain/answer-schema.ts';
import { IDEMPOTENCY_WINDOW_MS, mayBeArchived } from './idem-filter.ts';
import type { Command, IdempotencyInput } from './commands.ts';
import type { DomainEvent } from './events.ts';
import type { ShardState, Task } from './state.ts';
import {
  agentOf,
  commit,
  orgOf,
  posted,
  type DecideContext,
  type Decision,
} from './decide-context.ts';
import {
  agentMove,
  createTask,
  moveTask,
  openTaskOf,
  platformMove,
  stepEvent,
  taskOf,
  viewAfter,
} from './decide-tasks.ts';
import { decideLoop } from './decide-loops.ts';
import { createWorkflow, startWorkflow } from './decide-workflows.ts';
import { createCampaign, decideCampaign, startCampaignRows } from './decide-campaigns.ts';
import { decideHold, noteSafetyRefusal, setOrgFrozen, withdrawUnsafe } from './decide-safety.ts';
import { decideAppeal, openAppeal } from './decide-appeals.ts';

/** Live keys per agent: enough for a roll in progress and a few labelled ones, not a key farm. */
export const AGENT_KEYS_MAX = 10;
/** States in which a task's reward waits for the settlement run's payout. */
const PAYABLE: ReadonlySet<string> = new Set(['approved', 'resolved_released']);

function withIdempotency(
  state: ShardState,
  agentId: string,
  idem: IdempotencyInput | undefined,
  ctx: DecideContext,
  run: () => Decision,
): Decision {
  if (!idem) return run();
  const scope = `${agentId}:${idem.key}`;
  // The archive is asked only when this scope may have left memory within the window.
  const since = ctx.atMs - IDEMPOTENCY_WINDOW_MS;
  const archived =
    state.idemEvictedMaxAtMs > since && mayBeArchived(state.idemArchived, scope, since);
  const prior = state.idempotency.get(scope) ?? (archived ? ctx.archived?.idem(scope) : undefined);
  if (prior && ctx.atMs - prior.atMs < IDEMPOTENCY_WINDOW_MS) {
    if (prior.fingerprint !== idem.fingerprint) throw new DomainError('idempotency_conflict');
    return { kind: 'reply', result: prior.result };
  }
  const decision = run();
  if (decision.kind !== 'commit') return decision;
  // Written out, not spread: a spread copies through the generic path, ~1 % of a create in profiles.
  return {
    kind: 'commit',
    events: decision.events,
    result: decision.result,
    idem: { scope, fingerprint: idem.fingerprint, result: decision.result },
  };
}

/** A key named by its hash: the admin surface's keys have no id of their own, and replay must name them alike. */
function keyAdded(agentId: string, keyHash: string): DomainEvent {
  return {
    type: 'AgentKeyAdded',
    agentId,
    keyId: `key_${keyHash.slice(0, 16)}`,
    label: 'default',
    keyHash,
  };
}

export function decide(state: ShardState, cmd: Command, ctx: DecideContext): Decision {
  switch (cmd.type) {
    case 'CreateOrg':
      if (state.orgs.has(cmd.orgId))
        throw new DomainError('invalid_state', { state: 'exists', action: 'create_org' });
      return commit(
        [{ type: 'OrgCreated', orgId: cmd.orgId, name: cmd.name, mode: cmd.mode, currency: 'NGN' }],
        { org_id: cmd.orgId },
      );
    case 'RegisterOrg':
      if (state.orgs.has(cmd.orgId) || state.agents.has(cmd.agentId))
        throw new DomainError('invalid_state', { state: 'exists', action: 'register_org' });
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
      if (state.agents.has(cmd.agentId))
        throw new DomainError('invalid_state', { state: 'exists', action: 'create_agent' });
      const events: DomainEvent[] = [
        { type: 'AgentCreated', agentId: cmd.agentId, orgId: cmd.orgId, name: cmd.name },
      ];
      if (cmd.keyHash) events.push(keyAdded(cmd.agentId, cmd.keyHash));
      return commit(events, { agent_id: cmd.agentId });
    }
    case 'SetAgentKey': {
      // The admin rotation: one new key (or none), every other revoked at once.
      const agent = agentOf(state, cmd.orgId, cmd.agentId);
      const events: DomainEvent[] = agent.keys.map((k) => ({
        type: 'AgentKeyRevoked',
        agentId: cmd.agentId,
        keyId: k.id,
      }));
      if (cmd.keyHash) events.push(keyAdded(cmd.agentId, cmd.keyHash));
      return commit(events, { agent_id: cmd.agentId });
    }
    case 'AddAgentKey': {
      const agent = agentOf(state, cmd.orgId, cmd.agentId);
      if (agent.keys.length >= AGENT_KEYS_MAX)
        throw new DomainError('invalid_state', { state: 'key_limit', action: 'add_key' });
      return commit(
        [
          {
            type: 'AgentKeyAdded',
            agentId: cmd.agentId,
            keyId: cmd.keyId,
            label: cmd.label,
            keyHash: cmd.keyHash,
          },
        ],
        { agent_id: cmd.agentId, key_id: cmd.keyId },
      );
    }
    case 'RollAgentKey': {
      const agent = agentOf(state, cmd.orgId, cmd.agentId);
      const old = agent.keys.find((k) => k.id === cmd.oldKeyId);
      if (!old) throw new DomainError('not_found', { resource: 'key' });
      const events: DomainEvent[] = [
        {
          type: 'AgentKeyAdded',
          agentId: cmd.agentId,
          keyId: cmd.keyId,
          label: cmd.label,
          keyHash: cmd.keyHash,
        },
      ];
      // A grace period never lengthens a key's life: an earlier expiry stands.
      const until =
        cmd.graceUntilMs === null ? null : Math.min(cmd.graceUntilMs, old.expiresAtMs ?? Infinity);
      if (until !== null && until > ctx.atMs) {
        if (until !== old.expiresAtMs)
          events.push({
            type: 'AgentKeyExpirySet',
            agentId: cmd.agentId,
            keyId: old.id,
            expiresAtMs: until,
          });
      } else {
        events.push({ type: 'AgentKeyRevoked', agentId: cmd.agentId, keyId: old.id });
      }
      return commit(events, { agent_id: cmd.agentId, key_id: cmd.keyId });
    }
    case 'RevokeAgentKey': {
      const agent = agentOf(state, cmd.orgId, cmd.agentId);
      if (!agent.keys.some((k) => k.id === cmd.keyId))
        throw new DomainError('not_found', { resource: 'key' });
      return commit([{ type: 'AgentKeyRevoked', agentId: cmd.agentId, keyId: cmd.keyId }], {
        agent_id: cmd.agentId,
        key_id: cmd.keyId,
      });
    }
    case 'SetDelegation':
      agentOf(state, cmd.orgId, cmd.agentId);
      return commit([{ type: 'DelegationSet', agentId: cmd.agentId, delegation: cmd.delegation }], {
        agent_id: cmd.agentId,
      });
    case 'SetSpendPolicy':
      agentOf(state, cmd.orgId, cmd.agentId);
      return commit(
        [
          {
            type: 'SpendPolicySet',
            agentId: cmd.agentId,
            dailyCapMinor: cmd.dailyCapMinor?.toString() ?? null,
            perTaskCapMinor: cmd.perTaskCapMinor?.toString() ?? null,
          },
        ],
        { agent_id: cmd.agentId },
      );
    case 'SetFrozen':
      agentOf(state, cmd.orgId, cmd.agentId);
      return commit([{ type: 'AgentFrozenSet', agentId: cmd.agentId, frozen: cmd.frozen }], {
        agent_id: cmd.agentId,
        frozen: cmd.frozen,
      });
    case 'SetOrgFlags':
      orgOf(state, cmd.orgId);
      return commit([{ type: 'OrgFlagsSet', orgId: cmd.orgId, flags: cmd.flags }], {
        org_id: cmd.orgId,
      });
    case 'RegisterOperator':
      if (state.operators.has(cmd.operator.id))
        throw new DomainError('invalid_state', { state: 'exists', action: 'register_operator' });
      return commit([{ type: 'OperatorRegistered', operator: cmd.operator }], {
        operator_id: cmd.operator.id,
      });
    case 'SetOperatorFrozen': {
      const operator = state.operators.get(cmd.operatorId);
      if (!operator) throw new DomainError('not_found', { resource: 'operator' });
      const result = { operator_id: operator.id, frozen: cmd.frozen };
      // Already so: nothing to record.
      if ((operator.frozen === true) === cmd.frozen) return { kind: 'reply', result };
      const e: DomainEvent = {
        type: 'OperatorFrozenSet',
        operatorId: operator.id,
        frozen: cmd.frozen,
      };
      return commit([e], result);
    }
    case 'SetOperatorPhoto':
      if (!state.operators.has(cmd.operatorId))
        throw new DomainError('not_found', { resource: 'operator' });
      return commit(
        [
          {
            type: 'OperatorPhotoSet',
            operatorId: cmd.operatorId,
            photoId: cmd.photoId,
            mediaSha256: cmd.mediaSha256,
          },
        ],
        { operator_id: cmd.operatorId, photo_id: cmd.photoId },
      );
    case 'SetZoneStatus':
      return commit([{ type: 'ZoneStatusSet', zoneRef: cmd.zoneRef, status: cmd.status }], {
        zone_ref: cmd.zoneRef,
        status: cmd.status,
      });
    case 'Deposit': {
      const org = orgOf(state, cmd.orgId);
      if (cmd.amountMinor <= 0n)
        throw new DomainError('validation_failed', {
          errors: [{ path: 'amount_minor', message: 'must be positive' }],
        });
      if (cmd.currency !== org.currency)
        throw new DomainError('validation_failed', {
          errors: [{ path: 'currency', message: `wallet currency is ${org.currency}` }],
        });
      if (state.deposits.has(cmd.depositId))
        return { kind: 'reply', result: { deposit_id: cmd.depositId, credited: false } };
      return commit(
        [
          {
            type: 'DepositReceived',
            orgId: org.id,
            depositId: cmd.depositId,
            amountMinor: cmd.amountMinor.toString(),
            currency: cmd.currency,
          },
          posted(ctx, 'deposit', depositPosting(org.id, cmd.amountMinor, cmd.currency, org.mode)),
        ],
        { deposit_id: cmd.depositId, credited: true },
      );
    }
    case 'CreateTask':
      return withIdempotency(state, cmd.agentId, cmd.idem, ctx, () => createTask(state, cmd, ctx));
    case 'CreateWorkflow':
      return withIdempotency(state, cmd.agentId, cmd.idem, ctx, () =>
        createWorkflow(state, cmd, ctx),
      );
    case 'StartWorkflow':
      return startWorkflow(state, cmd, ctx);
    case 'CreateCampaign':
      return withIdempotency(state, cmd.agentId, cmd.idem, ctx, () =>
        createCampaign(state, cmd, ctx),
      );
    case 'StartCampaignRows':
      return startCampaignRows(state, cmd, ctx);
    case 'MoveCampaign':
      return withIdempotency(state, cmd.agentId, cmd.idem, ctx, () =>
        decideCampaign(state, cmd, ctx, { moveTask }),
      );
    case 'FinishCampaign':
      return decideCampaign(state, cmd, ctx, { moveTask });
    case 'CancelTask':
    case 'ApproveTask':
    case 'RejectTask':
      return withIdempotency(state, cmd.agentId, cmd.idem, ctx, () => agentMove(state, cmd, ctx));
    case 'StepTask': {
      const task = taskOf(state, cmd.orgId, cmd.taskId, ctx);
      // An Operator acts only on what was offered to it; to anyone else the task does not exist.
      if (cmd.byOperator !== undefined && task.operatorId !== cmd.byOperator)
        throw new DomainError('not_found', { resource: 'task' });
      // A task held for safety review leaves screening only by staff's decision (DecideHold).
      if (cmd.step === 'SCREEN_PASSED' && task.hold?.decision === null) {
        throw new DomainError('invalid_state', { state: 'held', action: 'screen_passed' });
      }
      const events = moveTask(
        state,
        task,
        stepEvent(cmd),
        ctx,
        cmd.step === 'MATCH' ? cmd.operatorId : undefined,
      );
      if (cmd.step === 'START' && cmd.checkIn) {
        const { lat, lng } = cmd.checkIn;
        if (!(Math.abs(lat) <= 90 && Math.abs(lng) <= 180))
          throw new DomainError('validation_failed', {
            errors: [{ path: 'location', message: 'not a coordinate' }],
          });
        events.push({ type: 'CheckedIn', taskId: task.id, lat, lng });
      }
      if (cmd.step === 'ACCEPT' && cmd.pass) {
        events.push({
          type: 'PassIssued',
          taskId: task.id,
          passId: cmd.pass.id,
          token: cmd.pass.token,
          issuedAtMs: ctx.atMs,
          expiresAtMs: cmd.pass.expiresAtMs,
        });
      }
      return commit(events, viewAfter(state, task, events, ctx.atMs));
    }
    case 'SubmitProof': {
      const task = taskOf(state, cmd.orgId, cmd.taskId, ctx);
      if (task.operatorId !== cmd.operatorId)
        throw new DomainError('not_found', { resource: 'task' });
      const submitted = moveTask(state, task, { type: 'SUBMIT_PROOF' }, ctx);
      const verifying = moveTask(
        state,
        { ...task, state: 'proof_submitted' },
        { type: 'BEGIN_VERIFY' },
        ctx,
      );
      // Typed answers are checked here, in the decider, so the record holds only valid ones.
      const answers = checkAnswers(task.answerSchema, cmd.proof.answers, cmd.proof.mediaSha256);
      const proof = { ...cmd.proof, answers, submittedAtMs: ctx.atMs };
      const recorded: DomainEvent = { type: 'ProofSubmitted', taskId: task.id, proof };
      const events: DomainEvent[] = [...submitted, recorded, ...verifying];
      return commit(events, viewAfter(state, task, events, ctx.atMs));
    }
    case 'RecordVerification': {
      const task = openTaskOf(state, cmd.orgId, cmd.taskId, ctx, 'record_verification');
      if (!task.proof || task.proof.verification)
        throw new DomainError('invalid_state', {
          state: task.state,
          action: 'record_verification',
        });
      const events: DomainEvent[] = [
        { type: 'ProofVerified', taskId: task.id, verification: cmd.verification },
      ];
      // AI informs; only this deterministic machine move (verifying → approved) moves money.
      if (cmd.verification.outcome === 'pass' && task.state === 'verifying')
        events.push(...moveTask(state, task, { type: 'APPROVE' }, ctx));
      return commit(events, viewAfter(state, task, events, ctx.atMs));
    }
    case 'CreateLoop':
    case 'MoveLoop':
    case 'DecideLoopRun':
      return withIdempotency(state, cmd.agentId, cmd.idem, ctx, () =>
        decideLoop(state, cmd, ctx, { createTask }),
      );
    case 'ProposeLoopRun':
      return decideLoop(state, cmd, ctx, { createTask });
    case 'CreateWebhookEndpoint': {
      authorize(agentOf(state, cmd.orgId, cmd.agentId), 'can_post_tasks');
      const org = orgOf(state, cmd.orgId);
      // apply refuses a second endpoint under one id; refused here it is a refusal, not a fail-stop.
      if (org.webhooks.has(cmd.endpoint.id))
        throw new DomainError('invalid_state', {
          state: 'exists',
          action: 'create_webhook_endpoint',
        });
      if (org.webhooks.size >= 16)
        throw new DomainError('validation_failed', {
          errors: [{ path: '', message: 'at most 16 webhook endpoints per org' }],
        });
      return commit(
        [
          {
            type: 'WebhookEndpointCreated',
            orgId: org.id,
            endpoint: { ...cmd.endpoint, createdAtMs: ctx.atMs },
          },
        ],
        { id: cmd.endpoint.id },
      );
    }
    case 'DeleteWebhookEndpoint': {
      authorize(agentOf(state, cmd.orgId, cmd.agentId), 'can_post_tasks');
      if (!orgOf(state, cmd.orgId).webhooks.has(cmd.endpointId))
        throw new DomainError('not_found', { resource: 'webhook_endpoint' });
      return commit(
        [{ type: 'WebhookEndpointDeleted', orgId: cmd.orgId, endpointId: cmd.endpointId }],
        { id: cmd.endpointId, deleted: true },
      );
    }
    case 'DisableWebhookEndpoint': {
      const endpoint = orgOf(state, cmd.orgId).webhooks.get(cmd.endpointId);
      if (!endpoint || endpoint.disabled)
        return { kind: 'reply', result: { id: cmd.endpointId, disabled: true } };
      return commit(
        [{ type: 'WebhookEndpointDisabled', orgId: cmd.orgId, endpointId: cmd.endpointId }],
        { id: cmd.endpointId, disabled: true },
      );
    }
    case 'ScanPass': {
      const task = openTaskOf(state, cmd.orgId, cmd.taskId, ctx, 'scan_pass');
      if (!task.pass) throw new DomainError('not_found', { resource: 'pass' });
      return commit([{ type: 'PassScanned', taskId: task.id }], {
        scan_count: task.pass.scanCount + 1,
      });
    }
    case 'ScreenTasks': {
      // Tasks cancelled (or already live) meanwhile are skipped, not refused: the batch is an effect.
      // An id named twice (created and then swept up by a resume in one window) moves once.
      // A paused campaign's tasks stay in screening (no new task of it goes live) until it resumes.
      // A task held for safety review waits for staff (decide-safety.ts), whatever else holds.
      const paused = (t: Task) =>
        t.campaignId !== undefined && state.campaigns.get(t.campaignId)?.status === 'paused';
      const held = (t: Task) => (t.hold !== undefined && t.hold.decision === null) || paused(t);
      const due = [...new Set(cmd.taskIds)]
        .map((id) => state.tasks.get(id))
        .filter((t): t is Task => t !== undefined && t.state === 'screening' && !held(t));
      if (due.length === 0) return { kind: 'reply', result: { screened: [] } };
      return commit(
        due.flatMap((t) => moveTask(state, t, { type: 'SCREEN_PASSED' }, ctx)),
        { screened: due.map((t) => t.id) },
      );
    }
    case 'ResolveDispute':
      return platformMove(
        state,
        cmd.orgId,
        cmd.taskId,
        { type: cmd.favour === 'agent' ? 'RESOLVE_REFUND' : 'RESOLVE_RELEASE' },
        ctx,
      );
    case 'ReviewTask': {
      const decision = platformMove(
        state,
        cmd.orgId,
        cmd.taskId,
        { type: cmd.decision === 'approve' ? 'APPROVE' : 'REJECT' },
        ctx,
      );
      // Staff's rejection is recorded as such: the Operator sees who rejected and may appeal.
      if (cmd.decision === 'reject' && decision.kind === 'commit')
        decision.events.push({ type: 'ProofRejected', taskId: cmd.taskId, by: 'staff' });
      return decision;
    }
    case 'SettleTask': {
      const task = taskOf(state, cmd.orgId, cmd.taskId, ctx);
      const events = moveTask(state, task, { type: 'SETTLE' }, ctx);
      if (cmd.payoutRef)
        events.push({ type: 'PayoutRecorded', taskId: task.id, reference: cmd.payoutRef });
      return commit(events, viewAfter(state, task, events, ctx.atMs));
    }
    case 'ExpireTask':
      return platformMove(state, cmd.orgId, cmd.taskId, { type: 'EXPIRE', atMs: ctx.atMs }, ctx);
    case 'DecideHold':
      return decideHold(state, cmd, ctx);
    case 'WithdrawUnsafe':
      return withdrawUnsafe(state, cmd, ctx);
    case 'NoteSafetyRefusal':
      return noteSafetyRefusal(state, cmd);
    case 'SetOrgFrozen':
      return setOrgFrozen(state, cmd);
    case 'NotePayoutFailure': {
      // Only while the task waits to be paid; anything later makes the note moot (no record).
      const task = state.tasks.get(cmd.taskId);
      if (task?.orgId !== cmd.orgId || !PAYABLE.has(task.state))
        return { kind: 'reply', result: { task_id: cmd.taskId, noted: false } };
      const failed: DomainEvent = { type: 'PayoutFailed', taskId: task.id, reason: cmd.failure };
      return commit([failed], { task_id: task.id, noted: true });
    }
    case 'OpenAppeal':
      return openAppeal(state, cmd, ctx);
    case 'DecideAppeal':
      return decideAppeal(state, cmd, ctx);
    default: {
      const unknown: never = cmd;
      throw new Error(`decide: unknown command ${JSON.stringify(unknown)}`);
    }
  }
}
