// Twenty-fourth round (docs/safety.md, "Twenty-fourth round, fresh voices"): what four fresh
// writers put that the rules misread. Refused: a group of people attacked or its stalls wrecked
// ("attack the traders", "break their tables"), a people listed to be cut down in number or
// charged a stranger's levy, worshippers photographed unseen, a debtor shamed aloud. Passing:
// a car pushed to start, a show stolen, blank registers of controlled drugs, a counterfeit
// detector, gun oil and a firearm licence's papers, a child's birthday, a polling unit named
// before an act. Appended to POLICY_SPECS.
import { GROUP } from './safety-lexicon-harm.ts';
import type { LexiconGroup } from './safety-lexicon-kinds.ts';
import type { CategorySpec, Terms } from './safety-policy-spec.ts';

/** Acts on people that have no lawful sense with a group right after them ("attack the backlog"
 *  has no group; "injured passengers" is no act, so injuring is said with its count, below; a
 *  cutlass for the farmers is a tool, "deal with the traders" a business). */
// biome-ignore format: packed word list
const ASSAULT: Terms = [
  'attack*', 'assault*', 'flog*', 'horsewhip*', 'stab*', 'maim*', 'lynch*', 'beat up', 'beat* ... up',
  'rough* up', 'rough* ... up', 'slap*', 'descend on',
];
/** People by what they do or where they gather, and a number of them. */
// biome-ignore format: packed word list
const GROUPS_OF_PEOPLE: Terms = [
  'traders', 'hawkers', 'vendors', 'drivers', 'okada riders', 'okada men', 'keke riders',
  'riders', 'herders', 'herdsmen', 'farmers', 'villagers', 'residents', 'squatters', 'workers',
  'strikers', 'worshippers', 'congregation', 'pupils', 'fans', 'supporters', 'voters',
  'members', 'youths', 'customers', 'passengers', 'beggars', 'settlers', 'protesters',
  'a few of them', 'some of them', 'one or two of them', 'all of them', 'those people',
];
/** Peoples and faiths by name. */
// biome-ignore format: packed word list
const PEOPLES_NAMED: Terms = [
  'hausa*', 'fulani*', 'igbo*', 'ibo', 'ibos', 'yoruba*', 'ijaw*', 'tiv', 'tivs', 'itsekiri*',
  'urhobo*', 'efik*', 'ibibio*', 'kanuri*', 'christian*', 'muslim*', 'northerner*', 'southerner*',
  'easterner*', 'non-indigene*', 'ndigbo', 'hausawa', 'yarbawa',
];
/** Injuring said with a count: "injure a few so they know". */
// biome-ignore format: packed word list
const INJURE_SOME: Terms = [
  'injure a few', 'injure some', 'injure one or two', 'wound a few', 'wound some', 'injure dem',
  'injure them',
];

/** A group's things wrecked: "break their tables", "burn their bikes", "scatter their shacks". */
// biome-ignore format: packed word list
const WRECK: Terms = [
  'break*', 'smash*', 'destroy*', 'burn*', 'torch*', 'scatter*', 'overturn*', 'kick*',
  'vandali*', 'wreck*', 'set fire to', 'pour fuel on',
];
// biome-ignore format: packed word list
const THEIR_THINGS: Terms = [
  'their tables', 'their stalls', 'their shops', 'their kiosks', 'their goods', 'their wares',
  'their shutter*', 'their trays', 'their bikes', 'their okadas', 'their shacks', 'their sheds',
  'their pots', 'their canopies', 'their containers', 'their stands', 'their carts',
  'their wheelbarrows', 'their tents', 'their huts', 'their windows', 'dem tables', 'dem shop',
  'dem goods', 'dem bikes',
];
/** Packing up after a fair is no wrecking. */
// biome-ignore format: packed word list
const PACKED_UP: Terms = [
  'break* down their stall*', 'break* down their stand*', 'break* down their tent*',
  'break* down their table*', 'break* down their canop*', 'help them break down',
];

/** A people written down house by house, shop by shop, for what is to be done to them. */
// biome-ignore format: packed word list
const LISTED: Terms = [
  'list*', 'record*', 'compile*', 'spreadsheet', 'make a list', 'which houses', 'which flats',
  'which shops', 'which stalls', 'which rooms', 'house-by-house', 'house by house',
  'occupied by', 'tribe and religion', 'religion and tribe', 'their tribe', 'their religion',
];
/** What the list is for. */
// biome-ignore format: packed word list
const TO_BE_CUT_DOWN: Terms = [
  'reduc* their number*', 'reduc* the number of', 'reducing their numbers', 'not be renewed',
  'will not renew', 'no longer welcome', 'no longer desired', 'should leave', 'must leave',
  'must vacate', 'to vacate', 'move out', 'find another', 'know who is who', 'before the crisis',
  'not be allowed', 'should not be allowed', 'want* fewer', 'fewer of them',
];
/** Where a people lives, written down by itself: held (what it is for may be sentences on). A
 *  people by name only: "these people" and "herders" are too often the errand's own; and homes,
 *  not stalls ("which stalls sell Hausa fabrics" is a price survey). */
// biome-ignore format: packed word list
const LISTED_BY_HOUSE: Terms = [
  'which houses', 'which flats', 'which rooms', 'house-by-house', 'house by house',
  'tribe and religion', 'religion and tribe', 'their tribe',
];
// biome-ignore format: packed word list
const CUT_NUMBERS: Terms = [
  'reduc* the number of', 'cut down the number of', 'cut the number of', 'reduc* how many',
];
/** A levy charged for who one is. */
// biome-ignore format: packed word list
const STRANGER_LEVY: Terms = [
  'stranger levy', 'strangers levy', 'stranger fee', 'settler levy', 'settlers levy',
  'non-indigene levy', 'non indigene levy', 'indigenes pass free', 'indigenes go free',
  'indigenes pay nothing', 'indigenes no pay',
];

/** Worshippers or members photographed unseen. */
// biome-ignore format: packed word list
const PHOTOGRAPH: Terms = [
  'photograph*', 'snap*', 'take photos of', 'take pictures of', 'take clear photos of', 'film*',
];
// biome-ignore format: packed word list
const GATHERED: Terms = [
  'members', 'worshippers', 'the congregation', 'the choir', 'ushers', 'their faces',
  'each person', 'everyone who', 'everybody wey', 'the attendees',
];
// biome-ignore format: packed word list
const UNSEEN: Terms = [
  'discreetly', 'do not let anybody see', 'do not let anyone see', "don't let anybody see",
  "don't let anyone see", 'dnt let dem see', 'no let dem see', 'without them knowing',
  'without drawing attention', 'secretly', 'snap dem quietly', 'snap their faces quietly',
];

/** A debtor or a rival shamed aloud before the street. */
// biome-ignore format: packed word list
const SHAME_ALOUD: Terms = [
  'shout am', 'shout at', 'shout her name', 'shout his name', 'shout their names', 'shout ... thief',
  'call* ... thief', 'say ... thief', 'disgrace*', 'insult*', 'expose*', 'yab*', 'shame*',
  'say she owe*', 'say he owe*', 'say e owe*', 'bang* ... door', 'knock* ... door every night',
  'no leave until', "don't leave until", 'do not leave until', 'until she pay*', 'until he pay*',
];
// biome-ignore format: packed word list
const BEFORE_EVERYONE: Terms = [
  'make everybody hear', 'make everyone hear', 'make the whole street hear', 'so buyers hear',
  'so the whole street hears',
];

/** A child's day, not the child: "pickup for my baby's bday". */
const CHILDREN = ['baby', 'daughter', 'son', 'child', 'kid', 'kids', 'twins', 'niece', 'nephew'];
const CHILDS_DAY = ['s birthday*', 's bday', 'birthday*', 'bday', 's party', 's naming*'];
const CHILDS_PARTY: Terms = CHILDREN.flatMap((c) => CHILDS_DAY.map((d) => `${c} ${d}`));

export const TWENTYFOURTH_SPECS: readonly CategorySpec[] = [
  {
    category: 'violence_threats',
    safe: [
      ...PACKED_UP,
      // A car pushed to start.
      'push* the car',
      'push* my car',
      'push* our car',
      'push* the vehicle',
      'push* the keke',
      'push* the truck',
      'push* the bus',
      'push-start*',
      'push start*',
      'push am small make',
      'push* ... engine catch',
      'push* ... engine start',
    ],
    rules: [
      {
        name: 'a group of people attacked',
        outcome: 'refuse',
        act: ASSAULT,
        obj: GROUPS_OF_PEOPLE,
        forward: 14,
        backward: 0,
      },
      { name: 'people injured, a number of them', outcome: 'refuse', alone: INJURE_SOME },
      {
        name: "a group's things wrecked",
        outcome: 'refuse',
        act: WRECK,
        obj: THEIR_THINGS,
        forward: 12,
        backward: 0,
      },
    ],
  },
  {
    category: 'hate_incitement',
    // A town whose name reads "blame" once an l is read as an i.
    safe: ['zaki biam', 'zaki-biam'],
    rules: [
      {
        name: 'a people listed to be cut down',
        outcome: 'refuse',
        act: LISTED,
        obj: GROUP,
        needs: TO_BE_CUT_DOWN,
        forward: 120,
        backward: 120,
      },
      {
        name: 'a people listed house by house',
        outcome: 'hold',
        act: LISTED_BY_HOUSE,
        obj: PEOPLES_NAMED,
        forward: 40,
        backward: 40,
      },
      {
        name: "a people's numbers to be cut",
        outcome: 'refuse',
        act: CUT_NUMBERS,
        obj: GROUP,
        forward: 25,
        backward: 0,
      },
      { name: "a stranger's levy", outcome: 'refuse', alone: STRANGER_LEVY },
    ],
  },
  {
    category: 'surveillance_stalking',
    rules: [
      {
        name: 'worshippers or members photographed unseen',
        outcome: 'refuse',
        act: PHOTOGRAPH,
        obj: GATHERED,
        needs: UNSEEN,
        forward: 60,
        backward: 0,
      },
    ],
  },
  {
    category: 'harassment_intimidation',
    rules: [
      {
        name: 'shamed aloud before everyone',
        outcome: 'refuse',
        act: SHAME_ALOUD,
        obj: BEFORE_EVERYONE,
        forward: 100,
        backward: 0,
      },
    ],
  },
  {
    category: 'minors_exploitation',
    safe: CHILDS_PARTY,
    rules: [],
  },
  {
    category: 'illegal_goods_services',
    // biome-ignore format: packed word list
    safe: [
      'steal* the show', 'stole the show', 'controlled drugs register*', 'controlled drug register*',
      'dangerous drugs register*', 'drugs register*', 'counterfeit note detector*',
      'counterfeit detector*', 'counterfeit money detector*', 'counterfeit currency detector*',
      'counterfeit detection', 'uv counterfeit', 'fake note detector*', 'fake currency detector*',
      'gun oil', 'gun cleaning', 'cleaning kit* for', 'cleaning rod*', 'bore brush*',
      'firearm* licen*', 'firearms section', 'firearms office', 'firearms desk', 'firearms unit',
      // "Ask re: tramadol", regarding, is not Igbo "ree" (sell), which the squeeze reads alike.
      'ask* re', 'ask* them re', 'enquire* re', 'inquire* re',
    ],
    rules: [],
  },
];

/** A polling unit is no poll that asks ("at the polling unit on Saturday, pay …"). */
export const TWENTYFOURTH_LEXICON: readonly LexiconGroup[] = [
  {
    kind: 'cueNegative',
    // biome-ignore format: packed word list
    terms: [
      'polling unit*', 'polling station*', 'polling booth*', 'polling centre*', 'polling center*',
      'polling agent*', 'polling officer*', 'polling day',
    ],
  },
];
