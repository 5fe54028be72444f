// A campaign's request body (JSON, CSV text or a CSV file upload) as the decider's input, and
// every row it would refuse: the CSV lines', create_task's body schema's (over the rendered row)
// and create_task's own rules (judgeTaskRequest), as campaigns.ts's create and estimate use them.
import { z } from 'zod';
import { SYSTEM_ROUTING_KEY } from '../core/commands.ts';
import type { CreateCampaignInput } from '../core/commands.ts';
import {
  judgeCampaignRows,
  rowsRefused,
  rowTaskInput,
  type RowRefusal,
} from '../core/decide-campaigns.ts';
import {
  CAMPAIGN_ROWS_MAX,
  CAMPAIGN_VAR_CHARS_MAX,
  CAMPAIGN_VARS_MAX,
} from '../domain/campaign-template.ts';
import { parseCsv } from '../domain/csv.ts';
import type { MultipartSpec } from './multipart-spec.ts';
import { DomainError } from '../errors/problem.ts';
import { SCREEN_FIELD_CHARS_MAX } from '../domain/safety-filter.ts';
import type { OpContext } from './operation.ts';
import { CreateTaskBody, MajorString } from './schemas.ts';
import { AnswerSchema } from '../domain/answer-schema.ts';
import { callerState } from './campaign-common.ts';

export const Template = z.object({
  type: z.string().min(1).max(64).describe('Task type id from GET /v1/content'),
  title: z
    .string()
    .min(1)
    .max(200)
    .describe("Title of every row's task; {{name}} is replaced by the row's variable"),
  instructions: z
    .string()
    .min(1)
    .max(SCREEN_FIELD_CHARS_MAX)
    .describe("Instructions of every row's task; {{name}} is replaced by the row's variable"),
  reward_major: MajorString.describe('Reward of each task, unless a row gives its own'),
  proof_requirements: z.array(z.string().min(1).max(32)).max(10).optional(),
  language: z
    .string()
    .regex(/^[a-z]{2,3}$/)
    .optional(),
  deadline_after_hours: z
    .number()
    .int()
    .min(1)
    .max(2160)
    .describe(
      'Each task is due this many hours after it is created (rows become tasks in the background)',
    ),
  answer_schema: AnswerSchema.optional().describe(
    'Typed questions every row\'s Operator answers (docs/api.md, "Typed answers")',
  ),
  // Every row's task has these Operators, as create_task's fields (docs/api.md, "Campaigns").
  slots: CreateTaskBody.shape.slots,
  assurance: CreateTaskBody.shape.assurance,
});

const Row = z.object({
  zone_ref: z.string().min(1).max(120).describe('A live zone from GET /v1/zones'),
  vars: z
    .record(
      z.string().regex(/^[A-Za-z_][A-Za-z0-9_]{0,63}$/),
      z.string().max(CAMPAIGN_VAR_CHARS_MAX),
    )
    .refine(
      (v) => Object.keys(v).length <= CAMPAIGN_VARS_MAX,
      `at most ${CAMPAIGN_VARS_MAX} variables`,
    )
    .optional()
    .describe(
      'Values of the {{name}} references in the template, e.g. {"address": "12 Allen Avenue"}',
    ),
  reward_major: MajorString.optional().describe("This row's reward instead of the template's"),
  slots: CreateTaskBody.shape.slots.describe(
    "This row's number of Operators instead of the template's `slots` (not with assurance)",
  ),
});

const CSV_CHARS_MAX = 8 * 1024 * 1024;

/**
 * multipart/form-data: `template` (JSON text), `rows` (a CSV file, into rows_csv), `name` (else
 * the file's name).
 */
export const CAMPAIGN_UPLOAD: MultipartSpec = {
  json: ['template'],
  files: { rows: 'rows_csv' },
  fileTypes: ['text/csv', 'application/csv', 'text/plain', 'application/vnd.ms-excel'],
  fileExtensions: ['.csv', '.txt'],
  nameFromFile: 'name',
};

export const CreateCampaignBody = z.object({
  name: z.string().min(1).max(200).describe('A name for the campaign'),
  template: Template,
  rows: z
    .array(Row)
    .min(1)
    .max(CAMPAIGN_ROWS_MAX)
    .optional()
    .describe(`1 to ${CAMPAIGN_ROWS_MAX} rows, one task each (or rows_csv)`),
  rows_csv: z
    .string()
    .min(1)
    .max(CSV_CHARS_MAX)
    .optional()
    .describe(
      'The rows as CSV text instead of rows (RFC 4180): a header line naming zone_ref, ' +
        "optionally reward_major and slots, and the template's variables; one data line per " +
        'row. An ' +
        'empty cell leaves its variable out.',
    ),
});
type CampaignBody = z.infer<typeof CreateCampaignBody>;

/**
 * The rows as JSON, from rows or rows_csv. A CSV line that is not a valid row is left out and
 * refused by its row number in `lines`; `numbers[i]` is the file's row number of input.rows[i]
 * (null for JSON rows), so the remaining rows are judged and reported under the file's numbers.
 */
export function campaignInput(body: CampaignBody): {
  input: CreateCampaignInput;
  lines: RowRefusal[];
  numbers: number[] | null;
} {
  if ((body.rows === undefined) === (body.rows_csv === undefined))
    throw new DomainError('validation_failed', {
      errors: [{ path: 'rows', message: 'give exactly one of rows and rows_csv' }],
    });
  if (body.rows !== undefined)
    return {
      input: { name: body.name, template: body.template, rows: body.rows },
      lines: [],
      numbers: null,
    };
  const csv = parseCsv(body.rows_csv!, CAMPAIGN_ROWS_MAX, false);
  if (!csv.ok)
    throw rowsRefused([
      { row: csv.row, code: 'validation_failed', message: `rows_csv: ${csv.message}` },
    ]);
  if (!csv.header.includes('zone_ref'))
    throw new DomainError('validation_failed', {
      errors: [{ path: 'rows_csv', message: 'the header line must name zone_ref' }],
    });
  if (csv.rows.length === 0)
    throw new DomainError('validation_failed', {
      errors: [{ path: 'rows_csv', message: 'no rows after the header line' }],
    });
  const rows: CreateCampaignInput['rows'] = [];
  const numbers: number[] = [];
  const refused: RowRefusal[] = [];
  for (const [n, cells] of csv.rows.entries()) {
    if (cells.length !== csv.header.length) {
      refused.push({
        row: n + 1,
        code: 'validation_failed',
        message: `rows_csv: ${cells.length} fields, the header has ${csv.header.length}`,
      });
      continue;
    }
    const raw: Record<string, unknown> = { vars: {} };
    for (const [k, name] of csv.header.entries()) {
      const cell = cells[k]!;
      if (name === 'zone_ref') raw.zone_ref = cell.trim();
      else if (name === 'reward_major') {
        if (cell.trim() !== '') raw.reward_major = cell.trim();
      } else if (name === 'slots') {
        // A number as create_task takes it; anything else is left for the schema to name.
        if (cell.trim() !== '') raw.slots = /^\d{1,3}$/.test(cell.trim()) ? Number(cell) : cell;
      } else if (cell !== '') (raw.vars as Record<string, string>)[name] = cell;
    }
    const parsed = Row.safeParse(raw);
    if (parsed.success) {
      rows.push(parsed.data);
      numbers.push(n + 1);
    } else
      refused.push({
        row: n + 1,
        code: 'validation_failed',
        message: parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; '),
      });
  }
  if (rows.length === 0) throw rowsRefused(refused);
  return { input: { name: body.name, template: body.template, rows }, lines: refused, numbers };
}

/** Rows whose rendered task fails create_task's body schema (a title too long once filled in). */
export function schemaRefusals(input: CreateCampaignInput, atMs: number): Map<number, RowRefusal> {
  const out = new Map<number, RowRefusal>();
  for (let i = 0; i < input.rows.length; i++) {
    const built = rowTaskInput(input, i, atMs);
    if ('refusal' in built) continue; // the decider reports it
    const parsed = CreateTaskBody.safeParse(built.input);
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      out.set(i + 1, {
        row: i + 1,
        code: 'validation_failed',
        message: `${issue.path.join('.')}: ${issue.message}`,
        detail: { path: issue.path.join('.') },
      });
    }
  }
  return out;
}

/**
 * Every refused row, by number: the CSV lines', the schema's and create_task's rules', as the
 * decider would judge now.
 */
export function allRefusals(
  ctx: OpContext,
  input: CreateCampaignInput,
  lines: readonly RowRefusal[] = [],
  numbers: readonly number[] | null = null,
) {
  const { state, org, record } = callerState(ctx);
  const atMs = ctx.services.clock.now();
  const zoneOverrides = ctx.engine.stateOf(SYSTEM_ROUTING_KEY).zoneOverrides;
  const judged = judgeCampaignRows(org, record, input, {
    atMs,
    feeBps: ctx.services.config.FEE_BPS,
    zoneOverrides,
  });
  const refused = new Map<number, RowRefusal>(judged.refused.map((r) => [r.row, r]));
  for (const [row, r] of schemaRefusals(input, atMs)) if (!refused.has(row)) refused.set(row, r);
  const renumbered = [...refused.values()].map((r) =>
    numbers ? { ...r, row: numbers[r.row - 1]! } : r,
  );
  return {
    state,
    org,
    record,
    atMs,
    judged,
    refused: [...lines, ...renumbered].sort((a, b) => a.row - b.row),
  };
}
