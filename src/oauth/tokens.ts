// Token shapes and lifetimes, and the PKCE check (docs/mcp.md, "OAuth"). Tokens are opaque:
// errand is the only resource that reads them, so a self-contained token would buy nothing and
// only its SHA-256 is stored, as for API keys.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

export const ACCESS_TTL_MS = 3_600_000;
export const REFRESH_TTL_MS = 30 * 86_400_000;
export const CODE_TTL_MS = 60_000;
export const ACCESS_PREFIX = 'errand_oat_';
export const REFRESH_PREFIX = 'errand_ort_';

/** A code handed to a client, kept by its hash until it would have expired. */
export interface IssuedCode {
  readonly grantId: string;
  readonly clientId: string;
  readonly redirectUri: string;
  readonly codeChallenge: string;
  readonly resource: string;
  readonly expiresAtMs: number;
  /** Set when exchanged: a replay of it is seen, and ends the grant. */
  readonly used: boolean;
}

export const newToken = (prefix: string) => `${prefix}${randomBytes(32).toString('base64url')}`;
export const isAccessToken = (token: string) => token.startsWith(ACCESS_PREFIX);

/** PKCE S256 (RFC 7636 §4.6): base64url(SHA-256(verifier)) equals the challenge. */
export function pkceMatches(verifier: string, challenge: string): boolean {
  if (!/^[A-Za-z0-9._~-]{43,128}$/.test(verifier)) return false;
  const computed = Buffer.from(createHash('sha256').update(verifier).digest('base64url'));
  const expected = Buffer.from(challenge);
  return computed.length === expected.length && timingSafeEqual(computed, expected);
}
