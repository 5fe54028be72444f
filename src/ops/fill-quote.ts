// The `fill` field of estimate_task and estimate_campaign (docs/api.md, "The fill quote"): live
// supply in the zone (the registry's coverage, who is free, recent outcomes) through the pure
// model of src/domain/fill-quote.ts.
import { z } from 'zod';
import { eligible } from '../domain/coverage.ts';
import { fillQuote, type FillQuote } from '../domain/fill-quote.ts';
import type { OpContext } from './operation.ts';
import { visibleOperators } from './operators.ts';

export const FillQuoteOut = z
  .object({
    chance_by_deadline: z
      .string()
      .regex(/^0\.\d\d$/)
      .nullable()
      .describe(
        'Estimated chance an Operator accepts the task by its deadline, "0.00" to "0.99" ' +
          '(rounded down, never certain); null when no deadline was given',
      ),
    expected_acceptance_minutes: z
      .object({
        median: z.number().int().nullable(),
        p90: z.number().int().nullable(),
      })
      .nullable()
      .describe(
        'Estimated whole minutes from going live to acceptance: half of tasks (median), ' +
          'nine in ten (p90); null when no Operator covers the zone (a quantile past 90 days)',
      ),
    operators_covering: z.number().int().describe('Operators with the skill covering the zone'),
    operators_free: z.number().int().describe('Of those, how many hold no offer or task now'),
    sample_size: z
      .number()
      .int()
      .describe("The zone's recent tasks (up to 200) the estimate learns from"),
    basis: z.literal('estimate').describe('Always "estimate": a forecast, not a promise'),
  })
  .describe('The fill quote: estimates from live supply in the zone');

/** The quote for a task of `type` in `zoneRef`, due at `deadlineMs` (if given), for the caller. */
export function quoteFill(
  ctx: OpContext,
  zoneRef: string,
  type: string,
  deadlineMs: number | undefined,
): FillQuote {
  const covering = eligible(visibleOperators(ctx), zoneRef, type);
  const supply = ctx.services.supply;
  // A simulated Operator serves many test tasks at once: it is never busy (src/runtime/matcher.ts).
  const free = covering.filter((op) => op.sandbox === true || !supply?.isEngaged(op.id)).length;
  const orgId = ctx.agent?.orgId;
  const testMode =
    orgId !== undefined && ctx.engine.stateOf(orgId).orgs.get(orgId)?.mode === 'test';
  const now = ctx.services.clock.now();
  return fillQuote({
    covering: covering.length,
    free,
    outcomes: supply?.outcomes(zoneRef, testMode) ?? [],
    ...(deadlineMs === undefined ? {} : { horizonMinutes: (deadlineMs - now) / 60_000 }),
  });
}

export const CampaignFillOut = z
  .array(z.object({ zone_ref: z.string(), rows: z.number().int() }).extend(FillQuoteOut.shape))
  .describe(
    "The fill quote of one row's task in each zone the rows name, by zone_ref, due " +
      "deadline_after_hours after creation; the campaign's own rows competing for the same " +
      'Operators are not counted',
  );

/** The fill quote for each zone a campaign's rows name, by zone. */
export function quoteCampaignFill(
  ctx: OpContext,
  template: { type: string; deadline_after_hours: number },
  rows: ReadonlyArray<{ zone_ref: string }>,
): z.infer<typeof CampaignFillOut> {
  const counts = new Map<string, number>();
  for (const row of rows) counts.set(row.zone_ref, (counts.get(row.zone_ref) ?? 0) + 1);
  const due = ctx.services.clock.now() + template.deadline_after_hours * 3_600_000;
  return [...counts.keys()].sort().map((zoneRef) => ({
    zone_ref: zoneRef,
    rows: counts.get(zoneRef)!,
    ...quoteFill(ctx, zoneRef, template.type, due),
  }));
}
