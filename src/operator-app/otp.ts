// One-time sign-in codes (docs/operator-app.md, "Sign-in"): six digits, kept only as a salted
// hash, good for 10 minutes and 5 tries, at most 3 sent per phone in 15 minutes and one per 30
// seconds. Each phone's codes are decided one at a time (a lock per phone), so two requests with
// the same right code cannot both start a session: the first spends it in one write.
import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { Clock } from '../runtime/clock.ts';
import { sha256Hex } from '../runtime/api-keys.ts';
import { mintId, randomBase62 } from '../runtime/ids.ts';
import type { SmsPartner } from '../partners/sms.ts';
import type { AppAccount, OperatorAppStore } from './store.ts';

export const CODE_TTL_MS = 10 * 60_000;
const MAX_ATTEMPTS = 5;
const RESEND_WINDOW_MS = 15 * 60_000;
const MAX_SENDS_PER_WINDOW = 3;
const MIN_RESEND_GAP_MS = 30_000;
export const SESSION_TTL_MS = 30 * 24 * 3_600_000;

export { normalizePhone } from './phone.ts';

const hashCode = (salt: string, code: string) =>
  createHash('sha256').update(`${salt}:${code}`).digest('hex');

export type SendResult =
  | { ok: true }
  | { ok: false; reason: 'too_soon' | 'too_many'; retryAtMs: number };
export type VerifyResult =
  | { ok: true; account: AppAccount; created: boolean; sessionSecret: string }
  | { ok: false; reason: 'wrong' | 'expired' | 'locked' };

export class OtpDesk {
  private readonly locks = new Map<string, Promise<unknown>>();

  constructor(
    private readonly store: OperatorAppStore,
    private readonly sms: SmsPartner,
    private readonly clock: Clock,
    private readonly message: (code: string) => string,
  ) {}

  /** Runs fn after every earlier decision for this phone has finished. */
  private serial<T>(phone: string, fn: () => Promise<T>): Promise<T> {
    const prior = this.locks.get(phone) ?? Promise.resolve();
    const next = prior.then(fn, fn);
    const settled = next.catch(() => undefined);
    this.locks.set(phone, settled);
    void settled.then(() => {
      if (this.locks.get(phone) === settled) this.locks.delete(phone);
    });
    return next;
  }

  send(phone: string): Promise<SendResult> {
    return this.serial(phone, async () => {
      const key = sha256Hex(phone);
      const now = this.clock.now();
      const before = (await this.store.challenge(key))?.sentAtMs ?? [];
      const sent = before.filter((t) => t > now - RESEND_WINDOW_MS);
      const last = sent[sent.length - 1];
      if (last !== undefined && now - last < MIN_RESEND_GAP_MS) {
        return { ok: false, reason: 'too_soon', retryAtMs: last + MIN_RESEND_GAP_MS };
      }
      if (sent.length >= MAX_SENDS_PER_WINDOW) {
        return { ok: false, reason: 'too_many', retryAtMs: sent[0]! + RESEND_WINDOW_MS };
      }
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
      const salt = randomBytes(16).toString('base64url');
      await this.store.putChallenge(key, {
        codeHash: hashCode(salt, code),
        salt,
        expiresAtMs: now + CODE_TTL_MS,
        attempts: 0,
        sentAtMs: [...sent, now],
      });
      await this.sms.send({ to: phone, body: this.message(code), code });
      return { ok: true };
    });
  }

  verify(phone: string, code: string): Promise<VerifyResult> {
    return this.serial(phone, async () => {
      const key = sha256Hex(phone);
      const now = this.clock.now();
      const challenge = await this.store.challenge(key);
      if (!challenge || challenge.expiresAtMs <= now) {
        return { ok: false, reason: 'expired' };
      }
      if (challenge.attempts >= MAX_ATTEMPTS) return { ok: false, reason: 'locked' };
      const given = Buffer.from(hashCode(challenge.salt, code.trim()), 'hex');
      if (!timingSafeEqual(given, Buffer.from(challenge.codeHash, 'hex'))) {
        const attempts = challenge.attempts + 1;
        await this.store.putChallenge(key, { ...challenge, attempts });
        return { ok: false, reason: attempts >= MAX_ATTEMPTS ? 'locked' : 'wrong' };
      }
      const existing = await this.store.accountByPhone(key);
      const account = existing ?? { id: mintId('oac'), phone, createdAtMs: now, operatorId: null };
      const sessionSecret = randomBase62(43);
      await this.store.spend(key, account, !existing, sha256Hex(sessionSecret), {
        accountId: account.id,
        expiresAtMs: now + SESSION_TTL_MS,
      });
      return { ok: true, account, created: !existing, sessionSecret };
    });
  }
}
