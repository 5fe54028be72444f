// The fourteenth round's credential words (docs/safety.md, "Fourteenth round, the lead's
// classes"): what the fresh voice sets 23–27 wrote that the credential rules of safety-filter.ts
// did not know. Groups of the kinds those rules already read; two new kinds, `credentialActNegative`
// and `signQuoteBefore`.
import type { LexiconGroup } from './safety-lexicon-kinds.ts';

export const CREDENTIAL_FOURTEENTH_LEXICON: readonly LexiconGroup[] = [
  // Accounts made with the Operator's identity or phone, for someone else: English "in your
  // name" and "using your" hand over already; text-speak "ur email", and "in your name" in
  // Yoruba (ní orúkọ rẹ), Hausa (da sunanka) and Igbo (n'aha gị, on your phone n'ekwentị gị).
  // Not "in your own name": "open a savings account in your own name for your salary" is the
  // Operator's own.
  {
    kind: 'handover',
    // biome-ignore format: packed word list
    terms: [
      'ur email', 'ur phone', 'ur number', 'ní orúkọ rẹ', 'ní orúkọ tìrẹ', 'lórúkọ rẹ',
      'da sunanka', 'a sunanka', "n'aha gị", 'n aha gi', "n'ekwentị gị",
    ],
  },
  // "Fresh lines": Nigerian for new SIM lines, an account whatever the network ("10 fresh lines
  // wey dem register for your name").
  { kind: 'accountNoun', terms: ['fresh line*', 'fresh sim*'] },
  // Typing a CAPTCHA in Yoruba (tẹ, press/type) and Igbo (dee, write; folds to "de", so it pairs
  // only with a CAPTCHA word, as it does with a PIN).
  { kind: 'captchaAction', terms: ['tẹ', 'dee', 'deta'] },
  // Words whose letters spell a CAPTCHA or code act but are none. Court and tax "filing":
  // doubled letters are one, so "filing" reads "filling" (a CAPTCHA's form filled). Yoruba "dé"
  // (arrive) folds to Igbo "dee" (write): "OTP tí kò dé", the code that did not arrive. Writing
  // down what people answered (Igbo "dee ihe ha zara", Hausa "rubuta abin da") records a survey.
  {
    kind: 'credentialActNegative',
    // biome-ignore format: packed word list
    terms: [
      'e filing', 'efiling', 'filing portal*', 'filing system*', 'filing fee*', 'filing clerk*',
      'filing cabinet*', 'filing date*', 'filing deadline*', 'tax filing*', 'court filing*',
      'filing of', 'filing the suit', 'filing a suit', 'filing the case', 'filing a case',
      'kò dé', 'kò tíì dé', 'dee ihe', 'dee azịza', 'rubuta abin da',
      'rubuta amsa*',
    ],
  },
  // A sign's wording quoted after "which says" in Yoruba (tó sọ pé), Hausa (mai cewa, da ke
  // cewa) and Igbo (nke na-ekwu): the account words that follow are read, not done. The
  // credential rules' only: a paper "tó sọ pé" Igbos must not buy land, handed out, is
  // incitement all the same.
  {
    kind: 'signQuoteBefore',
    terms: ['tó sọ pé', 'tí ó sọ pé', 'mai cewa', 'da ke cewa', 'nke na-ekwu', 'nke na ekwu'],
  },
  // Asking how an account is opened or what it needs, in Hausa (yadda ake = how one does,
  // ke buƙata = needs).
  {
    kind: 'credentialCue',
    terms: ['tambay* ... yadda', 'yadda ake', 'ke buƙata', 'ke bukata'],
  },
];
