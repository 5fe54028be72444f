// The credential lexicon's twenty-second-round words (docs/safety.md, "Twenty-second round,
// credentials"): a scam message the holder got ("my mother got a message asking for her OTP") is
// reported, not a code taken: "got" is also a taking verb ("got her OTP"), so the message before
// the code is the negative. A recharge card's PIN is a voucher's, loaded by its buyer; an "OTP
// warning sticker" is a poster's words; and staff brought "so they can set up their accounts" do
// the act themselves. A scam reported or taught against, a scam named, and the holder's own
// new line or opening are the same kind of thing (docs/safety.md, "Twenty-second round,
// credentials").
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

/** A holder acting on his own thing, the Operator beside him: "so he can <verb> his <thing>"
 *  for each verb and thing (a bare "so he can open his" without things). */
export function holderActs(verbs: readonly string[], things: readonly string[] = ['']): string[] {
  return [
    ['he', 'his'],
    ['she', 'her'],
    ['they', 'their'],
  ].flatMap(([who, whose]) =>
    verbs.flatMap((v) => things.map((t) => `so ${who} can ${v} ${whose} ${t}`.trimEnd())),
  );
}

/** The holders opening their own accounts ("bring the new staff to HR so they can set up their
 *  email accounts"): the act is theirs. */
const HOLDERS_OWN_ACCOUNTS = holderActs([
  'set up',
  'open',
  'create',
  'register',
  'activate',
  'verify',
]);

/** A scam reported or taught against: its caller's asking is the scam's, not the Operator's act
 *  ("if anybody don call dem say na bank and ask for OTP", "whether a recruiter ever asked
 *  them", "a fake caller asks an agent for an OTP"); a warning against paid CAPTCHA typing; a
 *  helper who shows people where to click while they type themselves; a device that asks its
 *  owner for his PIN, a holder told not to read a code out. The act words only, so a later act
 *  of the Operator's still counts. */
// biome-ignore format: packed word list
const SCAM_ACTS_REPORTED = [
  'don call dem say na bank and ask', 'don call dem say dem be bank and ask', 'ever asked',
  'ever ask dem', 'don ask dem', 'dem don ask',
  'fake caller asks', 'a fake caller asks', 'the scammer asks', 'a scammer asks',
  'the caller asks', 'no dey pay anybody to type', 'not pay anybody to type',
  "don't pay anybody to type", 'do not pay anyone to type', 'yarda da aikin warware',
  'show dem where to click', 'show them where to click',
  'when it asks', 'when the phone asks', 'when the app asks', 'when the bank app asks',
  'tell her not to', 'tell him not to', 'tell them not to',
  'seekers asked', 'traders asked', 'customers asked', 'students asked', 'drivers asked',
  'were asked', 'was asked', 'been asked',
];

/** A scam named ("OTP scam", "talk about OTP and fake alert scams"), a BVN desk's hours, a
 *  company's replacement tokens: the code word names no one's code. */
// biome-ignore format: packed word list
const CODES_NAMED = [
  'otp scam*', 'bvn scam*', 'pin scam*', 'otp fraud', 'otp safety', 'about otp', 'about bvn',
  'bvn enrolment desk', 'bvn enrolment opening hours', 'bvn enrolment hours',
  'hours of the bvn enrolment', 'replacement hardware tokens', 'replacement tokens for our',
  'hardware tokens for our', 'result by sms code', 'results by sms code', 'report by sms code',
  'receipt number*', 'teller number*', 'suit number*', 'set their own pin', 'set his own pin',
  'set her own pin', 'choose their own pin', 'pick their own pin',
];

/** The holder's own new line, opening, or account: "register my own SIM", "my account opening",
 *  "the treasurer is opening the association's account", an "Open an account today" board, a
 *  bank's account-opening activation, a shop's own WhatsApp Business, a firm "registered at CAC"
 *  (Yoruba "tí a forúkọ sílẹ̀ ní CAC"). */
// biome-ignore format: packed word list
const OWN_OR_NAMED_ACCOUNTS = [
  'register my own', 'register sim for my own name', 'register my new sim with my own',
  'for my account opening', 'my account opening', 'account-opening activation',
  'account opening activation', 'open an account today',
  "is opening the association's", "is opening the church's", "is opening the company's",
  'is opening her own', 'is opening his own', 'is opening their own',
  'she signs everything herself', 'he signs everything himself',
  'follow me go register', 'follow me go open', 'come with me to register',
  'go with me to register',
  'set up whatsapp business for our shop', 'set up whatsapp business for my shop',
  "set up the shop's whatsapp", "set up our shop's whatsapp", "set up the shop's business whatsapp",
  'set up its whatsapp business', 'set up its whatsapp', 'tí a forúkọ sílẹ̀ ní cac',
  'forúkọ sílẹ̀ ní cac',
];

export const CREDENTIAL_TWENTYSECOND_LEXICON: readonly LexiconGroup[] = [
  {
    kind: 'codeNegative',
    terms: [...SCAM_MESSAGE_GOT, ...VOUCHER_PIN, ...CODE_WARNINGS, ...CODES_NAMED],
  },
  { kind: 'accountNegative', terms: [...HOLDERS_OWN_ACCOUNTS, ...OWN_OR_NAMED_ACCOUNTS] },
  { kind: 'credentialActNegative', terms: SCAM_ACTS_REPORTED },
];
