// A campaign's per-row results, as JSON or CSV: what each row came to, its task and its typed
// answers (GET /v1/campaigns/{id}/results).
import { z } from 'zod';
import { CAMPAIGN_ROW_REFUNDED, CAMPAIGN_ROW_RELEASED, type Task } from '../core/state.ts';
import { readTask } from '../runtime/reads.ts';
import { defineOp } from './operation.ts';
import { IsoTime } from './schemas.ts';
import { proofSummary } from './task-projection.ts';
import type { AnswerValue } from '../domain/answer-schema.ts';
import { CampaignIdParam, ownCampaign } from './campaign-common.ts';

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

/**
 * The typed answers of a row's task, as get_task's result shows them; for a task bought with
 * consensus, the consensus's answer once decided (null before).
 */
function answersOf(task: Task | undefined): Record<string, AnswerValue> | null {
  if (task?.assurance) return task.consensus ? { ...task.consensus.answers } : null;
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
    'format=json (default) answers {data: {campaign_id, rows: [...]}}; format=csv answers ' +
    'text/csv with the columns row, task_id, state, zone_ref, verdict, has_proof, ' +
    'proof_outcome, confidence_score, proof_submitted_at, answers (JSON). Never an ' +
    "Operator's identity or the proof's location.",
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
