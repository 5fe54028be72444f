// Operators: onboarding (admin), and the public projection at /v1/workers (alias /v1/operators)
// and check_availability. PII stays in the registry; only publicOperator() leaves it.
import { z } from 'zod';
import { DomainError } from '../errors/problem.ts';
import { OPERATORS_ROUTING_KEY, SYSTEM_ROUTING_KEY } from '../core/commands.ts';
import type { Operator } from '../core/state.ts';
import { ZONES, zoneStatus } from '../domain/zones.ts';
import { findTaskType } from '../domain/catalogue.ts';
import { eligible, timeToMatchMinutes } from '../domain/coverage.ts';
import { mintId, randomBase62 } from '../runtime/ids.ts';
import { sha256Hex } from '../runtime/api-keys.ts';
import { defineOp, type OpContext } from './operation.ts';
import { Id } from './schemas.ts';
import { photoUrl } from './operator-photos.ts';

export const PublicOperator = z.object({
  id: z.string(),
  first_name: z.string(),
  last_initial: z.string().length(1),
  languages: z.array(z.string()),
  lga_coverage: z.array(z.string()),
  tier: z.string(),
  zone_ref: z.string(),
  photo_url: z
    .string()
    .nullable()
    .describe(
      "The Operator's photo (GET, no key), relative to the base URL; null when there is none",
    ),
});

/** The one shape an Operator leaves the service in (docs/design.md: privacy by projection). */
export function publicOperator(op: Operator): z.infer<typeof PublicOperator> {
  return {
    id: op.id,
    first_name: op.firstName,
    last_initial: op.lastName.charAt(0).toUpperCase(),
    languages: [...op.languages],
    lga_coverage: [...op.lgaCoverage],
    tier: op.tier,
    zone_ref: op.zoneRef,
    photo_url: photoUrl(op.photo),
  };
}

function registry(ctx: OpContext): Map<string, Operator> {
  return ctx.engine.stateOf(OPERATORS_ROUTING_KEY).operators;
}

/** The Operators a caller can engage: sandbox ones for a test-mode org, real ones otherwise. */
export function visibleOperators(ctx: OpContext): Operator[] {
  const orgId = ctx.agent?.orgId;
  const testMode =
    orgId !== undefined && ctx.engine.stateOf(orgId).orgs.get(orgId)?.mode === 'test';
  return [...registry(ctx).values()].filter((op) => (op.sandbox === true) === testMode);
}

const ZoneRef = z
  .string()
  .min(1)
  .max(120)
  .refine((ref) => ZONES.has(ref), 'unknown zone_ref');

export const registerOperator = defineOp({
  id: 'admin_register_operator',
  method: 'POST',
  path: '/internal/v1/operators',
  surface: 'admin',
  summary: 'Onboard a KYC-verified Operator',
  description: 'Keeps the PII in the private registry and returns the Operator app token once.',
  input: z.object({
    first_name: z.string().min(1).max(100),
    last_name: z.string().min(1).max(100),
    phone: z.string().regex(/^\+?[0-9 ]{7,20}$/),
    languages: z.array(z.string().min(2).max(8)).min(1).max(10),
    lga_coverage: z.array(ZoneRef).min(1).max(50),
    skills: z.array(z.string().min(1).max(64)).min(1).max(20),
    tier: z.enum(['verified', 'trusted', 'probation']).default('verified'),
    zone_ref: ZoneRef,
    location: z.object({ lat: z.number().min(-90).max(90), lng: z.number().min(-180).max(180) }),
  }),
  output: z.object({ operator_id: z.string(), operator_token: z.string() }),
  idempotency: 'none',
  successStatus: 201,
  readOnly: false,
  async handler(ctx, input) {
    for (const skill of input.skills)
      if (!findTaskType(skill))
        throw new DomainError('validation_failed', {
          errors: [{ path: 'skills', message: `unknown task type ${skill}` }],
        });
    const id = mintId('opr');
    const token = `errand_op_${randomBase62(32)}`;
    await ctx.engine.execute({
      type: 'RegisterOperator',
      operator: {
        id,
        firstName: input.first_name,
        lastName: input.last_name,
        phone: input.phone,
        languages: input.languages,
        lgaCoverage: input.lga_coverage,
        skills: input.skills,
        tier: input.tier,
        zoneRef: input.zone_ref,
        location: input.location,
        tokenHash: sha256Hex(token),
        createdAtMs: ctx.services.clock.now(),
      },
    });
    return { operator_id: id, operator_token: token };
  },
});

const searchOperators = defineOp({
  id: 'search_operators',
  method: 'GET',
  path: '/v1/workers',
  aliases: ['/v1/operators'],
  surface: 'public',
  summary: 'Search Operators by zone and skill (public projection)',
  description:
    'Operators are engaged by creating tasks, never contacted: the projection has no PII and ' +
    'no contact channel.',
  input: z.object({
    zone_ref: z
      .string()
      .min(1)
      .max(120)
      .optional()
      .describe('A State or LGA ref from GET /v1/zones'),
    skill: z.string().min(1).max(64).optional().describe('A task type id from GET /v1/content'),
    limit: z.coerce.number().int().min(1).max(50).default(20).describe('At most 50; default 20'),
  }),
  output: z.array(PublicOperator),
  idempotency: 'none',
  readOnly: true,
  tool: {},
  async handler(ctx, input) {
    const all = visibleOperators(ctx);
    const found = input.zone_ref
      ? eligible(all, input.zone_ref, input.skill)
      : all.filter((o) => input.skill === undefined || o.skills.includes(input.skill));
    return found.slice(0, input.limit).map(publicOperator);
  },
});

const getOperator = defineOp({
  id: 'get_operator',
  method: 'GET',
  path: '/v1/workers/:id',
  aliases: ['/v1/operators/:id'],
  surface: 'public',
  summary: 'One Operator (public projection)',
  description: 'First name, last initial, languages, LGA coverage, tier and zone. Never PII.',
  input: z.object({ id: Id.describe('Operator id') }),
  output: PublicOperator,
  idempotency: 'none',
  readOnly: true,
  tool: {},
  async handler(ctx, input) {
    const op = visibleOperators(ctx).find((o) => o.id === input.id);
    if (!op) throw new DomainError('not_found', { resource: 'operator' });
    return publicOperator(op);
  },
});

const checkAvailability = defineOp({
  id: 'check_availability',
  method: 'GET',
  path: '/v1/availability',
  surface: 'public',
  summary: 'Can a task of this skill be served in this zone, and how soon?',
  description:
    'Zone-by-skill verdict from the Operator registry: serviceable, coverage, expected ' +
    'minutes to a match, reasons, and nearby live zones that are covered.',
  input: z.object({
    zone_ref: z
      .string()
      .min(1)
      .max(120)
      .describe('A State or LGA ref')
      .meta({ examples: ['ng.lagos.ikeja'] }),
    skill: z
      .string()
      .min(1)
      .max(64)
      .describe('A task type id')
      .meta({ examples: ['field_verification'] }),
  }),
  output: z.object({
    serviceable: z.boolean(),
    coverage: z.object({ operators: z.number().int() }),
    time_to_match_minutes: z.number().nullable(),
    reasons: z.array(z.string()),
    alternatives: z.array(z.string()),
  }),
  idempotency: 'none',
  readOnly: true,
  tool: {},
  async handler(ctx, input) {
    return availability(ctx, input.zone_ref, input.skill);
  },
});

function availability(ctx: OpContext, zoneRef: string, skill: string) {
  const overrides = ctx.engine.stateOf(SYSTEM_ROUTING_KEY).zoneOverrides;
  const operators = visibleOperators(ctx);
  const status = zoneStatus(zoneRef, overrides);
  const coverage = eligible(operators, zoneRef, skill).length;
  const reasons: string[] = [];
  if (status !== 'live') reasons.push(`zone_not_serviceable: ${zoneRef} is ${status ?? 'unknown'}`);
  if (!findTaskType(skill)) reasons.push(`task_type_unavailable: ${skill} is not a task type`);
  if (coverage === 0) reasons.push(`no Operator with skill ${skill} covers ${zoneRef} yet`);
  const zone = ZONES.get(zoneRef);
  const alternatives = zone
    ? [...ZONES.values()]
        .filter(
          (z) =>
            z.kind === 'lga' &&
            z.stateRef === zone.stateRef &&
            z.ref !== zoneRef &&
            zoneStatus(z.ref, overrides) === 'live',
        )
        .filter((z) => eligible(operators, z.ref, skill).length > 0)
        .map((z) => z.ref)
    : [];
  return {
    serviceable: reasons.length === 0,
    coverage: { operators: coverage },
    time_to_match_minutes: timeToMatchMinutes(coverage),
    reasons,
    alternatives,
  };
}

export const OPERATOR_OPS = [registerOperator, searchOperators, getOperator, checkAvailability];
