// Campaigns over REST (and list_campaigns over MCP too): create from a template and JSON rows,
// a dry run, list and read with progress, pause / resume / cancel, and per-row results as JSON or
// CSV. Every row is judged by create_task's own schema (CreateTaskBody, over the rendered row)
// and create_task's own rules (judgeTaskRequest, in the decider); the budget is locked at once.
import { z } from 'zod';
import { CAMPAIGNS_FLAG, rowsRefused } from '../core/decide-campaigns.ts';
import { balanceOf } from '../core/state.ts';
import { CAMPAIGN_ROWS_MAX } from '../domain/campaign-template.ts';
import { DomainError } from '../errors/problem.ts';
import { governanceCode, utcDay } from '../domain/governance.ts';
import { campaignParts, campaignView, openCampaigns } from '../projections/campaign-view.ts';
import { defineOp, requireAgent } from './operation.ts';
import { IsoTime, MinorString } from './schemas.ts';
import { CampaignIdParam, callerState, ownCampaign } from './campaign-common.ts';
import {
  allRefusals,
  CAMPAIGN_UPLOAD,
  campaignInput,
  CreateCampaignBody,
  schemaRefusals,
  Template,
} from './campaign-input.ts';
import { CampaignFillOut, quoteCampaignFill } from './fill-quote.ts';
import { getCampaignResults } from './campaign-results.ts';

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

const createCampaign = defineOp({
  id: 'create_campaign',
  method: 'POST',
  path: '/v1/campaigns',
  surface: 'public',
  summary: 'Create a campaign: many tasks from one template under one budget',
  description:
    'Needs flags.campaigns.engine on for the org (else feature_disabled). Rows come as JSON ' +
    '(rows), as CSV text (rows_csv), or as a CSV file upload: a multipart/form-data body ' +
    'with a template field (JSON text), a rows file part (text/csv) and an optional name ' +
    "field (else the file's name), under the same 8 MiB limit. Every row (1 to " +
    `${CAMPAIGN_ROWS_MAX}) is rendered from the template and judged exactly as create_task ` +
    'judges a task (schema, task type, zone, safety filter, minimum reward, per-task cap); ' +
    'any refused row refuses the campaign with validation_failed, detail.rows listing each ' +
    'refused row by number (1-based) with its code, and nothing is charged. The whole budget ' +
    "(every row's reward + fee) is then checked against the daily cap and the wallet and " +
    'locked in one escrow lock, atomically. Rows become tasks in the background, in order, ' +
    'each a normal task with its own escrow part.',
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
    return await ctx.engine.execute({
      type: 'CreateCampaign',
      orgId: agent.orgId,
      agentId: agent.agentId,
      input,
      ...(ctx.idem ? { idem: ctx.idem } : {}),
    });
  },
});

const estimateCampaign = defineOp({
  id: 'estimate_campaign',
  method: 'POST',
  path: '/v1/estimate_campaign',
  surface: 'public',
  summary: 'Cost, refused rows and governance verdict of a campaign, as a dry run',
  description:
    "create_campaign's body, judged as create would judge it now, changing nothing: the " +
    'budget of the rows that pass, each refused row by number with its code, and what create ' +
    'would answer for the caller (flag, kill switch, delegation, daily cap, wallet) in ' +
    'governance.',
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
    'Campaigns not yet finished (active or paused), oldest first, each with its progress: ' +
    'tasks per state, rows not yet made, spent, refunded, remaining, creation ETA. An empty ' +
    'list while flags.campaigns.engine is off for the org.',
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

const getCampaign = defineOp({
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

const move = <const Id extends string>(
  id: Id,
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

const pauseCampaign = move(
  'pause_campaign',
  'PAUSE',
  'Pause a campaign: no more rows become tasks',
  'Valid while active. Tasks already made run on; rows not yet made wait until resume.',
);
const resumeCampaign = move(
  'resume_campaign',
  'RESUME',
  'Resume a paused campaign',
  'Valid while paused. Rows not yet made become tasks again in the background.',
);
const cancelCampaign = move(
  'cancel_campaign',
  'CANCEL',
  'Cancel a campaign and refund the unspent budget',
  'Valid while active or paused. In one record and one ledger entry: tasks not yet accepted ' +
    '(screening, live, matched) are cancelled and their escrow refunded, and the budget of ' +
    'rows not yet made is refunded to the wallet. Tasks already accepted run on (cancelling ' +
    'them would be a dispute).',
);

export const CAMPAIGN_OPS = [
  createCampaign,
  estimateCampaign,
  getCampaign,
  pauseCampaign,
  resumeCampaign,
  cancelCampaign,
  getCampaignResults,
];
