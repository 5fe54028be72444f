// GET /v1/workflow_products: the products an org may order — flag-gated per org
// (flags.workflows.<product>), each with the live zones where it can be ordered; a zone_ref narrows
// the list to the products that can be ordered there (none where the zone is not live).
import { z } from 'zod';
import { SYSTEM_ROUTING_KEY } from '../core/commands.ts';
import { WORKFLOW_PRODUCTS, inputsSchemaOf, productPrice } from '../domain/workflow-products.ts';
import { ZONE_CURRENCIES, currencyOfZone, liveZones, zoneStatus } from '../domain/zones.ts';
import { defineOp, requireAgent } from './operation.ts';
import { MinorString } from './schemas.ts';

export const listWorkflowProducts = defineOp({
  id: 'list_workflow_products',
  method: 'GET',
  path: '/v1/workflow_products',
  surface: 'public',
  summary: 'Workflow products this org can order, with the zones where each can be ordered',
  description:
    'Composite products (one order, one escrow lock, several tasks, a verified report). Only ' +
    'products enabled for the org (flags.workflows.<product>). Each lists zones: every live ' +
    'zone where it can be ordered now. Without zone_ref: every such product; with zone_ref: ' +
    'the products that can be ordered in that zone (none when it is not live).',
  input: z.object({
    zone_ref: z
      .string()
      .min(1)
      .max(120)
      .optional()
      .describe(
        'Optional: only products that can be ordered in this zone (a zone from GET /v1/zones)',
      )
      .meta({ examples: ['ng.lagos.ikeja'] }),
  }),
  output: z.array(
    z.object({
      product: z.string(),
      title: z.string(),
      description: z.string(),
      steps: z.array(z.object({ type: z.string(), title: z.string() })),
      price_minor: MinorString,
      currency: z.string(),
      inputs_schema: z.record(z.string(), z.unknown()),
      zones: z
        .array(z.string())
        .describe(
          'Every live zone (State or LGA ref) where the product can be ordered now, in the ' +
            'currency of this entry',
        ),
    }),
  ),
  idempotency: 'none',
  readOnly: true,
  tool: {},
  async handler(ctx, input) {
    const agent = requireAgent(ctx);
    const org = ctx.engine.stateOf(agent.orgId).orgs.get(agent.orgId)!;
    const overrides = ctx.engine.stateOf(SYSTEM_ROUTING_KEY).zoneOverrides;
    if (input.zone_ref !== undefined && zoneStatus(input.zone_ref, overrides) !== 'live') return [];
    const live = liveZones(overrides);
    // One entry per product and currency: a price is in one currency (today every zone is NGN).
    const currencies =
      input.zone_ref === undefined ? ZONE_CURRENCIES : [currencyOfZone(input.zone_ref)];
    const enabled = WORKFLOW_PRODUCTS.filter(
      (p) => org.flags.get(`flags.workflows.${p.id}`) === true,
    );
    return enabled.flatMap((p) =>
      currencies.map((currency) => ({
        product: p.id,
        title: p.title,
        description: p.description,
        steps: p.steps.map((s) => ({ type: s.type, title: s.title })),
        price_minor: productPrice(p, ctx.services.config.FEE_BPS).totalMinor.toString(),
        currency,
        inputs_schema: inputsSchemaOf(p),
        zones: live.filter((ref) => currencyOfZone(ref) === currency),
      })),
    );
  },
});
