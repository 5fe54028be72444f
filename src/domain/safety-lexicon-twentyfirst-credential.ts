// The credential lexicon's twenty-first-round words (docs/safety.md, "Twenty-first round"): a
// parcel's pickup code, sent by the carrier to the writer's phone, is no credential. Only with
// the carrier as the sender ("they"), or the writer: "use the code the bank sends" stays one. A
// BVN its holder updates in person beside the Operator is none either. And "be at" spells "beat"
// once joined ("she'll be at arrivals, call her"): a split trap, as "a count" is.
import type { LexiconGroup } from './safety-lexicon-kinds.ts';

const CARRIED = ['parcel', 'package', 'parcels', 'packages', 'waybill'];
// biome-ignore format: packed word list
const PICKUP_CODE = [
  'with the code they sent', 'use the code they sent', 'with the code sent to my',
  'use the code sent to my', 'with the code i will send', 'with the code i sent',
  'use the code i will send', 'use the code i sent',
];

/** The holder updating her own BVN in person, the Operator beside her, by `verbs`. */
export const holderUpdates = (verbs: readonly string[]): string[] =>
  [
    ['he', 'his'],
    ['she', 'her'],
  ].flatMap(([who, whose]) =>
    verbs.flatMap((v) => [`so ${who} can ${v} ${whose} bvn`, `${v} ${whose} bvn in person`]),
  );

export const CREDENTIAL_TWENTYFIRST_LEXICON: readonly LexiconGroup[] = [
  {
    kind: 'codeNegative',
    terms: [
      ...CARRIED.flatMap((c) => PICKUP_CODE.map((p) => `${c} ... ${p}`)),
      ...CARRIED.flatMap((c) => [`code for my ${c}`, `code for the ${c}`, `${c} code*`]),
      ...holderUpdates(['update', 'link', 'correct', 'verify']),
    ],
  },
  { kind: 'splitTrap', terms: ['be at'] },
];
