// Projections of state for callers. Money leaves as digit strings; the lock id never leaves
// except from task creation; nothing about the Operator beyond what the public projection allows.
import type { EscrowLock, Task } from './state.ts';
import type { AnswerSchema, AnswerValue } from '../domain/answer-schema.ts';
import type { QualityLevel } from './quality-types.ts';
import { SLOT_REFUNDED, SLOT_RELEASED } from './slots.ts';

/** A type, not an interface: the admin's passthrough outputs take it as a record of fields. */
export type TaskView = {
  id: string;
  type: string;
  title: string;
  instructions: string;
  reward_minor: string;
  currency: string;
  deadline: string;
  proof_requirements: string[];
  zone_ref: string;
  language: string | null;
  state: string;
  escrow: { state: string; amount_minor: string };
  created_at: string;
  updated_at: string;
  /** Present on the tasks of a workflow's steps. */
  workflow_id?: string;
  /** Present on the tasks of a campaign's rows, with the row's number (1-based). */
  campaign_id?: string;
  campaign_row?: number;
  /** Present on a task that was held for safety review: never the reasons or the matched words. */
  safety?: { status: 'held' | 'released' | 'refused'; category: string | null };
  /** Present when the agent asked typed questions: the form, as given. */
  answer_schema?: AnswerSchema;
  /** Present when the agent asked for a minimum Operator quality level. */
  min_quality?: QualityLevel;
  /** Present once an Operator's proof carries answers: the answers, checked against the form. */
  result?: { answers: Record<string, AnswerValue> };
  /** On a task of several slots: the first slot's id (the task the agent created) and this one's
   *  number (1-based); `slots` lists them all where the task is read alone (core/slots.ts). */
  slot_group?: string;
  slot?: number;
  slots?: SlotView[];
  /** On a consensus task (its first slot): what was bought, and the answer once decided. */
  assurance?: { agreement: number; max_operators: number; tolerance: number };
  consensus?: ConsensusView;
};

/** The consensus answer as the agent reads it (domain/consensus.ts). */
interface ConsensusView {
  status: 'pending' | 'agreed' | 'no_agreement';
  answers?: Record<string, AnswerValue>;
  /** How many Operators' answers agree with it, of how many answered. */
  agreed?: number;
  answered?: number;
  confidence?: number;
  /** The slots whose answers agree with it. */
  agreed_slots?: string[];
}

function consensusView(task: Task): ConsensusView {
  const c = task.consensus;
  if (!c) return { status: 'pending' };
  return {
    status: c.outcome,
    answers: { ...c.answers },
    agreed: c.agreed.length,
    answered: c.answered.length,
    confidence: c.confidence,
    agreed_slots: [...c.agreed],
  };
}

/** One slot as the agent sees it: never who holds it, only how far it got and its money. */
interface SlotView {
  id: string;
  slot: number;
  state: string;
  /** Its part of the lock: reward and fee of one Operator. */
  part_minor: string;
  money: 'held' | 'released' | 'refunded';
  /** Its Operator's checked answers, once its proof is in. */
  answers?: Record<string, AnswerValue>;
}

function slotView(task: Task): SlotView {
  return {
    id: task.id,
    slot: (task.slot ?? 0) + 1,
    state: task.state,
    part_minor: task.totalMinor.toString(),
    money: SLOT_RELEASED.has(task.state)
      ? 'released'
      : SLOT_REFUNDED.has(task.state)
        ? 'refunded'
        : 'held',
    ...(task.answerSchema && task.proof ? { answers: { ...task.proof.answers } } : {}),
  };
}

const HOLD_STATUS = { release: 'released', refuse: 'refused' } as const;

/** What an agent sees of a hold: its status and category, never the reasons or a note. */
function safetyView(hold: NonNullable<Task['hold']>): NonNullable<TaskView['safety']> {
  const status = hold.decision === null ? 'held' : HOLD_STATUS[hold.decision];
  return { status, category: hold.category };
}

export function taskView(
  task: Task,
  lock: EscrowLock | undefined,
  slots?: readonly Task[],
): TaskView {
  return {
    id: task.id,
    type: task.type,
    title: task.title,
    instructions: task.instructions,
    reward_minor: task.rewardMinor.toString(),
    currency: task.currency,
    deadline: new Date(task.deadlineMs).toISOString(),
    proof_requirements: [...task.proofRequirements],
    zone_ref: task.zoneRef,
    language: task.language,
    state: task.state,
    escrow: { state: lock?.state ?? 'none', amount_minor: (lock?.heldMinor ?? 0n).toString() },
    created_at: new Date(task.createdAtMs).toISOString(),
    updated_at: new Date(task.updatedAtMs).toISOString(),
    ...(task.workflowId !== null ? { workflow_id: task.workflowId } : {}),
    ...(task.campaignId !== undefined
      ? { campaign_id: task.campaignId, campaign_row: task.campaignRow! + 1 }
      : {}),
    ...(task.hold ? { safety: safetyView(task.hold) } : {}),
    ...(task.answerSchema ? { answer_schema: task.answerSchema } : {}),
    ...(task.minQuality ? { min_quality: task.minQuality } : {}),
    ...(task.answerSchema && task.proof ? { result: { answers: { ...task.proof.answers } } } : {}),
    ...(task.slotGroup !== undefined ? { slot_group: task.slotGroup, slot: task.slot! + 1 } : {}),
    ...(task.slotGroup !== undefined && slots ? { slots: slots.map(slotView) } : {}),
    ...(task.assurance
      ? {
          assurance: {
            agreement: task.assurance.agreement,
            max_operators: task.assurance.maxOperators,
            tolerance: task.assurance.tolerance,
          },
          consensus: consensusView(task),
        }
      : {}),
  };
}

export interface CreateTaskResult {
  taskId: string;
  escrowLockId: string;
  state: 'screening';
  totalChargedMinor: string;
}
