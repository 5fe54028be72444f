// The authorization server's own state, on a real console store (LevelDB in a temp dir): two
// refreshes at once with one token cannot both win (the loser is a reuse and ends the grant); a
// refresh racing a revocation leaves the grant revoked; grants, refresh tokens and access tokens
// survive reopening the store; an access token ends after its hour; a token is refused where the
// resource's address is another; an unknown client, a redirect URI not registered and a wrong PKCE
// verifier are refused.
import { createHash, randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ConsoleStore } from '../../src/accounts/store.ts';
import { OAuthServer } from '../../src/oauth/server.ts';
import { tempDir } from '../support/harness.ts';

const REDIRECT = 'http://127.0.0.1:9/cb';
const opened: ConsoleStore[] = [];

async function serverOn(dir: string, issuer = 'https://errand.example', now = Date.now) {
  const store = new ConsoleStore(dir);
  await store.open();
  opened.push(store);
  const deps = { store, issuer: () => issuer, allowLocalClients: false, now };
  return { store, oauth: new OAuthServer(deps) };
}

afterEach(async () => {
  for (const store of opened.splice(0)) await store.close();
});

/** A registered client, a grant allowed for `agt_1`, and its first token pair. */
async function granted(oauth: OAuthServer, verifier = randomBytes(32).toString('base64url')) {
  const client = String((await oauth.register({ redirect_uris: [REDIRECT] })).client_id);
  const challenge = createHash('sha256').update(verifier).digest('base64url');
  const asked = await oauth.authorize({
    response_type: 'code',
    client_id: client,
    redirect_uri: REDIRECT,
    code_challenge: challenge,
    code_challenge_method: 'S256',
  });
  if (asked.kind !== 'consent') throw new Error(JSON.stringify(asked));
  const made = await oauth.allow(asked.requestId, {
    orgId: 'org_1',
    agentId: 'agt_1',
    userId: 'u',
  });
  const code = new URL(made!.location).searchParams.get('code')!;
  const exchange = (codeVerifier: string) =>
    oauth.tokens.exchange({
      grant_type: 'authorization_code',
      code,
      code_verifier: codeVerifier,
      client_id: client,
      redirect_uri: REDIRECT,
    });
  return { client, grant: made!.grant, exchange, verifier };
}

const refresh = (oauth: OAuthServer, client: string, token: string) =>
  oauth.tokens.exchange({ grant_type: 'refresh_token', refresh_token: token, client_id: client });

describe('the authorization server on a real store', () => {
  it('a wrong PKCE verifier is refused, and the code still works with the right one', async () => {
    const { oauth } = await serverOn(join(tempDir('errand-oauth-'), 'console'));
    const { exchange, verifier } = await granted(oauth);
    const wrong = await exchange(randomBytes(32).toString('base64url'));
    expect(wrong.body).toMatchObject({ error: 'invalid_grant' });
    expect((await exchange(verifier)).status).toBe(200);
  });

  it('refuses an unknown client and a redirect URI it did not register', async () => {
    const { oauth } = await serverOn(join(tempDir('errand-oauth-'), 'console'));
    const { client } = await granted(oauth);
    const base = {
      response_type: 'code',
      code_challenge: 'x'.repeat(43),
      code_challenge_method: 'S256',
    };
    expect(
      await oauth.authorize({ ...base, client_id: 'nobody', redirect_uri: REDIRECT }),
    ).toMatchObject({
      kind: 'refused',
    });
    const other = { ...base, client_id: client, redirect_uri: 'https://evil.example/cb' };
    expect(await oauth.authorize(other)).toMatchObject({ kind: 'refused' });
  });

  it('two refreshes at once with one token: one wins, the other ends the grant', async () => {
    const { oauth } = await serverOn(join(tempDir('errand-oauth-'), 'console'));
    const { client, exchange, verifier } = await granted(oauth);
    const first = (await exchange(verifier)).body;
    const [a, b] = await Promise.all([
      refresh(oauth, client, String(first.refresh_token)),
      refresh(oauth, client, String(first.refresh_token)),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 400]);
    const winner = a.status === 200 ? a : b;
    expect(await oauth.verify(String(winner.body.access_token))).toBeUndefined();
  });

  it('a refresh racing a revocation leaves the grant revoked', async () => {
    const { oauth } = await serverOn(join(tempDir('errand-oauth-'), 'console'));
    const { client, grant, exchange, verifier } = await granted(oauth);
    const first = (await exchange(verifier)).body;
    const [renewed] = await Promise.all([
      refresh(oauth, client, String(first.refresh_token)),
      oauth.revokeGrant('org_1', grant.id, 'revoked_by_owner'),
    ]);
    expect((await oauth.grants.grant(grant.id))?.revokedAtMs).not.toBeNull();
    if (renewed.status === 200)
      expect(await oauth.verify(String(renewed.body.access_token))).toBeUndefined();
  });

  it('an access token ends after an hour; its refresh token still renews', async () => {
    let nowMs = Date.now();
    const dir = join(tempDir('errand-oauth-'), 'console');
    const { oauth } = await serverOn(dir, undefined, () => nowMs);
    const { client, exchange, verifier } = await granted(oauth);
    const tokens = (await exchange(verifier)).body;
    expect(tokens.expires_in).toBe(3600);
    nowMs += 3_599_000;
    expect(await oauth.verify(String(tokens.access_token))).toBeDefined();
    nowMs += 2_000;
    expect(await oauth.verify(String(tokens.access_token))).toBeUndefined();
    const renewed = await refresh(oauth, client, String(tokens.refresh_token));
    expect(await oauth.verify(String(renewed.body.access_token))).toBeDefined();
  });

  it('survives reopening the store; a token is refused under another address', async () => {
    const dir = join(tempDir('errand-oauth-'), 'console');
    const before = await serverOn(dir);
    const { client, exchange, verifier } = await granted(before.oauth);
    const tokens = (await exchange(verifier)).body;
    await before.store.close();
    opened.splice(opened.indexOf(before.store), 1);
    const after = await serverOn(dir);
    expect(await after.oauth.verify(String(tokens.access_token))).toEqual({
      agentId: 'agt_1',
      orgId: 'org_1',
    });
    const renewed = await refresh(after.oauth, client, String(tokens.refresh_token));
    expect(renewed.status).toBe(200);
    const grants = await after.oauth.grants.grantsOf('org_1');
    expect(grants).toHaveLength(1);
    expect(grants[0]!.lastUsedAtMs).not.toBeNull();
    await after.store.close();
    opened.splice(opened.indexOf(after.store), 1);
    const elsewhere = await serverOn(dir, 'https://other.example');
    expect(await elsewhere.oauth.verify(String(renewed.body.access_token))).toBeUndefined();
  });
});
