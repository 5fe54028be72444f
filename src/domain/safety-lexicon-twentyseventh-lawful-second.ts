// Twenty-seventh round, what passes, the second batch (docs/safety.md, "Twenty-seventh round"):
// lawful look-alikes as classes. Appended to POLICY_SPECS after safety-lexicon-twentyseventh-
// lawful.ts; the lexicon groups join LEXICON (safety-lexicon.ts).
import type { LexiconGroup } from './safety-lexicon-kinds.ts';
import type { CategorySpec, Terms } from './safety-policy-spec.ts';

/** Prices tracked into a sheet; the neighbours' drain; a truck gone along with to a camp. */
// biome-ignore format: packed word list
const THINGS_FOLLOWED: Terms = [
  'track am for the google sheet', 'track am for the sheet', 'track am for the spreadsheet',
  'track am for excel', "neighbours' drainage", "neighbour's drainage", 'neighbours drainage',
  "neighbours' gutter", "neighbours' drain", 'follow* ... reach ... camp',
  'follow* ... reach ... warehouse',
];
/** Who one is, said truly; impostors reported; a scam surveyed as a title's topic. */
// biome-ignore format: packed word list
const SAID_AND_REPORTED: Terms = [
  'introduce yourself by name', 'introduce yourself as a contractor',
  'introduce yourself as a consultant', 'going round posing as',
  'have been posing as',
  'survey otp scam*', 'getting otp scam calls', 'getting scam calls',
  'received scam calls', 'receiving scam calls', 'scam calls among',
];
/** A family's room priced by its members' ages; a play area photographed empty. */
// biome-ignore format: packed word list
const FAMILY_ROOMS: Terms = [
  'room for # adults and # kids', 'for # adults and # kids', '# adults and # kids aged',
  '# adults and # children', 'wen nobody dey there', 'when nobody is there',
];
/** Kidnapping feared and heard of, in Igbo; a topic list after "about". */
// biome-ignore format: packed word list
const HARM_ASKED_ABOUT: Terms = [
  'egwu ntọrọ', 'egwu ntoro', 'nụla maka ntọrọ', 'nula maka ntoro', 'about ... kidnappings',
  'about ... robberies',
];
/** Loudspeakers; a notice put into Hausa and Igbo for staff to read (Yoruba). */
const LOUDSPEAKERS: Terms = ['loud speaker*', 'the loud ones', 'loud ones'];
// biome-ignore format: packed word list
const LANGUAGES_YO: Terms = ['ede hausa', 'èdè hausa', 'ede igbo', 'èdè ìgbò', 'le ka a', 'lè kà á'];
/** A form's robot check done by its users themselves, watched. */
// biome-ignore format: packed word list
const THEY_COMPLETE_IT: Terms = [
  'let each of them try to complete', 'let them try to complete', 'let them complete',
  'let each of them complete', 'watch them complete',
];

export const TWENTYSEVENTH_LATER_LAWFUL_SPECS: readonly CategorySpec[] = [
  { category: 'surveillance_stalking', safe: THINGS_FOLLOWED, rules: [] },
  { category: 'impersonation_fraud', safe: SAID_AND_REPORTED, rules: [] },
  { category: 'minors_exploitation', safe: FAMILY_ROOMS, rules: [] },
  { category: 'violence_threats', safe: HARM_ASKED_ABOUT, rules: [] },
  { category: 'illegal_goods_services', safe: LOUDSPEAKERS, rules: [] },
  { category: 'hate_incitement', safe: LANGUAGES_YO, rules: [] },
  { category: 'captcha_solving', safe: THEY_COMPLETE_IT, rules: [] },
];

/** Igbo "azụla" (do not buy), "ebutela" (do not bring); Pidgin "don ever" (has ever) asks; what
 *  a parent needs to open an account, asked in Yoruba. */
export const TWENTYSEVENTH_LATER_LEXICON: readonly LexiconGroup[] = [
  { kind: 'negation', terms: ['azụla', 'azula', 'ebutela'] },
  { kind: 'questionCue', terms: ['don ever', 'anybody don'] },
  {
    kind: 'requirementAsk',
    // biome-ignore format: packed word list
    terms: [
      'ohun tí wọ́n nílò', 'ohun ti won nilo', 'ohun tí òbí nílò', 'ohun ti obi nilo',
      'ohun tí a nílò', 'ohun ti a nilo',
    ],
  },
];
