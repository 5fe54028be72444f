// Shapes that a record carries and the state keeps as they are (an endpoint, a proof, a Loop's
// template, a hold): events.ts and state.ts both name them, so they live below both.
import type { AnswerSchema, AnswerValue } from '../domain/answer-schema.ts';
import type { SafetyCategory } from '../domain/safety-verdict.ts';

export interface WebhookEndpoint {
  id: string;
  url: string;
  /** Exact event names or prefix wildcards (`task.*`). */
  events: string[];
  /** Standard Webhooks secret (`whsec_…`): shown once at creation, kept to sign deliveries. */
  secret: string;
  createdAtMs: number;
  /** Set when the receiver answered 410 Gone: no more deliveries. */
  disabled: boolean;
}

/** The verifier's findings, as recorded: plain data (the verifier's ProofCheckOutput). */
export interface ProofVerification {
  checks: Array<{ name: string; result: 'pass' | 'warn' | 'fail'; reason: string }>;
  confidence: number;
  outcome: 'pass' | 'review' | 'fail';
  media: Array<{ sha256: string; phash: string | null }>;
  verifierVersion: string;
  thresholds: Record<string, number>;
}

export interface TaskProof {
  submittedAtMs: number;
  capturedAt: string;
  mediaSha256: string[];
  /** The device-reported location: kept for re-verification, never shown to anyone. */
  location: { lat: number; lng: number };
  answers: Record<string, AnswerValue>;
  verification: ProofVerification | null;
}

/**
 * Why a task waits in screening for staff: the filter held it, or an Operator reported it
 * unsafe (an offer) or abandoned it for safety (accepted work). Reasons and the note are for
 * staff only; an agent sees the category alone.
 */
export interface TaskHoldFields {
  source: 'filter' | 'report' | 'abandon';
  category: SafetyCategory | null;
  reasons: string[];
  /** The Operator who said no (report, abandon): never offered this task again. */
  operatorId?: string;
  note?: string;
}

/** The task a Loop run creates: a create-task body whose deadline is a duration after the run. */
export interface LoopTaskTemplate {
  type: string;
  title: string;
  instructions: string;
  reward_major: string;
  proof_requirements?: string[];
  zone_ref: string;
  language?: string;
  /** Typed questions each run's task asks (domain/answer-schema.ts). */
  answer_schema?: AnswerSchema;
  /** Operators each run's task asks for, and the consensus bought, as create_task takes them. */
  slots?: number;
  assurance?: { agreement: number; max_operators: number; tolerance?: number };
  deadline_after_hours: number;
}

/** The workflow a Loop run orders: a create-workflow body; its deadline comes after the run. */
export interface LoopWorkflowTemplate {
  kind: 'workflow';
  product: string;
  zone_ref: string;
  inputs: Record<string, unknown>;
  deadline_after_hours: number;
}

/** What each run orders. Task templates carry no `kind` (they came first). */
export type LoopTemplate = LoopTaskTemplate | LoopWorkflowTemplate;
