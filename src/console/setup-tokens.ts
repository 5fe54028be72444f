// One-time set-up and invitation links. A token is its claims signed with HMAC-SHA256 under a
// secret kept in DATA_DIR/console.secret, so `errand console-user` can mint one while the
// service runs (LevelDB allows one process per directory) and the service checks it without a
// shared database. Single use: the console store records each token's id when it is redeemed.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';

export const SETUP_TOKEN_TTL_MS = 72 * 3_600_000;
/** A password reset link is shorter-lived: it opens an existing account. */
export const RESET_TOKEN_TTL_MS = 24 * 3_600_000;

const Claims = z.object({
  id: z.string(),
  kind: z.enum(['setup', 'invite', 'reset']),
  email: z.string().email(),
  staff: z.boolean(),
  role: z.enum(['owner', 'developer', 'viewer']).nullable(),
  /** An existing org, or null with `orgName` to create one at set-up. */
  orgId: z.string().nullable(),
  orgName: z.string().nullable(),
  mode: z.enum(['live', 'test']),
  expiresAtMs: z.number(),
});
export type SetupClaims = z.infer<typeof Claims>;

/** The signing secret, created on first use (either by the CLI or by the service). */
export function consoleSecret(dataDir: string): Buffer {
  const file = join(dataDir, 'console.secret');
  try {
    return Buffer.from(readFileSync(file, 'utf8').trim(), 'base64url');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  try {
    writeFileSync(file, randomBytes(32).toString('base64url'), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return Buffer.from(readFileSync(file, 'utf8').trim(), 'base64url');
}

const sign = (secret: Buffer, body: string) =>
  createHmac('sha256', secret).update(body).digest('base64url');

export function mintSetupToken(secret: Buffer, claims: Omit<SetupClaims, 'id'>): string {
  return mintToken(secret, claims).token;
}

/** The token and its id (an invitation's id is kept so an owner can revoke it). */
export function mintToken(
  secret: Buffer,
  claims: Omit<SetupClaims, 'id'>,
): { token: string; id: string } {
  const id = randomBytes(12).toString('base64url');
  const body = Buffer.from(JSON.stringify({ ...claims, id })).toString('base64url');
  return { token: `${body}.${sign(secret, body)}`, id };
}

/** The claims of a well-signed, unexpired token; undefined for anything else. */
export function readSetupToken(
  secret: Buffer,
  token: string,
  nowMs: number,
): SetupClaims | undefined {
  const [body, mac] = token.split('.');
  if (!body || !mac || token.length > 2_000) return undefined;
  const expected = Buffer.from(sign(secret, body));
  const given = Buffer.from(mac);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined;
  let json: unknown;
  try {
    json = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
  } catch {
    return undefined;
  }
  const claims = Claims.safeParse(json);
  return claims.success && claims.data.expiresAtMs > nowMs ? claims.data : undefined;
}
