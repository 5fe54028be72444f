// What a KYC partner is asked and answers (kyc.ts picks one; kyc-dojah.ts is one): apart from
// both so an adapter and the chooser need not import each other.

export type IdType = 'bvn' | 'nin';
export type KycOutcome = 'verified' | 'not_found' | 'name_mismatch' | 'liveness_failed';

export interface KycRequest {
  idType: IdType;
  /** 11 digits; never stored or logged, by errand or by this adapter. */
  idNumber: string;
  firstName: string;
  lastName: string;
  /** The selfie from the phone's front camera, a JPEG; only for this check, never kept. */
  selfie: Buffer;
}

export interface KycResult {
  outcome: KycOutcome;
  /** The partner's reference for this check: what staff quote to the partner. */
  reference: string;
  last4: string;
}

export interface KycPartner {
  readonly mode: 'test' | 'live';
  check(request: KycRequest, reference: string): Promise<KycResult>;
}
