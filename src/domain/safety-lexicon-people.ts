// Policy lexicon (safety-policy-spec.ts): surveillance and stalking, sexual services, minors, and
// the words for a particular person that other categories share. English, Nigerian Pidgin,
// Yoruba, Hausa and Igbo.
import type { CategorySpec, Terms } from './safety-policy-spec.ts';

/** A particular, private person, said so that it cannot be a thing: pronouns, relations, a
 *  title before a name, "a man named". */
export const PERSON: Terms = [
  'him', 'her', 'the man', 'the woman', 'this man', 'this woman', 'that man', 'that woman', 'the guy',
  'this guy', 'that guy', 'the lady', 'this lady', 'that lady', 'the girl', 'this girl', 'the boy', 'this boy',
  'my ex', 'my ex-*', 'my wife', 'my husband', 'my girlfriend', 'my boyfriend', 'my partner', 'my fiance*',
  'my sister', 'my brother', 'my cousin', 'my neighbour*', 'my neighbor*', 'my landlord', 'my tenant*',
  'my rival*', 'my colleague*', 'my boss', 'my debtor*', 'my in-law*', 'his wife', 'her husband',
  'his girlfriend', 'her boyfriend', 'the neighbour*', 'the neighbor*', 'landlord*', 'tenant*', 'rival*',
  'debtor*', 'this person', 'that person', 'a man named', 'a woman named', 'a lady named', 'a man called',
  'a woman called', 'mr', 'mrs', 'chief', 'alhaji', 'alhaja', 'madam', 'nwoke ahụ', 'nwanyị ahụ',
  'mutumin nan', 'matar nan', 'ọkùnrin náà', 'obìnrin náà',
];

/** A person as the object of following: PERSON and the looser words that, after "follow" or
 *  "track", can only be someone (Pidgin am = him/her, Hausa shi/ita, Igbo ya). */
const FOLLOWED: Terms = [
  ...PERSON, 'am', 'them', 'dem', 'named', 'the owner', 'the shop owner', 'the trader', 'the driver',
  'the guard', 'the gateman', 'the journalist', 'the politician', 'the councillor', 'the pastor', 'the imam',
  'the chairman', 'someone', 'somebody', 'the person', 'miss', 'oga', 'dr', 'hon', 'shi', 'ita', 'ya',
];

/** Where a person lives and how they move: the object of stalking. */
const WHEREABOUTS: Terms = [
  'where he lives', 'where she lives', 'where they live', 'where ... lives', 'where he stays',
  'where she stays', 'where he sleeps', 'where she sleeps', 'where he works', 'where she works',
  'his movements', 'her movements', 'their movements', 'his daily routine', 'her daily routine',
  'his routine', 'her routine', 'who he meets', 'who she meets', 'who visits him', 'who visits her',
  'who comes to see her', 'who comes to see him', 'what time he leaves', 'what time she leaves',
  'when he leaves', 'when she leaves', 'when he comes back', 'when she comes back', 'when he returns',
  'when she returns', 'his whereabouts', 'her whereabouts', 'whereabouts of', 'his location',
  'her location', 'home address of', 'house address of', 'his home address', 'her home address',
  'who he is with', 'who she is with', 'where him dey stay', 'where she dey stay',
  'where him dey live', 'where she dey live', 'wetin him dey do', 'wetin she dey do', 'who him dey see',
  'ibi tí ó ń gbé', 'ibi to n gbe', 'inda yake zaune', 'inda take zaune', 'ebe o bi', 'ebe ọ na-ebi',
];

/** Doing it without the person knowing. */
const COVERT: Terms = [
  'secretly', 'covert*', 'discreet*', 'quietly', 'without him know*', 'without her know*',
  'without them know*', "without him notic*", 'without her notic*', 'without being noticed',
  'without being seen', 'without being spotted', "don't let him see", "don't let her see",
  'do not let him see', 'do not let her see', 'make he no see', 'make she no see', 'hidden camera*',
  'hide* ... camera*', 'from a distance', 'zoom lens', 'telephoto', 'every day', 'daily', 'all day',
  'for a week', 'for one week', 'each morning', 'every morning', 'every evening', 'round the clock',
  'in ìkọ̀kọ̀', 'a asirce', 'na nzuzo', 'jẹ́jẹ́', 'without consent', 'without permission',
];

export const PEOPLE_SPECS: readonly CategorySpec[] = [
  {
    category: 'surveillance_stalking',
    rules: [
      {
        name: 'stalking or covert monitoring',
        outcome: 'refuse',
        alone: [
          'stalk*', 'spy on', 'spying on', 'spy* ... on him', 'spy* ... on her', 'hidden camera*', 'spy camera*',
          'tracking device*', 'gps tracker*', 'track* ... phone', 'tail him', 'tail her', 'trail him', 'trail her',
          'keep* an eye on him', 'keep* an eye on her', 'keep* tabs on', 'secretly record*', 'secretly film*',
          'secretly photograph*', 'secretly follow*', 'secretly watch*', 'find out where he lives',
          'find out where she lives', 'find out where they live', 'find out where ... lives',
          'report ... movements', 'report back ... movements', 'tọpinpin', 'bibiyi', 'leƙen asiri', 'nledo',
        ],
      },
      {
        name: 'following or tracking a person',
        outcome: 'refuse',
        act: ['follow*', 'track*', 'trac*', 'trail*', 'tail*', 'monitor*', 'spy*', 'surveil*', 'shadow*',
          'locate*', 'find out', 'find', 'keep watch on', 'keep watch over', 'watch*', 'observe*', 'note*',
          'record*', 'log', 'report*', 'photograph*', 'take picture*', 'take photo*', 'snap*', 'film*',
          'video*', 'check*', 'confirm*', 'get', 'bi shi', 'bi ta', 'soro ya', 'lelee ya anya', 'ṣọ́'],
        obj: WHEREABOUTS,
        forward: 50,
        backward: 20,
      },
      {
        name: 'following a person',
        outcome: 'refuse',
        act: ['follow*', 'track*', 'trail*', 'tail*', 'monitor*', 'spy*', 'surveil*', 'shadow*', 'locate*',
          'keep watch on', 'keep watch over', 'keep an eye on', 'dey watch', 'dey follow', 'bi', 'soro'],
        obj: [...FOLLOWED, 'his house', 'her house', 'his home', 'her home', 'his car', 'her car', 'his phone',
          'her phone', 'his office', 'her office'],
        forward: 20,
      },
      {
        name: 'photographing or watching a person',
        outcome: 'hold',
        act: ['photograph*', 'take picture* of', 'take photo* of', 'take a picture of', 'take a photo of',
          'snap*', 'film*', 'video*', 'record*', 'watch*', 'observe*', 'check on', 'picture of', 'photo* of',
          'ya hoton'],
        obj: [...PERSON, 'his house', 'her house', 'his home', 'her home', 'his car', 'her car'],
        forward: 20,
      },
      {
        name: 'covertly photographing a person',
        outcome: 'refuse',
        act: ['photograph*', 'picture*', 'photo*', 'snap*', 'film*', 'video*', 'record*', 'watch*', 'observe*'],
        obj: [...FOLLOWED, 'people', 'person', 'customers', 'visitors'],
        needs: COVERT,
        forward: 30,
        backward: 20,
      },
    ],
    safe: [
      'follow* up', 'follow* the road', 'follow* the instruction*', 'follow* the sign*', 'follow* the street',
      'follow* ... direction*', 'follow* ... map', 'follow* ... steps', 'follow* ... guide*', 'follow* ... rule*',
      'follow* ... dress code', 'her shop*', 'his shop*', 'her stall*', 'his stall*', 'her store*',
      'his store*', 'her business*', 'his business*', 'her kiosk*', 'his kiosk*', 'her signboard*',
      'his signboard*', 'her price*', 'his price*', 'her goods', 'his goods', 'her product*',
      'his product*', 'her receipt*', 'his receipt*', 'her id', 'his id', 'her answer*', 'his answer*',
      'her response*', 'his response*', 'her name', 'his name', 'her opinion*', 'his opinion*', 'her signature',
      'his signature', 'her consent', 'his consent', 'her permission', 'his permission', 'the owner* permission',
      'with ... permission', 'with ... consent', 'if ... agree*', 'who agree*', 'mr biggs', 'mr price',
      'miss ... deadline', 'note* ... opening hour*', 'oga ... permission', 'mrs ... bakery',
      'check* ... opening hour*', 'confirm* ... opening hour*', 'take a picture of him holding',
      'ms word', 'ms excel', 'am and pm', 'in the am', 'named after', 'dr ... clinic', 'dr ... hospital',
      'confirm* ... name', 'shi ne', 'is named', 'ya ... ce', 'named on',
    ],
    excuse: ['with ... permission', 'with ... consent', 'if ... agree*', 'who agree*', 'who consent*', 'ask* ... permission', 'ask* ... consent', 'their consent', 'her consent', 'his consent', 'their permission'],
  },
  {
    category: 'sexual_services',
    rules: [
      {
        name: 'sex work or explicit content',
        outcome: 'refuse',
        alone: [
          'sex work*', 'sex worker*', 'prostitut*', 'escort girl*', 'escort service*', 'escort agenc*',
          'female escort*', 'male escort*', 'an escort for', 'hire ... escort*', 'book ... escort*',
          'call girl*', 'runs girl*', 'runs babe*', 'hookup*', 'hook-up*', 'hook up with', 'happy ending*',
          'sexual service*', 'sexual favour*', 'sexual favor*', 'sex for money', 'sex tape*', 'nude*', 'naked*',
          'porn*', 'explicit photo*', 'explicit video*', 'explicit picture*', 'explicit content', 'sexy photo*',
          'sexy picture*', 'sexy video*', 'erotic*', 'brothel*', 'ashawo*', 'olosho*', 'karuwa*', 'karuwanci',
          'akwuna*', 'akwụna*', 'one night stand', 'sleep with', 'spend the night with', 'girls for the night',
          'girl for the night', 'girls for ... party', 'sugar mummy', 'sugar daddy', 'pay* for sex', 'for sex',
          'have sex', 'sex with', 'arrange* ... sex', 'massage with extras', 'full service massage',
          'body massage ... room', 'knack', 'lalata', 'yin lalata', 'upskirt*', 'onlyfans', 'strip club*',
          'stripper*', 'lap dance*', 'adult entertainment', 'adult content', 'intimate photo*',
          'intimate video*', 'bedroom video*',
        ],
      },
      {
        name: 'procuring women for clients',
        outcome: 'refuse',
        act: ['find*', 'bring*', 'arrang*', 'get', 'book*', 'hire*', 'recruit*', 'supply*', 'procur*', 'send*',
          'organi*', 'provide*', 'connect*', 'link ... up'],
        obj: ['girls', 'ladies', 'women', 'babes', 'chicks', 'a girl', 'a lady', 'runs', 'hot girl*', 'fine girl*',
          'pretty girl*', 'young girl*', 'young ladies'],
        needs: ['for the night', 'for my guest*', 'for the party', 'for my client*', 'for fun', 'to entertain',
          'keep ... company', 'to spend', 'tonight', 'hotel room*', 'hotel', 'for the weekend', 'overnight',
          'sexy', 'hot', 'for my oga', 'for oga', 'for the boys', 'private party', 'vip', 'lodge', 'to my room'],
        forward: 40,
      },
    ],
    safe: ['nude colo*', 'nude shade*', 'nude lipstick*', 'nude heel*', 'nude shoe*', 'nude sandal*', 'naked eye',
      'naked flame*', 'naked wire*', 'sleep with the', 'sleep with ... window*', 'sleep with ... light*',
      'sleep with ... net', 'have sex ... education', 'sex education', 'sex of', 'sex and age', 'age and sex',
      'gender and sex', 'sex ... respondent*', 'for sex education', 'knack the', 'knackle'],
  },
  {
    category: 'minors_exploitation',
    rules: [
      {
        name: 'child labour, trafficking or sexualisation',
        outcome: 'refuse',
        alone: [
          'child labour', 'child labor', 'child bride*', 'child marriage', 'child porn*', 'child abuse material',
          'underage girl*', 'underage boy*', 'underage sex', 'child traffick*', 'traffick* ... child*',
          'sell* ... child*', 'sell* ... baby', 'baby factor*', 'buy* ... baby', 'buy* ... child*',
          'children to hawk', 'kids to hawk', 'child hawker*', 'children ... hawk*', 'pikin ... hawk*',
          'house girl* ... # year*', 'house help* ... # year*', 'housegirl* ... # year*', 'minor* ... meet',
          'meet ... minor*', 'underage*', 'under-age*', 'jailbait', 'schoolgirl* ... sexy',
          'almajiri* ... beg*', 'send ... child* ... to beg', 'auren yara', 'lure ... child*', 'lure ... kid*',
        ],
      },
      {
        name: 'contacting, photographing or employing children',
        outcome: 'refuse',
        act: ['photograph*', 'snap*', 'film*', 'video*', 'record*', 'take picture*', 'take photo*', 'picture*',
          'photos of', 'contact*', 'meet*', 'talk* to', 'chat* with', 'speak* to', 'message*', 'dm', 'text',
          'pick* up', 'wait for', 'give', 'gift*', 'lure*', 'entic*', 'invite*', 'befriend*',
          'hire*', 'employ*', 'recruit*', 'engage*', 'bring*', 'interview*', 'survey*',
          'ask', 'question*', 'approach*', 'take* ... home', 'transport*', 'touch*', 'hug*', 'gather*',
          'pay', 'give money', 'call*', 'follow*', 'watch*'],
        obj: ['child', 'children', 'kid', 'kids', 'kiddies', 'minor', 'minors', 'pupil*', 'schoolgirl*',
          'schoolboy*', 'school girl*', 'school boy*', 'schoolchildren', 'school children', 'school kids',
          'teen', 'teens', 'teenager*', 'young girl*', 'young boy*', 'little girl*', 'little boy*', 'small girl*',
          'small boy*', 'baby', 'babies', 'infant*', 'toddler*', 'boys under', 'girls under', 'girl* aged',
          'boy* aged', '# year* old girl*', '# year* old boy*', '# year-old girl*', '# year-old boy*',
          'almajiri*', 'pikin*', 'pickin*', 'omo kekere', 'ọmọdé', 'àwọn ọmọdé', 'ọmọ ilé ìwé', 'yara',
          'yaro', 'yarinya', 'ƙananan yara', 'ụmụaka', 'ụmụntakịrị', 'nwatakịrị', 'nwata', 'students of ... primary',
          'primary school student*', 'primary school pupil*', 'secondary school girl*'],
        forward: 40,
        backward: 12,
        askFrames: false,
      },
    ],
    safe: ["children's ward", "children's hospital", "children's clinic", "children's section", "children's wear",
      "children's clothing", "children's book*", "children's day", 'baby food', 'baby product*', 'baby oil',
      'baby shop', 'baby wipe*', 'baby cloth*', 'baby diaper*', 'baby formula', 'baby powder', 'baby lotion',
      'baby shower', 'baby section', 'babies section', 'kids section', 'kids wear', 'kids toy*', 'child care',
      'childcare', 'kid gloves', 'pupil* ... register', 'teen ... magazine', 'yara ... ce', 'jss ... block',
      'number of ... pupil*', 'number of ... children', 'how many ... children', 'how many ... pupil*',
      'school fees of', 'parents of', 'parent* ... children'],
    excuse: ['with ... parent* ... consent', 'with ... parent* ... permission', 'with ... guardian*',
      'parents present', 'parent* is present', 'guardian* is present', 'guardian* present', 'parent* present',
      'with ... permission of', "headteacher's permission", "principal's permission", 'school authorit*',
      'with their parent*', 'accompanied by', 'consent form*', 'signed consent'],
  },
];
