// The funding partner's deposit webhook: signed with an HMAC of the raw body, not the admin
// token. A deposit_id credits once however often the partner sends it.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { DomainError } from '../errors/problem.ts';
import { defineOp, type OpContext } from './operation.ts';
import { Id, MinorString } from './schemas.ts';

function signatureValid(ctx: OpContext, secret: string): boolean {
  const header = ctx.headers['x-partner-signature'];
  if (typeof header !== 'string' || !header.startsWith('sha256=') || ctx.rawBody === undefined)
    return false;
  const given = Buffer.from(header.slice('sha256='.length), 'hex');
  const expected = createHmac('sha256', secret).update(ctx.rawBody).digest();
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export const partnerDeposit = defineOp({
  id: 'partner_deposit',
  method: 'POST',
  path: '/internal/v1/partner/deposits',
  surface: 'partner',
  summary: 'A settled deposit from the funding partner credits an org wallet',
  description:
    'Header X-Partner-Signature: sha256=<hex HMAC-SHA256 of the raw body with ' +
    'PARTNER_WEBHOOK_SECRET>. Replays of a deposit_id credit once.',
  input: z.object({
    deposit_id: Id,
    org_id: Id,
    amount_minor: MinorString,
    currency: z.string().length(3),
  }),
  output: z.object({ deposit_id: z.string(), credited: z.boolean() }),
  idempotency: 'none',
  readOnly: false,
  async handler(ctx, input) {
    const secret = ctx.services.partnerSecret;
    // Said apart, so whoever runs the service sees that it was started without the secret rather
    // than hunting for a wrong signature: no deposit can be accepted either way.
    if (!secret)
      throw new DomainError('unauthorized', { reason: 'partner_webhook_secret_not_set' });
    if (!signatureValid(ctx, secret))
      throw new DomainError('unauthorized', { reason: 'bad_signature' });
    if (!ctx.engine.stateOf(input.org_id).orgs.has(input.org_id))
      throw new DomainError('not_found', { resource: 'org' });
    return await ctx.engine.execute({
      type: 'Deposit',
      orgId: input.org_id,
      depositId: input.deposit_id,
      amountMinor: BigInt(input.amount_minor),
      currency: input.currency,
    });
  },
});
