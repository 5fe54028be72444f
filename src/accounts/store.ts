// The console's own records in DATA_DIR/console (LevelDB): people, their sessions, one-time
// set-up and invitation tokens already used, failed sign-ins, and the audit log. Nothing here
// moves money: console changes to agents, keys, governance and tasks are commands through the
// operation layer and the write-ahead log; this store only says who may make them and who did.
// Over 400 lines: one LevelDB, one key scheme (K) and one write latch; split by table it would
// spread the key layout over files.
import { Level } from 'level';
import type { DeliveryAttempt } from '../webhooks/delivery-queue.ts';
import { levelPointInTime, type PointInTime } from '../../wal/leveldb-wal.ts';
import { WriteLatch } from '../../wal/write-latch.ts';

export type Role = 'owner' | 'developer' | 'viewer';

export interface ConsoleUser {
  id: string;
  email: string;
  kind: 'member' | 'staff';
  /** Members only. */
  orgId: string | null;
  role: Role | null;
  passwordHash: string;
  createdAtMs: number;
  /** The time zone times are shown in beside UTC (an IANA name); the default when absent. */
  timeZone?: string;
  /** Two-factor sign-in: the TOTP secret sealed (two-factor.ts) and the last step used. */
  totp?: { sealed: string; lastStep: number; enabledAtMs: number };
  /** A TOTP secret shown for enrolment, not yet confirmed by a code. */
  totpPending?: string;
  /** SHA-256 of each unused recovery code. */
  recoveryHashes?: string[];
  /** WebAuthn credentials (passkeys), a second factor where the browser has them. */
  passkeys?: Passkey[];
}

export interface Passkey {
  /** The credential id, base64url. */
  id: string;
  /** The COSE public key, base64url. */
  publicKey: string;
  counter: number;
  transports?: string[];
  label: string;
  createdAtMs: number;
}

/** A password accepted, the second factor not yet given (5 minutes, a few tries). */
export interface PendingSignIn {
  userId: string;
  next: string;
  expiresAtMs: number;
  attempts: number;
}

export interface Session {
  userId: string;
  createdAtMs: number;
  /** When the password was last entered in this session: key ceremonies need it recent. */
  reauthAtMs: number;
  expiresAtMs: number;
  /**
   * The org this session looks at when it is the test twin of the member's own org (the header's
   * test/live switch, docs/console.md "Test and live"); absent: the member's own org.
   */
  activeOrgId?: string;
}

export interface AuditEntry {
  atMs: number;
  /** null for platform-wide actions (zones, the review queue). */
  orgId: string | null;
  actor: {
    kind: 'member' | 'staff' | 'admin_api' | 'cli' | 'oauth_client';
    id: string | null;
    email: string | null;
  };
  action: string;
  target: string | null;
  ip: string | null;
  detail?: Record<string, string | number | boolean | null>;
}

/**
 * One attempt to deliver a webhook, as the console's delivery log keeps it (event and body apart,
 * for a resend).
 */
export type DeliveryLogEntry = Omit<DeliveryAttempt, 'orgId' | 'endpointId' | 'body' | 'event'>;

/** Attempts kept per endpoint: the newest, for diagnosis, not an archive. */
const DELIVERY_LOG_MAX = 300;

/** An invitation not yet redeemed, listed on Members so an owner can revoke it. */
export interface PendingInvite {
  tokenId: string;
  email: string;
  role: Role;
  createdAtMs: number;
  expiresAtMs: number;
}

export interface FailedSignIns {
  count: number;
  lockedUntilMs: number;
}

const K = {
  user: (id: string) => `u!${id}`,
  email: (email: string) => `e!${email}`,
  session: (hash: string) => `s!${hash}`,
  sessionOfUser: (userId: string, hash: string) => `us!${userId}!${hash}`,
  usedToken: (id: string) => `t!${id}`,
  failed: (email: string) => `f!${email}`,
  pending: (hash: string) => `p!${hash}`,
  audit: (scope: string, atMs: number, seq: number) =>
    `a!${scope}!${String(atMs).padStart(15, '0')}!${String(seq).padStart(6, '0')}`,
  member: (orgId: string, userId: string) => `m!${orgId}!${userId}`,
  invite: (orgId: string, tokenId: string) => `i!${orgId}!${tokenId}`,
  twin: (orgId: string) => `tw!${orgId}`,
  twinPending: (orgId: string) => `twp!${orgId}`,
  delivery: (endpointId: string, atMs: number, seq: number) =>
    `d!${endpointId}!${String(atMs).padStart(15, '0')}!${String(seq).padStart(6, '0')}`,
  deliveryEvent: (endpointId: string, eventId: string) => `de!${endpointId}!${eventId}`,
};

export class ConsoleStore {
  private readonly db: Level<string, string>;
  private auditSeq = 0;
  private deliverySeq = 0;
  private readonly deliveriesSincePrune = new Map<string, number>();
  /** One-time tokens and emails being redeemed now (one process holds the LevelDB lock). */
  private readonly claiming = new Set<string>();

  /**
   * `latch`: the service's (wal.latch), so after a failed write anywhere nothing is written here
   * either (google/leveldb#1180).
   */
  constructor(
    readonly dir: string,
    private readonly latch: WriteLatch = new WriteLatch(),
  ) {
    this.db = new Level<string, string>(dir, { keyEncoding: 'utf8', valueEncoding: 'utf8' });
  }

  open(): Promise<void> {
    return this.db.open();
  }

  close(): Promise<void> {
    return this.db.close();
  }

  /** Every key as it stands now, for a backup taken while the service runs. */
  pointInTime(): PointInTime {
    return levelPointInTime(this.db);
  }

  private async getJson<T>(key: string): Promise<T | undefined> {
    const raw = await this.db.get(key);
    return raw === undefined ? undefined : (JSON.parse(raw) as T);
  }

  user(id: string): Promise<ConsoleUser | undefined> {
    return this.getJson<ConsoleUser>(K.user(id));
  }

  async userByEmail(email: string): Promise<ConsoleUser | undefined> {
    const id = await this.db.get(K.email(email.toLowerCase()));
    return id === undefined ? undefined : this.user(id);
  }

  /**
   * Starts spending a one-time token: true for exactly one caller while the token is unused and
   * its email has no account (a reset: has one); everyone else (a double click, a replay) gets
   * false. The claim is held until `createUser` records the token used, or `release` gives it back
   * after a failure.
   */
  async claim(
    tokenId: string,
    email: string,
    account: 'none' | 'exists' = 'none',
  ): Promise<boolean> {
    const keys = [`t:${tokenId}`, `e:${email.toLowerCase()}`];
    if (keys.some((k) => this.claiming.has(k))) return false;
    for (const k of keys) this.claiming.add(k);
    const user = await this.userByEmail(email);
    if ((await this.tokenUsed(tokenId)) || (account === 'none') !== (user === undefined)) {
      this.release(tokenId, email);
      return false;
    }
    return true;
  }

  release(tokenId: string, email: string): void {
    this.claiming.delete(`t:${tokenId}`);
    this.claiming.delete(`e:${email.toLowerCase()}`);
  }

  /** Creates the user and marks the token that made it used, in one synced write. */
  async createUser(user: ConsoleUser, tokenId: string): Promise<void> {
    const batch = this.db
      .batch()
      .put(K.user(user.id), JSON.stringify(user))
      .put(K.email(user.email.toLowerCase()), user.id)
      .put(K.usedToken(tokenId), String(user.createdAtMs));
    if (user.orgId) batch.put(K.member(user.orgId, user.id), '').del(K.invite(user.orgId, tokenId));
    await this.latch.guard(() => batch.write({ sync: true }));
  }

  /** Marks a token spent without an account (a password reset, a revoked invitation). */
  async spendToken(tokenId: string, atMs: number, orgId?: string): Promise<void> {
    const batch = this.db.batch().put(K.usedToken(tokenId), String(atMs));
    if (orgId) batch.del(K.invite(orgId, tokenId));
    await this.latch.guard(() => batch.write({ sync: true }));
  }

  async putInvite(orgId: string, invite: PendingInvite): Promise<void> {
    const key = K.invite(orgId, invite.tokenId);
    await this.latch.guard(() => this.db.put(key, JSON.stringify(invite), { sync: true }));
  }

  async invites(orgId: string): Promise<PendingInvite[]> {
    const out: PendingInvite[] = [];
    const range = { gte: `i!${orgId}!`, lt: `i!${orgId}!\xff` };
    for await (const value of this.db.values(range)) out.push(JSON.parse(value) as PendingInvite);
    return out;
  }

  /** Removes a member: the account, its email and membership go, and every session ends. */
  async removeUser(user: ConsoleUser): Promise<void> {
    await this.endSessionsOf(user.id);
    const batch = this.db.batch().del(K.user(user.id)).del(K.email(user.email.toLowerCase()));
    if (user.orgId) batch.del(K.member(user.orgId, user.id));
    await this.latch.guard(() => batch.write({ sync: true }));
  }

  async tokenUsed(tokenId: string): Promise<boolean> {
    return (await this.db.get(K.usedToken(tokenId))) !== undefined;
  }

  /**
   * Saves a member's own fields. The org stays the stored one: membership changes only through
   * createUser/removeUser, and a signed-in user object may show its session's test twin instead.
   */
  async updateUser(user: ConsoleUser): Promise<void> {
    const stored = await this.user(user.id);
    const saved = stored ? { ...user, orgId: stored.orgId } : user;
    await this.latch.guard(() =>
      this.db.put(K.user(user.id), JSON.stringify(saved), { sync: true }),
    );
  }

  async members(orgId: string): Promise<ConsoleUser[]> {
    const out: ConsoleUser[] = [];
    for await (const key of this.db.keys({ gte: `m!${orgId}!`, lt: `m!${orgId}!\xff` })) {
      const user = await this.user(key.slice(`m!${orgId}!`.length));
      if (user) out.push(user);
    }
    return out;
  }

  session(hash: string): Promise<Session | undefined> {
    return this.getJson<Session>(K.session(hash));
  }

  async putSession(hash: string, session: Session): Promise<void> {
    await this.latch.guard(() =>
      this.db
        .batch()
        .put(K.session(hash), JSON.stringify(session))
        .put(K.sessionOfUser(session.userId, hash), '')
        .write({ sync: true }),
    );
  }

  /** The session now looks at `orgId` (a twin of the member's org), or at the member's own org. */
  async setActiveOrg(hash: string, orgId: string | undefined): Promise<void> {
    const raw = await this.db.get(K.session(hash));
    if (raw === undefined) return;
    const { activeOrgId: _, ...session } = JSON.parse(raw) as Session;
    const next: Session = orgId === undefined ? session : { ...session, activeOrgId: orgId };
    await this.latch.guard(() =>
      this.db.put(K.session(hash), JSON.stringify(next), { sync: true }),
    );
  }

  /** The other org of a test/live pair, if the org has one. */
  async twin(orgId: string): Promise<string | undefined> {
    return this.db.get(K.twin(orgId));
  }

  /**
   * The test twin being made for `orgId`: written before its org is created in the log, so a
   * crash between the two is finished by the next attempt instead of making a second org.
   */
  async twinPending(orgId: string): Promise<string | undefined> {
    return this.db.get(K.twinPending(orgId));
  }

  async putTwinPending(orgId: string, twinOrgId: string): Promise<void> {
    await this.latch.guard(() => this.db.put(K.twinPending(orgId), twinOrgId, { sync: true }));
  }

  /** Links the pair both ways, in one batch. */
  async linkTwins(orgId: string, twinOrgId: string): Promise<void> {
    await this.latch.guard(() =>
      this.db
        .batch()
        .put(K.twin(orgId), twinOrgId)
        .put(K.twin(twinOrgId), orgId)
        .del(K.twinPending(orgId))
        .write({ sync: true }),
    );
  }

  async endSession(hash: string, userId: string): Promise<void> {
    await this.latch.guard(() =>
      this.db.batch().del(K.session(hash)).del(K.sessionOfUser(userId, hash)).write({ sync: true }),
    );
  }

  /** Ends every session of a user (logout everywhere, password change, removal). */
  async endSessionsOf(userId: string): Promise<number> {
    const batch = this.db.batch();
    let n = 0;
    for await (const key of this.db.keys({ gte: `us!${userId}!`, lt: `us!${userId}!\xff` })) {
      batch.del(key).del(K.session(key.slice(`us!${userId}!`.length)));
      n++;
    }
    await this.latch.guard(() => batch.write({ sync: true }));
    return n;
  }

  pendingSignIn(hash: string): Promise<PendingSignIn | undefined> {
    return this.getJson<PendingSignIn>(K.pending(hash));
  }

  async setPendingSignIn(hash: string, value: PendingSignIn | undefined): Promise<void> {
    const key = K.pending(hash);
    if (value === undefined) await this.latch.guard(() => this.db.del(key, { sync: true }));
    else await this.latch.guard(() => this.db.put(key, JSON.stringify(value), { sync: true }));
  }

  failedSignIns(email: string): Promise<FailedSignIns | undefined> {
    return this.getJson<FailedSignIns>(K.failed(email.toLowerCase()));
  }

  async setFailedSignIns(email: string, value: FailedSignIns | undefined): Promise<void> {
    if (value === undefined)
      await this.latch.guard(() => this.db.del(K.failed(email.toLowerCase())));
    else
      await this.latch.guard(() =>
        this.db.put(K.failed(email.toLowerCase()), JSON.stringify(value)),
      );
  }

  /**
   * Logs a delivery attempt, with the event and body kept for a resend. Not synced: a lost last
   * line of a diagnostic log costs nothing, and deliveries are many.
   */
  async logDelivery(
    endpointId: string,
    entry: DeliveryLogEntry,
    event: { json: string; body: string },
  ): Promise<void> {
    this.deliverySeq = (this.deliverySeq + 1) % 1_000_000;
    const seq = this.deliverySeq;
    await this.latch.guard(() =>
      this.db
        .batch()
        .put(K.delivery(endpointId, entry.atMs, seq), JSON.stringify(entry))
        .put(K.deliveryEvent(endpointId, entry.eventId), JSON.stringify(event))
        .write(),
    );
    const since = (this.deliveriesSincePrune.get(endpointId) ?? 0) + 1;
    this.deliveriesSincePrune.set(endpointId, since);
    if (since >= DELIVERY_LOG_MAX / 3) {
      this.deliveriesSincePrune.set(endpointId, 0);
      await this.pruneDeliveries(endpointId);
    }
  }

  private async pruneDeliveries(endpointId: string): Promise<void> {
    const keys: string[] = [];
    for await (const key of this.db.keys({
      gte: `d!${endpointId}!`,
      lt: `d!${endpointId}!\xff`,
      reverse: true,
    }))
      keys.push(key);
    const old = keys.slice(DELIVERY_LOG_MAX);
    if (old.length === 0) return;
    const keep = new Set<string>();
    for (const key of keys.slice(0, DELIVERY_LOG_MAX))
      keep.add(JSON.parse((await this.db.get(key))!).eventId);
    const batch = this.db.batch();
    for (const key of old) {
      const eventId = (JSON.parse((await this.db.get(key))!) as DeliveryLogEntry).eventId;
      batch.del(key);
      if (!keep.has(eventId)) batch.del(K.deliveryEvent(endpointId, eventId));
    }
    await this.latch.guard(() => batch.write());
  }

  async deliveries(endpointId: string, limit: number): Promise<DeliveryLogEntry[]> {
    const out: DeliveryLogEntry[] = [];
    for await (const value of this.db.values({
      gte: `d!${endpointId}!`,
      lt: `d!${endpointId}!\xff`,
      reverse: true,
      limit,
    }))
      out.push(JSON.parse(value) as DeliveryLogEntry);
    return out;
  }

  async deliveryEvent(
    endpointId: string,
    eventId: string,
  ): Promise<{ json: string; body: string } | undefined> {
    return this.getJson(K.deliveryEvent(endpointId, eventId));
  }

  /** A record another module keeps here under its own key prefix (OAuth: src/oauth/grants.ts). */
  record(key: string): Promise<string | undefined> {
    return this.db.get(key);
  }

  /** Puts and deletes records of another module in one synced write. */
  async writeRecords(puts: ReadonlyArray<[string, string]>, dels: readonly string[] = []) {
    const batch = this.db.batch();
    for (const [key, value] of puts) batch.put(key, value);
    for (const key of dels) batch.del(key);
    await this.latch.guard(() => batch.write({ sync: true }));
  }

  async recordsUnder(prefix: string): Promise<Array<[string, string]>> {
    const out: Array<[string, string]> = [];
    for await (const entry of this.db.iterator({ gte: prefix, lt: `${prefix}\xff` }))
      out.push(entry);
    return out;
  }

  async audit(entry: AuditEntry): Promise<void> {
    const batch = this.db.batch();
    this.auditSeq = (this.auditSeq + 1) % 1_000_000;
    const seq = this.auditSeq;
    batch.put(K.audit(entry.orgId ?? '_platform', entry.atMs, seq), JSON.stringify(entry));
    await this.latch.guard(() => batch.write({ sync: true }));
  }

  /** Newest first; `beforeKey` pages on. */
  async auditLog(
    orgId: string | null,
    options: { limit: number; beforeKey?: string; action?: string },
  ): Promise<{ entries: Array<AuditEntry & { key: string }>; next: string | null }> {
    const scope = orgId ?? '_platform';
    const entries: Array<AuditEntry & { key: string }> = [];
    let next: string | null = null;
    for await (const [key, value] of this.db.iterator({
      gte: `a!${scope}!`,
      lt: options.beforeKey ?? `a!${scope}!\xff`,
      reverse: true,
    })) {
      const entry = JSON.parse(value) as AuditEntry;
      if (options.action && !entry.action.startsWith(options.action)) continue;
      if (entries.length === options.limit) {
        next = entries[entries.length - 1]!.key;
        break;
      }
      entries.push({ ...entry, key });
    }
    return { entries, next };
  }
}
