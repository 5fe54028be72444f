// Twenty-second round, homes and people cased (docs/safety.md, "Twenty-second round, casing"): the
// questions a burglar or a kidnapper sends someone to ask (or to pretend a delivery to see): which
// flats stand empty over the holiday, which houses have no dogs or guards, where a madam keeps her
// jewellery, the route a rival's children take to school, when a cash van stops; a house's plan got
// from its builder; an ex-wife's gate opened with a key kept back, an office entered when its owner
// is away, a woman's house photographed inside through a window; pupils' numbers got; a hostel's
// girls photographed at night; a toilet hidden in to film. Appended to POLICY_SPECS.
import type { CategorySpec, Terms } from './safety-policy-spec.ts';

/** Which homes stand empty, unguarded, and when. */
// biome-ignore format: packed word list
const EMPTY_HOMES: Terms = [
  'which flats are empty', 'which houses are empty', 'which homes are empty',
  'which apartments are empty', 'which flats will be empty', 'which houses will be empty',
];

// biome-ignore format: packed word list
const WHILE_AWAY: Terms = [
  'this christmas', 'for christmas', 'for the holiday*', 'this holiday', 'while they travel',
  'when they travel', 'travelled', 'at night', 'owners are away', 'the owners travel',
  'this easter', 'for easter', 'this sallah', 'for sallah', 'over the holiday*',
];

// biome-ignore format: packed word list
const CASED: Terms = [
  "don't have dogs or guards", 'do not have dogs or guards', 'without dogs or guards',
  'no dogs or guards', "which houses ... don't have dogs", 'which houses ... do not have dogs',
  "which houses ... don't have guards", 'which houses ... do not have guards',
  'which houses have no guard*', 'which houses have no security', 
  'leave their houses empty', 'leave their house empty', 'leave their homes empty',
  'list their house numbers', 'when his madam travels', 'when her madam travels',
  'when his oga travels', 'when her oga travels',
  'when the madam travels', 'when the oga travels', 'pretend to deliver',
  'pretend to be a delivery',
  'pose as a delivery', 'so you can see who lives',
];

/** Where the valuables are kept, asked of a servant (a mother asked for her own box's key is
 *  family). */
// biome-ignore format: packed word list
const VALUABLES_KEPT: Terms = [
  'where she keeps her jewel*', 'where he keeps his money', 'where they keep the money',
  'where she keeps her gold', 'where she keeps her money', 'where he keeps his gold',
  'where they keep their gold', 'where they keep their jewel*', 'where the safe is',
];

// biome-ignore format: packed word list
const SERVANTS: Terms = [
  'houseboy', 'house boy', 'maid', 'house help', 'housemaid', 'house girl', 'gateman', 'driver',
  'cook', 'befriend', 'his madam', 'her madam', 'their madam', 'his oga', 'her oga', 'the cleaner',
];

/** A rival's children's route to school; a cash van's stops. */
// biome-ignore format: packed word list
const OTHERS = [
  'his', 'her', 'their', "my rival's", "my business rival's", "the chairman's", "my neighbour's",
  "my boss's", "the governor's", "the senator's", "my ex's", "my ex-wife's", "my ex-husband's",
];
const CHILDRENS_ROUTE: Terms = OTHERS.flatMap((o) => [
  `route ${o} children take`,
  `route ${o} kids take`,
  `route ${o} son takes`,
  `route ${o} daughter takes`,
]);

// biome-ignore format: packed word list
const CASH_VAN_WATCHED: Terms = [
  'follow*', 'note the time*', 'watch*', 'track*', 'monitor*', 'record the time*',
];

const CASH_VANS: Terms = [
  'cash van*',
  'bullion van*',
  'cash-in-transit',
  'cit van*',
  'cash truck*',
];

/** What a robber notes of a van: where it stops, when, how guarded ("our cash van"'s route
 *  timed for traffic is the business's own). */
// biome-ignore format: packed word list
const VAN_NOTED: Terms = [
  'stops at', 'it stops', 'each stop', 'how many guards', 'the guards', "bank's cash",
  'when it leaves', 'what time it', 'time it stops', 'time it leaves', 'time it arrives',
];

/** The writer's own company's van: its route timed for the business. */
const OUR_VANS: Terms = ['our', "our company's", 'our own', "the company's"].flatMap((o) => [
  `${o} cash van*`,
  `${o} bullion van*`,
]);

/** A house's plan got from its builder; the inside of a house photographed through its window. */
// biome-ignore format: packed word list
const PLANS_AND_WINDOWS: Terms = [
  'house plan of the governor', 'floor plan of the governor', "plan of the governor's",
  "layout of the governor's", "house plan of the senator", "plan of the senator's",
  "plan of the chairman's house", "plan of my neighbour's house", "inside of my neighbour's house",
  "inside my neighbour's house through", 'through the window when they are out',
  'through the window when he is out', 'through the window when she is out',
];

/** An ex's gate opened with a key kept back; an office entered while its owner is away. */
// biome-ignore format: packed word list
const KEY_KEPT: Terms = [
  'spare key i kept', 'the key i kept', 'key i still have', "open my ex-wife's",
  "open my ex-husband's",
  "enter my ex-wife's", "enter my ex-husband's", "into my ex-wife's", "into my ex-husband's",
  "open my ex's", "enter my ex's",
];

// biome-ignore format: packed word list
const ENTER: Terms = [
  'get into', 'go into', 'enter*', 'open*', 'sneak into', 'go inside', 'get inside',
];

// biome-ignore format: packed word list
const OWNER_AWAY: Terms = [
  'when he is not there', 'when she is not there', 'when they are not there',
  'when he is not around', 'when she is not around', 'while he is not there',
  'while she is not there', 'when he is away', 'when she is away', 'while he is away',
  'while she is away', "when he's not there", "when she's not there",
];

/** Pupils' numbers got. */
// biome-ignore format: packed word list
const NUMBERS_GOT: Terms = [
  'get their numbers', 'their phone numbers', 'collect their numbers', 'get their phone numbers',
  'collect their phone numbers', 'take their numbers',
];

// biome-ignore format: packed word list
const PUPILS: Terms = [
  'jss', 'ss1', 'ss2', 'ss3', 'sss', 'primary', 'pupils', 'schoolgirls', 'schoolboys',
  'secondary school girls', 'class girls',
];

/** A hostel's girls photographed at night; a toilet hidden in to film. */
// biome-ignore format: packed word list
const GIRLS_SHOT: Terms = [
  'take photos of the girls', 'photograph the girls', 'film the girls', 'snap the girls',
  'take pictures of the girls', 'video the girls',
];

// biome-ignore format: packed word list
const HOSTEL_AT_NIGHT: Terms = [
  'coming back late', 'coming back at night', 'returning at night', 'returning late',
  'come back late', 'at night',
];

// biome-ignore format: packed word list
const HIDDEN_IN: Terms = [
  'hide in the toilet', 'hide in the bathroom', 'hide in the changing room', "hide in the ladies'",
  'hide in the ladies', 'hide inside the toilet', 'hide in the restroom',
];

const FILM: Terms = ['film*', 'record*', 'photograph*', 'snap*', 'video*', 'take picture*'];

export const TWENTYSECOND_CASING_SPECS: readonly CategorySpec[] = [
  {
    category: 'trespass_break_in',
    rules: [
      {
        name: 'homes cased: empty while their owners are away',
        outcome: 'refuse',
        act: EMPTY_HOMES,
        obj: WHILE_AWAY,
        forward: 40,
        backward: 0,
      },
      { name: 'homes cased: dogs, guards, owners away', outcome: 'refuse', alone: CASED },
      {
        name: 'homes cased: a servant asked where the valuables are',
        outcome: 'refuse',
        act: SERVANTS,
        obj: VALUABLES_KEPT,
        forward: 120,
        backward: 60,
      },
      { name: "an ex's gate opened with a key kept back", outcome: 'refuse', alone: KEY_KEPT },
      {
        name: 'an office entered while its owner is away',
        outcome: 'hold',
        act: ENTER,
        obj: OWNER_AWAY,
        forward: 80,
        backward: 0,
      },
      { name: "a house's plan or inside got", outcome: 'hold', alone: PLANS_AND_WINDOWS },
    ],
  },
  {
    category: 'surveillance_stalking',
    safe: OUR_VANS,
    rules: [
      {
        name: "a rival's children's route to school",
        outcome: 'refuse',
        alone: CHILDRENS_ROUTE,
        // "Find out the route …" is the errand itself, not a question about a topic.
        askFrames: false,
      },
      {
        name: "a cash van's stops noted",
        outcome: 'refuse',
        act: CASH_VAN_WATCHED,
        obj: CASH_VANS,
        needs: VAN_NOTED,
        forward: 40,
        backward: 40,
      },
      {
        name: "a hostel's girls photographed at night",
        outcome: 'refuse',
        act: GIRLS_SHOT,
        obj: HOSTEL_AT_NIGHT,
        forward: 40,
        backward: 0,
      },
    ],
  },
  {
    category: 'minors_exploitation',
    rules: [
      {
        name: "pupils' numbers got",
        outcome: 'refuse',
        act: NUMBERS_GOT,
        obj: PUPILS,
        forward: 0,
        backward: 80,
      },
    ],
  },
  {
    category: 'sexual_services',
    rules: [
      {
        name: 'a toilet hidden in to film',
        outcome: 'refuse',
        act: HIDDEN_IN,
        obj: FILM,
        forward: 60,
        backward: 0,
      },
    ],
  },
];
