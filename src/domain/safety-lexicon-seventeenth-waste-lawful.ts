// Seventeenth round, waste, scrap, recycling and sanitation (voice-44): lawful errands the rules
// refused or held, as classes (docs/safety.md, "Seventeenth round, voice-44"): a warning that
// calls a job a scam, manhole covers as goods, waste "picking" (not Pidgin "pickin"), a look
// "from above ground" in Igbo, Yoruba and Hausa, the Operator told outright not to open a tank
// or a manhole. Spread into SEVENTEENTH_WASTE_SPECS.
import type { CategorySpec, Terms } from './safety-policy-spec.ts';

/** A notice or a warning that calls something a scam: the predicate, not a scam run. */
// biome-ignore format: packed word list
const CALLED_A_SCAM: Terms = [
  'na scam', 'na all scam', 'na pure scam', 'is a scam', 'is scam', 'are a scam', 'are scams',
  'is all a scam', 'it is a scam', "it's a scam", 'its a scam', 'na scam be that',
  'damfara ne', 'zamba ne', 'na damfara ne', 'jìbìtì ni', 'ayédèrú ni', 'wayo ni',
  'bụ aghụghọ', 'aghụghọ ka ọ bụ', 'bụ ojoro',
];

/** Manhole covers as goods: bought, made, delivered, or refused by a scrap buyer. Lifting one
 *  and going down is still held: none of these phrases holds a verb of opening or entering. */
// biome-ignore format: packed word list
const MANHOLE_COVERS_AS_GOODS: Terms = [
  'new manhole cover*', 'manhole cover from', 'manhole covers from', 'manhole cover or',
  'manhole covers or', 'manhole cover and rail', 'cable manhole cover*', 'buy a manhole cover',
  'buy one manhole cover', 'buy the manhole cover*', 'buy manhole cover*', 'sell manhole cover*',
  'stolen manhole cover*', 'manhole cover* for sale', 'price of manhole cover*',
  'manhole cover price*', 'cast iron manhole cover*', 'concrete manhole cover*',
  'deliver the manhole cover*', 'manhole cover* to the foundry', 'replacement manhole cover*',
];

/** Waste picking and pickers: "pickin*" (Pidgin, a child) reads "picking" by its `*`. */
// biome-ignore format: packed word list
const WASTE_PICKING: Terms = [
  'pickings', 'waste picking', 'scrap picking', 'picking at', 'picking through', 'picking from',
  'picking waste', 'picking scrap', 'picking cans', 'picking plastic*', 'picking bottles',
];

/** Looked at from above ground, in Igbo, Yoruba and Hausa: "from the ground" is an excuse in
 *  English only. */
// biome-ignore format: packed word list
const FROM_ABOVE_GROUND: Terms = [
  'site n elu ala', 'site na elu ala', 'si n elu ala', 'nọrọ n elu ala', 'guzo n elu ala',
  'anọla n elu ala', 'láti orí ilẹ̀', 'láti orílẹ̀', 'dúró lórí ilẹ̀', 'lórí ilẹ̀ ni kí o dúró',
  'ka tsaya a kasa', 'ka tsaya a ƙasa', 'daga bakin rijiya', 'daga bakin ramin',
];

/** The Operator told outright not to open a tank, a soakaway or a manhole, or the licensed
 *  crew doing it: anywhere in a long brief, like "do not go into the". */
// biome-ignore format: packed word list
const TOLD_NOT_TO_OPEN: Terms = [
  'do not open the septic*', 'do not open the manhole*', 'do not open the soakaway*',
  'do not open the soak-away*', "don't open the septic*", "don't open the manhole*",
  'never open the septic*', 'never open the manhole*', 'no open the septic*',
  'no open the manhole*', 'no open the soakaway*', 'or lean over it', 'do not lean over',
  "crew will do that", 'crew will open it', 'evacuators will do that',
  'evacuator will do that', 'desludging crew will',
];

/** A woman driver, secretary or officer of a firm: "female company" as a person's role. */
// biome-ignore format: packed word list
const FEMALE_COMPANY_STAFF: Terms = [
  'female company driver*', 'female company staff', 'female company secretary',
  'female company rep*', 'female company official*', 'female company officer*',
  'female company director*', 'female company worker*', 'female company guide*',
];

/** Igbo the language, in a list of languages or by its writing: "igbo" alone is cannabis. */
// biome-ignore format: packed word list
const IGBO_WRITTEN: Terms = [
  'in igbo', 'igbo yoruba', 'yoruba igbo', 'igbo hausa', 'hausa igbo', 'igbo english',
  'english igbo', 'igbo pidgin', 'igbo tone mark*', 'igbo spelling*', 'igbo version*',
  'igbo copy', 'igbo copies', 'igbo flyer*', 'igbo leaflet*', 'igbo poster*', 'igbo notice*',
  'igbo alphabet', 'igbo letters', 'igbo words', 'igbo wording', 'igbo proofread*',
];

export const WASTE_LOOKALIKE_SPECS: readonly CategorySpec[] = [
  { category: 'impersonation_fraud', rules: [], safe: CALLED_A_SCAM },
  {
    category: 'dangerous_work',
    rules: [],
    safe: MANHOLE_COVERS_AS_GOODS,
    excuse: FROM_ABOVE_GROUND,
    anywhere: TOLD_NOT_TO_OPEN,
  },
  { category: 'minors_exploitation', rules: [], safe: WASTE_PICKING },
  { category: 'sexual_services', rules: [], safe: FEMALE_COMPANY_STAFF },
  { category: 'illegal_goods_services', rules: [], safe: IGBO_WRITTEN },
];
