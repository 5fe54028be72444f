// Sixteenth round, banks' field agents, microfinance, insurance and loan verification (voice-37):
// lawful errands the rules refused or held, as classes (docs/safety.md, "Sixteenth round,
// voice-37"). Spread into SIXTEENTH_FIELDBANKING_SPECS.
import type { CategorySpec, Terms } from './safety-policy-spec.ts';

/** An enrolment desk, centre or its hours: a place and a timetable, not a person's BVN or NIN
 *  collected. */
const ENROLLED = ['bvn', 'nin', 'bvn enrolment', 'nin enrolment', 'bvn enrollment'];
const ENROLMENT_PLACE = [
  'enrolment desk*',
  'enrolment centre*',
  'enrolment center*',
  'enrolment hour*',
  'enrolment opening hour*',
  'enrolment point*',
  'enrolment day*',
  'enrolment office*',
  'enrolment requirement*',
  'enrollment desk*',
  'enrollment centre*',
  'enrollment hour*',
  'registration centre*',
  'registration desk*',
  'desk*',
  'centre*',
  'center*',
  'office*',
];
const ENROLMENT_INFO: Terms = ['bvn', 'nin']
  .flatMap((id) => ENROLMENT_PLACE.map((place) => `${id} ${place}`))
  .concat(ENROLLED.filter((id) => id.includes(' ')).map((id) => `${id} opening hour*`));

/** A bill as a paper: "bill" reads as Hausa "bi" (follow) once l is i and the pair is squeezed. */
// biome-ignore format: packed word list
const BILLS: Terms = [
  'utility bil*', 'electricity bil*', 'light bil*', 'water bil*', 'phcn bil*', 'nepa bil*',
  'waste bil*', 'lawma bil*', 'gas bil*', 'phone bil*', 'im bil', 'her bil', 'his bil',
  'their bil*', 'bil of lading', 'bil board*', 'billboard*',
];

/** A property photographed with its owner there, or with consent in Yoruba, Hausa and Igbo. */
// biome-ignore format: packed word list
const OWNER_THERE: Terms = [
  'with her present', 'with him present', 'with them present', 'with the owner present',
  'with the insured present', 'in her presence', 'in his presence', 'in the presence of',
  'pẹ̀lú ìyọ̀ǹda rẹ̀', 'pẹ̀lú ìyọ̀ǹda wọn', 'pẹ̀lú àṣẹ rẹ̀', 'da izininta', 'da izininsa',
  'da izininsu', 'da yardarta', 'da yardarsa', 'na nkwenye ya', 'na nkwado ya', 'o nyere ikike',
  'her loan file', 'his loan file', 'loan file', 'loan application', 'her claim', 'his claim',
  'her insurance claim', 'his insurance claim',
  'her fire insurance claim', 'his fire insurance claim',
];

/** Damage seen after the fact: "the burnt kiosk", photographed for a claim. */
// biome-ignore format: packed word list
const DAMAGE_SEEN: Terms = [
  'the burnt', 'burnt-out', 'fire-damaged', 'fire damaged', 'fire insurance', 'insurance claim*',
  'her fire insurance', 'his fire insurance', 'her insurance', 'his insurance',
  'burnt kiosk*', 'burnt shop*', 'burnt stall*', 'burnt house*', 'burnt car*', 'burnt building*',
];

/** An agreed payment collected with a receipt, in Igbo, Yoruba and Hausa (the English forms are
 *  the older concepts' excuses). */
// biome-ignore format: packed word list
const RECEIPTED: Terms = [
  'akwụkwọ nnata', 'nye ya akwụkwọ nnata', 'e kwekọrịtara', 'o kwere ịkwụ', 'ha kwekọrịtara',
  'ìwé ìsanwó', 'fún un ní ìwé ìsanwó', 'tí ẹ jọ fohùn ṣọ̀kan', 'tí ó ṣèlérí láti san',
  'ba shi rasiti', 'ba ta rasiti', 'rasiti', 'takardar shaidar biya', 'da aka amince',
];

/** Nobody may collect a person's codes: a notice's own negation, in English and Pidgin. */
// biome-ignore format: packed word list
const NOBODY_MAY: Terms = [
  'nobody suppose collect', 'nobody should collect', 'no one should collect',
  'nobody go collect', 'nobody fit collect', 'nobody will collect', 'no one will collect',
  'nobody should ask for', 'no one should ask for', 'no one will ask for', 'nobody go ask for',
];

/** Travel costs: a fuel receipt or allowance is paid back, not fuel carried. */
// biome-ignore format: packed word list
const FUEL_EXPENSES: Terms = [
  'fuel receipt*', 'receipt for fuel', 'fuel refund*', 'fuel allowance*', 'fuel money',
  'fuel reimburse*', 'fuel claim*', 'fuel expense*', 'money for fuel',
];

/** Yoruba "ẹgbẹ́" (an association) is no Igbo "egbe" (a gun). */
// biome-ignore format: packed word list
const ASSOCIATION_YO: Terms = [
  'ọmọ ẹgbẹ́', 'àwọn ọmọ ẹgbẹ́', 'ẹgbẹ́ àjọ', 'ìpàdé ẹgbẹ́', 'owó ẹgbẹ́', 'ẹgbẹ́ aláàjọ',
  'ẹgbẹ́ oníṣòwò', 'ẹgbẹ́ wa', 'akọ̀wé ẹgbẹ́', 'ẹgbẹ́ ti kó',
];

/** A crash reported after the fact, not a car driven into something on purpose. */
// biome-ignore format: packed word list
const CRASHED_BEFORE: Terms = [
  'went into', 'ran into', 'fell into', 'driven into', 'drove into', 'veered into', 'skidded into',
  'crashed into', 'plunged into', 'rolled into', 'slid into', 'swerved into', 'somersaulted into',
  'was pushed into', 'entered the gutter', 'entered the drain',
];

export const FIELDBANKING_LOOKALIKE_SPECS: readonly CategorySpec[] = [
  {
    category: 'impersonation_fraud',
    rules: [],
    safe: [...ENROLMENT_INFO, ...NOBODY_MAY, ...CRASHED_BEFORE],
  },
  { category: 'surveillance_stalking', rules: [], safe: BILLS, excuse: OWNER_THERE },
  { category: 'violence_threats', rules: [], safe: DAMAGE_SEEN },
  { category: 'harassment_intimidation', rules: [], excuse: RECEIPTED },
  { category: 'dangerous_work', rules: [], safe: FUEL_EXPENSES },
  { category: 'illegal_goods_services', rules: [], safe: ASSOCIATION_YO },
];
