// Schemas shared by operations. Money is a digit string everywhere; times are ISO 8601 UTC.
import { z } from 'zod';
import { SCREEN_FIELD_CHARS_MAX } from '../domain/safety-filter.ts';
import { AnswerSchema } from '../domain/answer-schema.ts';
import { QUALITY_LEVELS } from '../core/quality.ts';

/** docs/outcomes.md, "Operator quality": named levels, never raw scores. */
const MinQuality = z
  .enum(QUALITY_LEVELS)
  .describe(
    'Optional: the lowest Operator quality level that may take the task (standard, trusted, ' +
      'expert; docs/outcomes.md)',
  )
  .meta({ examples: ['trusted'] });
import { SLOTS_MAX } from '../core/slots.ts';

export const MinorString = z
  .string()
  .regex(/^(0|[1-9]\d*)$/)
  .describe('Integer amount in minor units (kobo, cents) as a digit string')
  .meta({ examples: ['165000'] });
export const MajorString = z
  .string()
  .regex(/^(0|[1-9]\d{0,14})(\.\d{1,2})?$/)
  .describe('Decimal amount in major units, at most two fraction digits')
  .meta({ examples: ['1500.00'] });
export const IsoTime = z.iso.datetime({ offset: true }).describe('ISO 8601 timestamp');
export const Id = z.string().min(1).max(100);

const ProofSummary = z.object({
  has_proof: z.boolean(),
  outcome: z.string().nullable(),
  confidence_score: z.number().nullable(),
  submitted_at: IsoTime.nullable(),
});

const AnswersRecord = z.record(z.string(), z.union([z.string(), z.number(), z.boolean()]));

const AssuranceView = z.object({
  agreement: z.number().int().min(1).max(SLOTS_MAX).describe('How many Operators must agree'),
  max_operators: z
    .number()
    .int()
    .min(1)
    .max(SLOTS_MAX)
    .describe('At most this many are asked; the lock funds them all, the unused part refunded'),
  tolerance: z
    .number()
    .min(0)
    .max(1e12)
    .describe('How far apart two numeric answers may be and still agree (default 0)'),
});

const SlotView = z.object({
  id: z.string().describe("The slot's own task id: name it as `slot` to approve or reject it"),
  slot: z.number().int(),
  state: z.string(),
  part_minor: MinorString.describe('Its part of the lock: one Operator’s reward and fee'),
  money: z.enum(['held', 'released', 'refunded']),
  answers: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])).optional(),
});

export const Task = z.object({
  id: z.string(),
  type: z.string(),
  title: z.string(),
  instructions: z.string(),
  reward_minor: MinorString,
  currency: z.string(),
  deadline: IsoTime,
  proof_requirements: z.array(z.string()),
  zone_ref: z.string(),
  language: z.string().nullable().optional(),
  state: z.string(),
  escrow: z.object({ state: z.string(), amount_minor: MinorString }),
  proof: ProofSummary,
  pass: z
    .object({
      status: z.enum(['active', 'expired', 'revoked', 'spent']),
      expires_at: IsoTime,
      scan_count: z.number().int(),
    })
    .nullable()
    .optional()
    .describe(
      'The visit credential issued on acceptance, as the agent may see it (never the token)',
    ),
  created_at: IsoTime,
  updated_at: IsoTime,
  workflow_id: z.string().optional().describe('The workflow this task is a step of'),
  campaign_id: z.string().optional().describe('The campaign this task is a row of'),
  campaign_row: z.number().int().optional().describe('Its row in the campaign (1-based)'),
  safety: z
    .object({ status: z.enum(['held', 'released', 'refused']), category: z.string().nullable() })
    .optional()
    .describe('Present when the task was held for safety review (docs/api.md, "Held for review")'),
  answer_schema: AnswerSchema.optional().describe('The typed questions, when the task asks any'),
  min_quality: MinQuality.optional(),
  result: z
    .object({ answers: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])) })
    .optional()
    .describe("The Operator's checked answers, once its proof is in (a photo: its sha256)"),
  slot_group: z
    .string()
    .optional()
    .describe('On a task of several slots: the id of the task the agent created (its slot 1)'),
  slot: z.number().int().optional().describe("This slot's number in its task (1-based)"),
  slots: z
    .array(SlotView)
    .optional()
    .describe('Every slot of a task of several, where the task is read alone (GET and moves)'),
  assurance: AssuranceView.optional().describe('On a consensus task: what was bought'),
  consensus: z
    .object({
      status: z.enum(['pending', 'agreed', 'no_agreement']),
      answers: AnswersRecord.optional().describe('Per question, the answer most Operators gave'),
      agreed: z.number().int().optional().describe('How many Operators agree with it'),
      answered: z.number().int().optional().describe('How many Operators answered'),
      confidence: z.number().optional().describe('agreed / answered, two places'),
      agreed_slots: z.array(z.string()).optional(),
    })
    .optional()
    .describe('On a consensus task: pending until decided, then the answer'),
});

export const CreateTaskBody = z.object({
  type: z
    .string()
    .min(1)
    .max(64)
    .describe('Task type id from GET /v1/content')
    .meta({ examples: ['field_verification'] }),
  title: z
    .string()
    .min(1)
    .max(200)
    .describe('Short title shown to the Operator')
    .meta({ examples: ['Confirm the shop is open'] }),
  instructions: z
    .string()
    .min(1)
    .max(SCREEN_FIELD_CHARS_MAX)
    .describe('What the Operator must do; screened by the safety filter before anyone sees it')
    .meta({ examples: ['Visit 12 Allen Avenue, Ikeja and confirm the pharmacy is open.'] }),
  reward_major: MajorString,
  deadline: IsoTime.describe('When the task must be accepted by (ISO 8601, UTC)'),
  proof_requirements: z
    .array(z.string().min(1).max(32))
    .max(10)
    .optional()
    .describe('Proof the Operator must submit, e.g. photo, geofence')
    .meta({ examples: [['photo', 'geofence']] }),
  zone_ref: z
    .string()
    .min(1)
    .max(120)
    .describe('A live zone from GET /v1/zones')
    .meta({ examples: ['ng.lagos.ikeja'] }),
  language: z
    .string()
    .regex(/^[a-z]{2,3}$/)
    .optional()
    .describe('Optional: a language the Operator must speak (ISO 639 code: en, yo, ha, ig, pcm)')
    .meta({ examples: ['yo'] }),
  answer_schema: AnswerSchema.optional(),
  min_quality: MinQuality.optional(),
  slots: z
    .number()
    .int()
    .min(1)
    .max(SLOTS_MAX)
    .optional()
    .describe(
      'How many Operators do the task, each in a slot of their own (1 by default). The lock is ' +
        'the price of every slot; each approved slot releases its part.',
    )
    .meta({ examples: [3] }),
  assurance: AssuranceView.partial({ tolerance: true })
    .optional()
    .describe(
      'Consensus (needs answer_schema, not with slots): `agreement` Operators answer ' +
        'independently; when they disagree more are asked, up to `max_operators`. The lock is ' +
        'max_operators × the price; what is not used is refunded once the answer is decided.',
    )
    .meta({ examples: [{ agreement: 2, max_operators: 3 }] }),
});

/**
 * estimate_task's body: create_task's schema, with the fields only create needs (title,
 * instructions, deadline) optional. A field that is given is validated exactly as create does.
 */
export const EstimateTaskBody = CreateTaskBody.partial({
  title: true,
  instructions: true,
  deadline: true,
});

export const TaskIdParam = z.object({ id: Id.describe('Task id') });
