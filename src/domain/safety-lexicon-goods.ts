// Policy lexicon (safety-policy-spec.ts): illegal goods and services, impersonation and fraud.
// English, Nigerian Pidgin, Yoruba, Hausa and Igbo; the plain spelling only (safety-lexicon.ts
// explains the term syntax and what disguises every term also matches).
import type { CategorySpec, Terms } from './safety-policy-spec.ts';

/** Getting, moving or selling something (English, Pidgin; Hausa saya/sayo = buy, kawo =
 *  bring, kai = take; Igbo zụta = buy, ree = sell, bute/buru = bring/carry; Yoruba rà = buy). */
// biome-ignore format: packed word list
const TRADE: Terms = [
  'buy*', 'bought', 'purchas*', 'sell', 'sells', 'selling', 'seller*', 'pick', 'drop', 'drop am',
  'deliver', 'sold', 'deliver*', 'carry', 'carries', 'carrying', 'carried', 'transport*', 'smuggl*',
  'bring*', 'brought', 'pick* up', 'collect*', 'supply', 'supplies', 'supplying', 'supplied',
  'distribut*', 'hawk*', 'peddl*', 'push*', 'move', 'moving', 'hide', 'hiding', 'stash*', 'source*',
  'procur*', 'get', 'gets', 'getting', 'got', 'get me', 'find me', 'cop', 'ship*', 'import*',
  'export*', 'traffick*', 'courier*', 'send*', 'drop off', 'drop* ... off', 'keep', 'hold', 'store',
  'stock*', 'resell*', 'order*', 'pay for', 'run', 'do', 'make', 'makes', 'made', 'making',
  'produce*', 'print*', 'refill*', 'relabel*', 'take', 'takes', 'taking', 'took', 'fetch*',
  'receiv*', 'hand over', 'give', 'wrap*', 'bá mi gbé', 'gbé ẹrù', 'saya', 'sayi', 'sayo', 'sayen',
  'sayar*', 'kawo', 'ka kai', 'lọ gbé', 'kó ... wá', 'gbé ... wá', 'dauka', 'dauko', 'karbo',
  'aika', 'aiko', 'tura', 'nemo', 'samo', 'weta', 'resị', 'zụta', 'zụọ', 'ree', 'bute', 'buru',
  'zobe', 'rà', 'bá mi rà', 'mú un wá', 'mú wọn wá', 'boye',
];

/** Drugs by name and Nigerian street name (igbo/loud/colos = cannabis; mkpuru mmiri = meth;
 *  Hausa tabar wiwi = cannabis; gbana = hard drugs). */
// biome-ignore format: packed word list
export const DRUGS: Terms = [
  'ounce of*', 'the green', 'green leaf', 'cannabis', 'marijuana', 'mary jane', 'weed', 'igbo',
  'purple lean', 'bottles of lean', 'cups of lean', 'some lean', 'purple drank', 'indian hemp',
  'hemp', 'skunk', 'loud', 'colorado', 'colos', 'monkey tail', 'ganja', 'kush', 'wiwi',
  'tabar wiwi', 'codeine*', 'tramadol*', 'tramol', 'rohypnol', 'mdma', 'ecstasy', 'cocaine',
  'heroin', 'meth', 'methamphetamine', 'crystal meth', 'mkpuru mmiri', 'shabu', 'hard drug*',
  'illegal drug*', 'controlled drug*', 'narcotic*', 'gbana', 'skuchies', 'opioid*', 'rophies',
  'lsd', 'crack cocaine', 'ganyen wiwi', 'wee-wee', 'weewee', 'akuskura', 'skunk weed', 'crystals',
  'special medicine', 'medicine for the boys', 'sweets for the boys', 'white powder',
  'canadian loud', 'kwayoyin maye', 'kwayar tramadol', 'oògùn olóró', 'ọgwụ ike', 'kodin',
  // An opioid sold like tramadol, by its name and a brand (thirteenth round, voice-16).
  'tapentadol*', 'tafrodol*',
];

/** Weapons (Hausa bindiga = gun, harsashi = bullets; Yoruba ìbọn = gun). */
// biome-ignore format: packed word list
export const WEAPONS: Terms = [
  'gun', 'guns', 'pistol*', 'revolver*', 'rifle*', 'firearm*', 'ammunition*', 'ammo', 'bullet',
  'bullets', 'live bullet*', 'ak-47', 'ak47', 'ak 47', 'dane gun*', 'locally made gun*',
  'locally made pistol*', 'pump action', 'explosive*', 'dynamite', 'grenade*', 'bomb', 'bombs',
  'machine gun*', 'shotgun*', 'bindig*', 'harsashi', 'ìbọn', 'ọta ìbọn', 'live rounds', 'weapon*',
];

/** Stolen, counterfeit, smuggled or protected goods and fake documents. */
// biome-ignore format: packed word list
const CONTRABAND: Terms = [
  'stolen*', 'counterfeit*', 'fake naira', 'fake dollar*', 'fake currency', 'fake money',
  'fake note*', 'fake bank note*', 'fake drug*', 'fake goods', 'fake product*', 'fake designer*',
  'fake certificate*', 'fake passport*', 'fake id*', 'fake licen*', 'fake driver*',
  'fake ... licen*', 'fake document*', 'fake waec', 'fake nysc', 'fake result*', 'fake receipt*',
  'forged*', 'contraband', 'smuggled*', 'pirated*', 'elephant tusk*', 'pangolin*', 'human part*',
  'human skull*', 'body part*', 'expired drug*', 'expired medicine*', 'expired tin*',
  'expired good*', 'expired product*', 'jerrycans of petrol', 'fell off a truck',
  'fell off the truck', 'fell from a trailer', 'unregistered*', 'fake police report*',
  'fake report*', 'fake ... certificate*', 'fake neco', 'fake jamb', 'original-looking',
  'original looking', 'look* like the original', 'phones without receipt*', 'without papers',
  'without asking for receipt*', 'picked from people', 'snatched', 'hot phone*', 'fake stamp*',
  'fake birth certificate*', 'wayoyin sata', 'kayan sata', 'kudin jabu', 'takardun jabu', 'jabu',
  'na sata', 'tí wọ́n jí', 'ezuru ezu', 'adịgboroja', 'ayédèrú', 'kaya na sata', 'ihe ezuru ohi',
  'ohun ti won ji',
];

export const GOODS_SPECS: readonly CategorySpec[] = [
  {
    category: 'illegal_goods_services',
    rules: [
      {
        name: 'trade in drugs or weapons',
        outcome: 'refuse',
        act: TRADE,
        obj: [...DRUGS, ...WEAPONS],
        forward: 60,
        backward: 30,
        apartHolds: true,
        sentenceHolds: true,
      },
      {
        name: 'trade in stolen, counterfeit or smuggled goods',
        outcome: 'refuse',
        act: TRADE,
        obj: CONTRABAND,
        forward: 50,
        backward: 20,
      },
      {
        name: 'selling goods without papers',
        outcome: 'refuse',
        act: ['sell', 'sells', 'selling', 'resell*', 'sold'],
        obj: ['no receipt*', 'without receipt*', 'no papers', 'without papers', 'no questions'],
        forward: 40,
      },
      {
        name: 'bribery, forgery or smuggling',
        outcome: 'refuse',
        // biome-ignore format: packed word list
        alone: [
          'hide ... pant*', 'wraps ... the strong one', 'the strong one ... wraps', 'ọlọ́pàá ni ọ́',
          'pé ọlọ́pàá ni', "jami'in kwastam ... don", 'don ya saki', 'kudin fansa',
          'make* you high', 'get high', 'makes you forget', 'bring* ... in quietly',
          'across the border ... without', 'buy* the answers', 'answers to tomorrow',
          'leaked paper*', 'exam paper* before', 'without records', 'pay* ... so he lets',
          'give* ... so he lets', 'pay* the police*', 'give* the police* ... #',
          'give* the police* ... money', 'give* ... officer* ... so', 'pay* ... officer* ... so',
          'ghana must go ... give*', 'rig the election', 'rig the result*',
          'help us for the result', 'snatch* ... ballot*', 'pay* ... so my', 'give* ... so my',
          'so my file', 'pay* the clerk ... so', 'pay* the official* ... so',
          'pay* the officer* ... so', 'give* the officer* ... so', 'give* the official* ... so',
          'make e no smell', "so it doesn't smell", 'so it does not smell', 'hide the smell',
          // "shop if they" spells "shoplift*" once joined, l and i being one letter: the forms.
          'steal', 'steals', 'stealing', 'shoplift', 'shoplifting', 'shoplifter*', 'shoplifted',
          'brown envelope', 'envelope ... appreciation',
          'appreciation ... envelope', 'envelope marked', 'so he releases', 'so she releases',
          'so he approves', 'so she approves', 'so he signs', 'so she signs', 'so the report',
          'so the audit', 'report ... is not bad', 'to look away', 'zụta egbe', 'bute egbe',
          'egbe na mgbọ', 'egbe abụọ', 'egbe ... mgbọ', 'bribe*', 'briber*', 'egunje', 'kickback*',
          'settle the police*', 'settle ... police*', 'settle ... officer*', 'settle the customs',
          'settle ... customs', 'grease ... palm*', 'tip the officer*', 'forge', 'forged',
          'forging', 'forgery', 'forger', 'forgers', 'launder*', 'money laundering', 'drug deal*',
          'drug runs', 'drug mule*', 'drug courier*', 'gun running', 'arms deal*', 'organ harvest*',
          'sell* ... kidney*', 'smuggl*', 'evade customs', 'avoid customs', 'avoid the customs',
          'through the bush path', 'cin hanci', 'toshiyar baki', 'rìbá', 'owó ẹ̀yìn', 'ngari',
          'iri ngari', 'hanci', 'without prescription', 'no prescription',
          'ba tare da takardar likita', 'láìsí ìwé dókítà', 'pay ... to look the other way',
          'look the other way', 'buy ... exam question*', 'leaked ... question*', 'exam expo',
          'buy* expo', 'expo for', 'sort the lecturer', 'sort ... lecturer',
          'facilitation payment*', 'facilitation fee*', 'without inspection', 'customs no see',
          'make customs no', 'dodge ... customs', 'bypass ... customs', 'bush road',
          'relabel* ... expired', 'new expiry date*', 'change* ... expiry', 'alter* ... expiry',
          'sell* ... as original', 'sell* ... as genuine', 'pass* ... off as',
          'refill* ... bottle*', 'fake label*', 'as original', 'push my file', 'push ... file',
          'fast-track ... file', 'edited balance*', 'doctored', 'falsif*', 'edited ... statement*',
          'fake ... statement*', 'fake nafdac', 'fake ... nafdac', 'fake ... number*',
          'printed fake', 'makes fake*',
        ],
      },
      {
        name: 'sealed-package courier',
        outcome: 'hold',
        // biome-ignore format: packed word list
        alone: [
          'no questions asked', 'no tell anybody', "don't tell anyone", 'do not tell anyone',
          'tell no one', 'keep it secret', 'keep this secret', 'between us', 'jerrycan* of petrol',
          'jerrycan* of fuel', "don't ask what", 'do not ask what', 'avoid the checkpoint*',
          'avoid checkpoint*', 'avoid the police', 'hide it from', 'if police stop you',
          'if the police stop you', 'if police ask', 'if the police ask', 'say na your own',
          'say it is yours',
        ],
      },
    ],
    // biome-ignore format: packed word list
    safe: [
      'gun shop licen*', 'licence certificate', 'licensed sporting goods', 'igbo language',
      'igbo people', 'igbo man', 'igbo woman', 'igbo men', 'igbo women', 'igbo trader*',
      'igbo communit*', 'igbo speaker*', 'igbo speaking', 'igbo book*', 'igbo text*',
      // "igbo and", "and igbo" hid the drug too ("two wraps of igbo and ..."): now with another
      // language or people beside it, in safety-lexicon-eighteenth-older.ts (eighteenth round).
      'igbo translation*', 'igbo are', 'the igbo are', 'igbos',
      'kwayar masara', 'kwayar shinkafa', 'kwayar wake', 'kwayar gero', 'kwayar dawa',
      'kwayar alkama', 'irin ajo', 'igbo novel*', 'igbo dictionar*', 'yoruba dictionar*',
      'igbo bible*', 'igbo hymn*', 'igbo film*', 'igbo movie*', 'igbo newspaper*', 'igbo class*',
      'igbo lesson*', 'igbo teacher*', 'igbo tutor*', 'igbo course*', 'igbo name*', 'igbo wedding*',
      'igbo attire', 'igbo cloth*', 'igbo fabric*', 'igbo dish*', 'igbo soup*', 'igbo meal*',
      'igbo restaurant*', 'igbo church*', 'igbo association*', 'igbo union*', 'igbo chief*',
      'igbo king*', 'igbo festival*', 'igbo dance*', 'igbo proverb*', 'igbo stor*', 'igbo word*',
      'igbo phrase*', 'igbo pupil*', 'igbo student*', 'igbo staff', 'igbo famil*', 'igbo tenant*',
      'igbo customer*', 'igbo seller*', 'igbo vendor*', 'igbo artisan*', 'igbo apprentice*',
      'igbo youth*', 'igbo elder*', 'igbo version*', 'ede igbo', 'èdè igbo', 'asụsụ igbo',
      'harshen igbo', 'iwe ... igbo', 'ìwé ... igbo', 'igbo song*', 'igbo music', 'igbo market*',
      'igbo culture', 'igbo food', 'igbo land', 'igboland', 'igbo ora', 'igbo ukwu', 'igbo-ora',
      'igbo-ukwu', 'igbo elerin', 'in igbo', 'speak* igbo', 'glue gun*', 'spray gun*', 'nail gun*',
      'water gun*', 'toy gun*', 'gun metal', 'gunmetal', 'grease gun*', 'heat gun*', 'staple gun*',
      'temperature gun*', 'thermometer gun*', 'bath bomb*', 'water pistol*', 'toy pistol*',
      'toy rifle*', 'air rifle*', 'price list*', 'loud music', 'loud noise', 'loud speaker*',
      'loudspeaker*', 'too loud', 'very loud', 'so loud', 'weed the', 'weed* ... farm',
      'weed* ... garden', 'weed* ... compound', 'weeding', 'weeds', 'weed killer', 'sk market',
      'hemp bag*', 'fake* or not', 'fake or real', 'real or fake', 'spot fake*', 'identify fake*',
      'detect fake*', 'check* ... fake*', 'fake* ... report* to', 'fakes', 'fake news', 'fake alert*',
      'fake review*', 'fake* ... warning', 'forge ahead', 'hold on', 'hold the line',
      'take a photo*', 'take photo*', 'take a picture*', 'take picture*', 'take note*',
      'send* ... photo*', 'send* ... picture*', 'send* ... report*', 'expo centre', 'expo center',
      'trade expo', 'the expo', 'an expo', 'landmark expo', 'weapon* ... permit*',
    ],
  },
  {
    category: 'impersonation_fraud',
    rules: [
      {
        name: 'impersonation or scam',
        outcome: 'refuse',
        // biome-ignore format: packed word list
        alone: [
          'ṣe bí ọlọ́pàá', 'ṣebí ọlọ́pàá', 'díbọ́n', 'dibon pe', 'pretend say you be',
          'say you are my', 'claim you are my', 'say you be my', 'tell them you are his',
          'tell them you are her', 'sign my mother*', 'sign my father*', 'sign her name',
          'sign his name', 'sign* in her name', 'sign* in his name', 'collect her pension',
          'collect his pension', 'impersonat*', 'pose as', 'posing as', 'poses as',
          'pretend* to be', 'pretend* ... you are', 'pretend* ... you be', 'pretend* ... from the',
          'claim* to be', 'as if you are', 'play the role of', "under my sister's name",
          "under my brother's name", 'under his name', 'under her name', 'use her insurance',
          'use his insurance', 'open* ... envelope addressed to', 'open* ... letter* addressed to',
          "open* ... someone else's mail", 'open* ... her mail', 'open* ... his mail', 'be me at',
          'sign his name', 'sign her name', 'stand in for my', 'yi kamar kai', 'ka yi kamar',
          "kai jami'in", 'díbọ́n pé', 'sign for those', 'sign for the absent',
          'sign on their behalf', 'vote with these', 'vote with ... pvc*', 'vote twice',
          'vote more than once', 'multiple voting', "as the bank's", 'as the bank', 'as bank staff',
          'as a bank official', 'confirm their card*', 'confirm their pin',
          'confirm their account details', "dead man's", "deceased's", 'withdraw his pension',
          'withdraw her pension', 'use his id*', 'use her id*', 'use this id*', 'with his id card',
          'with her id card', 'borrow* ... identity', 'as my brother', 'as my sister', 'as my son',
          'as my daughter', 'as me so', 'answer* ... as my', 'yiri uwe', 'ị bụ onye uwe ojii',
          'na ị bụ onye', 'claim you are', 'with my slip', 'write my exam', 'take my exam',
          'exam for my', 'sit ... exam for', 'write ... exam for', 'take ... exam for',
          'his exam card', 'her exam card', "sign* ... with the customer's name",
          'sign* ... with his name', 'sign* ... with her name', 'sign as the customer',
          'sign as him', 'sign as her', 'sit ... exam ... for me', 'exam for me', 'sit for me',
          'yahoo work', 'yahoo job', 'yahoo business', 'iṣẹ́ yahoo', 'sị na ị bụ', 'ka ị bụ ya',
          'ka ce kai ne', 'task force vest', 'wear ... uniform', 'wear ... vest', 'officer tag',
          'nepa tag', 'fake tag', 'no be government send you', 'not from the government',
          'into your account ... withdraw*', 'to your account ... withdraw*',
          'receive* ... money ... your account', 'àkántì rẹ ... yọ', 'akaunti rẹ ... yọ',
          'money mule', 'introduce yourself as', 'present yourself as', 'disguis* ... as',
          'dress* as a police*', 'dress* ... as ... officer*', 'act as a police*',
          'act as ... official*', 'fake police*', 'fake officer*', 'fake official*', 'fake agent*',
          'fake staff', 'fake uniform*', 'fake bank staff', 'vote* buy*', 'buy* vote*',
          'buying of vote*', 'pay* voter*', 'pay* ... to vote', 'buy* pvc*',
          'buy* ... voter* card*', 'collect* ... pvc*', 'collect* ... voter* card*', 'sim swap*',
          'swap* ... sim*', 'fake review*', 'review* ... different account*',
          'review* ... different name*', 'review* ... fake name*', 'from different accounts',
          'does not exist ... collect*', 'does not exist ... donation*', 'fake charit*',
          'donations into my account', 'collect* donation* ... my account', 'non-existent charit*',
          'write* ... review* ... as', 'post* ... review* ... under', 'review* ... under ... name*',
          'reviews ... different name*', 'scam', 'scams', 'scammer*', 'scamming', 'scammed',
          'phish*', '419 scam*', 'do 419', '419er*', 'yahoo yahoo', 'yahoo boy*', 'yahoo plus',
          'wash wash', 'money doubl*', 'ponzi', 'advance fee', 'fake invoice*', 'fake alert*',
          'fake transfer*', 'fake credit alert*', 'fake payment*', 'fake debit alert*',
          'identity theft', 'stolen identit*', "someone else's identit*", "someone else's name",
          "another person's name", "another person's identit*", 'sign* ... on ... behalf',
          'sign as him', 'sign as her', 'forge* ... signature*', 'copy* ... signature*',
          'form police', 'form bank staff', 'form customer care', 'do like say you be',
          'play like say you be', 'like say you be police', 'like say you be from', 'jìbìtì',
          'damfara', 'zamba', "sayen kuri'a", "sayen ƙuri'a", 'aghụghọ', 'mee ka ị bụ', 'díbọ́n',
          'customer care line of',
        ],
      },
      {
        name: 'claiming to be an official or another person',
        outcome: 'refuse',
        // biome-ignore format: packed word list
        act: [
          'say you are from', 'say you are a', 'say you are an', 'say you are the', 'say you be',
          'tell* ... you are from', 'tell* ... you are a', 'tell* ... you are an',
          'tell* ... you are the', 'that you are', 'that you be', 'tell dem say you be',
          'tell dem you be', 'claim* ... you are', 'by saying you are', 'introduce yourself as',
          'present yourself as', 'dress* as', 'dress* up as', 'act as', 'wear* ... uniform',
          'ka ce kai', 'sọ pé ìwọ', 'gwa ... na ị',
        ],
        // biome-ignore format: packed word list
        obj: [
          'police*', 'policem*', 'officer*', 'official*', 'bank staff', 'staff of',
          'bank official*', 'customs', 'immigration', 'efcc', 'icpc', 'lastma', 'frsc', 'nafdac',
          'army', 'soldier*', 'navy', 'dss', 'government', 'ministry', 'council', 'inspector*',
          'nepa', 'phcn', 'disco', 'lawma', 'agency', 'task force', 'his brother', 'her brother',
          'my brother', 'my sister', 'his sister', 'her sister', 'the landlord', 'my husband',
          'my wife', 'my son', 'my daughter', 'my father', 'my mother', 'the account holder',
          'the owner of', 'customer care', 'her bank', 'his bank', 'their bank', 'your bank', 'mtn',
          'glo', 'airtel', '9mobile', 'dstv', 'gotv', 'jumia', 'opay', 'palmpay', 'moniepoint',
          'kuda', 'firs', 'the tax office', "ma'aikacin banki", 'bank worker*', 'bank agent*',
          'onye ọrụ ụlọ akụ', 'from the bank', 'from his bank', 'from her bank', 'inec',
          'the candidate', 'the account owner', 'ọlọ́pàá', "'yan sanda", 'dan sanda', 'uwe ojii',
          'gọọmentị', 'gwamnati', 'ìjọba',
        ],
        forward: 40,
      },
      {
        name: "collecting others' cards, codes or documents",
        outcome: 'refuse',
        // biome-ignore format: packed word list
        act: [
          'collect*', 'gather*', 'obtain*', 'get', 'take', 'takes', 'taking', 'keep', 'request*',
          // "copies" alone is mostly a count ("NIN slip, 3 copies each"), not the act.
          'ask* for', 'photograph*', 'copy', 'copies of', 'copying', 'scan*', 'buy*', 'record*',
          'write down', 'note down', 'harvest*', 'bring*', 'send*', 'forward*', 'share*',
          'hand over', 'karɓi', 'karɓo', 'nata', 'nara', 'weta', 'gbà',
        ],
        // biome-ignore format: packed word list
        obj: [
          'bvn*', 'nin', 'nin number*', 'nin slip*', 'pvc*', 'voter* card*', 'voters card*',
          'atm card*', 'their debit card*', 'their credit card*', 'their card details',
          'their bank details', 'their login details', "customers' bank details",
          "people's bank details", 'their card number*', 'cvv number*', 'cvv code*',
          'their bank card*', 'their sim*', 'sim cards from', 'cheque book*', 'their signature*',
          'their passport*', 'their id card*', 'their national id*', "people's id*",
          "people's card*", 'voter registration card*', 'katin zabe', 'katin banki', 'kaadi idibo',
          'kaadi ile ifowopamo',
        ],
        forward: 50,
        backward: 20,
      },
      {
        name: 'vote buying',
        outcome: 'refuse',
        act: ['share*', 'distribut*', 'give', 'pay', 'raba', 'kesaa', 'pín', 'hand out', 'dash'],
        obj: ['money', 'cash', 'naira', 'kudi', 'ego', 'owó', 'envelope*', 'rice', 'gift*', '# k'],
        // biome-ignore format: packed word list
        needs: [
          'polling*', 'voter*', 'vote*', 'election*', 'zabe', "jam'iyya*", 'ballot*', 'ntuli',
          'ìbò', 'votu',
        ],
        forward: 40,
        backward: 30,
      },
      {
        name: 'collecting money as a fake official',
        outcome: 'refuse',
        act: ['collect*', 'charge*', 'demand*', 'take', 'gather*', 'receive*'],
        // biome-ignore format: packed word list
        obj: [
          'fine*', 'levy', 'levies', 'fee', 'fees', 'dues', 'tax', 'taxes', 'penalt*', '# k',
          'money',
        ],
        // biome-ignore format: packed word list
        needs: [
          'house to house', 'shop to shop', 'each shop', 'per shop', 'per house', 'tell them',
          'tell dem', 'receipt booklet*', 'not government', 'no be government', 'task force',
          'uniform', 'vest', 'tag', 'you are from', 'agency', 'inspection fee',
        ],
        forward: 40,
        backward: 30,
      },
    ],
    // biome-ignore format: packed word list
    safe: [
      'fake review* ... report*', 'scam* ... awareness', 'scam alert', 'avoid* ... scam*',
      'nin enrolment centre', 'nin enrollment cent*', 'nin office*', 'pvc pipe*',
      'pvc collection cent*', 'pvc collection', 'pvc ... distribution cent*', 'copy of the receipt',
      'yahoo mail',
      'yahoo email', 'yahoo account',
      // The writer's own papers, copied or collected for the writer (thirteenth round).
      'my nin', 'my nin slip*', 'my pvc*', 'my voter* card*', 'my atm card*', 'my passport*',
      'my id card*', 'my national id*',
    ],
  },
];
