// The OAuth authorization server for remote MCP connectors over HTTP alone (no browser): a client
// discovers it from /mcp's 401 (RFC 9728, RFC 8414); bad redirect URIs, missing or plain PKCE,
// other resources, a bad registration and malformed requests are refused as such, never a 500.
// The flows through consent in a browser: test/browser/mcp-oauth.test.ts.
import type { Server } from 'node:http';
import * as oauth from 'oauth4webapi';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestService, type TestService } from '../support/http.ts';
import { clientApps, freePort, serverMetadataOf } from '../support/oauth-client.ts';

let svc: TestService;
let apps: Server;
let appsUrl: string;

const serverMetadata = () => serverMetadataOf(svc.url);

beforeAll(async () => {
  const port = await freePort();
  svc = await startTestService({
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    OAUTH_ALLOW_LOCAL_CLIENTS: '1',
  });
  ({ server: apps, url: appsUrl } = await clientApps());
});

afterAll(async () => {
  await svc?.close();
  apps?.close();
});

describe('the authorization server for remote MCP connectors', () => {
  it('tells where to authorize from the 401 alone', async () => {
    const res = await fetch(`${svc.url}/mcp`, {
      method: 'POST',
      body: '{}',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.status).toBe(401);
    const challenge = res.headers.get('www-authenticate')!;
    expect(challenge).toBe(
      `Bearer resource_metadata="${svc.url}/.well-known/oauth-protected-resource/mcp"`,
    );
    const prm = await (await fetch(/resource_metadata="([^"]+)"/.exec(challenge)![1]!)).json();
    expect(prm).toMatchObject({ resource: `${svc.url}/mcp`, authorization_servers: [svc.url] });
    const as = await serverMetadata();
    expect(as).toMatchObject({
      issuer: svc.url,
      code_challenge_methods_supported: ['S256'],
      client_id_metadata_document_supported: true,
      registration_endpoint: `${svc.url}/oauth/register`,
      revocation_endpoint: `${svc.url}/oauth/revoke`,
    });
  });

  it('refuses bad redirect URIs, missing or plain PKCE and other resources', async () => {
    const as = await serverMetadata();
    const base = {
      response_type: 'code',
      client_id: `${appsUrl}/client.json`,
      redirect_uri: `${appsUrl}/cb`,
      code_challenge: await oauth.calculatePKCECodeChallenge(oauth.generateRandomCodeVerifier()),
      code_challenge_method: 'S256',
      state: 's1',
    };
    const ask = (params: Record<string, string | undefined>) => {
      const url = new URL(as.authorization_endpoint!);
      for (const [k, v] of Object.entries({ ...base, ...params }))
        if (v !== undefined) url.searchParams.set(k, v);
      return fetch(url, { redirect: 'manual' });
    };
    for (const redirect_uri of [
      'https://evil.example/cb',
      `${appsUrl}/cb/other`,
      `${appsUrl}/cb#x`,
    ]) {
      const res = await ask({ redirect_uri });
      expect(res.status, redirect_uri).toBe(400);
      expect(res.headers.get('location')).toBeNull();
    }
    // A loopback redirect may use any port (RFC 8252); the path must still match.
    const otherPort = await ask({ redirect_uri: `http://127.0.0.1:1/cb` });
    expect(otherPort.headers.get('location')).toMatch(/\/console\/oauth\/consent\//);
    const errorFor = async (params: Record<string, string | undefined>) =>
      new URL((await ask(params)).headers.get('location')!).searchParams.get('error');
    expect(await errorFor({ code_challenge: undefined, code_challenge_method: undefined })).toBe(
      'invalid_request',
    );
    expect(await errorFor({ code_challenge_method: 'plain' })).toBe('invalid_request');
    expect(await errorFor({ resource: 'https://elsewhere.example/mcp' })).toBe('invalid_target');
    const token = await fetch(as.token_endpoint!, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'refresh_token',
        refresh_token: 'x',
        client_id: 'y',
        resource: 'https://elsewhere.example/mcp',
      }),
    });
    expect(await token.json()).toMatchObject({ error: 'invalid_target' });
    // A client that registered asking for a secret may name itself in HTTP Basic.
    const basic = await fetch(as.token_endpoint!, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        authorization: `Basic ${Buffer.from('some-client:secret').toString('base64')}`,
      },
      body: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: 'unknown' }),
    });
    expect(await basic.json()).toMatchObject({ error: 'invalid_grant' });
    const registered = await fetch(as.registration_endpoint!, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ redirect_uris: ['http://evil.example/cb'] }),
    });
    expect(registered.status).toBe(400);
    expect(await registered.json()).toMatchObject({ error: 'invalid_redirect_uri' });
    // Malformed requests are refused as such, never a 500.
    const malformed: Array<[string, string, string]> = [
      [as.token_endpoint!, 'application/json', JSON.stringify({ grant_type: ['a', 'b'] })],
      [as.token_endpoint!, 'application/x-www-form-urlencoded', 'grant_type=authorization_code'],
      [as.token_endpoint!, 'text/plain', 'hello'],
      [as.registration_endpoint!, 'application/json', '[1,2]'],
      [as.registration_endpoint!, 'application/json', '{"redirect_uris": "https://a/cb"}'],
      [as.revocation_endpoint!, 'application/x-www-form-urlencoded', 'token_type_hint=x'],
    ];
    for (const [url, type, body] of malformed) {
      const res = await fetch(url, { method: 'POST', headers: { 'content-type': type }, body });
      expect(res.status, `${url} ${body}`).toBeGreaterThanOrEqual(400);
      expect(res.status, `${url} ${body}`).toBeLessThan(500);
    }
  });
});
