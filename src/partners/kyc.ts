// The KYC partner: checks that a BVN or NIN belongs to the person named and that a live person
// took the check (docs/operator-app.md, "Identity check"). errand keeps only the partner's
// reference and the number's last four digits: the raw number is handed over and forgotten.

export type IdType = 'bvn' | 'nin';
type KycOutcome = 'verified' | 'not_found' | 'name_mismatch' | 'liveness_failed';

interface KycRequest {
  idType: IdType;
  /** 11 digits; never stored or logged, by errand or by this adapter. */
  idNumber: string;
  firstName: string;
  lastName: string;
}

interface KycResult {
  outcome: KycOutcome;
  /** The partner's reference for this check: what staff quote to the partner. */
  reference: string;
  last4: string;
}

export interface KycPartner {
  readonly mode: 'test' | 'live';
  check(request: KycRequest, reference: string): Promise<KycResult>;
}

/**
 * Test mode: answers by the number's last four digits, so a tester can walk every path.
 * 0000 not found, 1111 name mismatch, 2222 liveness failed, anything else verified.
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
          : last4 === '2222'
            ? 'liveness_failed'
            : 'verified';
    return { outcome, reference: `sbx_${reference}`, last4 };
  }
}

/** KYC_PROVIDER=sandbox (the default); no live provider is wired yet (docs/operator-app.md). */
export function kycPartnerFrom(env: Record<string, string | undefined>): KycPartner {
  const provider = env.KYC_PROVIDER ?? 'sandbox';
  if (provider !== 'sandbox') throw new Error(`KYC_PROVIDER must be sandbox, not ${provider}`);
  return new SandboxKycPartner();
}
