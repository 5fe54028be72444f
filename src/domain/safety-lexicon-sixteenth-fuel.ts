// Sixteenth round, fuel, gas, generators and the riverine south (voice-34): harm the rules
// missed, as classes with their twins (docs/safety.md, "Sixteenth round, voice-34"). Appended to
// POLICY_SPECS; the look-alikes are in -fuel-lawful.ts. Terms as speakers write them, tone marks
// folded.
import { GROUPS_MORE } from './safety-lexicon-concepts.ts';
import { FUEL_LOOKALIKE_SPECS } from './safety-lexicon-sixteenth-fuel-lawful.ts';
import type { CategorySpec, Terms } from './safety-policy-spec.ts';

// ── Goods and measures ──────────────────────────────────────────────────────────────────────

/** Sold, in Igbo, Hausa, Yoruba and Pidgin as well as English: the older "selling goods without
 *  papers" rule knows English verbs only, and only in the sentence that says "no papers". */
// biome-ignore format: packed word list
const SELL_ANY: Terms = [
  'ree ya', 'ree ha', 'resị ya', 'resị ha', 'ree ya ọsọ', 'sayar da', 'siyar da', 'sayar dashi',
  'ka sayar', 'tà á', 'tà wọ́n', 'bá mi tà', 'sell am', 'sell dem',
];
// biome-ignore format: packed word list
const NO_PAPERS_ANY: Terms = [
  'no papers', 'no get papers', 'without papers', 'no documents', 'without documents',
  'babu takarda', 'ba shi da takarda', 'ba takarda', 'kò ní ìwé', 'láìsí ìwé', 'enweghị akwụkwọ',
  'enweghi akwụkwọ', 'enweghị akwụkwọ ọ bụla',
];

/** A pump, meter or scale set to give short measure, said with the intent: the cue that the
 *  customer gets less or will not know. A pump calibrated because it gives less is the twin. */
// biome-ignore format: packed word list
const ADJUST: Terms = [
  'adjust*', 'tamper* with', 'rig', 'rigs', 'rigged', 'rigging', 'fiddle* with', 'doctor the',
  'set the', 'set di', 'set all the', 'reset the', 'programme the', 'reprogram*', 'calibrat*',
  'fix the', 'fix di', 'gyara',
];
// biome-ignore format: packed word list
const DISPENSER: Terms = [
  'pump', 'pumps', 'the pump*', 'dispenser*', 'meter*', 'nozzle*', 'scale', 'scales', 'the scale*',
  'gauge*', 'sikeli', 'famfo', 'totalizer*', 'totaliser*',
];
// biome-ignore format: packed word list
const SHORT_MEASURE: Terms = [
  'customers no go know', 'customer no go know', 'the customers no go know',
  "customers won't know", 'customers will not know', "customers won't notice",
  'customers will not notice', 'nobody go notice', 'nobody will notice', 'no one will notice',
  'without the customers knowing', 'without customers knowing', 'but only #', 'only # litre*',
  'only # kg', 'short measure*', 'short-measure*', 'short the customer*', 'cheat the customer*',
  'cheat customer*', 'so it gives less', 'so they give less', 'so e go give less',
  'make e give less', 'make dem give less', 'to give less', 'to dispense less', 'so it reads more',
  'so they read more', 'to read more', 'so it shows more', 'to show more', 'make e show more',
  'make e dey show more', 'add # kg', 'adds # kg', 'kwastomomi ba za su sani',
  'ba za su gane ba', 'àwọn oníbàárà kò ní mọ̀', 'oníbàárà kò ní mọ̀', 'ndị ahịa agaghị ama',
];

/** Voter cards gathered in Igbo, Hausa and Yoruba ("nakọta kaadị ntuli aka ha niile"): the older
 *  rule's verbs are English and a few single words. A holder told to collect her own card is the
 *  twin (-fuel-lawful.ts). */
// biome-ignore format: packed word list
const GATHER: Terms = [
  'nakọta', 'nakọtara', 'chịkọta', 'chịkọtara', 'kpọkọta', 'kpokọta', 'tattara', 'tattaro',
  'kó ... jọ', 'kó gbogbo', 'gba gbogbo',
];
// biome-ignore format: packed word list
const VOTER_CARDS: Terms = [
  'kaadị ntuli aka', 'kaadi ntuli aka', 'akwụkwọ ntuli aka', 'pvc', 'pvcs', 'katin zabe',
  'katin zaɓe', 'kaadi idibo', 'káàdì ìdìbò', 'voter* card*', 'voters card*',
];
/** Cash handed to each voter, in Igbo, Hausa and Yoruba: the older vote-buying rule's verbs are
 *  English and "raba", "kesaa", "pín". */
// biome-ignore format: packed word list
const HAND_EACH: Terms = [
  'nye onye ọ bụla', 'nye onye obụla', 'nye onye ọbụla', 'nye ha niile', 'ba kowa',
  'ba kowanne', 'fún ẹnìkọ̀ọ̀kan', 'fún olúkúlùkù', 'fún oníkálùkù',
];
// biome-ignore format: packed word list
const CASH: Terms = ['#', 'naira', 'ego', 'kudi', 'owó', 'dubu', 'puku', 'ẹgbẹ̀rún'];
// biome-ignore format: packed word list
const POLL: Terms = [
  'ntuli', 'zabe', 'zaɓe', 'ìbò', 'ìdìbò', 'election*', 'vote*', 'voting', 'pvc', 'polling*',
];

// ── People ──────────────────────────────────────────────────────────────────────────────────

/** Recorded, filmed or photographed as they bathe (a river, a stream, a bathing point). "Watch"
 *  is left out: a carer watches children while they bathe. */
// biome-ignore format: packed word list
const RECORD: Terms = [
  'record*', 'film*', 'video*', 'photograph*', 'snap*', 'take picture*', 'take photo*',
  'ya fọ́tò', 'ya fídíò', 'ya àwòrán', 'ya vidio', 'dauki hoto*', 'ɗauki hoto*', 'dauki bidiyo*',
  'ɗauki bidiyo*', 'see foto', 'sere foto', 'see vidiyo', 'spy on', 'peep*',
];
// biome-ignore format: packed word list
const AS_THEY_BATHE: Terms = [
  'when they bathe', 'while they bathe', 'as they bathe', 'when they are bathing',
  'while they are bathing', 'when they bath', 'while they bath', 'when they baff',
  'when dem dey baff', 'as dem dey baff', 'wey dey baff', 'dem dey baff', 'wey dey bath',
  'taking their bath', 'having their bath', 'bathing women', 'bathing girls', 'women bathing',
  'girls bathing', 'ladies bathing', 'women who bathe', 'girls who bathe', 'tí ń wẹ̀',
  'bí wọ́n ṣe ń wẹ̀', 'nígbà tí wọ́n bá ń wẹ̀', 'nígbà tí wọ́n ń wẹ̀', 'lokacin da suke wanka',
  'yayin da suke wanka', 'suke wanka', 'mgbe ha na-asa ahụ', 'ka ha na-asa ahụ',
  'ha na-asa ahụ', 'mgbe ha na-awụ',
];
/** Children photographed in Yoruba without their knowing ("láì jẹ́ kí wọ́n mọ̀"): the older rule
 *  knows English and Hausa verbs of photographing only. */
// biome-ignore format: packed word list
const YO_PHOTOGRAPH: Terms = ['ya fọ́tò', 'ya fídíò', 'ya àwòrán', 'ya vidio', 'ya foto'];
// biome-ignore format: packed word list
const YO_CHILDREN: Terms = [
  'ọmọdé*', 'àwọn ọmọdé', 'ọmọ kékeré', 'àwọn ọmọ kékeré', 'ọmọ ilé ìwé', 'ọmọbìnrin kékeré',
];
// biome-ignore format: packed word list
const YO_UNKNOWN_TO_THEM: Terms = [
  'láì jẹ́ kí wọ́n mọ̀', 'láìjẹ́ kí wọ́n mọ̀', 'láì jẹ́ kí ó mọ̀', 'ní ìkọ̀kọ̀', 'ní bòókẹ́lẹ́',
  'láì sọ fún wọn', 'láì sọ fún àwọn òbí', 'kí wọ́n má mọ̀', 'kí wọ́n má rí ọ', 'láìmọ̀ wọn',
  'tí ń wẹ̀', 'tí wọ́n ń wẹ̀',
];

/** Children under an age got to queue, sell or work through the night for the writer. */
// biome-ignore format: packed word list
const YOUNG = [
  'kids', 'kidz', 'children', 'pikin', 'pikin dem', 'pickin', 'boys', 'girls', 'small boys',
  'small girls', 'yara', 'ụmụaka', 'ọmọdé',
];
const KIDS_UNDER: Terms = YOUNG.flatMap((c) => [`${c} under #`, `${c} below #`]);
// biome-ignore format: packed word list
const WORK_FOR_ME: Terms = [
  'to stand in', 'stand in d', 'stand in the', 'to queue', 'queue for me', 'to sell', 'sell d',
  'sell the', 'to hawk', 'hawk*', 'to carry', 'to load', 'to work', 'to fetch', 'all night',
  'all nite', 'till morning', 'pay dem small', 'pay them small', 'pay them a little',
  'for me all',
];

/** Women found for customers to sleep with, in Yoruba ("kí wọ́n sùn pẹ̀lú wọn"): the older rule
 *  knows "bá wọn sùn" only. Not a bare "wá" (come, find): it is in most Yoruba sentences. */
// biome-ignore format: packed word list
const FIND: Terms = [
  'ẹ wá', 'bá mi wá', 'lọ wá', 'wá àwọn', 'wá ọmọ*', 'wá obìnrin', 'nemo', 'samo', 'chọta',
  'kpọta', 'mú ... wá',
];
// biome-ignore format: packed word list
const SLEEP_WITH_THEM: Terms = [
  'sùn pẹ̀lú wọn', 'sùn pẹ̀lú àwọn oníbàárà', 'sùn pẹ̀lú oníbàárà', 'sùn pẹ̀lú àlejò',
  'sùn pẹ̀lú àwọn àlejò', 'máa sùn pẹ̀lú wọn', 'máa sùn pẹ̀lú àwọn oníbàárà',
  'máa sùn pẹ̀lú àwọn àlejò', 'máa sùn pẹ̀lú oníbàárà', 'máa sùn pẹ̀lú àlejò', 'máa bá wọn sùn', 'bá wọn lò pọ̀', 'lò pọ̀ pẹ̀lú wọn', 'sleep with dem', 'kwana da su',
  'kwana tare da su', 'dinaa ha', 'ha dina ha', 'ka ha dina',
];
// biome-ignore format: packed word list
const WOMEN: Terms = [
  'ọmọbìnrin', 'àwọn ọmọbìnrin', 'ọ̀dọ́mọbìnrin', 'ọmọge', 'obìnrin', 'girls', 'ladies', 'women',
  'babes', "'yan mata", 'mata', 'ụmụ agbọghọ', 'agbọghọ', 'ụmụ nwanyị',
];

// ── Places ──────────────────────────────────────────────────────────────────────────────────

/** Past a site's guard without signing in or being checked. */
// biome-ignore format: packed word list
const PAST_GUARD: Terms = [
  'walk* past the security', 'walk* past security', 'walk* past the guard*', 'walk* past the gate*',
  'walk* straight past', 'go past the security', 'go past the guard*', 'get past the security',
  'get past the guard*', 'get past the gate*', 'pass the security post', 'pass the security',
  'pass the gate*', 'pass the guard*', 'enter* the site', 'enter* the station', 'enter* the yard',
  'enter* the facility', 'enter* the premises', 'enter* the plant', 'enter* the depot',
  'walk* into the site', 'walk* into the station', 'walk* into the yard', 'walk* into the depot',
  'walk* into the plant', 'walk* into the facility', 'walk* in', 'waka pass',
];
// biome-ignore format: packed word list
const UNSIGNED: Terms = [
  'without signing in', 'without signing the register', 'without signing the book',
  'without signing the visitor*', 'without signing at', 'no sign in', 'no sign register',
  'no sign the book', 'no sign di book', 'without registering', 'without being searched',
  'without being checked', 'without them checking', 'without a gate pass', 'without a pass',
  'without clearance', 'without being stopped', 'without the guards seeing',
  'without the guard seeing', 'without security seeing', 'make dem no check you',
  'make security no see you', 'make the security no see you',
];
/** Dressed as the site's own workers to get past its guard. */
// biome-ignore format: packed word list
const DRESSED_AS_STAFF: Terms = [
  'wear* overalls like', 'wear* ... like the contractors', 'wear* ... like the staff',
  'wear* ... like the workers', 'dress* like the contractors', 'dress* like the staff',
  'dress* like their staff', 'dress* like the workers', 'dress* like a contractor',
  'dress* like one of', 'wear* their uniform', 'wear* the company uniform',
  'wear* a fake tag', 'wear* a fake id', 'pretend* to be a contractor',
  'pretend* to be one of the contractors', 'pretend* to be one of the staff',
  'act* like a contractor', 'act* like one of the staff', 'as if you are a contractor',
  'like say you be contractor', 'like say you be staff', 'like say you dey work there',
];
// biome-ignore format: packed word list
const PAST_SECURITY: Terms = [
  'walk* past the security', 'walk* past security', 'walk* past the guard*',
  'walk* past the gate*', 'get past the security', 'get past the guard*', 'go past the security',
  'go past the guard*', 'pass the security', 'so the guard*', 'so security', 'so the security',
  'so they think you', 'so dem go think', 'make security think', 'make dem think say you',
  'blend in', 'nobody will stop you', 'nobody go stop you', 'no one will stop you',
  'without signing in',
];

/** A boat taken at night: the older night rule knows canoes, creeks and rivers, not "tonight"
 *  nor "after 9pm" with a boat. Boats as whole words: a `*` suffix runs on over one space and
 *  swallows the "tonight" after it. */
// biome-ignore format: packed word list
const AT_NIGHT: Terms = [
  'tonight', 'after # pm', 'after #pm', 'past # pm', 'after dark', 'at night', 'by night',
  'midnight', 'in the night', 'late at night', 'overnight',
];
// biome-ignore format: packed word list
const BOATS = [
  'boat', 'boats', 'speedboat', 'speedboats', 'speed boat', 'engine boat', 'passenger boat',
  'canoe',
];
/** …as a trip: "photograph the boats at the jetty tonight" is no trip. */
const BOAT_TRIP: Terms = [
  ...BOATS.flatMap((b) => [
    `by ${b}`,
    `${b} to`,
    `${b} from`,
    `take* the ${b}`,
    `take* our ${b}`,
    `take* a ${b}`,
    `ride* the ${b}`,
    `board* the ${b}`,
    `in the ${b}`,
    `on the ${b}`,
    `with the ${b}`,
  ]),
  'jirgin ruwa zuwa',
  'ọkọ̀ ojú omi lọ',
  'ụgbọ mmiri gaa',
];
/** Nobody on board with a life jacket (the older term is the singular only). */
// biome-ignore format: packed word list
const NO_JACKETS: Terms = [
  'no life jackets', 'no lifejacket*', 'no life vest*', 'without life jackets',
  'without lifejacket*', 'without ... life vest*', 'no life jacket dey', 'no get life jacket*',
  'babu rigar ceto', 'ba rigar ceto', 'láìsí ẹ̀wù ìgbàlà', 'enweghị uwe ndụ',
];

/** Hot work on a tank, drum or cylinder that still holds fuel or gas. A tank drained, washed
 *  and left open before the welder comes is the twin. */
// biome-ignore format: packed word list
const HOT_WORK: Terms = [
  'weld', 'welds', 'welding', 'weld am', 'braze', 'gas-cut*', 'gas cut*', 'grind', 'grinding',
  'use the grinder', 'use* ... grinder', 'use the torch', 'use* ... cutting torch', 'solder*',
  'cut* ... with the torch', 'cut* ... with gas',
];
// biome-ignore format: packed word list
const FUEL_VESSEL: Terms = [
  'diesel tank*', 'fuel tank*', 'petrol tank*', 'kerosene tank*', 'oil tank*', 'storage tank*',
  'tank', 'tanks', 'drum', 'drums', 'jerrycan*', 'cylinder*', 'gas bottle*', 'fuel line*',
  'fuel pipe*', 'pipeline*',
];
// biome-ignore format: packed word list
const FUEL_STILL_IN: Terms = [
  'still has', 'still get', 'still dey', 'still contains', 'still full', 'still inside',
  'diesel inside', 'fuel inside', 'petrol inside', 'gas inside', 'kerosene inside',
  'a little diesel', 'a little fuel', 'a little petrol', 'a little gas', 'small diesel',
  'small fuel', 'without emptying', 'without draining', 'without purging', 'without washing',
  'no need to drain', 'no need to empty', 'no need to wash', 'not drained', 'not been drained',
  'not empty', 'half full', 'half-full', 'not dangerous', 'no dangerous',
];

// ── Groups ──────────────────────────────────────────────────────────────────────────────────

/** Peoples of the riverine south the older group list lacks. */
// biome-ignore format: packed word list
const RIVERINE: Terms = [
  'ogoni*', 'ikwerre*', 'isoko*', 'kalabari*', 'ilaje*', 'nembe*', 'andoni*', 'annang*',
  'okrika*', 'izon', 'ijo people', 'bini people', 'edo people', 'ndokwa', 'ukwuani',
];
/** Peoples by name: not "those people", "strangers" or "tribe", which name a particular crowd. */
const PEOPLES: Terms = [
  ...GROUPS_MORE.filter((g) => !/people|strangers|outsiders|settlers|tribe/.test(g)),
  ...RIVERINE,
];

/** A people called an animal or a curse in Pidgin ("Ijaw people na snake"), Hausa, Yoruba, Igbo. */
// biome-ignore format: packed word list
const LABELS = [
  'snake*', 'rat', 'rats', 'cockroach*', 'animal*', 'goat*', 'dog', 'dogs', 'monkey*', 'pig',
  'pigs', 'vulture*', 'parasite*', 'witch*', 'wizard*', 'devil*', 'demon*', 'criminal*',
  'thief', 'tiff*', 'ole', 'rubbish', 'bastard*',
];
const SAID_ARE = ['people na', 'pipo na', 'dem na', 'dem be', 'men na', 'all na', 'them na'];
// biome-ignore format: packed word list
const CALLED_BEASTS: Terms = [
  ...SAID_ARE.flatMap((are) => LABELS.map((label) => `${are} ${label}`)),
  'macizai ne', 'maciji ne', 'beraye ne', 'dabbobi ne', 'karnuka ne', 'birai ne', 'aladu ne',
  'mayu ne', 'ejò ni wọ́n', 'ẹranko ni wọ́n', 'ajá ni wọ́n', 'eku ni wọ́n', 'ọ̀bọ ni wọ́n',
  'àjẹ́ ni wọ́n', 'bụ agwọ', 'bụ anụmanụ', 'bụ nkịta', 'bụ oke', 'bụ enwe', 'bụ ezi', 'bụ amoosu',
];

/** A people shut out of trade or transport in Pidgin ("no sell dem fuel, no carry dem"), the
 *  people said as people ("Ijaw people"), not as customers. */
// biome-ignore format: packed word list
const SHUT_OUT_PCM: Terms = [
  'no sell dem', 'no sell anything give dem', 'no sell give dem', 'make una no sell',
  'no carry dem', 'no rent dem', 'no rent house give dem', 'no employ dem', 'no serve dem',
  'no gree sell give dem', 'no gree carry dem',
];
// biome-ignore format: packed word list
const GROUP_NAMES = [
  'hausa', 'fulani', 'igbo', 'ibo', 'yoruba', 'ijaw', 'tiv', 'itsekiri', 'urhobo', 'efik',
  'ibibio', 'kanuri', 'ogoni', 'ikwerre', 'isoko', 'kalabari', 'ilaje', 'nembe', 'andoni',
  'annang', 'okrika', 'izon', 'edo', 'bini', 'christian', 'muslim', 'northern', 'southern',
];
const AS_PEOPLE: Terms = GROUP_NAMES.flatMap((g) => [`${g} people`, `${g} pipo`, `${g} man`]);

export const SIXTEENTH_FUEL_SPECS: readonly CategorySpec[] = [
  ...FUEL_LOOKALIKE_SPECS,
  {
    category: 'illegal_goods_services',
    rules: [
      {
        name: 'goods with no papers sold, in any language',
        outcome: 'refuse',
        act: SELL_ANY,
        obj: NO_PAPERS_ANY,
        forward: 60,
        backward: 80,
        nextSentenceHolds: true,
      },
    ],
  },
  {
    category: 'impersonation_fraud',
    rules: [
      {
        name: 'a pump, meter or scale set to give short measure',
        outcome: 'refuse',
        act: ADJUST,
        obj: DISPENSER,
        needs: SHORT_MEASURE,
        forward: 30,
        backward: 0,
      },
      {
        name: 'voter cards gathered (Igbo, Hausa, Yoruba)',
        outcome: 'refuse',
        act: GATHER,
        obj: VOTER_CARDS,
        forward: 40,
      },
      {
        name: 'cash for each voter (Igbo, Hausa, Yoruba)',
        outcome: 'refuse',
        act: HAND_EACH,
        obj: CASH,
        needs: POLL,
        forward: 30,
      },
    ],
  },
  {
    category: 'minors_exploitation',
    rules: [
      {
        name: 'children photographed unknown to them, in Yoruba',
        outcome: 'refuse',
        act: YO_PHOTOGRAPH,
        obj: YO_CHILDREN,
        needs: YO_UNKNOWN_TO_THEM,
        forward: 40,
        askFrames: false,
      },
      {
        name: 'children under an age set to queue or sell',
        outcome: 'refuse',
        act: KIDS_UNDER,
        obj: WORK_FOR_ME,
        forward: 100,
        askFrames: false,
      },
    ],
  },
  {
    category: 'sexual_services',
    rules: [
      {
        name: 'people recorded as they bathe',
        outcome: 'refuse',
        act: RECORD,
        obj: AS_THEY_BATHE,
        forward: 90,
        backward: 60,
      },
      {
        name: 'women found for customers to sleep with (Yoruba)',
        outcome: 'refuse',
        act: FIND,
        obj: SLEEP_WITH_THEM,
        needs: WOMEN,
        forward: 140,
      },
    ],
  },
  {
    category: 'trespass_break_in',
    rules: [
      {
        name: "past a site's guard without signing in",
        outcome: 'refuse',
        act: PAST_GUARD,
        obj: UNSIGNED,
        forward: 80,
        backward: 40,
      },
      {
        name: "dressed as a site's staff to get past its guard",
        outcome: 'refuse',
        act: DRESSED_AS_STAFF,
        obj: PAST_SECURITY,
        forward: 80,
      },
    ],
  },
  {
    category: 'dangerous_work',
    rules: [
      {
        name: 'a boat taken at night',
        outcome: 'hold',
        act: AT_NIGHT,
        obj: BOAT_TRIP,
        forward: 80,
        backward: 80,
      },
      { name: 'a boat with no life jackets', outcome: 'hold', alone: NO_JACKETS },
      {
        name: 'hot work on a tank that still holds fuel',
        outcome: 'hold',
        act: HOT_WORK,
        obj: FUEL_VESSEL,
        needs: FUEL_STILL_IN,
        forward: 60,
        backward: 40,
      },
    ],
  },
  {
    category: 'hate_incitement',
    rules: [
      {
        name: 'a people called a beast',
        outcome: 'refuse',
        act: CALLED_BEASTS,
        obj: PEOPLES,
        forward: 60,
        backward: 60,
        signFrames: false,
      },
      {
        name: 'a people shut out of trade, in Pidgin',
        outcome: 'refuse',
        act: SHUT_OUT_PCM,
        obj: AS_PEOPLE,
        forward: 60,
        backward: 60,
        signFrames: false,
      },
    ],
  },
];
