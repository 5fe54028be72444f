// Fourteenth round, government, law and civic life (voice-27): harm the rules missed in courts,
// police stations, land registries and offices, as classes with their twins (docs/safety.md,
// "Fourteenth round, voice-27"). Appended to POLICY_SPECS; the look-alikes are in
// -civic-lawful.ts. Terms as speakers write them, tone marks folded.
import type { CategorySpec, Terms } from './safety-policy-spec.ts';
import { CIVIC_LOOKALIKE_SPECS } from './safety-lexicon-fourteenth-civic-lawful.ts';

// ── Papers and officials ────────────────────────────────────────────────────────────────────

/** A sworn paper: the oath is the deponent's own act before the commissioner for oaths. */
// biome-ignore format: packed word list
const SWORN: Terms = [
  'affidavit*', 'sworn declaration*', 'statutory declaration*', 'sworn statement*',
  'deposition*',
];
/** Sworn with nobody there to swear it. */
// biome-ignore format: packed word list
const NO_DEPONENT: Terms = [
  'without the deponent', 'without the person appearing', 'without him appearing',
  'without her appearing', 'without anyone appearing', 'without them appearing',
  'without ... appearing', 'without ... being present', 'without ... coming to swear',
  'without the applicant appearing', 'without the owner appearing', 'without appearing',
  'no need to appear', 'no need for the deponent', 'no need for him to appear',
  'no need for her to appear', 'without swearing', 'without being sworn', 'no need to swear',
  'without going to swear', 'no need make e come', 'e no need to come swear',
  'ba tare da ya bayyana', 'ba tare da ta bayyana', 'laije pe o yoju', "n'agaghị abịa",
];

/** Money handed over: to an official, it buys what the office should give for nothing. */
// biome-ignore format: packed word list
const MONEY_HANDED: Terms = [
  'pay*', 'drop*', 'settle*', 'settlement', 'envelope', 'squeeze', 'give ... #', 'hand ... #',
  'give ... # k', 'give ... cash', 'give ... money', 'give ... something', 'hand ... cash',
  'hand ... envelope', 'ba shi kudi', 'ba su kudi', 'fun won lowo', 'nye ha ego', 'nye ya ego',
];
/** The police who hold a person. */
// biome-ignore format: packed word list
const POLICE: Terms = [
  'dpo', 'ipo', 'the police', 'police', 'policemen', 'o/c', 'station officer', 'desk officer',
  'the station', 'counter officer', 'sergeant', 'inspector', 'investigating officer',
  'divisional', "'yan sanda", 'yan sanda', 'ọlọ́pàá', 'olopa', 'ndị uwe ojii', 'ndi uwe ojii',
];
/** A person freed for it: a person, not an impounded car (its fee is paid at the counter). */
// biome-ignore format: packed word list
const RELEASED: Terms = [
  ...['release', 'free'].flatMap((v) =>
    // Not "her": "release her car" is a thing.
    ['my brother', 'my son', 'my husband', 'my cousin', 'my boy*', 'my sister', 'my wife',
      'my daughter', 'my mother', 'my father', 'him', 'am', 'them', 'our member*'].map(
      (who) => `${v} ${who}`,
    ),
  ),
  'so they let him go', 'so they let her go', 'let him go', 'let her go', 'let am go',
  'su sake shi', 'su sake ta', 'kí wọ́n tú u sílẹ̀', 'ki won tu u sile', 'ka ha hapụ ya',
  'ka ha hapu ya',
];

/** A court file lost on purpose: "so the case file gets 'lost'", "make the file miss". */
// biome-ignore format: packed word list
const FILE_OFFICIALS: Terms = [
  'clerk', 'registrar', 'registry staff', 'court staff', 'magistrate', 'judge', 'bailiff',
  'prosecutor', 'ipo', 'dpo', 'desk officer', 'secretary', 'record* officer', 'officer',
];
// biome-ignore format: packed word list
const FILE_LOST: Terms = [
  'so the case file gets lost', 'so the file gets lost', 'so the file goes missing',
  'so the case file goes missing', 'so the docket goes missing', 'so the file is misplaced',
  'file gets lost for', 'file to get lost', 'file to go missing', 'file go miss', 'file go lost',
  'make the file miss', 'make the file lost', 'make file miss', 'make the docket miss',
  'misplace the file', 'misplace the case file', 'misplace our file', 'misplace their file',
  'misplace his file', 'misplace her file', 'lose the file', 'lose the case file',
  'lose the docket', 'hide the case file', 'hide the file', 'file ... lost for a week',
  'file ... lost for some time', 'file ... lost until',
];

/** An official's signature put there by someone else. */
// biome-ignore format: packed word list
const SIGNED_FOR: Terms = [
  'signed for the', 'sign for the', 'signs for the', 'signed in place of the',
  'sign in place of the', 'sign* as the', 'signed as the', 'a madadin', 'sa hannun',
];
// biome-ignore format: packed word list
const OFFICIALS: Terms = [
  'judge', 'magistrate', 'chief judge', 'registrar', 'governor', 'commissioner',
  'commissioner for oaths', 'surveyor-general', 'surveyor general', 'permanent secretary',
  'chairman', 'alkali', 'alƙali', 'gwamna',
];
// biome-ignore format: packed word list
const SEALED_PAPER: Terms = [
  'seal', 'court seal', 'stamp', 'judgment', 'judgement', 'order', 'ruling',
  'certified true cop*', 'ctc', 'certificate*', 'c of o', 'hatimi*', 'takarda',
];

/** An official's signature or seal from a private maker: "from the man who 'prepares' them". */
// biome-ignore format: packed word list
const MAKER: Terms = [
  'who prepares them', 'who prepares it', 'who prepares those', 'who makes them',
  'who makes it', 'who makes those', 'who does them', 'who produces them', 'who prints them',
  'who can make them', 'who can prepare them', 'who can produce them', 'wey dey prepare am',
  'wey dey make am', 'wey dey print am', 'wey dey do am', 'wanda yake yin su', 'mai yin su',
  'tí ó ń ṣe wọ́n', 'ti o n se won', 'onye na-eme ha', 'onye na eme ha',
];
// biome-ignore format: packed word list
const OFFICIAL_MARK: Terms = [
  "governor's signature", "governor's consent", "judge's signature", "registrar's signature",
  "commissioner's signature", "magistrate's signature", "surveyor-general's", 'court seal',
  "court's seal", 'official seal', 'government seal', 'state seal', 'coat of arms', 'c of o',
  'certificate of occupancy', 'certified true cop*',
];

// ── Places and persons ──────────────────────────────────────────────────────────────────────

/** Hausa: following a person to their home, then a photograph or unseen. "Bi hanya" (take the
 *  road) is a route (safe below). */
const HA_FOLLOW: Terms = ['ka bi', 'ku bi', 'ki bi', 'bi shi', 'bi ta', 'bi su', 'bi wannan'];
// biome-ignore format: packed word list
const HA_HOME: Terms = [
  'har gidansa', 'har gidanta', 'har gidansu', 'zuwa gidansa', 'zuwa gidanta', 'zuwa gidansu',
  'har gida', 'har inda yake zaune', 'har inda take zaune',
];
// biome-ignore format: packed word list
const HA_COVERT: Terms = [
  'ba tare da ya sani', 'ba tare da ta sani', 'ba tare da sun sani', 'a ɓoye', 'a boye',
  'a asirce', 'dauki hoto*', 'ɗauki hoto*', 'kada ya sani', 'kada ta sani', 'kar ya gane',
  'kar ta gane',
];
/** Igbo "soro … ruo ụlọ ya" (follow … to his house), with a photograph or unknown to him. */
// biome-ignore format: packed word list
const IG_HOME: Terms = [
  'ruo ulo ya', 'ruo ụlọ ya', 'ruo ulo ha', 'ruo ụlọ ha', 'ruo ebe o bi', 'ruo ebe ọ bi',
  'ruo ebe ha bi',
];
// biome-ignore format: packed word list
const IG_COVERT: Terms = [
  'see foto', 'sere foto', 'see ya foto', 'se foto', 'na-enweghị ka ọ mara',
  'na-enweghi ka o mara', 'na enweghi ka o mara', 'ka ọ ghara ịma', 'ka o ghara ima',
  "n'amaghị ya", "n'amaghi ya", 'na nzuzo',
];
/** Yoruba "tẹ̀lé e … dé ilé rẹ̀" with a photograph or unknown to him. */
const YO_FOLLOW: Terms = ['tẹ̀lé', 'tele e', 'tẹ̀lé e', 'tẹ̀lé wọn'];
// biome-ignore format: packed word list
const YO_HOME: Terms = [
  'dé ilé rẹ̀', 'de ile re', 'títí dé ilé', 'titi de ile', 'dé ilé wọn', 'de ile won',
];
// biome-ignore format: packed word list
const YO_COVERT: Terms = [
  'ya fọ́tò', 'ya foto', 'láìjẹ́ pé', 'laije pe', 'kò gbọ́dọ̀ mọ̀', 'ko gbodo mo', 'ní ìkọ̀kọ̀',
];

/** A lock or chain taken off another party's gate: self-help in a dispute the court holds. */
// biome-ignore format: packed word list
const REMOVE: Terms = [
  'remov*', 'cut', 'cut off', 'saw off', 'break', 'take off', 'pull off', 'unchain', 'open up',
];
// biome-ignore format: packed word list
const LOCKS: Terms = [
  'gate chain*', 'chain on the gate', 'chain', 'chains', 'padlock', 'padlocks', 'lock', 'locks',
];
// biome-ignore format: packed word list
const NOT_OURS: Terms = [
  'other party', 'other side', 'opponent*', "court hasn't ruled", 'court has not ruled',
  'before the court rules', 'before judgment', 'before the judgment', 'without a court order',
  'without an order', 'take possession', 'gain access', 'force* our way', 'their gate',
  'their chain*', 'their padlock*', 'their lock*',
];

/** The title names a back way in; the instructions say "enter through it". */
// biome-ignore format: packed word list
const THROUGH_IT: Terms = [
  'enter through am', 'enter through it', 'go in through it', 'go in through am',
  'get in through it', 'get in through am', 'climb in through it', 'climb in through am',
  'pass through am', 'pass through it', 'enter through there', 'enter from there',
  'use am enter', 'use it to enter',
];
// biome-ignore format: packed word list
const BACK_WAY: Terms = [
  'back window', 'window at the back', 'bathroom window', 'kitchen window', 'toilet window',
  'louvre*', 'burglary proof*', 'back fence', 'broken window', 'open window', 'back wall',
];

/** A uniform or warrant named in the title; "wear them" in the instructions. */
// biome-ignore format: packed word list
const WEAR_IT: Terms = [
  'wear them', 'wear it', 'wear am', 'wear dem', 'put them on', 'put it on', 'sa su', 'wọ̀ wọ́n',
];
// biome-ignore format: packed word list
const UNIFORM: Terms = [
  'police uniform*', 'army uniform*', 'military uniform*', 'customs uniform*',
  'immigration uniform*', 'civil defence uniform*', 'nscdc uniform*', 'frsc uniform*',
  'lastma uniform*', 'efcc jacket*', 'efcc vest*', 'warrant card*', 'warrant book*',
  'police id card*', 'police beret*', 'kayan ƴan sanda', "kayan 'yan sanda", 'aṣọ ọlọ́pàá',
];

/** Posing as a named person to sign or collect in their name. */
// biome-ignore format: packed word list
const SAY_YOU_ARE: Terms = [
  'say you are', 'tell them you are', 'tell ... you are', 'say you be', 'tell dem say you be',
  'tell ... say you be', 'claim* you are',
  'pretend you are', 'act as if you are', 'introduce yourself as',
];
// biome-ignore format: packed word list
const NAMED_HOLDER: Terms = [
  'mr', 'mrs', 'miss', 'chief', 'alhaji', 'alhaja', 'dr', 'barr', 'barrister', 'the policyholder',
  'the policy holder', 'the claimant', 'the applicant', 'the beneficiary', 'the account holder',
  'the deponent', 'the candidate', 'the owner', 'the landlord', 'the next of kin', 'the allottee',
];
// biome-ignore format: packed word list
const SIGN_AS: Terms = [
  'and sign', 'then sign', 'sign the', 'sign his', 'sign her', 'sign for', 'sign on',
  'and thumbprint', 'thumbprint the', 'collect the cheque', 'collect the payment',
  'receive the payment', 'collect the compensation',
];
/** Who the Operator truly is to a named person: "you are Mr Ade's driver". A title and a
 *  possessive, never an office: "say you be AEDC staff" is a claim to be from an agency. */
const HONORIFICS = ['mr', 'mrs', 'miss', 'chief', 'alhaji', 'alhaja', 'dr', 'barrister'];
// biome-ignore format: packed word list
const ROLES = [
  'lawyer', 'counsel', 'solicitor', 'driver', 'secretary', 'assistant', 'messenger', 'pa',
  'dispatch rider', 'courier', 'colleague',
];
const ROLE_OF: Terms = HONORIFICS.flatMap((h) => ROLES.map((role) => `you are ${h} ... s ${role}`));
// biome-ignore format: packed word list
const IN_HIS_NAME: Terms = [
  'sign* ... in his name', 'sign* ... in her name', 'sign* ... in their name',
  'sign* ... with his name', 'sign* ... with her name', 'sign* ... in the name of mr*',
  'sign* ... in the name of mrs*', 'thumbprint* ... in his name', 'thumbprint* ... in her name',
];

/** Children of an age to be "entertainment" for men at a lodge or a hotel. */
const TEEN_RANGES: Terms = Array.from({ length: 8 }, (_, i) => i + 10).flatMap((a) =>
  [1, 2, 3]
    .map((d) => a + d)
    .filter((b) => b <= 17)
    .flatMap((b) => [`${a} or ${b}`, `${a} to ${b}`, `between ${a} and ${b}`]),
);
// biome-ignore format: packed word list
const YOUNG_ONES: Terms = [
  ...TEEN_RANGES, 'young ones', 'underage*', 'under-age*', 'small girls', 'small small girls',
  'schoolgirls', 'school girls', 'secondary school girls', 'jss girls', 'ss1 girls', 'ss2 girls',
  'ss3 girls', 'girls in secondary school', 'still in school',
];
// biome-ignore format: packed word list
const ENTERTAIN: Terms = [
  'to entertain', 'entertain* ... guests', 'for the guests', 'for his guests', 'for my guests',
  'for our guests', "for the chief's guests", 'keep ... company', 'for the night', 'for the men',
  'spend the night', 'for the visitors', 'for oga', 'for the commissioner',
];
// biome-ignore format: packed word list
const PRIVATE_PLACE: Terms = [
  'lodge', 'hotel', 'guest house', 'guesthouse', 'discreet*', 'quietly', 'after the party',
  'after the installation', 'after the event', 'tonight', 'overnight', 'his room', 'the rooms',
  'private',
];

export const FOURTEENTH_CIVIC_SPECS: readonly CategorySpec[] = [
  {
    category: 'illegal_goods_services',
    rules: [
      {
        name: 'a sworn paper with nobody to swear it',
        outcome: 'refuse',
        act: SWORN,
        obj: NO_DEPONENT,
        forward: 160,
        backward: 60,
      },
      {
        name: 'money to the police for a release',
        outcome: 'refuse',
        act: MONEY_HANDED,
        obj: POLICE,
        needs: RELEASED,
        // The money right beside the officer: "pay the lawyer so he can ask the police to release
        // him" is a fee to someone else.
        forward: 12,
        backward: 12,
      },
      {
        name: 'a court file lost for money',
        outcome: 'refuse',
        act: FILE_OFFICIALS,
        obj: FILE_LOST,
        forward: 120,
        backward: 0,
      },
      {
        name: "an official's signature put there by another",
        outcome: 'refuse',
        act: SIGNED_FOR,
        obj: OFFICIALS,
        needs: SEALED_PAPER,
        forward: 12,
        backward: 0,
      },
      {
        name: "an official's signature or seal from a private maker",
        outcome: 'refuse',
        act: MAKER,
        obj: OFFICIAL_MARK,
        forward: 120,
        backward: 120,
      },
    ],
  },
  {
    category: 'surveillance_stalking',
    rules: [
      {
        name: 'followed home, photographed or unseen, in Hausa',
        outcome: 'refuse',
        act: HA_FOLLOW,
        obj: HA_HOME,
        needs: HA_COVERT,
        forward: 90,
      },
      {
        name: 'followed home, photographed or unseen, in Igbo',
        outcome: 'refuse',
        act: ['soro', 'sochie'],
        obj: IG_HOME,
        needs: IG_COVERT,
        forward: 90,
      },
      {
        name: 'followed home, photographed or unseen, in Yoruba',
        outcome: 'refuse',
        act: YO_FOLLOW,
        obj: YO_HOME,
        needs: YO_COVERT,
        forward: 90,
      },
    ],
    safe: ['bi hanya*', 'bi titi*', 'bi wannan hanya*', 'bi wannan titi*', 'bi layi*'],
  },
  {
    category: 'trespass_break_in',
    rules: [
      {
        name: "another party's lock taken off in a dispute",
        outcome: 'refuse',
        act: REMOVE,
        obj: LOCKS,
        needs: NOT_OURS,
        forward: 40,
        backward: 20,
      },
      {
        name: 'in through a back way the title names',
        outcome: 'refuse',
        act: THROUGH_IT,
        obj: BACK_WAY,
        forward: 40,
        backward: 60,
        apartHolds: true,
        nextSentenceHolds: true,
      },
    ],
  },
  {
    category: 'impersonation_fraud',
    rules: [
      {
        name: 'a uniform the title names, worn',
        outcome: 'hold',
        act: WEAR_IT,
        obj: UNIFORM,
        forward: 60,
        backward: 80,
        apartHolds: true,
        nextSentenceHolds: true,
      },
      {
        name: 'posing as a named person to sign',
        outcome: 'refuse',
        act: SAY_YOU_ARE,
        obj: NAMED_HOLDER,
        needs: SIGN_AS,
        forward: 12,
        backward: 0,
      },
      { name: "signing in another's name", outcome: 'refuse', alone: IN_HIS_NAME },
    ],
    // biome-ignore format: packed word list
    safe: [
      'sign* the visitor* book', "sign* the visitor's book", 'sign* the visitor* register',
      'sign* the register', 'sign* in at', 'in his own name', 'in her own name', ...ROLE_OF,
    ],
  },
  {
    category: 'minors_exploitation',
    rules: [
      {
        name: 'young girls to entertain men in private',
        outcome: 'refuse',
        act: YOUNG_ONES,
        obj: ENTERTAIN,
        needs: PRIVATE_PLACE,
        forward: 60,
        backward: 60,
      },
    ],
  },
  ...CIVIC_LOOKALIKE_SPECS,
];
