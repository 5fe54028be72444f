// Twenty-fourth round (docs/safety.md, "Twenty-fourth round, fresh voices"): what four fresh
// writers put that the rules misread. Refused: a group of people attacked or its stalls wrecked
// ("attack the traders", "break their tables"), a people listed to be cut down in number or
// charged a stranger's levy, worshippers photographed unseen, a debtor shamed aloud, money under
// the table, a SIM swap. What passes beside them is in safety-lexicon-twentyfourth-lawful.ts.
// Appended to POLICY_SPECS.
import { GROUP } from './safety-lexicon-harm.ts';
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

/** The Operator posing as the holder of an ID to change it. */
// biome-ignore format: packed word list
const POSE_AS_ME: Terms = [
  'sọ pé ìwọ ni', 'so pe iwo ni', 'say you are', 'tell them you are', 'pretend to be', 'pose as',
  'ka ce kai ne', 'gwa ha na ị bụ', 'gwa ha na i bu',
];
const ID_RECORDS: Terms = ['nin', 'nimc', 'bvn', 'national id*', 'id card'];
// biome-ignore format: packed word list
const CHANGE_BIRTH_DATE: Terms = [
  'yí ọjọ́ ìbí', 'yi ojo ibi', 'change* ... date of birth', 'date of birth ... chang*',
  'canza ranar haihuwa', 'gbanwee ụbọchị ọmụmụ', 'gbanwee ubochi omumu',
];

/** Money passed under the table, in Igbo, Hausa and Yoruba ("nye onye clerk ahụ puku iri ise
 *  n'okpuru tebụl"); a box put under a table is no bribe, so the money is named. */
// biome-ignore format: packed word list
const GIVE: Terms = ['nye', 'kwụọ', 'kwuo', 'ba', 'biya', 'fún', 'fun', 'san', 'give', 'pay'];
// biome-ignore format: packed word list
const UNDER_THE_TABLE: Terms = [
  "n'okpuru tebụl", "n'okpuru tebul", 'okpuru tebụl', 'okpuru tebul', 'karkashin tebur',
  'ta karkashin tebur', 'lábẹ́ tábìlì', 'labe tabili', 'lábẹ́ tábílì',
];
// biome-ignore format: packed word list
const MONEY: Terms = [
  'ego', 'puku', 'naira', 'kudi', 'kuɗi', 'owó', 'owo', 'money', 'cash', 'dubu', 'ẹgbẹ̀rún',
];

/** Others' BVN and NIN gathered, in Igbo ("nakọta nọmba NIN na BVN nke ndị ọrụ"). */
// biome-ignore format: packed word list
const GATHER_IG: Terms = ['nakọta', 'nakota', 'chịkọta', 'chikota', 'kpokọta', 'kpokota'];
const THEIR_NUMBERS: Terms = ['bvn', 'nin', 'nọmba nin', 'nọmba bvn', 'pin'];

/** A shop burnt, in Yoruba: fuel poured on it, at night or so that it is no more. Fuel by name:
 *  "da epo" is also oil poured into a pot. */
// biome-ignore format: packed word list
const POUR_FUEL_YO: Terms = [
  'da epo bẹntiróòlù', 'da bẹntiróòlù', 'da bentirolu', 'da petrol', 'da epo petrol',
  'da kẹrosíìnì', 'da gálọ́ọ̀nù', 'da galonu', 'da jẹrikéènì',
];
const A_SHOP_YO: Terms = ['ṣọ́ọ̀bù', 'soobu', 'shop', 'kiosk', 'ilé rẹ̀', 'mọ́tò rẹ̀', 'ọkọ̀ rẹ̀'];
// biome-ignore format: packed word list
const UNSEEN_OR_GONE_YO: Terms = [
  'lálẹ́', 'lale', 'lóru', 'loru', 'òru', 'kò ní sí', 'ko ni si', 'níbẹ̀ mọ́', 'nibe mo', 'iná',
  'ẹnikẹ́ni rí', 'enikeni ri',
];

/** A line taken over by one posing as its holder: a SIM swap. */
// biome-ignore format: packed word list
const POSE_AS_HOLDER: Terms = [
  'ka ce musu kai ne', 'ka ce kai ne shi', 'kai ne shi', 'tell them you are him',
  'tell them you are her', 'say you are him', 'say you are her', 'pretend you are him',
  'pretend you are her', 'sọ pé ìwọ ni òun', 'so pe iwo ni oun', 'gwa ha na ọ bụ gị',
];
// biome-ignore format: packed word list
const A_LINE: Terms = [
  'sim', 'sim card', 'sabon sim', 'line', 'layi', 'layin', 'layinsa', 'layinta', 'lambarsa',
  'lambarta', 'his number', 'her number',
];

/** A people called less than human, in Yoruba, Hausa and Igbo, and told its time is up. */
// biome-ignore format: packed word list
const NOT_HUMAN: Terms = [
  'wọn kì í ṣe ènìyàn', 'won ki i se eniyan', 'wọn kìí ṣe ènìyàn', 'àkókò wọn níbí ti tán',
  'akoko won nibi ti tan', 'su ba mutane ba ne', 'ba mutane ba ne', 'ha abụghị mmadụ',
  'ha abughi mmadu',
];

export const TWENTYFOURTH_SPECS: readonly CategorySpec[] = [
  {
    category: 'violence_threats',
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
        name: 'a shop burnt, in Yoruba',
        outcome: 'refuse',
        act: POUR_FUEL_YO,
        obj: A_SHOP_YO,
        needs: UNSEEN_OR_GONE_YO,
        forward: 60,
        backward: 0,
      },
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
      { name: 'a people called less than human', outcome: 'refuse', alone: NOT_HUMAN },
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
    category: 'impersonation_fraud',
    rules: [
      {
        name: 'a line taken over by one posing as its holder',
        outcome: 'refuse',
        act: POSE_AS_HOLDER,
        obj: A_LINE,
        forward: 120,
        backward: 60,
      },
      {
        name: "one's date of birth changed on an ID by another posing as one",
        outcome: 'refuse',
        act: POSE_AS_ME,
        obj: ID_RECORDS,
        needs: CHANGE_BIRTH_DATE,
        forward: 150,
        backward: 150,
      },
    ],
  },
  {
    category: 'otp_handling',
    rules: [
      {
        name: "others' BVN and NIN gathered, in Igbo",
        outcome: 'refuse',
        act: GATHER_IG,
        obj: THEIR_NUMBERS,
        forward: 40,
        backward: 0,
      },
    ],
  },
  {
    category: 'illegal_goods_services',
    rules: [
      {
        name: 'money passed under the table',
        outcome: 'refuse',
        act: GIVE,
        obj: UNDER_THE_TABLE,
        needs: MONEY,
        forward: 80,
        backward: 0,
      },
    ],
  },
];
