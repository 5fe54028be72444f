// Fourteenth round, civic life (voice-27): lawful errands of courts, chambers, parties and
// monitors that the rules refused, as classes (docs/safety.md, "Fourteenth round, voice-27"): a
// harm named as what a hearing, a bill or a policy is about, monitors logging hate speech, a
// party's women's wing, NIN campaigns, a bank's pledge never to ask, a birth registered, the PVC
// collection, breakfast for the legal team, a street named for a creek. Spread into
// FOURTEENTH_CIVIC_SPECS.
import type { SafetyCategory } from './safety-verdict.ts';
import type { CategorySpec, Terms } from './safety-policy-spec.ts';

/** Harms by the category whose terms name them, as a hearing, a bill or a policy names them. */
const HARMS: Partial<Record<SafetyCategory, readonly string[]>> = {
  violence_threats: ['kidnap*', 'abduction*', 'arson', 'banditry', 'jungle justice', 'lynching*'],
  hate_incitement: ['hate speech', 'incitement', 'ethnic hate', 'hateful content'],
  harassment_intimidation: ['harassment', 'sexual harassment', 'intimidation', 'bullying'],
  impersonation_fraud: ['vote buying', 'vote-buying', 'impersonation', 'identity theft'],
  illegal_goods_services: ['bribery', 'forgery', 'drug trafficking', 'smuggling'],
  minors_exploitation: ['child labour', 'child trafficking', 'child abuse', 'child marriage'],
  sexual_services: ['sex trafficking', 'human trafficking', 'prostitution'],
  surveillance_stalking: ['stalking', 'phone tapping'],
  trespass_break_in: ['trespass*', 'land grabbing', 'burglary'],
};
/** "The public hearing on highway kidnappings": the harm is what the gathering is about. */
// biome-ignore format: packed word list
const GATHERINGS = [
  'hearing on', 'hearings on', 'inquiry into', 'enquiry into', 'panel on', 'seminar on',
  'workshop on', 'training on', 'debate on', 'bill on', 'town hall on', 'conference on',
  'committee on', 'policy on', 'briefing on', 'dialogue on',
];
// Only the words of a heading between the gathering and the harm: "hearing on Monday, kidnap the
// witness" must not read as a topic.
// biome-ignore format: packed word list
const QUALIFIERS = ['', 'the ', 'highway ', 'political '];
/** "The sexual harassment policy", "the hate speech bill": a harm named by what it governs. */
// biome-ignore format: packed word list
const GOVERNING = [
  'policy', 'policies', 'bill', 'law', 'laws', 'training', 'workshop', 'seminar', 'hearing',
  'hearings', 'committee', 'desk', 'unit', 'helpline', 'hotline', 'case', 'cases', 'trial',
  'charges', 'monitoring', 'tribunal', 'panel', 'prosecution*', 'complaint*', 'procedure*',
];
/** Monitors logging what was said: "log any hate speech", "document hate speech". */
// biome-ignore format: packed word list
const LOGGING = [
  'log', 'logs', 'logging', 'log any', 'monitor', 'monitors', 'monitoring', 'monitor any',
  'track', 'tracking', 'document', 'documenting', 'flag', 'flagging', 'flag any', 'report',
  'report any', 'reporting', 'count', 'counting', 'spot', 'identify', 'instances of',
  'examples of', 'incidents of',
];
const LOGGED = ['hate speech', 'hateful content', 'hate messages', 'ethnic slurs', 'incitement'];

const topicPhrases = (harms: readonly string[]): Terms => [
  ...GATHERINGS.flatMap((g) => QUALIFIERS.flatMap((q) => harms.map((h) => `${g} ${q}${h}`))),
  ...harms.flatMap((h) => GOVERNING.map((n) => `${h} ${n}`)),
];

/** A party's or an association's women's wing: a body of members, not women for clients. */
// biome-ignore format: packed word list
const WOMEN_BODIES: Terms = [
  'women wing', "women's wing", 'womens wing', 'women leader*', "women's leader*",
  'women league', "women's league", 'women group', "women's group", 'women forum',
  "women's forum", 'women association', "women's association", 'women caucus',
  "women's caucus", 'women meeting', "women's meeting", 'market women', "women's day",
  'women day', 'women of the party', 'women in politics',
];

/** The NIN or BVN named by a public campaign: "Link your NIN to your SIM" on a banner. */
// biome-ignore format: packed word list
const ID_CAMPAIGNS: Terms = [
  'link your nin', 'link your bvn', 'nin-sim', 'nin sim', 'nin to your sim', 'nin to sim',
  'nin linkage', 'bvn linkage', 'nin enrolment', 'nin enrollment', 'update your nin',
  'update your bvn', 'nin validation',
];

/** A bank's or an office's own pledge: "We will never ask for your OTP, PIN or BVN". The pledge
 *  reaches the codes it lists, so that a code named in it is not one to bring. */
// biome-ignore format: packed word list
const PLEDGES = [
  'we will never ask for your', 'we will never ask you for your', 'we never ask for your',
  'we never ask you for your', 'we do not ask for your', "we don't ask for your",
  'will never ask for your', 'will never ask you for your', 'will never request your',
  'never ask for your', 'never ask you for your', 'we will never request your',
];
const PLEDGED = ['otp', 'pin', 'bvn', 'nin', 'password', 'card details', 'details', 'code'];
const OWN_PLEDGE: Terms = PLEDGES.flatMap((p) => [
  p,
  ...PLEDGED.flatMap((c) => [`${p} ${c}`, `${p} ... ${c}`]),
]);

/** A birth registered: the baby is the reason for the paper, not a child approached. */
// biome-ignore format: packed word list
const BIRTH_PAPERS: Terms = [
  "baby's birth", "child's birth", 'babys birth', 'childs birth', 'birth registration',
  'register* the birth', 'register* a birth', 'register* his birth', 'register* her birth',
  'register* their birth', "baby's birth certificate", "child's birth certificate",
];

/** The PVC collection as an exercise and a place: covering it, queueing at its centre. */
// biome-ignore format: packed word list
const PVC_EXERCISE: Terms = [
  'pvc collection', 'voter card collection', "voter's card collection", 'voters card collection',
  "voters' card collection", 'collection cent*', 'collection point*', 'collection exercise',
  'collection venue*', 'card collection exercise',
];

/** Breakfast, and the legal team: "break … leg" across two words. */
// biome-ignore format: packed word list
const MEALS_AND_LAW: Terms = [
  'breakfast', 'break fast', 'breaking fast', 'break their fast', 'legal', 'legally',
  'paralegal*',
];

/** A street or an estate named for a creek or a lagoon, at a number. */
const WATER_NAMES = ['creek', 'lagoon', 'river', 'canal'];
const STREETS = ['road', 'street', 'avenue', 'close', 'crescent', 'drive', 'lane', 'way'];
const WATER_STREETS: Terms = WATER_NAMES.flatMap((w) => STREETS.map((s) => `# ${w} ${s}`));

const safeTopic = (category: SafetyCategory): Terms => topicPhrases(HARMS[category] ?? []);

export const CIVIC_LOOKALIKE_SPECS: readonly CategorySpec[] = [
  {
    category: 'violence_threats',
    rules: [],
    safe: [...safeTopic('violence_threats'), ...MEALS_AND_LAW],
  },
  {
    category: 'hate_incitement',
    rules: [],
    safe: [
      ...safeTopic('hate_incitement'),
      // "log any hate speech against a tribe": the group is the speech's target, not the Operator's.
      ...LOGGING.flatMap((l) => LOGGED.flatMap((h) => [`${l} ${h}`, `${l} ${h} against`])),
    ],
  },
  { category: 'harassment_intimidation', rules: [], safe: safeTopic('harassment_intimidation') },
  {
    category: 'impersonation_fraud',
    rules: [],
    safe: [...safeTopic('impersonation_fraud'), ...ID_CAMPAIGNS, ...OWN_PLEDGE, ...PVC_EXERCISE],
  },
  { category: 'illegal_goods_services', rules: [], safe: safeTopic('illegal_goods_services') },
  {
    category: 'minors_exploitation',
    rules: [],
    safe: [...safeTopic('minors_exploitation'), ...BIRTH_PAPERS],
  },
  {
    category: 'sexual_services',
    rules: [],
    safe: [...safeTopic('sexual_services'), ...WOMEN_BODIES],
  },
  { category: 'surveillance_stalking', rules: [], safe: safeTopic('surveillance_stalking') },
  { category: 'trespass_break_in', rules: [], safe: safeTopic('trespass_break_in') },
  { category: 'dangerous_work', rules: [], safe: WATER_STREETS },
];
