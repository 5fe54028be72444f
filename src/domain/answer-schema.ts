// Typed answers: the small form language an agent writes on create (`answer_schema`), and the
// check of an Operator's submitted answers against it. Pure: the decider calls checkAnswers, so a
// replay reaches the same verdict. docs/api.md, "Typed answers", is the user's description.
import { z } from 'zod';
import { DomainError } from '../errors/problem.ts';

const ANSWER_FIELDS_MAX = 20;
const ANSWER_OPTIONS_MAX = 20;
const ANSWER_TEXT_MAX = 500;
const TEXT_DEFAULT_MAX = 200;

const Key = z
  .string()
  .regex(/^[a-z][a-z0-9_]{0,39}$/)
  .describe("The answer's name in the result: lowercase letters, digits, _ (at most 40)");
const Label = z.string().trim().min(1).max(200).describe('The question the Operator reads');
const Bound = z.number().finite().min(-1e12).max(1e12);
const base = { key: Key, label: Label, required: z.boolean().optional().describe('Default true') };

const BooleanField = z.object({ ...base, type: z.literal('boolean') }).strict();
const EnumField = z
  .object({
    ...base,
    type: z.literal('enum'),
    options: z.array(z.string().trim().min(1).max(80)).min(2).max(ANSWER_OPTIONS_MAX),
  })
  .strict()
  .refine((f) => new Set(f.options).size === f.options.length, {
    message: 'options must be distinct',
    path: ['options'],
  });
const numeric = <T extends 'integer' | 'number'>(type: T) =>
  z
    .object({
      ...base,
      type: z.literal(type),
      unit: z.string().trim().min(1).max(16).optional().describe('Shown next to the answer'),
      min: type === 'integer' ? Bound.int() : Bound,
      max: type === 'integer' ? Bound.int() : Bound,
    })
    .partial({ min: true, max: true })
    .strict()
    .refine((f) => f.min === undefined || f.max === undefined || f.min <= f.max, {
      message: 'min must not exceed max',
      path: ['min'],
    });
const TextField = z
  .object({
    ...base,
    type: z.literal('text'),
    max_length: z.number().int().min(1).max(ANSWER_TEXT_MAX).optional(),
  })
  .strict();
const PhotoField = z.object({ ...base, type: z.literal('photo') }).strict();
const CountField = z
  .object({ ...base, type: z.literal('count'), max: z.number().int().min(1).max(1e9).optional() })
  .strict();

export const AnswerField = z.discriminatedUnion('type', [
  BooleanField,
  EnumField,
  numeric('integer'),
  numeric('number'),
  TextField,
  PhotoField,
  CountField,
]);
export type AnswerField = z.infer<typeof AnswerField>;

export const AnswerSchema = z
  .object({ fields: z.array(AnswerField).min(1).max(ANSWER_FIELDS_MAX) })
  .strict()
  .refine((s) => new Set(s.fields.map((f) => f.key)).size === s.fields.length, {
    message: 'keys must be distinct',
    path: ['fields'],
  })
  .describe(
    'Typed questions the Operator answers with the proof (docs/api.md, "Typed answers"): ' +
      'boolean, enum, integer, number (unit, min, max), text, photo, count',
  )
  .meta({
    examples: [
      {
        fields: [
          { key: 'open', type: 'boolean', label: 'Is the pharmacy open?' },
          { key: 'price', type: 'integer', label: 'Price of paracetamol', unit: 'NGN', min: 0 },
        ],
      },
    ],
  });
export type AnswerSchema = z.infer<typeof AnswerSchema>;

/** A submitted answer as sent; a photo answer is the index of a photo of the same submission. */
export type SubmittedAnswer = string | number | boolean;
/** A recorded answer: a photo answer is the sha256 of the photo it names. */
export type AnswerValue = string | number | boolean;

/** Every agent-written text of the form an Operator reads: screened with the task. */
export function answerTexts(schema: AnswerSchema | undefined): string[] {
  if (!schema) return [];
  const out: string[] = [];
  for (const f of schema.fields) {
    out.push(f.label);
    if (f.type === 'enum') out.push(...f.options);
    if ((f.type === 'integer' || f.type === 'number') && f.unit) out.push(f.unit);
  }
  return out;
}

type Problem = { path: string; message: string };
type Checked = { ok: AnswerValue } | { error: string };
const ok = (v: AnswerValue): Checked => ({ ok: v });
const bad = (error: string): Checked => ({ error });
const isIndex = (v: SubmittedAnswer, n: number): v is number =>
  typeof v === 'number' && Number.isInteger(v) && v >= 0 && v < n;

function checkOne(f: AnswerField, v: SubmittedAnswer, photos: readonly string[]): Checked {
  switch (f.type) {
    case 'boolean':
      return typeof v === 'boolean' ? ok(v) : bad('expected true or false');
    case 'enum':
      return typeof v === 'string' && f.options.includes(v)
        ? ok(v)
        : bad(`expected one of: ${f.options.join(', ')}`);
    case 'text': {
      const max = f.max_length ?? TEXT_DEFAULT_MAX;
      if (typeof v !== 'string' || v.trim() === '') return bad('expected non-empty text');
      return v.trim().length <= max ? ok(v.trim()) : bad(`at most ${max} characters`);
    }
    case 'photo':
      return isIndex(v, photos.length)
        ? ok(photos[v]!)
        : bad(`expected the index of a photo of this submission (${photos.length} sent)`);
    case 'count':
      if (typeof v !== 'number' || !Number.isSafeInteger(v) || v < 0) {
        return bad('expected a whole number, 0 or more');
      }
      return f.max !== undefined && v > f.max ? bad(`at most ${f.max}`) : ok(v);
    case 'integer':
    case 'number': {
      if (typeof v !== 'number' || !Number.isFinite(v)) return bad(`expected a ${f.type}`);
      if (f.type === 'integer' && !Number.isSafeInteger(v)) return bad('expected a whole number');
      if (f.min !== undefined && v < f.min) return bad(`at least ${f.min}`);
      if (f.max !== undefined && v > f.max) return bad(`at most ${f.max}`);
      return ok(v);
    }
  }
}

/**
 * The answers as recorded, or validation_failed naming each bad answer (`answers.<key>`).
 * Without a schema, free answers stay as before: text only. Photo answers become the photo's
 * sha256, so the result names the photo the same way the proof report does.
 */
export function checkAnswers(
  schema: AnswerSchema | undefined,
  given: Readonly<Record<string, SubmittedAnswer>>,
  photos: readonly string[],
): Record<string, AnswerValue> {
  const problems: Problem[] = [];
  const out: Record<string, AnswerValue> = {};
  if (!schema) {
    for (const [k, v] of Object.entries(given)) {
      if (typeof v === 'string') out[k] = v;
      else problems.push({ path: `answers.${k}`, message: 'expected text (no answer_schema)' });
    }
  } else {
    const known = new Set(schema.fields.map((f) => f.key));
    for (const k of Object.keys(given)) {
      if (!known.has(k)) {
        problems.push({ path: `answers.${k}`, message: 'not a question of this task' });
      }
    }
    for (const f of schema.fields) {
      // Own keys only: a question keyed `constructor` is not answered by Object.prototype.
      const v = Object.hasOwn(given, f.key) ? given[f.key] : undefined;
      if (v === undefined) {
        if (f.required !== false) problems.push({ path: `answers.${f.key}`, message: 'required' });
        continue;
      }
      const checked = checkOne(f, v, photos);
      if ('ok' in checked) out[f.key] = checked.ok;
      else problems.push({ path: `answers.${f.key}`, message: checked.error });
    }
  }
  if (problems.length > 0) throw new DomainError('validation_failed', { errors: problems });
  return out;
}
