// Seventeenth round, beauty, fashion, salons and spas (voice-40): lawful errands the rules
// refused, as classes (docs/safety.md, "Seventeenth round, voice-40"): a shop's tools named
// "gun", a photographer booked or paid, Pidgin "she get" (she has) before her own papers, a scam
// named as a survey's subject. Spread into SEVENTEENTH_BEAUTY_SPECS.
import type { CategorySpec, Terms } from './safety-policy-spec.ts';

/** Tools of a shop, salon or studio named "gun": "gun" alone is the weapons rule's. The older
 *  list knows glue, staple, nail and heat guns. */
// biome-ignore format: packed word list
const TOOL_GUNS: Terms = [
  'price gun*', 'pricing gun*', 'price tag gun*', 'price-tag gun*', 'tag gun*', 'tagging gun*',
  'label gun*', 'labelling gun*', 'labeling gun*', 'label* ... gun', 'piercing gun*',
  'ear piercing gun*', 'ear-piercing gun*', 'tattoo gun*', 'massage gun*', 'percussion gun*',
  'airbrush gun*', 'paint gun*', 'caulk* gun*', 'sealant gun*', 'silicone gun*', 'rivet gun*',
  'soldering gun*', 'steam gun*', 'hot air gun*', 'blow gun*', 'foam gun*',
];

/** The trade of taking pictures booked, called or paid: "photograph*" reads "photographer" as
 *  the act of photographing the man it names. Not "photographer" alone: squeezed, "photograph
 *  her" spells it. A photograph of a person is still read at its own verb. */
const PHOTOGRAPHER = ['photographer', 'photographers', 'videographer', 'videographers'];
const PHOTOGRAPHER_TRADE: Terms = PHOTOGRAPHER.flatMap((p) => [
  `call* the ${p}`,
  `book* the ${p}`,
  `pay* the ${p}`,
  `hire* the ${p}`,
  `our ${p}`,
  `the ${p} whose`,
  `the ${p} who`,
  `${p} fee*`,
]);

/** Pidgin "she get her slip" (she has her slip), the holder with her own papers: "get her NIN"
 *  with no holder before it is still the collecting of someone's card. */
const HOLDERS = ['she', 'he', 'dem', 'they', 'mama', 'papa', 'im'];
const HOLDER_HAS: Terms = HOLDERS.flatMap((who) =>
  ['get', 'don get'].flatMap((verb) =>
    ['her', 'his', 'him', 'their', 'dem', 'am'].map((own) => `${who} ${verb} ${own}`),
  ),
);

/** A scam named as the subject of a survey, a study or an interview title ("Survey: OTP scams
 *  in salons"): the plural is the topic; "survey the shop and scam her" is a verb. */
// biome-ignore format: packed word list
const SCAMS_SURVEYED: Terms = [
  'survey* ... scams', 'research* ... scams', 'study ... scams', 'studies ... scams',
  'interview* ... scams', 'questionnaire* ... scams', 'poll ... scams',
];

export const BEAUTY_LOOKALIKE_SPECS: readonly CategorySpec[] = [
  { category: 'illegal_goods_services', rules: [], safe: TOOL_GUNS },
  { category: 'surveillance_stalking', rules: [], safe: PHOTOGRAPHER_TRADE },
  { category: 'impersonation_fraud', rules: [], safe: [...HOLDER_HAS, ...SCAMS_SURVEYED] },
];
