// Ed25519 keys that sign workflow-report attestations. They live in the WAL's meta (a synced
// LevelDB write), so a restart signs with the same key and a rotation survives a crash. Retired
// keys are never dropped: an attestation signed years ago must still verify against /v1/jwks.json.
import assert from 'node:assert/strict';
import {
  createPrivateKey,
  createPublicKey,
  generateKeyPairSync,
  type KeyObject,
} from 'node:crypto';
import { CompactSign, calculateJwkThumbprint } from 'jose';
import { z } from 'zod';
import type { Wal } from '../../wal/wal.ts';

const META_KEY = 'attestation.signing_keys';

const StoredKey = z.object({
  kid: z.string().min(1),
  private_pkcs8_b64: z.string().min(1),
  public_jwk: z.object({ kty: z.literal('OKP'), crv: z.literal('Ed25519'), x: z.string().min(1) }),
  created_at_ms: z.number().int(),
  retired_at_ms: z.number().int().nullable(),
});
type StoredKey = z.infer<typeof StoredKey>;

export interface SigningJwk {
  readonly kty: 'OKP';
  readonly crv: 'Ed25519';
  readonly x: string;
  readonly kid: string;
  readonly alg: 'EdDSA';
  readonly use: 'sig';
}

export interface SigningKeyInfo {
  readonly kid: string;
  readonly active: boolean;
  readonly created_at: string;
  readonly retired_at: string | null;
}

interface LoadedKey {
  readonly stored: StoredKey;
  readonly privateKey: KeyObject;
}

const iso = (ms: number) => new Date(ms).toISOString();

function publicJwkOf(privateKey: KeyObject): StoredKey['public_jwk'] {
  const { x } = createPublicKey(privateKey).export({ format: 'jwk' });
  assert(typeof x === 'string', 'an Ed25519 public JWK has x');
  return { kty: 'OKP', crv: 'Ed25519', x };
}

async function parseKeys(raw: string): Promise<LoadedKey[]> {
  const stored = z.array(StoredKey).min(1).parse(JSON.parse(raw));
  const keys = await Promise.all(stored.map(load));
  const live = keys.filter((k) => k.stored.retired_at_ms === null);
  assert(
    live.length === 1 && live[0] === keys.at(-1),
    'exactly one signing key, the newest, is active',
  );
  return keys;
}

async function generate(nowMs: number): Promise<LoadedKey> {
  const { privateKey } = generateKeyPairSync('ed25519');
  const public_jwk = publicJwkOf(privateKey);
  const stored: StoredKey = {
    kid: await calculateJwkThumbprint(public_jwk, 'sha256'),
    private_pkcs8_b64: privateKey.export({ format: 'der', type: 'pkcs8' }).toString('base64'),
    public_jwk,
    created_at_ms: nowMs,
    retired_at_ms: null,
  };
  return { stored, privateKey };
}

/** Checks after reading: the public half and the kid must follow from the private key. */
async function load(stored: StoredKey): Promise<LoadedKey> {
  const privateKey = createPrivateKey({
    key: Buffer.from(stored.private_pkcs8_b64, 'base64'),
    format: 'der',
    type: 'pkcs8',
  });
  assert.equal(privateKey.asymmetricKeyType, 'ed25519', `signing key ${stored.kid} is not Ed25519`);
  assert.deepEqual(
    publicJwkOf(privateKey),
    stored.public_jwk,
    `signing key ${stored.kid}: public JWK does not match the private key`,
  );
  assert.equal(
    await calculateJwkThumbprint(stored.public_jwk, 'sha256'),
    stored.kid,
    `signing key ${stored.kid}: kid is not the JWK thumbprint`,
  );
  return { stored, privateKey };
}

export class SigningKeys {
  /**
   * Rotations run one after another: two at once would each retire the same key and one new key
   * would be lost.
   */
  private rotating: Promise<unknown> = Promise.resolve();

  private constructor(
    private readonly wal: Wal,
    private readonly now: () => number,
    /** Oldest first; the last one is the active key. */
    private keys: readonly LoadedKey[],
    /** The stored value these keys came from: what a rotation expects to replace. */
    private raw: string,
  ) {}

  static async open(wal: Wal, now: () => number = Date.now): Promise<SigningKeys> {
    let raw = await wal.getMeta(META_KEY);
    // Several nodes of a shared log may start at once on a new log: one first key wins for all.
    if (raw === undefined)
      raw = await wal.swapMeta(
        META_KEY,
        undefined,
        JSON.stringify([(await generate(now())).stored]),
      );
    return new SigningKeys(wal, now, await parseKeys(raw!), raw!);
  }

  /**
   * Takes up what another node of a shared log stored (a rotation there). Until then this node
   * signs with a key that node has retired: still in the set, so still verifiable.
   */
  async refresh(): Promise<void> {
    const raw = await this.wal.getMeta(META_KEY);
    if (raw === undefined || raw === this.raw) return;
    this.keys = await parseKeys(raw);
    this.raw = raw;
  }

  private get active(): LoadedKey {
    return this.keys.at(-1)!;
  }

  get activeKid(): string {
    return this.active.stored.kid;
  }

  rotate(): Promise<{ kid: string; created_at: string }> {
    const run = this.rotating.then(() => this.rotateNow());
    this.rotating = run.catch(() => undefined);
    return run;
  }

  private async rotateNow(): Promise<{ kid: string; created_at: string }> {
    for (;;) {
      const nowMs = this.now();
      const next = await generate(nowMs);
      const retired = this.keys.map((k) =>
        k === this.active ? { ...k, stored: { ...k.stored, retired_at_ms: nowMs } } : k,
      );
      const keys = [...retired, next];
      const raw = JSON.stringify(keys.map((k) => k.stored));
      // Durable before it signs anything: a key that signed and was then lost could never be
      // verified. Swapped from what these keys came from: a rotation on another node meanwhile is
      // kept, and this one goes on top of it.
      const stored = await this.wal.swapMeta(META_KEY, this.raw, raw);
      if (stored === raw) {
        this.keys = keys;
        this.raw = raw;
        return { kid: next.stored.kid, created_at: iso(nowMs) };
      }
      await this.refresh();
    }
  }

  /** Active key first, then the retired ones newest first. Public halves only. */
  jwks(): { keys: SigningJwk[] } {
    return {
      keys: [...this.keys].reverse().map(({ stored }) => ({
        ...stored.public_jwk,
        kid: stored.kid,
        alg: 'EdDSA' as const,
        use: 'sig' as const,
      })),
    };
  }

  list(): SigningKeyInfo[] {
    return [...this.keys].reverse().map(({ stored }) => ({
      kid: stored.kid,
      active: stored.retired_at_ms === null,
      created_at: iso(stored.created_at_ms),
      retired_at: stored.retired_at_ms === null ? null : iso(stored.retired_at_ms),
    }));
  }

  /** Ed25519 is deterministic: the same payload under the same key gives the same JWS. */
  async sign(payload: string): Promise<{ jws: string; kid: string }> {
    const { stored, privateKey } = this.active;
    const jws = await new CompactSign(new TextEncoder().encode(payload))
      .setProtectedHeader({ alg: 'EdDSA', kid: stored.kid, cty: 'application/json' })
      .sign(privateKey);
    return { jws, kid: stored.kid };
  }
}
