// Discovery: the task-type catalogue, published prices and the zone registry. No key needed.
import { z } from 'zod';
import { SYSTEM_ROUTING_KEY } from '../core/commands.ts';
import { TASK_TYPES, publishedPrices } from '../domain/catalogue.ts';
import { ZONES, ZONE_CURRENCIES, zoneStatus } from '../domain/zones.ts';
import { publishedWorkflowPrices } from '../domain/workflow-products.ts';
import { defineOp } from './operation.ts';

const AVAILABILITY_LABEL = { live: 'Live', pilot: 'Pilot', gated: 'Gated' } as const;

const getContent = defineOp({
  id: 'get_content',
  method: 'GET',
  path: '/v1/content',
  surface: 'discovery',
  summary: 'Task-type catalogue',
  description: 'Every task type with its availability (Live, Pilot or Gated) and display flags.',
  input: z.object({}),
  output: z.array(
    z.object({
      type: z.string(),
      title: z.string(),
      availability: z.enum(['Live', 'Pilot', 'Gated']),
      display: z.object({
        needs_visit: z.boolean(),
        badge: z.string().nullable(),
        requires_enablement: z.boolean(),
      }),
    }),
  ),
  idempotency: 'none',
  readOnly: true,
  async handler() {
    return TASK_TYPES.map((t) => ({
      type: t.id,
      title: t.title,
      availability: AVAILABILITY_LABEL[t.availability],
      display: {
        needs_visit: t.needsVisit,
        badge: t.availability === 'pilot' ? 'Pilot' : null,
        requires_enablement: t.availability === 'gated',
      },
    }));
  },
});

const getPricing = defineOp({
  id: 'get_pricing',
  method: 'GET',
  path: '/v1/pricing',
  surface: 'discovery',
  summary: 'Every published price with its config key',
  description:
    'The platform fee in basis points (pricing.fee_bps), minimum rewards per task type and ' +
    'currency (pricing.min_reward.<type>.<currency>) and the price of each workflow product ' +
    'per currency, fee included (pricing.workflow.<product>.<currency>); amounts in minor ' +
    'units.',
  input: z.object({}),
  output: z.array(z.object({ key: z.string(), value: z.string() })),
  idempotency: 'none',
  readOnly: true,
  async handler(ctx) {
    const feeBps = ctx.services.config.FEE_BPS;
    return [...publishedPrices(feeBps), ...publishedWorkflowPrices(feeBps, ZONE_CURRENCIES)];
  },
});

const listZones = defineOp({
  id: 'list_zones',
  method: 'GET',
  path: '/v1/zones',
  surface: 'discovery',
  summary: 'Zone registry: every State and LGA with its lifecycle status',
  description:
    'Nigeria: 36 States and the FCT with their 774 LGAs. Work can be posted only where ' +
    'status is live.',
  input: z.object({}),
  output: z.array(
    z.object({
      zone_ref: z.string(),
      name: z.string(),
      kind: z.enum(['state', 'lga']),
      state_ref: z.string(),
      status: z.enum(['live', 'coming-soon']),
    }),
  ),
  idempotency: 'none',
  readOnly: true,
  tool: {},
  async handler(ctx) {
    const overrides = ctx.engine.stateOf(SYSTEM_ROUTING_KEY).zoneOverrides;
    return [...ZONES.values()].map((z) => ({
      zone_ref: z.ref,
      name: z.name,
      kind: z.kind,
      state_ref: z.stateRef,
      status: zoneStatus(z.ref, overrides)!,
    }));
  },
});

export const DISCOVERY_OPS = [getContent, getPricing, listZones];
