// Agent context, wallet and funding options, and the create-task dry run.
import { z } from 'zod';
import { DELEGATION_FLAGS } from '../core/events.ts';
import { balanceOf } from '../core/state.ts';
import { governanceCode, judgeTaskRequest, utcDay } from '../domain/governance.ts';
import { SYSTEM_ROUTING_KEY } from '../core/commands.ts';
import { visibleOperators } from './operators.ts';
import { atQuality } from './quality-coverage.ts';
import { eligible, timeToMatchMinutes } from '../domain/coverage.ts';
import { defineOp, requireAgent, type OpContext } from './operation.ts';
import { EstimateTaskBody, MinorString } from './schemas.ts';
import { FillQuoteOut, quoteFill } from './fill-quote.ts';
import { slotsAsked } from '../core/slots.ts';

/** Minimum top-up, in USD cents (docs/api.md: cents). */
const MIN_TOPUP_USD_MINOR = 1_000;

function callerState(ctx: OpContext) {
  const agent = requireAgent(ctx);
  const state = ctx.engine.stateOf(agent.orgId);
  const org = state.orgs.get(agent.orgId)!;
  return { agent, state, org, record: state.agents.get(agent.agentId)! };
}

const getMe = defineOp({
  id: 'get_me',
  method: 'GET',
  path: '/v1/me',
  surface: 'public',
  summary: 'The calling agent: ids, kill-switch state and delegation flags',
  description: 'Who the key belongs to and what it may do.',
  input: z.object({}),
  output: z.object({
    agent_id: z.string(),
    org_id: z.string(),
    frozen: z.boolean(),
    delegation: z.record(z.string(), z.boolean()),
  }),
  idempotency: 'none',
  readOnly: true,
  async handler(ctx) {
    const { agent, record } = callerState(ctx);
    return {
      agent_id: agent.agentId,
      org_id: agent.orgId,
      frozen: record.frozen,
      delegation: Object.fromEntries(DELEGATION_FLAGS.map((f) => [f, record.delegation[f]])),
    };
  },
});

const getWallet = defineOp({
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
    return {
      balance_minor: balanceOf(state, org.currency, `wallet:${org.id}`).toString(),
      currency: org.currency,
    };
  },
});

const fundWallet = defineOp({
  id: 'fund_wallet',
  method: 'POST',
  path: '/v1/wallet/fund',
  surface: 'public',
  summary: 'How to fund the wallet (read-only)',
  description:
    'Lists funding rails. Changes nothing: deposits arrive out of band and credit the wallet ' +
    "through the funding partner's deposit webhook.",
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

const estimateTask = defineOp({
  id: 'estimate_task',
  method: 'POST',
  path: '/v1/estimate_task',
  surface: 'public',
  summary: 'Price and availability of a task, as a dry run',
  description:
    "A dry run of create_task that changes nothing. The body is create_task's (type, " +
    'reward_major and zone_ref required; title, instructions, deadline and the rest ' +
    'optional), and the request is judged exactly as create judges it: what create refuses ' +
    'for the request (validation_failed, task_type_unavailable, zone_not_serviceable, ' +
    'safety_filter_blocked, the minimum reward) is refused here with the same error. What ' +
    'create would refuse for the caller (agent_frozen, delegation_denied, ' +
    'spend_policy_exceeded, insufficient_escrow_balance) is reported in governance.code with ' +
    'allowed false.',
  input: EstimateTaskBody,
  output: z.object({
    reward_minor: MinorString,
    fee_minor: MinorString,
    total_minor: MinorString.describe(
      'What create would lock: reward and fee of every slot (reward_minor and fee_minor are ' +
        "one slot's)",
    ),
    slots: z.number().int().optional().describe('Present when more than one slot was asked for'),
    price_range_minor: z
      .object({ min: MinorString, max: MinorString })
      .optional()
      .describe(
        'With assurance: the price if the first `agreement` Operators agree (min) and if all ' +
          '`max_operators` are asked (max). The lock is max; the rest is refunded.',
      ),
    currency: z.string(),
    serviceable: z
      .boolean()
      .describe(
        'An Operator with this skill covers the zone now (the request itself is valid, or ' +
          'this would be an error)',
      ),
    coverage: z.object({
      operators: z.number().int(),
      at_min_quality: z
        .number()
        .int()
        .optional()
        .describe('With min_quality: how many of them reach that level (docs/outcomes.md)'),
    }),
    estimated_time_to_match_minutes: z.number().nullable(),
    reasons: z.array(z.string()),
    fill: FillQuoteOut,
    governance: z.object({
      allowed: z.boolean().describe('create_task with this body would succeed now'),
      code: z
        .string()
        .optional()
        .describe('The error create_task would answer with, when allowed is false'),
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
    const zoneOverrides = ctx.engine.stateOf(SYSTEM_ROUTING_KEY).zoneOverrides;
    // The request, judged by create's own function: its refusals are this call's refusals.
    const priced = judgeTaskRequest(input, org, {
      atMs: now,
      feeBps: ctx.services.config.FEE_BPS,
      zoneOverrides,
    });
    const available = balanceOf(state, priced.currency, `wallet:${org.id}`);
    // Create locks the price of every slot (core/slots.ts).
    const asked = slotsAsked(input);
    const slots = asked.funded;
    const lockMinor = priced.totalMinor * BigInt(slots);
    const range = asked.assurance && {
      min: (priced.totalMinor * BigInt(asked.assurance.agreement)).toString(),
      max: lockMinor.toString(),
    };
    const spend = state.spend.get(record.id);
    const spentToday = spend && spend.day === utcDay(now) ? spend.spentMinor : 0n;
    const code = governanceCode(record, 'can_post_tasks', spend, lockMinor, available, now, org);
    const reasons: string[] = code ? [code] : [];
    const cover = eligible(visibleOperators(ctx), input.zone_ref, input.type);
    const covering = cover.length;
    if (covering === 0)
      reasons.push(`no Operator with skill ${input.type} covers ${input.zone_ref} yet`);
    const quality = input.min_quality && atQuality(ctx.engine, cover, input.min_quality);
    if (quality?.reason && covering > 0) reasons.push(quality.reason);
    return {
      reward_minor: priced.rewardMinor.toString(),
      fee_minor: priced.feeMinor.toString(),
      total_minor: lockMinor.toString(),
      ...(slots > 1 ? { slots } : {}),
      ...(range ? { price_range_minor: range } : {}),
      currency: priced.currency,
      serviceable: covering > 0,
      coverage: { operators: covering, ...(quality ? { at_min_quality: quality.count } : {}) },
      estimated_time_to_match_minutes: timeToMatchMinutes(covering),
      reasons,
      fill: quoteFill(ctx, input.zone_ref, input.type, priced.deadlineMs),
      governance: {
        allowed: code === undefined,
        ...(code ? { code } : {}),
        remaining_daily_cap_minor:
          record.dailyCapMinor === null
            ? null
            : (record.dailyCapMinor > spentToday
                ? record.dailyCapMinor - spentToday
                : 0n
              ).toString(),
        per_task_cap_minor: record.perTaskCapMinor?.toString() ?? null,
        wallet_covers: available >= lockMinor,
      },
    };
  },
});

export const WALLET_OPS = [getMe, getWallet, fundWallet, estimateTask];
