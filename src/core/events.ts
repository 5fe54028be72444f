// What a WAL record holds: the events a command decided, applied by one function for live
// commands and replay alike. JSON-safe: amounts are digit strings, times are epoch ms.
import type { TaskEvent, TaskState } from '../../machines/task.machine.ts';
import type { EscrowEvent, EscrowState } from '../../machines/escrow.machine.ts';
import type { ZoneStatus } from '../domain/zones.ts';
import type { QualityLevel } from './quality-types.ts';
import type {
  LoopTemplate,
  ProofVerification,
  TaskHoldFields,
  TaskProof,
  WebhookEndpoint,
} from './record-shapes.ts';
import type { LoopEvent, LoopStatus } from '../../machines/loop.machine.ts';
import type { WorkflowEvent, WorkflowState } from '../../machines/workflow.machine.ts';
import type { CampaignEvent, CampaignStatus } from '../../machines/campaign.machine.ts';
import type { SafetyCategory } from '../domain/safety-verdict.ts';
import type { AnswerSchema, AnswerValue } from '../domain/answer-schema.ts';
import type { Assurance } from '../domain/consensus.ts';

interface LoopFields {
  id: string;
  orgId: string;
  agentId: string;
  name: string;
  template: LoopTemplate;
  schedule: Record<string, unknown>;
  timezone: string;
  budgetTotalMinor: string;
  perRunCapMinor: string | null;
  endsAtMs: number | null;
  createdAtMs: number;
}

export type DelegationFlag =
  | 'can_post_tasks'
  | 'can_order_workflows'
  | 'can_approve_release'
  | 'can_open_disputes'
  | 'can_manage_loops';

export const DELEGATION_FLAGS: readonly DelegationFlag[] = [
  'can_post_tasks',
  'can_order_workflows',
  'can_approve_release',
  'can_open_disputes',
  'can_manage_loops',
];

export type OrgMode = 'live' | 'test';

export interface Transfer {
  debit: string;
  credit: string;
  amountMinor: string;
  currency: string;
}

export interface TaskFields {
  id: string;
  orgId: string;
  agentId: string;
  type: string;
  title: string;
  instructions: string;
  rewardMinor: string;
  feeMinor: string;
  totalMinor: string;
  currency: string;
  deadlineMs: number;
  proofRequirements: string[];
  zoneRef: string;
  lockId: string;
  createdAtMs: number;
  /** A language the Operator must speak, when the agent asked for one. */
  language?: string;
  /** The typed questions, when the agent asked any (the record then goes as JSON). */
  answerSchema?: AnswerSchema;
  /** The lowest Operator quality level that may take it, when the agent asked for one. */
  minQuality?: QualityLevel;
  /** A step of a workflow: its money is a part of the workflow's lock (`lockId`). */
  workflowId?: string;
  workflowStep?: number;
  /**
   * A row of a campaign: its money was drawn from the campaign's lock into this task's own lock.
   */
  campaignId?: string;
  campaignRow?: number;
  /**
   * A slot of a multi-worker task (docs/design.md, "Slots"): the group's first task's id (on that
   * task too) and the slot's number from 0. Its money is a part of the group's lock (`lockId`).
   * Present only when the agent asked for more than one slot.
   */
  slotGroup?: string;
  slot?: number;
  /** On the first slot of a task bought with consensus (domain/consensus.ts) only. */
  assurance?: Assurance;
}

/** A consensus task's answer, decided once (core/decide-consensus.ts): quality folds `agreed`. */
export interface ConsensusFields {
  outcome: 'agreed' | 'no_agreement';
  /** Per compared field, the answer most slots gave. */
  answers: Record<string, AnswerValue>;
  /** The slots whose answers agree with it on every compared field, in slot order. */
  agreed: string[];
  /** The slots whose answers were counted, in slot order. */
  answered: string[];
  confidence: number;
}

/** The task every row of a campaign becomes: a create-task body without the per-row fields. */
export interface CampaignTemplate {
  type: string;
  /** May reference row variables as {{name}}. */
  title: string;
  instructions: string;
  reward_major: string;
  proof_requirements?: string[];
  language?: string;
  /** Each row's task is due this long after it is created (rows are created in the background). */
  deadline_after_hours: number;
  /** Typed questions every row's task asks (domain/answer-schema.ts). */
  answer_schema?: AnswerSchema;
  /** Operators every row's task asks for, and the consensus bought, as create_task takes them. */
  slots?: number;
  assurance?: { agreement: number; max_operators: number; tolerance?: number };
}

/** One row as priced at creation: its zone, its variables, its part of the budget. */
export interface CampaignRowFields {
  zoneRef: string;
  vars: Record<string, string>;
  title: string;
  instructions: string;
  rewardMinor: string;
  feeMinor: string;
  /** The row's own `slots`, given instead of the template's (docs/campaigns.md). */
  slots?: number;
  /** The safety filter held this row's text: its task is created held (docs/design.md, "Holds"). */
  hold?: HeldVerdict;
}

/** A hold as the filter gave it: the category, and reasons for staff only. */
export interface HeldVerdict {
  category: SafetyCategory;
  reasons: string[];
}

export interface CampaignFields {
  id: string;
  orgId: string;
  agentId: string;
  name: string;
  template: CampaignTemplate;
  rows: CampaignRowFields[];
  lockId: string;
  currency: string;
  budgetMinor: string;
  createdAtMs: number;
}

/** One step of an ordered workflow: its task type and its part of the price. */
interface WorkflowStepFields {
  type: string;
  title: string;
  instructions: string;
  proofRequirements: string[];
  rewardMinor: string;
  feeMinor: string;
}

export interface WorkflowFields {
  id: string;
  orgId: string;
  agentId: string;
  product: string;
  zoneRef: string;
  inputs: Record<string, unknown>;
  deadlineMs: number;
  lockId: string;
  currency: string;
  totalMinor: string;
  steps: WorkflowStepFields[];
  createdAtMs: number;
}

export type DomainEvent =
  | { type: 'OrgCreated'; orgId: string; name: string; mode: OrgMode; currency: string }
  | { type: 'AgentCreated'; agentId: string; orgId: string; name: string }
  | { type: 'AgentKeySet'; agentId: string; keyHash: string | null }
  | { type: 'AgentKeyAdded'; agentId: string; keyId: string; label: string; keyHash: string }
  | { type: 'AgentKeyExpirySet'; agentId: string; keyId: string; expiresAtMs: number }
  | { type: 'AgentKeyRevoked'; agentId: string; keyId: string }
  | { type: 'DelegationSet'; agentId: string; delegation: Partial<Record<DelegationFlag, boolean>> }
  | {
      type: 'SpendPolicySet';
      agentId: string;
      dailyCapMinor: string | null;
      perTaskCapMinor: string | null;
    }
  | { type: 'AgentFrozenSet'; agentId: string; frozen: boolean }
  | { type: 'OrgFlagsSet'; orgId: string; flags: Record<string, boolean> }
  | { type: 'ZoneStatusSet'; zoneRef: string; status: ZoneStatus }
  | {
      type: 'DepositReceived';
      orgId: string;
      depositId: string;
      amountMinor: string;
      currency: string;
    }
  | { type: 'TaskCreated'; task: TaskFields; state: TaskState }
  | ({ type: 'ConsensusDecided'; taskId: string } & ConsensusFields)
  | {
      type: 'EscrowLocked';
      lockId: string;
      taskId: string;
      orgId: string;
      amountMinor: string;
      currency: string;
      state: EscrowState;
    }
  | {
      type: 'TaskMoved';
      taskId: string;
      event: TaskEvent['type'];
      from: TaskState;
      to: TaskState;
      operatorId?: string;
    }
  | {
      type: 'EscrowMoved';
      lockId: string;
      event: EscrowEvent['type'];
      from: EscrowState;
      to: EscrowState;
    }
  | { type: 'Posted'; entryId: string; memo: PostingMemo; transfers: Transfer[] }
  | { type: 'SpendCounted'; agentId: string; day: string; amountMinor: string }
  | { type: 'OperatorRegistered'; operator: OperatorFields }
  /**
   * The Operator's photo: a re-encoded JPEG in the media store (`mediaSha256`), served under the
   * unguessable `photoId`.
   */
  | { type: 'OperatorPhotoSet'; operatorId: string; photoId: string; mediaSha256: string }
  | {
      type: 'PassIssued';
      taskId: string;
      passId: string;
      token: string;
      issuedAtMs: number;
      expiresAtMs: number;
    }
  | { type: 'PassScanned'; taskId: string }
  | { type: 'ProofSubmitted'; taskId: string; proof: Omit<TaskProof, 'verification'> }
  | { type: 'ProofVerified'; taskId: string; verification: ProofVerification }
  | { type: 'PayoutRecorded'; taskId: string; reference: string }
  | { type: 'WorkflowCreated'; workflow: WorkflowFields; state: WorkflowState }
  | {
      type: 'WorkflowMoved';
      workflowId: string;
      event: WorkflowEvent['type'];
      from: WorkflowState;
      to: WorkflowState;
    }
  | { type: 'LoopCreated'; loop: LoopFields }
  | {
      type: 'LoopMoved';
      loopId: string;
      event: LoopEvent['type'];
      from: LoopStatus;
      to: LoopStatus;
    }
  | { type: 'LoopRunProposed'; loopId: string; runId: string; dueMs: number }
  | {
      type: 'LoopRunDecided';
      loopId: string;
      runId: string;
      status: 'declined' | 'charged' | 'skipped';
      spentMinor: string;
      taskId?: string;
      workflowId?: string;
    }
  | { type: 'WebhookEndpointCreated'; orgId: string; endpoint: Omit<WebhookEndpoint, 'disabled'> }
  | { type: 'WebhookEndpointDeleted'; orgId: string; endpointId: string }
  | { type: 'WebhookEndpointDisabled'; orgId: string; endpointId: string }
  /**
   * The console's edit: the endpoint's whole new URL and event list (docs/console.md, "Webhooks").
   */
  | {
      type: 'WebhookEndpointUpdated';
      orgId: string;
      endpointId: string;
      url: string;
      events: string[];
    }
  | { type: 'WebhookEndpointEnabled'; orgId: string; endpointId: string }
  | { type: 'CampaignCreated'; campaign: CampaignFields; state: CampaignStatus }
  /**
   * `refundedMinor`: what the move returned from the campaign's lock to the wallet (cancel,
   * completion).
   */
  | {
      type: 'CampaignMoved';
      campaignId: string;
      event: CampaignEvent['type'];
      from: CampaignStatus;
      to: CampaignStatus;
      refundedMinor?: string;
    }
  /** The task waits in screening for staff (its escrow stays locked): docs/design.md, "Holds". */
  | { type: 'TaskHeld'; taskId: string; hold: TaskHoldFields }
  /** Staff released (with SCREEN_PASSED in the same record) or refused (with CANCEL) a hold. */
  | { type: 'HoldDecided'; taskId: string; decision: 'release' | 'refuse'; note?: string }
  /** The filter refused a create of this org (422): one of the org's safety strikes. */
  | { type: 'SafetyRefusalNoted'; orgId: string; category: SafetyCategory }
  /** Staff froze or unfroze the whole org: a frozen org's agents cannot post. */
  | { type: 'OrgFrozenSet'; orgId: string; frozen: boolean }
  /** The proof was rejected (agent's reject, staff's review), with the agent's stated reason. */
  | { type: 'ProofRejected'; taskId: string; by: 'agent' | 'staff'; reason?: string }
  /** The Operator appealed the rejection (docs/operator-app.md, "Rejections and appeals"). */
  | { type: 'AppealOpened'; taskId: string; operatorId: string; note?: string }
  /** The Operator's check-in position at START (rounded): the location check uses it. */
  | { type: 'CheckedIn'; taskId: string; lat: number; lng: number }
  /** Staff froze or unfroze the Operator in the registry (the matcher's). */
  | { type: 'OperatorFrozenSet'; operatorId: string; frozen: boolean }
  /** A gold task's known answer, kept on the platform's gold org (docs/outcomes.md). */
  | {
      type: 'GoldTaskDefined';
      orgId: string;
      taskId: string;
      knownAnswer: Record<string, AnswerValue>;
      /**
       * Every slot of the task is graded against the answer, not the first alone. Written since
       * gold tasks with several slots grade each (docs/outcomes.md); absent in older records,
       * which replay as they were decided (their first slot graded only).
       */
      everySlot?: true;
    }
  /** Staff's quality review of an Operator (docs/outcomes.md, "Operator quality"). */
  | {
      type: 'OperatorQualityReviewed';
      operatorId: string;
      decision: 'reinstate' | 'pause';
      outcomes: number;
    }
  /** A settlement run's payout of the task failed; the next run tries again. */
  | { type: 'PayoutFailed'; taskId: string; reason: 'refused' | 'unavailable' }
  /** Staff decided the appeal; the dispute's resolution is in the same record. */
  | { type: 'AppealDecided'; taskId: string; decision: 'uphold' | 'overturn'; note?: string };

export interface OperatorFields {
  id: string;
  firstName: string;
  lastName: string;
  phone: string;
  languages: string[];
  lgaCoverage: string[];
  skills: string[];
  tier: string;
  zoneRef: string;
  location: { lat: number; lng: number };
  tokenHash: string;
  createdAtMs: number;
  /** A simulated Operator of the test-mode sandbox: serves only test-mode orgs, and only them. */
  sandbox?: boolean;
}

export type PostingMemo = 'deposit' | 'lock' | 'release' | 'refund' | 'settle' | 'reversal';

interface IdempotencyWrite {
  scope: string;
  fingerprint: string;
  result: unknown;
}

export interface CommandRecord {
  v: 1;
  atMs: number;
  command: string;
  idem?: IdempotencyWrite;
  events: DomainEvent[];
}
