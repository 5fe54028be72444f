// Proves over real HTTP that /v1/jwks.json serves the attestation keys without a key, that an
// admin rotation adds a key to it (active first) and the list shows exactly one active key, that
// the keys survive a restart, and that rotation needs the admin token.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admin, call, startTestService, type TestService } from '../support/http.ts';
import { expectProblem } from '../support/http-steps.ts';

let svc: TestService;

beforeAll(async () => {
  svc = await startTestService();
});
afterAll(async () => {
  await svc?.close();
});

describe('GET /v1/jwks.json', () => {
  it('answers without a key: one EdDSA key, cacheable, no private part', async () => {
    const res = await call(svc.url, 'GET', '/v1/jwks.json');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(res.headers.get('cache-control')).toBe('public, max-age=300');
    expect(res.body).toEqual({
      keys: [
        {
          kty: 'OKP',
          crv: 'Ed25519',
          x: expect.any(String),
          kid: expect.any(String),
          alg: 'EdDSA',
          use: 'sig',
        },
      ],
    });
    expect(res.body.keys[0].kid).toBe(svc.services.signingKeys!.activeKid);
  });
});

describe('admin signing keys', () => {
  it(
    'rotation adds a key to the JWKS, active ' + 'first; the list shows exactly one active',
    async () => {
      const before = (await call(svc.url, 'GET', '/v1/jwks.json')).body.keys[0].kid as string;
      const rotated = await admin(svc.url, 'POST', '/internal/v1/signing_keys/rotate');
      expect(rotated.status).toBe(201);
      expect(rotated.body.data).toEqual({
        kid: expect.any(String),
        created_at: expect.any(String),
      });
      expect(rotated.body.data.kid).not.toBe(before);

      const jwks = (await call(svc.url, 'GET', '/v1/jwks.json')).body;
      expect(jwks.keys.map((k: { kid: string }) => k.kid)).toEqual([rotated.body.data.kid, before]);

      const list = await admin(svc.url, 'GET', '/internal/v1/signing_keys');
      expect(list.status).toBe(200);
      expect(list.body.data.filter((k: { active: boolean }) => k.active)).toEqual([
        {
          kid: rotated.body.data.kid,
          active: true,
          created_at: rotated.body.data.created_at,
          retired_at: null,
        },
      ]);
      expect(list.body.data).toHaveLength(2);
    },
  );

  it('rotation and listing need the admin token', async () => {
    expectProblem(
      await call(svc.url, 'POST', '/internal/v1/signing_keys/rotate'),
      401,
      'unauthorized',
    );
    expectProblem(await call(svc.url, 'GET', '/internal/v1/signing_keys'), 401, 'unauthorized');
  });

  it('the keys survive a restart: same JWKS, same active key', async () => {
    const before = (await call(svc.url, 'GET', '/v1/jwks.json')).body;
    await svc.close();
    svc = await startTestService({}, svc.dataDir);
    expect((await call(svc.url, 'GET', '/v1/jwks.json')).body).toEqual(before);
    expect(svc.services.signingKeys!.activeKid).toBe(before.keys[0].kid);
  });
});
