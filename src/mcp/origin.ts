// DNS-rebinding guard for /mcp: a browser page on another site must not reach a local errand
// through the user's browser, so a Host or an Origin not on the list is answered 403 before the
// key is looked at (MCP transports, "Security Warning"; docs/mcp.md, "Origin and Host"). Allowed:
// loopback names, PUBLIC_URL's host, and MCP_ALLOWED_HOSTS / MCP_ALLOWED_ORIGINS. No Origin at
// all is a client that is not a browser (an agent's SDK), and passes. The checks are the SDK's.
import {
  localhostAllowedHostnames,
  localhostAllowedOrigins,
  validateHostHeader,
  validateOriginHeader,
} from '@modelcontextprotocol/server';
import type { Config } from '../config.ts';

export interface OriginPolicy {
  readonly hosts: string[];
  readonly origins: string[];
}

type Names = Pick<Config, 'PUBLIC_URL' | 'MCP_ALLOWED_HOSTS' | 'MCP_ALLOWED_ORIGINS'>;

export function originPolicy(config: Names): OriginPolicy {
  const own = config.PUBLIC_URL ? [new URL(config.PUBLIC_URL).hostname.toLowerCase()] : [];
  return {
    hosts: [...localhostAllowedHostnames(), ...own, ...(config.MCP_ALLOWED_HOSTS ?? [])],
    origins: [...localhostAllowedOrigins(), ...own, ...(config.MCP_ALLOWED_ORIGINS ?? [])],
  };
}

/** Why the request is refused (a JSON-RPC error message), or undefined when it may proceed. */
export function refusal(
  policy: OriginPolicy,
  host: string | undefined,
  origin: string | undefined,
): string | undefined {
  const h = validateHostHeader(host, policy.hosts);
  if (!h.ok) return h.message;
  if (origin === undefined) return undefined;
  const o = validateOriginHeader(origin, policy.origins);
  return o.ok ? undefined : o.message;
}
