// The live KYC adapter's shape for Dojah (a common Nigerian identity API), configured by
// environment (docs/operator-app.md, "The KYC partner"). One call per check: "verify BVN (or
// NIN) with selfie image", which looks the number up and compares the selfie with the photo on
// the record. Sent: the number and the selfie, nothing else (the name is compared here, not
// sent). Nothing of the answer is logged or kept beyond the outcome: it carries the holder's
// phone, birth date and photo.
import type { KycPartner, KycOutcome, KycRequest, KycResult } from './kyc-types.ts';

export interface DojahConfig {
  appId: string;
  secretKey: string;
  baseUrl: string;
}

/** Dojah's own threshold: a selfie_verification confidence of 90 and above is a match; a
 * `match: true` below it (never documented) is not taken. */
const MATCH_CONFIDENCE = 90;

interface DojahEntity {
  first_name?: string;
  last_name?: string;
  middle_name?: string;
  selfie_verification?: { confidence_value?: number; match?: boolean };
}

/** Names compared as people type them: case, accents' absence and spacing do not count. */
const fold = (s: string | undefined) =>
  (s ?? '')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z]/g, '');

/** The names asked match the record's when the last name is equal and the first is one of its. */
function namesMatch(entity: DojahEntity, firstName: string, lastName: string): boolean {
  const given = [entity.first_name, entity.middle_name].map(fold).filter((n) => n !== '');
  return fold(entity.last_name) === fold(lastName) && given.includes(fold(firstName));
}

export class DojahKycPartner implements KycPartner {
  readonly mode = 'live' as const;

  constructor(
    private readonly config: DojahConfig,
    private readonly fetchFn: typeof fetch = fetch,
  ) {}

  async check(request: KycRequest, reference: string): Promise<KycResult> {
    const last4 = request.idNumber.slice(-4);
    const path = request.idType === 'bvn' ? '/api/v1/kyc/bvn/verify' : '/api/v1/kyc/nin/verify';
    const res = await this.fetchFn(`${this.config.baseUrl.replace(/\/$/, '')}${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        AppId: this.config.appId,
        // Dojah takes the secret key as it is, not as a Bearer token.
        Authorization: this.config.secretKey,
      },
      body: JSON.stringify({
        [request.idType]: request.idNumber,
        selfie_image: request.selfie.toString('base64'),
      }),
      signal: AbortSignal.timeout(20_000),
    });
    const outcome = await outcomeOf(res, request);
    return { outcome, reference: `dojah_${reference}`, last4 };
  }
}

/** Dojah's answer as errand's outcome; an outage or a refused key throws (the check is retried). */
async function outcomeOf(res: Response, request: KycRequest): Promise<KycOutcome> {
  if (res.status === 404) return 'not_found';
  const body = (await res.json().catch(() => ({}))) as { entity?: DojahEntity; error?: unknown };
  // A 400 is Dojah's answer for a number it could not find as well as for a malformed one; the
  // app sends only 11 digits, so here it means no record.
  if (res.status === 400) return 'not_found';
  // The status alone: the body may echo the number.
  if (!res.ok) throw new Error(`KYC partner answered ${res.status}`);
  const entity = body.entity;
  if (!entity) return 'not_found';
  if (!namesMatch(entity, request.firstName, request.lastName)) return 'name_mismatch';
  const face = entity.selfie_verification;
  const live =
    face?.match === true && (face.confidence_value ?? MATCH_CONFIDENCE) >= MATCH_CONFIDENCE;
  return live ? 'verified' : 'liveness_failed';
}
