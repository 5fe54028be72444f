// The kinds of the safety lexicon's groups (safety-lexicon.ts): the credential rules' kinds
// (safety-filter.ts) and the policy rules' (safety-policy.ts), and the shape of one group.
/** Kinds of the credential rules (safety-filter.ts) and the shared framing words. */
export type CredentialKind =
  | 'captchaObject'
  | 'captchaAction'
  | 'otpObject'
  | 'codeNoun'
  | 'secretNoun'
  | 'codeQualifier'
  | 'secretQualifier'
  | 'codeNegative'
  | 'otpAction'
  | 'accountNoun'
  | 'platform'
  | 'platformQualifier'
  | 'platformNegative'
  | 'newMarker'
  | 'countMarker'
  | 'accountActionStrong'
  | 'accountActionMedium'
  | 'accountActionWeak'
  | 'accountNegative'
  | 'nounLead'
  | 'questionCue'
  | 'topicCue'
  | 'cueNegative'
  | 'pivot'
  | 'pivotAnd'
  | 'handover'
  | 'negation'
  // Yoruba "máa" (will, habitually), told from "má" by the filter (safety-filter.ts): no lexicon
  // group; a verb of its own starts there.
  | 'habitual'
  | 'pronoun'
  | 'signageBefore'
  | 'signageAfter'
  | 'splitTrap'
  // The twelfth round's (safety-lexicon-twelfth-credential.ts, safety-credential-frames.ts).
  | 'escortObject'
  | 'wishBefore'
  | 'ownBefore'
  | 'reflexive'
  | 'warningNegation'
  | 'teachHow'
  | 'messageReceived'
  | 'requirementAsk'
  | 'gerundAct'
  | 'credentialAfter'
  | 'askedOfMe'
  | 'observeVerb'
  | 'credentialCue'
  | 'messageAsks'
  | 'captchaNoun'
  | 'captchaQualifier'
  // The fourteenth round's (safety-lexicon-fourteenth-credential.ts).
  | 'credentialActNegative'
  | 'signQuoteBefore';

/** Kinds of the policy rules (safety-policy.ts): `category/rule/role`, or `category/safe`. */
export type PolicyKind = `${string}/${string}`;
export type LexiconKind = CredentialKind | PolicyKind;

export type LexiconGroup = { readonly kind: LexiconKind; readonly terms: readonly string[] };
