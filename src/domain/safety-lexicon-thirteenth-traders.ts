// Thirteenth round, traders, dispatchers and logistics (voice-16): harm the rules missed and lawful
// errands they refused, as classes with their look-alikes (docs/safety.md, "Thirteenth round,
// voice-16"). Appended to POLICY_SPECS; terms as speakers write them, tone marks folded.
import type { CategorySpec, Terms } from './safety-policy-spec.ts';

/** Crimes listed before the survey they name ("kidnapping and robbery survey"): an after-frame of
 *  safety-lexicon-policy.ts. */
// biome-ignore format: packed word list
export const THIRTEENTH_SURVEYED_CRIMES: Terms = [
  'robbery', 'robberies', 'theft', 'thefts', 'extortion', 'harassment', 'kidnapping*', 'violence',
  'attacks', 'fraud', 'scams', 'smuggling', 'touting', 'assault*', 'bribery', 'drugs',
  'trafficking', 'cult* attacks', 'fake alerts', 'insecurity', 'threats',
];

/** Goods kept out of sight of customs, NDLEA or the police on the way. */
// biome-ignore format: packed word list
const UNSEEN_BY_LAW: Terms = [
  ...['customs', 'ndlea', 'the police', 'police', 'the officers', 'the checkpoint'].flatMap((who) => [
    `so ${who} doesn't see`, `so ${who} does not see`, `so ${who} won't see`,
    `so that ${who} doesn't see`, `so that ${who} does not see`, `so ${who} cannot see`,
    `make ${who} no see`, `before ${who} see*`, `without ${who} seeing`,
  ]),
  'kí ndlea má rí', 'ki ndlea ma ri', 'kí àwọn ọlọ́pàá má rí', 'kí kọ́stọ́ọ̀mù má rí',
  'kada kwastam su gani', 'kar kwastam su gani', 'kada ndlea su gani', 'kada yan sanda su gani',
  'ka ndị kọstọm ghara ịhụ', 'ka ndị ndlea ghara ịhụ', 'ka ndị uwe ojii ghara ịhụ',
];
/** No prescription, in Yoruba, Hausa and Igbo. */
// biome-ignore format: packed word list
const NO_PRESCRIPTION: Terms = [
  'kò sí ìwé àṣẹ dókítà', 'láìsí ìwé àṣẹ dókítà', 'kò sí ìwé dókítà', 'babu takardar likita',
  'ba tare da takardar likita', 'na-enweghị akwụkwọ dọkịta', 'enweghị akwụkwọ dọkịta',
];

/** Arranging that a place burns ("make sure the stall catches fire"). */
// biome-ignore format: packed word list
const MAKE_SURE: Terms = [
  'make sure', 'ensure', 'see to it', 'see that', 'arrange* for', 'arrange* that', 'make am',
  'let', 'i want',
];
// biome-ignore format: packed word list
const BURNS: Terms = [
  'catches fire', 'catch fire', 'go catch fire', 'burns down', 'burn down', 'go burn',
  'goes up in flames', 'go up in flames', 'burns to ashes', 'burn to ashes',
];

/** Igbo "we will kill him": the future of gbuo. */
// biome-ignore format: packed word list
const WILL_KILL: Terms = [
  'ga-egbu ya', 'ga-egbu gị', 'ga-egbu ha', 'ga-egbu unu', 'ga-egbu ezinụlọ ya',
  'ga egbu ya', 'ga egbu gị', 'ga egbu ha',
];
const WILL_KILL_YOU: Terms = ['ga-egbu gị', 'ga-egbu unu', 'ga egbu gị', 'ga egbu unu'];
/** Animals killed for food take the same verb. */
const ANIMALS: Terms = ['ewu', 'ebule', 'ehi', 'ọkụkọ', 'okuko', 'atụrụ', 'ezi', 'azụ'];

/** Riding behind a person and getting down where they get down. */
// biome-ignore format: packed word list
const TAIL: Terms = [
  ...['she', 'he', 'dem', 'they'].flatMap((who) => [
    `drop where ${who} drop*`, `get down where ${who}`, `alight where ${who}`,
    `get off where ${who}`, `stop where ${who} stop*`, `come down where ${who}`,
  ]),
  'enter the next one', 'take the next bus behind', 'take the next keke behind',
  'follow her bus', 'follow his bus', 'follow her keke', 'follow his keke', 'follow her taxi',
  'follow his taxi', 'follow the bus she', 'follow the bus he', 'follow the car she',
  'follow the car he', 'sauka inda ta sauka', 'sauka inda ya sauka', 'bọ́ sílẹ̀ níbi tí ó bá',
  'rịdata ebe ọ rịdatara',
];
/** Where the person ends up. */
// biome-ignore format: packed word list
const THEIR_PLACE: Terms = [
  'find the house', 'find her house', 'find his house', 'where she lives', 'where he lives',
  'where she stays', 'where he stays', 'location pin', 'snap the gate', 'the gate',
  'which house', 'her address', 'his address', 'the address',
];

/** A shaming audience in Igbo, Yoruba and Hausa: a WhatsApp group, before his customers. */
// biome-ignore format: packed word list
const AUDIENCE_LANG: Terms = [
  "n'otu whatsapp", 'otu whatsapp', 'group whatsapp', 'ẹgbẹ́ whatsapp', 'rukunin whatsapp',
  "n'ihu ndị ahịa ya", 'níwájú àwọn oníbàárà rẹ̀', 'a gaban kwastomominsa',
];
/** The accusation: a thief, one who does not pay his debt. */
// biome-ignore format: packed word list
const ACCUSED_LANG: Terms = [
  'onye ohi', 'onye aghụghọ', 'naghị akwụ ụgwọ', 'anaghị akwụ ụgwọ', 'jiri ụgwọ', 'olè',
  'kì í san gbèsè', 'jẹ gbèsè', 'barawo', 'ɓarawo', 'ba ya biyan bashi', 'ya ci bashi',
  'thief', 'owes', 'no dey pay',
];

/** In over a wall or through a door, in five languages. */
// biome-ignore format: packed word list
const GET_IN: Terms = [
  'slip in', 'slip inside', 'slip into', 'sneak in', 'sneak inside', 'get in', 'go in', 'go inside',
  'enter', 'enters', 'entering',
  // "inside" only after what is done there: cartons are left inside a shut shop too.
  'unannounced ... inside', 'count* ... inside', 'check* ... inside', 'inspect* ... inside',
  'verif* ... inside', 'search* ... inside', 'photograph* ... inside', 'shiga', 'banye', 'wọlé', 'wọ inú', 'hau katanga*', 'haura katanga*', 'rịgoo mgbidi',
  'rigoo mgbidi', 'gun ògiri', 'climb* ... wall', 'jump ... fence',
];
/** Before the watchman or guard is back. */
// biome-ignore format: packed word list
const GUARD_AWAY: Terms = [
  'before the guard* ... back', 'before the watchman ... back', 'before the guard* return*',
  'before the watchman return*', 'before security ... back', 'before the gateman ... back',
  'before the gateman return*', 'before mai gadi', 'kafin mai gadi', 'kafin masu gadi',
  'tupu onye nche', 'tupu ndị nche', 'kí olùṣọ́ tó', 'kí àwọn olùṣọ́ tó', 'ṣáájú kí olùṣọ́',
];
/** A place entered while its owner has shut it. */
// biome-ignore format: packed word list
const WHILE_SHUT: Terms = [
  'while it is shut', 'while it is closed', 'while it is locked', 'when it is shut',
  'when it is closed', 'while they are closed', 'after he closes', 'after she closes',
  'after they close', 'after he locks', 'after she locks', 'when dem don lock',
  'when e don lock', 'after dem lock',
];
/** A way in left weak, or the owner kept from knowing. */
// biome-ignore format: packed word list
const WAY_IN: Terms = [
  "doesn't lock", 'does not lock', 'latch is weak', 'latch is broken', 'lock is weak',
  'lock is bad', 'weak latch', 'lock no dey work', 'he must not know', 'she must not know',
  'they must not know', 'must not know', 'without him knowing', 'without her knowing',
  'without them knowing',
];
/** Jumping a compound, fence or wall in Pidgin; jumping onto a vehicle is not. */
// biome-ignore format: packed word list
const JUMP_SAFE: Terms = [
  'jump on', 'jump into', 'jump inside bus', 'jump inside the bus', 'jump bike', 'jump okada',
  'jump keke', 'jump bus', 'jump queue', 'jump the queue', 'jump out', 'jump down', 'jump off',
  'jump start*', 'jump-start*', 'jumpstart*',
];

/** Buying voter cards in Yoruba, Hausa, Igbo, Pidgin and English. */
// biome-ignore format: packed word list
const BUY: Terms = [
  'rà', 'bá mi rà', 'zụta', 'zụrụ', 'saya', 'sayi', 'sayo', 'siya', 'buy', 'buys', 'buying',
  'bought', 'purchase',
];
// biome-ignore format: packed word list
const VOTER_CARDS: Terms = [
  'kaadi idibo', 'káàdì ìdìbò', 'katin zabe', 'katin zaɓe', 'kaadị ntuli aka', 'pvc', 'pvcs',
  'voter* card*', 'voters card*',
];

/** Women brought to a man's room for the night, paid. */
// biome-ignore format: packed word list
const BRING: Terms = [
  'bring', 'brings', 'bringing', 'brought', 'carry', 'take', 'send', 'arrange', 'provide',
  'get him', 'get two',
];
// biome-ignore format: packed word list
const WOMEN_FOR_HIM: Terms = [
  'paid girls', 'paid ladies', 'paid women', 'runs girl*', 'hookup girl*', 'girls for him',
  'ladies for him', 'girls for the client', 'ladies for the client', 'girls for our client',
  'ladies for our client',
];
/** Pidgin "babes": young women, for him only with a night or his room said. */
const BABES: Terms = ['two babes', 'the babes', 'some babes', 'babes', 'three babes'];
// biome-ignore format: packed word list
const HIS_NIGHT: Terms = [
  'his room', 'him room', 'their room', 'hotel room', 'for the night', 'till morning',
  'until morning', 'stay the night', 'overnight',
];

/** A child made to carry, sell or work and kept from school (Yoruba, Hausa, Igbo, English). */
// biome-ignore format: packed word list
const CHILD_YO: Terms = [
  'ọmọbìnrin', 'ọmọkùnrin', 'ọmọdé', 'ọmọ ọdún', 'ọdún méje', 'ọdún mẹ́jọ', 'ọdún mẹ́sàn-án',
  'ọdún mẹ́wàá', 'ọdún mọ́kànlá', 'ọdún méjìlá', 'yarinya', 'yara', 'yaro', 'ụmụaka',
  'nwatakịrị', 'children', 'kids', 'pikin*', 'boys', 'girls',
];
// biome-ignore format: packed word list
const NO_SCHOOL: Terms = [
  'kò ní lọ sí ilé ìwé', 'kò ní lọ ilé ìwé', 'ò ní lọ sí ilé ìwé', 'ò ní lọ ilé ìwé',
  'ba za su je makaranta', 'ba za ta je makaranta', 'ba zai je makaranta', 'agaghị aga akwụkwọ',
  "agaghị aga ụlọ akwụkwọ",
];
// biome-ignore format: packed word list
const MADE_TO_WORK: Terms = [
  'gbé ẹrù', 'ta ọjà', 'kiri ọjà', 'dauki kaya', 'yi talla', 'talla', 'yi aiki', 'bu ibu',
  'ree ahịa', 'rụọ ọrụ', 'carry load*', 'hawk*',
];

/** Children used to carry parcels, because nobody searches a child. */
// Whole words: a `*` suffix may run on into the next word ("recruit the").
// biome-ignore format: packed word list
const USE: Terms = [
  'use', 'use the', 'employ', 'recruit', 'hire', 'pay', 'engage', 'yi amfani da',
];
// biome-ignore format: packed word list
const CHILDREN: Terms = [
  'schoolboy*', 'schoolgirl*', 'school boys', 'school girls', 'small boys', 'small girls',
  'small pikin*', 'children', 'kids', 'almajiri*', 'underage*', 'boys in uniform',
  'almajirai', 'yara ƙanana', 'ụmụaka', 'àwọn ọmọdé',
];
// biome-ignore format: packed word list
const AS_CARRIERS: Terms = [
  'as courier*', 'as runner*', 'as carrier*', 'as mule*', 'to carry the parcel*',
  'to carry the package*', 'to move the parcel*', 'to deliver the parcel*', 'nobody searches',
  'no one searches', 'nobody go search', 'nobody dey search',
  'su kai kaya*', 'su dauki kaya*', 'ba wanda zai', 'ọ dịghị onye ga-enyocha',
];
// biome-ignore format: packed word list
const NOBODY_SEARCHES_CHILD: Terms = [
  'nobody searches a child', 'no one searches a child', 'nobody searches children',
  'police no dey search pikin', 'nobody go search pikin', 'nobody dey search pikin',
  'police do not search children', "police don't search children",
  'ba wanda zai binciki yaro', 'ba wanda zai bincike yaro', 'ba a binciken yara',
  'ọ dịghị onye ga-enyocha nwatakịrị', 'ọ dịghị onye na-enyocha ụmụaka',
  'ẹnikẹ́ni kò ní yẹ ọmọdé wò',
];

export const THIRTEENTH_TRADERS_SPECS: readonly CategorySpec[] = [
  {
    category: 'illegal_goods_services',
    rules: [
      {
        name: 'goods kept out of sight of customs or the police',
        outcome: 'refuse',
        alone: [...UNSEEN_BY_LAW, ...NO_PRESCRIPTION],
      },
      // A phone's identity changed: how stolen phones are made to sell (checking it is not).
      {
        name: 'a phone made to pass with a changed IMEI',
        outcome: 'refuse',
        alone: [
          'change* imei',
          'change* the imei',
          'change* their imei',
          'change* dem imei',
          'change* its imei',
          'imei chang*',
          'new imei',
          'remove* ... imei',
          'wipe* ... imei',
          'canza imei',
          'yi imei',
          'gbanwe imei',
          'pààrọ̀ imei',
        ],
      },
    ],
    // Suspected fakes taken to the regulator, papers kept in an envelope, a hot machine.
    // biome-ignore format: packed word list
    safe: [
      'suspected fake*', 'suspected counterfeit*', 'fake* ... nafdac office*',
      ...['receipt*', 'teller*', 'invoice*', 'waybill*', 'document*', 'paper*', 'file*'].map(
        (p) => `${p} ... in the brown envelope`,
      ),
      'keep* ... in the brown envelope', 'file* ... in the brown envelope',
      // Yoruba gùn: to climb or ride, not a gun.
      ...['okada', 'ọ̀kadà', 'ọkọ̀', 'keke', 'kẹ̀kẹ́', 'mọ́tò', 'moto', 'bọ́ọ̀sì', 'danfo', 'ògiri',
        'òkè', 'igi', 'àtẹ̀gùn'].map((x) => `gùn ${x}`),
      'no open am when e dey', 'no open am while e dey', 'no open am until e cool',
      'do not open it while it is', 'do not open it when it is', "don't open it while it's",
    ],
  },
  {
    category: 'violence_threats',
    rules: [
      {
        name: 'a place arranged to burn',
        outcome: 'refuse',
        act: MAKE_SURE,
        obj: BURNS,
        forward: 80,
      },
      // Said to a person ("gwa ya na … ga-egbu ya"); a goat "we will kill" for a feast is food.
      {
        name: 'a killing threatened (Igbo)',
        outcome: 'refuse',
        act: [
          'gwa',
          'kwuo',
          'zie',
          'ziga',
          'dọọ',
          'kpọọ',
          'dee',
          'tell him',
          'tell her',
          'tell them',
        ],
        obj: WILL_KILL,
        forward: 150,
      },
      { name: 'a killing threatened to you (Igbo)', outcome: 'refuse', alone: WILL_KILL_YOU },
    ],
    // "make e finish am by Friday": the job finished by a day, not a person.
    // biome-ignore format: packed word list
    safe: [
      ...ANIMALS.flatMap((a) => [`${a} ... ga-egbu`, `${a} ... ga egbu`]),
      ...['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday',
        'tomorrow', 'next week', 'evening', 'morning', 'month end', 'weekend', '#'].map(
        (d) => `finish am by ${d}`,
      ),
      'finish am on time',
    ],
  },
  {
    category: 'surveillance_stalking',
    rules: [
      { name: 'riding behind a person to get down where they do', outcome: 'hold', alone: TAIL },
      {
        name: 'riding behind a person to where they live',
        outcome: 'refuse',
        act: TAIL,
        obj: THEIR_PLACE,
        forward: 100,
        backward: 60,
      },
    ],
    // Yoruba sọ̀rọ̀ (talk) folds to Igbo soro (follow); a purpose "for our records"; a list of
    // errands "followed".
    // biome-ignore format: packed word list
    safe: [
      // With whom, by pronoun only: Igbo "ba" (enter) may stand before a "soro" that follows.
      ...['wọn', 'a', 'mi', 'wa', 'ẹ', 'yín', 'òun'].map((who) => `bá ${who} sọ̀rọ̀`),
      'fi ibinú sọ̀rọ̀', 'fi ìbínú sọ̀rọ̀', 'sọ̀rọ̀ pẹ̀lú',
      'for ... records', 'for our record*', 'for record purpose*',
      ...['list', 'plan', 'schedule', 'instructions', 'steps', 'programme', 'deliveries',
        'errands', 'runs'].flatMap((n) => [`${n} abeg follow am`, `${n} please follow am`]),
      ...['list', 'plan', 'schedule', 'instructions', 'steps'].map((n) => `${n} follow am`),
      'follow am step by step', 'follow am one by one', 'follow am well well',
    ],
  },
  {
    category: 'harassment_intimidation',
    rules: [
      {
        name: 'shaming a person before others (Igbo, Yoruba, Hausa)',
        outcome: 'refuse',
        act: AUDIENCE_LANG,
        obj: ACCUSED_LANG,
        forward: 120,
        backward: 120,
        signFrames: false,
      },
    ],
  },
  {
    category: 'trespass_break_in',
    rules: [
      {
        name: 'in before the guard is back',
        outcome: 'refuse',
        act: GET_IN,
        obj: GUARD_AWAY,
        forward: 160,
        backward: 60,
      },
      {
        name: 'in through a weak lock or unknown to the owner, after closing',
        outcome: 'refuse',
        act: GET_IN,
        obj: WHILE_SHUT,
        needs: WAY_IN,
        forward: 120,
        backward: 120,
      },
      {
        name: 'in while the owner has shut it',
        outcome: 'hold',
        act: GET_IN,
        obj: WHILE_SHUT,
        forward: 120,
        backward: 120,
      },
      {
        name: 'in through his back door unknown to him',
        outcome: 'refuse',
        act: GET_IN,
        obj: [
          'through his back door',
          'through her back door',
          'through their back door',
          'through his window',
          'through her window',
          'through their window',
        ],
        needs: WAY_IN,
        forward: 40,
      },
      {
        name: 'a compound jumped (Pidgin)',
        outcome: 'refuse',
        act: ['jump'],
        obj: ['compound', 'fence', 'wall', 'gate'],
        forward: 20,
      },
    ],
    // Our own premises, opened with the key its keeper gives.
    // biome-ignore format: packed word list
    excuse: [
      'our store', 'our shop', 'our stall', 'our warehouse', 'our office', "the manager's key",
      "the owner's key", 'the key the manager', 'the key the owner',
    ],
    // Our own fence repaired is not a way in.
    // biome-ignore format: packed word list
    safe: [
      ...JUMP_SAFE, 'our back fence', 'back fence of our', 'repair* ... back fence',
      'back fence ... repair*', 'fix* ... back fence', 'back fence ... fix*', 'back fence has a gap',
    ],
  },
  {
    category: 'impersonation_fraud',
    rules: [
      {
        name: 'buying voter cards',
        outcome: 'refuse',
        act: BUY,
        obj: VOTER_CARDS,
        forward: 40,
        backward: 20,
      },
    ],
    // INEC sharing out PVCs to their owners; "for ward 3" spells "forward".
    // biome-ignore format: packed word list
    safe: [
      'inec go share', 'inec will share', 'dem go share pvc*', 'dem dey share pvc*',
      'they will share pvc*', 'share pvc* for ward', 'pvc distribution', 'for ward #',
    ],
  },
  {
    category: 'sexual_services',
    rules: [
      {
        name: 'paid women brought to a man',
        outcome: 'refuse',
        act: BRING,
        obj: WOMEN_FOR_HIM,
        forward: 40,
        backward: 20,
      },
      {
        name: "young women brought to a man's room for the night",
        outcome: 'refuse',
        act: BRING,
        obj: BABES,
        needs: HIS_NIGHT,
        forward: 40,
        backward: 20,
      },
    ],
  },
  {
    category: 'minors_exploitation',
    rules: [
      {
        name: 'a child made to work and kept from school',
        outcome: 'refuse',
        // The school clause as the act: Yoruba "máa" (will) folds to "má" (do not), and would
        // negate a pair that starts at the child.
        act: NO_SCHOOL,
        obj: CHILD_YO,
        needs: MADE_TO_WORK,
        forward: 60,
        backward: 200,
      },
      {
        name: 'children used to carry parcels',
        outcome: 'refuse',
        act: USE,
        obj: CHILDREN,
        needs: AS_CARRIERS,
        forward: 40,
      },
      { name: 'nobody searches a child', outcome: 'refuse', alone: NOBODY_SEARCHES_CHILD },
    ],
  },
  {
    category: 'dangerous_work',
    rules: [],
    // "loading time" is a schedule asked for; the staff who handle chemicals are not the Operator.
    // biome-ignore format: packed word list
    safe: [
      'loading time*', 'loading date*', 'loading slot*', 'loading schedule*', 'offloading time*',
      'discharge time*',
    ],
    excuse: [
      'staff who handle',
      'workers who handle',
      'people who handle',
      'those who handle',
      'staff who use',
      'workers who use',
      'staff who spray',
      'workers who spray',
    ],
    anywhere: [
      'no site visit',
      'no visit needed',
      'no need to visit',
      'do not visit the site',
      'by phone only',
      'over the phone only',
    ],
  },
];
