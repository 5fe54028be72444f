// Admin operations on the attestation signing keys: list them, rotate the active one. The keys
// themselves live in WAL meta (runtime/signing-keys.ts); public halves at /v1/jwks.json.
import { z } from 'zod';
import { DomainError } from '../errors/problem.ts';
import type { SigningKeys } from '../runtime/signing-keys.ts';
import { defineOp, type OpContext } from './operation.ts';
import { IsoTime } from './schemas.ts';

const admin = { surface: 'admin' as const, idempotency: 'none' as const };

function signingKeysOf(ctx: OpContext): SigningKeys {
  if (!ctx.services.signingKeys)
    throw new DomainError('unavailable', { reason: 'no_signing_keys' });
  return ctx.services.signingKeys;
}

const listSigningKeys = defineOp({
  ...admin,
  id: 'admin_list_signing_keys',
  method: 'GET',
  path: '/internal/v1/signing_keys',
  summary: 'The attestation signing keys, active first',
  description:
    'Every Ed25519 key that ever signed an attestation; exactly one is active. Public halves ' +
    'are served at /v1/jwks.json.',
  input: z.object({}),
  output: z.array(
    z.object({
      kid: z.string(),
      active: z.boolean(),
      created_at: IsoTime,
      retired_at: IsoTime.nullable(),
    }),
  ),
  readOnly: true,
  async handler(ctx) {
    return signingKeysOf(ctx).list();
  },
});

const rotateSigningKey = defineOp({
  ...admin,
  id: 'admin_rotate_signing_key',
  method: 'POST',
  path: '/internal/v1/signing_keys/rotate',
  summary: 'Make a new attestation signing key and retire the active one',
  description:
    'The new key is stored (synced) before it signs anything. The retired key stays in ' +
    '/v1/jwks.json so what it signed still verifies.',
  input: z.object({}),
  output: z.object({ kid: z.string(), created_at: IsoTime }),
  successStatus: 201,
  readOnly: false,
  async handler(ctx) {
    return signingKeysOf(ctx).rotate();
  },
});

export const SIGNING_KEY_OPS = [listSigningKeys, rotateSigningKey];
