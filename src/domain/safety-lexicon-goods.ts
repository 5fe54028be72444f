// Policy lexicon (safety-policy-spec.ts): illegal goods and services, impersonation and fraud.
// English, Nigerian Pidgin, Yoruba, Hausa and Igbo; the plain spelling only (safety-lexicon.ts
// explains the term syntax and what disguises every term also matches).
import type { CategorySpec, Terms } from './safety-policy-spec.ts';

/** Getting, moving or selling something (English, Pidgin; Hausa saya/sayo = buy, kawo =
 *  bring, kai = take; Igbo zụta = buy, ree = sell, bute/buru = bring/carry; Yoruba rà = buy). */
const TRADE: Terms = [
  'buy*', 'bought', 'purchas*', 'sell', 'sells', 'selling', 'seller*', 'sold', 'deliver*', 'carry', 'carries', 'carrying', 'carried',
  'transport*', 'smuggl*', 'bring*', 'brought', 'pick* up', 'collect*', 'supply', 'supplies',
  'supplying', 'supplied', 'distribut*', 'hawk*', 'peddl*', 'push*', 'move', 'moving', 'hide', 'hiding',
  'stash*', 'source*', 'procur*', 'get me', 'find me', 'cop', 'ship*', 'import*', 'export*', 'traffic*',
  'courier*', 'send*', 'drop off', 'drop* ... off', 'keep', 'hold', 'store', 'stock*', 'resell*', 'order*',
  'pay for', 'run', 'do', 'make', 'makes', 'made', 'making', 'produce*', 'print*', 'refill*', 'relabel*', 'take', 'takes', 'taking', 'took', 'fetch*', 'receiv*', 'hand over', 'give', 'wrap*',
  'saya', 'sayi', 'sayo', 'sayen', 'sayar*', 'kawo', 'dauka', 'dauko', 'karbo', 'aika', 'aiko', 'tura',
  'nemo', 'samo', 'weta', 'resị', 'zụta', 'zụọ', 'ree', 'bute', 'buru', 'zobe', 'rà', 'bá mi rà',
  'mú un wá', 'mú wọn wá', 'boye',
];

/** Drugs by name and Nigerian street name (igbo/loud/colos = cannabis; mkpuru mmiri = meth;
 *  Hausa tabar wiwi = cannabis; gbana = hard drugs). */
const DRUGS: Terms = [
  'cannabis', 'marijuana', 'weed', 'igbo', 'indian hemp', 'hemp', 'skunk', 'loud', 'colorado', 'colos',
  'monkey tail', 'ganja', 'kush', 'wiwi', 'tabar wiwi', 'codeine*', 'tramadol*', 'tramol', 'rohypnol',
  'mdma', 'ecstasy', 'cocaine', 'heroin', 'meth', 'methamphetamine', 'crystal meth',
  'mkpuru mmiri', 'shabu', 'hard drug*', 'illegal drug*', 'controlled drug*', 'narcotic*', 'gbana',
  'skuchies', 'opioid*', 'rophies', 'lsd', 'crack cocaine', 'ganyen wiwi', 'wee-wee', 'weewee',
  'akuskura', 'skunk weed', 'crystals', 'special medicine', 'medicine for the boys', 'sweets for the boys', 'white powder', 'canadian loud',
  'kwayoyin maye',
  'kwayar tramadol', 'oògùn olóró', 'ọgwụ ike', 'kodin',
];

/** Weapons (Hausa bindiga = gun, harsashi = bullets; Yoruba ìbọn = gun). */
const WEAPONS: Terms = [
  'gun', 'guns', 'pistol*', 'revolver*', 'rifle*', 'firearm*', 'ammunition*', 'ammo', 'bullet', 'bullets', 'live bullet*',
  'ak-47', 'ak47', 'ak 47', 'dane gun*', 'locally made gun*', 'locally made pistol*', 'pump action',
  'explosive*', 'dynamite', 'grenade*', 'bomb', 'bombs', 'machine gun*', 'shotgun*', 'bindiga*',
  'harsashi', 'ìbọn', 'ọta ìbọn', 'live rounds', 'weapon*',
];

/** Stolen, counterfeit, smuggled or protected goods and fake documents. */
const CONTRABAND: Terms = [
  'stolen*', 'counterfeit*', 'fake naira', 'fake dollar*', 'fake currency', 'fake money', 'fake note*',
  'fake bank note*', 'fake drug*', 'fake goods', 'fake product*', 'fake designer*', 'fake certificate*',
  'fake passport*', 'fake id*', 'fake licen*', 'fake driver*', 'fake ... licen*', 'fake document*', 'fake waec', 'fake nysc', 'fake result*',
  'fake receipt*', 'forged*', 'contraband', 'smuggled*', 'pirated*', 'ivory', 'pangolin*', 'human part*',
  'human skull*', 'body part*', 'expired drug*', 'expired medicine*', 'expired tin*', 'expired good*',
  'expired product*', 'jerrycans of petrol', 'phones without receipt*', 'without papers',
  'without asking for receipt*', 'picked from people', 'snatched', 'hot phone*', 'fake stamp*',
  'fake birth certificate*', 'kudin jabu', 'takardun jabu', 'jabu', 'na sata', 'tí wọ́n jí', 'ezuru ezu',
  'adịgboroja', 'ayédèrú', 'kaya na sata', 'ihe ezuru ohi', 'ohun ti won ji',
];

export const GOODS_SPECS: readonly CategorySpec[] = [
  {
    category: 'illegal_goods_services',
    rules: [
      { name: 'trade in drugs or weapons', outcome: 'refuse', act: TRADE, obj: [...DRUGS, ...WEAPONS], forward: 60, backward: 30, apartHolds: true, sentenceHolds: true },
      { name: 'trade in stolen, counterfeit or smuggled goods', outcome: 'refuse', act: TRADE, obj: CONTRABAND, forward: 50, backward: 20 },
      {
        name: 'bribery, forgery or smuggling',
        outcome: 'refuse',
        alone: [
          'brown envelope', 'envelope ... appreciation', 'appreciation ... envelope', 'envelope marked',
          'so he releases', 'so she releases', 'so he approves', 'so she approves', 'so he signs', 'so she signs',
          'so the report', 'so the audit', 'report ... is not bad', 'to look away', 'zụta egbe', 'bute egbe', 'egbe na mgbọ', 'egbe abụọ', 'egbe ... mgbọ',
          'bribe*', 'briber*', 'egunje', 'kickback*', 'settle the police*', 'settle ... police*',
          'settle ... officer*', 'settle the customs', 'settle ... customs', 'grease ... palm*', 'tip the officer*',
          'forge*', 'forging', 'forgery', 'launder*', 'money laundering', 'drug deal*', 'drug runs',
          'drug mule*', 'drug courier*', 'gun running', 'arms deal*', 'organ harvest*', 'sell* ... kidney*',
          'smuggl*', 'evade customs', 'avoid customs', 'avoid the customs', 'through the bush path',
          'cin hanci', 'toshiyar baki', 'rìbá', 'owó ẹ̀yìn', 'ngari', 'iri ngari', 'hanci',
          'without prescription', 'no prescription', 'ba tare da takardar likita', 'láìsí ìwé dókítà', 'pay ... to look the other way', 'look the other way',
          'buy ... exam question*', 'leaked ... question*', 'expo', 'sort the lecturer', 'sort ... lecturer',
          'facilitation payment*', 'facilitation fee*', 'without inspection', 'customs no see', 'make customs no',
          'dodge ... customs', 'bypass ... customs', 'bush road', 'relabel* ... expired', 'new expiry date*',
          'change* ... expiry', 'alter* ... expiry', 'sell* ... as original', 'sell* ... as genuine',
          'pass* ... off as', 'refill* ... bottle*', 'fake label*', 'as original', 'push my file', 'push ... file',
          'fast-track ... file', 'edited balance*', 'doctored', 'falsif*', 'edited ... statement*', 'fake ... statement*',
          'fake nafdac', 'fake ... nafdac', 'fake ... number*', 'printed fake', 'makes fake*', 'make* ... fake*',
        ],
      },
      {
        name: 'sealed-package courier',
        outcome: 'hold',
        alone: [
          'no questions asked', 'no tell anybody', "don't tell anyone", 'do not tell anyone', 'tell no one',
          'keep it secret', 'keep this secret', 'between us', 'jerrycan* of petrol', 'jerrycan* of fuel', "don't ask what", 'do not ask what', 'avoid the checkpoint*', 'avoid checkpoint*',
          'avoid the police', 'hide it from', 'if police stop you', 'if the police stop you', 'if police ask',
          'if the police ask', 'say na your own', 'say it is yours',
        ],
      },
    ],
    safe: [
      'igbo language', 'igbo people', 'igbo man', 'igbo woman', 'igbo men', 'igbo women', 'igbo trader*',
      'igbo communit*', 'igbo speaker*', 'igbo speaking', 'igbo book*', 'igbo text*', 'igbo translation*',
      'igbo are', 'igbo and', 'and igbo', 'the igbo are', 'igbos', 'kwayar masara', 'kwayar shinkafa', 'kwayar wake', 'kwayar gero', 'kwayar dawa', 'kwayar alkama', 'irin ajo',
      'irin-ajo', 'igbo version*', 'ede igbo', 'èdè igbo', 'asụsụ igbo', 'harshen igbo', 'iwe ... igbo', 'ìwé ... igbo', 'igbo song*', 'igbo music', 'igbo market*', 'igbo culture', 'igbo food', 'igbo land',
      'igboland', 'igbo ora', 'igbo ukwu', 'igbo-ora', 'igbo-ukwu', 'igbo elerin', 'in igbo', 'speak* igbo',
      'glue gun*', 'spray gun*', 'nail gun*', 'water gun*', 'toy gun*', 'gun metal',
      'gunmetal', 'grease gun*', 'heat gun*', 'staple gun*', 'temperature gun*', 'thermometer gun*',
      'bath bomb*', 'price list*', 'loud music', 'loud noise', 'loud speaker*', 'loudspeaker*', 'too loud',
      'very loud', 'so loud', 'weed the', 'weed* ... farm', 'weed* ... garden', 'weed* ... compound',
      'weeding', 'weeds', 'weed killer', 'sk market', 'hemp bag*', 'fake* or not', 'fake or real',
      'real or fake', 'spot fake*', 'identify fake*', 'detect fake*', 'check* ... fake*', 'fake* ... report*',
      'fakes', 'fake news', 'fake alert*', 'fake review*', 'fake* ... warning', 'forge ahead', 'hold on',
      'hold the line', 'take a photo*', 'take photo*', 'take a picture*', 'take picture*', 'take note*',
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
        alone: [
          'impersonat*', 'pose as', 'posing as', 'poses as', 'pretend* to be', 'pretend* ... you are',
          'pretend* ... you be', 'pretend* ... from the', 'claim* to be', 'as if you are', 'play the role of',
          'use his id*', 'use her id*', 'use this id*', 'with his id card', 'with her id card', 'borrow* ... identity',
          'as my brother', 'as my sister', 'as my son', 'as my daughter', 'as me so', 'stand in for', 'stand* in for',
          'answer* ... as my', 'yiri uwe', 'ị bụ onye uwe ojii', 'na ị bụ onye', 'claim you are', 'with my slip',
          'write my exam', 'take my exam', 'sit ... exam ... for me', 'exam for me', 'sit for me', 'yahoo work',
          'yahoo job', 'yahoo business', 'iṣẹ́ yahoo', 'sị na ị bụ', 'ka ị bụ ya', 'ka ce kai ne',
          'task force vest', 'wear ... uniform', 'wear ... vest', 'officer tag', 'nepa tag', 'fake tag',
          'no be government send you', 'not from the government', 'into your account ... withdraw*',
          'to your account ... withdraw*', 'receive* ... money ... your account', 'àkántì rẹ ... yọ',
          'akaunti rẹ ... yọ', 'money mule',
          'introduce yourself as', 'present yourself as', 'disguis* ... as', 'dress* as a police*',
          'dress* ... as ... officer*', 'act as a police*', 'act as ... official*', 'fake police*',
          'fake officer*', 'fake official*', 'fake agent*', 'fake staff', 'fake uniform*', 'fake bank staff',
          'vote* buy*', 'buy* vote*', 'buying of vote*', 'pay* voter*', 'pay* ... to vote', 'buy* pvc*',
          'buy* ... voter* card*', 'collect* ... pvc*', 'collect* ... voter* card*', 'sim swap*',
          'swap* ... sim*', 'fake review*', 'review* ... different account*', 'review* ... different name*', 'review* ... fake name*',
          'from different accounts', 'that does not exist', 'does not exist ... collect*', 'fake charit*',
          'donations into my account', 'collect* donation* ... my account', 'non-existent charit*', 'write* ... review* ... as', 'post* ... review* ... under',
          'review* ... under ... name*', 'reviews ... different name*', 'scam*', 'phish*', '419', 'yahoo yahoo',
          'yahoo boy*', 'yahoo plus', 'wash wash', 'money doubl*', 'ponzi', 'advance fee', 'fake invoice*',
          'fake alert*', 'fake transfer*', 'fake credit alert*', 'fake payment*', 'fake debit alert*',
          'identity theft', 'stolen identit*', "someone else's identit*", "someone else's name",
          "another person's name", "another person's identit*", 'sign* ... on ... behalf', 'sign as him', 'sign as her',
          'forge* ... signature*', 'copy* ... signature*', 'form police', 'form bank staff', 'form customer care',
          'do like say you be', 'play like say you be', 'like say you be police', 'like say you be from',
          'jìbìtì', 'damfara', 'zamba', "sayen kuri'a", "sayen ƙuri'a", 'aghụghọ', 'mee ka ị bụ', 'díbọ́n',
          'customer care line of',
        ],
      },
      {
        name: 'claiming to be an official or another person',
        outcome: 'refuse',
        act: ['say you are', 'say you be', 'tell* ... you are', 'tell dem say you be', 'tell dem you be', 'claim* ... you are',
          'by saying you are', 'introduce yourself as', 'present yourself as', 'dress* as', 'dress* up as', 'act as',
          'act like', 'wear* ... uniform', 'ka ce kai', 'sọ pé ìwọ', 'gwa ... na ị'],
        obj: ['police*', 'policem*', 'officer*', 'official*', 'bank staff', 'staff of', 'bank official*', 'customs',
          'immigration', 'efcc', 'icpc', 'lastma', 'frsc', 'nafdac', 'army', 'soldier*', 'navy', 'dss', 'government',
          'ministry', 'council', 'inspector*', 'nepa', 'phcn', 'disco', 'lawma', 'agency', 'task force', 'his brother',
          'her brother', 'my brother', 'my sister', 'his sister', 'her sister', 'the owner', 'the landlord',
          'customer care', "ma'aikacin banki", 'bank worker*', 'bank agent*', 'onye ọrụ ụlọ akụ', 'from the bank', 'from his bank', 'from her bank', 'inec', 'the candidate', 'the account owner',
          'ọlọ́pàá', "'yan sanda", 'dan sanda', 'uwe ojii', 'gọọmentị', 'gwamnati', 'ìjọba'],
        forward: 40,
      },
      {
        name: "collecting others' cards, codes or documents",
        outcome: 'refuse',
        act: ['collect*', 'gather*', 'obtain*', 'get', 'take', 'takes', 'taking', 'keep', 'request*', 'ask* for',
          'photograph*', 'copy', 'copies', 'copying', 'scan*', 'buy*', 'record*', 'write down', 'note down',
          'harvest*', 'bring*', 'send*', 'forward*', 'share*', 'hand over', 'karɓi', 'karɓo', 'nata', 'nara', 'weta', 'gbà'],
        obj: ['bvn*', 'nin', 'nin number*', 'nin slip*', 'pvc*', 'voter* card*', 'voters card*', 'atm card*',
          'debit card*', 'credit card*', 'card details', 'bank details', 'login details', 'card number*',
          'cvv', 'bank card*', 'their sim*', 'sim cards from', 'cheque book*', 'their signature*',
          'their passport*', 'their id card*', 'their national id*', "people's id*", "people's card*",
          'voter registration card*', 'katin zabe', 'katin banki', 'kaadi idibo', 'kaadi ile ifowopamo'],
        forward: 50,
        backward: 20,
      },
      {
        name: 'vote buying',
        outcome: 'refuse',
        act: ['share*', 'distribut*', 'give', 'pay', 'raba', 'kesaa', 'pín', 'hand out', 'dash'],
        obj: ['money', 'cash', 'naira', 'kudi', 'ego', 'owó', 'envelope*', 'rice', 'gift*', '# k'],
        needs: ['polling*', 'voter*', 'vote*', 'election*', 'zabe', "jam'iyya*", 'ballot*', 'ntuli', 'ìbò', 'votu'],
        forward: 40,
        backward: 30,
      },
      {
        name: 'collecting money as a fake official',
        outcome: 'refuse',
        act: ['collect*', 'charge*', 'demand*', 'take', 'gather*', 'receive*'],
        obj: ['fine*', 'levy', 'levies', 'fee', 'fees', 'dues', 'tax', 'taxes', 'penalt*', '# k', 'money'],
        needs: ['house to house', 'shop to shop', 'each shop', 'per shop', 'per house', 'tell them', 'tell dem',
          'receipt booklet*', 'not government', 'no be government', 'task force', 'uniform', 'vest', 'tag',
          'you are from', 'agency', 'inspection fee'],
        forward: 40,
        backward: 30,
      },
    ],
    safe: ['fake review* ... report*', 'scam* ... awareness', 'scam alert', 'avoid* ... scam*', 'nin enrolment centre', 'nin enrollment cent*', 'nin office*', 'pvc pipe*', 'pvc collection cent*', 'pvc ... distribution cent*', 'copy of the receipt', 'yahoo mail', 'yahoo email', 'yahoo account'],
  },
];
