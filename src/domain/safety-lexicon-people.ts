// Policy lexicon (safety-policy-spec.ts): surveillance and stalking, sexual services, minors, and
// the words for a particular person that other categories share. English, Nigerian Pidgin,
// Yoruba, Hausa and Igbo.
// Over 400 lines: word lists, packed; a table rather than logic.
import type { CategorySpec, Terms } from './safety-policy-spec.ts';

/** A particular, private person, said so that it cannot be a thing: pronouns, relations, a
 *  title before a name, "a man named". */
// biome-ignore format: packed word list
export const PERSON: Terms = [
  'him', 'her', 'the man', 'the woman', 'this man', 'this woman', 'that man', 'that woman',
  'the guy', 'this guy', 'that guy', 'the lady', 'this lady', 'that lady', 'the girl', 'this girl',
  'the boy', 'this boy', 'my ex', 'my ex-*', 'my wife', 'my husband', 'my girlfriend',
  'my boyfriend', 'my partner', 'my fiance*', 'my sister', 'my brother', 'my cousin',
  'my neighbour*', 'my neighbor*', 'my landlord', 'my tenant*', 'my rival*', 'my colleague*',
  'my boss', 'my debtor*', 'my in-law*', 'his wife', 'her husband', 'his girlfriend',
  'her boyfriend', 'the neighbour*', 'the neighbor*', 'landlord*', 'tenant*', 'rival*', 'debtor*',
  'this person', 'that person', 'a man named', 'a woman named', 'a lady named', 'a man called',
  'a woman called', 'mr', 'mrs', 'chief', 'alhaji', 'alhaja', 'madam', 'nwoke ahụ', 'nwanyị ahụ',
  'mutumin nan', 'matar nan', 'ọkùnrin náà', 'obìnrin náà', 'his daughter', 'her daughter',
  'his son', 'her son', 'his friends', 'her friends', 'his children', 'her children',
  'my daughter*', 'my son', 'my ex*', 'matata', 'mijina', 'matarsa', 'mijinta', 'nwunye m',
  'ìyàwó mi', 'ọkọ mi', 'di m', 'nwanyị m', 'ọkọ rẹ̀', 'ìyàwó rẹ̀',
];

/** A person as the object of following: PERSON and the looser words that, after "follow" or
 *  "track", can only be someone (Pidgin am = him/her, Hausa shi/ita, Igbo ya). */
// biome-ignore format: packed word list
const FOLLOWED: Terms = [
  ...PERSON, 'am', 'dem', 'my babe', 'my girl', 'my woman', 'my man', 'the journalist',
  'the politician', 'the councillor', 'miss', 'dr', 'hon', 'shi', 'ita',
];

/** Ages of a child, as written after a noun ("girls aged 12", "pikin wey no pass 10"). */
const CHILD_AGE_PHRASES = [
  (n: number) => `aged ${n}`,
  (n: number) => `age ${n}`,
  (n: number) => `${n} years old`,
  (n: number) => `${n} year old`,
  (n: number) => `${n}-year-old`,
  (n: number) => `${n} years`,
  (n: number) => `of ${n} years`,
  (n: number) => `no pass ${n}`,
  (n: number) => `no reach ${n}`,
  (n: number) => `not older than ${n}`,
  (n: number) => `no older than ${n}`,
  (n: number) => `younger than ${n}`,
];
/** The same ages written as words ("a boy of around nine"). */
// biome-ignore format: packed word list
const AGE_WORDS = [
  'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve', 'thirteen',
  'fourteen', 'fifteen',
];
const CHILD_AGE_WORDS: Terms = AGE_WORDS.flatMap((w) => [
  `aged ${w}`,
  `of around ${w}`,
  `of about ${w}`,
  `${w} years old`,
  `${w}-year-old`,
]);
export const CHILD_AGES: Terms = [
  ...Array.from({ length: 15 }, (_, i) => i + 3).flatMap((n) =>
    CHILD_AGE_PHRASES.map((phrase) => phrase(n)),
  ),
  ...CHILD_AGE_WORDS,
];

/** Where a person lives and how they move: the object of stalking. */
// biome-ignore format: packed word list
const WHEREABOUTS: Terms = [
  'where he lives', 'where she lives', 'where they live', 'where ... lives', 'where he stays',
  'where she stays', 'where he sleeps', 'where she sleeps', 'where she works', 'his movements',
  'her movements', 'their movements', 'his daily routine', 'her daily routine', 'his routine',
  'her routine', 'who he meets', 'who she meets', 'who visits him', 'who visits her',
  'who comes to see her', 'who comes to see him', 'what time he leaves', 'what time she leaves',
  'when he returns', 'his whereabouts', 'her whereabouts', 'whereabouts of', 'his location',
  'her location', 'who he is with', 'who she is with', 'where him dey stay', 'where she dey stay',
  'where him dey live', 'where she dey live', 'wetin him dey do', 'wetin she dey do',
  'who him dey see', 'ibi tí ó ń gbé', 'ibi to n gbe', 'inda yake zaune', 'inda take zaune',
  'ebe o bi', 'ebe ọ na-ebi', 'where does ... live', 'where does ... sleep', 'where does ... stay',
  'when he comes out', 'who enters or leaves', 'who comes and goes', 'everyone who enters',
  'everyone who visits', 'who comes in and out', 'inda take zuwa', 'inda yake zuwa',
  'duk wanda ta hadu', 'duk wanda ya hadu', 'ebe ... bi ugbu a', 'chọpụta ebe', 'who she is seeing',
  'who he is seeing', 'duk inda ta je', 'duk inda ya je', 'anywhere she go', 'anywhere he go',
  'anybody wey she meet', 'anybody wey he meet', 'leaves and returns', 'who is with her',
  'who is with him', 'her activities', 'his activities', 'what she does', 'what he does',
  'who she talks to', 'who he talks to', 'where she goes', 'where he goes',
  'who comes to her house', 'who comes to his house', 'movements of', 'he comes and goes',
  'she comes and goes', 'ibi tí ó ń lọ', 'ibi to n lo', 'inda take', 'inda yake', 'ebe ọ na-aga',
];

/** When a person comes and goes, and where they live: stalking only after following, finding or
 *  watching them (a delivery goes to a home address too). */
// biome-ignore format: packed word list
const COMINGS: Terms = [
  'home address of', 'house address of', 'his home address', 'her home address', 'when he leaves',
  'when she leaves', 'when he comes back', 'when she comes back', 'when he returns',
  'when she returns', 'when she comes out', 'when he comes out', 'when he comes', 'when she comes',
  'where he works', 'where she works',
];

/** Doing it without the person knowing. */
// biome-ignore format: packed word list
const COVERT: Terms = [
  'secretly', 'covert*', 'discreet*', 'quietly', 'without him know*', 'without her know*',
  'without them know*', 'without him notic*', 'without her notic*', 'without being noticed',
  'without being seen', 'without being spotted', "don't let him see", "don't let her see",
  'do not let him see', 'do not let her see', 'make he no see', 'make she no see', 'hidden camera*',
  'hide* ... camera*', 'zoom lens', 'telephoto', 'round the clock', 'in ìkọ̀kọ̀', 'láìjẹ́ pé ó mọ̀',
  'láìjẹ́ kí ó mọ̀', 'a asirce', 'na nzuzo', 'jẹ́jẹ́', 'without consent', 'without permission',
  'no let dem see', 'no let am see', 'no let her see', 'no let him see', 'make dem no see',
  'must not see', 'must not know', 'ba tare da ta sani', 'ba tare da ya sani', 'agwala ya',
  'without letting',
];

export const PEOPLE_SPECS: readonly CategorySpec[] = [
  {
    category: 'surveillance_stalking',
    rules: [
      {
        name: 'stalking or covert monitoring',
        outcome: 'refuse',
        // biome-ignore format: packed word list
        alone: [
          'write down everybody wey', 'write down everyone who enters',
          'note everyone who enters his', 'note everyone who enters her', 'who comes to her house',
          'who comes to his house', 'who visits her', 'who visits him', 'who she dey meet',
          'who e dey meet', 'who she talks to', 'who he talks to', 'who she dey talk to',
          'wanda take magana', 'wanda yake magana', 'neighbour* gate ... whole day',
          'report everything about', 'everything about her life', 'everything about his life',
          'their private life', 'befriend* ... and report', 'stalk*',
          'install* ... camera* ... opposite', 'camera ... watch her', 'camera ... watch his',
          'watch her door', 'watch his door', 'watch their door', 'sit ... outside his house',
          'sit ... outside her house', 'wait outside his house', 'wait outside her house',
          'park* outside his house', 'park* outside her house', 'drone over',
          'drone* ... compound*', 'drone* ... house', 'film* ... backyard', 'their windows',
          'into ... windows', 'spy on', 'spying on', 'spy* ... on him', 'spy* ... on her',
          'hidden camera*', 'spy camera*', 'tracking device*', 'gps tracker*', 'track* ... phone',
          'tail him', 'tail her', 'trail him', 'trail her', 'keep* an eye on him',
          'keep* an eye on her', 'keep* tabs on', 'secretly record*', 'secretly film*',
          'secretly photograph*', 'secretly follow*', 'secretly watch*', 'find out where he lives',
          'find out where she lives', 'find out where they live', 'find out where ... lives',
          'report ... movements', 'report back ... movements', 'tọpinpin', 'bibiyi', 'leƙen asiri',
          'nledo',
        ],
      },
      {
        name: 'following or tracking a person',
        outcome: 'refuse',
        // biome-ignore format: packed word list
        act: [
          'follow*', 'track*', 'trac*', 'trail', 'trails', 'trailing', 'trailed', 'tailing',
          'monitor*', 'spy*', 'surveil*', 'shadow*', 'locate*', 'find out', 'find', 'tẹ̀lé',
          'keep watch on', 'keep watch over', 'watch*', 'observe*', 'lura da', 'bi shi', 'bi ta',
          'soro ya', 'lelee ya anya', 'ṣọ́',
        ],
        obj: [...WHEREABOUTS, ...COMINGS],
        forward: 50,
        backward: 20,
      },
      {
        name: "a person's whereabouts",
        outcome: 'hold',
        // biome-ignore format: packed word list
        alone: [
          ...WHEREABOUTS, 'who wrote about me', 'who reported me', 'who criticised me',
          'what time she', 'what time he', 'which gym',
        ],
      },
      {
        name: "reading a person's private messages",
        outcome: 'refuse',
        // biome-ignore format: packed word list
        act: [
          'photograph*', 'take picture*', 'take photo*', 'snap*', 'screenshot*', 'read*', 'copy',
          'check*', 'go through', 'look through', 'open*', 'forward*', 'send*',
        ],
        // biome-ignore format: packed word list
        obj: [
          'his chats', 'her chats', 'his whatsapp', 'her whatsapp', 'his messages', 'her messages',
          'his phone', 'her phone', 'his emails', 'her emails', 'his dms', 'her dms',
          'his call log*', 'her call log*', 'his sms', 'her sms', 'their chats', 'their messages',
        ],
        forward: 30,
      },
      {
        name: 'following a person',
        outcome: 'refuse',
        // biome-ignore format: packed word list
        act: [
          'follow*', 'track*', 'trail', 'trails', 'trailing', 'trailed', 'tailing', 'monitor*',
          'spy*', 'surveil*', 'shadow*', 'locate*', 'keep watch on', 'keep watch over',
          'keep an eye on', 'dey watch', 'dey follow', 'bi', 'soro', 'tẹ̀lé', 'dinga bin', 'bin',
        ],
        // biome-ignore format: packed word list
        obj: [
          ...FOLLOWED, 'his house', 'her house', 'his home', 'her home', 'his car', 'her car',
          'his phone', 'her phone', 'his office', 'her office',
        ],
        forward: 20,
      },
      {
        name: 'photographing or watching a person',
        outcome: 'hold',
        // biome-ignore format: packed word list
        act: [
          'photograph*', 'take picture* of', 'take photo* of', 'take a picture of',
          'take a photo of', 'snap*', 'film*', 'video*', 'record*', 'watch*', 'observe*',
          'check on', 'picture of', 'photo* of', 'ya hoton', 'dauki hoto*', 'ya fọ́tò', 'see foto',
        ],
        obj: [...PERSON, 'his house', 'her house', 'his home', 'her home', 'his car', 'her car'],
        forward: 40,
      },
      {
        name: 'covertly photographing a person',
        outcome: 'refuse',
        // biome-ignore format: packed word list
        act: [
          'photograph*', 'picture*', 'photo*', 'snap*', 'film*', 'video*', 'record*', 'watch*',
          'observe*',
        ],
        obj: FOLLOWED,
        needs: COVERT,
        forward: 30,
        backward: 20,
      },
    ],
    // biome-ignore format: packed word list
    safe: [
      'follow* up', 'follow* the road', 'follow* the instruction*', 'follow* the sign*',
      'follow* the street', 'follow* ... direction*', 'follow* ... map', 'follow* ... steps',
      'follow* ... guide*', 'follow* ... rule*', 'follow* ... dress code',
      'follow* ... instruction*', 'follow* ... advice', 'follow* ... lead', 'follow* ... rules',
      'follow* ... procedure*', 'follow* ... process', 'follow* ... example', 'follow* ... account',
      'her shop*', 'his shop*', 'her stall*', 'his stall*', 'her store*', 'his store*',
      'her business*', 'his business*', 'her kiosk*', 'his kiosk*', 'her signboard*',
      'his signboard*', 'her price*', 'his price*', 'her goods', 'his goods', 'her product*',
      'his product*', 'her receipt*', 'his receipt*', 'her id', 'his id', 'her answer*',
      'his answer*', 'her response*', 'his response*', 'her name', 'his name', 'her opinion*',
      'his opinion*', 'her signature', 'his signature', 'her consent', 'his consent',
      'her permission', 'his permission', 'the owner* permission', 'with ... permission',
      'with ... consent', 'if ... agree*', 'who agree*', 'mr biggs', 'mr price',
      'miss ... deadline', 'note* ... opening hour*', 'oga ... permission', 'mrs ... bakery',
      'check* ... opening hour*', 'confirm* ... opening hour*', 'take a picture of him holding',
      'ms word', 'ms excel', 'am and pm', 'in the am', 'named after', 'dr ... clinic',
      'dr ... hospital', 'confirm* ... name', 'shi ne', 'is named', 'ya ... ce', 'named on',
    ],
    // biome-ignore format: packed word list
    excuse: [
      'with ... permission', 'with ... consent', 'if ... agree*', 'who agree*', 'who consent*',
      'ask* ... permission', 'ask* ... consent', 'their consent', 'her consent', 'his consent',
      'their permission',
    ],
  },
  {
    category: 'sexual_services',
    rules: [
      {
        name: 'sex work or explicit content',
        outcome: 'refuse',
        // biome-ignore format: packed word list
        alone: [
          'pretty babes', 'sleeping over with', 'sleep over with', 'sleep* over with our guest*',
          'spend the night with', 'do not mind sleeping', 'keep ... guests company ... night',
          'sex work*', 'sex worker*', 'prostitut*', 'escort girl*', 'escort service*',
          'escort agenc*', 'female escort*', 'male escort*', 'escorts', 'an escort for',
          'spend the weekend with', 'stays the night', 'stay the night with', 'a date for my',
          'peeping tom', 'in their underwear', 'in underwear', 'lingerie photo*', 'in swimwear',
          'through the gap', 'through a gap', 'peek* ... bathroom', 'hidden phone', 'peep into',
          'peep through', 'peep at', 'voyeur*', 'sùn lọ́dọ̀', 'sun lodo', 'kwana da',
          'masu zaman kansu', 'mata masu zaman', 'young fresh', 'fresh girls', 'for the night',
          'all night ... room', 'ba ... sùn', 'sleep over with', 'hire ... escort*',
          'book ... escort*', 'call girl*', 'runs girl*', 'runs babe*', 'hookup*', 'hook-up*',
          'hook up with', 'happy ending*', 'sexual service*', 'sexual favour*', 'sexual favor*',
          'sex for money', 'sex tape*', 'nude*', 'naked*', 'porn*', 'explicit photo*',
          'explicit video*', 'explicit picture*', 'explicit content', 'sexy photo*',
          'sexy picture*', 'sexy video*', 'erotic*', 'brothel*', 'ashawo*', 'olosho*', 'karuwa*',
          'karuwanci', 'akwuna*', 'akwụna*', 'one night stand', 'sleep with',
          'spend the night with', 'girls for the night', 'girl for the night',
          'girls for ... party', 'sugar mummy', 'sugar daddy', 'companionship',
          'company for the night', 'special massage', 'aṣẹ́wó', 'olóṣò', 'nwa agbọghọ ... hotel',
          'discreet ladies', 'discreet girls', 'pay* for sex', 'for sex', 'have sex', 'sex with',
          'arrange* ... sex', 'massage with extras', 'full service massage',
          'body massage ... room', 'knack', 'lalata', 'yin lalata', 'upskirt*', 'onlyfans',
          'strip club*', 'stripper*', 'lap dance*', 'adult entertainment', 'adult content',
          'intimate photo*', 'intimate video*', 'bedroom video*',
        ],
      },
      {
        name: 'recording people in private',
        outcome: 'refuse',
        // biome-ignore format: packed word list
        act: [
          'record*', 'film*', 'photograph*', 'snap*', 'video*', 'watch*', 'take picture*',
          'take photo*',
        ],
        // biome-ignore format: packed word list
        obj: [
          'the couple', 'a couple in', 'couples in', 'lovers', 'dressing room*', 'girls changing',
          'while they change', 'changing clothes', 'in the bathroom', 'in the toilet',
          'changing room*', 'bathing', 'undress*', 'in the shower', 'her bedroom', 'his bedroom',
          'their bedroom', 'through her window', 'through his window', 'through their window',
        ],
        forward: 40,
      },
      {
        name: 'procuring women for clients',
        outcome: 'refuse',
        // biome-ignore format: packed word list
        act: [
          'find*', 'bring*', 'arrang*', 'get', 'book*', 'hire*', 'recruit*', 'supply*', 'procur*',
          'send*', 'organi*', 'provide*', 'connect*', 'link ... up', 'pick*', 'carry', 'take',
          'escort', 'mú un wá', 'mú wọn wá', 'samo', 'kawo', 'kpọta', 'chọta',
        ],
        // biome-ignore format: packed word list
        obj: [
          'girls', 'ladies', 'women', 'babes', 'chicks', 'a girl', 'a lady', 'runs', 'hot girl*',
          'fine girl*', 'pretty girl*', 'young girl*', 'young ladies', 'ọmọbìnrin', 'ọmọge',
          "'yan mata", 'ụmụ agbọghọ',
        ],
        // biome-ignore format: packed word list
        needs: [
          'for the night', 'for my guest*', 'for the party', 'for my client*', 'for fun',
          'to entertain', 'keep ... company', 'to spend', 'tonight', 'hotel room*', 'hotel',
          'for the weekend', 'overnight', 'sexy', 'hot', 'for my oga', 'for oga', 'for the boys',
          'private party', 'vip', 'lodge', 'to my room', 'ụlọ nkwari akụ', 'hie ụra', 'all night',
          'room #', 'guest house', 'òtẹ́ẹ̀lì', 'otel', 'ɗakin otal', 'fún owó', 'for money',
          'when dem finish',
        ],
        forward: 40,
      },
    ],
    // biome-ignore format: packed word list
    safe: [
      'nude colo*', 'nude shade*', 'nude lipstick*', 'nude heel*', 'nude shoe*', 'nude sandal*',
      'naked eye', 'naked flame*', 'naked wire*', 'sleep with the', 'sleep with ... window*',
      'sleep with ... light*', 'sleep with ... net', 'have sex ... education', 'sex education',
      'sex of', 'sex and age', 'age and sex', 'gender and sex', 'sex ... respondent*',
      'for sex education', 'knack the', 'knackle',
    ],
  },
  {
    category: 'minors_exploitation',
    rules: [
      {
        name: 'child labour, trafficking or sexualisation',
        outcome: 'refuse',
        // biome-ignore format: packed word list
        alone: [
          'child labour', 'child labor', 'child bride*', 'child marriage', 'child porn*',
          'child abuse material', 'underage girl*', 'underage boy*', 'underage sex',
          'child traffick*', 'traffick* ... child*', 'sell* a child', 'sell* the child',
          'sell* children', 'sell* a baby', 'sell* the baby', 'baby factor*', 'buy* a baby',
          'buy* the baby', 'buy* a child', 'buy* children', 'children to hawk', 'kids to hawk',
          'child hawker*', 'children ... hawk*', 'pikin ... hawk*', 'house girl* ... # year*',
          'house help* ... # year*', 'housegirl* ... # year*', 'minor* ... meet', 'meet ... minor*',
          'underage*', 'under-age*', 'jailbait', 'schoolgirl* ... sexy', 'almajiri* ... beg*',
          'send ... child* ... to beg', 'auren yara', 'lure ... child*', 'lure ... kid*',
          'child* ... carry load', 'boys ... carry load', 'girls ... house help',
          'child* ... house help', 'instead of school', 'instead of going to school',
          'dípò ilé-ìwé', 'dípò kí wọ́n lọ sí ilé-ìwé', 'maimakon makaranta', 'kama ịga akwụkwọ',
          'ọmọdé ... ta ọjà', 'ọmọdé ... lójú pópó', 'pikin ... work', 'aikin gida', 'rụọ ọrụ n',
          'kada su tafi makaranta', 'ekwela ka ha gaa akwụkwọ', 'instead of school', 'under 18',
          'below 18', 'under eighteen', 'not yet 18', 'not up to 18', 'no reach 18',
          'parents must not know', 'without their parents know*', "don't tell their parents",
          'yara ... aikin gona', 'ba tare da albashi', 'parents do not know', "parents don't know",
          'give them sweets', 'give ... sweets', 'get the little', 'ọmọdé ... ṣiṣẹ́',
          'ọmọdé ... oko', 'when her parents are out', 'when his parents are out',
          'fresh young one', 'so i can meet one', 'meet one of them', 'tura su bara',
          'almajir* ... bara', 'yi bara', 'dauki hoto* ... yara', 'dauki hoto* ... makaranta',
          'stop ... going to school', 'no go school',
        ],
      },
      {
        name: 'contacting, photographing or employing children',
        outcome: 'refuse',
        // biome-ignore format: packed word list
        act: [
          'photograph*', 'snap*', 'film*', 'video*', 'record*', 'take picture*', 'take photo*',
          'picture*', 'photos of', 'contact*', 'meet', 'meets', 'meeting', 'met', 'talk* to',
          'chat* with', 'speak* to', 'message*', 'dm', 'text', 'pick* up', 'wait for', 'give',
          'gift*', 'lure*', 'entic*', 'invite*', 'befriend*', 'hire*', 'employ*', 'recruit*',
          'engage*', 'bring*', 'interview*', 'survey*', 'convince*', 'persuad*', 'ask', 'question*',
          'approach*', 'take* ... home', 'transport*', 'touch*', 'hug', 'hugs', 'hugging',
          'gather*', 'give money', 'follow*', 'watch*', 'samo', 'samu', 'kawo', 'dauko', 'kpọta',
          'wetara', 'chọta', 'mú un wá', 'mú wọn wá', 'get ... number*', 'get ... address*',
          'dauki hoto*', 'dauki hotuna*', 'tara', 'tura', 'nemo',
        ],
        // biome-ignore format: packed word list
        obj: [
          ...CHILD_AGES, 'child', 'children', 'kid', 'kids', 'kiddies', 'minor', 'minors', 'pupil*',
          'schoolgirl*', 'schoolboy*', 'school girl*', 'school boy*', 'schoolchildren',
          'school children', 'school kids', 'teens', 'teenager*', 'young girl*', 'young boy*',
          'little girl*', 'little boy*', 'small girl*', 'small boy*', 'baby', 'babies', 'infant*',
          'toddler*', 'boys under', 'girls under', 'girl* aged', 'boy* aged', '# year* old girl*',
          '# year* old boy*', '# year-old girl*', '# year-old boy*', 'almajiri*', 'pikin*',
          'pickin*', 'omo kekere', 'ọmọdé', 'àwọn ọmọdé', 'ọmọ ilé ìwé', 'yara', 'yaro', 'yarinya',
          'ƙananan yara', 'yara kanana', 'ụmụaka', 'ụmụntakịrị', 'nwatakịrị', 'nwata',
          'students of ... primary', 'primary school student*', 'primary school pupil*',
          'secondary school girl*', 'teenage*', 'orphans', 'from the orphanage', 'twin girls',
          'twin boys', 'children at the orphanage', 'boys at the orphanage',
          'girls at the orphanage', 'kids at the orphanage', 'ọmọbìnrin kékeré', 'ọmọkùnrin kékeré',
          'ọmọ ilé ìwé obìnrin', 'ọmọ ilé ìwé', "'yan makaranta", 'jss # girl*', 'jss # boy*',
          'jss # student*', 'ss # girl*', 'ụmụ nwaanyị nta', 'ụmụ nwoke nta', 'yara mata',
          'yara maza', 'tí kò tó ọdún', "'yan shekara goma", 'shekara goma', 'afọ iri',
          'ọdún mẹ́wàá', 'ọdún méjìlá', 'ọdún mẹ́ẹ̀ẹ́dógún', 'young fresh', '17 years',
        ],
        forward: 40,
        backward: 12,
        askFrames: false,
      },
      {
        name: 'taking children away or putting them to work',
        outcome: 'refuse',
        // biome-ignore format: packed word list
        act: [
          'find*', 'take*', 'offer*', 'bring*', 'get', 'recruit*', 'hire*', 'send*', 'carry',
          'employ*', 'use', 'samo', 'kawo', 'kpọta', 'mú un wá',
        ],
        // biome-ignore format: packed word list
        obj: [
          ...CHILD_AGES, 'house help*', 'housegirl*', 'house girl*', 'houseboy*', 'house boy*',
          'maid*',
        ],
        // biome-ignore format: packed word list
        needs: [
          ...CHILD_AGES, 'girl*', 'boy*', 'child*', 'children', 'kid', 'kids', 'pikin*', 'small',
          'young', 'yara', 'ụmụaka', 'ọmọdé',
        ],
        forward: 50,
        backward: 30,
        askFrames: false,
      },
    ],
    // biome-ignore format: packed word list
    safe: [
      "children's playground", "children's party", "children's parties", "children's birthday",
      "children's toy", "children's toys", "children's book", "children's books",
      "children's clothes", "children's clothing", "children's shoes", "children's section",
      "children's ward", "children's hospital", "children's clinic", "children's day",
      "children's church", "children's service", "children's menu", "children's meal",
      "children's programme", "children's program", "children's show", "children's film",
      "children's movie", "children's library", "children's corner", "children's area",
      "children's park", "children's games", "children's bicycle", "children's bicycles",
      "children's furniture", "children's bed", "children's beds", "children's vitamins",
      "children's medicine", "children's syrup", "children's cough", "children's uniform",
      "children's uniforms", "children's bag", "children's bags", "children's wear",
      "children's choir", "children's department", "children's size", "children's sizes",
      "children's food", "children's television", "children's channel", "children's event",
      'price* ... child*', 'price* ... kid*', 'price* ... baby', 'price* ... babies',
      'infant formula', 'infant food', 'infant milk', 'price* of ... infant*', 'price* of ... baby',
      "children's ward", "children's hospital", "children's clinic", "children's section",
      "children's wear", "children's clothing", "children's book*", "children's day", 'baby food',
      'baby product*', 'baby oil', 'baby shop', 'baby wipe*', 'baby cloth*', 'baby diaper*',
      'baby formula', 'baby powder', 'baby lotion', 'baby shower', 'baby section', 'babies section',
      'kids section', 'kids wear', 'kids toy*', 'child care', 'childcare', 'kid gloves',
      'yàrá kan fún', 'gba yàrá', 'yàrá ní hotel', 'yàrá ní otẹ́ẹ̀lì',
      'pupil* ... register', 'teen ... magazine', 'yara ... ce', 'jss ... block',
      'number of ... pupil*', 'number of ... children', 'how many ... children',
      'how many ... pupil*', 'school fees of', 'parents of', 'parent* ... children',
    ],
    // biome-ignore format: packed word list
    excuse: [
      'with ... parent* ... consent', 'with ... parent* ... permission', 'with ... guardian*',
      'parents present', 'parent* is present', 'guardian* is present', 'guardian* present',
      'parent* present', 'with ... permission of', "headteacher's permission",
      "principal's permission", 'school authorit*', 'with their parent*', 'accompanied by',
      'consent form*', 'signed consent',
    ],
  },
];
