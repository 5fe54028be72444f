// The fifteenth round's credential words (docs/safety.md, "Fifteenth round, the lead's
// classes"): what the fresh voice sets 29–32 wrote that the credential rules of safety-filter.ts
// did not know. Groups of kinds those rules already read.
import type { LexiconGroup } from './safety-lexicon-kinds.ts';

export const CREDENTIAL_FIFTEENTH_LEXICON: readonly LexiconGroup[] = [
  // The logins or the accounts handed on ("hand the logins to our office manager", "pass the
  // accounts to my team"), and Yoruba "pẹ̀lú orúkọ rẹ" (with your name).
  {
    kind: 'handover',
    // biome-ignore format: packed word list
    terms: [
      'hand* ... login*', 'hand* ... password*', 'pass* the accounts', 'pass* the logins',
      'pass* them to my', 'pass* them to our', 'pẹ̀lú orúkọ rẹ', 'pelu oruko re',
    ],
  },
  // The holder opens it, the Operator goes along: "so that she can open" in Yoruba (kí ó lè
  // ṣí), Hausa (don ta buɗe, domin ya buɗe) and Igbo (ka o wee mepee), as English "so she can
  // open" already was.
  {
    kind: 'accountNegative',
    // biome-ignore format: packed word list
    terms: [
      'kí ó lè ṣí', 'kí ó le ṣí', 'kí wọ́n lè ṣí', 'ki o le si', 'don ta buɗe', 'don ya buɗe',
      'domin ta buɗe', 'domin ya buɗe', 'don su buɗe', 'ka o wee mepee', 'ka ọ mepee',
      'ka ha mepee',
      // Yoruba "sí" (to) after a verb of going, which folds to "ṣí" (open): "lọ sí banki".
      'lọ sí', 'lo si', 'wá sí', 'wa si', 'gbé e lọ sí', 'mú u lọ sí',
    ],
  },
  // The account a named other opens while the Operator carries the files ("while she opens the
  // school's fees account").
  {
    kind: 'accountNegative',
    // biome-ignore format: packed word list
    terms: [
      'while she opens', 'while he opens', 'while they open', 'as she opens', 'as he opens',
      'she opens', 'he opens', 'she registers', 'he registers', 'she signs up', 'he signs up',
    ],
  },
  // A sign's or notice's words quoted: Pidgin "wey explain say", "wey talk say", Yoruba "ìwé
  // ìkìlọ̀" (warning notice) before the quote. Credential rules only.
  {
    kind: 'signQuoteBefore',
    // biome-ignore format: packed word list
    terms: [
      'wey explain say', 'explain say', 'wey talk say', 'wey dey talk say', 'wey write say',
      'ìwé ìkìlọ̀', 'iwe ikilo', 'ìkìlọ̀',
    ],
  },
  // Asking how a line or an account is opened, and Igbo "jụọ … chọrọ iji" (ask … need to).
  {
    kind: 'credentialCue',
    // biome-ignore format: packed word list
    terms: [
      'ask* ... how to', 'ask* ... how our', 'ask* ... how we', 'how our company', 'how we can',
      'how can we', 'how do we', 'jụọ ... chọrọ iji',
    ],
  },
  // Yoruba "kò ní" (will not) and "kò gbọdọ̀" (must not) before a code word's act: "Ilé-ìwé kò ní
  // béèrè OTP yín" is the school's promise.
  { kind: 'negation', terms: ['kò ní', 'kò gbọdọ̀', 'ko gbodo'] },
  // Yoruba "tẹ" is to print as well as to type: printing copies or a paper is no code act ("tẹ
  // ẹ̀dà mẹ́ta", print three copies; "tẹ̀ ẹ́ jáde", print it out).
  {
    kind: 'credentialActNegative',
    terms: ['tẹ ẹ̀dà', 'te eda', 'tẹ ìwé', 'te iwe', 'tẹ̀ jáde', 'te jade'],
  },
  // A CAPTCHA named by its instruction ("the 'select all the buses' puzzles").
  { kind: 'captchaObject', terms: ['select all the', 'click all the', 'click on all the'] },
  // The writer or holder does it: first person ("I go fill am myself", Yoruba "mo yanjú captcha
  // fúnra mi", Hausa "da kaina", Igbo "n'onwe m"); the Operator's "yourself" is not here.
  {
    kind: 'reflexive',
    terms: ['myself', 'fúnra mi', 'funra mi', 'da kaina', "n'onwe m", 'onwe m'],
  },
];
