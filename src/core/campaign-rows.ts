// Judging a campaign's rows: each row rendered from the template into the create-task body it
// stands for, and judged exactly as create_task judges a task (judgeTaskRequest), plus the
// agent's per-task cap. Errors are collected by row, not thrown, so creation refuses them all at
// once and the estimate reports them. The deciding itself is decide-campaigns.ts.
import { DomainError, type ProblemDetail } from '../errors/problem.ts';
import type { ErrorCode } from '../errors/codes.ts';
import { judgeTaskRequest, type TaskRules } from '../domain/governance.ts';
import { renderRow } from '../domain/campaign-template.ts';
import type { SafetyVerdict } from '../domain/safety-filter.ts';
import type { CreateCampaignInput, CreateTaskInput } from './commands.ts';
import type { CampaignRowFields } from './events.ts';
import { heldPart } from './hold-events.ts';
import type { Agent, Org } from './state.ts';
import { slotsAsked } from './slots.ts';

export const HOUR_MS = 3_600_000;

export interface RowRefusal {
  /** 1-based, as a spreadsheet numbers its data rows. */
  row: number;
  code: ErrorCode;
  message: string;
  detail?: ProblemDetail;
}

export interface JudgedCampaign {
  rows: CampaignRowFields[];
  refused: RowRefusal[];
  budgetMinor: bigint;
  currency: string | undefined;
}

/** The create-task body row `index` stands for, its deadline counted from `atMs`. */
export function rowTaskInput(
  input: CreateCampaignInput,
  index: number,
  atMs: number,
): { input: CreateTaskInput } | { refusal: RowRefusal } {
  const t = input.template;
  const row = input.rows[index]!;
  const rendered = renderRow(t, row);
  if (!rendered.ok)
    return {
      refusal: {
        row: index + 1,
        code: 'validation_failed',
        message: rendered.message,
        detail: { path: rendered.path },
      },
    };
  return {
    input: {
      type: t.type,
      title: rendered.title,
      instructions: rendered.instructions,
      reward_major: row.reward_major ?? t.reward_major,
      deadline: new Date(atMs + t.deadline_after_hours * HOUR_MS).toISOString(),
      zone_ref: row.zone_ref,
      ...(t.proof_requirements ? { proof_requirements: t.proof_requirements } : {}),
      ...(t.language ? { language: t.language } : {}),
      ...(t.answer_schema ? { answer_schema: t.answer_schema } : {}),
      ...((row.slots ?? t.slots) !== undefined ? { slots: row.slots ?? t.slots } : {}),
      ...(t.assurance ? { assurance: t.assurance } : {}),
    },
  };
}

/**
 * The Operators every row's task asks for, checked once for the template as create_task checks a
 * task (core/slots.ts), its errors' paths under `template.`: how many parts each row's lock holds.
 */
function templateOperators(template: CreateCampaignInput['template']): number {
  try {
    return slotsAsked(template).funded;
  } catch (error) {
    if (!(error instanceof DomainError) || error.code !== 'validation_failed') throw error;
    const errors = (error.detail?.errors ?? []) as Array<{ path: string; message: string }>;
    throw new DomainError('validation_failed', {
      errors: errors.map((e) => ({ ...e, path: `template.${e.path}` })),
    });
  }
}

/**
 * Every row judged as create_task judges a task, and the per-task cap. Row errors are collected,
 * not thrown: creation refuses them all at once, the estimate reports them.
 */
export function judgeCampaignRows(
  org: Org,
  agent: Agent,
  input: CreateCampaignInput,
  rules: TaskRules,
  screened?: readonly SafetyVerdict[],
): JudgedCampaign {
  const rows: CampaignRowFields[] = [];
  const refused: RowRefusal[] = [];
  let budgetMinor = 0n;
  let currency: string | undefined;
  templateOperators(input.template);
  for (let i = 0; i < input.rows.length; i++) {
    const built = rowTaskInput(input, i, rules.atMs);
    if ('refusal' in built) {
      refused.push(built.refusal);
      continue;
    }
    try {
      const priced = judgeTaskRequest(built.input, org, rules, screened?.[i]);
      // A row's lock holds every Operator's part, as create_task's lock does: so do its caps. A
      // row's own `slots` is checked as create_task checks it (a refusal of that row).
      const operators = BigInt(slotsAsked(built.input).funded);
      const rowMinor = priced.totalMinor * operators;
      if (agent.perTaskCapMinor !== null && rowMinor > agent.perTaskCapMinor) {
        throw new DomainError('spend_policy_exceeded', {
          cap: 'per_task',
          cap_minor: agent.perTaskCapMinor.toString(),
          requested_minor: rowMinor.toString(),
        });
      }
      currency ??= priced.currency;
      if (priced.currency !== currency)
        throw new DomainError('validation_failed', {
          errors: [{ path: 'zone_ref', message: `every row must be priced in ${currency}` }],
        });
      budgetMinor += rowMinor;
      const hold = heldPart(priced.verdict);
      rows.push({
        zoneRef: built.input.zone_ref,
        vars: { ...(input.rows[i]!.vars ?? {}) },
        title: built.input.title,
        instructions: built.input.instructions,
        rewardMinor: priced.rewardMinor.toString(),
        feeMinor: priced.feeMinor.toString(),
        ...(input.rows[i]!.slots !== undefined ? { slots: input.rows[i]!.slots } : {}),
        ...(hold ? { hold } : {}),
      });
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      refused.push({
        row: i + 1,
        code: error.code,
        message: error.message,
        ...(error.detail ? { detail: error.detail } : {}),
      });
    }
  }
  return { rows, refused, budgetMinor, currency };
}

/** The refusal of a campaign with row errors: validation_failed, each row by number. */
export function rowsRefused(refused: readonly RowRefusal[]): DomainError {
  return new DomainError('validation_failed', {
    errors: refused.map((r) => ({
      path: `rows[${r.row - 1}]`,
      message: `row ${r.row}: ${r.code}: ${r.message}`,
    })),
    rows: refused,
  });
}
