// The eighteenth round's credential words (docs/safety.md, "Eighteenth round, the credential
// classes"): what the fresh voice sets 46–50 wrote that the credential rules of safety-filter.ts
// misread. Groups of kinds those rules already read; a message's quoted code, a sign's name that
// is a website's, a record handed over and counted lines in words are read on a candidate's text
// in safety-credential-eighteenth.ts (their words are too common to tag in every brief).
import type { LexiconGroup } from './safety-lexicon-kinds.ts';

export const CREDENTIAL_EIGHTEENTH_LEXICON: readonly LexiconGroup[] = [
  // Hausa "yi rajistan layuka" (do the registering of lines): the genitive "-n" as "-r" is read.
  { kind: 'accountActionStrong', terms: ['rajistan', 'yi rajistan', 'rijistan', 'yi rijistan'] },
  // Hausa "mini" and "mana" (to me, to us) after bring and send: "ka kawo mini su".
  {
    kind: 'handover',
    // biome-ignore format: packed word list
    terms: [
      'kawo mini', 'turo mini', 'aiko mini', 'tura mini', 'kawo mana', 'turo mana', 'aiko mana',
      'tura mana',
    ],
  },
  // Yoruba "forúkọ SIM méjì sílẹ̀" (register two SIMs): the verb split around its object.
  { kind: 'accountActionStrong', terms: ['forúkọ'] },
  // A name written in a book, not an account: Igbo "debanye aha gị n'akwụkwọ ndị ọbịa" (write your
  // name in the visitors' book), Yoruba "forúkọ rẹ sínú ìwé" (your name into the book).
  {
    kind: 'accountNegative',
    // biome-ignore format: packed word list
    terms: [
      "debanye aha gị n'akwụkwọ", "debanye aha n'akwụkwọ", "debanye aha unu n'akwụkwọ",
      'forúkọ rẹ sínú ìwé', 'forúkọ yín sínú ìwé', 'forúkọ rẹ sí ìwé', 'forúkọ sínú ìwé',
    ],
  },
  // Hausa "me yasa" (why): not Igbo "mee" (do), which folds to "me".
  {
    kind: 'credentialActNegative',
    terms: ['me yasa', 'me ya sa', 'meyasa', 'mai yasa', 'mi yasa', 'don me'],
  },
  // Igbo "ka ha ghara inye" (that they not give), "ekwela onye ọ bụla" (do not let anyone),
  // "enyela" (do not give): a warning's negation right before the act. As warnings only, which
  // the credential rules alone read: a policy rule's "ka ndị ahịa ghara ịbata" (so that customers
  // do not come in) is the harm itself, not a negation of it.
  {
    kind: 'warningNegation',
    // biome-ignore format: packed word list
    terms: [
      'ghara', 'ekwela', 'ekwela onye ọ bụla', 'ekwela onye ọbụla', 'ekwela ka onye ọ bụla',
      'enyela', 'ezitela', 'egosila',
    ],
  },
  // Igbo "ka ha nye gị OTP ha" (that they give you their OTP): the code handed to the Operator.
  { kind: 'otpAction', terms: ['nye gị', 'enye gị', 'nyefee gị'] },
  // A meter's number, not a code: "the meter number wey I send you".
  { kind: 'codeNegative', terms: ['meter number*', 'meter no', 'meter numba*'] },
  // A leaflet's or a talk's topic, not the credential asked for: "their leaflet on keeping card
  // PINs safe". Not a bare "on" ("ask for the PIN on the card").
  {
    kind: 'topicCue',
    // biome-ignore format: packed word list
    terms: [
      'on keeping', 'on protecting', 'on safeguarding', 'on securing', 'on guarding',
      'on how to keep', 'on how to protect', 'on how to secure', 'on the safety of',
    ],
  },
  // Igbo "banyere" (about), as "gbasara": "akwụkwọ ịdọ aka na ntị banyere OTP" (a warning about).
  { kind: 'topicCue', terms: ['banyere'] },
  // Igbo "chọrọ iji mepee" (needs in order to open): a wish right before the act, as "chọrọ".
  { kind: 'wishBefore', terms: ['chọrọ iji', 'na-achọ iji'] },
  // An account said to be opened already, by someone else: "our treasurer already opened the
  // association account", Pidgin "she don open". Not "you have opened" (a step of the errand).
  {
    kind: 'accountNegative',
    // biome-ignore format: packed word list
    terms: [
      'already opened', 'has opened', 'has already opened', 'had opened', 'had already opened',
      'already registered', 'has registered', 'has already registered', 'already created',
      'has created', 'she don open', 'he don open', 'e don open', 'dem don open',
      'she don register', 'he don register', 'don open her', 'don open his', 'don open their',
      'don open dem',
    ],
  },
];
