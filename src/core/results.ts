// What each command answers: one entry per command type, so `engine.execute(cmd)` returns the
// answer of the command it was given and the doors need no casts. Each decider is checked
// against its entry (decide.ts), so an entry cannot drift from what is decided
// (docs/design.md, "Typed commands and results").
import type { ZoneStatus } from '../domain/zones.ts';
import type { CampaignStatus } from '../../machines/campaign.machine.ts';
import type { LoopStatus } from '../../machines/loop.machine.ts';
import type { WorkflowState } from '../../machines/workflow.machine.ts';
import type { Command, CommandType } from './commands.ts';
import type { CreateTaskResult, TaskView } from './views.ts';

/** A Loop's budget as shown: what it may spend, what it spent, what is left (digit strings). */
interface EnvelopeView {
  cap_minor: string;
  spent_minor: string;
  remaining_minor: string;
}

interface LoopAnswer<S extends LoopStatus = LoopStatus> {
  id: string;
  status: S;
  envelope: EnvelopeView;
}

type LoopRunProposal = { proposed: false; status?: 'expired' } | { proposed: true; run_id: string };

export interface LoopRunDecision {
  loop_id: string;
  run: {
    id: string;
    status: 'declined' | 'charged' | 'skipped';
    task_id?: string;
    workflow_id?: string;
  };
  loop_status: LoopStatus;
}

export interface CreateWorkflowResult {
  workflowId: string;
  state: 'ordered';
  totalChargedMinor: string;
}

interface CreateCampaignResult {
  campaignId: string;
  escrowLockId: string;
  status: 'active';
  rows: number;
  budgetMinor: string;
  currency: string;
}

/** What staff's decision on a hold and an Operator's withdrawal answer. */
export interface HoldAnswer {
  task_id: string;
  org_id: string;
  state: string;
  decision: string | null;
}

type AgentId = { agent_id: string };
type AgentKeyId = { agent_id: string; key_id: string };

export interface CommandResults {
  CreateOrg: { org_id: string };
  RegisterOrg: { org_id: string; agent_id: string };
  CreateAgent: AgentId;
  SetAgentKey: AgentId;
  AddAgentKey: AgentKeyId;
  RollAgentKey: AgentKeyId;
  RevokeAgentKey: AgentKeyId;
  SetDelegation: AgentId;
  SetSpendPolicy: AgentId;
  SetFrozen: { agent_id: string; frozen: boolean };
  SetOrgFlags: { org_id: string };
  SetZoneStatus: { zone_ref: string; status: ZoneStatus };
  RegisterOperator: { operator_id: string };
  SetOperatorPhoto: { operator_id: string; photo_id: string };
  Deposit: { deposit_id: string; credited: boolean };
  CreateTask: CreateTaskResult;
  CreateWorkflow: CreateWorkflowResult;
  CreateCampaign: CreateCampaignResult;
  StartCampaignRows: { campaignId: string; started: number };
  MoveCampaign: { campaignId: string; status: CampaignStatus };
  FinishCampaign: { campaignId: string; status: CampaignStatus };
  StartWorkflow: { workflowId: string; state: WorkflowState };
  CancelTask: TaskView;
  ApproveTask: TaskView;
  RejectTask: TaskView;
  StepTask: TaskView;
  ScanPass: { scan_count: number };
  SubmitProof: TaskView;
  RecordVerification: TaskView;
  CreateLoop: LoopAnswer<'draft'>;
  MoveLoop: LoopAnswer;
  ProposeLoopRun: LoopRunProposal;
  DecideLoopRun: LoopRunDecision;
  CreateWebhookEndpoint: { id: string };
  DeleteWebhookEndpoint: { id: string; deleted: true };
  DisableWebhookEndpoint: { id: string; disabled: true };
  UpdateWebhookEndpoint: { id: string; updated: boolean };
  EnableWebhookEndpoint: { id: string; disabled: false };
  SetOperatorFrozen: { operator_id: string; frozen: boolean };
  CreateGoldTask: CreateTaskResult;
  ReviewOperatorQuality: { operator_id: string; decision: 'reinstate' | 'pause' };
  ReturnGoldWallet: { returned: { currency: string; amountMinor: string }[] };
  NotePayoutFailure: { task_id: string; noted: boolean };
  OpenAppeal: AppealAnswer;
  DecideAppeal: AppealAnswer;
  ScreenTasks: { screened: string[] };
  ResolveDispute: TaskView;
  ReviewTask: TaskView;
  SettleTask: TaskView;
  ExpireTask: TaskView;
  DecideHold: HoldAnswer;
  WithdrawUnsafe: HoldAnswer;
  NoteSafetyRefusal: { org_id: string };
  SetOrgFrozen: { org_id: string; frozen: boolean };
}

/** The command of one type. */
export type CommandOf<K extends CommandType> = Extract<Command, { type: K }>;

/** What `command` answers once decided (and, if it writes, durable). */
export type ResultOf<C extends Command> = CommandResults[C['type']];

/** An appeal's answer: the task's state after it and the appeal's standing. */
interface AppealAnswer {
  task_id: string;
  state: string;
  appeal: string;
}
