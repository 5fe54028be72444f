// Policy lexicon (safety-policy-spec.ts): sexual services and explicit content. English,
// Nigerian Pidgin, Yoruba, Hausa and Igbo.
import type { CategorySpec } from './safety-policy-spec.ts';

export const SEXUAL_SERVICES_SPEC: CategorySpec = {
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
};
