// The client's side of the OAuth tests for remote MCP connectors (test/browser/mcp-oauth.test.ts,
// test/integration/mcp-oauth-refusals.test.ts): a port known before the service starts (its
// public URL names it), the client's apps (a metadata document and a redirect target), discovery
// with oauth4webapi, and MCP calls made with a token.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Client } from '@modelcontextprotocol/client';
import * as oauth from 'oauth4webapi';
import { newKey, taskBody } from './http.ts';
import { httpClientOf } from './mcp-clients.ts';

/** oauth4webapi refuses http:// URLs unless told; the tests' services are on loopback. */
export const insecure = { [oauth.allowInsecureRequests]: true };

export async function freePort(): Promise<number> {
  const s = createServer().listen(0, '127.0.0.1');
  await new Promise((r) => s.once('listening', r));
  const p = (s.address() as AddressInfo).port;
  await new Promise((r) => s.close(r));
  return p;
}

/** The client's side: its metadata document and its redirect target (answers "done"). */
export async function clientApps(): Promise<{ server: Server; url: string }> {
  let url = '';
  const server = createServer((req, res) => {
    if (req.url === '/client.json') {
      res.setHeader('content-type', 'application/json');
      return res.end(
        JSON.stringify({
          client_id: `${url}/client.json`,
          client_name: 'Metadata Client',
          redirect_uris: [`${url}/cb`],
          grant_types: ['authorization_code', 'refresh_token'],
          token_endpoint_auth_method: 'none',
        }),
      );
    }
    res.end('done');
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { server, url };
}

/** The metadata-document client served by `clientApps` at `appsUrl`. */
export const metadataClientOf = (appsUrl: string): oauth.Client => ({
  client_id: `${appsUrl}/client.json`,
  token_endpoint_auth_method: 'none',
});

export async function serverMetadataOf(serviceUrl: string): Promise<oauth.AuthorizationServer> {
  const issuer = new URL(serviceUrl);
  const res = await oauth.discoveryRequest(issuer, { algorithm: 'oauth2', ...insecure });
  return oauth.processDiscoveryResponse(issuer, res);
}

export function authorizeUrl(
  as: oauth.AuthorizationServer,
  params: Record<string, string>,
): string {
  const url = new URL(as.authorization_endpoint!);
  for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v);
  return url.toString();
}

/** The status of an MCP ping with this bearer token. */
export async function mcpStatusAt(serviceUrl: string, token: string): Promise<number> {
  const res = await fetch(`${serviceUrl}/mcp`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
      accept: 'application/json, text/event-stream',
    },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'ping' }),
  });
  await res.text();
  return res.status;
}

export const errorOf = (result: Awaited<ReturnType<Client['callTool']>>) =>
  JSON.parse((result.content as Array<{ text: string }>)[0]!.text).code as string;

/** create_task over MCP with this bearer token. */
export async function createTaskAt(serviceUrl: string, token: string, rewardMajor: string) {
  const c = await httpClientOf('2026-07-28', serviceUrl, token);
  try {
    return await c.callTool({
      name: 'create_task',
      arguments: { ...taskBody({ reward_major: rewardMajor }), idempotency_key: newKey() },
    });
  } finally {
    await c.close();
  }
}
