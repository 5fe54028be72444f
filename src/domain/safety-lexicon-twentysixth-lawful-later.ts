// Twenty-sixth round, what passes, the later batches (docs/safety.md, "Twenty-sixth round, fourth
// batch" to "sixth batch"): lawful look-alikes the fresh writers' tasks showed, as classes, each
// beside the refusals it must not trip. The first batches' are in
// safety-lexicon-twentysixth-lawful.ts. Appended to POLICY_SPECS after it.
import type { CategorySpec, Terms } from './safety-policy-spec.ts';

/** The fourth batch's look-alikes: kidnapping counted in Hausa, scams named on a survey, a
 *  child's size, a fake alert asked about in Igbo, a bus ticket, children who live with the
 *  writer, a toy pistol, what a caller claimed, a signature for a delivery, a records office. */
// biome-ignore format: packed word list
const KIDNAPPING_COUNTED_HA: Terms = [
  'sau nawa garkuwa', 'yawan garkuwa', 'matsalar garkuwa', 'ko garkuwa da mutane ya',
];
const SCAM_KINDS = [
  'otp',
  'bvn',
  'pos',
  'sim',
  'otp and bvn',
  'bvn and otp',
  'otp and sim swap',
  'sim swap',
];
const SCAMS_SURVEYED: Terms = ['on', 'about', 'regarding'].flatMap((lead) =>
  SCAM_KINDS.map((k) => `${lead} ${k} scams`),
);
// biome-ignore format: packed word list
const CHILD_SIZED: Terms = [
  'sized for a # year old', 'size for a # year old', 'sized for # year old', 'fit a # year old',
  'for a # year old and a # year old', 'jackets for a # year old',
];
// biome-ignore format: packed word list
const FAKE_ALERT_ASKED_IG: Terms = [
  'maka fake alert', 'ezigala ha fake alert', 'ezitere ha fake alert', 'zitere ha fake alert',
  'enwetala fake alert', 'ha enwetala fake alert',
];
// biome-ignore format: packed word list
const TICKETS: Terms = [
  'abc transport', 'chisco transport', 'guo transport', 'peace mass transit', 'god is good motors',
  'young shall grow', 'libra motors', 'transport ticket*', 'bus ticket*',
  // "to Owerri" spells "tower" once its space is dropped; a doubled letter keeps it from
  // being a split trap (safety-tags.ts isTrap), so the town is a safe phrase here.
  'to owerri', 'to owerri road',
];
// biome-ignore format: packed word list
const CHILDREN_AT_HOME: Terms = [
  'the children now live with me', 'children now live with me', 'the children live with me',
  'my children live with me', 'the kids now live with me', 'the kids live with me',
];
// biome-ignore format: packed word list
const TOYS: Terms = [
  'toy cowboy pistol*', 'cowboy pistol*', 'plastic water gun*', 'cap gun*', 'toy pistol*',
];
// biome-ignore format: packed word list
const CALLER_CLAIMED: Terms = [
  'the caller claimed', 'caller claimed to be', 'callers claimed to be', 'what the caller claimed',
];
// biome-ignore format: packed word list
const DELIVERY_SIGNED: Terms = [
  'signature say dem receive', 'signature that they received', 'signatures that they received',
  'signature to confirm receipt', 'signature as proof of delivery', 'sign say dem receive',
];
const RECORDS_OFFICE: Terms = ['record office', 'records office', 'record room', 'records room'];

/** The fifth batch's look-alikes: suya on the fire, a kids' menu photographed, kilishi and a
 *  ram slaughtered by a butcher in Hausa, an Igbo traditional wedding, a water gun in Igbo. */
// biome-ignore format: packed word list
const SUYA_FIRE: Terms = [
  'pour yaji', 'dey pour yaji', 'pour the yaji', 'pour pepper', 'sticks on the fire',
  'suya on the fire',
];
// biome-ignore format: packed word list
const MENU_PHOTOGRAPHED: Terms = [
  'photograph the menu*', 'menu board only', "kids' meal*", 'kids meal*', 'suit two children aged',
];
// biome-ignore format: packed word list
const BUTCHERED_HA: Terms = [
  'kilishi', 'mahauci ya yanka shi', 'mahauci ya yanka', 'yanka shi ya fede', 'yanka ta ta fede',
  'mahauta',
];
const IGBO_WEDDING: Terms = ['igbo trad', 'igbo trad wedding', 'my igbo trad', 'igba nkwu'];
// biome-ignore format: packed word list
const WATER_GUN_IG: Terms = [
  'egbe mmiri', 'egbe plastic', 'egbe ụmụaka', 'egbe umuaka', 'egbe egwuregwu', 'water gun*',
];

/** The sixth batch's look-alikes: an ID held in Pidgin ("she get NIN but no BVN yet": get is
 *  have), a child's size in years. */
const HOLDERS = ['she', 'he', 'i', 'e', 'we', 'dem', 'my mama', 'my papa'];
const IDS = ['nin', 'bvn', 'id card', 'voters card', 'nin slip', 'national id'];
const ID_HELD_PIDGIN: Terms = HOLDERS.flatMap((h) =>
  IDS.flatMap((id) => [`${h} get ${id}`, `${h} don get ${id}`, `${h} no get ${id}`]),
);
// biome-ignore format: packed word list
const SIZE_IN_YEARS: Terms = [
  'size # years', 'size # year', 'size # yrs', 'for size # years', 'size # years and # years',
  'uniform for boys of #', 'uniform for girls of #', 'uniforms for boys of #',
  'uniforms for girls of #', 'uniform for children of #', 'uniforms for children of #',
];

/** Long briefs' look-alikes: a dispatch who says who he is, a match's "first attack", Igbo
 *  titles, a school visit that forbids speaking to or photographing pupils, kidnapping heard of. */
// biome-ignore format: packed word list
const INTRODUCED_AS = [
  'a dispatch', 'a dispatch from', 'a dispatch rider', 'our staff', 'our agent', 'our representative',
  'a representative of', 'a volunteer', 'an enumerator', 'a researcher', 'a student',
];
const SAID_WHO_ONE_IS: Terms = INTRODUCED_AS.map((who) => `introduce yourself as ${who}`);
// biome-ignore format: packed word list
const MATCH_ATTACKS: Terms = [
  'first attack', 'predict the first attack', 'which side attacks first', 'side attacks first',
  'kidnapping incident*', 'heard of kidnapping', 'kidnapping risk*', 'risk of kidnapping',
];
// biome-ignore format: packed word list
const PUPILS_LEFT_ALONE: Terms = [
  'not speak to photograph or call', 'not talk to photograph or call', 'not speak to photograph or',
  'not talk to photograph or', 'no speak to photograph or',
];

export const TWENTYSIXTH_LATER_LAWFUL_SPECS: readonly CategorySpec[] = [
  {
    category: 'illegal_goods_services',
    // biome-ignore format: packed word list
    safe: [
      ...TOYS, ...IGBO_WEDDING, ...WATER_GUN_IG, 'igbo title*', 'igbo-language title*',
      'gane ... jabu', 'gano ... jabu', 'yadda ake gane',
    ],
    rules: [],
  },
  {
    category: 'violence_threats',
    safe: [...KIDNAPPING_COUNTED_HA, ...BUTCHERED_HA, ...MATCH_ATTACKS],
    rules: [],
  },
  { category: 'surveillance_stalking', safe: RECORDS_OFFICE, rules: [] },
  { category: 'dangerous_work', safe: [...TICKETS, ...SUYA_FIRE], rules: [] },
  {
    category: 'minors_exploitation',
    // biome-ignore format: packed word list
    safe: [
      ...CHILD_SIZED, ...CHILDREN_AT_HOME, ...MENU_PHOTOGRAPHED, ...SIZE_IN_YEARS,
      ...PUPILS_LEFT_ALONE, 'ụlọ akwụkwọ ụmụaka', 'ulo akwukwo umuaka',
    ],
    rules: [],
  },
  {
    category: 'impersonation_fraud',
    // biome-ignore format: packed word list
    safe: [
      ...SCAMS_SURVEYED, ...FAKE_ALERT_ASKED_IG, ...CALLER_CLAIMED, ...DELIVERY_SIGNED,
      ...ID_HELD_PIDGIN, ...SAID_WHO_ONE_IS,
    ],
    rules: [],
  },
];
