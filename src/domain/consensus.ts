// Consensus over the typed answers of a task's slots (docs/design.md, "Consensus"). Pure: the
// decider calls it on the answers the log holds, so a replay reaches the same result. Per field:
// the most common answer for yes/no, choices, text and photo-less fields; for numbers (integer,
// number, count) the answer with the most others within the stated tolerance. A slot agrees when
// it agrees on every compared field; photos are not compared (two photos are never equal).
import type { AnswerSchema, AnswerValue } from './answer-schema.ts';

/** What the agent bought: `agreement` Operators must agree, at most `maxOperators` are asked. */
export interface Assurance {
  agreement: number;
  maxOperators: number;
  /** How far apart two numeric answers may be and still agree (absolute, in the field's unit). */
  tolerance: number;
}

export interface SlotAnswers {
  slotId: string;
  answers: Record<string, AnswerValue>;
}

export interface ConsensusResult {
  /** Per compared field, the answer most slots gave (a field nobody answered is left out). */
  answers: Record<string, AnswerValue>;
  /** The slots that agree with it on every compared field, in slot order. */
  agreed: string[];
  /** Agreed over answered, rounded to two places. */
  confidence: number;
}

const NUMERIC = new Set(['integer', 'number', 'count']);

/** A text answer compared without case or surrounding space. */
function norm(v: AnswerValue | undefined): AnswerValue | undefined {
  return typeof v === 'string' ? v.trim().toLowerCase() : v;
}

function agrees(a: AnswerValue | undefined, b: AnswerValue | undefined, tol: number | null) {
  if (tol !== null && typeof a === 'number' && typeof b === 'number') return Math.abs(a - b) <= tol;
  return norm(a) === norm(b);
}

/** The value with the most agreeing answers; ties go to the earliest slot's. */
function modeOf(values: (AnswerValue | undefined)[], tol: number | null) {
  let best: AnswerValue | undefined;
  let bestCount = 0;
  for (const v of values) {
    if (v === undefined) continue;
    const count = values.filter((w) => agrees(v, w, tol)).length;
    if (count > bestCount) {
      best = v;
      bestCount = count;
    }
  }
  return best;
}

export function consensusOf(
  schema: AnswerSchema,
  answered: readonly SlotAnswers[],
  tolerance: number,
): ConsensusResult {
  const fields = schema.fields.filter((f) => f.type !== 'photo');
  const answers: Record<string, AnswerValue> = {};
  let agreeing = answered.map(() => true);
  for (const f of fields) {
    const tol = NUMERIC.has(f.type) ? tolerance : null;
    const values = answered.map((a) => a.answers[f.key]);
    const mode = modeOf(values, tol);
    if (mode !== undefined) answers[f.key] = mode;
    agreeing = agreeing.map((ok, i) => ok && agrees(values[i], mode, tol));
  }
  const agreed = answered.filter((_, i) => agreeing[i]).map((a) => a.slotId);
  const confidence =
    answered.length === 0 ? 0 : Math.round((agreed.length / answered.length) * 100) / 100;
  return { answers, agreed, confidence };
}
