// The KYC partner: checks that a BVN or NIN belongs to the person named and that a live person
// took the check, from a selfie (docs/operator-app.md, "Identity check"). errand keeps only the
// partner's reference and the number's last four digits: the raw number and the selfie are handed
// over and forgotten.
import sharp from 'sharp';
import { DojahKycPartner } from './kyc-dojah.ts';

export type { IdType, KycPartner } from './kyc-types.ts';
import type { KycOutcome, KycPartner, KycRequest, KycResult } from './kyc-types.ts';

/** The sandbox's liveness rule: smaller than this on either side is no face at all. */
const MIN_SIDE_PX = 64;
/** ...and no channel varying by more than this (standard deviation, 0-255) is a blank frame. */
const MIN_STDEV = 8;

/**
 * The sandbox's stand-in for a face check (docs/operator-app.md): a selfie that is not an image,
 * is under 64 px on a side, or is one flat colour (a covered lens, a blank file) is not live.
 */
export async function sandboxLooksLive(selfie: Buffer): Promise<boolean> {
  try {
    const image = sharp(selfie, { limitInputPixels: 4096 * 4096 });
    const { width = 0, height = 0 } = await image.metadata();
    if (width < MIN_SIDE_PX || height < MIN_SIDE_PX) return false;
    const { channels } = await image.stats();
    return channels.some((c) => c.stdev >= MIN_STDEV);
  } catch {
    return false;
  }
}

/**
 * Test mode: answers by the number's last four digits, so a tester can walk every path.
 * 0000 not found, 1111 name mismatch, 2222 liveness failed, anything else verified; and a selfie
 * that fails `sandboxLooksLive` is liveness failed whatever the number.
 */
class SandboxKycPartner implements KycPartner {
  readonly mode = 'test' as const;

  async check(request: KycRequest, reference: string): Promise<KycResult> {
    const last4 = request.idNumber.slice(-4);
    const outcome: KycOutcome =
      last4 === '0000'
        ? 'not_found'
        : last4 === '1111'
          ? 'name_mismatch'
          : last4 === '2222' || !(await sandboxLooksLive(request.selfie))
            ? 'liveness_failed'
            : 'verified';
    return { outcome, reference: `sbx_${reference}`, last4 };
  }
}

/**
 * KYC_PROVIDER=sandbox (the default) or dojah, with DOJAH_APP_ID, DOJAH_SECRET_KEY and optional
 * DOJAH_BASE_URL (src/partners/kyc-dojah.ts). A live provider without its keys refuses to start.
 */
export function kycPartnerFrom(env: Record<string, string | undefined>): KycPartner {
  const provider = env.KYC_PROVIDER ?? 'sandbox';
  if (provider === 'sandbox') return new SandboxKycPartner();
  if (provider !== 'dojah') {
    throw new Error(`KYC_PROVIDER must be sandbox or dojah, not ${provider}`);
  }
  const appId = env.DOJAH_APP_ID;
  const secretKey = env.DOJAH_SECRET_KEY;
  if (!appId || !secretKey) {
    throw new Error('KYC_PROVIDER=dojah needs DOJAH_APP_ID and DOJAH_SECRET_KEY');
  }
  return new DojahKycPartner({
    appId,
    secretKey,
    baseUrl: env.DOJAH_BASE_URL ?? 'https://api.dojah.io',
  });
}
