// What a simulated Operator answers to a task's typed questions in test mode: a valid answer to
// every question, the same for the same task (seeded by its id), so an agent trying typed answers
// in the sandbox reads a result shaped as live Operators' (docs/api.md, "Typed answers").
import type { AnswerSchema, SubmittedAnswer } from '../domain/answer-schema.ts';

/** Answers to `schema`, chosen by `seed`; a photo answer names the submission's first photo. */
export function sandboxAnswers(
  schema: AnswerSchema,
  seed: number,
): Record<string, SubmittedAnswer> {
  const out: Record<string, SubmittedAnswer> = {};
  for (const [i, f] of schema.fields.entries()) {
    const pick = (seed >>> (i % 24)) & 0xff;
    switch (f.type) {
      case 'boolean':
        out[f.key] = pick % 2 === 0;
        break;
      case 'enum':
        out[f.key] = f.options[pick % f.options.length]!;
        break;
      case 'text':
        out[f.key] = 'Sandbox answer'.slice(0, f.max_length ?? 200);
        break;
      case 'photo':
        out[f.key] = 0;
        break;
      case 'count':
        out[f.key] = Math.min(pick % 20, f.max ?? Number.MAX_SAFE_INTEGER);
        break;
      case 'integer':
      case 'number': {
        const lo = f.min ?? 0;
        const hi = f.max ?? lo + 1000;
        const span = Math.max(0, hi - lo);
        const v = lo + (span * pick) / 255;
        out[f.key] = f.type === 'integer' ? Math.min(hi, Math.ceil(v)) : Math.round(v * 100) / 100;
        break;
      }
    }
  }
  return out;
}

/**
 * Answers that disagree with `answers` on every compared question (docs/design.md, "Consensus"):
 * the other yes/no, the next choice, a number past the tolerance (inside the range where it can).
 */
export function disagreeingAnswers(
  schema: AnswerSchema,
  answers: Record<string, SubmittedAnswer>,
  tolerance: number,
): Record<string, SubmittedAnswer> {
  const out = { ...answers };
  for (const f of schema.fields) {
    const v = answers[f.key];
    if (f.type === 'boolean') out[f.key] = !v;
    else if (f.type === 'enum')
      out[f.key] = f.options[(f.options.indexOf(String(v)) + 1) % f.options.length]!;
    else if (f.type === 'text') out[f.key] = 'Another sandbox answer'.slice(0, f.max_length ?? 200);
    else if (f.type !== 'photo' && typeof v === 'number') {
      const step = f.type === 'number' ? tolerance + 1 : Math.floor(tolerance) + 1;
      const max = f.type === 'count' ? (f.max ?? Number.MAX_SAFE_INTEGER) : (f.max ?? Infinity);
      out[f.key] = v + step <= max ? v + step : v - step;
    }
  }
  return out;
}

/**
 * A simulated Operator's answers to a gold task (docs/outcomes.md, "Gold tasks"): the known
 * answer where staff gave one (the rest as `sandboxAnswers`), or, when `wrong`, every known field
 * answered otherwise, so quality scoring can be seen grading a wrong answer in test mode.
 */
export function goldTaskAnswers(
  schema: AnswerSchema,
  known: Readonly<Record<string, string | number | boolean>>,
  seed: number,
  wrong: boolean,
): Record<string, SubmittedAnswer> {
  const right = { ...sandboxAnswers(schema, seed), ...known };
  if (!wrong) return right;
  const other = disagreeingAnswers(schema, right, 0);
  const out = { ...right };
  for (const key of Object.keys(known)) if (other[key] !== undefined) out[key] = other[key]!;
  return out;
}
