// Agent context, wallet and funding options, and the create-task dry run.
import { z } from 'zod';
import { DomainError } from '../errors/problem.ts';
import { DELEGATION_FLAGS } from '../core/events.ts';
import { balanceOf } from '../core/state.ts';
import { feeFor, parseMajor } from '../domain/money.ts';
import { findTaskType, taskTypeAvailable } from '../domain/catalogue.ts';
import { currencyOfZone, zoneStatus } from '../domain/zones.ts';
import { authorize, checkSpend, utcDay } from '../domain/governance.ts';
import { SYSTEM_ROUTING_KEY } from '../core/commands.ts';
import { visibleOperators } from './operators.ts';
import { eligible, timeToMatchMinutes } from '../domain/coverage.ts';
import { defineOp, requireAgent, type OpContext } from './operation.ts';
import { MajorString, MinorString } from './schemas.ts';

/** Minimum top-up, in USD cents (decisions.md: cents). */
export const MIN_TOPUP_USD_MINOR = 1_000;

function callerState(ctx: OpContext) {
  const agent = requireAgent(ctx);
  const state = ctx.engine.stateOf(agent.orgId);
  const org = state.orgs.get(agent.orgId)!;
  return { agent, state, org, record: state.agents.get(agent.agentId)! };
}

export const getMe = defineOp({
  id: 'get_me',
  method: 'GET',
  path: '/v1/me',
  surface: 'public',
  summary: 'The calling agent: ids, kill-switch state and delegation flags',
  description: 'Who the key belongs to and what it may do.',
  input: z.object({}),
  output: z.object({ agent_id: z.string(), org_id: z.string(), frozen: z.boolean(), delegation: z.record(z.string(), z.boolean()) }),
  idempotency: 'none',
  readOnly: true,
  async handler(ctx) {
    const { agent, record } = callerState(ctx);
    return { agent_id: agent.agentId, org_id: agent.orgId, frozen: record.frozen, delegation: Object.fromEntries(DELEGATION_FLAGS.map((f) => [f, record.delegation[f]])) };
  },
});

export const getWallet = defineOp({
  id: 'get_wallet',
  method: 'GET',
  path: '/v1/wallet',
  surface: 'public',
  summary: 'Wallet balance available to lock',
  description: 'The org wallet balance in minor units; money locked in escrow is not in it.',
  input: z.object({}),
  output: z.object({ balance_minor: MinorString, currency: z.string() }),
  idempotency: 'none',
  readOnly: true,
  tool: {},
  async handler(ctx) {
    const { state, org } = callerState(ctx);
    return { balance_minor: balanceOf(state, org.currency, `wallet:${org.id}`).toString(), currency: org.currency };
  },
});

export const fundWallet = defineOp({
  id: 'fund_wallet',
  method: 'POST',
  path: '/v1/wallet/fund',
  surface: 'public',
  summary: 'How to fund the wallet (read-only)',
  description: 'Lists funding rails. Changes nothing: deposits arrive out of band and credit the wallet through the funding partner\'s deposit webhook.',
  input: z.object({}),
  output: z.object({
    options: z.array(z.object({ rail: z.enum(['bank_transfer', 'usdc']), label: z.string() })),
    min_topup_usd_minor: z.number().int().describe('Minimum top-up in US cents'),
    currency: z.literal('USD'),
  }),
  idempotency: 'none',
  readOnly: true,
  tool: { idempotent: true },
  async handler() {
    return {
      options: [
        { rail: 'bank_transfer' as const, label: 'NGN bank transfer to your virtual account' },
        { rail: 'usdc' as const, label: 'USDC on-chain stablecoin deposit' },
      ],
      min_topup_usd_minor: MIN_TOPUP_USD_MINOR,
      currency: 'USD' as const,
    };
  },
});

function codeOf(run: () => void): string | undefined {
  try {
    run();
    return undefined;
  } catch (error) {
    if (error instanceof DomainError) return error.code;
    throw error;
  }
}

export const estimateTask = defineOp({
  id: 'estimate_task',
  method: 'POST',
  path: '/v1/estimate_task',
  surface: 'public',
  summary: 'Price and availability of a task, as a dry run',
  description: 'Everything create_task would decide about price, zone, type, caps and wallet — without creating anything or changing any state.',
  input: z.object({
    type: z.string().min(1).max(64).describe('Task type id from GET /v1/content').meta({ examples: ['field_verification'] }),
    reward_major: MajorString,
    zone_ref: z.string().min(1).max(120).describe('Zone from GET /v1/zones').meta({ examples: ['ng.lagos.ikeja'] }),
  }),
  output: z.object({
    reward_minor: MinorString,
    fee_minor: MinorString,
    total_minor: MinorString,
    currency: z.string(),
    serviceable: z.boolean(),
    coverage: z.object({ operators: z.number().int() }),
    estimated_time_to_match_minutes: z.number().nullable(),
    reasons: z.array(z.string()),
    governance: z.object({
      allowed: z.boolean(),
      code: z.string().optional(),
      remaining_daily_cap_minor: MinorString.nullable(),
      per_task_cap_minor: MinorString.nullable(),
      wallet_covers: z.boolean(),
    }),
  }),
  idempotency: 'none',
  readOnly: true,
  tool: {},
  async handler(ctx, input) {
    const { state, org, record } = callerState(ctx);
    const now = ctx.services.clock.now();
    const reward = parseMajor(input.reward_major) ?? 0n;
    const fee = feeFor(reward, ctx.services.config.FEE_BPS);
    const total = reward + fee;
    const currency = currencyOfZone(input.zone_ref);
    const reasons: string[] = [];
    const type = findTaskType(input.type);
    if (!taskTypeAvailable(type, org.flags)) reasons.push(`task_type_unavailable: ${input.type} is not offered to this org`);
    const status = zoneStatus(input.zone_ref, ctx.engine.stateOf(SYSTEM_ROUTING_KEY).zoneOverrides);
    if (status !== 'live') reasons.push(`zone_not_serviceable: ${input.zone_ref} is ${status ?? 'unknown'}`);
    const minimum = type?.minRewardMinor[currency];
    if (minimum !== undefined && reward < minimum) reasons.push(`validation_failed: reward below the minimum ${minimum} for ${input.type}`);
    const available = balanceOf(state, currency, `wallet:${org.id}`);
    const walletCovers = available >= total;
    const spend = state.spend.get(record.id);
    const spentToday = spend && spend.day === utcDay(now) ? spend.spentMinor : 0n;
    const governanceCode = codeOf(() => authorize(record, 'can_post_tasks')) ?? codeOf(() => checkSpend(record, spend, total, now)) ?? (walletCovers ? undefined : 'insufficient_escrow_balance');
    if (governanceCode) reasons.push(governanceCode);
    // Create would succeed or not on the reasons so far; coverage only says how soon a match comes.
    const allowed = governanceCode === undefined && reasons.length === 0;
    const covering = eligible(visibleOperators(ctx), input.zone_ref, input.type).length;
    if (covering === 0) reasons.push(`no Operator with skill ${input.type} covers ${input.zone_ref} yet`);
    const serviceable = status === 'live' && taskTypeAvailable(type, org.flags) && covering > 0;
    return {
      reward_minor: reward.toString(),
      fee_minor: fee.toString(),
      total_minor: total.toString(),
      currency,
      serviceable,
      coverage: { operators: covering },
      estimated_time_to_match_minutes: timeToMatchMinutes(covering),
      reasons,
      governance: {
        allowed,
        ...(governanceCode ? { code: governanceCode } : {}),
        remaining_daily_cap_minor: record.dailyCapMinor === null ? null : (record.dailyCapMinor > spentToday ? record.dailyCapMinor - spentToday : 0n).toString(),
        per_task_cap_minor: record.perTaskCapMinor?.toString() ?? null,
        wallet_covers: walletCovers,
      },
    };
  },
});

export const WALLET_OPS = [getMe, getWallet, fundWallet, estimateTask];
