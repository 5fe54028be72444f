// Governance: the rules a write must pass before any task or money exists. Pure functions over
// the agent, its org and the request; each failure is a DomainError with the spec's code.
import { answerTexts } from './answer-schema.ts';
import { DomainError } from '../errors/problem.ts';
import type { ErrorCode } from '../errors/codes.ts';
import type { Agent, DailySpend, Org } from '../core/state.ts';
import type { CreateTaskInput } from '../core/commands.ts';
import type { DelegationFlag } from '../core/events.ts';
import { feeFor, parseMajor } from './money.ts';
import { findTaskType, taskTypeAvailable } from './catalogue.ts';
import { currencyOfZone, zoneStatus, type ZoneStatus } from './zones.ts';
import { screenTask, type SafetyVerdict } from './safety-filter.ts';

const MAX_DEADLINE_AHEAD_MS = 90 * 24 * 60 * 60 * 1000;

/** Kill switch first: a frozen agent can do nothing, whatever it was granted. */
export function authorize(agent: Agent, flag: DelegationFlag): void {
  if (agent.frozen) throw new DomainError('agent_frozen');
  if (!agent.delegation[flag]) throw new DomainError('delegation_denied', { flag });
}

/** The kill switch at the org's level: a frozen org's agents cannot post (docs/api.md). */
export function requireOrgOpen(org: Org): void {
  if (org.frozen === true) throw new DomainError('agent_frozen', { scope: 'org' });
}

export function invalid(path: string, message: string): DomainError {
  return new DomainError('validation_failed', { errors: [{ path, message }] });
}

/** An order's deadline: an ISO 8601 time after now, at most 90 days ahead. */
export function deadlineOf(text: string, atMs: number): number {
  const deadlineMs = Date.parse(text);
  if (!Number.isFinite(deadlineMs)) throw invalid('deadline', 'an ISO 8601 timestamp');
  if (deadlineMs <= atMs) throw invalid('deadline', 'must be in the future');
  if (deadlineMs - atMs > MAX_DEADLINE_AHEAD_MS) throw invalid('deadline', 'at most 90 days ahead');
  return deadlineMs;
}

/** Work is posted only in a live zone. */
export function requireLiveZone(zoneRef: string, overrides: ReadonlyMap<string, ZoneStatus>): void {
  const status = zoneStatus(zoneRef, overrides);
  if (status !== 'live')
    throw new DomainError('zone_not_serviceable', {
      zone_ref: zoneRef,
      status: status ?? 'unknown',
    });
}

/** The wallet must cover the whole amount to lock. */
export function requireFunds(availableMinor: bigint, requiredMinor: bigint): void {
  if (availableMinor < requiredMinor) {
    throw new DomainError('insufficient_escrow_balance', {
      required: requiredMinor.toString(),
      available: availableMinor.toString(),
    });
  }
}

export interface PricedTask {
  rewardMinor: bigint;
  feeMinor: bigint;
  totalMinor: bigint;
  currency: string;
  deadlineMs: number;
}

export interface TaskRules {
  atMs: number;
  feeBps: bigint;
  zoneOverrides: ReadonlyMap<string, ZoneStatus>;
}

/**
 * A task request as create_task judges it. estimate_task's documented body is {type, reward_major,
 * zone_ref}: it may leave out the fields only create needs, and every field it does give is judged
 * exactly as create judges it (docs/api.md, "Dry runs").
 */
/** A judged request: its price, and the filter's verdict (a hold passes: core/hold-events.ts). */
type JudgedTask = Omit<PricedTask, 'deadlineMs'> & {
  deadlineMs: number | undefined;
  verdict: SafetyVerdict;
};

export type TaskRequest = Omit<CreateTaskInput, 'title' | 'instructions' | 'deadline'> &
  Partial<Pick<CreateTaskInput, 'title' | 'instructions' | 'deadline'>>;

/**
 * Everything about the request itself, in create's order: reward, deadline, type, zone, the
 * safety filter, the minimum reward, then the price. The one judgement behind create_task,
 * estimate_task, a Loop's task template and estimate_loop.
 */
export function judgeTaskRequest(
  input: TaskRequest,
  org: Org,
  rules: TaskRules,
  screened?: SafetyVerdict,
): JudgedTask {
  const rewardMinor = parseMajor(input.reward_major);
  if (rewardMinor === undefined || rewardMinor <= 0n) {
    throw invalid('reward_major', 'a positive decimal amount with at most two fraction digits');
  }
  const deadlineMs =
    input.deadline === undefined ? undefined : deadlineOf(input.deadline, rules.atMs);

  const type = findTaskType(input.type);
  if (!type || !taskTypeAvailable(type, org.flags)) {
    throw new DomainError('task_type_unavailable', { type: input.type });
  }
  requireLiveZone(input.zone_ref, rules.zoneOverrides);
  // Answer-form labels and options are read by the Operator with the task: screened with it.
  const extra = answerTexts(input.answer_schema);
  const text = {
    type: input.type,
    title: input.title ?? '',
    instructions: input.instructions ?? '',
  };
  const verdict = screened ?? screenTask(extra.length > 0 ? { ...text, extra } : text);
  if (verdict.blocked)
    throw new DomainError('safety_filter_blocked', { category: verdict.category });

  const currency = currencyOfZone(input.zone_ref);
  const minimum = type.minRewardMinor[currency] ?? 0n;
  if (rewardMinor < minimum) {
    throw invalid('reward_major', `at least ${minimum} minor units for ${type.id} in ${currency}`);
  }
  const feeMinor = feeFor(rewardMinor, rules.feeBps);
  // A held verdict passes here: the task is created and waits for staff (core/hold-events.ts).
  const totalMinor = rewardMinor + feeMinor;
  return { rewardMinor, feeMinor, totalMinor, currency, deadlineMs, verdict };
}

/** The whole create-task request: as judgeTaskRequest, with its deadline. */
export function screenAndPrice(
  input: CreateTaskInput,
  org: Org,
  rules: TaskRules,
  screened?: SafetyVerdict,
): PricedTask & { verdict: SafetyVerdict } {
  const judged = judgeTaskRequest(input, org, rules, screened);
  return { ...judged, deadlineMs: judged.deadlineMs! };
}

/**
 * What create would say about the caller rather than the request: kill switch, delegation, caps,
 * wallet, in create's order. A dry run reports it instead of refusing (the caller asks "could I?").
 */
export function governanceCode(
  agent: Agent,
  flag: DelegationFlag,
  spend: DailySpend | undefined,
  totalMinor: bigint | undefined,
  availableMinor: bigint | undefined,
  atMs: number,
  org?: Org,
): ErrorCode | undefined {
  try {
    authorize(agent, flag);
    if (org) requireOrgOpen(org);
    if (totalMinor !== undefined) {
      checkSpend(agent, spend, totalMinor, atMs);
      if (availableMinor !== undefined) requireFunds(availableMinor, totalMinor);
    }
    return undefined;
  } catch (error) {
    if (error instanceof DomainError) return error.code;
    throw error;
  }
}

const DAY_MS = 86_400_000;
let cachedDay = { start: 0, end: 0, label: '1970-01-01' };

/**
 * The UTC calendar day of `atMs` as YYYY-MM-DD; the label is cached for the current day (hot path).
 */
export function utcDay(atMs: number): string {
  if (atMs < cachedDay.start || atMs >= cachedDay.end) {
    const start = Math.floor(atMs / DAY_MS) * DAY_MS;
    cachedDay = { start, end: start + DAY_MS, label: new Date(start).toISOString().slice(0, 10) };
  }
  return cachedDay.label;
}

/** Caps count the whole amount locked (reward + fee), per agent, per UTC day. */
export function checkSpend(
  agent: Agent,
  spend: DailySpend | undefined,
  totalMinor: bigint,
  atMs: number,
): void {
  if (agent.perTaskCapMinor !== null && totalMinor > agent.perTaskCapMinor) {
    throw new DomainError('spend_policy_exceeded', {
      cap: 'per_task',
      cap_minor: agent.perTaskCapMinor.toString(),
      requested_minor: totalMinor.toString(),
    });
  }
  if (agent.dailyCapMinor !== null) {
    const spent = spend && spend.day === utcDay(atMs) ? spend.spentMinor : 0n;
    if (spent + totalMinor > agent.dailyCapMinor) {
      throw new DomainError('spend_policy_exceeded', {
        cap: 'daily',
        cap_minor: agent.dailyCapMinor.toString(),
        spent_today_minor: spent.toString(),
        requested_minor: totalMinor.toString(),
      });
    }
  }
}
