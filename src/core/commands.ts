// Commands: what callers ask the engine to do. Imperative names; each is routed to the shard that
// owns its org (or, for zone settings, the system shard) and decided there one at a time.
import type { ZoneStatus } from '../domain/zones.ts';
import type { QualityLevel } from './quality-types.ts';
import type { SafetyVerdict } from '../domain/safety-filter.ts';
import type { SafetyCategory } from '../domain/safety-verdict.ts';
import type { CampaignTemplate, DelegationFlag, OperatorFields, OrgMode } from './events.ts';
import type { Loop, ProofVerification, TaskProof, WebhookEndpoint } from './state.ts';
import type { AnswerSchema, AnswerValue, SubmittedAnswer } from '../domain/answer-schema.ts';

export interface IdempotencyInput {
  key: string;
  /** sha256 of the operation name and its canonical input, computed by the caller. */
  fingerprint: string;
}

export interface CreateTaskInput {
  type: string;
  title: string;
  instructions: string;
  reward_major: string;
  deadline: string;
  proof_requirements?: string[];
  zone_ref: string;
  language?: string;
  /** Typed questions the Operator answers with the proof (domain/answer-schema.ts). */
  answer_schema?: AnswerSchema;
  /** The lowest Operator quality level that may take it (docs/outcomes.md). */
  min_quality?: QualityLevel;
  /** How many Operators do it, each in a slot of their own (core/slots.ts); 1 when absent. */
  slots?: number;
  /** Several Operators answer, and their answers' consensus is the result (domain/consensus.ts). */
  assurance?: { agreement: number; max_operators: number; tolerance?: number };
}

export interface CreateWorkflowInput {
  product: string;
  zone_ref: string;
  /** Validated against the product's inputs schema by the caller. */
  inputs: Record<string, unknown>;
  deadline: string;
}

/**
 * One row of a campaign as given: its zone, the variables the template references, an optional
 * reward of its own.
 */
export interface CampaignRowInput {
  zone_ref: string;
  vars?: Record<string, string>;
  reward_major?: string;
  /** This row's Operators instead of the template's `slots` (core/slots.ts). */
  slots?: number;
}

export interface CreateCampaignInput {
  name: string;
  template: CampaignTemplate;
  rows: CampaignRowInput[];
}

/** What an agent gives to create a Loop: the Loop's own definition fields. */
type LoopInput = Pick<
  Loop,
  | 'id'
  | 'name'
  | 'template'
  | 'schedule'
  | 'timezone'
  | 'budgetTotalMinor'
  | 'perRunCapMinor'
  | 'endsAtMs'
>;

/** Steps taken by the Operator side and the platform, not by the agent. */
export type OperatorStep =
  | 'SCREEN_PASSED'
  | 'MATCH'
  | 'OFFER_LAPSED'
  | 'ACCEPT'
  | 'START'
  | 'SUBMIT_PROOF'
  | 'BEGIN_VERIFY';

export type Command =
  | { type: 'CreateOrg'; orgId: string; name: string; mode: OrgMode }
  /** An org and its first agent with its key, in one record: the one-time key ceremony. */
  | {
      type: 'RegisterOrg';
      orgId: string;
      name: string;
      mode: OrgMode;
      agentId: string;
      agentName: string;
      keyHash: string;
    }
  | { type: 'CreateAgent'; orgId: string; agentId: string; name: string; keyHash?: string }
  | { type: 'SetAgentKey'; orgId: string; agentId: string; keyHash: string | null }
  | {
      type: 'AddAgentKey';
      orgId: string;
      agentId: string;
      keyId: string;
      label: string;
      keyHash: string;
    }
  /** A new key; the old one keeps working until `graceUntilMs` (at once when null or past). */
  | {
      type: 'RollAgentKey';
      orgId: string;
      agentId: string;
      oldKeyId: string;
      graceUntilMs: number | null;
      keyId: string;
      label: string;
      keyHash: string;
    }
  | { type: 'RevokeAgentKey'; orgId: string; agentId: string; keyId: string }
  | {
      type: 'SetDelegation';
      orgId: string;
      agentId: string;
      delegation: Partial<Record<DelegationFlag, boolean>>;
    }
  | {
      type: 'SetSpendPolicy';
      orgId: string;
      agentId: string;
      dailyCapMinor: bigint | null;
      perTaskCapMinor: bigint | null;
    }
  | { type: 'SetFrozen'; orgId: string; agentId: string; frozen: boolean }
  | { type: 'SetOrgFlags'; orgId: string; flags: Record<string, boolean> }
  | { type: 'SetZoneStatus'; zoneRef: string; status: ZoneStatus }
  | { type: 'RegisterOperator'; operator: OperatorFields }
  /** A new photo of the Operator (the image already stored, synced, in the media store). */
  | { type: 'SetOperatorPhoto'; operatorId: string; photoId: string; mediaSha256: string }
  /** Staff freeze or unfreeze an Operator in the registry: a frozen one is offered nothing. */
  | { type: 'SetOperatorFrozen'; operatorId: string; frozen: boolean }
  /** Staff's known-answer task, funded by the platform (docs/outcomes.md, "Gold tasks"). */
  | {
      type: 'CreateGoldTask';
      orgId: string;
      agentId: string;
      input: CreateTaskInput;
      knownAnswer: Record<string, AnswerValue>;
    }
  /**
   * Staff move what a gold org's wallet holds back to the gold-funding account: money records
   * written before gold refunds returned there left in it (docs/outcomes.md, "Older logs").
   */
  | { type: 'ReturnGoldWallet'; orgId: string }
  | {
      type: 'ReviewOperatorQuality';
      operatorId: string;
      decision: 'reinstate' | 'pause';
      outcomes: number;
    }
  | { type: 'Deposit'; orgId: string; depositId: string; amountMinor: bigint; currency: string }
  | {
      type: 'CreateTask';
      orgId: string;
      agentId: string;
      input: CreateTaskInput;
      idem?: IdempotencyInput;
      /**
       * The safety verdict, computed by the engine before the mailbox (pure work kept out of the
       * shard's serial section).
       */
      screened?: SafetyVerdict;
    }
  | {
      type: 'CreateWorkflow';
      orgId: string;
      agentId: string;
      input: CreateWorkflowInput;
      idem?: IdempotencyInput;
      /** The safety verdict over every step's text, computed by the engine before the mailbox. */
      screened?: SafetyVerdict;
    }
  | {
      type: 'CreateCampaign';
      orgId: string;
      agentId: string;
      input: CreateCampaignInput;
      idem?: IdempotencyInput;
      /**
       * The safety verdict of each row's rendered text, computed by the engine before the mailbox.
       */
      screened?: SafetyVerdict[];
    }
  /** The background creation: the next rows (at most `max`) become tasks, in one record. */
  | { type: 'StartCampaignRows'; orgId: string; campaignId: string; max: number }
  | {
      type: 'MoveCampaign';
      orgId: string;
      agentId: string;
      campaignId: string;
      action: 'PAUSE' | 'RESUME' | 'CANCEL';
      idem?: IdempotencyInput;
    }
  /**
   * Every row's task has ended: the campaign completes (asked by the runtime after the last end
   * commits).
   */
  | { type: 'FinishCampaign'; orgId: string; campaignId: string }
  /** ordered → running: the first step's task is created (an effect after the order commits). */
  | { type: 'StartWorkflow'; orgId: string; workflowId: string }
  | { type: 'CancelTask'; orgId: string; agentId: string; taskId: string; idem?: IdempotencyInput }
  | {
      type: 'ApproveTask';
      orgId: string;
      agentId: string;
      taskId: string;
      /** The slot approved, for a task of several (core/slots.ts). */
      slot?: string;
      idem?: IdempotencyInput;
    }
  | {
      type: 'RejectTask';
      orgId: string;
      agentId: string;
      taskId: string;
      reason?: string;
      /** The slot rejected, for a task of several (core/slots.ts). */
      slot?: string;
      idem?: IdempotencyInput;
    }
  | {
      type: 'StepTask';
      orgId: string;
      taskId: string;
      step: OperatorStep;
      operatorId?: string;
      /** On ACCEPT by an Operator: the Operator must be the one offered the task. */
      byOperator?: string;
      /** On ACCEPT of a task that needs a visit: the Pass to issue (minted by the caller). */
      pass?: { id: string; token: string; expiresAtMs: number };
      /** On START: where the phone checked in (rounded by the caller), recorded for the checks. */
      checkIn?: { lat: number; lng: number };
    }
  | { type: 'ScanPass'; orgId: string; taskId: string }
  /**
   * The Operator's proof: proof_submitted and, in the same record, verifying (the checks run next).
   */
  | {
      type: 'SubmitProof';
      orgId: string;
      taskId: string;
      operatorId: string;
      /** Answers as sent (a photo answer: an index into mediaSha256), checked by the decider. */
      proof: Omit<TaskProof, 'verification' | 'submittedAtMs' | 'answers'> & {
        answers: Record<string, SubmittedAnswer>;
      };
    }
  /**
   * The verifier's findings; a `pass` outcome approves through the machine's deterministic move.
   */
  | { type: 'RecordVerification'; orgId: string; taskId: string; verification: ProofVerification }
  | { type: 'CreateLoop'; orgId: string; agentId: string; loop: LoopInput; idem?: IdempotencyInput }
  | {
      type: 'MoveLoop';
      orgId: string;
      agentId: string;
      loopId: string;
      action: 'ACTIVATE' | 'PAUSE' | 'RESUME' | 'CANCEL';
      idem?: IdempotencyInput;
    }
  /** The scheduler proposes a due run (or, past ends_at, expires the Loop). */
  | { type: 'ProposeLoopRun'; orgId: string; loopId: string; runId: string; dueMs: number }
  | {
      type: 'DecideLoopRun';
      orgId: string;
      agentId: string;
      loopId: string;
      runId: string;
      decision: 'approve' | 'decline';
      idem?: IdempotencyInput;
    }
  | {
      type: 'CreateWebhookEndpoint';
      orgId: string;
      agentId: string;
      endpoint: Omit<WebhookEndpoint, 'disabled' | 'createdAtMs'>;
    }
  | { type: 'DeleteWebhookEndpoint'; orgId: string; agentId: string; endpointId: string }
  | { type: 'DisableWebhookEndpoint'; orgId: string; endpointId: string }
  | {
      type: 'UpdateWebhookEndpoint';
      orgId: string;
      endpointId: string;
      url: string;
      events: string[];
    }
  | { type: 'EnableWebhookEndpoint'; orgId: string; endpointId: string }
  /**
   * Screening passed for these tasks of one shard: one record for many, as creates arrive in
   * bursts. Routed to the shard by number (tasks of many orgs share it), not by an org.
   */
  | { type: 'ScreenTasks'; shard: number; taskIds: string[] }
  | { type: 'ResolveDispute'; orgId: string; taskId: string; favour: 'agent' | 'operator' }
  /** A human reviewer's decision on proof in review: approve releases, reject opens a dispute. */
  | { type: 'ReviewTask'; orgId: string; taskId: string; decision: 'approve' | 'reject' }
  | { type: 'SettleTask'; orgId: string; taskId: string; payoutRef?: string }
  | { type: 'ExpireTask'; orgId: string; taskId: string }
  /** Staff's decision on a held task: release (→ live) or refuse (→ cancelled, refunded). */
  | {
      type: 'DecideHold';
      orgId: string;
      taskId: string;
      decision: 'release' | 'refuse';
      note?: string;
    }
  /** The offered Operator reports the task unsafe, or the working one abandons it for safety. */
  | {
      type: 'WithdrawUnsafe';
      orgId: string;
      taskId: string;
      operatorId: string;
      kind: 'report' | 'abandon';
      category?: SafetyCategory;
      note?: string;
    }
  /** The filter refused a create of this org: recorded for the org's safety flag (an effect). */
  | { type: 'NoteSafetyRefusal'; orgId: string; category: SafetyCategory }
  | { type: 'SetOrgFrozen'; orgId: string; frozen: boolean }
  /** The Operator who did the work appeals its rejection, within the window (decide-appeals.ts). */
  | { type: 'OpenAppeal'; orgId: string; taskId: string; operatorId: string; note?: string }
  /** The payout partner did not pay an approved task: recorded for the Operator to see. */
  | { type: 'NotePayoutFailure'; orgId: string; taskId: string; failure: PayoutFailureReason }
  /** Staff uphold (refund the agent) or overturn (pay the Operator) an open appeal. */
  | {
      type: 'DecideAppeal';
      orgId: string;
      taskId: string;
      decision: 'uphold' | 'overturn';
      note?: string;
    };

export type CommandType = Command['type'];

/** refused: the partner will not pay that account; unavailable: it did not answer (retried). */
type PayoutFailureReason = 'refused' | 'unavailable';

/** The routing key: the org (its wallet) for everything but zone settings. */
export function routingKeyOf(command: Exclude<Command, { type: 'ScreenTasks' }>): string {
  if (command.type === 'SetZoneStatus') return SYSTEM_ROUTING_KEY;
  if (
    command.type === 'RegisterOperator' ||
    command.type === 'SetOperatorPhoto' ||
    command.type === 'SetOperatorFrozen' ||
    command.type === 'ReviewOperatorQuality'
  )
    return OPERATORS_ROUTING_KEY;
  return command.orgId;
}

export const SYSTEM_ROUTING_KEY = 'system';
/** The Operator registry lives in one shard: matching reads it whole. */
export const OPERATORS_ROUTING_KEY = 'operators';
