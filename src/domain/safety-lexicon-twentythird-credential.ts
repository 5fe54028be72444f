// The credential lexicon's twenty-third-round words (docs/safety.md, "Twenty-third round,
// credentials"): a locker's or an estate gate's code is a door's; a holder's codes that do not
// arrive ("his bank OTP texts are not arriving") are a fault taken to the network with him, not a
// code read; a shop's, a church's or a school's one account set up for it ("a Gmail account for
// our shop") is its own, and so are a firm's opening papers taken to its account officer; the
// officers of a group who "will sign the forms to open" its account, or a father "with him beside
// you", open it themselves.
import type { LexiconGroup } from './safety-lexicon-kinds.ts';

const CODES = ['otp', 'otps', 'bank otp', 'code', 'codes', 'token'];
// biome-ignore format: packed word list
const NOT_ARRIVING = [
  'texts are not arriving', 'messages are not arriving', 'sms are not arriving',
  'is not arriving', 'are not arriving', 'not arriving', 'is not coming', 'are not coming',
  'not coming', "doesn't come", "don't come", 'no dey come', 'no dey enter', 'not delivering',
  'is not delivered', 'are not delivered', 'is delayed', 'are delayed', 'delays',
  'stopped coming', 'never arrives', 'never arrive', 'texts are delayed',
];
const CODES_NOT_ARRIVING = CODES.flatMap((c) => NOT_ARRIVING.map((n) => `${c} ${n}`));

/** A locker's or an estate gate's code the writer sends: a door's code, no one's account. */
// biome-ignore format: packed word list
const DOOR_CODES = [
  'locker pin', 'locker code', 'locker pins', 'locker codes', 'parcel pin', 'pickup pin',
  'collection pin', 'visitor code', 'visitors code', "visitor's code", 'gate code', 'estate code',
  'guest code', 'access code for the estate', 'entry code for the estate', 'gate pass code',
  'visitor access code', 'gate access code', 'access code i sent', 'delivery confirmation code',
  '# digit delivery confirmation code', '# digit delivery code', 'order confirmation code',
];

/** A firm's own opening papers taken to its account officer. */
// biome-ignore format: packed word list
const FIRMS_OWN_PAPERS = [
  'set up whatsapp business on my', 'whatsapp business on my shop phone',
  'set up whatsapp business on our',
  'create one test account', 'create a test account', 'one test account on our',
  'a test account on our',
  "company's account-opening documents", "company's account opening documents",
  'account-opening documents to our', 'account opening documents to our',
  "company's account-opening forms", "company's account opening forms",
];

/** One account for the writer's own shop, church, school or firm. */
// biome-ignore format: packed word list
const PLATFORMS = [
  'a gmail account', 'an email account', 'a google account', 'a business email',
  'an instagram account', 'a facebook page', 'a tiktok account', 'a twitter account',
  'an x account', 'a youtube channel', 'a linkedin page', 'a business account', 'an account',
  'a bank account', 'an opay account', 'a moniepoint account',
];
const OURS = ['our shop', 'our business', 'our church', 'our school', 'our company', 'the shop'];
const SET_UP = ['set up', 'setup', 'create', 'open', 'register', 'make'];
const ONE_FOR_OURS = [
  ...SET_UP.flatMap((v) => PLATFORMS.flatMap((p) => OURS.map((o) => `${v} ${p} for ${o}`))),
  ...['email setup', 'email set up', 'account setup'].flatMap((p) =>
    OURS.map((o) => `${p} for ${o}`),
  ),
];

/** The holders beside the Operator sign to open it themselves. */
// biome-ignore format: packed word list
const HOLDERS_SIGN = [
  'they will sign the forms to open', 'will sign the forms to open',
  'will sign the account opening forms', 'sign the forms to open the', 'signatories will sign',
  'account for my father with him beside', 'account for my mother with her beside',
  'account for my father with him present', 'account for my mother with her present',
  'account for my ... with him beside you', 'account for my ... with her beside you',
];

/** A scam's asking described in a lesson ("how fraudsters ask for OTPs"), and a warning in
 *  Hausa not to give anyone one's PIN or OTP. */
// biome-ignore format: packed word list
const ASKING_DESCRIBED = [
  'how fraudsters ask', 'fraudsters ask for', 'how scammers ask', 'scammers ask for',
  'how fraudsters request', 'how scammers request', 'kada su ba kowa', 'kada ku ba kowa',
  'kada a ba kowa', 'starts to read out', 'begins to read out', 'tries to read out',
  'scam scripts that request', 'scripts that request', 'scripts that ask for',
  'bank staff to collect', 'how fraudsters collect', 'how scammers collect',
];

export const CREDENTIAL_TWENTYTHIRD_LEXICON: readonly LexiconGroup[] = [
  { kind: 'codeNegative', terms: [...CODES_NOT_ARRIVING, ...DOOR_CODES] },
  { kind: 'accountNegative', terms: [...ONE_FOR_OURS, ...HOLDERS_SIGN, ...FIRMS_OWN_PAPERS] },
  { kind: 'credentialActNegative', terms: ASKING_DESCRIBED },
];
