// Thirteenth round, community life (voice-19): lawful errands of churches, mosques, associations
// and elections that the rules refused, as classes (docs/safety.md, "Thirteenth round,
// voice-19"): warnings and reports of scams, campaigns against vote buying, PVC schedules, Igbo
// books and Yoruba bush, drug abuse named as a topic, children's parties, the traffic on a named
// road. Spread into THIRTEENTH_COMMUNITY_SPECS.
import type { CategorySpec, Terms } from './safety-policy-spec.ts';

/** "If anyone claims to be from the bank, hang up": the impostor in a warning, not the Operator. */
// biome-ignore format: packed word list
const IF_SOMEONE_CLAIMS: Terms = [
  'if anyone claims to be', 'if anybody claims to be', 'if someone claims to be',
  'if any person claims to be', 'anyone who claims to be', 'anybody who claims to be',
  'someone who claims to be', 'if anybody claim say', 'if anyone claim say',
  'if person claim say', 'anybody wey claim say', 'if they claim to be',
];
/** A caller who said he was the bank and asked for codes, told as a report. */
// biome-ignore format: packed word list
const CALLER_ASKED: Terms = [
  'say na bank and ask for', 'say na bank come ask for', 'say dem be bank and ask for',
  'say e be bank and ask for', 'say dem from bank ask for', 'said they were the bank and asked for',
  'said he was from the bank and asked for', 'said she was from the bank and asked for',
  'claiming to be the bank and asked for', 'posing as the bank asked for',
];
/** Teaching or warning about a scam, in Igbo: "maka aghụghọ OTP" is about the scam. */
// biome-ignore format: packed word list
const ABOUT_SCAM_IG: Terms = [
  'maka aghugho', 'gbasara aghugho', 'banyere aghugho', 'megide aghugho', 'ihe gbasara aghugho',
  'ka e si ezere aghugho', 'ezere aghugho',
];
/** Campaigns against vote buying, and reporting it, in English and Hausa. */
// biome-ignore format: packed word list
const AGAINST_VOTE_BUYING: Terms = [
  'report vote buying', 'report any vote buying', 'report all vote buying',
  'against vote buying', 'stop vote buying', 'no to vote buying', 'end vote buying',
  'vote is not for sale', 'votes are not for sale',
  ...['flyers', 'leaflets', 'posters', 'talk', 'education', 'sensitisation', 'sensitization',
    'enlightenment', 'awareness', 'jingle', 'sermon', 'campaign'].map((w) => `${w} on vote buying`), 'rahoton sayen kuri a', 'rahoto kan sayen',
  'yaki da sayen kuri a', 'hana sayen kuri a', 'kin sayen kuri a',
];
/** The schedule of PVC distribution, asked of INEC. */
// biome-ignore format: packed word list
const PVC_SCHEDULE: Terms = [
  'jadawalin rabon katin zabe', 'rabon katin zabe', 'rabon pvc', 'lokacin rabon katin',
  'pvc distribution', 'distribution of pvc*', 'pvc collection schedule',
  'pvc collection timetable', 'rabon katin zabe pvc',
];
/** Igbo the language: hymn books and Bibles in Igbo. */
// biome-ignore format: packed word list
const IGBO_BOOKS: Terms = [
  'akwukwo abu igbo', 'abu igbo', 'baibul igbo', 'baibulu igbo', 'bible igbo', 'akwukwo igbo',
  'ukwe igbo', 'akwukwo nso igbo', 'igbo hymn*', 'igbo bible*',
];
/** Yoruba "igbó" (bush, forest) cleared or walked through. */
// biome-ignore format: packed word list
const BUSH_YO: Terms = [
  'ge igbo', 'pa igbo', 'sa igbo', 'nu igbo', 'igbo to wa', 'igbo ti o wa', 'inu igbo',
  'igbo to yi', 'igbo lẹgbẹẹ', 'igbo legbee', 'igbo kijikiji', 'ro igbo',
];
/** A drug named as the topic of a leaflet or a talk: "codeine and tramadol abuse". */
const TOPIC_DRUGS = ['codeine', 'tramadol', 'cannabis', 'igbo', 'drug', 'drugs', 'tramol'];
// biome-ignore format: packed word list
const DRUG_ABUSE: Terms = [
  ...TOPIC_DRUGS.flatMap((drug) =>
    ['abuse', 'misuse', 'addiction'].map((harm) => `${drug} ${harm}`),
  ),
  ...TOPIC_DRUGS.flatMap((drug) =>
    ['abuse', 'misuse', 'addiction'].map((harm) => `${drug} and ... ${harm}`),
  ),
];
/** "Beat the Eko Bridge traffic": the rush on a named road, not a person ("the traffic warden"). */
const ROADS = [
  'bridge',
  'road',
  'expressway',
  'express',
  'highway',
  'morning',
  'evening',
  'rush hour',
];
// biome-ignore format: packed word list
const BEAT_RUSH: Terms = [
  ...ROADS.flatMap((road) => [`beat the ... ${road} traffic`, `beat di ... ${road} traffic`]),
  'beat the ... go-slow', 'beat the ... go slow', 'beat the ... hold-up', 'beat the ... holdup',
  'beat the ... rush hour',
];
/** Children named as what a thing is for: a children's party, a children's day. */
// biome-ignore format: packed word list
const CHILDREN_EVENT: Terms = [
  'children party', "children's party", 'childrens party', 'children christmas party',
  'children day', "children's day", 'childrens day', 'pikin party', 'kids party',
  "kids' party", 'children end of year party', 'children harvest',
];
export const COMMUNITY_LOOKALIKE_SPECS: readonly CategorySpec[] = [
  {
    category: 'impersonation_fraud',
    rules: [],
    safe: [
      ...IF_SOMEONE_CLAIMS,
      ...CALLER_ASKED,
      ...ABOUT_SCAM_IG,
      ...AGAINST_VOTE_BUYING,
      ...PVC_SCHEDULE,
    ],
  },
  {
    category: 'illegal_goods_services',
    rules: [],
    safe: [...IGBO_BOOKS, ...BUSH_YO, ...DRUG_ABUSE],
  },
  { category: 'violence_threats', rules: [], safe: BEAT_RUSH },
  { category: 'minors_exploitation', rules: [], safe: CHILDREN_EVENT },
];
