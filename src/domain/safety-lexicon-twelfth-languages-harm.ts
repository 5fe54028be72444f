// Twelfth round, Nigerian languages: harm written in Hausa, Yoruba, Igbo and Pidgin that the rules
// missed, as classes (docs/safety.md, "Twelfth round, languages"). Appended to POLICY_SPECS
// through safety-lexicon-twelfth-languages.ts; terms as speakers write them, tone marks folded.
import { GROUPS_MORE } from './safety-lexicon-concepts.ts';
import type { CategorySpec, Terms } from './safety-policy-spec.ts';

/** Counterfeit: Yoruba ayédèrú, Hausa jabu / na bogi, Igbo adịgboroja. */
// biome-ignore format: packed word list
const FAKE_PAPERS: Terms = [
  'passport ... ayédèrú', 'nin slip ... ayédèrú', 'ìwé ẹ̀rí ayédèrú', 'ìwé àṣẹ ayédèrú',
  'certificate ... ayédèrú', 'license ... ayédèrú', 'licence ... ayédèrú', 'passport na jabu',
  'takardar jabu', 'lasisi na jabu', 'passport na bogi', 'takardar bogi', 'satifiket na bogi',
  'akwụkwọ adịgboroja', 'passport adịgboroja', 'asambodo adịgboroja',
];
/** Getting something from someone: Yoruba gba / ra … lọ́wọ́, Hausa karɓo … daga, Igbo nara. */
// biome-ignore format: packed word list
const GET_FROM: Terms = [
  'gba ... lọ́wọ́', 'ra ... lọ́wọ́', 'gbà ... lọ́wọ́', 'bá mi gbà', 'bá mi gba', 'karbo ... daga',
  'karɓo ... daga', 'karbi ... daga', 'saya ... daga', "nara ... n'aka", "zụta ... n'aka", 'were ha',
];

/** Poison put into food or drink. */
// biome-ignore format: packed word list
const POISON_IN: Terms = [
  'fi oògùn eku', 'fi májèlé', 'pò oògùn eku', 'pò májèlé', 'da oògùn eku', 'saka guba',
  'zuba guba', 'sa guba', 'saka maganin bera', 'zuba maganin bera', 'sa maganin bera',
  'tinye nsi', 'tinye ọgwụ oke', 'gwakọta nsi', 'put rat poison', 'mix rat poison',
  'put sniper', 'pour sniper', 'put otapiapia',
];
/** Food and drink, in the five languages. */
// biome-ignore format: packed word list
export const FOOD: Terms = [
  'ọbẹ̀', 'oúnjẹ', 'omi', 'tíì', 'ẹ̀kọ', 'àmàlà', 'abinci*', 'miya*', 'shayi*', 'ruwa*', 'tuwo*',
  'kunu', 'nri', 'ofe', 'mmiri', 'tii', 'food', 'soup', 'drink', 'tea', 'stew', 'pap', 'water',
];

/** "if she does not pay, we will show …": a demand and a feared showing (blackmail). */
// biome-ignore format: packed word list
const WE_SHOW: Terms = [
  'a máa fi ... hàn', 'a ó fi ... hàn', 'a máa fi ránṣẹ́ sí', 'a ó fi ránṣẹ́ sí', 'a máa gbé e sí',
  'za mu nuna wa', 'za mu tura wa', 'za mu aika wa', 'anyị ga-egosi', 'anyị ga-ezigara',
  'anyị ga-etinye ya na',
];
// biome-ignore format: packed word list
const SHOWN_TO: Terms = [
  'ọkọ rẹ̀', 'ìyàwó rẹ̀', 'ọ̀gá rẹ̀', 'ìdílé rẹ̀', 'àwọn òbí rẹ̀', 'gbogbo ènìyàn', 'mijinta',
  'matarsa', 'iyalinta', 'iyalinsa', 'maigidanta', 'iyayenta', 'kowa', 'di ya', 'nwunye ya',
  'ezinụlọ ya', 'ndị mụrụ ya', 'onye isi ya', 'onye ọ bụla',
];
// biome-ignore format: packed word list
const DEMAND_OR_NUDE: Terms = [
  'tí kò bá', 'ti ko ba', 'bí kò bá', 'bi ko ba', 'idan ba ta', 'idan bai', 'idan ba su',
  'ọ bụrụ na o nyeghị', 'ọ bụrụ na ọ kwụghị', 'ìhòòhò', 'tsirara', 'ọtọ gba', 'nude', 'naked',
];

/** Getting in unseen: in by stealth, while the guards are busy, not letting security see. */
// biome-ignore format: packed word list
const ENTER_UNSEEN: Terms = [
  'sneak wọlé', 'yọ́ wọlé', 'yọ́ wọ inú', 'wọlé ní bòókẹ́lẹ́', 'wọlé ní ìkọ̀kọ̀', 'shiga a ɓoye',
  'shiga a boye', 'shiga a asirce', 'banye na nzuzo', "banye n'ụzọ nzuzo", 'gafee ndị nche',
  'wole laisi ki', 'wọlé láìjẹ́ kí',
];
// biome-ignore format: packed word list
const ENTER: Terms = [
  'wọlé', 'wọ inú', 'wọ ilé', 'shiga', 'banye', 'gafee', 'rigoo mgbidi', 'rigo mgbidi',
  'rịgoo mgbidi', 'wụba', 'enter*', 'go inside',
];
// biome-ignore format: packed word list
const UNSEEN: Terms = [
  'má jẹ́ kí security rí', 'má jẹ́ kí olùṣọ́ rí', 'má jẹ́ kí àwọn ẹ̀ṣọ́ rí', 'má jẹ́ kí wọ́n rí ọ',
  'má jẹ́ kí wọ́n rí ẹ', 'má jẹ́ kí ẹnikẹ́ni rí', 'kada mai gadi ya gan ka', 'kar mai gadi ya gan ka',
  'kada su gan ka', 'kar su gan ka', 'ba wanda zai sani', 'ba wanda zai gan ka',
  'ka ndị nche ghara ịhụ gị', 'ka onye nche ghara ịhụ gị', 'mgbe ndị nche na-', 'mgbe onye nche na-',
  'nígbà tí àwọn olùṣọ́ bá ń', 'nígbà tí olùṣọ́ bá ń', 'lokacin da masu gadi', 'lokacin da mai gadi',
  'anọghị ya', 'ba ya nan', 'kò sí nílé',
];
/** A lock or door forced: Hausa balle / fasa, Yoruba fọ́, Igbo kụwaa, Pidgin brek. */
// biome-ignore format: packed word list
const FORCE_LOCK: Terms = [
  'buɗe ƙofar da ƙarfe', 'bude kofar da karfe', 'balle ƙofa*', 'balle kofa*', 'fasa ƙofa*',
  'fasa kofa*', 'balle kwado', 'fasa kwado', 'karya kwado', 'fọ́ ilẹ̀kùn', 'fọ́ padlock',
  'já padlock', 'kụwaa ụzọ', 'kụwaa mkpọchi', 'gbawaa ụzọ', 'brek ... padlock*', 'brek d door',
  'brek the door', 'brek ... lock', 'rigoo mgbidi ... banye', 'rịgoo mgbidi ... banye',
  'wụfee mgbidi ... banye', 'gun ògiri ... wọlé', 'gun ogiri ... wole',
  'hau katanga ... shiga', 'haura katanga ... shiga',
];

/** A fake review: Yoruba irọ́ / èké, Hausa na karya, Igbo ụgha, and a bad one for a rival. */
// biome-ignore format: packed word list
const FAKE_REVIEWS: Terms = [
  'review iro', 'review irọ́', 'review èké', 'review eke', 'reviews iro', 'review buruku',
  'review burúkú', 'review na karya', 'sharhin karya', 'sharhi na karya', 'review ụgha',
  'review ugha', 'review adịgboroja', 'review ọjọọ maka',
];
/** Collecting money as a fine, or dressed as the police. */
// biome-ignore format: packed word list
const AS_OFFICIAL: Terms = [
  'bí owó ìtanràn', 'gẹ́gẹ́ bí owó ìtanràn', 'wọ aṣọ ọlọ́pàá', 'wọ̀ aṣọ ọlọ́pàá',
  'a matsayin tara', 'kamar tara', 'sa kayan ɗan sanda', 'sa kayan yan sanda',
  'yiri uwe ndị uwe ojii', 'dị ka ụgwọ ntaramahụhụ',
];

/** Children in Yoruba, Hausa and Igbo, with ages of 13 to 17 said in words. */
// biome-ignore format: packed word list
const CHILD: Terms = [
  'ọmọbìnrin kékeré', 'ọmọkùnrin kékeré', 'ọmọ kékeré', 'ọmọdé', 'ọmọ ilé ìwé', 'ọmọ ọdún mẹ́tàlá',
  'ọmọ ọdún mẹ́rìnlá', 'ọmọ ọdún mẹ́ẹ̀ẹ́dógún', 'ọmọ ọdún mẹ́rìndínlógún', 'ọmọ ọdún mẹ́tàdínlógún',
  'tí kò ju ọdún', 'yarinya', 'yaro', 'ƙananan yara', 'nwatakịrị', 'ụmụaka', 'nwa agbọghọ nta',
];
// biome-ignore format: packed word list
const CONTACT_CHILD: Terms = [
  'bá ... sọ̀rọ̀', 'fún ... ní sweet', 'fún ... ní suwiti', 'fún ... ní owó', 'gba àdírẹ́sì',
  'ba ta alewa', 'ba shi alewa', 'karbi adireshin', 'nye ya swiit', 'nara adreesị',
];
// biome-ignore format: packed word list
const CHILD_WORK: Terms = [
  'bá mi ṣiṣẹ́', 'ṣiṣẹ́ ní oko', 'ṣiṣẹ́ oko', 'máa ṣiṣẹ́ ní oko', 'máa bá mi ṣiṣẹ́', 'máa ta ọjà', 'má jẹ́ kí wọ́n lọ ilé ìwé', 'má jẹ́ kí ó lọ ilé ìwé',
  'kí wọ́n má lọ ilé ìwé', 'kí wọ́n má lọ sí ilé ìwé', 'yi min aiki', 'yi aikin gona',
  'rụọrọ m ọrụ', 'rụọ ọrụ ugbo',
];
/** A photograph kept from a child's mother or parents. */
// biome-ignore format: packed word list
const KEPT_FROM_MOTHER: Terms = [
  'láìjẹ́ kí ìyá rẹ̀ mọ̀', 'láìjẹ́ kí àwọn òbí rẹ̀ mọ̀', 'ba tare da mahaifiyarta ta sani',
  'ba tare da iyayenta sun sani', 'ba tare da iyayensa sun sani', 'nne ya amaghị', 'nne ya amaghi',
  'without her mother knowing', 'without his mother knowing', 'without her parents knowing',
];
// biome-ignore format: packed word list
const PHOTO: Terms = [
  'ya àwòrán', 'ya fọ́tò', 'ya foto', 'dauki hoto*', 'ɗauki hoto*', 'see foto', 'see foto ya',
  'photograph*', 'snap*',
];

/** A group called animals, snakes or criminals, or told to go back, in Yoruba and Igbo. */
// biome-ignore format: packed word list
const GROUP_LABEL_OR_GO: Terms = [
  'ẹranko ni wọ́n', 'ejò ni wọ́n', 'ọ̀daràn ni wọ́n', 'padà sí àríwá', 'kúrò ní ìlú wa',
  'kúrò ní àdúgbò wa', 'ha bụ agwọ', 'bụ ndị omempụ', 'ga-ahapụ', 'ọ dịghị onye chọrọ ha',
  'dabbobi ne', 'macizai ne', 'su koma arewa', 'make nobody rent*', 'make nobody sell',
  'make nobody buy', 'make nobody employ', 'make nobody hire', 'na danger to', 'na danger for',
];

/** Where a person lives and when they come and go, in Hausa, Yoruba and Igbo. */
// biome-ignore format: packed word list
const THEIR_COMINGS: Terms = [
  'gidan da take zaune', 'gidan da yake zaune', 'gidan da suke zaune', 'shigarsa da ficewarsa',
  'shigarta da ficewarta', 'lokacin da yake komawa gida', 'lokacin da take komawa gida',
  'wace mota yake hawa', 'wace mota take hawa', 'ilé tí ó ń gbé', 'ilé tó ń gbé',
  'ìgbà tí ó ń padà sílé', 'ìgbà tí ó ń jáde', 'oge ọ na-alọta', 'ụlọ ọ na-ebi',
];
// biome-ignore format: packed word list
const FIND_OR_WATCH: Terms = [
  'gano', 'nemo', 'nemi', 'lura da', 'sa ido', 'rika lura', 'ṣàwárí', 'ṣọ́', 'wá', 'chọpụta',
  'chọọ', 'lelee', 'bi ta', 'bi shi',
];

export const MISSED_LANGUAGE_SPECS: readonly CategorySpec[] = [
  {
    category: 'illegal_goods_services',
    rules: [
      {
        name: 'counterfeit papers got from a maker',
        outcome: 'refuse',
        act: GET_FROM,
        obj: FAKE_PAPERS,
        forward: 60,
        backward: 60,
        nextSentenceHolds: true,
      },
      {
        name: 'goods taken across the border by the bush, away from customs',
        outcome: 'refuse',
        // biome-ignore format: packed word list
        act: [
          'ketare iyaka', 'tsallaka iyaka', 'haye iyaka', 'kọjá ààlà', 'ré ààlà kọjá',
          'gafere oke ala', 'gafee oke ala', 'cross the border', 'cross* ... border',
        ],
        // biome-ignore format: packed word list
        obj: [
          'ta hanyar daji', 'ta daji', 'saboda kwastam', 'ọ̀nà igbó', 'láìjẹ́ kí customs',
          "n'ụzọ ọhịa", 'ndị kọstọm', 'through the bush', 'bush path*', 'avoid* ... customs',
          'without declar*',
        ],
        forward: 80,
        backward: 80,
      },
      {
        name: 'a load kept shut at a police checkpoint',
        outcome: 'hold',
        // biome-ignore format: packed word list
        act: [
          'kar ka buɗe', 'kada ka buɗe', 'kar ka bude', 'kada ka bude', 'má ṣí i', 'emeghela ya',
          'emepela ya', 'no open am', "don't open it",
        ],
        // biome-ignore format: packed word list
        obj: [
          'shingen', 'shinge', "'yan sanda", 'ƴan sanda', 'checkpoint*', 'roadblock*',
          'road block*', 'ọlọ́pàá', 'ndị uwe ojii', 'kwastam', 'customs',
        ],
        forward: 60,
      },
    ],
  },
  {
    category: 'violence_threats',
    rules: [
      { name: 'poison put in food or drink', outcome: 'refuse', act: POISON_IN, obj: FOOD },
      {
        name: 'injuring a person, in Hausa',
        outcome: 'refuse',
        // biome-ignore format: packed word list
        alone: [
          'yi masa rauni', 'yi mata rauni', 'yi musu rauni', 'raunata shi', 'raunata ta',
          'raunata su', 'ji musu rauni',
        ],
      },
    ],
    // The passive is a report of an injury ("an yi masa rauni", he was injured).
    safe: ['an yi masa rauni', 'an yi mata rauni', 'aka yi masa rauni', 'aka yi mata rauni'],
  },
  {
    category: 'harassment_intimidation',
    rules: [
      {
        name: 'a demand with a showing threatened',
        outcome: 'refuse',
        act: WE_SHOW,
        obj: SHOWN_TO,
        needs: DEMAND_OR_NUDE,
        forward: 30,
      },
    ],
  },
  {
    category: 'trespass_break_in',
    rules: [
      { name: 'getting in unseen', outcome: 'refuse', alone: [...ENTER_UNSEEN, ...FORCE_LOCK] },
      {
        name: 'entering unseen or while nobody is there',
        outcome: 'refuse',
        act: ENTER,
        obj: UNSEEN,
        forward: 80,
        backward: 80,
      },
    ],
  },
  {
    category: 'impersonation_fraud',
    rules: [
      {
        name: 'fake reviews, posing as an official',
        outcome: 'refuse',
        alone: [...FAKE_REVIEWS, ...AS_OFFICIAL],
      },
    ],
  },
  {
    category: 'minors_exploitation',
    rules: [
      {
        name: 'approaching a child, in Yoruba, Hausa and Igbo',
        outcome: 'refuse',
        act: CONTACT_CHILD,
        obj: CHILD,
        forward: 20,
        backward: 40,
      },
      {
        name: 'children put to work or kept from school',
        outcome: 'refuse',
        act: CHILD_WORK,
        obj: CHILD,
        forward: 80,
        backward: 80,
        nextSentenceHolds: true,
      },
      {
        name: 'a photograph kept from the mother',
        outcome: 'refuse',
        act: PHOTO,
        obj: KEPT_FROM_MOTHER,
        forward: 40,
      },
    ],
    // The parents of children, not the children.
    safe: ['òbí ọmọ*', 'iyayen yara', 'iyayen yaran', 'nne na nna ụmụaka'],
  },
  {
    category: 'hate_incitement',
    rules: [
      {
        name: 'a group called animals or told to go, in Yoruba and Igbo',
        outcome: 'refuse',
        act: GROUP_LABEL_OR_GO,
        obj: [...GROUPS_MORE, 'kobokobo', 'àwọn hausa', 'ndị hausa', 'ndị yoruba'],
        forward: 80,
        backward: 80,
        nextSentenceHolds: true,
        signFrames: false,
      },
    ],
  },
  {
    category: 'surveillance_stalking',
    rules: [
      {
        name: 'finding where a person lives, watching their comings',
        outcome: 'refuse',
        act: FIND_OR_WATCH,
        obj: THEIR_COMINGS,
        forward: 40,
        backward: 20,
      },
    ],
  },
  {
    category: 'sexual_services',
    rules: [
      {
        name: 'a young woman found to stay with a man',
        outcome: 'refuse',
        // biome-ignore format: packed word list
        alone: [
          "nwa agbọghọ ... ụlọ nkwari", "ga-anọnyere ... n'ụlọ nkwari", 'aristo girl*',
          'nwa agbọghọ ga-anọnyere', 'ụmụ agbọghọ ga-anọnyere',
          'ọmọge ... ilé ìtura', 'yarinya ... otal',
        ],
      },
      {
        // "aristo": a girl kept by a rich man, in Nigerian slang; arranged for someone.
        name: 'an aristo arranged for a man',
        outcome: 'refuse',
        // biome-ignore format: packed word list
        act: [
          'hazie', 'hazi', 'chọta', 'chọọ', 'chọrọ', 'wetara', 'nemo', 'samo', 'wá', 'find',
          'get', 'arrange', 'organis*', 'organiz*', 'bring', 'provide',
        ],
        obj: ['aristo', 'aristos'],
        // biome-ignore format: packed word list
        needs: [
          'onye isi', 'my boss', 'my oga', 'our guest*', 'onye ọbịa', 'the client*', 'our client*',
          'oga', 'alhaji', 'chief', 'ọ̀gá', 'ogana', 'maigida',
        ],
        forward: 20,
      },
    ],
    // A business named Aristo.
    // biome-ignore format: packed word list
    safe: [
      'aristo suite*', 'aristo hotel*', 'aristo kitchen*', 'aristo restaurant*', 'aristo lounge*',
      'aristo plaza', 'aristo store*', 'aristo bar', 'aristo club', 'aristo ventures',
    ],
  },
];
