// The token endpoint (RFC 6749 §3.2, OAuth 2.1 §3.2) and revocation (RFC 7009). A code is spent
// once, atomically (taken from the map before any await); a code presented twice ends the grant
// it made. A refresh token is spent once too: a spent one presented again means two holders
// (a stolen token), so the grant ends for both (OAuth 2.1 §4.3.1). docs/mcp.md, "OAuth".
import { sha256Hex } from '../runtime/api-keys.ts';
import type { Grant, GrantStore, RecordStore } from './grants.ts';
import {
  ACCESS_PREFIX,
  ACCESS_TTL_MS,
  type IssuedCode,
  newToken,
  pkceMatches,
  REFRESH_PREFIX,
  REFRESH_TTL_MS,
} from './tokens.ts';

/** What the token endpoint needs of the authorization server. */
export interface TokenContext {
  readonly grants: GrantStore;
  readonly codes: Map<string, IssuedCode>;
  readonly now: () => number;
  readonly store: RecordStore;
  resource(): string;
}

export interface TokenAnswer {
  readonly status: number;
  readonly body: Record<string, unknown>;
}

const fail = (error: string, description: string, status = 400): TokenAnswer => ({
  status,
  body: { error, error_description: description },
});

type Form = Record<string, string | undefined>;

export class TokenEndpoint {
  /** One refresh of a grant at a time: two at once with the same token cannot both win. */
  private readonly busy = new Map<string, Promise<unknown>>();

  constructor(private readonly server: TokenContext) {}

  async exchange(form: Form): Promise<TokenAnswer> {
    if (!form.client_id) return fail('invalid_client', 'client_id is required', 401);
    if (form.resource !== undefined && form.resource !== this.server.resource())
      return fail('invalid_target', `the only resource here is ${this.server.resource()}`);
    if (form.grant_type === 'authorization_code') return this.code(form, form.client_id);
    if (form.grant_type === 'refresh_token') return this.refresh(form, form.client_id);
    return fail('unsupported_grant_type', 'authorization_code or refresh_token');
  }

  private async code(form: Form, clientId: string): Promise<TokenAnswer> {
    if (!form.code) return fail('invalid_request', 'code is required');
    if (!form.code_verifier) return fail('invalid_request', 'PKCE: code_verifier is required');
    const hash = sha256Hex(form.code);
    const issued = this.server.codes.get(hash);
    const now = this.server.now();
    if (!issued || issued.expiresAtMs <= now)
      return fail('invalid_grant', 'unknown or expired code');
    if (issued.used) {
      await this.end(issued.grantId, 'authorization_code_replayed');
      return fail('invalid_grant', 'the code was already used: its grant is revoked');
    }
    if (issued.clientId !== clientId) return fail('invalid_grant', 'another client’s code');
    if (form.redirect_uri !== undefined && form.redirect_uri !== issued.redirectUri)
      return fail('invalid_grant', 'redirect_uri differs from the authorization request');
    if (!pkceMatches(form.code_verifier, issued.codeChallenge))
      return fail('invalid_grant', 'PKCE: the code_verifier does not match');
    // Spent here, before any await: a second request with it sees `used`.
    this.server.codes.set(hash, { ...issued, used: true });
    const grant = await this.server.grants.grant(issued.grantId);
    if (!grant || grant.revokedAtMs !== null) return fail('invalid_grant', 'the grant is revoked');
    return this.issue(grant);
  }

  private refresh(form: Form, clientId: string): Promise<TokenAnswer> {
    const token = form.refresh_token;
    if (!token) return Promise.resolve(fail('invalid_request', 'refresh_token is required'));
    const key = sha256Hex(token);
    const previous = this.busy.get(key) ?? Promise.resolve();
    const next = previous.then(() => this.refreshNow(token, clientId));
    const settled = next.catch(() => {});
    this.busy.set(key, settled);
    void settled.then(() => {
      if (this.busy.get(key) === settled) this.busy.delete(key);
    });
    return next;
  }

  private async refreshNow(token: string, clientId: string): Promise<TokenAnswer> {
    const record = await this.server.grants.refreshRecord(token);
    const now = this.server.now();
    if (!record || record.expiresAtMs <= now) return fail('invalid_grant', 'unknown refresh token');
    const grant = await this.server.grants.grant(record.grantId);
    if (!grant || grant.revokedAtMs !== null) return fail('invalid_grant', 'the grant is revoked');
    if (grant.clientId !== clientId) return fail('invalid_grant', 'another client’s token');
    if (record.spentAtMs !== null) {
      await this.end(grant.id, 'refresh_token_reused');
      return fail('invalid_grant', 'the refresh token was already used: its grant is revoked');
    }
    return this.issue(grant, { token, record });
  }

  private async issue(
    grant: Grant,
    spent?: Parameters<GrantStore['issue']>[4],
  ): Promise<TokenAnswer> {
    const now = this.server.now();
    const pair = {
      accessToken: newToken(ACCESS_PREFIX),
      refreshToken: newToken(REFRESH_PREFIX),
      accessExpiresAtMs: now + ACCESS_TTL_MS,
    };
    await this.server.grants.issue(grant, pair, now + REFRESH_TTL_MS, now, spent);
    return {
      status: 200,
      body: {
        access_token: pair.accessToken,
        token_type: 'Bearer',
        expires_in: ACCESS_TTL_MS / 1000,
        refresh_token: pair.refreshToken,
        scope: 'mcp',
      },
    };
  }

  /** RFC 7009: either token of a grant ends the whole grant; unknown tokens are answered 200. */
  async revoke(form: Form): Promise<TokenAnswer> {
    const token = form.token;
    if (!token) return fail('invalid_request', 'token is required');
    const record =
      (await this.server.grants.accessRecord(token)) ??
      (await this.server.grants.refreshRecord(token));
    if (record) {
      const grant = await this.server.grants.grant(record.grantId);
      if (grant && (form.client_id === undefined || form.client_id === grant.clientId))
        await this.end(grant.id, 'revoked_by_client');
    }
    return { status: 200, body: {} };
  }

  /** Ends a grant the protocol itself ended, with an audit entry for the org's owners. */
  private async end(grantId: string, reason: string): Promise<void> {
    const grant = await this.server.grants.grant(grantId);
    if (!grant || grant.revokedAtMs !== null) return;
    await this.server.grants.revoke(grant, this.server.now(), reason);
    await auditRevocation(this.server.store, grant, reason, this.server.now());
  }
}

function auditRevocation(
  store: RecordStore,
  grant: Grant,
  reason: string,
  atMs: number,
): Promise<void> {
  return store.audit({
    atMs,
    orgId: grant.orgId,
    actor: { kind: 'oauth_client', id: grant.clientId, email: null },
    action: 'oauth.revoke',
    target: grant.agentId,
    ip: null,
    detail: { grant_id: grant.id, client: grant.clientName, reason },
  });
}
