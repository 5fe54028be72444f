// Eighteenth round, nightlife (voice-48): lawful errands of clubs, bars, lounges and hotels at
// night the rules refused or held, as classes (docs/safety.md, "Eighteenth round, voice-48"):
// party and toy guns, an act that "kills" a show, going along with a truck to a venue, Igbo
// music, Hausa "kankara" (ice, not the town). Spread into EIGHTEENTH_NIGHTLIFE_SPECS.
import type { CategorySpec, Terms } from './safety-policy-spec.ts';

/** Party props and toys called guns: "buy … guns" is the weapons trade. "toy gun*" and "water
 *  gun*" are known; the modifier in between ("toy cap guns") and the props are not. */
// biome-ignore format: packed word list
const PARTY_GUNS: Terms = [
  'cap gun*', 'toy cap gun*', 'money gun*', 'cash gun*', 'confetti gun*', 'confetti cannon*',
  'bubble gun*', 'foam gun*', 'nerf gun*', 'glitter gun*', 'streamer gun*', 'party gun*',
  'toy water gun*',
];

/** An act that "kills" a show, a party or a stage: Pidgin and English praise. "wey go kill am"
 *  after a performer only: "find boys wey go kill am" is still refused. */
// biome-ignore format: packed word list
const KILLS_THE_SHOW: Terms = [
  'kill the party', 'kill the show', 'kill the stage', 'kill the dance floor', 'kill the vibe',
  'kill the dancefloor', 'killed the show', 'killed the party', 'killed the stage',
  'kills the show', 'kills the party', 'go kill the party', 'go kill the show', 'mc wey go kill',
  'mc wey fit kill', 'band wey go kill', 'band wey fit kill', 'hypeman wey go kill',
  'singer wey go kill', 'comedian wey go kill', 'mc go kill am', 'band go kill am',
  // "DJ" is a term of an older violence rule, so a phrase that holds it hides only the "dj"
  // (its core): the occasion after "kill am" says what is killed.
  'kill am for my birthday', 'kill am for my ... birthday', 'kill am for my party',
  'kill am for our party', 'kill am for the party', 'kill am for my wedding',
  'kill am for the wedding', 'kill am for the show', 'kill am for our show',
  'kill am for the event', 'kill am for our event',
];

/** Going along with the club's truck or van to a venue (Pidgin "follow am reach the venue"):
 *  the older list knows markets, campuses and hospitals. */
const GOING_ALONG_TO: Terms = ['venue', 'event centre', 'event center', 'wedding'].flatMap(
  (place) => [`follow* ... go ... ${place}`, `follow* ... reach ... ${place}`],
);

/** Igbo music and its performers: "igbo" alone is cannabis; "igbo music" is known. */
// biome-ignore format: packed word list
const IGBO_MUSIC: Terms = [
  'igbo highlife', 'igbo band*', 'igbo musician*', 'igbo artist*', 'igbo singer*', 'igbo dj*',
  'igbo comedian*', 'igbo cultural', 'igbo troupe*', 'igbo gospel', 'igbo rap*', 'igbo drummer*',
  'igbo dancer*', 'igbo playlist*', 'igbo hits', 'igbo oldies', 'igbo old school', 'igbo mc*',
  'igbo masquerade*', 'igbo highlife band*', 'igbo live band*', 'igbo praise',
];

/** Hausa "kankara" as ice (bags, cartons, cold water), not Kankara the town on a night road. */
// biome-ignore format: packed word list
const ICE: Terms = [
  'buhun kankara', 'buhunan kankara', 'buhu na kankara', 'kankara da ruwa', 'ruwan kankara',
  'sayo kankara', 'saya kankara', 'sayi kankara', 'sayar da kankara', 'kankara goma',
  'kankara biyar', 'ledar kankara', 'leda kankara', 'kankarar ruwa', 'injin kankara',
  'kwalin kankara', 'kankara a kwali', 'kankara a cikin', 'mai sayar da kankara',
  'kankara mai sanyi',
];

export const NIGHTLIFE_LOOKALIKE_SPECS: readonly CategorySpec[] = [
  { category: 'illegal_goods_services', rules: [], safe: [...PARTY_GUNS, ...IGBO_MUSIC] },
  { category: 'violence_threats', rules: [], safe: KILLS_THE_SHOW },
  { category: 'surveillance_stalking', rules: [], safe: GOING_ALONG_TO },
  { category: 'dangerous_work', rules: [], safe: ICE },
];
