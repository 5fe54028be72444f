// The Operator app's own records in DATA_DIR/operator-app (LevelDB): accounts by phone, the one
// pending sign-in code per phone (hashed), and server-side sessions (only a session secret's
// SHA-256 is kept). Nothing here moves money or changes an Operator: those are commands through
// the operation layer. docs/operator-app.md says what is kept and why.
import { Level } from 'level';
import { WriteLatch } from '../../wal/write-latch.ts';
import { levelPointInTime, type PointInTime } from '../../wal/leveldb-wal.ts';
import type { PayoutDetails } from './payout-details.ts';

export interface AppAccount {
  id: string;
  /** E.164; the Operator's own number, shown only to them and used to register them. */
  phone: string;
  createdAtMs: number;
  /** Set once the account is an Operator in the registry (after KYC, or linked by phone). */
  operatorId: string | null;
  /** What onboarding asked, kept until the identity check passes and the Operator is made. */
  profile?: AppProfile;
  /** Identity checks, newest last: the partner's reference and last digits, never the number. */
  kyc?: KycRecord[];
  /** Set by staff: the app refuses this account (its sessions end) until unfrozen. */
  frozen?: boolean;
  /** Staff refused a stopped identity check: the app takes no more checks from this account. */
  kycRefused?: KycRefusal;
}

/** Why staff refused, as the Operator is told it (kyc.refused_why.* in the language files). */
export const REFUSE_REASONS = ['not_their_number', 'face_mismatch', 'duplicate_account'] as const;
type RefuseReason = (typeof REFUSE_REASONS)[number];

interface KycRefusal {
  reason: RefuseReason;
  atMs: number;
  /** The staff member's console id; their note is in the platform audit log only. */
  staffId: string;
}

export interface AppProfile {
  firstName: string;
  lastName: string;
  languages: string[];
  lgaCoverage: string[];
  skills: string[];
  zoneRef: string;
}

export interface KycRecord {
  idType: 'bvn' | 'nin';
  last4: string;
  reference: string;
  outcome: 'verified' | 'not_found' | 'name_mismatch' | 'liveness_failed';
  atMs: number;
  /** Staff passed a stopped check by hand (the reference names the staff member's id). */
  by?: 'staff';
}

export interface Challenge {
  /** sha256(salt:code), hex. */
  codeHash: string;
  salt: string;
  expiresAtMs: number;
  /** Wrong codes entered against this challenge. */
  attempts: number;
  /** When codes were sent to this phone, newest last, within the resend window. */
  sentAtMs: number[];
}

export interface AppSession {
  accountId: string;
  expiresAtMs: number;
}

const K = {
  phone: (phoneHash: string) => `p!${phoneHash}`,
  account: (id: string) => `a!${id}`,
  challenge: (phoneHash: string) => `c!${phoneHash}`,
  session: (hash: string) => `s!${hash}`,
  sessionOf: (accountId: string, hash: string) => `as!${accountId}!${hash}`,
  proofKey: (operatorId: string, key: string) => `pk!${operatorId}!${key}`,
  /** Payout details per Operator: the full number, for the payout partner only. */
  payout: (operatorId: string) => `pd!${operatorId}`,
  /** Tasks accepted in the app, by time: the Money page reads them (settled: from the archive). */
  taken: (operatorId: string, atMs: number, taskId: string) =>
    `tk!${operatorId}!${String(atMs).padStart(15, '0')}!${taskId}`,
};

/** A proof submission already taken, by its idempotency key: what the resend is answered. */
export interface TakenProof {
  taskId: string;
  atMs: number;
}

export class OperatorAppStore {
  private readonly db: Level<string, string>;

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

  /** The whole store at one point in time, for `errand backup` (src/backup/). */
  pointInTime(): PointInTime {
    return levelPointInTime(this.db);
  }

  private async json<T>(key: string): Promise<T | undefined> {
    const raw = await this.db.get(key);
    return raw === undefined ? undefined : (JSON.parse(raw) as T);
  }

  account(id: string): Promise<AppAccount | undefined> {
    return this.json<AppAccount>(K.account(id));
  }

  async accountByPhone(phoneHash: string): Promise<AppAccount | undefined> {
    const id = await this.db.get(K.phone(phoneHash));
    return id === undefined ? undefined : this.account(id);
  }

  async updateAccount(account: AppAccount): Promise<void> {
    const value = JSON.stringify(account);
    await this.latch.guard(() => this.db.put(K.account(account.id), value, { sync: true }));
  }

  /** Every account, oldest id first, up to `limit` (the staff list). */
  async accounts(limit: number): Promise<AppAccount[]> {
    const out: AppAccount[] = [];
    for await (const value of this.db.values({ gte: 'a!', lt: 'a!\xff', limit })) {
      out.push(JSON.parse(value) as AppAccount);
    }
    return out;
  }

  challenge(phoneHash: string): Promise<Challenge | undefined> {
    return this.json<Challenge>(K.challenge(phoneHash));
  }

  async putChallenge(phoneHash: string, challenge: Challenge): Promise<void> {
    const value = JSON.stringify(challenge);
    await this.latch.guard(() => this.db.put(K.challenge(phoneHash), value, { sync: true }));
  }

  /**
   * The code is spent: the challenge goes, the account is created if new, and the session
   * starts, in one synced write, so a code can never start two sessions (docs/operator-app.md).
   */
  async spend(
    phoneHash: string,
    account: AppAccount,
    created: boolean,
    sessionHash: string,
    session: AppSession,
  ): Promise<void> {
    const batch = this.db
      .batch()
      .del(K.challenge(phoneHash))
      .put(K.session(sessionHash), JSON.stringify(session))
      .put(K.sessionOf(account.id, sessionHash), '');
    if (created) {
      batch.put(K.phone(phoneHash), account.id).put(K.account(account.id), JSON.stringify(account));
    }
    await this.latch.guard(() => batch.write({ sync: true }));
  }

  takenProof(operatorId: string, key: string): Promise<TakenProof | undefined> {
    return this.json<TakenProof>(K.proofKey(operatorId, key));
  }

  async putTakenProof(operatorId: string, key: string, taken: TakenProof): Promise<void> {
    const value = JSON.stringify(taken);
    await this.latch.guard(() => this.db.put(K.proofKey(operatorId, key), value, { sync: true }));
  }

  async putTakenTask(operatorId: string, atMs: number, taskId: string): Promise<void> {
    const key = K.taken(operatorId, atMs, taskId);
    await this.latch.guard(() => this.db.put(key, '', { sync: true }));
  }

  /** Task ids this Operator accepted in the app, newest first. */
  async takenTasks(operatorId: string, limit: number): Promise<string[]> {
    const out: string[] = [];
    const range = { gte: `tk!${operatorId}!`, lt: `tk!${operatorId}!\xff`, reverse: true, limit };
    for await (const key of this.db.keys(range)) out.push(key.slice(key.lastIndexOf('!') + 1));
    return out;
  }

  payoutDetails(operatorId: string): Promise<PayoutDetails | undefined> {
    return this.json<PayoutDetails>(K.payout(operatorId));
  }

  async putPayoutDetails(operatorId: string, details: PayoutDetails): Promise<void> {
    const value = JSON.stringify(details);
    await this.latch.guard(() => this.db.put(K.payout(operatorId), value, { sync: true }));
  }

  /** The payout partner's destination: confirmed details only (the settlement run asks). */
  async destinationOf(operatorId: string) {
    const d = await this.payoutDetails(operatorId);
    if (!d || d.confirmedAtMs === null) return undefined;
    return { kind: d.kind, institution: d.institution, accountNumber: d.accountNumber };
  }

  session(hash: string): Promise<AppSession | undefined> {
    return this.json<AppSession>(K.session(hash));
  }

  async endSession(hash: string, accountId: string): Promise<void> {
    const batch = this.db.batch().del(K.session(hash)).del(K.sessionOf(accountId, hash));
    await this.latch.guard(() => batch.write({ sync: true }));
  }
}
