// Twenty-seventh round, what passes (docs/safety.md, "Twenty-seventh round"): lawful look-alikes
// the fresh writers' tasks showed, as classes, each beside the refusals it must not trip.
// Appended to POLICY_SPECS; the lexicon groups join LEXICON (safety-lexicon.ts).
import type { LexiconGroup } from './safety-lexicon-kinds.ts';
import type { CategorySpec, Terms } from './safety-policy-spec.ts';

/** "Kill" as praise or as silencing a thing: a haircut, a look, background noise, an engine. */
// biome-ignore format: packed word list
const KILL_A_THING: Terms = [
  'kill the background noise', 'kill background noise', 'kill the noise', 'kill the engine',
  'kill the lights', 'kill the music', 'kill the sound', 'kill the echo', 'kill this low cut',
  'kill low cut', 'kill the low cut', 'kill this look', 'kill the look', 'kill this outfit',
  'kill the outfit', 'kill this style', 'kill the style', 'kill the hairstyle', 'killed the look',
  'kill time',
];
/** A burn to be treated: a scalp burnt by relaxer, a burn cream. */
// biome-ignore format: packed word list
const BURNS_TREATED: Terms = [
  'scalp burn*', 'relaxer burn*', 'burn for scalp', 'burn treatment', 'treatment for burn*',
  'burn cream', 'burn ointment', 'skin burn*', 'chemical burn*', 'minor burn*',
];
/** Things broken in a test, or by an officer opening a seal. */
// biome-ignore format: packed word list
const BROKEN_IN_A_TEST: Terms = [
  'bend and break', 'break the sample*', 'rebend test', 'bend test', 'sample bars',
  'officer breaks it', 'officer breaks the seal', 'officers break the seal', 'breaks the seal',
  'break the seal', 'survey attacks on', 'study of attacks on', 'report on attacks on',
  'attacks on health workers',
];
/** A heart or a show stolen; toy revolvers for a party; Yoruba "gùn" (climb) is no gun. */
// biome-ignore format: packed word list
const NO_THEFT_NO_GUN: Terms = [
  "stealing the bride's heart", 'stealing the brides heart', 'steal her heart', 'stole her heart',
  'stealing her heart', 'steal his heart', 'stealing hearts', 'steal the show', 'stealing the show',
  'stole the show', 'toy revolver*', 'plastic toy revolver*', 'plastic revolver*', 'toy rifle*',
  'plastic rifle*', 'gun un', 'ma gun un', 'má gùn ún', 'gun ori', 'gùn orí', 'gun oke', 'gùn òkè',
  'tell if ... has been stolen', 'know if ... has been stolen', 'check if ... has been stolen',
  'tell if ... was stolen', 'survey ... and stolen', 'do not attempt', 'do not try to',
  'no touch anything no open am', 'no touch am no open am',
];
/** A wedding couple photographed as they arrive; a colour called nude. */
// biome-ignore format: packed word list
const COUPLE_AND_COLOUR: Terms = [
  'the couple stepping out', 'couple stepping out', 'the couple arriving', 'the couple cutting',
  'the couple dancing', "the couple's arrival", 'couple commissioned', 'bride and groom',
  'awo nude', 'awọ nude', 'àwọ̀ nude', 'nude colour*', 'nude color*', 'colour nude', 'color nude',
  'nude heel*', 'nude shoe*', 'nude bag*', 'nude sandal*', 'nude pump*',
];
/** A twin's school things priced, their items alone photographed. */
// biome-ignore format: packed word list
const TWINS_ITEMS: Terms = [
  'for my twins ... age #', 'my twins ... age #', 'pictures of the items', 'photos of the items',
  'pictures of the items only',
];
/** A scam surveyed as a title's topic; Eke a surname and a market day; a route followed. */
// biome-ignore format: packed word list
const NAMED_AND_SURVEYED: Terms = [
  'survey scam*', 'survey of scam*', 'study scam*', 'ngozi eke', 'chioma eke', 'emeka eke',
  'chinedu eke', 'mr eke', 'mrs eke', 'dr eke', 'eke market',
];
// biome-ignore format: packed word list
const ROUTES_FOLLOWED: Terms = [
  'follow d route', 'follow d road', 'follow d ambulance route', 'follow the ambulance route',
  'follow d same route',
];
/** An agency's name: a task force's yard, the air force base. */
const AGENCIES: Terms = ['task force', 'taskforce', 'air force', 'police force'];
/** Igbo "do not touch the pump or the wire", "stay on the ground". */
// biome-ignore format: packed word list
const HANDS_OFF_IG: Terms = [
  'emetụla pump', 'emetula pump', 'emetụla wire', 'emetula wire', 'emetụla ihe ọ bụla',
  'emetula ihe obula', "nọrọ n'ala", 'noro n ala', "noro n'ala",
];

export const TWENTYSEVENTH_LAWFUL_SPECS: readonly CategorySpec[] = [
  {
    category: 'violence_threats',
    safe: [...KILL_A_THING, ...BURNS_TREATED, ...BROKEN_IN_A_TEST],
    rules: [],
  },
  { category: 'illegal_goods_services', safe: NO_THEFT_NO_GUN, rules: [] },
  { category: 'sexual_services', safe: COUPLE_AND_COLOUR, rules: [] },
  { category: 'minors_exploitation', safe: TWINS_ITEMS, rules: [] },
  { category: 'impersonation_fraud', safe: NAMED_AND_SURVEYED, rules: [] },
  { category: 'surveillance_stalking', safe: ROUTES_FOLLOWED, rules: [] },
  { category: 'trespass_break_in', safe: AGENCIES, rules: [] },
  { category: 'dangerous_work', anywhere: HANDS_OFF_IG, rules: [] },
];

/** Negations with an auxiliary ("do not attempt to buy"); past tenses that continue a question
 *  ("whether anyone called them and asked for an OTP"); a document list asked in Hausa. */
export const TWENTYSEVENTH_LEXICON: readonly LexiconGroup[] = [
  {
    kind: 'negation',
    // biome-ignore format: packed word list
    terms: [
      'do not attempt to', "don't attempt to", 'do not try to', "don't try to", 'never attempt to',
      'never try to',
    ],
  },
  {
    kind: 'gerundAct',
    terms: ['asked', 'requested', 'demanded', 'pretended', 'claimed'],
  },
  {
    kind: 'requirementAsk',
    // biome-ignore format: packed word list
    terms: [
      'wane takardu ake bukata', 'wadanne takardu ake bukata', 'wane takardu ne ake bukata',
      'takardun da ake bukata',
    ],
  },
];
