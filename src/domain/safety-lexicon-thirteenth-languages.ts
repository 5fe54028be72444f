// Thirteenth round, Nigerian languages: harm written in Yoruba, Igbo and Hausa that the rules
// missed, as classes with their look-alikes (docs/safety.md, "Thirteenth round"). Appended to
// POLICY_SPECS; terms as speakers write them, tone marks folded.
import type { CategorySpec, Terms } from './safety-policy-spec.ts';
import { FOOD } from './safety-lexicon-twelfth-languages-harm.ts';

/** Something put into a person's food or drink: medicine, a powder, "this thing". */
// biome-ignore format: packed word list
const PUT_INTO: Terms = [
  'fi oògùn', 'po oògùn', 'pò oògùn', 'da oògùn', 'fi nǹkan yìí', 'fi èyí', 'fi lúúlùú',
  'sa magani', 'saka magani', 'zuba magani', 'sa wannan', 'saka wannan', 'zuba wannan', 'sa gari',
  'tinye ọgwụ', 'gwakọta ọgwụ', 'tinye ihe a', 'tinye ntụ', 'put medicine', 'put this medicine',
  'put dis medicine', 'put this powder', 'put dis powder', 'pour this powder', 'mix this powder',
  'put the powder', 'mix the powder', 'put something inside', 'put am inside',
];
/** Kept from the person who eats it, or meant to make them ill. */
// biome-ignore format: packed word list
const UNKNOWN_OR_ILL: Terms = [
  'mgbe ọ na-ahụghị', 'mgbe ọ naghị ahụ', 'ka ọ ghara ịma', 'ọ ga-arịa ọrịa', 'ka ọ rịa ọrịa',
  'láìjẹ́ kí ó mọ̀', 'láìjẹ́ kó mọ̀', 'kò ní mọ̀', 'nígbà tí kò bá wò', 'kí ó ṣàìsàn',
  'yóò ṣàìsàn', 'á ṣàìsàn', 'ba tare da ya sani', 'ba tare da ta sani', 'kada ya sani',
  'kada ta sani', 'kar ya sani', 'kar ta sani', 'zai yi rashin lafiya', 'za ta yi rashin lafiya',
  'without him knowing', 'without her knowing', 'when he is not looking', 'when she is not looking',
  "when he isn't looking", "when she isn't looking", 'make e no know', 'he will fall sick',
  'she will fall sick', 'make am sick', 'make her sick', 'make him sick', 'e go sick',
];

/** Wherever a person goes, in Igbo, Yoruba, Hausa, Pidgin and English. */
// biome-ignore format: packed word list
const WHEREVER: Terms = [
  'ebe ọ bụla ọ na-aga', 'ebe ọbụla ọ na-aga', 'ebe ọ bụla ọ gara', 'ibi gbogbo tí ó bá ń lọ',
  'ibikíbi tí ó bá lọ', 'ibi tí ó bá ń lọ', 'duk inda ta tafi', 'duk inda ya tafi',
  'duk inda za ta', 'duk inda zai', 'anywhere wey she go', 'anywhere wey e go', 'wherever she goes',
  'wherever he goes', 'everywhere she goes', 'everywhere he goes', 'every place she go',
  'every place he go',
];
// biome-ignore format: packed word list
const FOLLOW: Terms = [
  'soro ya', 'so ya', 'eso ya', 'na-eso ya', 'tẹ̀lé e', 'tẹ̀lé', 'bi ta', 'bi shi', 'rika bin',
  'follow her', 'follow him', 'follow am', 'trail her', 'trail him', 'shadow her', 'shadow him',
];

/** Into a neighbour's home while they are away. */
// biome-ignore format: packed word list
const OPEN_OR_ENTER: Terms = [
  'ṣí ilẹ̀kùn', 'ṣi ilẹkun', 'wọlé', 'wọ inú', 'mepee ụzọ', 'meghee ụzọ', 'banye', 'buɗe ƙofa*',
  'bude kofa*', 'shiga', 'open the door of', 'open* ... door', 'enter*', 'go inside',
];
// biome-ignore format: packed word list
const NEIGHBOURS_HOME: Terms = [
  'ilé aládùúgbò', 'ilé ará àdúgbò', "ụlọ onye agbata obi", "ụlọ agbata obi", 'gidan maƙwabci*',
  'gidan makwabci*', "neighbour's house", "neighbour's flat", "neighbor's house", "neighbor's flat",
  "neighbour's room", "neighbor's room", "neighbour's shop", "neighbor's shop",
];
// biome-ignore format: packed word list
const WHILE_AWAY: Terms = [
  'nígbà tí wọ́n bá lọ', 'nígbà tí ó bá lọ', 'nígbà tí wọn kò bá sí', 'tí wọ́n bá jáde',
  'mgbe ha pụrụ', 'mgbe ọ pụrụ', 'mgbe ha na-anọghị', 'mgbe ọ na-anọghị', 'lokacin da ba sa nan',
  'lokacin da suka fita', 'lokacin da ya fita', 'lokacin da ta fita', 'when they travel*',
  'when they go to church', 'when they go to mosque', 'when they are at work', 'when they leave',
  'when she leaves', 'when he leaves', 'when nobody is home', 'while they are away',
  'while they are out',
];
/** Consent spoken in the brief: the neighbour asked for it or gave the key. */
// biome-ignore format: packed word list
const NEIGHBOUR_ASKED: Terms = [
  'gave you the key', 'gave me the key', 'will give you the key', 'asked me to', 'asked us to',
  'with her permission', 'with his permission', 'with their permission', 'ó ní kí', 'ó ti gbà',
  'ọ gwara m', 'ya ce in', 'ta ce in', 'ya yarda', 'ta yarda',
];

/** Children set to errands or trade for the writer, in Igbo and Yoruba. */
// biome-ignore format: packed word list
const CHILD_ERRANDS: Terms = [
  'ga-eje ozi', 'ga-ejere m ozi', 'ga-ere ahịa', 'ga-enyere m aka n', 'na-ere ahịa n',
  'máa kiri ọjà', 'máa bá mi kiri', 'kiri ọjà', 'je talla', 'suna talla',
];
// biome-ignore format: packed word list
const CHILDREN: Terms = [
  'ụmụaka', 'ụmụntakịrị', 'nwatakịrị', 'ọmọdé', 'àwọn ọmọdé', 'ọmọ kékeré', 'ƙananan yara',
  'kananan yara', 'yara ƙanana', 'yara kanana',
];

/** Selling their bodies: Yoruba ń ta ara wọn, Igbo na-ere onwe ha, Hausa masu zaman kansu. */
// biome-ignore format: packed word list
const SELL_THEMSELVES: Terms = [
  'ń ta ara wọn', 'n ta ara won', 'tí ó ń ta ara rẹ̀', 'ta ara rẹ̀', 'na-ere onwe ha',
  'na-ere onwe ya', 'masu zaman kansu', 'mata masu zaman kansu', 'yan mata masu zaman kansu',
  'dey sell themselves', 'dey sell her body', 'sell their body', 'sell their bodies',
];

export const THIRTEENTH_LANGUAGE_SPECS: readonly CategorySpec[] = [
  {
    category: 'violence_threats',
    rules: [
      {
        name: 'something put in food, unknown to the eater or to make them ill',
        outcome: 'refuse',
        act: PUT_INTO,
        obj: [...FOOD, 'beer'],
        needs: UNKNOWN_OR_ILL,
        forward: 60,
      },
    ],
  },
  {
    category: 'surveillance_stalking',
    rules: [
      {
        name: 'following a person wherever they go',
        outcome: 'refuse',
        act: FOLLOW,
        obj: WHEREVER,
        forward: 30,
      },
    ],
  },
  {
    category: 'trespass_break_in',
    rules: [
      {
        name: "into a neighbour's home while they are away",
        outcome: 'refuse',
        act: OPEN_OR_ENTER,
        obj: NEIGHBOURS_HOME,
        needs: WHILE_AWAY,
        forward: 40,
        backward: 40,
      },
    ],
    excuse: NEIGHBOUR_ASKED,
    excuseScope: 'text',
  },
  {
    category: 'minors_exploitation',
    rules: [
      {
        name: 'children set to errands or hawking',
        outcome: 'refuse',
        act: CHILD_ERRANDS,
        obj: CHILDREN,
        forward: 80,
        backward: 80,
      },
    ],
  },
  {
    category: 'sexual_services',
    rules: [
      {
        name: 'women who sell themselves, found for guests',
        outcome: 'refuse',
        alone: SELL_THEMSELVES,
      },
    ],
  },
  {
    category: 'hate_incitement',
    rules: [{ name: 'a slur for northerners, in Yoruba', outcome: 'refuse', alone: ['kobokobo'] }],
  },
];
