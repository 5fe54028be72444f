// Twenty-first round, people (docs/safety.md, "Twenty-first round"): a girl found to sleep with a
// client, women recruited to entertain rich men, a girl or a woman brought to a man's room, a
// child lured with a false errand, Yoruba photographs of children, a house entered while the
// woman sleeps, a back door opened at night (Hausa, Yoruba, Igbo), a home's things carried out
// while its people sleep, homes scouted for a burglary, a drunk woman taken to a room; the
// writer's own child by age and a grown-up asked about children pass.
// Appended to POLICY_SPECS.
import type { CategorySpec, Terms } from './safety-policy-spec.ts';

/** A girl found to spend the night with a client, in Pidgin. */
// biome-ignore format: packed word list
const SLEEP_WITH_CLIENT: Terms = [
  'follow my client sleep', 'follow my guest sleep', 'follow my oga sleep', 'follow am sleep',
  'follow him sleep', 'follow the man sleep', 'sleep with my client', 'sleep with my oga',
  'sleep with the client', 'sleep with the guest', 'spend the night with my guest',
  'spend the night with the client', 'spend the night with the guest',
];

/** Young women recruited to entertain rich men; a club's "private dances". */
// biome-ignore format: packed word list
const ENTERTAINING_MEN: Terms = [
  'entertaining rich men', 'entertain rich men', 'entertain* ... rich men', 'keep rich men company',
  'quick money ... rich men', 'rich men ... quick money', 'private dances', 'lap dance*',
  "gentlemen's club", 'gentlemens club', 'sugar daddies for', 'sugar daddy for',
  'link them with rich men', 'link her with rich men', 'connect* ... with rich men',
];

/** A woman's house entered while she sleeps, or her husband away. */
// biome-ignore format: packed word list
const ENTERED_WHILE_ASLEEP: Terms = [
  'enter ... when she sleep*', 'enter ... when she is sleeping', 'enter ... while she sleep*',
  'enter ... while she is sleeping', 'wait for her husband* travel*',
  'wait for her husband to travel', 'wait till her husband travel*',
];

/** Yoruba: photographs of children, or without their parents' leave. */
// biome-ignore format: packed word list
const CHILDREN_PHOTOGRAPHED: Terms = [
  'ya aworan awon omo', 'ya àwòrán àwọn ọmọ', 'ya foto awon omo', 'ya fọ́tò àwọn ọmọ',
  'ya aworan omo', 'ya àwòrán ọmọ', 'laisi ase awon obi', 'láìsí àṣẹ àwọn òbí',
  'lai gba ase awon obi', 'láì gba àṣẹ àwọn òbí',
];

/** Hausa, Yoruba, Igbo: a back door opened at night, to take something. */
// biome-ignore format: packed word list
const BACK_DOOR_OPENED: Terms = [
  'bude kofar ta baya', 'buɗe ƙofar ta baya', 'bude kofa ta baya', 'buɗe ƙofa ta baya',
  'ṣí ilẹ̀kùn ẹ̀yìn', 'si ilekun eyin', 'mepee ụzọ azụ', 'meghee ụzọ azụ',
];

const AT_NIGHT: Terms = ['da dare', 'cikin dare', 'lóru', 'ní òru', "n'abalị", "n'abali"];

// biome-ignore format: packed word list
const TAKEN: Terms = [
  'dauko', 'ɗauko', 'dauki', 'ɗauki', 'kwaso', 'gbé', 'kó', 'mú', 'were', 'buru', 'kpọta',
];

/** A child lured with a false errand from a relative ("tell her that her uncle sent you"). */
const SENDERS_OF_A_CHILD = ['uncle', 'aunty', 'aunt', 'mother', 'father', 'mummy', 'daddy', 'mama'];

const LURED: Terms = [
  ...SENDERS_OF_A_CHILD.flatMap((r) => [`her ${r} sent you`, `his ${r} sent you`]),
  ...SENDERS_OF_A_CHILD.flatMap((r) => [`your ${r} sent me`, `say her ${r} send you`]),
  ...SENDERS_OF_A_CHILD.map((r) => `say his ${r} send you`),
];

// biome-ignore format: packed word list
const TOLD: Terms = [
  'tell the girl', 'tell the small girl', 'tell the boy', 'tell the small boy', 'tell the child',
  'tell the pupil', 'tell the kid', 'tell her', 'tell him', 'tel am', 'tell am',
];

/** The writer's own child or nephew by age, to or from school ("take my 10-year-old nephew to his
 *  school"). Only there: "take my 12-year-old daughter to the man's hotel room" stays refused. */
const MY_CHILDREN = ['daughter', 'son', 'nephew', 'niece', 'brother', 'sister', 'child', 'twins'];

const MY_CHILD_AGED: Terms = ['my', 'our'].flatMap((o) =>
  MY_CHILDREN.flatMap((c) => [
    `${o} # year old ${c} to ... school`,
    `${o} # year old ${c} from ... school`,
    `${o} # year old ${c} from school`,
    `${o} # year old ${c} to school`,
  ]),
);

/** A girl or a woman brought to a man's room. A child: the twentieth round's minors rule. */
// biome-ignore format: packed word list
const GIRL_OR_WOMAN: Terms = [
  'the girl', 'a girl', 'the small girl', 'the young girl', 'my daughter', 'my niece', 'the lady',
  'a lady', 'the house girl', 'the housemaid', 'the maid', 'my sister',
];

// biome-ignore format: packed word list
const MANS_ROOM: Terms = [
  "the man's hotel room", "the man's room", 'his hotel room', "oga's hotel room", "oga's room",
  "client's hotel room", "client's room", "guest's hotel room", "alhaji's room",
  "alhaji's hotel room", "chief's hotel room", "chief's room",
];

const BROUGHT: Terms = ['take', 'bring', 'carry', 'deliver', 'drop', 'escort', 'send'];

/** A home's things carried out while its people sleep, the home another's (the need). */
// biome-ignore format: packed word list
const ANOTHERS_HOME: Terms = [
  'their compound', 'their house', 'their shop', "neighbour's", 'neighbours', 'their gate',
  'his compound', 'her compound', 'his house', 'her house', 'their flat', 'his shop', 'her shop',
];

// biome-ignore format: packed word list
const CARRIED_OUT: Terms = [
  'carry it out', 'take it out', 'bring it out', 'carry it away', 'carry am comot',
  'remove it from',
  'carry them out', 'take them out', 'bring them out',
];

// biome-ignore format: packed word list
const WHILE_THEY_SLEEP: Terms = [
  'they are asleep', 'while they sleep', 'when they sleep', 'while they are sleeping',
  'when everyone is asleep', 'everyone is sleeping', 'nobody is awake', 'dem don sleep',
  'when dem sleep',
];

/** Grown-ups asked about the children: the estate's guard, the bus driver. Not the parents: "do
 *  not ask their parents" is the older rule of children approached behind their backs. */
// biome-ignore format: packed word list
const GROWN_UPS_ASKED: Terms = [
  'estate security', 'security man', 'security guard', 'gateman', 'gate man', 'guard', 'driver',
  'bus driver', 'school driver', 'caretaker', 'estate manager',
].map((g) => `ask the ${g}`);

/** Homes scouted for a burglary: their valuables and back doors noted for "the boys" at night.
 *  Not a back door or valuables alone: a tenant is shown the door, an insurer asked. */
// biome-ignore format: packed word list
const HOMES_SCOUTED: Terms = [
  'valuables and where the back door*', 'generators and valuables',
  'for our boys to visit at night',
  'for the boys to visit at night', 'for my boys to visit at night', 'valuables ... for our boys',
  'valuables ... for the boys',
];

/** A drunk woman taken to a room for a man: sexual violence (the nineteenth round's category). */
// biome-ignore format: packed word list
const DRUNK_WOMAN_TAKEN: Terms = [
  'take the drunk girl', 'take the drunk woman', 'take the drunk lady',
  'drunk girl ... to the ... room',
  'drunk woman ... to the ... room', 'drunk lady ... to the ... room',
  'for my friend and lock the door',
  'room upstairs for my friend', 'drunk ... lock the door', 'when she is drunk ... room',
  'once she is drunk ... room',
];

export const TWENTYFIRST_PEOPLE_SPECS: readonly CategorySpec[] = [
  {
    category: 'sexual_services',
    rules: [
      {
        name: "a girl or a woman brought to a man's room",
        outcome: 'hold',
        act: GIRL_OR_WOMAN,
        obj: MANS_ROOM,
        needs: BROUGHT,
        forward: 40,
        backward: 0,
      },
      { name: 'a girl found to sleep with a client', outcome: 'refuse', alone: SLEEP_WITH_CLIENT },
      { name: 'women recruited to entertain men', outcome: 'refuse', alone: ENTERTAINING_MEN },
    ],
  },
  {
    category: 'violence_threats',
    rules: [{ name: 'a drunk woman taken to a room', outcome: 'refuse', alone: DRUNK_WOMAN_TAKEN }],
  },
  {
    category: 'trespass_break_in',
    rules: [
      { name: 'homes scouted for a burglary', outcome: 'refuse', alone: HOMES_SCOUTED },
      {
        name: 'carried out of a home while its people sleep',
        outcome: 'refuse',
        act: CARRIED_OUT,
        obj: WHILE_THEY_SLEEP,
        needs: ANOTHERS_HOME,
        forward: 80,
        backward: 60,
      },
      {
        name: 'a back door opened at night to take',
        outcome: 'refuse',
        act: BACK_DOOR_OPENED,
        obj: AT_NIGHT,
        needs: TAKEN,
        forward: 60,
        backward: 60,
      },
      { name: 'a house entered while she sleeps', outcome: 'refuse', alone: ENTERED_WHILE_ASLEEP },
    ],
  },
  {
    category: 'minors_exploitation',
    safe: [...GROWN_UPS_ASKED, ...MY_CHILD_AGED],
    rules: [
      {
        name: 'a child lured with a false errand',
        outcome: 'refuse',
        act: TOLD,
        obj: LURED,
        forward: 40,
        backward: 0,
      },
      { name: 'children photographed, Yoruba', outcome: 'refuse', alone: CHILDREN_PHOTOGRAPHED },
    ],
  },
];
