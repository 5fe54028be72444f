// The SMS partner: how a one-time sign-in code reaches an Operator's phone (docs/operator-app.md).
// Test mode never sends: the code goes to the service log with the number masked. The production
// shape is Termii's send API (a common Nigerian gateway), configured by environment; errand never
// keeps a message body once it is handed over.

export interface SmsMessage {
  /** E.164, e.g. +2348031234567. */
  to: string;
  body: string;
  /** The sign-in code itself, so the test adapter can log it apart from the body's words. */
  code: string;
}

export interface SmsPartner {
  readonly mode: 'test' | 'live';
  /** Hands the message to the gateway; rejects when the gateway refused it. */
  send(message: SmsMessage): Promise<void>;
}

/** The last three digits only: enough for staff to tell two test numbers apart, not PII. */
export function maskPhone(e164: string): string {
  return `…${e164.slice(-3)}`;
}

export type SmsLog = (fields: Record<string, string>, line: string) => void;

/** Never sends: logs the code for the tester (docs/operator-app.md, "Test mode"). */
export class TestSmsPartner implements SmsPartner {
  readonly mode = 'test' as const;
  /** The newest code per number, for the staff console's test-mode view. */
  readonly recent = new Map<string, { code: string; atMs: number }>();

  constructor(private readonly log: SmsLog) {}

  async send(message: SmsMessage): Promise<void> {
    this.recent.set(maskPhone(message.to), { code: message.code, atMs: Date.now() });
    this.log(
      { sms: 'test', to: maskPhone(message.to), code: message.code },
      'test-mode SMS: not sent; the one-time code is in this line',
    );
  }
}

export interface TermiiConfig {
  apiKey: string;
  senderId: string;
  baseUrl: string;
  /** 'dnd' reaches numbers on Do-Not-Disturb (transactional route); 'generic' does not. */
  channel: 'dnd' | 'generic';
}

/** Termii's POST /api/sms/send; any non-2xx answer is a failed send. */
export class TermiiSmsPartner implements SmsPartner {
  readonly mode = 'live' as const;

  constructor(
    private readonly config: TermiiConfig,
    private readonly fetchFn: typeof fetch = fetch,
  ) {}

  async send(message: SmsMessage): Promise<void> {
    const res = await this.fetchFn(`${this.config.baseUrl.replace(/\/$/, '')}/api/sms/send`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        api_key: this.config.apiKey,
        to: message.to.replace(/^\+/, ''),
        from: this.config.senderId,
        sms: message.body,
        type: 'plain',
        channel: this.config.channel,
      }),
      signal: AbortSignal.timeout(10_000),
    });
    // The answer's body is not logged: it echoes the number.
    if (!res.ok) throw new Error(`SMS gateway answered ${res.status}`);
  }
}

/**
 * SMS_PROVIDER=test (the default) or termii, with TERMII_API_KEY, TERMII_SENDER_ID and optional
 * TERMII_BASE_URL and TERMII_CHANNEL. A live provider without its key refuses to start.
 */
export function smsPartnerFrom(env: Record<string, string | undefined>, log: SmsLog): SmsPartner {
  const provider = env.SMS_PROVIDER ?? 'test';
  if (provider === 'test') return new TestSmsPartner(log);
  if (provider !== 'termii') {
    throw new Error(`SMS_PROVIDER must be test or termii, not ${provider}`);
  }
  const apiKey = env.TERMII_API_KEY;
  const senderId = env.TERMII_SENDER_ID;
  if (!apiKey || !senderId) {
    throw new Error('SMS_PROVIDER=termii needs TERMII_API_KEY and TERMII_SENDER_ID');
  }
  return new TermiiSmsPartner({
    apiKey,
    senderId,
    baseUrl: env.TERMII_BASE_URL ?? 'https://api.ng.termii.com',
    channel: env.TERMII_CHANNEL === 'generic' ? 'generic' : 'dnd',
  });
}
