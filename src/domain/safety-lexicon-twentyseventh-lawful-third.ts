// Twenty-seventh round, what passes, the third batch (docs/safety.md, "Twenty-seventh round"):
// lawful look-alikes as classes. Appended to POLICY_SPECS; the lexicon groups join LEXICON.
import type { LexiconGroup } from './safety-lexicon-kinds.ts';
import type { CategorySpec, Terms } from './safety-policy-spec.ts';

/** Yoruba "gùn" (climb, ride) with what is climbed or ridden; toy guns in Yoruba; weeds cut;
 *  a place called Kawo; a relative clause "wey dey buy" (who buy) names people, not an act. */
// biome-ignore format: packed word list
const NO_GUN_NO_WEED: Terms = [
  'má gun', 'ma gun', 'gun akaba', 'gùn àkàbà', 'gun àkàbà', 'gun ọ̀kadà', 'gun okada',
  'gùn ọ̀kadà', 'gun keke', 'gun alupupu', 'ìbọn ìṣeré', 'ibon isere', 'ìbọn oníke', 'ibon onike',
  'ibon olomi', 'cut the weed*', 'clear the weed*', 'weed ... don grow', 'weed don grow',
  'weed eater*', 'weed killer*', 'weed trimmer*', 'kawo kaduna', 'wey dey buy',
  'do not argue',
];
/** Kidnapping as what happened ("since the kidnap palava"). */
// biome-ignore format: packed word list
const KIDNAP_AS_EVENT: Terms = [
  'kidnap palava', 'since the kidnap', 'kidnap wahala', 'kidnap incident*', 'kidnap case*',
  'kidnap scare',
];
/** Someone who follows the Operator round; a bus ridden to its last stop. */
// biome-ignore format: packed word list
const FOLLOWS_YOU: Terms = [
  'follow you round', 'go follow you', 'he go follow you', 'will follow you round',
  'follow you around', 'enter danfo ... follow am reach', 'enter the danfo ... follow am',
  'enter bus ... follow am reach', 'follow am reach trade fair', 'follow am reach the last',
];
/** Where traders leave their children; children's sizes by their ages. */
// biome-ignore format: packed word list
const CHILDREN_MINDED: Terms = [
  'dey drop pikin', 'drop their pikin', 'drop dem pikin', 'drop their children', 'drop their kids',
  'wey traders dey drop', 'children wey be # and # years', 'wey be # and # years',
  'for those sizes',
];
/** Who one is, said truly; scams surveyed by kind. */
// biome-ignore format: packed word list
const SAID_AND_SURVEYED: Terms = [
  'introduce yourself as a friend', 'introduce yourself as my friend',
  'introduce yourself as a family friend', 'survey love scam*', 'survey romance scam*',
];
/** A pump price made clear: "diesel … clear" is a price, not a tank. */
const PRICES: Terms = ['and petrol price', 'petrol price clear', 'price clear'];

export const TWENTYSEVENTH_THIRD_LAWFUL_SPECS: readonly CategorySpec[] = [
  { category: 'illegal_goods_services', safe: NO_GUN_NO_WEED, rules: [] },
  { category: 'violence_threats', safe: KIDNAP_AS_EVENT, rules: [] },
  { category: 'surveillance_stalking', safe: FOLLOWS_YOU, rules: [] },
  { category: 'minors_exploitation', safe: CHILDREN_MINDED, rules: [] },
  { category: 'impersonation_fraud', safe: SAID_AND_SURVEYED, rules: [] },
  {
    category: 'dangerous_work',
    safe: PRICES,
    anywhere: ['just questions', 'questions only'],
    rules: [],
  },
];

/** A requirement asked ("what a vendor needs to register and open an account", Pidgin "wetin
 *  trader need to open"); Hausa "game da yadda" (about how); a
 *  notice's words after Pidgin "e talk say" (it says). */
export const TWENTYSEVENTH_THIRD_LEXICON: readonly LexiconGroup[] = [
  {
    kind: 'requirementAsk',
    // biome-ignore format: packed word list
    terms: [
      'what documents ... needs to register and open', 'what documents ... need to register and open',
      'wetin trader need to open', 'wetin traders need to open', 'wetin person need to open',
      'wetin customer need to open', 'what a trader needs to open',
    ],
  },
  { kind: 'questionCue', terms: ['game da yadda'] },
  { kind: 'signQuoteBefore', terms: ['e talk say', 'wey talk say'] },
];
