// The credential lexicon's twenty-second-round words (docs/safety.md, "Twenty-second round,
// credentials"): a scam message the holder got ("my mother got a message asking for her OTP") is
// reported, not a code taken: "got" is also a taking verb ("got her OTP"), so the message before
// the code is the negative. A recharge card's PIN is a voucher's, loaded by its buyer; an "OTP
// warning sticker" is a poster's words; and staff brought "so they can set up their accounts" do
// the act themselves.
import type { LexiconGroup } from './safety-lexicon-kinds.ts';

const GOT = ['got', 'received', 'gets', 'receives'];
// biome-ignore format: packed word list
const MESSAGES = [
  'a message', 'messages', 'a text', 'texts', 'a call', 'calls', 'an sms', 'sms', 'an email',
  'a whatsapp message', 'a strange message', 'a fake message', 'a scam message',
];
const CODES = ['otp', 'pin', 'code', 'bvn', 'password', 'token'];

const SCAM_MESSAGE_GOT = GOT.flatMap((g) =>
  MESSAGES.flatMap((m) => CODES.map((c) => `${g} ${m} asking for ... ${c}`)),
);

// biome-ignore format: packed word list
export const VOUCHER_PIN = [
  'recharge card* ... pin', 'scratch* the recharge card', 'scratch* the card ... pin',
  'airtime pin*', 'recharge pin*', 'voucher pin*', 'pin on the card', 'pin on the recharge card',
  'scratch card pin*', 'pin of the recharge card', 'pin of the airtime',
];

/** Warnings about codes printed or pasted ("OTP warning stickers"): a poster's words. */
// biome-ignore format: packed word list
const CODE_WARNINGS = [
  'otp warning*', 'pin warning*', 'otp awareness', 'pin awareness', 'otp sticker*', 'otp poster*',
  'otp safety', 'warning sticker* ... otp', 'warning poster* ... otp',
];

/** The holders opening their own accounts ("bring the new staff to HR so they can set up their
 *  email accounts"): the act is theirs. */
const HOLDERS_OWN_ACCOUNTS = [
  ['he', 'his'],
  ['she', 'her'],
  ['they', 'their'],
].flatMap(([who, whose]) =>
  ['set up', 'open', 'create', 'register', 'activate', 'verify'].map(
    (v) => `so ${who} can ${v} ${whose}`,
  ),
);

export const CREDENTIAL_TWENTYSECOND_LEXICON: readonly LexiconGroup[] = [
  { kind: 'codeNegative', terms: [...SCAM_MESSAGE_GOT, ...VOUCHER_PIN, ...CODE_WARNINGS] },
  { kind: 'accountNegative', terms: HOLDERS_OWN_ACCOUNTS },
];
