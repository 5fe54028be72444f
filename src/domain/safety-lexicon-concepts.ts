// Concept lexicons (docs/safety.md, "Concepts"): rules that name a whole class of harm by its
// parts — a verb of harm, threat, watching, pressure or hazard, and what it is done to — in
// English, Pidgin, Yoruba, Hausa and Igbo, added to the categories of the other policy lexicons
// (same shape, safety-policy-spec.ts). Word lists are kept packed, a line of related words each:
// one word a line would make them unreadable.
import { DRUGS, WEAPONS } from './safety-lexicon-goods.ts';
import { PERSON } from './safety-lexicon-people.ts';
import { HAZARD } from './safety-lexicon-places.ts';
import type { CategorySpec, Terms } from './safety-policy-spec.ts';

/** Who a witness, a debtor or an ex-partner is, and their home: the people pressure aims at. */
// biome-ignore format: packed word list
const PRESSED: Terms = [
  ...PERSON, 'witness*', 'the debtor', 'debtor*', 'tenant*', 'my ex', 'ex-girlfriend',
  'ex-boyfriend',
  'ex-wife', 'ex-husband', 'the landlord', 'my landlord', 'the complainant', 'the journalist',
  'my neighbour', 'our neighbour', 'that woman', 'that man', 'dat woman', 'dat man', 'that guy',
  'the family', 'his family', 'her family', 'his parents', 'her parents', 'his children',
  'her children', 'his kids', 'her kids',
];

/** An accusation or a debt said of a person, the matter of public shaming. */
// biome-ignore format: packed word list
const ACCUSATION: Terms = [
  'owes', 'owing', 'owe us', 'owe me', 'unpaid', 'debt*', 'thief', 'thieves', 'cheat', 'cheater',
  'fraudster*', 'scammer*', 'liar', 'witch', 'wizard', 'adulter*', 'ashawo', 'olè', 'barawo',
  'onye ohi', 'onye aghụghọ', 'ɓarawo', 'mayya', 'àjẹ́', 'no dey pay', 'refused to pay',
  'refuses to pay', 'did not pay', 'has not paid', 'never pay',
];

/** An audience before whom a person is shamed. */
// biome-ignore format: packed word list
const AUDIENCE: Terms = [
  'customers can see', 'customers see', 'customers will see', 'everyone can see',
  'everybody can see', 'for everyone to see', 'for all to see', 'so people can see',
  'neighbours can hear', 'neighbours hear', 'neighbours will hear', 'whole street',
  'whole compound',
  'whole market', 'whole church', 'whole office', 'all his neighbours', 'all her neighbours',
  'in front of his customers', 'in front of her customers', 'his colleagues',
  'her colleagues', 'the congregation', 'placard*', 'banner*', 'flyer*', 'poster*', 'loudspeaker',
  'megaphone', 'public announcement', 'whatsapp group*', 'everybody go hear',
  'niwaju gbogbo', 'a gaban jama', 'n\'ihu ọha',
];

/** Threats left unsaid: what is "good for" a person, who "knows where" they live, "the message". */
// biome-ignore format: packed word list
const VEILED: Terms = [
  'better for her if', 'better for him if', 'better for them if', 'better for you if',
  'good for her if', 'good for him if', 'if she knows what is good', 'if he knows what is good',
  'if they know what is good', 'knows what is good for', 'know wetin good for',
  'know where ... live*', 'know where ... stay*', 'know where ... school*', 'know which school',
  'know where ... work*', 'sabi where', 'sabi wia', 'sabi house', 'we sabi im house',
  'no go sleep well', 'no go rest', 'e no go easy for am', 'no go better for', 'go see wetin',
  'small pressure', 'put pressure on her', 'put pressure on him', 'make she fear', 'make he fear',
  'make him fear', 'make her fear', 'make them fear', 'make una fear', 'fear small',
  'make her uncomfortable', 'make him uncomfortable', 'make them uncomfortable',
  'uncomfortable enough', 'make her life hell', 'make his life hell', 'make life unbearable',
  'make life hard for', 'keep knocking until', 'until she agrees to leave',
  'until he agrees to leave',
  'until she vacates', 'until he vacates', 'until she packs', 'until he packs',
  'not go to court', 'not to go to court', 'not testify', 'not to testify', 'no testify',
  'no go court', 'stay away from court', 'stay away from the court', 'not appear in court',
  'change her statement', 'change his statement', 'withdraw her statement',
  'withdraw his statement', 'forget what she saw', 'forget what he saw', 'forget wetin e see',
  'forget wetin she see', 'keep her mouth shut', 'keep his mouth shut',
  'kparị ya', 'kparịa ha', 'kparị ha', 'tụọ ya egwu', 'yie ya egwu', 'menye ya egwu',
  'ya ji tsoro', 'ta ji tsoro', 'su ji tsoro', 'ba zai ji dadi ba', 'ba za ta ji dadi ba',
  'a ko ni fi e sile', 'a ò ní fi í sílẹ̀', 'yóò kábàámọ̀',
];

/** Said of a message or a visit, these may be innocent: held for a person to read. */
// biome-ignore format: packed word list
const VEILED_MAYBE: Terms = [
  'make sure she gets the message', 'make sure he gets the message', 'gets the message',
  'get the message', 'make sure they get the message', 'keep quiet about', 'remind her that',
  'remind him that', 'remind them that', 'let her know we', 'let him know we',
];

/** Contact made over and over, the shape of a campaign of harassment. */
// biome-ignore format: packed word list
const REPEATED: Terms = [
  'every evening', 'every night', 'every morning', 'every day', 'everyday', 'each day', 'daily',
  'times a day', 'times daily', 'every hour', 'all night', 'day and night', 'non-stop', 'nonstop',
  'keep knocking', 'keep calling', 'keep texting', 'keep messaging', 'keep coming back',
  'keep visiting', 'repeatedly', 'over and over', 'from different lines', 'from different numbers',
  'from new numbers',
];
// biome-ignore format: packed word list
const UNTIL_YIELDS: Terms = [
  'until she agrees', 'until he agrees', 'until they agree', 'until she gives in',
  'until he gives in', 'until she stops', 'until he stops', 'until they stop', 'until she leaves',
  'until he leaves', 'until she moves', 'until he moves', 'until she pays', 'until he pays',
  'insult*', 'abuse*', 'curse*', 'shout at', 'threaten*', 'scare*', 'frighten*', 'disturb*',
];

/** Hausa and Igbo blows, and the harm they leave, not in the other lexicons. */
// biome-ignore format: packed word list
const BLOWS: Terms = [
  'ku daki', 'ka daki', 'su daki', 'daki shi', 'daki ta', 'doke shi', 'doke ta', 'ku doke',
  'buge shi', 'buge ta', 'ku buge', 'karya masa', 'karya mata', 'ji masa rauni', 'ji mata rauni',
  'yi masa duka', 'yi mata duka', 'lakada masa', 'lakada mata', 'sassari', 'ku sare', 'soke shi',
  'kuo ya aka', 'tie ya ihe', 'tie ha ihe', 'gbajie ya', 'merụ ya ahụ', 'merụọ ya ahụ',
  'cannot walk', 'can not walk', 'unable to walk', 'can\'t walk', 'in the hospital for',
  'land in hospital', 'end up in hospital', 'put him in hospital', 'put her in hospital',
  'break his leg*', 'break her leg*', 'break his arm*', 'break her arm*', 'may use force',
  'use force if', 'use force on', 'by force if', 'any means necessary', 'rough him up',
  'rough her up', 'rough them up', 'work him over', 'mess him up', 'mess her up', 'beat sense into',
];

/** Whoever visits a person or their home: watching their life, not a shop's footfall. */
// biome-ignore format: packed word list
const VISITORS: Terms = [
  'who visit*', 'who dey visit', 'who comes in and out', 'who goes in and out',
  'who dey come see', 'who dey enter', 'who she meet*', 'who he meet*', 'who she is with',
  'who he is with', 'who she dey', 'who e dey', 'who she sees', 'who he sees', 'who sleeps',
  'who stays with', 'who spends the night',
];
// biome-ignore format: packed word list
const VISITED: Terms = [
  ...PERSON, 'my neighbour*', 'his house', 'her house', 'his flat', 'her flat', 'his room',
  'her room', 'his compound', 'her compound', 'his gate', 'her gate', 'her hostel', 'his hostel',
  'her place', 'his place', 'im house', 'im place', 'visit am', 'see am',
];

/** Roads known for kidnapping and robbery at night (the policy's "night travel on known-dangerous
 *  roads"), and the words that put a journey at night. */
// biome-ignore format: packed word list
const DANGER_ROADS: Terms = [
  'lokoja', 'okene', 'ore road', 'through ore', 'via ore', 'benin-ore', 'benin ore', 'ore-benin',
  'abuja-kaduna', 'kaduna-abuja', 'abuja kaduna', 'kaduna abuja', 'birnin gwari', 'birnin-gwari',
  'zamfara', 'gusau', 'sambisa', 'damboa', 'gwoza', 'maiduguri road', 'kaduna road',
  'kaduna expressway', 'kachia', 'obajana', 'kabba', 'auchi', 'benin-auchi', 'okene road',
  'lokoja road', 'abaji', 'enugu-port harcourt', 'port harcourt-enugu', 'east-west road',
  'ughelli', 'sagamu-benin', 'lagos-benin', 'benin-lagos', 'katsina-ala', 'jos-bauchi',
  'kogi road', 'kogi axis', 'kebbi', 'shiroro', 'kajuru', 'kankara',
];
// biome-ignore format: packed word list
const AT_NIGHT: Terms = [
  'tonight', 'at night', 'by night', 'for night', 'overnight', 'midnight', 'after dark',
  'in the dark', 'night journey', 'night trip', 'night bus', 'night run', 'late night', 'night',
  '8pm', '9pm', '10pm', '11pm', '12am', '1am', '2am', '3am', '4am', 'o\'clock at night', 'dare',
  'cikin dare', 'alẹ́', 'òru', 'abalị', 'n\'abalị',
];

/** Something that fell into a hazard: getting it back means going in. */
// biome-ignore format: packed word list
const FELL_IN: Terms = [
  'fell into', 'fell inside', 'fell in', 'fallen into', 'fallen inside', 'dropped into',
  'dropped inside', 'dropped in', 'fall enter', 'fall inside', 'don fall inside', 'ṣubú sínú',
  'fadi cikin', 'fada cikin', 'daa n\'ime',
];
/** Going into or down a hazard, in the five languages. */
// biome-ignore format: packed word list
const GO_INTO: Terms = [
  'enter inside', 'enter am', 'go inside', 'go down', 'climb down', 'climb into', 'crawl into',
  'crawl inside', 'jump into', 'jump inside', 'lower yourself', 'get into', 'get inside',
  'go into', 'descend*', 'wọ inú', 'wọlé sínú', 'sọ̀kalẹ̀', 'shiga cikin', 'sauka cikin',
  'banye n\'ime', 'rida n\'ime',
];
/** Hazards one goes into that the places lexicon reads only with other verbs. */
// biome-ignore format: packed word list
const PITS: Terms = [
  ...HAZARD, 'gutter*', 'drain*', 'canal', 'culvert*', 'latrine*', 'pit', 'soakaway', 'soak away',
  'soak-away', 'trench*', 'well', 'borehole', 'tank', 'shaft', 'sewer*', 'septic', 'cesspit',
  'kanga', 'rijiya', 'kàǹga', 'olulu',
];
/** Going on water in a flood or a storm. */
// biome-ignore format: packed word list
const BOAT: Terms = [
  'canoe*', 'boat*', 'paddle*', 'swim*', 'ferry', 'raft', 'kwale-kwale', 'ọkọ̀ ojú omi',
  'ụgbọ mmiri',
];
// biome-ignore format: packed word list
const ROUGH_WATER: Terms = [
  'flood*', 'swollen', 'overflow*', 'high water', 'rising water', 'rough water', 'strong current',
  'during the rain*', 'rainstorm', 'storm', 'ambaliya', 'ìkún omi', 'iju mmiri',
];

/** Hausa, Yoruba, Igbo and Pidgin verbs of buying and bringing that the goods lexicon lacks. */
// biome-ignore format: packed word list
const FETCH: Terms = [
  'siyo', 'sayo', 'siyo mana', 'sayo mana', 'siyo min', 'sayo min', 'kawo mana', 'kawo min',
  'nemo mana', 'nemo min', 'sayar da', 'siyar da', 'ra wa mi', 'bá mi ra', 'mú wá', 'zụtara m',
  'zụta ya', 'wetara m', 'buy am', 'help me buy', 'find me', 'source*', 'procure*', 'stock up',
];

export const CONCEPT_SPECS: readonly CategorySpec[] = [
  {
    category: 'harassment_intimidation',
    rules: [
      { name: 'a threat left unsaid', outcome: 'refuse', alone: VEILED },
      { name: 'a message that may be a threat', outcome: 'hold', alone: VEILED_MAYBE },
      // "stand in front of his shop with a placard saying he owes us money"
      {
        name: 'shaming a person before others',
        outcome: 'refuse',
        act: AUDIENCE,
        obj: ACCUSATION,
        forward: 120,
        backward: 120,
      },
      // "knock every evening until she agrees to vacate", "call 30 times a day and insult"
      {
        name: 'contact over and over to wear a person down',
        outcome: 'refuse',
        act: REPEATED,
        obj: UNTIL_YIELDS,
        needs: PRESSED,
        forward: 120,
        backward: 60,
      },
    ],
    // Collecting an agreed amount with a receipt is a counter errand, not a confrontation.
    safe: ['agreed payment', 'agreed amount', 'agreed instalment*'],
    excuse: [
      'agreed payment',
      'agreed amount',
      'agreed instalment*',
      'give her the receipt',
      'give him the receipt',
      'give her a receipt',
      'give him a receipt',
      'with a receipt',
      'issue a receipt',
      'against a receipt',
      'sign the receipt',
    ],
    excuseScope: 'text',
  },
  {
    category: 'violence_threats',
    rules: [{ name: 'blows and the harm they leave', outcome: 'refuse', alone: BLOWS }],
  },
  {
    category: 'surveillance_stalking',
    rules: [
      // "note who visits her", "check who dey visit am for night"
      {
        name: "watching who visits a person's home",
        outcome: 'refuse',
        act: VISITORS,
        obj: VISITED,
        forward: 30,
        backward: 30,
      },
    ],
    safe: ['at her office', 'at his office', 'her signed', 'his signed'],
  },
  {
    category: 'dangerous_work',
    rules: [
      {
        name: 'night travel on a known-dangerous road',
        outcome: 'hold',
        act: AT_NIGHT,
        obj: DANGER_ROADS,
        forward: 200,
        backward: 200,
      },
      {
        name: 'going into a pit, drain or tank',
        outcome: 'hold',
        act: [...FELL_IN, ...GO_INTO],
        obj: PITS,
        forward: 40,
        backward: 40,
      },
      {
        name: 'going on flood water',
        outcome: 'hold',
        act: BOAT,
        obj: ROUGH_WATER,
        forward: 60,
        backward: 60,
      },
    ],
  },
  {
    category: 'illegal_goods_services',
    rules: [
      {
        name: 'fetching drugs or weapons',
        outcome: 'refuse',
        act: FETCH,
        obj: [...DRUGS, ...WEAPONS],
        forward: 60,
        backward: 20,
      },
    ],
  },
];
