// errand as the OAuth 2.1 authorization server of its own MCP resource (docs/mcp.md, "OAuth"):
// authorization code with PKCE (S256 only), clients by metadata document or RFC 7591
// registration, tokens bound to `{issuer}/mcp` (RFC 8707), opaque access tokens of an hour,
// refresh tokens rotated on every use (a reuse ends the grant), RFC 7009 revocation. The consent
// itself is the console's (src/console/routes/oauth-consent.ts); this holds the protocol.
import { randomBytes } from 'node:crypto';
import { sha256Hex } from '../runtime/api-keys.ts';
import {
  ClientMetadataError,
  clientFromMetadata,
  isMetadataDocumentId,
  type OAuthClient,
  registrationAnswer,
} from './clients.ts';
import { type Grant, GrantStore, type RecordStore } from './grants.ts';
import { fetchClientMetadata } from './metadata-fetch.ts';
import { redirectUriMatches } from './redirect-uris.ts';
import { TokenEndpoint } from './token-endpoint.ts';
import { CODE_TTL_MS, type IssuedCode, isAccessToken, newToken } from './tokens.ts';

const REQUEST_TTL_MS = 10 * 60_000;
const METADATA_CACHE_MS = 5 * 60_000;
const PENDING_MAX = 10_000;

export interface OAuthServerDeps {
  readonly store: RecordStore;
  /** The service's public base URL (PUBLIC_URL, else the listening address). */
  readonly issuer: () => string;
  readonly allowLocalClients: boolean;
  readonly now?: () => number;
}

/** An authorization request waiting for a member's decision in the console. */
export interface PendingRequest {
  readonly id: string;
  readonly client: OAuthClient;
  readonly redirectUri: string;
  readonly state: string | undefined;
  readonly codeChallenge: string;
  readonly resource: string;
  readonly expiresAtMs: number;
}

export type AuthorizeOutcome =
  | { kind: 'refused'; message: string }
  | { kind: 'redirect'; location: string }
  | { kind: 'consent'; requestId: string };

export class OAuthServer {
  readonly grants: GrantStore;
  readonly tokens: TokenEndpoint;
  readonly now: () => number;
  private readonly requests = new Map<string, PendingRequest>();
  private readonly documents = new Map<string, { client: OAuthClient; atMs: number }>();
  /** Codes by hash; a used one stays until it would have expired, so a replay is seen. */
  readonly codes = new Map<string, IssuedCode>();

  constructor(readonly deps: OAuthServerDeps) {
    this.grants = new GrantStore(deps.store);
    this.now = deps.now ?? Date.now;
    this.tokens = new TokenEndpoint({
      grants: this.grants,
      codes: this.codes,
      now: this.now,
      store: deps.store,
      resource: () => this.resource(),
    });
  }

  issuer(): string {
    return this.deps.issuer();
  }

  /** The MCP resource: the audience every token is bound to. */
  resource(): string {
    return `${this.issuer()}/mcp`;
  }

  /** The 401 challenge of /mcp (RFC 9728 §5.1). */
  challenge(): string {
    const where = `${this.issuer()}/.well-known/oauth-protected-resource/mcp`;
    return `Bearer resource_metadata="${where}"`;
  }

  protectedResourceMetadata(): Record<string, unknown> {
    return {
      resource: this.resource(),
      authorization_servers: [this.issuer()],
      bearer_methods_supported: ['header'],
      scopes_supported: ['mcp'],
      resource_name: 'errand',
      resource_documentation: `${this.issuer()}/docs`,
    };
  }

  authorizationServerMetadata(): Record<string, unknown> {
    const at = (path: string) => `${this.issuer()}${path}`;
    return {
      issuer: this.issuer(),
      authorization_endpoint: at('/oauth/authorize'),
      token_endpoint: at('/oauth/token'),
      registration_endpoint: at('/oauth/register'),
      revocation_endpoint: at('/oauth/revoke'),
      response_types_supported: ['code'],
      response_modes_supported: ['query'],
      grant_types_supported: ['authorization_code', 'refresh_token'],
      code_challenge_methods_supported: ['S256'],
      token_endpoint_auth_methods_supported: ['none'],
      revocation_endpoint_auth_methods_supported: ['none'],
      scopes_supported: ['mcp'],
      client_id_metadata_document_supported: true,
      authorization_response_iss_parameter_supported: true,
      service_documentation: at('/docs'),
    };
  }

  /** RFC 7591 registration: a public client with the redirect URIs it named. */
  async register(body: unknown): Promise<Record<string, unknown>> {
    const client = clientFromMetadata(body, newToken('errand_client_'), 'registered', this.now());
    await this.grants.putClient(client);
    return registrationAnswer(client);
  }

  /** The client a client_id names: a registered one, or its metadata document (cached 5 min). */
  async client(clientId: string): Promise<OAuthClient | undefined> {
    if (!isMetadataDocumentId(clientId, this.deps.allowLocalClients))
      return this.grants.registeredClient(clientId);
    const cached = this.documents.get(clientId);
    if (cached && this.now() - cached.atMs < METADATA_CACHE_MS) return cached.client;
    const doc = await fetchClientMetadata(clientId, this.deps.allowLocalClients);
    if ((doc as { client_id?: unknown })?.client_id !== clientId)
      throw new ClientMetadataError('invalid_client', 'the document names another client_id');
    const client = clientFromMetadata(doc, clientId, 'metadata_document', this.now());
    if (this.documents.size >= PENDING_MAX) this.documents.clear();
    this.documents.set(clientId, { client, atMs: this.now() });
    return client;
  }

  /**
   * An authorization request (RFC 6749 §4.1.1 with PKCE and RFC 8707). An unknown client or a
   * redirect URI it did not register is told on errand's own page, never sent anywhere; every
   * other fault goes back to the client's redirect URI.
   */
  async authorize(q: Record<string, string | undefined>): Promise<AuthorizeOutcome> {
    let client: OAuthClient | undefined;
    try {
      client = q.client_id ? await this.client(q.client_id) : undefined;
    } catch (error) {
      if (error instanceof ClientMetadataError) return { kind: 'refused', message: error.message };
      throw error;
    }
    if (!client) return { kind: 'refused', message: 'Unknown client_id.' };
    const redirectUri =
      q.redirect_uri ?? (client.redirectUris.length === 1 ? client.redirectUris[0] : undefined);
    if (!redirectUri || !redirectUriMatches(client.redirectUris, redirectUri))
      return { kind: 'refused', message: 'The redirect_uri is not one this client registered.' };
    const back = (error: string, description: string) => ({
      kind: 'redirect' as const,
      location: this.redirectTo(redirectUri, {
        error,
        error_description: description,
        state: q.state,
      }),
    });
    if (q.response_type !== 'code') return back('unsupported_response_type', 'response_type=code');
    if (!q.code_challenge) return back('invalid_request', 'PKCE is required: code_challenge');
    if (q.code_challenge_method !== 'S256')
      return back('invalid_request', 'code_challenge_method must be S256');
    if (!/^[A-Za-z0-9_-]{43}$/.test(q.code_challenge))
      return back('invalid_request', 'code_challenge is not an S256 challenge');
    if (q.resource !== undefined && q.resource !== this.resource())
      return back('invalid_target', `the only resource here is ${this.resource()}`);
    this.sweep();
    const id = randomBytes(16).toString('base64url');
    this.requests.set(id, {
      id,
      client,
      redirectUri,
      state: q.state,
      codeChallenge: q.code_challenge,
      resource: this.resource(),
      expiresAtMs: this.now() + REQUEST_TTL_MS,
    });
    return { kind: 'consent', requestId: id };
  }

  pending(id: string): PendingRequest | undefined {
    const request = this.requests.get(id);
    return request && request.expiresAtMs > this.now() ? request : undefined;
  }

  /** The member said no: the request ends and the client is told `access_denied`. */
  deny(id: string): string | undefined {
    const request = this.pending(id);
    if (!request || !this.requests.delete(id)) return undefined;
    return this.redirectTo(request.redirectUri, {
      error: 'access_denied',
      error_description: 'the member declined',
      state: request.state,
    });
  }

  /**
   * The member allowed it, as `agentId`: the grant is written, then a one-time code goes back to
   * the client. Undefined when the request is gone (expired, or already decided in another tab).
   */
  async allow(
    id: string,
    who: { orgId: string; agentId: string; userId: string },
  ): Promise<{ grant: Grant; location: string } | undefined> {
    const request = this.pending(id);
    if (!request || !this.requests.delete(id)) return undefined;
    const grant: Grant = {
      id: `grant_${randomBytes(12).toString('base64url')}`,
      ...who,
      clientId: request.client.clientId,
      clientName: request.client.name,
      resource: request.resource,
      createdAtMs: this.now(),
      lastUsedAtMs: null,
      revokedAtMs: null,
      revokedReason: null,
    };
    await this.grants.putGrant(grant);
    this.sweep();
    const code = newToken('');
    this.codes.set(sha256Hex(code), {
      grantId: grant.id,
      clientId: request.client.clientId,
      redirectUri: request.redirectUri,
      codeChallenge: request.codeChallenge,
      resource: request.resource,
      expiresAtMs: this.now() + CODE_TTL_MS,
      used: false,
    });
    const location = this.redirectTo(request.redirectUri, { code, state: request.state });
    return { grant, location };
  }

  isAccessToken(token: string): boolean {
    return isAccessToken(token);
  }

  /** The agent an access token acts as; undefined if unknown, expired, revoked or for elsewhere. */
  async verify(token: string): Promise<{ agentId: string; orgId: string } | undefined> {
    if (!isAccessToken(token)) return undefined;
    const record = await this.grants.accessRecord(token);
    if (!record || record.expiresAtMs <= this.now() || record.audience !== this.resource())
      return undefined;
    const grant = await this.grants.grant(record.grantId);
    if (!grant || grant.revokedAtMs !== null) return undefined;
    return { agentId: grant.agentId, orgId: grant.orgId };
  }

  /** Ends one of an org's grants (an owner in the console). */
  async revokeGrant(orgId: string, grantId: string, reason: string): Promise<Grant | undefined> {
    const grant = await this.grants.grant(grantId);
    if (!grant || grant.orgId !== orgId || grant.revokedAtMs !== null) return undefined;
    return this.grants.revoke(grant, this.now(), reason);
  }

  private redirectTo(uri: string, params: Record<string, string | undefined>): string {
    const url = new URL(uri);
    for (const [name, value] of Object.entries({ ...params, iss: this.issuer() }))
      if (value !== undefined) url.searchParams.set(name, value);
    return url.toString();
  }

  /** Drops expired requests and codes (bounded: both maps are capped). */
  private sweep(): void {
    const now = this.now();
    for (const [id, r] of this.requests) if (r.expiresAtMs <= now) this.requests.delete(id);
    for (const [hash, c] of this.codes) if (c.expiresAtMs <= now) this.codes.delete(hash);
    if (this.requests.size >= PENDING_MAX) this.requests.clear();
    if (this.codes.size >= PENDING_MAX) this.codes.clear();
  }
}
