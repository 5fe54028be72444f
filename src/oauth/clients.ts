// OAuth clients: registered by RFC 7591 dynamic registration (kept in the console store), or
// named by a client ID metadata document (an https URL as client_id, fetched here). Every client
// is public (PKCE, no secret). docs/mcp.md, "OAuth".
import { z } from 'zod';
import { redirectUriProblem } from './redirect-uris.ts';

export interface OAuthClient {
  readonly clientId: string;
  readonly name: string;
  readonly redirectUris: readonly string[];
  readonly kind: 'registered' | 'metadata_document';
  readonly createdAtMs: number;
}

/** A refusal of client metadata, answered as RFC 7591's `invalid_client_metadata` and kin. */
export class ClientMetadataError extends Error {
  constructor(
    readonly error: 'invalid_client_metadata' | 'invalid_redirect_uri' | 'invalid_client',
    message: string,
  ) {
    super(message);
  }
}

const Metadata = z.object({
  redirect_uris: z.array(z.string().max(2048)).min(1).max(10),
  client_name: z.string().max(200).optional(),
  client_uri: z.string().max(2048).optional(),
  grant_types: z.array(z.string()).optional(),
  response_types: z.array(z.string()).optional(),
  token_endpoint_auth_method: z.string().optional(),
});

/** Checks client metadata (a registration body or a fetched document) and names the client. */
export function clientFromMetadata(
  body: unknown,
  clientId: string,
  kind: OAuthClient['kind'],
  nowMs: number,
): OAuthClient {
  const parsed = Metadata.safeParse(body);
  if (!parsed.success)
    throw new ClientMetadataError('invalid_client_metadata', 'redirect_uris is required');
  const meta = parsed.data;
  for (const uri of meta.redirect_uris) {
    const problem = redirectUriProblem(uri);
    if (problem) throw new ClientMetadataError('invalid_redirect_uri', `${uri}: ${problem}`);
  }
  if (meta.grant_types && !meta.grant_types.includes('authorization_code'))
    throw new ClientMetadataError('invalid_client_metadata', 'grant_types: authorization_code');
  if (meta.response_types?.some((t) => t !== 'code'))
    throw new ClientMetadataError('invalid_client_metadata', 'response_types: code only');
  // A metadata document cannot hold a secret; a registration asking for one is answered `none`.
  const method = meta.token_endpoint_auth_method;
  if (kind === 'metadata_document' && method !== undefined && method !== 'none')
    throw new ClientMetadataError('invalid_client_metadata', 'token_endpoint_auth_method: none');
  const name = (meta.client_name ?? '').trim() || hostOf(clientId, meta.redirect_uris[0]!);
  return { clientId, name, redirectUris: meta.redirect_uris, kind, createdAtMs: nowMs };
}

function hostOf(clientId: string, redirectUri: string): string {
  for (const raw of [clientId, redirectUri]) {
    try {
      const host = new URL(raw).host;
      if (host) return host;
    } catch {}
  }
  return 'an unnamed application';
}

/** The registration answer (RFC 7591 §3.2.1): the metadata as kept, with the client's id. */
export function registrationAnswer(client: OAuthClient): Record<string, unknown> {
  return {
    client_id: client.clientId,
    client_id_issued_at: Math.floor(client.createdAtMs / 1000),
    client_name: client.name,
    redirect_uris: client.redirectUris,
    grant_types: ['authorization_code', 'refresh_token'],
    response_types: ['code'],
    token_endpoint_auth_method: 'none',
  };
}

/** A client_id that names a metadata document: an https URL with a path (SEP-991). */
export function isMetadataDocumentId(clientId: string, allowLocal: boolean): boolean {
  try {
    const url = new URL(clientId);
    const scheme = url.protocol === 'https:' || (allowLocal && url.protocol === 'http:');
    return scheme && url.pathname !== '/' && url.hash === '' && url.username === '';
  } catch {
    return false;
  }
}
