// Campaigns over REST (and list_campaigns over MCP too): create from a template and JSON rows,
// a dry run, list and read with progress, pause / resume / cancel, and per-row results as JSON or
// CSV. Every row is judged by create_task's own schema (CreateTaskBody, over the rendered row)
// and create_task's own rules (judgeTaskRequest, in the decider); the budget is locked at once.
import { z } from 'zod';
import { SYSTEM_ROUTING_KEY } from '../core/commands.ts';
import type { CreateCampaignInput } from '../core/commands.ts';
import {
  CAMPAIGNS_FLAG,
  judgeCampaignRows,
  rowsRefused,
  rowTaskInput,
  type RowRefusal,
} from '../core/decide-campaigns.ts';
import {
  balanceOf,
  CAMPAIGN_ROW_REFUNDED,
  CAMPAIGN_ROW_RELEASED,
  type Task,
} from '../core/state.ts';
import {
  CAMPAIGN_ROWS_MAX,
  CAMPAIGN_VAR_CHARS_MAX,
  CAMPAIGN_VARS_MAX,
} from '../domain/campaign-template.ts';
import { parseCsv } from '../domain/csv.ts';
import type { MultipartSpec } from '../http/multipart.ts';
import { DomainError } from '../errors/problem.ts';
import { governanceCode, utcDay } from '../domain/governance.ts';
import { SCREEN_FIELD_CHARS_MAX } from '../domain/safety-filter.ts';
import { campaignParts, campaignView, openCampaigns } from '../projections/campaign-view.ts';
import { readCampaign, readTask } from '../runtime/reads.ts';
import { defineOp, requireAgent, type OpContext } from './operation.ts';
import { CreateTaskBody, Id, IsoTime, MajorString, MinorString } from './schemas.ts';
import { proofSummary } from './task-projection.ts';
import { CampaignFillOut, quoteCampaignFill } from './fill-quote.ts';
import { AnswerSchema, type AnswerValue } from '../domain/answer-schema.ts';

const Template = z.object({
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
});

const CSV_CHARS_MAX = 8 * 1024 * 1024;

/** multipart/form-data: `template` (JSON text), `rows` (a CSV file, into rows_csv), `name` (else the file's name). */
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
      "The rows as CSV text instead of rows (RFC 4180): a header line naming zone_ref, optionally reward_major, and the template's variables; one data line per row. An empty cell leaves its variable out.",
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

const RowRefusalOut = z.object({
  row: z.number().int().describe('1-based row number'),
  code: z.string(),
  message: z.string(),
  detail: z.record(z.string(), z.unknown()).optional(),
});

const Progress = z.object({
  rows_total: z.number().int(),
  rows_created: z.number().int(),
  rows_not_created: z.number().int(),
  rows_ended: z.number().int(),
  tasks_by_state: z.record(z.string(), z.number().int()),
  budget_minor: MinorString,
  spent_minor: MinorString.describe('Reward + fee of tasks released'),
  refunded_minor: MinorString.describe(
    'Returned to the wallet: tasks cancelled or expired and the unspent budget',
  ),
  remaining_minor: MinorString.describe('Still held: rows not yet made and tasks still open'),
  creation_eta_seconds: z.number().nullable(),
});

const CampaignOut = z.object({
  id: z.string(),
  name: z.string(),
  status: z.enum(['active', 'paused', 'cancelled', 'completed']),
  currency: z.string(),
  template: Template,
  escrow: z.object({ state: z.string(), held_minor: MinorString }),
  progress: Progress,
  created_at: IsoTime,
  updated_at: IsoTime,
  finished_at: IsoTime.nullable(),
});

const CampaignIdParam = z.object({ id: Id.describe('Campaign id (cmp_…)') });

function callerState(ctx: OpContext) {
  const agent = requireAgent(ctx);
  const state = ctx.engine.stateOf(agent.orgId);
  return {
    agent,
    state,
    org: state.orgs.get(agent.orgId)!,
    record: state.agents.get(agent.agentId)!,
  };
}

/** The caller's campaign, in memory or archived once finished; another org's is not_found. */
async function ownCampaign(ctx: OpContext, id: string) {
  const agent = requireAgent(ctx);
  const parts = await readCampaign(ctx.engine, id, agent.orgId);
  if (!parts) throw new DomainError('not_found', { resource: 'campaign' });
  return parts;
}

/** Rows whose rendered task fails create_task's own body schema (a title too long once filled in). */
function schemaRefusals(input: CreateCampaignInput, atMs: number): Map<number, RowRefusal> {
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

/** Every refused row, by number: the CSV lines', the schema's and create_task's rules', as the decider would judge now. */
function allRefusals(
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

export const createCampaign = defineOp({
  id: 'create_campaign',
  method: 'POST',
  path: '/v1/campaigns',
  surface: 'public',
  summary: 'Create a campaign: many tasks from one template under one budget',
  description: `Needs flags.campaigns.engine on for the org (else feature_disabled). Rows come as JSON (rows), as CSV text (rows_csv), or as a CSV file upload: a multipart/form-data body with a template field (JSON text), a rows file part (text/csv) and an optional name field (else the file's name), under the same 8 MiB limit. Every row (1 to ${CAMPAIGN_ROWS_MAX}) is rendered from the template and judged exactly as create_task judges a task (schema, task type, zone, safety filter, minimum reward, per-task cap); any refused row refuses the campaign with validation_failed, detail.rows listing each refused row by number (1-based) with its code, and nothing is charged. The whole budget (every row's reward + fee) is then checked against the daily cap and the wallet and locked in one escrow lock, atomically. Rows become tasks in the background, in order, each a normal task with its own escrow part.`,
  input: CreateCampaignBody,
  output: z.object({
    campaignId: z.string(),
    escrowLockId: z.string(),
    status: z.literal('active'),
    rows: z.number().int(),
    budgetMinor: MinorString,
    currency: z.string(),
  }),
  flag: 'can_post_tasks',
  idempotency: 'required',
  successStatus: 201,
  readOnly: false,
  bodyLimitBytes: 8 * 1024 * 1024,
  multipart: CAMPAIGN_UPLOAD,
  async handler(ctx, body) {
    const agent = requireAgent(ctx);
    const org = ctx.engine.stateOf(agent.orgId).orgs.get(agent.orgId);
    // The decider refuses it too; first here, so a closed door answers before any row is read.
    if (org?.flags.get(CAMPAIGNS_FLAG) !== true)
      throw new DomainError('feature_disabled', { flag: CAMPAIGNS_FLAG });
    const { input, lines, numbers } = campaignInput(body);
    // The rendered rows against create_task's body schema: a refusal lists every row's error.
    const schema = schemaRefusals(input, ctx.services.clock.now());
    if (schema.size > 0 || lines.length > 0)
      throw rowsRefused(allRefusals(ctx, input, lines, numbers).refused);
    return (await ctx.engine.execute({
      type: 'CreateCampaign',
      orgId: agent.orgId,
      agentId: agent.agentId,
      input,
      ...(ctx.idem ? { idem: ctx.idem } : {}),
    })) as never;
  },
});

export const estimateCampaign = defineOp({
  id: 'estimate_campaign',
  method: 'POST',
  path: '/v1/estimate_campaign',
  surface: 'public',
  summary: 'Cost, refused rows and governance verdict of a campaign, as a dry run',
  description:
    "create_campaign's body, judged as create would judge it now, changing nothing: the budget of the rows that pass, each refused row by number with its code, and what create would answer for the caller (flag, kill switch, delegation, daily cap, wallet) in governance.",
  input: CreateCampaignBody,
  output: z.object({
    rows_total: z.number().int(),
    rows_accepted: z.number().int(),
    rows_refused: z.array(RowRefusalOut),
    budget_minor: MinorString.describe('Reward + fee of the rows that pass'),
    currency: z.string().nullable(),
    fill: CampaignFillOut,
    governance: z.object({
      allowed: z.boolean().describe('create_campaign with this body would succeed now'),
      code: z
        .string()
        .optional()
        .describe('The error create_campaign would answer with, when allowed is false'),
      campaigns_enabled: z.boolean(),
      wallet_covers: z.boolean(),
      remaining_daily_cap_minor: MinorString.nullable(),
    }),
  }),
  idempotency: 'none',
  readOnly: true,
  bodyLimitBytes: 8 * 1024 * 1024,
  multipart: CAMPAIGN_UPLOAD,
  async handler(ctx, body) {
    const { input, lines, numbers } = campaignInput(body);
    const { state, org, record, atMs, judged, refused } = allRefusals(ctx, input, lines, numbers);
    const currency = judged.currency ?? org.currency;
    const available = balanceOf(state, currency, `wallet:${org.id}`);
    const enabled = org.flags.get(CAMPAIGNS_FLAG) === true;
    const spend = state.spend.get(record.id);
    const spentToday = spend && spend.day === utcDay(atMs) ? spend.spentMinor : 0n;
    const code = !enabled
      ? 'feature_disabled'
      : refused.length > 0
        ? 'validation_failed'
        : governanceCode(
            { ...record, perTaskCapMinor: null },
            'can_post_tasks',
            spend,
            judged.budgetMinor,
            available,
            atMs,
            org,
          );
    return {
      rows_total: input.rows.length + lines.length,
      rows_accepted: input.rows.length + lines.length - refused.length,
      rows_refused: refused,
      budget_minor: judged.budgetMinor.toString(),
      currency: judged.currency ?? null,
      fill: quoteCampaignFill(ctx, input.template, input.rows),
      governance: {
        allowed: code === undefined,
        ...(code ? { code } : {}),
        campaigns_enabled: enabled,
        wallet_covers: available >= judged.budgetMinor,
        remaining_daily_cap_minor:
          record.dailyCapMinor === null
            ? null
            : (record.dailyCapMinor > spentToday
                ? record.dailyCapMinor - spentToday
                : 0n
              ).toString(),
      },
    };
  },
});

export const listCampaigns = defineOp({
  id: 'list_campaigns',
  method: 'GET',
  path: '/v1/campaigns',
  surface: 'public',
  summary: "The org's active campaigns, with progress",
  description:
    'Campaigns not yet finished (active or paused), oldest first, each with its progress: tasks per state, rows not yet made, spent, refunded, remaining, creation ETA. An empty list while flags.campaigns.engine is off for the org.',
  input: z.object({}),
  output: z.array(CampaignOut),
  idempotency: 'none',
  readOnly: true,
  tool: {},
  async handler(ctx) {
    const { agent, state, org } = callerState(ctx);
    if (org?.flags.get(CAMPAIGNS_FLAG) !== true) return [];
    const now = ctx.services.clock.now();
    return openCampaigns(state, agent.orgId).map((c) => campaignView(campaignParts(state, c), now));
  },
});

export const getCampaign = defineOp({
  id: 'get_campaign',
  method: 'GET',
  path: '/v1/campaigns/:id',
  surface: 'public',
  summary: 'A campaign: status, budget and progress',
  description: "Any status, finished ones included. Another org's campaign answers not_found.",
  input: CampaignIdParam,
  output: CampaignOut,
  idempotency: 'none',
  readOnly: true,
  async handler(ctx, input) {
    return campaignView(await ownCampaign(ctx, input.id), ctx.services.clock.now());
  },
});

const move = (
  id: string,
  action: 'PAUSE' | 'RESUME' | 'CANCEL',
  summary: string,
  description: string,
) =>
  defineOp({
    id,
    method: 'POST',
    path: `/v1/campaigns/:id/${action.toLowerCase()}`,
    surface: 'public',
    summary,
    description,
    input: CampaignIdParam,
    output: CampaignOut,
    flag: 'can_post_tasks',
    idempotency: 'required',
    readOnly: false,
    async handler(ctx, input) {
      const agent = requireAgent(ctx);
      await ctx.engine.execute({
        type: 'MoveCampaign',
        orgId: agent.orgId,
        agentId: agent.agentId,
        campaignId: input.id,
        action,
        ...(ctx.idem ? { idem: ctx.idem } : {}),
      });
      return campaignView(await ownCampaign(ctx, input.id), ctx.services.clock.now());
    },
  });

export const pauseCampaign = move(
  'pause_campaign',
  'PAUSE',
  'Pause a campaign: no more rows become tasks',
  'Valid while active. Tasks already made run on; rows not yet made wait until resume.',
);
export const resumeCampaign = move(
  'resume_campaign',
  'RESUME',
  'Resume a paused campaign',
  'Valid while paused. Rows not yet made become tasks again in the background.',
);
export const cancelCampaign = move(
  'cancel_campaign',
  'CANCEL',
  'Cancel a campaign and refund the unspent budget',
  'Valid while active or paused. In one record and one ledger entry: tasks not yet accepted (screening, live, matched) are cancelled and their escrow refunded, and the budget of rows not yet made is refunded to the wallet. Tasks already accepted run on (cancelling them would be a dispute).',
);

/** What the row came to, for the requester: not a task state but its outcome. */
function verdictOf(task: Task | undefined): string {
  if (!task) return 'not_created';
  if (CAMPAIGN_ROW_RELEASED.has(task.state)) return 'approved';
  if (task.state === 'resolved_refunded') return 'rejected';
  if (CAMPAIGN_ROW_REFUNDED.has(task.state)) return task.state;
  if (task.state === 'disputed') return 'disputed';
  return 'pending';
}

const ResultRow = z.object({
  row: z.number().int(),
  task_id: z.string().nullable(),
  state: z.string().nullable(),
  zone_ref: z.string(),
  verdict: z
    .string()
    .describe('approved, rejected, cancelled, expired, disputed, pending or not_created'),
  proof: z.object({
    has_proof: z.boolean(),
    outcome: z.string().nullable(),
    confidence_score: z.number().nullable(),
    submitted_at: IsoTime.nullable(),
  }),
  answers: z
    .record(z.string(), z.union([z.string(), z.number(), z.boolean()]))
    .nullable()
    .describe("The row's checked typed answers, once in (null before, or without answer_schema)"),
});

// answers is last (added with typed answers): a JSON object of the row's answers, or empty.
const CSV_COLUMNS = [
  'row',
  'task_id',
  'state',
  'zone_ref',
  'verdict',
  'has_proof',
  'proof_outcome',
  'confidence_score',
  'proof_submitted_at',
  'answers',
] as const;

/** The typed answers of a row's task, as get_task's result shows them. */
function answersOf(task: Task | undefined): Record<string, AnswerValue> | null {
  return task?.answerSchema && task.proof ? { ...task.proof.answers } : null;
}

export function csvCell(v: unknown): string {
  const s = v === null || v === undefined ? '' : String(v);
  // Spreadsheet formula injection: a leading =, +, - or @ is quoted as text.
  const safe = /^[=+\-@\t\r]/.test(s) ? `'${s}` : s;
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export const getCampaignResults = defineOp({
  id: 'get_campaign_results',
  method: 'GET',
  path: '/v1/campaigns/:id/results',
  surface: 'public',
  summary: 'One line per row: task id, state, proof summary, verdict',
  description:
    "format=json (default) answers {data: {campaign_id, rows: [...]}}; format=csv answers text/csv with the columns row, task_id, state, zone_ref, verdict, has_proof, proof_outcome, confidence_score, proof_submitted_at, answers (JSON). Never an Operator's identity or the proof's location.",
  input: CampaignIdParam.extend({
    format: z.enum(['json', 'csv']).default('json').describe('json (default) or csv'),
  }),
  output: z.union([
    z.object({ campaign_id: z.string(), rows: z.array(ResultRow) }),
    z.object({ format: z.literal('csv'), content_type: z.string(), content: z.string() }),
  ]),
  idempotency: 'none',
  readOnly: true,
  async handler(ctx, input) {
    const { campaign } = await ownCampaign(ctx, input.id);
    const rows: Array<z.infer<typeof ResultRow>> = [];
    for (const [i, r] of campaign.rows.entries()) {
      const task =
        r.taskId === null
          ? undefined
          : (await readTask(ctx.engine, r.taskId, campaign.orgId))?.task;
      rows.push({
        row: i + 1,
        task_id: r.taskId,
        state: task?.state ?? null,
        zone_ref: r.zoneRef,
        verdict: verdictOf(task),
        proof: task
          ? proofSummary(task)
          : { has_proof: false, outcome: null, confidence_score: null, submitted_at: null },
        answers: answersOf(task),
      });
    }
    if (input.format === 'csv') {
      const lines = [CSV_COLUMNS.join(',')];
      for (const r of rows) {
        const p = r.proof;
        const answers = r.answers && JSON.stringify(r.answers);
        const cells = [r.row, r.task_id, r.state, r.zone_ref, r.verdict, p.has_proof, p.outcome];
        lines.push([...cells, p.confidence_score, p.submitted_at, answers].map(csvCell).join(','));
      }
      return {
        format: 'csv' as const,
        content_type: 'text/csv; charset=utf-8',
        content: `${lines.join('\n')}\n`,
      };
    }
    return { campaign_id: campaign.id, rows };
  },
  raw: (result) =>
    'content_type' in result
      ? {
          contentType: result.content_type,
          body: result.content,
          headers: { 'content-disposition': 'attachment; filename="campaign-results.csv"' },
        }
      : undefined,
});

export const CAMPAIGN_OPS = [
  createCampaign,
  estimateCampaign,
  getCampaign,
  pauseCampaign,
  resumeCampaign,
  cancelCampaign,
  getCampaignResults,
];
