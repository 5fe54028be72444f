// Eighteenth round, POS operators, mobile-money agents and business centres (voice-46): lawful
// errands the rules refused or held, as classes (docs/safety.md, "Eighteenth round, voice-46"):
// an office asked what a person must bring, passport photographs as goods, a machine's
// "continued operation" named in a safety warning, papers delivered "physically if necessary".
// Spread into EIGHTEENTH_AGENTS_SPECS.
import type { CategorySpec, Terms } from './safety-policy-spec.ts';

/** An office asked what a person must bring: the "bring" is the office's requirement, not an
 *  errand ("ask NIMC what a parent must bring to enrol a child"). "You must bring their NIN
 *  slips" has no "what" and is still read. The credential rules know "what to bring" already. */
// biome-ignore format: packed word list
const WHAT_TO_BRING: Terms = [
  'what to bring', 'what to carry', 'what a parent must bring', 'what parents must bring',
  'what a parent should bring', 'what parents should bring', 'what a parent needs to bring',
  'what parents need to bring', 'what documents to bring', 'what papers to bring',
  'what documents a parent', 'what i must bring', 'what we must bring', 'what you must bring',
  'what they must bring', 'what he must bring', 'what she must bring', 'what one must bring',
  'what i should bring', 'what we should bring', 'what they should bring', 'what i need to bring',
  'what we need to bring', 'what you need to bring', 'what they need to bring',
  'what he needs to bring', 'what she needs to bring', 'what applicants must bring',
  'what customers must bring', 'wetin to bring', 'wetin person go bring', 'wetin we go bring',
  'wetin parent go bring', 'wetin dem go bring', 'abin da za a kawo', 'abin da iyaye za su kawo',
  'me za a kawo', 'kí ni a ó mú wá', 'ohun tí òbí máa mú wá', 'ihe a ga-ebute',
];

/** Passport photographs are goods a studio prints and a business centre scans: "photographs …
 *  Mr Tunde" read as a person photographed. Photographing Mr Tunde himself is still read. */
// biome-ignore format: packed word list
const PASSPORT_PHOTOS: Terms = [
  'passport photograph*', 'passport photo*', 'passport picture*', 'passport-size*',
  'passport size photo*', 'passport size picture*', 'passport-sized', 'passport sized',
  'hoton fasfo', 'hotunan fasfo', 'fọ́tò pásípọ̀ọ̀tù', 'foto paspọtụ',
];

/** A machine's or a site's continued operation in a safety warning ("continued operation of the
 *  faulty generator may result in injury"): the threat class below reads a rival's. */
// biome-ignore format: packed word list
const MACHINE_RUNNING_ON: Terms = [
  'continued operation of', 'continued operation in', 'continued operation without',
  'continued operation with', 'continued use of', 'continued use without',
];

/** Papers or people brought in person "physically if necessary": the force class reads force
 *  offered with a message ("make clear to him, physically if necessary, that …"). */
// biome-ignore format: packed word list
const IN_PERSON: Terms = [
  'submit physically', 'submitted physically', 'submit it physically', 'submit them physically',
  'submit am physically', 'deliver physically', 'delivered physically', 'deliver it physically',
  'deliver them physically', 'deliver am physically', 'bring it physically',
  'bring them physically', 'come physically', 'attend physically', 'appear physically',
  'sign physically', 'collect physically', 'collect it physically', 'pay physically',
  'present physically', 'visit physically', 'go physically', 'check physically',
  'count physically', 'verify physically', 'inspect physically',
];

export const AGENTS_LOOKALIKE_SPECS: readonly CategorySpec[] = [
  { category: 'impersonation_fraud', rules: [], safe: WHAT_TO_BRING },
  { category: 'minors_exploitation', rules: [], safe: WHAT_TO_BRING },
  { category: 'surveillance_stalking', rules: [], safe: PASSPORT_PHOTOS },
  { category: 'violence_threats', rules: [], safe: [...MACHINE_RUNNING_ON, ...IN_PERSON] },
];
