// The seventeenth round's credential words (docs/safety.md, "Seventeenth round, the credential
// classes"): what the fresh voice sets 40–44 wrote that the credential rules of safety-filter.ts
// misread. Groups of kinds those rules already read; the Operator's identity put on lines, the
// records a pronoun points to and an advert's offer are read on a candidate's text in
// safety-credential-seventeenth.ts (their words are too common to tag in every brief).
import type { LexiconGroup } from './safety-lexicon-kinds.ts';

export const CREDENTIAL_SEVENTEENTH_LEXICON: readonly LexiconGroup[] = [
  // Yoruba "kò sí" (there is no): "sí" there is being, never "ṣí" (open): "kò sí ojú ènìyàn".
  { kind: 'accountNegative', terms: ['kò sí', 'kòsí'] },
  // Hausa "ba za ka buɗe … ba" (you will not open). With its verb, and for the credential rules
  // only: a bare "ba za ka" is also a clause's last "ba" before the next ("idan bai biya ba, za ka
  // …": if he does not pay, you will …).
  {
    kind: 'accountNegative',
    // biome-ignore format: packed word list
    terms: [
      'ba za ka buɗe', 'ba za ki buɗe', 'ba za ku buɗe', 'ba zan buɗe', 'ba za ka yi rajista',
      'ba za ki yi rajista', 'ba zan yi rajista',
    ],
  },
  // Hausa asking what is needed, what it costs, or about it: "ka tambayi … abin da direba zai
  // kawo", "tambayi kudin bude layi", "tambayi banki game da buɗe asusu"; English the same.
  { kind: 'policy/whether', terms: ['abin da', 'abinda'] },
  {
    kind: 'credentialCue',
    // biome-ignore format: packed word list
    terms: [
      'tambay* kudin', 'tambay* kuɗin', 'tambay* farashin', 'tambay* ... game da', 'ask* the cost of',
      'ask* the price of', 'ask* the fee for', 'ask* the fees for', 'ask* the charge* for',
      'ask* how much', 'béèrè iye owó', 'jụọ ego ole',
    ],
  },
  // Yoruba "bí … bá ṣe ń forúkọ sílẹ̀" (as each one registers): a condition, not "bí" (ask) and
  // "ṣé" (whether).
  { kind: 'cueNegative', terms: ['bá ṣe ń', 'bá ṣe n'] },
  // Igbo "ga-edozi captcha" (will solve): the verb's forms after "ga-" and "i-".
  { kind: 'captchaAction', terms: ['edozi', 'idozi', 'edozie'] },
  // A CAPTCHA "proved" for a bot: "each time the box asks you to prove you are not a robot, you
  // prove it for our software". With a pronoun only: "prove you are not a robot" is the box's.
  { kind: 'captchaAction', terms: ['prove it', 'prove am', 'prove them', 'prove dem'] },
  // A PIN named by what it does at the ATM: "plus the 4 numbers they use at the ATM", Pidgin "the
  // number wey dem dey use for ATM". Not "the ATM's number" (a machine's).
  {
    kind: 'otpObject',
    // biome-ignore format: packed word list
    terms: [
      'numbers they use at the atm', 'number they use at the atm', 'digits they use at the atm',
      'numbers they type at the atm', 'numbers they enter at the atm', 'numbers she uses at the atm',
      'numbers he uses at the atm', 'number wey dem dey use for atm', 'numbers wey dem dey use for atm',
      'number wey e dey use for atm', 'number wey she dey use for atm',
    ],
  },
  // Text-speak "coll8" (collect): "coll8 d otp n atm pin frm d maids".
  { kind: 'otpAction', terms: ['coll8', 'colect8'] },
];
