// decide(state, command, context) → the events to write and the answer to give, or a thrown
// DomainError. Pure: time, fresh ids and config arrive in the context; the machines say which
// moves exist; ledger rules say what they post. Nothing here writes or reads the clock.
// This file only dispatches: one decider a command type in DECIDERS, each checked against the
// answer results.ts gives its type, and the Idempotency-Key around the agents' writes. The
// deciders live in decide-access.ts (orgs, agents, keys, deposits, webhook endpoints),
// decide-tasks.ts and decide-task-steps.ts, decide-loops.ts, decide-workflows.ts,
// decide-campaigns.ts and decide-safety.ts; what they share is in decide-context.ts.
import { DomainError } from '../errors/problem.ts';
import { IDEMPOTENCY_WINDOW_MS, mayBeArchived } from './idem-filter.ts';
import type { Command, CommandType, IdempotencyInput } from './commands.ts';
import type { ShardState } from './state.ts';
import type { DecideContext, Decider, Decision } from './decide-context.ts';
import type { CommandResults, ResultOf } from './results.ts';
import * as access from './decide-access.ts';
import { agentMove, cancelOpenSlots, createTask, moveTask } from './decide-tasks.ts';
import * as steps from './decide-task-steps.ts';
import * as loops from './decide-loops.ts';
import { createWorkflow, startWorkflow } from './decide-workflows.ts';
import * as campaigns from './decide-campaigns.ts';
import * as safety from './decide-safety.ts';
import { decideAppeal, openAppeal } from './decide-appeals.ts';
import { createGoldTask, returnGoldWallet, reviewOperatorQuality } from './decide-gold.ts';
import { withConsensus } from './decide-consensus.ts';

function withIdempotency<R>(
  state: ShardState,
  agentId: string,
  idem: IdempotencyInput | undefined,
  ctx: DecideContext,
  run: () => Decision<R>,
): Decision<R> {
  if (!idem) return run();
  const scope = `${agentId}:${idem.key}`;
  // The archive is asked only when this scope may have left memory within the window.
  const since = ctx.atMs - IDEMPOTENCY_WINDOW_MS;
  const archived =
    state.idemEvictedMaxAtMs > since && mayBeArchived(state.idemArchived, scope, since);
  const prior = state.idempotency.get(scope) ?? (archived ? ctx.archived?.idem(scope) : undefined);
  if (prior && ctx.atMs - prior.atMs < IDEMPOTENCY_WINDOW_MS) {
    if (prior.fingerprint !== idem.fingerprint) throw new DomainError('idempotency_conflict');
    // Stored by this command's decider: the fingerprint names the operation and its input.
    return { kind: 'reply', result: prior.result as R };
  }
  const decision = run();
  if (decision.kind !== 'commit') return decision;
  // Written out, not spread: a spread takes the generic copy path, ~1 % of a create in profiles.
  const scoped = { scope, fingerprint: idem.fingerprint };
  return decision.read === undefined
    ? { kind: 'commit', events: decision.events, result: decision.result, idem: scoped }
    : { kind: 'commit', events: decision.events, read: decision.read, idem: scoped };
}

/** The commands an agent sends under an Idempotency-Key. */
type KeyedCommand<C = Command> = C extends { agentId: string; idem?: IdempotencyInput }
  ? 'idem' extends keyof C
    ? C
    : never
  : never;
type KeyedType = KeyedCommand['type'];

/** An agent's write under its Idempotency-Key: a retry within the window gets the stored answer. */
function keyed<K extends KeyedType>(decider: Decider<K>): Decider<K> {
  return (state, cmd, ctx) => {
    const { agentId, idem }: KeyedCommand = cmd;
    return withIdempotency(state, agentId, idem, ctx, () => decider(state, cmd, ctx));
  };
}

const campaignDeps = { moveTask, cancelOpenSlots };
const loopDeps = { createTask };

const DECIDERS: { readonly [K in CommandType]: Decider<K> } = {
  CreateOrg: access.createOrg,
  RegisterOrg: access.registerOrg,
  CreateAgent: access.createAgent,
  SetAgentKey: access.setAgentKey,
  AddAgentKey: access.addAgentKey,
  RollAgentKey: access.rollAgentKey,
  RevokeAgentKey: access.revokeAgentKey,
  SetDelegation: access.setDelegation,
  SetSpendPolicy: access.setSpendPolicy,
  SetFrozen: access.setFrozen,
  SetOrgFlags: access.setOrgFlags,
  SetZoneStatus: access.setZoneStatus,
  RegisterOperator: access.registerOperator,
  SetOperatorPhoto: access.setOperatorPhoto,
  Deposit: access.deposit,
  CreateTask: keyed(createTask),
  CreateWorkflow: keyed(createWorkflow),
  StartWorkflow: startWorkflow,
  CreateCampaign: keyed(campaigns.createCampaign),
  StartCampaignRows: campaigns.startCampaignRows,
  MoveCampaign: keyed((s, c, ctx) => campaigns.moveCampaignByAgent(s, c, ctx, campaignDeps)),
  FinishCampaign: (s, c, ctx) => campaigns.finishCampaign(s, c, ctx, campaignDeps),
  CancelTask: keyed<'CancelTask'>(agentMove),
  ApproveTask: keyed<'ApproveTask'>(agentMove),
  RejectTask: keyed<'RejectTask'>(agentMove),
  StepTask: steps.stepTask,
  ScanPass: steps.scanPass,
  SubmitProof: steps.submitProof,
  RecordVerification: steps.recordVerification,
  CreateLoop: keyed(loops.createLoop),
  MoveLoop: keyed(loops.moveLoop),
  ProposeLoopRun: loops.proposeLoopRun,
  DecideLoopRun: keyed((s, c, ctx) => loops.decideLoopRun(s, c, ctx, loopDeps)),
  CreateWebhookEndpoint: access.createWebhookEndpoint,
  DeleteWebhookEndpoint: access.deleteWebhookEndpoint,
  DisableWebhookEndpoint: access.disableWebhookEndpoint,
  UpdateWebhookEndpoint: access.updateWebhookEndpoint,
  EnableWebhookEndpoint: access.enableWebhookEndpoint,
  ScreenTasks: steps.screenTasks,
  ResolveDispute: steps.resolveDispute,
  ReviewTask: steps.reviewTask,
  SettleTask: steps.settleTask,
  ExpireTask: steps.expireTask,
  DecideHold: safety.decideHold,
  WithdrawUnsafe: safety.withdrawUnsafe,
  NoteSafetyRefusal: safety.noteSafetyRefusal,
  SetOrgFrozen: safety.setOrgFrozen,
  SetOperatorFrozen: access.setOperatorFrozen,
  NotePayoutFailure: steps.notePayoutFailure,
  OpenAppeal: openAppeal,
  DecideAppeal: decideAppeal,
  CreateGoldTask: createGoldTask,
  ReviewOperatorQuality: reviewOperatorQuality,
  ReturnGoldWallet: returnGoldWallet,
};

export function decide<C extends Command>(
  state: ShardState,
  cmd: C,
  ctx: DecideContext,
): Decision<ResultOf<C>> {
  const decider = DECIDERS[cmd.type as C['type']] as unknown as (
    state: ShardState,
    cmd: C,
    ctx: DecideContext,
  ) => Decision<CommandResults[C['type']]>;
  // The table's entry for `cmd.type` takes this command and gives its answer; TypeScript cannot
  // relate an entry looked up by a generic key to `C` itself, hence the one cast above.
  if (decider === undefined) throw new Error(`decide: unknown command ${String(cmd.type)}`);
  const decision = decider(state, cmd, ctx);
  // Whatever answered or ended a consensus task's slot, its consensus looks again.
  return decision.kind === 'commit' ? withConsensus(state, decision, ctx) : decision;
}
