// GET /v1/workflow_products: the products an org may order in a zone — flag-gated per org
// (flags.workflows.<product>) and listed only where the zone is live. Ordering (create_workflow)
// and progress (get_workflow) are still to come (docs/status.md).
import { z } from 'zod';
import { SYSTEM_ROUTING_KEY } from '../core/commands.ts';
import { WORKFLOW_PRODUCTS, inputsSchemaOf, productPrice } from '../domain/workflow-products.ts';
import { currencyOfZone, zoneStatus } from '../domain/zones.ts';
import { defineOp, requireAgent } from './operation.ts';
import { MinorString } from './schemas.ts';

export const listWorkflowProducts = defineOp({
  id: 'list_workflow_products',
  method: 'GET',
  path: '/v1/workflow_products',
  surface: 'public',
  summary: 'Workflow products this org can order in a zone',
  description: 'Composite products (one order, one escrow lock, several tasks, a verified report). Only products enabled for the org (flags.workflows.<product>) and only in live zones.',
  input: z.object({ zone_ref: z.string().min(1).max(120).describe('A live zone from GET /v1/zones').meta({ examples: ['ng.lagos.ikeja'] }) }),
  output: z.array(z.object({
    product: z.string(),
    title: z.string(),
    description: z.string(),
    steps: z.array(z.object({ type: z.string(), title: z.string() })),
    price_minor: MinorString,
    currency: z.string(),
    inputs_schema: z.record(z.string(), z.unknown()),
  })),
  idempotency: 'none',
  readOnly: true,
  tool: {},
  async handler(ctx, input) {
    const agent = requireAgent(ctx);
    const org = ctx.engine.stateOf(agent.orgId).orgs.get(agent.orgId)!;
    if (zoneStatus(input.zone_ref, ctx.engine.stateOf(SYSTEM_ROUTING_KEY).zoneOverrides) !== 'live') return [];
    return WORKFLOW_PRODUCTS.filter((p) => org.flags.get(`flags.workflows.${p.id}`) === true).map((p) => ({
      product: p.id,
      title: p.title,
      description: p.description,
      steps: p.steps.map((s) => ({ type: s.type, title: s.title })),
      price_minor: productPrice(p, ctx.services.config.FEE_BPS).totalMinor.toString(),
      currency: currencyOfZone(input.zone_ref),
      inputs_schema: inputsSchemaOf(p),
    }));
  },
});
