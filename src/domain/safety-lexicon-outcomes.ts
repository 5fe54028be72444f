// Harm named by what it leaves behind, who it is shown to or what it is for (docs/safety.md,
// "Seventh round"): classes of other authors' phrasing that the older lexicons read word by word
// and so missed, where a person is the target — an injury or a ruin arranged by its outcome, a
// substance put in a person's food, acid at a face, a group told it is not wanted here or at
// work, shaming by audience in Hausa, Yoruba and Igbo, a family named in a warning, a person's
// routine and messages, a child's age in Yoruba with work, a girl for a man. Things and places
// are in safety-lexicon-outcomes-things.ts. Same shape as the other policy lexicons
// (safety-policy-spec.ts); look-alikes and twins in test/unit/safety-seventh-round.test.ts.
import { ACCUSATION, AUDIENCE, GROUPS_MORE } from './safety-lexicon-concepts.ts';
import type { CategorySpec, Terms } from './safety-policy-spec.ts';

/** A group by faith, people or origin, with the words the other lists lack. */
// biome-ignore format: packed word list
const GROUPS: Terms = [
  ...GROUPS_MORE, 'alakụba', 'ndị alakụba', 'àjèjì', 'àwọn àjèjì', 'bakin nan', 'bakin kudu',
  'from the south-east', 'from the south east', 'from the north', 'northern tenants',
  'northern traders', 'southern tenants',
];

/** An injury or a ruin named by its outcome, so that who does it is left unsaid. */
// biome-ignore format: packed word list
const ARRANGED_OUTCOME: Terms = [
  'limps for', 'limp for', 'walks with a limp', 'ensure he is in no condition',
  'ensure she is in no condition', 'make sure he is in no condition',
  'in no condition to drive for',
  'dealt with permanently', 'deal with him permanently', 'deal with her permanently',
  'for good, you understand', 'make e vanish', 'make am vanish', 'nobody go find am',
  'no body go find', 'no fit waka for', 'no go fit waka', 'cannot walk for', "can't walk for",
  'so that he is hospitali*', 'so that she is hospitali*', 'so he is hospitali*',
  'so she is hospitali*', 'should be found burnt', 'to have brake trouble', 'have brake trouble',
  'yanjú rẹ̀ títí láé', 'ṣẹ́ ẹsẹ̀ rẹ̀', 'ṣẹ́ apá rẹ̀', 'shirya masa hatsari', 'shirya mata hatsari',
  'shirya wa ... hatsari', 'the treatment he deserves', 'the treatment she deserves',
  'use the belt on', 'strokes of the cane', 'strokes of cane', 'yi masa bulala',
  'yi mata bulala', 'yi musu bulala',
  // the same class completed in each language
  'ends up in hospital', 'end up in hospital', 'lands in hospital', 'land in hospital',
  'break his legs', 'break her legs', 'break his leg', 'break her leg', 'make him disappear',
  'make her disappear', 'deal with him for good', 'deal with her for good',
  'silence him for good', 'silence her for good', 'silence him permanently',
  'make e disappear', 'make am disappear', 'make e no wake', 'break im leg', 'break im hand',
  'make e enter hospital', 'karya masa kafa', 'karya mata kafa', 'karya masa hannu',
  'a batar da shi', 'ṣẹ́ ọwọ́ rẹ̀', 'gbajie ya ụkwụ', 'gbajie ya aka', 'mee ka ọ furu efu',
];

/** A substance that can harm or put a person to sleep. */
// biome-ignore format: packed word list
const SUBSTANCE: Terms = [
  'magani*', 'maganin barci', 'oògùn', 'substance', 'powder', 'sleeping pill*',
  'sleeping tablet*', 'sedative*', 'ọgwụ ụra', 'guba', 'májèlé', 'poison*',
];
/** A person's food or drink. */
// biome-ignore format: packed word list
const FOOD: Terms = [
  'tea', 'shayi*', 'tíì', 'lunch', 'drink', 'food', 'abinci*', 'oúnjẹ', 'nri', 'coffee',
];
/** What the substance is for: sleep, sickness, or that nobody knows. */
// biome-ignore format: packed word list
const TO_EFFECT: Terms = [
  'sleep*', 'barci', 'sùn', 'oorun', 'ụra', 'hospitali*', 'sick', 'make nobody know',
  'without him knowing', 'without her knowing', 'so that he', 'so that she', 'don ya', 'don ta',
  'kí ó lè', 'za mu dauki', 'a fẹ́ kó',
];

/** Acid and what it is thrown at. */
const ACID: Terms = ['acid', 'battery acid', 'asid'];
// biome-ignore format: packed word list
const FACE: Terms = [
  'in her face', 'in his face', 'on her face', 'on his face', 'a fuska', 'mata a fuska',
  'masa a fuska', 'n\'ihu ya', 'sí ojú rẹ̀',
];

// Formatted by hand: the word lists in the rules are packed, a line of related words each.
// biome-ignore format: packed word lists
export const OUTCOME_SPECS: readonly CategorySpec[] = [
  {
    category: 'violence_threats',
    rules: [
      { name: 'harm arranged by its outcome', outcome: 'refuse', alone: ARRANGED_OUTCOME },
      // "put this powder in oga's tea so he sleeps", Hausa "saka magani a shayin mai gadi"
      {
        name: "a substance put in a person's food",
        outcome: 'refuse',
        act: SUBSTANCE,
        obj: FOOD,
        needs: TO_EFFECT,
        forward: 80,
        backward: 60,
      },
      // the verb is the act, so "kada ka saka guba kusa da abinci" (do not put poison near the
      // food) is framed by its negation
      {
        name: 'poison put in food',
        outcome: 'refuse',
        act: ['put', 'add', 'mix', 'saka', 'sa', 'fi', 'tinye'],
        obj: ['guba', 'májèlé', 'poison*'],
        needs: FOOD,
        forward: 20,
        backward: 0,
      },
      {
        name: 'acid at a face',
        outcome: 'refuse',
        act: ACID,
        obj: FACE,
        forward: 120,
        backward: 120,
        apartHolds: true,
      },
    ],
  },
  {
    category: 'hate_incitement',
    rules: [
      {
        name: 'a place said not to be for a kind of people',
        outcome: 'refuse',
        alone: [
          'for their kind', 'for his kind', 'for her kind', 'for im kind', 'for dem kind',
          'for your kind', 'not for his kind', 'not for her kind', 'not for their kind',
          'no be for im kind', 'no be for dem kind', 'abụghị maka ụdị', 'maka ụdị ya',
          'maka ụdị ha', 'fún irú wọn', 'for indigenes only', 'indigenes only', 'natives only',
          'ba na irinsu ba', 'ba na irinsa ba', 'kì í ṣe ti irú wọn',
        ],
        signFrames: false,
      },
      // "compile the Christian staff so management can phase them out"
      {
        name: 'a group put out of work',
        outcome: 'refuse',
        act: [
          'phase them out', 'let them go quietly', 'so we can let them go', 'termination letter*',
          'sack them', 'sack all', 'lay them off', 'disengage them', 'comot dem for work',
          'sallami', 'kọ̀ wọ́n lọ́wọ́ iṣẹ́', 'chụpụ ha n\'ọrụ',
        ],
        obj: GROUPS,
        forward: 100,
        backward: 100,
        signFrames: false,
      },
      {
        name: 'a group called a name',
        outcome: 'refuse',
        act: [
          'na liars', 'are liars', 'be liars', 'na thieves', 'are thieves', 'be thieves',
          'be infidels', 'are infidels', 'na infidels', 'are animals', 'na animals', 'bụ anụmanụ',
          'jẹ́ ẹranko', 'dabbobi ne', 'bụ ndị iro', 'ndị iro okwukwe',
        ],
        obj: GROUPS,
        forward: 60,
        backward: 60,
        signFrames: false,
      },
      {
        name: 'a group told to leave or shut out',
        outcome: 'refuse',
        act: [
          'lé ... kúrò', 'remove all these', 'remove all the', 'clean our ward of',
          'clean our street of', 'clean the market of', 'su tashi', 'su bar garin', 'su bar gari',
          'su bar garinnan',
          'su bar unguwa*', 'su bar jihar', 'they have a week to leave',
          'a week to pack', "we don't want them", 'we do not want them', 'days to relocate',
          'ha ga-apụ', 'a kò gba', 'no dey sell for', 'no go sell for', 'not to let flats to',
          'not to let ... to', 'not to rent ... to', 'cire rumfunan', 'kori', 'kore', 'chase out',
          'drive out',
        ],
        obj: GROUPS,
        forward: 60,
        backward: 60,
        apartHolds: true,
      },
      {
        name: "a group's doors marked",
        outcome: 'refuse',
        act: [
          'x on the doors', 'mark the doors', 'mark their doors', 'alama a kofofin',
          'sààmì sí ilẹ̀kùn', 'paint ... on the doors',
        ],
        obj: GROUPS,
        forward: 60,
        backward: 20,
        signFrames: false,
      },
    ],
  },
  {
    category: 'harassment_intimidation',
    rules: [
      {
        name: "a warning that names a person's family or livelihood",
        outcome: 'refuse',
        alone: [
          'family will suffer', 'iyalansa za su sha wahala', 'iyalanta za su sha wahala',
          'ìdílé rẹ̀ yóò jìyà', 'children will hear of it', 'family will hear of it',
          'and we know the house', 'how fragile a career', 'sometimes have accidents',
          'accidents happen to', 'hatsari yana faruwa ga', 'ìjàǹbá máa ń ṣẹlẹ̀ sí',
          'can take back any time', 'depend on his staying', 'depends on his staying',
          'depend on her staying', 'depends on her staying', 'im family go suffer',
          'her family go suffer', 'iyalinsa za su sha wahala', 'ẹbí rẹ̀ yóò jìyà',
          'ezinụlọ ya ga-ata ahụhụ', 'children will not come back', 'children will not return',
          'children will not come home', 'pikin no go come back',
        ],
        signFrames: false,
      },
      {
        name: "a person's things put out on the road",
        outcome: 'refuse',
        alone: [
          'things go out on the road', 'her things on the road', 'his things on the road',
          'fitar da kayanta', 'fitar da kayansa', 'cire kofar dakin', 'throw out her things',
          'throw out his things',
        ],
      },
      {
        name: 'shaming a person before others (more words)',
        outcome: 'refuse',
        act: [
          ...AUDIENCE, 'coworkers', 'co-workers', 'kofar masallaci', 'masu saye', "n'ihu ndị ahịa",
          'níwájú ìjọ', 'a2 banner*', 'around his shop', 'around her shop',
        ],
        obj: [
          ...ACCUSATION, 'a fraud', 'defaulting', 'defaulter*', 'mai cin bashi', 'makaryaci',
          'say she dey sell fake', 'say he dey sell fake', 'kayanta na jabu', 'kayansa na jabu',
          'àlè ni', 'maka ụgwọ', 'unpaid balance',
        ],
        forward: 120,
        backward: 120,
        signFrames: false,
      },
      { name: 'harassing (Igbo)', outcome: 'refuse', alone: ['kpagbuo', 'kpagbu ya', 'kparị ya'] },
      {
        name: 'obstructing until a person yields',
        outcome: 'hold',
        act: ['obstruct*', 'block his', 'block her'],
        obj: ['until he', 'until she', 'until they', 'har sai'],
        forward: 80,
        backward: 0,
        // "until he signs": a signature, not a sign being read
        signFrames: false,
      },
    ],
  },
  {
    category: 'surveillance_stalking',
    rules: [
      {
        name: "a person's routine",
        outcome: 'hold',
        alone: [
          'her daily movements', 'his daily movements', 'daily movements and visitors',
          'movements and visitors', 'her outings', 'his outings', 'times she returns home',
          'times he returns home', 'when she is alone', "when she's alone", 'when he is alone',
          "when he's alone", 'when she dey alone', 'when e dey alone', 'lokacin da take ita kadai',
          'nígbà tí ó bá dá wà', 'mgbe ọ nọ naanị ya', 'woman in this photo lives',
          'man in this photo lives',
          'everyone he meets', 'everyone she meets',
        ],
        // "find out where the woman in this photo lives": asking is the harm
        askFrames: false,
      },
      {
        name: "visitors listed at a partner's home",
        outcome: 'hold',
        act: [
          'rubuta duk wanda', 'rubuta sunan duk wanda', 'kọ orúkọ gbogbo ẹni', 'kọ gbogbo ẹni',
          'dee aha onye ọ bụla', 'write down everyone who', 'note everyone who',
        ],
        obj: [
          'budurwa*', 'ọ̀rẹ́bìnrin', 'girlfriend', 'boyfriend', 'her house', 'his house',
          'her flat', 'his flat', 'her gate', 'matata', 'nwunye m',
        ],
        forward: 80,
        backward: 80,
      },
      {
        name: "a person's messages taken",
        outcome: 'hold',
        alone: [
          'her chats', 'his chats', 'hirarrakinta', 'hirarrakinsa', 'ìfọ̀rọ̀wérọ̀ rẹ̀',
          'her whatsapp messages', 'his whatsapp messages', 'send me her messages',
          'send me his messages', 'forward her messages', 'read her messages', 'read his messages',
        ],
      },
    ],
  },
  {
    category: 'minors_exploitation',
    rules: [
      {
        name: "a child's age (Yoruba) with work or no school",
        outcome: 'refuse',
        act: [
          'ọmọ ọdún ... mẹ́wàá', 'ọmọ ọdún mẹ́sàn-án', 'ọmọ ọdún mẹ́jọ', 'ọmọ ọdún méje',
          'ọmọ ọdún mẹ́fà', 'ọmọ ọdún mọ́kànlá', 'ọmọ ọdún méjìlá', 'ọmọdébìnrin', 'ọmọdékùnrin',
          'ọmọbìnrin kékeré', 'ọmọkùnrin kékeré', 'girl of about', 'boy of about', 'small son',
          'small daughter', 'small boy', 'small girl', 'my nephew', 'my niece', 'my grandson',
          'my granddaughter',
        ],
        // Yoruba "máa" (will, habitually) folds to "ma" (do not): kept inside the phrase so that
        // it is not read as a negation between the child and the work
        obj: [
          'máa ta ọjà', 'máa kiri ọjà', 'máa ru', 'ta ọjà', 'kiri ọjà', 'ru búlọ́ọ̀kù',
          'kò ní lọ ilé ìwé', 'kò ní lọ sí ilé-ìwé',
          'kò ní lọ sí ilé ìwé', 'máa ṣiṣẹ́ ilé', 'máa ṣe iṣẹ́ ilé', 'dípò kí ó lọ sí ilé ìwé',
          'ní ọjọ́ ilé ìwé',
          'schooling is not necessary', 'live-in help', 'without telling his mother',
          'without telling her mother', 'no tell her', 'no tell im mama', 'from him mama house',
        ],
        forward: 120,
        backward: 120,
      },
      {
        name: 'under age, for a man or a hotel',
        outcome: 'refuse',
        act: ['kò tó ọdún', 'under 15', 'under 16', 'under 18', 'underage', 'under-age'],
        obj: [
          'hotel', 'òtẹ́ẹ̀lì', 'otal', 'for oga', 'fún ọ̀gá', 'for the boss', 'for my boss',
          'for the chairman', 'guest house',
        ],
        forward: 120,
        backward: 120,
      },
      {
        name: 'a young girl for a man',
        outcome: 'refuse',
        act: ['ọmọbìnrin kékeré', 'small girl', 'little girl', 'young girl'],
        obj: ['for oga', 'fún ọ̀gá', 'for the boss', 'for my boss', 'for the chairman'],
        forward: 20,
        backward: 0,
      },
    ],
  },
  {
    category: 'sexual_services',
    rules: [
      {
        name: 'companions who go to the room',
        outcome: 'hold',
        alone: ["don't mind going to the room", 'do not mind going to the room'],
      },
      {
        name: 'girls to stay the night with guests (Igbo)',
        outcome: 'hold',
        act: ['anọnyere', 'nọnyere', 'ga-anọnyere'],
        obj: ["n'abalị", 'abalị'],
        needs: ['agbọghọ', 'ụmụ nwanyị', 'girls'],
        forward: 60,
        backward: 60,
      },
    ],
  },
];
