// The sixteenth round's credential words (docs/safety.md, "Sixteenth round, the credential
// classes"): what the fresh voice sets 34–38 wrote that the credential rules of safety-filter.ts
// misread. Groups of kinds those rules already read; a code said to arrive, a scam's quoted words
// and a survey's "do" are read on the text of a candidate pair in safety-filter.ts (too common
// to tag in every brief).
import type { LexiconGroup } from './safety-lexicon-kinds.ts';

/** Sign names a Pidgin quote may follow ("the flyer wey talk 'earn 50k typing captcha'"). */
// biome-ignore format: packed word list
const SIGNS = [
  'flyer*', 'flier*', 'poster*', 'banner*', 'notice*', 'sign', 'signboard*', 'board*',
  'sticker*', 'handbill*', 'leaflet*', 'billboard*', 'advert*',
];

/** Pidgin causatives: "make dem print" (have them print) is the printer's act, not making. */
// biome-ignore format: packed word list
const CAUSED = [
  'print', 'give', 'show', 'send', 'bring', 'sign', 'put', 'write', 'call', 'carry', 'tell',
  'check', 'deliver', 'pack', 'paste', 'stamp', 'fix', 'collect', 'wait', 'know',
].flatMap((verb) => ['make dem', 'make them', 'make una', 'make im'].map((c) => `${c} ${verb}`));

export const CREDENTIAL_SIXTEENTH_LEXICON: readonly LexiconGroup[] = [
  // PINs and passwords named by what they open: a POS terminal's, an app's, a wallet's ("ask the
  // oga for him POS PIN and the app password"), and the PIN "for the POS".
  {
    kind: 'otpObject',
    // biome-ignore format: packed word list
    terms: [
      'pos pin*', 'pos password*', 'terminal pin*', 'wallet pin*', 'momo pin*', 'transfer pin*',
      // Never a bare "app pin": doubled letters are one, so it reads "a pin" ("send me a pin").
      'the app password*', 'the app pin*', 'his app password*', 'him app password*',
      'her app password*', 'their app password*', 'your app password*', 'pin for the pos',
      'pin for their pos', 'pin for his pos', 'pin for her pos', 'pin for him pos',
      'pins for the pos',
      // Logins handed on: the accounts' passwords by another name ("send me d logins").
      'logins', 'login details', 'login detail', 'log in details', 'login info*',
    ],
  },
  // Sending to "our number": the hand-over in Igbo (zigara … na nọmba anyị), Yoruba, Hausa and
  // English; Igbo "ziga m" (send me).
  {
    kind: 'handover',
    // biome-ignore format: packed word list
    terms: [
      'to our number', 'to my number', 'to this number', 'na nọmba anyị', 'nọmba anyị',
      'na nọmba m', 'ziga m', 'zigara m', 'zigara anyị', 'sí nọ́mbà wa', 'sí nọ́mbà mi',
      'zuwa lambata', 'zuwa lambarmu', 'snd me', 'snd us',
    ],
  },
  // Igbo "zigara" (send to) and "inye" (give) relay a code as "ziga" and "nye" do.
  { kind: 'otpAction', terms: ['zigara', 'inye'] },
  // Igbo "ekwesịghị" (should not) and "agaghị" (will not) negate the act after them, and keep
  // the code a warning names ("ha ekwesịghị inye onye ọ bụla PIN ha").
  { kind: 'negation', terms: ['ekwesịghị', 'ekwesighi', 'agaghị', 'agaghi'] },
  // A warning's subject said at more length: "no bank staff will ever ask for your PIN".
  {
    kind: 'warningNegation',
    // biome-ignore format: packed word list
    terms: [
      'ekwesịghị', 'ekwesighi', 'agaghị', 'no bank staff will', 'no bank staff will ever',
      'no bank official* will', 'no bank official* will ever', 'no staff will',
      'no staff will ever', 'no agent* will', 'no agent* will ever', 'no real bank will',
      'no genuine bank will', 'nobody from the bank will', 'no one from the bank will',
    ],
  },
  // Picking a CAPTCHA's tiles ("just pick them", "tap all the buses"); never a bare "pick", which
  // is "pick up" ("pick up the copies of our report on CAPTCHA").
  {
    kind: 'captchaAction',
    // biome-ignore format: packed word list
    terms: [
      'pick them', 'pick dem', 'pick am', 'pick all', 'pick each', 'pick every', 'pick the right',
      'pick the correct', 'pick out', 'tap', 'taps', 'tapping', 'tap on',
    ],
  },
  // "Type what the picture shows": the one picture of a CAPTCHA, read only with a bot or a
  // CAPTCHA word near, as the plural is.
  { kind: 'captchaNoun', terms: ['picture'] },
  // Text-speak: "opn 3 kuda acc" (open three Kuda accounts).
  { kind: 'accountActionMedium', terms: ['opn', 'opnd'] },
  // Igbo "meghere m akaunt" (open an account for me): the benefactive "-re" of "meghee", and the
  // account typed without its last vowel (a piece of "akaunti", so near spellings leave it).
  { kind: 'accountActionMedium', terms: ['meghere', 'megheere', 'mepere'] },
  { kind: 'accountNoun', terms: ['akaunt', 'akaunts'] },
  { kind: 'platformQualifier', terms: ['acc', 'accs'] },
  // A new line is a new SIM in Nigeria ("get a new line opened in each of their names"); not a
  // line of text or of goods.
  { kind: 'accountNoun', terms: ['new line', 'new lines'] },
  {
    kind: 'accountNegative',
    // biome-ignore format: packed word list
    terms: [
      'new line of', 'new lines of', 'on a new line', 'on new line', 'in a new line',
      'on the new line',
      // A bank's own promotion of account opening, filmed or photographed.
      'account opening ad', 'account opening ads', 'account opening advert*',
      'account opening campaign*', 'account opening commercial*', 'account opening jingle*',
      'account opening promo*', 'account opening video*', 'account opening drive*',
      ...CAUSED,
    ],
  },
  // A quote after a sign's name in Pidgin with no "say": "one flyer wey talk 'earn 50k weekly
  // typing captcha'".
  {
    kind: 'signQuoteBefore',
    terms: SIGNS.flatMap((s) => ['wey talk', 'wey write', 'wey dey talk'].map((w) => `${s} ${w}`)),
  },
  // Hausa boards and adverts: "allunan tallar 'Bude asusu yau'" (the advert boards).
  { kind: 'signageAfter', terms: ['allunan', 'allunan talla', 'allunan tallar', 'tallar'] },
  // The documents of opening an account, as a label (Hausa "takardun bude asusu").
  {
    kind: 'requirementAsk',
    terms: ['takardun bude', 'takardun buɗe', 'takardun rajista', 'takardun yin rajista'],
  },
];
