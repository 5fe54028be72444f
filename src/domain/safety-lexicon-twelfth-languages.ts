// Twelfth round, Nigerian languages (docs/safety.md, "Twelfth round, languages"): everyday words of
// Pidgin, Hausa, Yoruba and Igbo that the rules read as harm, fixed as classes. Specs with no rules
// of their own (`safe` phrases for one category) are appended at the end of POLICY_SPECS; the
// framing words go into the lexicon's shared groups (TWELFTH_LANGUAGE_GROUPS). Terms are written
// as speakers write them; the filter folds tone marks and hooked letters.
import type { LexiconGroup } from './safety-lexicon-kinds.ts';
import type { CategorySpec } from './safety-policy-spec.ts';
import { MISSED_LANGUAGE_SPECS } from './safety-lexicon-twelfth-languages-harm.ts';

export const TWELFTH_LANGUAGE_SPECS: readonly CategorySpec[] = [
  ...MISSED_LANGUAGE_SPECS,
  {
    // Hausa "bi" (follow), Yoruba "tẹ̀lé", Igbo "soro" with steps, a road, rules or a procedure:
    // "matakan da zan bi" (the steps I will follow) is not following a person.
    category: 'surveillance_stalking',
    rules: [],
    // biome-ignore format: packed word list
    safe: [
      'matakan ... bi', 'matakai ... bi', 'hanyar da ... bi', 'hanyoyin da ... bi',
      "ka'idojin ... bi", "ka'idar ... bi", 'tsarin da ... bi', 'umarnin da ... bi',
      'bi matakan', 'bi matakai', 'bi hanyar', 'bi hanya', 'bi titi*', 'bi layi', 'bi umarni*',
      "bi ka'id*", 'bi doka*', 'bi tsari*', 'bi sharu*', 'tẹ̀lé ìlànà', 'tẹ̀lé òfin',
      'tẹ̀lé ìtọ́sọ́nà', 'tẹ̀lé ọ̀nà', 'tẹ̀lé ọkọ̀ ẹrù', 'tẹ̀lé ọkọ̀ akẹ́rù', 'tẹ̀lé àwọn ìgbésẹ̀', 'tẹ̀lé ìgbésẹ̀',
      'soro ntụziaka', 'soro usoro', 'soro ụzọ', 'soro iwu', 'soro ụgbọ',
    ],
  },
  {
    // Igbo the language and the people, and Yoruba places and the bush (igbó) named Igbo.
    category: 'illegal_goods_services',
    rules: [],
    // biome-ignore format: packed word list
    safe: [
      'akwụkwọ ... igbo', 'ọgụgụ igbo', 'oja igbo', 'ọjà igbo', 'oke igbo', 'oke-igbo',
      'igbo efon', 'igbo eze', 'igbo etiti', 'igbo ekiti', 'igbo olodumare', 'inu igbo',
      'inú igbó', 'ninu igbo', 'nínú igbó', 'eti igbo', 'etí igbó', 'ilé ìwé igbo',
      'ulo akwukwo igbo', 'klaasị igbo', 'ajụjụ igbo', 'ule igbo', 'ụlọ akwụkwọ igbo',
    ],
  },
  {
    // The person robbed reports it (Pidgin "the report wey I make when thieves steal my car").
    category: 'illegal_goods_services',
    rules: [],
    // biome-ignore format: packed word list
    safe: [
      'thieves steal my', 'thief steal my', 'dem steal my', 'person steal my', 'somebody steal my',
      'someone steal my', 'thieves steal our', 'dem steal our', 'barayi sun sace', 'ɓarayi sun sace',
      'àwọn olè jí', 'olè jí', 'ndị ohi zuru',
    ],
  },
  {
    // "bank*" is not "ban*": Hausa "bankinmu" (our bank), "bankin", English "banks".
    category: 'hate_incitement',
    rules: [],
    safe: ['bank*'],
  },
  {
    // A cosmetic shade named nude in Hausa (launin, colour), Yoruba (àwọ̀) and Igbo (agba, ụcha).
    category: 'sexual_services',
    rules: [],
    // biome-ignore format: packed word list
    safe: [
      'launin nude', 'jan baki ... nude', 'nude ... jan baki', 'àwọ̀ nude', 'awo nude',
      'agba nude', 'ụcha nude', 'nude colour', 'nude color', 'colour nude', 'color nude',
    ],
  },
  {
    // The person brings their own papers (Pidgin "she go bring her NIN", Yoruba "yóò mú … rẹ̀
    // wá", Hausa "za ta kawo … ɗinta"): they act for themselves, the Operator goes along.
    category: 'impersonation_fraud',
    rules: [],
    // biome-ignore format: packed word list
    safe: [
      'she go bring her', 'he go bring him', 'he go bring his', 'she go bring her own',
      'dem go bring their', 'she will bring her', 'he will bring his', 'they will bring their',
      'she will bring her own', 'he will bring his own', "she'll bring her", "he'll bring his",
      'she brings her', 'he brings his',
    ],
  },
  {
    // Pidgin "make the whole name show": so that all of it is in the photograph.
    category: 'harassment_intimidation',
    rules: [],
    // biome-ignore format: packed word list
    safe: [
      'make the whole ... show', 'make the whole ... appear', 'make the whole ... visible',
      'make the whole ... clear', 'make the whole ... fit', 'make the whole ... enter',
      'make the whole ... dey inside', 'make the whole ... readable',
    ],
  },
];

export const TWELFTH_LANGUAGE_GROUPS: readonly LexiconGroup[] = [
  // One word that spells a lexicon phrase once its space is ignored: Yoruba "dáadáa" (well) is
  // not Hausa "da adda" (with a machete), Yoruba "wa dé" / "wá dé" (reach, came to) is not "wade".
  // And English "for Ore" (the town) is not Yoruba "fòòró" (harass) joined.
  { kind: 'splitTrap', terms: ['dáadáa', 'daadaa', 'wa dé', 'wá dé', 'wa de', 'for ore'] },
  // Hausa repeats the subject after "ko" (or): "kada ka yi magana da yara ko ka ɗauki hotonsu".
  { kind: 'policy/or', terms: ['ko ka', 'ko ki', 'ko ku', 'ko su', 'ko a', 'tàbí kí o'] },
  // Question words of Pidgin (wetin), Yoruba (kí ni), Hausa (mene ne) and Igbo (gịnị, kedu):
  // "ask passengers wetin dem think of kidnapping" is a question about it.
  { kind: 'policy/whether', terms: ['wetin', 'kí ni', 'mene ne', 'menene', 'gịnị', 'kedu'] },
  // Hausa words that begin "ma'" (a store, a workplace, a worker): not Igbo "ma" (whether).
  {
    kind: 'cueNegative',
    // biome-ignore format: packed word list
    terms: [
      "ma'ajiy*", "ma'aikat*", "ma'aikac*", "ma'aiki*", "ma'auni*", "ma'ana", "ma'adin*",
      "ma'abuc*", "ma'aurat*",
    ],
  },
  // A survey about, a warning about, awareness of: the topic of the work, not the work.
  {
    kind: 'policy/frame',
    // biome-ignore format: packed word list
    terms: [
      'nyocha maka', 'nyocha gbasara', 'ajụjụ maka', 'ajụjụ gbasara', 'mmụta maka', 'ịdọ aka na ntị',
      'wayar da kai', 'wayar da kan', 'fadakarwa', 'faɗakarwa', 'bincike kan', 'binciken kan',
      'ìkìlọ̀ nípa', 'ìlanilọ́yẹ̀', 'ilanileye', 'ìwádìí nípa',
    ],
  },
];
