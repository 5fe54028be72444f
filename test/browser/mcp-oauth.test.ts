// OAuth 2.1 for remote MCP connectors, end to end: a client registers (the MCP SDK's own client
// by dynamic registration; an oauth4webapi client by a metadata document served here), a member
// consents in the console through a real browser (picking an existing agent, or creating one),
// and the access token calls MCP tools as that agent with its flags and caps; refresh rotates (the
// SDK client renews by itself after an invalid_token 401; a reused refresh token ends the grant),
// RFC 7009 revocation and an owner's revocation in the console answer 401 after, grants and tokens
// survive a restart, a token for another audience is refused; replayed codes are refused; every
// grant and revocation is in the audit log. Discovery from the 401 and the refusals of bad
// requests, over HTTP alone: test/integration/mcp-oauth-refusals.test.ts.
import type { Server } from 'node:http';
import {
  Client,
  type OAuthClientProvider,
  StreamableHTTPClientTransport,
  UnauthorizedError,
} from '@modelcontextprotocol/client';
import * as oauth from 'oauth4webapi';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessible, chromiumOrSkip, clickTo, launch } from '../support/browser.ts';
import { signUpMember, submitSignIn } from '../support/console-sign-in.ts';
import {
  admin,
  newKey,
  newOrg,
  startTestService,
  taskBody,
  type TestOrg,
  type TestService,
} from '../support/http.ts';
import { httpClientOf } from '../support/mcp-clients.ts';
import {
  authorizeUrl,
  clientApps,
  createTaskAt,
  errorOf,
  freePort,
  insecure,
  mcpStatusAt,
  metadataClientOf,
  serverMetadataOf,
} from '../support/oauth-client.ts';

const missing = chromiumOrSkip('MCP OAuth');

let svc: TestService;
let port: number;
let org: TestOrg;
let browser: Browser;
let owner: Page;
let apps: Server;
let appsUrl: string;
const start = (publicUrl = `http://127.0.0.1:${port}`, dataDir?: string) =>
  startTestService(
    { PORT: String(port), PUBLIC_URL: publicUrl, OAUTH_ALLOW_LOCAL_CLIENTS: '1' },
    ...(dataDir ? [dataDir] : []),
  );

/** The member's decision on the consent page; resolves to the URL the client is sent back to. */
async function consent(
  authorizationUrl: string,
  choose: { agentId: string } | { newName: string },
  decision: 'allow' | 'deny' = 'allow',
): Promise<URL> {
  await owner.goto(authorizationUrl);
  await owner.waitForURL(/\/console\/oauth\/consent\//);
  if ('agentId' in choose) await owner.check(`#agent-${choose.agentId}`);
  else {
    await owner.check('#agent-new');
    await owner.fill('#new_name', choose.newName);
  }
  await Promise.all([
    owner.waitForURL((u) => u.pathname === '/cb' || u.pathname === '/callback'),
    owner.click(`button[value=${decision}]`),
  ]);
  return new URL(owner.url());
}

/** An authorization request of the metadata-document client, with its PKCE verifier. */
async function metadataClientRequest(as: oauth.AuthorizationServer) {
  const verifier = oauth.generateRandomCodeVerifier();
  const state = oauth.generateRandomState();
  const url = authorizeUrl(as, {
    response_type: 'code',
    client_id: `${appsUrl}/client.json`,
    redirect_uri: `${appsUrl}/cb`,
    code_challenge: await oauth.calculatePKCECodeChallenge(verifier),
    code_challenge_method: 'S256',
    state,
    resource: `${svc.url}/mcp`,
  });
  return { url, verifier, state };
}

/**
 * A metadata-document client through consent to tokens, with oauth4webapi; the code is
 * presented `atOnce` times at once (one must win).
 */
async function metadataClientTokens(choose: { agentId: string } | { newName: string }, atOnce = 1) {
  const as = await serverMetadata();
  const { url, verifier, state } = await metadataClientRequest(as);
  const back = await consent(url, choose);
  const params = oauth.validateAuthResponse(as, metadataClient(), back, state);
  const exchange = () =>
    oauth.authorizationCodeGrantRequest(
      as,
      metadataClient(),
      oauth.None(),
      params,
      `${appsUrl}/cb`,
      verifier,
      { ...insecure, additionalParameters: { resource: `${svc.url}/mcp` } },
    );
  const answers = await Promise.all(Array.from({ length: atOnce }, exchange));
  const statuses = answers.map((a) => a.status).sort();
  const won = answers.find((a) => a.status === 200)!;
  const tokens = await oauth.processAuthorizationCodeResponse(as, metadataClient(), won);
  return { as, tokens, exchange, statuses };
}

async function refresh(as: oauth.AuthorizationServer, refreshToken: string) {
  const res = await oauth.refreshTokenGrantRequest(
    as,
    metadataClient(),
    oauth.None(),
    refreshToken,
    insecure,
  );
  return oauth.processRefreshTokenResponse(as, metadataClient(), res);
}

const serverMetadata = () => serverMetadataOf(svc.url);
const metadataClient = () => metadataClientOf(appsUrl);
const mcpStatus = (token: string) => mcpStatusAt(svc.url, token);
const createTaskAs = (token: string, rewardMajor: string) =>
  createTaskAt(svc.url, token, rewardMajor);

beforeAll(async () => {
  if (missing) return;
  port = await freePort();
  svc = await start();
  ({ server: apps, url: appsUrl } = await clientApps());
  org = await newOrg(svc.url, '100000000');
  // The agent a connection will act as: may post, at most NGN 2,000.00 a task.
  await admin(svc.url, 'PUT', `/internal/v1/agents/${org.agentId}/spend_policy`, {
    daily_cap_minor: '1000000',
    per_task_cap_minor: '200000',
  });
  browser = await launch();
  owner = await signUpMember(browser, svc, org.orgId, 'owner@example.com');
}, 90_000);

afterAll(async () => {
  await browser?.close();
  await svc?.close();
  apps?.close();
});

describe.skipIf(missing !== undefined)('OAuth for remote MCP connectors', () => {
  it('the SDK client registers, a member consents, and it calls tools as that agent', async () => {
    const saved: Record<string, unknown> = {};
    let sentTo: URL | undefined;
    const provider: OAuthClientProvider = {
      redirectUrl: `${appsUrl}/callback`,
      clientMetadata: {
        client_name: 'SDK Client',
        redirect_uris: [`${appsUrl}/callback`],
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        token_endpoint_auth_method: 'none',
      },
      clientInformation: () => saved.client as never,
      saveClientInformation: (info) => {
        saved.client = info;
      },
      tokens: () => saved.tokens as never,
      saveTokens: (tokens) => {
        saved.tokens = tokens;
      },
      redirectToAuthorization: (url) => {
        sentTo = url;
      },
      saveCodeVerifier: (v) => {
        saved.verifier = v;
      },
      codeVerifier: () => saved.verifier as string,
      saveDiscoveryState: (s) => {
        saved.discovery = s;
      },
      discoveryState: () => saved.discovery as never,
    };
    const transport = () =>
      new StreamableHTTPClientTransport(new URL(`${svc.url}/mcp`), { authProvider: provider });
    const first = new Client(
      { name: 'sdk', version: '1.0.0' },
      { versionNegotiation: { mode: { pin: '2026-07-28' } } },
    );
    const pending = transport();
    await expect(first.connect(pending)).rejects.toBeInstanceOf(UnauthorizedError);
    expect(sentTo?.searchParams.get('code_challenge_method')).toBe('S256');
    expect(sentTo?.searchParams.get('resource')).toBe(`${svc.url}/mcp`);
    expect((saved.client as { client_id: string }).client_id).toMatch(/^errand_client_/);

    await owner.goto(sentTo!.toString());
    await owner.waitForURL(/\/console\/oauth\/consent\//);
    // The member sees what the agent may do before allowing.
    const powers = await owner.locator(`#powers-${org.agentId}`).textContent();
    expect(powers).toContain('May post tasks');
    expect(powers).toContain('per task: NGN 2,000.00');
    await accessible(owner, 'oauth-consent');
    const back = await consent(sentTo!.toString(), { agentId: org.agentId });
    await pending.finishAuth(back.searchParams);

    const c = new Client(
      { name: 'sdk', version: '1.0.0' },
      { versionNegotiation: { mode: { pin: '2026-07-28' } } },
    );
    await c.connect(transport());
    expect((await c.listTools()).tools).toHaveLength(25);
    // The agent's cap holds: over NGN 2,000.00 a task is refused, under it is posted.
    const over = await c.callTool({
      name: 'create_task',
      arguments: { ...taskBody({ reward_major: '2500.00' }), idempotency_key: newKey() },
    });
    expect(errorOf(over)).toBe('spend_policy_exceeded');
    const under = await c.callTool({
      name: 'create_task',
      arguments: { ...taskBody({ reward_major: '1500.00' }), idempotency_key: newKey() },
    });
    expect(under.isError ?? false).toBe(false);
    await c.close();
    // API keys keep working beside it.
    expect(await mcpStatus(org.key)).toBe(200);

    // An access token that no longer passes: the SDK client renews with its refresh token by
    // itself (the 401 says invalid_token) and the call goes through, with a rotated pair.
    const held = saved.tokens as { access_token: string; refresh_token: string };
    saved.tokens = { ...held, access_token: 'errand_oat_no-longer-good' };
    const renewing = new Client(
      { name: 'sdk', version: '1.0.0' },
      { versionNegotiation: { mode: { pin: '2026-07-28' } } },
    );
    await renewing.connect(transport());
    expect((await renewing.callTool({ name: 'get_wallet', arguments: {} })).isError ?? false).toBe(
      false,
    );
    await renewing.close();
    expect((saved.tokens as { refresh_token: string }).refresh_token).not.toBe(held.refresh_token);

    // Refresh rotates; revocation (RFC 7009) answers 401 from the next call.
    const as = await serverMetadata();
    const sdkClient = {
      client_id: (saved.client as { client_id: string }).client_id,
      token_endpoint_auth_method: 'none',
    };
    const tokens = saved.tokens as { access_token: string; refresh_token: string };
    const res = await oauth.refreshTokenGrantRequest(
      as,
      sdkClient,
      oauth.None(),
      tokens.refresh_token,
      insecure,
    );
    const renewed = await oauth.processRefreshTokenResponse(as, sdkClient, res);
    expect(renewed.refresh_token).not.toBe(tokens.refresh_token);
    expect(await mcpStatus(renewed.access_token)).toBe(200);
    const revoked = await oauth.revocationRequest(
      as,
      sdkClient,
      oauth.None(),
      renewed.refresh_token!,
      insecure,
    );
    await oauth.processRevocationResponse(revoked);
    expect(await mcpStatus(renewed.access_token)).toBe(401);
    expect(await mcpStatus(tokens.access_token)).toBe(401);
    // The refusal tells the client its token is no good (RFC 6750), and where to get another.
    const refused = await fetch(`${svc.url}/mcp`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${renewed.access_token}`,
        'content-type': 'application/json',
      },
      body: '{}',
    });
    const where = `${svc.url}/.well-known/oauth-protected-resource/mcp`;
    expect(refused.headers.get('www-authenticate')).toBe(
      `Bearer resource_metadata="${where}", error="invalid_token"`,
    );
  });

  it('a metadata-document client acts as a new agent made at consent, without flags', async () => {
    const { tokens } = await metadataClientTokens({ newName: 'Connector agent' });
    const refused = await createTaskAs(tokens.access_token, '1500.00');
    expect(errorOf(refused)).toBe('delegation_denied');
    const c = await httpClientOf('2025', svc.url, tokens.access_token);
    const wallet = await c.callTool({ name: 'get_wallet', arguments: {} });
    expect(wallet.isError ?? false).toBe(false);
    await c.close();
  });

  it('a code presented five times at once wins once; the replays end its grant', async () => {
    const { tokens, statuses } = await metadataClientTokens({ agentId: org.agentId }, 5);
    expect(statuses).toEqual([200, 400, 400, 400, 400]);
    expect(await mcpStatus(tokens.access_token)).toBe(401);
  });

  it('a replayed code is refused and ends the grant it made', async () => {
    const { as, tokens, exchange } = await metadataClientTokens({ agentId: org.agentId });
    expect(await mcpStatus(tokens.access_token)).toBe(200);
    await expect(
      oauth.processAuthorizationCodeResponse(as, metadataClient(), await exchange()),
    ).rejects.toMatchObject({ error: 'invalid_grant' });
    expect(await mcpStatus(tokens.access_token)).toBe(401);
  });

  it('a reused refresh token is refused and ends the grant', async () => {
    const { as, tokens } = await metadataClientTokens({ agentId: org.agentId });
    const renewed = await refresh(as, tokens.refresh_token!);
    expect(await mcpStatus(renewed.access_token)).toBe(200);
    await expect(refresh(as, tokens.refresh_token!)).rejects.toMatchObject({
      error: 'invalid_grant',
    });
    expect(await mcpStatus(renewed.access_token)).toBe(401);
  });

  it('a person not signed in signs in first, comes back to the consent and may deny', async () => {
    const as = await serverMetadata();
    const { url, state } = await metadataClientRequest(as);
    const page = await (await browser.newContext()).newPage();
    await page.goto(url);
    await page.waitForURL(/\/console\/login/);
    await submitSignIn(page, 'owner@example.com', /\/console\/oauth\/consent\//);
    expect(await page.locator('h1').textContent()).toContain('Connect Metadata Client');
    await clickTo(page, 'button[value=deny]', /\/cb\?/);
    const back = new URL(page.url());
    expect(back.searchParams.get('error')).toBe('access_denied');
    expect(back.searchParams.get('state')).toBe(state);
    expect(back.searchParams.get('iss')).toBe(svc.url);
    await page.context().close();
  });

  it('an owner sees connected applications and revokes one; the audit log has each', async () => {
    const { tokens } = await metadataClientTokens({ agentId: org.agentId });
    expect(await mcpStatus(tokens.access_token)).toBe(200);
    await owner.goto(`${svc.url}/console/connections`);
    const rows = owner.locator('#connections tbody tr');
    expect(await rows.count()).toBe(6);
    const active = rows.filter({ hasText: 'active' });
    expect(await active.count()).toBe(2);
    await accessible(owner, 'connections');
    const row = active.filter({ hasText: 'Metadata Client' }).first();
    await row.locator('input[name=confirm]').check();
    await clickTo(owner, row.locator('button'), /done=oauth_revoked/);
    expect(await mcpStatus(tokens.access_token)).toBe(401);
    await owner.goto(`${svc.url}/console/audit`);
    const audit = (await owner.locator('main').textContent()) ?? '';
    expect(audit.match(/oauth\.grant/g)?.length).toBe(6);
    expect(audit).toContain('refresh_token_reused');
    expect(audit).toContain('authorization_code_replayed');
    expect(audit).toContain('revoked_by_owner');
    expect(audit).toContain('revoked_by_client');
  });

  it('grants survive a restart; a token for another audience is refused', async () => {
    const { as, tokens } = await metadataClientTokens({ agentId: org.agentId });
    const dataDir = svc.dataDir;
    await svc.close();
    svc = await start(undefined, dataDir);
    expect(await mcpStatus(tokens.access_token)).toBe(200);
    const renewed = await refresh(as, tokens.refresh_token!);
    expect(await mcpStatus(renewed.access_token)).toBe(200);
    // The same service under another public address is another resource: its tokens do not pass.
    await svc.close();
    svc = await start(`http://localhost:${port}`, dataDir);
    expect(await mcpStatus(renewed.access_token)).toBe(401);
    expect(await mcpStatus(org.key)).toBe(200);
  });
});
