// Proves attestation signing keys survive a reopen of the log (in memory and LevelDB), sign JWSs
// that verify against the public JWKS, rotate without losing a key (even two rotations at once)
// and never publish a private part.
import { afterEach, describe, expect, it } from 'vitest';
import { compactVerify, createLocalJWKSet, decodeProtectedHeader } from 'jose';
import type { Wal } from '../../wal/wal.ts';
import { SigningKeys } from '../../src/runtime/signing-keys.ts';
import { levelHome, memoryHome, T0, type LogHome } from '../support/harness.ts';

const META_KEY = 'attestation.signing_keys';

async function verify(keys: SigningKeys, jws: string): Promise<string> {
  const { payload } = await compactVerify(jws, createLocalJWKSet(keys.jwks()));
  return new TextDecoder().decode(payload);
}

for (const make of [memoryHome, levelHome]) {
  describe(`SigningKeys over ${make().kind}`, () => {
    let home: LogHome;
    let open: Wal[] = [];
    let nowMs = T0;
    const now = () => nowMs;

    async function openWal(): Promise<Wal> {
      const wal = home.wal();
      await wal.open();
      open.push(wal);
      return wal;
    }

    /** Closes whatever is open and opens the log afresh, as a restart would. */
    async function reopen(): Promise<SigningKeys> {
      for (const wal of open) await wal.close();
      open = [];
      return SigningKeys.open(await openWal(), now);
    }

    afterEach(async () => {
      for (const wal of open) await wal.close();
      open = [];
      nowMs = T0;
    });

    it(
      'generates one key on first open and persists it before returning; a reopen has the same ' +
        'kid',
      async () => {
        home = make();
        const wal = await openWal();
        expect(await wal.getMeta(META_KEY)).toBeUndefined();
        const keys = await SigningKeys.open(wal, now);
        const stored = JSON.parse((await wal.getMeta(META_KEY))!);
        expect(stored).toEqual([
          {
            kid: keys.activeKid,
            private_pkcs8_b64: expect.any(String),
            public_jwk: { kty: 'OKP', crv: 'Ed25519', x: expect.any(String) },
            created_at_ms: T0,
            retired_at_ms: null,
          },
        ]);
        expect(keys.list()).toEqual([
          {
            kid: keys.activeKid,
            active: true,
            created_at: new Date(T0).toISOString(),
            retired_at: null,
          },
        ]);
        expect((await reopen()).activeKid).toBe(keys.activeKid);
      },
    );

    it('signs a compact JWS that verifies against the JWKS; same payload, same JWS', async () => {
      home = make();
      const keys = await SigningKeys.open(await openWal(), now);
      const payload = JSON.stringify({ report: 'wrp_1', verdict: 'pass' });
      const signed = await keys.sign(payload);
      expect(signed.kid).toBe(keys.activeKid);
      expect(decodeProtectedHeader(signed.jws)).toEqual({
        alg: 'EdDSA',
        kid: keys.activeKid,
        cty: 'application/json',
      });
      expect(await verify(keys, signed.jws)).toBe(payload);
      expect((await keys.sign(payload)).jws).toBe(signed.jws);
      const reopened = await reopen();
      expect((await reopened.sign(payload)).jws).toBe(signed.jws);
    });

    it(
      'rotates: a new active key, both in the JWKS ' +
        '(active first), old signatures still verify',
      async () => {
        home = make();
        const keys = await SigningKeys.open(await openWal(), now);
        const oldKid = keys.activeKid;
        const old = await keys.sign('"before"');
        nowMs = T0 + 60_000;
        const rotated = await keys.rotate();
        expect(rotated).toEqual({ kid: keys.activeKid, created_at: new Date(nowMs).toISOString() });
        expect(keys.activeKid).not.toBe(oldKid);
        expect(keys.jwks().keys.map((k) => k.kid)).toEqual([rotated.kid, oldKid]);
        expect(keys.list()).toEqual([
          {
            kid: rotated.kid,
            active: true,
            created_at: new Date(nowMs).toISOString(),
            retired_at: null,
          },
          {
            kid: oldKid,
            active: false,
            created_at: new Date(T0).toISOString(),
            retired_at: new Date(nowMs).toISOString(),
          },
        ]);
        const fresh = await keys.sign('"after"');
        expect(fresh.kid).toBe(rotated.kid);
        expect(decodeProtectedHeader(fresh.jws).kid).toBe(rotated.kid);
        const reopened = await reopen();
        expect(reopened.activeKid).toBe(rotated.kid);
        expect(await verify(reopened, old.jws)).toBe('"before"');
        expect(await verify(reopened, fresh.jws)).toBe('"after"');
      },
    );

    it('publishes only public halves: every JWK is an EdDSA signing key without d', async () => {
      home = make();
      const keys = await SigningKeys.open(await openWal(), now);
      await keys.rotate();
      for (const jwk of keys.jwks().keys) {
        expect(jwk).toEqual({
          kty: 'OKP',
          crv: 'Ed25519',
          x: expect.any(String),
          kid: expect.any(String),
          alg: 'EdDSA',
          use: 'sig',
        });
      }
      expect(JSON.stringify(keys.jwks())).not.toMatch(/"d"/);
    });

    it('two concurrent rotations both persist: three keys after a reopen, one active', async () => {
      home = make();
      const keys = await SigningKeys.open(await openWal(), now);
      const first = keys.activeKid;
      const [a, b] = await Promise.all([keys.rotate(), keys.rotate()]);
      expect(new Set([first, a.kid, b.kid]).size).toBe(3);
      expect(keys.activeKid).toBe(b.kid);
      const reopened = await reopen();
      expect(reopened.list().map((k) => [k.kid, k.active])).toEqual([
        [b.kid, true],
        [a.kid, false],
        [first, false],
      ]);
    });

    it(
      'two nodes on one log: one first key for both, and a rotation on one is kept when the ' +
        'other rotates',
      async () => {
        home = make();
        const wal = await openWal();
        const [a, b] = await Promise.all([SigningKeys.open(wal, now), SigningKeys.open(wal, now)]);
        expect(b.activeKid).toBe(a.activeKid);
        const first = a.activeKid;
        const onA = await a.rotate();
        // B has not seen A's rotation: its own goes on top of it, not over it.
        const onB = await b.rotate();
        await a.refresh();
        expect(a.list().map((k) => [k.kid, k.active])).toEqual([
          [onB.kid, true],
          [onA.kid, false],
          [first, false],
        ]);
        expect(b.list()).toEqual(a.list());
      },
    );
  });
}

describe('SigningKeys when the write fails', () => {
  it(
    'a rotation whose write fails leaves the old ' + 'key active, and the next rotation still runs',
    async () => {
      const meta = new Map<string, string>();
      let failWrites = false;
      const wal = {
        getMeta: async (key: string) => meta.get(key),
        putMeta: async (key: string, value: string) => {
          if (failWrites) throw new Error('disk full');
          meta.set(key, value);
        },
        swapMeta: async (key: string, expected: string | undefined, value: string) => {
          if (failWrites) throw new Error('disk full');
          if (meta.get(key) !== expected) return meta.get(key);
          meta.set(key, value);
          return value;
        },
      } as unknown as Wal;
      const keys = await SigningKeys.open(wal);
      const first = keys.activeKid;
      failWrites = true;
      await expect(keys.rotate()).rejects.toThrow('disk full');
      expect(keys.activeKid).toBe(first);
      expect((await keys.sign('"x"')).kid).toBe(first);
      failWrites = false;
      const next = await keys.rotate();
      expect(keys.list().map((k) => k.kid)).toEqual([next.kid, first]);
      expect(JSON.parse(meta.get(META_KEY)!)).toHaveLength(2);
    },
  );
});
