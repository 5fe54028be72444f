// The task moves the Operator side and the platform ask for: a step of the Operator's work (with
// the Pass issued on acceptance), the proof and its verification, a Pass scan, the screening
// batch, settlement, and staff's review and dispute resolution. Each answers with the task as GET
// shows it after the move (answerWithTask), except the scan and the screening batch.
import { DomainError } from '../errors/problem.ts';
import { checkAnswers } from '../domain/answer-schema.ts';
import type { DomainEvent } from './events.ts';
import type { Task } from './state.ts';
import { commit, reply, type Decider } from './decide-context.ts';
import {
  answerWithTask,
  moveTask,
  openTaskOf,
  platformMove,
  stepEvent,
  taskOf,
} from './decide-tasks.ts';
import { holdsOtherSlot } from './slots.ts';

export const stepTask: Decider<'StepTask'> = (state, cmd, ctx) => {
  const task = taskOf(state, cmd.orgId, cmd.taskId, ctx);
  // An Operator acts only on what was offered to it; to anyone else the task does not exist.
  if (cmd.byOperator !== undefined && task.operatorId !== cmd.byOperator)
    throw new DomainError('not_found', { resource: 'task' });
  // A task held for safety review leaves screening only by staff's decision (DecideHold).
  if (cmd.step === 'SCREEN_PASSED' && task.hold?.decision === null) {
    throw new DomainError('invalid_state', { state: 'held', action: 'screen_passed' });
  }
  const operatorId = cmd.step === 'MATCH' ? cmd.operatorId : undefined;
  // One Operator, one slot: answers stay independent (core/slots.ts).
  if (operatorId !== undefined && holdsOtherSlot(state, task, operatorId))
    throw new DomainError('invalid_state', { state: task.state, action: 'match' });
  const events = moveTask(state, task, stepEvent(cmd), ctx, operatorId);
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
  return answerWithTask(events, task.id);
};

/** The Operator's proof: proof_submitted and, in the same record, verifying. */
export const submitProof: Decider<'SubmitProof'> = (state, cmd, ctx) => {
  const task = taskOf(state, cmd.orgId, cmd.taskId, ctx);
  if (task.operatorId !== cmd.operatorId) throw new DomainError('not_found', { resource: 'task' });
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
  // A consensus task's slot: its answers may decide the group's, or call for another Operator
  // (decide.ts looks, decide-consensus.ts).
  return answerWithTask([...submitted, recorded, ...verifying], task.id);
};

export const recordVerification: Decider<'RecordVerification'> = (state, cmd, ctx) => {
  const task = openTaskOf(state, cmd.orgId, cmd.taskId, ctx, 'record_verification');
  if (!task.proof || task.proof.verification)
    throw new DomainError('invalid_state', { state: task.state, action: 'record_verification' });
  const events: DomainEvent[] = [
    { type: 'ProofVerified', taskId: task.id, verification: cmd.verification },
  ];
  // AI informs; only this deterministic machine move (verifying → approved) moves money.
  if (cmd.verification.outcome === 'pass' && task.state === 'verifying')
    events.push(...moveTask(state, task, { type: 'APPROVE' }, ctx));
  return answerWithTask(events, task.id);
};

export const scanPass: Decider<'ScanPass'> = (state, cmd, ctx) => {
  const task = openTaskOf(state, cmd.orgId, cmd.taskId, ctx, 'scan_pass');
  if (!task.pass) throw new DomainError('not_found', { resource: 'pass' });
  return commit([{ type: 'PassScanned', taskId: task.id }], {
    scan_count: task.pass.scanCount + 1,
  });
};

export const screenTasks: Decider<'ScreenTasks'> = (state, cmd, ctx) => {
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
  if (due.length === 0) return reply({ screened: [] });
  return commit(
    due.flatMap((t) => moveTask(state, t, { type: 'SCREEN_PASSED' }, ctx)),
    { screened: due.map((t) => t.id) },
  );
};

export const settleTask: Decider<'SettleTask'> = (state, cmd, ctx) => {
  const task = taskOf(state, cmd.orgId, cmd.taskId, ctx);
  const events = moveTask(state, task, { type: 'SETTLE' }, ctx);
  if (cmd.payoutRef)
    events.push({ type: 'PayoutRecorded', taskId: task.id, reference: cmd.payoutRef });
  return answerWithTask(events, task.id);
};

export const resolveDispute: Decider<'ResolveDispute'> = (state, cmd, ctx) =>
  platformMove(
    state,
    cmd.orgId,
    cmd.taskId,
    { type: cmd.favour === 'agent' ? 'RESOLVE_REFUND' : 'RESOLVE_RELEASE' },
    ctx,
  );

/** A human reviewer's decision on proof in review: approve releases, reject opens a dispute. */
export const reviewTask: Decider<'ReviewTask'> = (state, cmd, ctx) => {
  const task = taskOf(state, cmd.orgId, cmd.taskId, ctx);
  const events = moveTask(
    state,
    task,
    { type: cmd.decision === 'approve' ? 'APPROVE' : 'REJECT' },
    ctx,
  );
  // Staff's rejection is recorded as such: the Operator sees who rejected and may appeal.
  if (cmd.decision === 'reject')
    events.push({ type: 'ProofRejected', taskId: task.id, by: 'staff' });
  return answerWithTask(events, task.id);
};

export const expireTask: Decider<'ExpireTask'> = (state, cmd, ctx) => {
  const task = taskOf(state, cmd.orgId, cmd.taskId, ctx);
  // A consensus task's slot that ends unanswered may leave the answers already in to decide
  // (decide.ts looks, decide-consensus.ts).
  return answerWithTask(moveTask(state, task, { type: 'EXPIRE', atMs: ctx.atMs }, ctx), task.id);
};

/** States in which a task's reward waits for the settlement run's payout. */
const PAYABLE: ReadonlySet<string> = new Set(['approved', 'resolved_released']);

/** The settlement run could not pay: noted only while the task waits to be paid (else moot). */
export const notePayoutFailure: Decider<'NotePayoutFailure'> = (state, cmd) => {
  const task = state.tasks.get(cmd.taskId);
  if (task?.orgId !== cmd.orgId || !PAYABLE.has(task.state))
    return reply({ task_id: cmd.taskId, noted: false });
  return commit([{ type: 'PayoutFailed', taskId: task.id, reason: cmd.failure }], {
    task_id: task.id,
    noted: true,
  });
};
