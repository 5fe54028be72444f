// What OAuth leaves behind that must survive a restart, kept in the console store beside the
// sessions it resembles (docs/mcp.md, "OAuth: where grants live"): registered clients, grants
// (an org's member let a client act as one agent), refresh tokens (one family per grant: the
// current one and those already spent, so a reuse is seen) and access tokens, each token by its
// SHA-256 only. Every change is one synced write; grants and access tokens are then cached
// (written through: this process alone holds the store), so /mcp reads no disk per request.
import { sha256Hex } from '../runtime/api-keys.ts';
import type { OAuthClient } from './clients.ts';

/**
 * What OAuth needs of the store it lives in: the console store (src/accounts/store.ts), given by
 * the composition root, so this folder below the doors imports none of them.
 */
export interface RecordStore {
  record(key: string): Promise<string | undefined>;
  writeRecords(puts: ReadonlyArray<[string, string]>, dels?: readonly string[]): Promise<void>;
  recordsUnder(prefix: string): Promise<Array<[string, string]>>;
  audit(entry: {
    atMs: number;
    orgId: string;
    actor: { kind: 'oauth_client'; id: string; email: null };
    action: string;
    target: string;
    ip: null;
    detail: Record<string, string>;
  }): Promise<void>;
}

export interface Grant {
  readonly id: string;
  readonly orgId: string;
  readonly agentId: string;
  readonly clientId: string;
  readonly clientName: string;
  /** The member who allowed it. */
  readonly userId: string;
  /** The audience its tokens are bound to: `{PUBLIC_URL}/mcp` (RFC 8707). */
  readonly resource: string;
  readonly createdAtMs: number;
  /** When a token was last issued for it (kept under its own key: see `issue`). */
  readonly lastUsedAtMs: number | null;
  readonly revokedAtMs: number | null;
  readonly revokedReason: string | null;
}

interface RefreshRecord {
  readonly grantId: string;
  readonly expiresAtMs: number;
  /** Set once it was exchanged: a second exchange is a stolen token and ends the grant. */
  readonly spentAtMs: number | null;
}

interface AccessRecord {
  readonly grantId: string;
  readonly audience: string;
  readonly expiresAtMs: number;
}

export interface IssuedPair {
  readonly accessToken: string;
  readonly refreshToken: string;
  readonly accessExpiresAtMs: number;
}

const K = {
  client: (id: string) => `o!c!${id}`,
  grant: (id: string) => `o!g!${id}`,
  grantOfOrg: (orgId: string, id: string) => `o!go!${orgId}!${id}`,
  grantUsed: (id: string) => `o!gu!${id}`,
  refresh: (hash: string) => `o!rt!${hash}`,
  access: (hash: string) => `o!at!${hash}`,
};

/** Entries kept in each cache; past it the oldest goes (a miss reads the store). */
const CACHE_MAX = 10_000;

function remember<V>(cache: Map<string, V>, key: string, value: V): V {
  if (cache.size >= CACHE_MAX) cache.delete(cache.keys().next().value!);
  cache.set(key, value);
  return value;
}

export class GrantStore {
  private readonly grants = new Map<string, Grant>();
  private readonly access = new Map<string, AccessRecord>();

  constructor(private readonly store: RecordStore) {}

  private async json<T>(key: string): Promise<T | undefined> {
    const raw = await this.store.record(key);
    return raw === undefined ? undefined : (JSON.parse(raw) as T);
  }

  registeredClient(clientId: string): Promise<OAuthClient | undefined> {
    return this.json<OAuthClient>(K.client(clientId));
  }

  putClient(client: OAuthClient): Promise<void> {
    return this.store.writeRecords([[K.client(client.clientId), JSON.stringify(client)]]);
  }

  async grant(id: string): Promise<Grant | undefined> {
    const cached = this.grants.get(id);
    if (cached) return cached;
    const grant = await this.json<Grant>(K.grant(id));
    return grant && remember(this.grants, id, grant);
  }

  async putGrant(grant: Grant): Promise<void> {
    await this.store.writeRecords([
      [K.grant(grant.id), JSON.stringify(grant)],
      [K.grantOfOrg(grant.orgId, grant.id), ''],
    ]);
    remember(this.grants, grant.id, grant);
  }

  async grantsOf(orgId: string): Promise<Grant[]> {
    const out: Grant[] = [];
    for (const [key] of await this.store.recordsUnder(`o!go!${orgId}!`)) {
      const id = key.slice(`o!go!${orgId}!`.length);
      const grant = await this.grant(id);
      const used = await this.store.record(K.grantUsed(id));
      if (grant) out.push({ ...grant, lastUsedAtMs: used === undefined ? null : Number(used) });
    }
    return out.sort((a, b) => b.createdAtMs - a.createdAtMs);
  }

  /**
   * Writes a new token pair for the grant, spending `spent` (a refresh) if given. The grant's own
   * record is not rewritten: a revocation written meanwhile must not be undone by a stale copy.
   */
  async issue(
    grant: Grant,
    pair: IssuedPair,
    refreshExpiresAtMs: number,
    nowMs: number,
    spent?: { token: string; record: RefreshRecord },
  ): Promise<void> {
    const refresh: RefreshRecord = {
      grantId: grant.id,
      expiresAtMs: refreshExpiresAtMs,
      spentAtMs: null,
    };
    const access: AccessRecord = {
      grantId: grant.id,
      audience: grant.resource,
      expiresAtMs: pair.accessExpiresAtMs,
    };
    const puts: Array<[string, string]> = [
      [K.grantUsed(grant.id), String(nowMs)],
      [K.refresh(sha256Hex(pair.refreshToken)), JSON.stringify(refresh)],
      [K.access(sha256Hex(pair.accessToken)), JSON.stringify(access)],
    ];
    if (spent)
      puts.push([
        K.refresh(sha256Hex(spent.token)),
        JSON.stringify({ ...spent.record, spentAtMs: nowMs }),
      ]);
    await this.store.writeRecords(puts);
    remember(this.access, sha256Hex(pair.accessToken), access);
  }

  refreshRecord(token: string): Promise<RefreshRecord | undefined> {
    return this.json<RefreshRecord>(K.refresh(sha256Hex(token)));
  }

  async accessRecord(token: string): Promise<AccessRecord | undefined> {
    const hash = sha256Hex(token);
    const cached = this.access.get(hash);
    if (cached) return cached;
    const record = await this.json<AccessRecord>(K.access(hash));
    return record && remember(this.access, hash, record);
  }

  /** Ends a grant: every access and refresh token of it is refused from now on. */
  async revoke(grant: Grant, nowMs: number, reason: string): Promise<Grant> {
    const revoked: Grant = { ...grant, revokedAtMs: nowMs, revokedReason: reason };
    await this.store.writeRecords([[K.grant(grant.id), JSON.stringify(revoked)]]);
    return remember(this.grants, grant.id, revoked);
  }
}
