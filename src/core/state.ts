// A shard's in-memory state: everything its records have built. Derived only by apply(); the
// snapshot codec turns it into bytes and back, and replay equality compares those bytes.
import type { TaskState } from '../../machines/task.machine.ts';
import type { EscrowState } from '../../machines/escrow.machine.ts';
import type { WorkflowState } from '../../machines/workflow.machine.ts';
import type { ZoneStatus } from '../domain/zones.ts';
import type {
  ConsensusFields,
  DelegationFlag,
  OperatorFields,
  OrgMode,
  WorkflowFields,
} from './events.ts';
import type { Assurance } from '../domain/consensus.ts';
import type { AnswerSchema } from '../domain/answer-schema.ts';
import { emptyIdemFilter, type IdemFilter } from './idem-filter.ts';
import type { OrgTasks } from './org-tasks.ts';
import type { Campaign } from './campaign-state.ts';
import type { Loop } from './loop-state.ts';
import type { TaskHoldFields, TaskProof, WebhookEndpoint } from './record-shapes.ts';
import type { AnswerValue } from '../domain/answer-schema.ts';
import type { QualityLevel, QualityTally } from './quality-types.ts';

/** Shapes that records carry as they are, kept apart so events.ts need not import this file. */
export type { ProofVerification, TaskProof, WebhookEndpoint } from './record-shapes.ts';

// Campaigns' and Loops' state is in files of their own; re-exported for those who import it here.
export {
  CAMPAIGN_ROW_REFUNDED,
  CAMPAIGN_ROW_RELEASED,
  type Campaign,
  FINISHED_CAMPAIGN,
  isRowEnded,
} from './campaign-state.ts';
export {
  isWorkflowTemplate,
  type Loop,
  type LoopTaskTemplate,
  type LoopTemplate,
  type LoopWorkflowTemplate,
} from './loop-state.ts';

export interface Org {
  id: string;
  name: string;
  mode: OrgMode;
  currency: string;
  flags: Map<string, boolean>;
  webhooks: Map<string, WebhookEndpoint>;
  /** Staff froze the whole org: its agents cannot post. Present only when set. */
  frozen?: boolean;
  /**
   * Times of the org's safety strikes (filter refusals, staff refusals of holds, Operator
   * reports) within SAFETY_STRIKE_WINDOW_MS: present only once there was one (apply-safety.ts).
   */
  safetyStrikes?: number[];
  /** Proofs approved and rejected on the org's tasks (apply-appeals.ts): present once one was. */
  proofTally?: { approved: number; rejected: number };
  /**
   * The platform's gold org only: each gold task's known answer, kept staff-side (never in a
   * task view; docs/outcomes.md, "Gold tasks"). Present once a gold task was created.
   */
  goldAnswers?: Record<string, Record<string, AnswerValue>>;
  /**
   * Gold tasks (by first slot) whose every slot is graded against the known answer
   * (GoldTaskDefined's `everySlot`): present once one was created.
   */
  goldEverySlot?: Record<string, true>;
}

/** A live key of an agent: revoked keys leave the list; an expired one stays, refused. */
export interface AgentKey {
  id: string;
  label: string;
  hash: string;
  createdAtMs: number;
  /** Set when the key was rolled with a grace period: it works until then, then answers 401. */
  expiresAtMs: number | null;
}

export interface Agent {
  id: string;
  orgId: string;
  name: string;
  keys: AgentKey[];
  delegation: Record<DelegationFlag, boolean>;
  dailyCapMinor: bigint | null;
  perTaskCapMinor: bigint | null;
  frozen: boolean;
}

export interface Task {
  id: string;
  orgId: string;
  agentId: string;
  type: string;
  title: string;
  instructions: string;
  rewardMinor: bigint;
  feeMinor: bigint;
  totalMinor: bigint;
  currency: string;
  deadlineMs: number;
  proofRequirements: string[];
  zoneRef: string;
  lockId: string;
  createdAtMs: number;
  updatedAtMs: number;
  language: string | null;
  state: TaskState;
  operatorId: string | null;
  /** Operators whose offer for this task lapsed: matching moves on to others. */
  declinedOperators: string[];
  /** The one-time credential for a site visit, issued on acceptance. */
  pass: TaskPass | null;
  proof: TaskProof | null;
  /** The payout partner's reference once the reward was paid out. */
  payoutRef: string | null;
  /** Where the Operator checked in at the start (rounded): present only when the phone gave it. */
  checkIn?: { lat: number; lng: number; atMs: number };
  /** The last settlement run's failure to pay it: present until a payout is recorded. */
  payoutFailure?: { atMs: number; reason: 'refused' | 'unavailable' };
  /** The workflow this task is a step of (its lock is the workflow's), and which step. */
  workflowId: string | null;
  workflowStep: number | null;
  /**
   * The campaign this task is a row of, and which row. Present only on campaign tasks, so a task
   * of any other kind encodes (snapshot, archive) exactly as before campaigns existed.
   */
  campaignId?: string;
  campaignRow?: number;
  /** Why the task waits (or waited) for staff, and staff's decision: present only on such tasks. */
  hold?: TaskHold;
  /** The typed questions of the task (present only if asked), checked on submission. */
  answerSchema?: AnswerSchema;
  /** The lowest Operator quality level that may take it (present only if asked). */
  minQuality?: QualityLevel;
  /** Operators who said no to this task for safety: never offered it again (present if any). */
  unsafeFor?: string[];
  /** Why the proof was rejected, and by whom: present only after a rejection. */
  rejection?: TaskRejection;
  /** The Operator's appeal of the rejection and staff's decision: present once opened. */
  appeal?: TaskAppeal;
  /** A slot of a multi-worker task: its group (the first slot's id) and number (core/slots.ts). */
  slotGroup?: string;
  slot?: number;
  /** On a group's first slot only: every slot's task id, in slot order. */
  slotIds?: string[];
  /** On a consensus task's first slot only: what was bought, and the answer once decided. */
  assurance?: Assurance;
  consensus?: ConsensusFields;
  /** Creation order in its shard (so its org): lists sort by it, in memory and in the archive. */
  ordinal: number;
}

/**
 * A rejected proof: the agent (with its stated reason, shown to the Operator) or staff's review.
 */
interface TaskRejection {
  by: 'agent' | 'staff';
  reason?: string;
  atMs: number;
}

/** An Operator's appeal of a rejection: waiting for staff while `decision` is null. */
interface TaskAppeal {
  atMs: number;
  /** The Operator's word for staff. */
  note?: string;
  decision: 'uphold' | 'overturn' | null;
  decidedAtMs: number | null;
  decisionNote?: string;
}

/** A hold on a task: waiting for staff while `decision` is null. */
interface TaskHold extends TaskHoldFields {
  atMs: number;
  decision: 'release' | 'refuse' | null;
  decidedAtMs: number | null;
  /** Staff's note with the decision: staff only. */
  decisionNote?: string;
}

interface WorkflowStepRecord {
  type: string;
  title: string;
  instructions: string;
  proofRequirements: string[];
  rewardMinor: bigint;
  feeMinor: bigint;
  /** The step's task, once the step started. */
  taskId: string | null;
}

/** An ordered workflow: one lock for the whole product; steps run one at a time as tasks. */
export interface Workflow extends Omit<WorkflowFields, 'totalMinor' | 'steps'> {
  totalMinor: bigint;
  steps: WorkflowStepRecord[];
  state: WorkflowState;
  updatedAtMs: number;
  /** When it reached completed or failed. */
  finishedAtMs: number | null;
}

interface TaskPass {
  id: string;
  token: string;
  issuedAtMs: number;
  expiresAtMs: number;
  scanCount: number;
}

export interface EscrowLock {
  id: string;
  taskId: string;
  orgId: string;
  amountMinor: bigint;
  heldMinor: bigint;
  currency: string;
  state: EscrowState;
}

export interface IdempotencyRecord {
  fingerprint: string;
  result: unknown;
  atMs: number;
}

/** An Operator's photo: the id it is served under (unguessable, new each time), its media file. */
export interface OperatorPhoto {
  id: string;
  sha256: string;
}

/** An Operator as onboarded: PII included. Only the public projection ever leaves the service. */
export type Operator = OperatorFields & {
  photo?: OperatorPhoto;
  /** Staff froze the Operator: the matcher makes no offers (present only while frozen). */
  frozen?: true;
  /** Staff's latest quality review (docs/outcomes.md): present once reviewed. */
  qualityReview?: QualityReview;
};

interface QualityReview {
  decision: 'reinstate' | 'pause';
  /** The Operator's outcome count when reviewed: a reinstatement covers that many plus grace. */
  outcomes: number;
  atMs: number;
}

export interface DailySpend {
  day: string;
  spentMinor: bigint;
}

export interface ShardState {
  orgs: Map<string, Org>;
  agents: Map<string, Agent>;
  tasks: Map<string, Task>;
  locks: Map<string, EscrowLock>;
  /**
   * Ledger balances, credit-normal (credits − debits), keyed `currency|account`. Escrow
   * accounts are not here: each lock's heldMinor is its account's balance.
   */
  balances: Map<string, bigint>;
  deposits: Set<string>;
  idempotency: Map<string, IdempotencyRecord>;
  spend: Map<string, DailySpend>;
  zoneOverrides: Map<string, ZoneStatus>;
  loops: Map<string, Loop>;
  workflows: Map<string, Workflow>;
  campaigns: Map<string, Campaign>;
  /** The Operator registry (kept in the shard of the routing key `operators`). */
  operators: Map<string, Operator>;
  /** Outcomes of this shard's tasks per Operator (quality.ts): a fold, encoded when non-empty. */
  operatorTally: Map<string, QualityTally>;
  /** Open task ids per org in creation order: derived (rebuilt on decode, never encoded). */
  tasksByOrg: Map<string, OrgTasks>;
  /**
   * Per campaign, how many of its rows' tasks are still in memory: derived (rebuilt on decode,
   * never encoded), so the eviction check of a finished campaign costs one look-up, not a walk
   * over up to 10,000 rows each time one of its tasks leaves.
   */
  campaignTasksOpen: Map<string, number>;
  entries: number;
  lastAtMs: number;
  /** Tasks and Loops ever created here: the next one's ordinal. */
  tasksCreated: number;
  loopsCreated: number;
  campaignsCreated: number;
  /** Newest idempotency record moved out of memory (0: none): older keys skip the archive. */
  idemEvictedMaxAtMs: number;
  /** Hashes of the idempotency scopes moved out of memory within the window (idem-filter.ts). */
  idemArchived: IdemFilter;
  /**
   * What apply moved out of memory (settled history), for the runtime to archive. Derived and
   * never encoded: whoever applies records drains it.
   */
  evicted: Evicted[];
}

/**
 * Settled history leaving memory: final tasks, finished workflows with their steps, ended Loops,
 * finished campaigns with their own lock (each row's task left before, with its own lock), old
 * idempotency records.
 */
export type Evicted =
  | { kind: 'task'; task: Task; lock: EscrowLock }
  | { kind: 'campaign'; campaign: Campaign; lock: EscrowLock }
  | { kind: 'workflow'; workflow: Workflow; lock: EscrowLock; tasks: Task[] }
  | { kind: 'loop'; loop: Loop }
  | { kind: 'idem'; scope: string; record: IdempotencyRecord };

export function emptyShardState(): ShardState {
  return {
    orgs: new Map(),
    agents: new Map(),
    tasks: new Map(),
    locks: new Map(),
    balances: new Map(),
    deposits: new Set(),
    idempotency: new Map(),
    spend: new Map(),
    zoneOverrides: new Map(),
    operators: new Map(),
    operatorTally: new Map(),
    loops: new Map(),
    workflows: new Map(),
    campaigns: new Map(),
    tasksByOrg: new Map(),
    campaignTasksOpen: new Map(),
    entries: 0,
    lastAtMs: 0,
    tasksCreated: 0,
    loopsCreated: 0,
    campaignsCreated: 0,
    idemEvictedMaxAtMs: 0,
    idemArchived: emptyIdemFilter(),
    evicted: [],
  };
}

export function balanceKey(currency: string, account: string): string {
  return `${currency}|${account}`;
}

export function balanceOf(state: ShardState, currency: string, account: string): bigint {
  if (account.startsWith('escrow:')) {
    const lock = state.locks.get(account.slice('escrow:'.length));
    return lock && lock.currency === currency ? lock.heldMinor : 0n;
  }
  return state.balances.get(balanceKey(currency, account)) ?? 0n;
}

/** Every account balance of the shard, escrow accounts included, keyed `currency|account`. */
export function* allBalances(state: ShardState): Generator<[string, bigint]> {
  yield* state.balances;
  for (const lock of state.locks.values())
    yield [balanceKey(lock.currency, `escrow:${lock.id}`), lock.heldMinor];
}
