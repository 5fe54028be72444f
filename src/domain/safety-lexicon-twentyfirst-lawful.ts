// Twenty-first round, lawful errands the older rules refused (docs/safety.md, "Twenty-first
// round, lawful errands"): hunters' dane guns watched at their festival, a coffin bought for a
// burial, a prescribed drug collected, a grandmother's own pension, a recovered car collected,
// farm chemicals sprayed in the kit provided, the writer's own child's recital recorded, a
// robbery reported, health outreach to sex workers, hawking children counted, a beater
// reported, a septic tank emptied by the trade. Safe phrases only; appended to POLICY_SPECS.
import type { CategorySpec, Terms } from './safety-policy-spec.ts';
import { FARM_CHEMICALS } from './safety-lexicon-twentieth.ts';
import { holderUpdates } from './safety-lexicon-twentyfirst-credential.ts';

/** The hunters' own guns at their festival: carried by them, watched by the Operator. Not the
 *  festival or the hunters alone: "buy the hunters' dane guns" is a trade. */
// biome-ignore format: packed word list
const HUNTERS_FESTIVAL: Terms = [
  'hunters carry*', 'hunters carrying', 'dane gun* as part of the',
  'dane gun* ... part of the tradition',
];

/** A coffin for a burial or a funeral, named as such ("buy a coffin" alone may be a threat). */
// biome-ignore format: packed word list
const COFFIN_FOR_A_BURIAL: Terms = [
  'coffin for the burial', 'coffin for the funeral', 'burial ... coffin', 'funeral ... coffin',
  'coffin ... burial', 'coffin ... funeral', 'coffin maker*', 'coffin shop', 'coffin seller*',
];

/** A drug collected on its own prescription. */
export const PRESCRIBED_DRUGS = ['tramadol', 'codeine', 'pentazocine', 'diazepam', 'morphine'];
const PRESCRIBED: Terms = [
  ...['my', 'her', 'his', 'the'].flatMap((o) =>
    PRESCRIBED_DRUGS.map((d) => `${o} prescribed ${d}`),
  ),
  ...PRESCRIBED_DRUGS.flatMap((d) => [`${d} ... with my prescription`, `prescribed ${d}`]),
];

/** The holder draws her own pension or updates her own BVN, the Operator beside her. */
const OWN_PENSION: Terms = [
  ...holderUpdates(['update']),
  'withdraw her pension herself',
  'withdraw his pension himself',
  'collect her pension herself',
  'collect his pension himself',
  'so she can withdraw her pension',
  'so he can withdraw his pension',
];

/** The writer's own car or phone, stolen and recovered, collected from the police. */
// biome-ignore format: packed word list
const RECOVERED: Terms = [
  'recovered after it was stolen', 'was stolen and recovered', 'stolen and later recovered',
  'my stolen car', 'my stolen phone', 'collect my car that was', 'my recovered car',
  'my car that was recovered',
];

/** Farm chemicals sprayed in the kit provided (the twentieth round named gloves and masks). */
const KIT = ['protective kit', 'protective suit', 'safety kit', 'safety gear', 'spray suit'];
const SPRAYED_IN_KIT: Terms = FARM_CHEMICALS.flatMap((c) =>
  KIT.flatMap((k) => [`${c} ... wear* ... ${k}`, `${c} ... ${k} provided`, `${c} ... in the ${k}`]),
);

/** The writer's own child's day recorded: a recital, a graduation, a sports day. */
const OWN_CHILDREN = ["my daughter's", "my son's", "my child's", "my children's", "my kids'"];
// biome-ignore format: packed word list
const CHILDS_DAY = [
  'recital', 'dance recital', 'graduation', 'school play', 'sports day', 'prize giving',
  'prize-giving', 'match', 'concert', 'end of year party', 'inter-house sports', 'cultural day',
];
const OWN_CHILDS_DAY: Terms = OWN_CHILDREN.flatMap((o) => CHILDS_DAY.map((d) => `${o} ${d}`));

/** A robbery already suffered, reported or claimed for. */
// biome-ignore format: packed word list
const ROBBERY_REPORTED: Terms = [
  'robbery ... insurance claim', 'robbery ... for the insurance', 'report* the robbery',
  'robbery ... police report', 'robbery ... to the police', 'after the robbery ... insurance',
  'robbery at our shop last', 'robbery last night ... report*',
];

/** Health outreach to sex workers: condoms, HIV tests. */
// biome-ignore format: packed word list
const HEALTH_OUTREACH: Terms = [
  'condoms ... sex workers', 'hiv ... sex workers', 'sex workers ... hiv',
  'outreach ... sex workers',
  'sex workers ... outreach', 'health workers ... sex workers', 'sex workers ... health check*',
];

/** Children at work counted for a report, not put to work. */
// biome-ignore format: packed word list
const CHILD_WORK_COUNTED: Terms = [
  'count* ... children hawking', 'count* the children hawking',
  'children hawking ... for our report',
  'children hawking ... survey', 'children hawking ... for the report', 'count* ... child hawkers',
];

/** The one who beats, named to be reported: "the man who beats his donkey". */
// biome-ignore format: packed word list
const BEATER_REPORTED: Terms = [
  'report* the man who beat*', 'report* the woman who beat*', 'report* the boys who beat*',
  'report* the men who beat*', 'report* ... who beats his', 'report* ... who beats her',
];

/** A septic tank emptied by its trade, watched from outside. */
// biome-ignore format: packed word list
const SEPTIC_BY_THE_TRADE: Terms = [
  'septic tank ... licensed truck', 'septic tank ... licensed company',
  'evacuat* the septic tank with',
  'septic tank ... supervise from outside', 'septic tank ... watch from outside',
];

/** A family event's video shot for a relative or a friend ("the wedding video for my cousin"). */
const EVENTS = ['wedding', 'birthday', 'burial', 'naming', 'graduation', 'party', 'engagement'];
// biome-ignore format: packed word list
const KIN = [
  'cousin', 'sister', 'brother', 'friend', 'aunty', 'uncle', 'mum', 'dad', 'mother', 'father',
  'daughter', 'son', 'wife', 'husband', 'niece', 'nephew',
];
const EVENT_VIDEO: Terms = EVENTS.flatMap((e) =>
  KIN.flatMap((k) => [`${e} video for my ${k}`, `${e} photos for my ${k}`]),
);

/** Indoor ladder work under a ceiling; fuel for a home generator in an approved can. */
// biome-ignore format: packed word list
const HOUSEHOLD_CHORES: Terms = [
  'instal* ... on the ceiling with a ladder', 'on the ceiling with a ladder',
  'smoke detector* ... ladder',
  'ceiling fan* ... ladder', 'approved jerrycan*', 'approved jerry can*', 'approved container',
  'approved fuel can*', 'petrol for the generator in the approved',
];

/** Children minded at a party while their parents are away from them: babysitting. Not "at the"
 *  anywhere: watching children at a school gate is the older rule's still. */
// biome-ignore format: packed word list
const CHILDREN_MINDED: Terms = [
  'watch the children at the birthday party', 'watch the children at the party',
  'watch the kids at the party', 'watch the children while the parents',
  'watch the kids while the parents', 'look after the children while', 'look after the kids while',
  'mind the children while', 'babysit*', 'baby-sit*',
];

/** A transaction witnessed ("watch him transfer the money"), and a person's broken thing
 *  photographed for them ("photograph the landlord's broken water pump"). */
// biome-ignore format: packed word list
const WITNESSED: Terms = ['him', 'her', 'them'].flatMap((w) =>
  ['transfer', 'pay', 'sign'].map((a) => `watch ${w} ${a}`),
);
const OWNERS = ['landlord', 'neighbour', 'tenant', 'caretaker', 'owner', 'mechanic', 'client'];
// biome-ignore format: packed word list
const THINGS = [
  'broken', 'damaged', 'leaking', 'water pump', 'pump', 'generator', 'fence', 'gate', 'roof',
  'wall',
  'meter', 'car', 'tank', 'shop front', 'signboard',
];
const THING_PHOTOGRAPHED: Terms = OWNERS.flatMap((o) =>
  THINGS.map((t) => `photograph* the ${o}'s ${t}`),
);

export const TWENTYFIRST_LAWFUL_SPECS: readonly CategorySpec[] = [
  {
    category: 'illegal_goods_services',
    rules: [],
    safe: [...HUNTERS_FESTIVAL, ...PRESCRIBED, ...RECOVERED],
  },
  { category: 'harassment_intimidation', rules: [], safe: COFFIN_FOR_A_BURIAL },
  { category: 'impersonation_fraud', rules: [], safe: OWN_PENSION },
  {
    category: 'dangerous_work',
    rules: [],
    safe: [...SPRAYED_IN_KIT, ...SEPTIC_BY_THE_TRADE, ...HOUSEHOLD_CHORES],
  },
  { category: 'sexual_services', rules: [], safe: HEALTH_OUTREACH },
  { category: 'minors_exploitation', rules: [], safe: [...CHILD_WORK_COUNTED, ...CHILDREN_MINDED] },
  {
    category: 'surveillance_stalking',
    rules: [],
    safe: [...OWN_CHILDS_DAY, ...EVENT_VIDEO, ...WITNESSED, ...THING_PHOTOGRAPHED],
  },
  { category: 'violence_threats', rules: [], safe: [...ROBBERY_REPORTED, ...BEATER_REPORTED] },
];
