// Twenty-third round, long briefs and credential work by other writers (docs/safety.md,
// "Twenty-third round, other writers"): helper E's numbered briefs (one step harmful, in the
// same calm tone) and helper F's credential set, each mistake written up as a class. Harm: goods
// packed in the market leader's wrappers a printer makes, ready-made bank statements and police
// letters for visa files, phones "without boxes or receipts"; lines registered with others' NINs
// and their face capture done for them, codes received on a SIM rack, candidates' passwords
// collected, a Yoruba grandmother's code read out on a call. Look-alikes: a rival brand's shop
// front, children kept away from a fallen cable, torchlights for the guard post, a biohazard
// sample box, children photographed only after their parents say yes, tramadol bought exactly as
// prescribed, phishing texts forwarded to the bank, a workshop on scam scripts. Appended to
// POLICY_SPECS.
import type { CategorySpec, Terms } from './safety-policy-spec.ts';

/** Goods packed in another brand's wrappers. */
// biome-ignore format: packed word list
const MOVE_GOODS: Terms = [
  'pick* up', 'collect*', 'buy*', 'sell*', 'move', 'supply', 'pack*', 'print*', 'distribute*',
];
// biome-ignore format: packed word list
const ANOTHERS_BRAND: Terms = [
  "market leader's", "another brand's", "the big brand's", "leading brand's", "bigger brand's",
  "the famous brand's", 'original brand wrappers',
];
// biome-ignore format: packed word list
const ITS_PACKAGING: Terms = [
  'wrapper*', 'packaging', 'packs', 'labels', 'sachets', 'prints in-house', 'he prints',
  'cartons', 'bottles',
];

/** Papers made up by a printer for a visa or a loan file. */
// biome-ignore format: packed word list
const READY_MADE: Terms = [
  'ready-made bank statement*', 'ready made bank statement*', 'ready-made police',
  'ready made police', 'police clearance letters he prepared', 'statements he prepared',
  'letters he prepared', 'documents he prepared', 'ready-made payslip*', 'ready made payslip*',
  'ready-made reference letter*', 'ready-made medical report*',
];

/** Phones sold without boxes or receipts. */
// biome-ignore format: packed word list
const UNBOXED: Terms = [
  "don't ask where they came from", 'do not ask where they came from',
  'without boxes or receipts', 'no boxes, no receipts', 'no box no receipt',
  'quarter of the price', 'without boxes and receipts',
];

/** Lines or wallets registered with others' faces and numbers. */
// biome-ignore format: packed word list
const FACES_FOR_THEM: Terms = [
  'do the face capture for them', 'face capture for them', 'do their face capture',
  'do the biometrics for them', 'do their biometrics', 'capture on their behalf',
  'liveness check for each', 'liveness check for them', 'biometric enrolment on behalf of',
  'using the nins in the spreadsheet', 'nins in the spreadsheet', 'on behalf of absent',
];

/** Verification texts received in bulk and keyed in. */
// biome-ignore format: packed word list
const CODES_IN_BULK: Terms = [
  'sim rack', 'per verified mailbox', 'per verified account', 'mailboxes waiting for',
  'receive the texts on the sim', 'provisioned handsets', 'verification on provisioned',
  'key them into the client portal',
];

/** Others' passwords collected, their accounts logged into. */
// biome-ignore format: packed word list
const COLLECT: Terms = ['collect*', 'get', 'gather*', 'take', 'ask for', 'record*'];
// biome-ignore format: packed word list
const OTHERS_PASSWORDS: Terms = [
  'emails and passwords', 'their passwords', 'their login details', 'their login',
  'passwords of', 'portal emails and passwords', 'usernames and passwords',
];
// biome-ignore format: packed word list
const LOGGED_INTO: Terms = [
  'log into their portals yourself', 'log into their accounts yourself',
  'log in to their accounts', 'log into their portals', 'log into their accounts',
  'log in as them',
];

/** A code read out on a call, in Yoruba. */
// biome-ignore format: packed word list
const READ_TO_ME: Terms = [
  'kà á fún mi', 'ka a fun mi', 'fi ranṣẹ sí mi', 'fi ranse si mi', 'sọ fún mi', 'so fun mi',
];
const YORUBA_CODE: Terms = ['koodu', 'kóòdù', 'otp', 'pin'];

export const TWENTYTHIRD_BRIEFS_SPECS: readonly CategorySpec[] = [
  {
    category: 'illegal_goods_services',
    // A test purchase's drug bought exactly as the doctor prescribed it.
    // biome-ignore format: packed word list
    safe: [
      // Weapons named as what a guard must not face, drugs as what not to buy.
      'has a knife, gun or other weapon', 'carry no weapon', 'carry no weapons',
      'do not ask for or try to buy', 'not try to buy any',
      'tramadol ... exactly as prescribed', 'tramadol ... as prescribed', 'prescribed tramadol',
      'tramadol on the prescription', 'tramadol listed on the prescription',
    ],
    rules: [
      {
        name: "goods packed in another brand's wrappers",
        outcome: 'refuse',
        act: MOVE_GOODS,
        obj: ANOTHERS_BRAND,
        needs: ITS_PACKAGING,
        forward: 80,
        backward: 0,
      },
      { name: 'phones without boxes or receipts', outcome: 'refuse', alone: UNBOXED },
    ],
  },
  {
    category: 'impersonation_fraud',
    // Phishing texts sent to the bank; a workshop on scam scripts.
    // biome-ignore format: packed word list
    safe: [
      'screenshots of phishing', 'phishing sms i got', 'phishing texts i got',
      'phishing messages i got', 'phishing texts to', 'phishing sms to', 'phishing messages to',
      'on scam scripts', 'about scam scripts', 'how fraudsters pretend', 'how scammers pretend',
      'fraudsters pretend to be', 'scammers pretend to be', 'introduce yourself as working for',
      'introducing yourself as working for',
      'scam scripts that request',
    ],
    rules: [
      {
        name: 'papers made up by a printer for a file',
        outcome: 'refuse',
        act: ['pick* up', 'collect*', 'get', 'buy*', 'attach*', 'prepare*', 'make'],
        obj: READY_MADE,
        forward: 60,
        backward: 0,
      },
    ],
  },
  {
    category: 'account_creation',
    rules: [
      {
        name: "lines or wallets registered with others' faces",
        outcome: 'refuse',
        alone: FACES_FOR_THEM,
      },
    ],
  },
  {
    category: 'otp_handling',
    // Hausa "even if he says he is from the bank": the warning's own words.
    // biome-ignore format: packed word list
    safe: ['ko da ya ce daga banki ne', 'ko da sun ce daga banki', 'ko da an ce daga banki'],
    rules: [
      { name: 'verification texts received in bulk', outcome: 'refuse', alone: CODES_IN_BULK },
      {
        name: "others' passwords collected",
        outcome: 'refuse',
        act: COLLECT,
        obj: OTHERS_PASSWORDS,
        forward: 60,
        backward: 0,
      },
      { name: "others' accounts logged into", outcome: 'refuse', alone: LOGGED_INTO },
      {
        name: 'a code read out on a call, in Yoruba',
        outcome: 'refuse',
        act: READ_TO_ME,
        obj: YORUBA_CODE,
        forward: 0,
        backward: 80,
      },
    ],
  },
  {
    category: 'surveillance_stalking',
    // A rival brand's shop front, photographed from the pavement.
    // biome-ignore format: packed word list
    safe: [
      'rival brand*', "rival brand's", 'rival store*',
      'rival supermarket*', "rival company's",
    ],
    rules: [],
  },
  {
    category: 'minors_exploitation',
    // Children kept away from a hazard; children photographed only after their parents agree.
    // biome-ignore format: packed word list
    safe: [
      'keep children away', 'keep the children away', 'keep kids away', 'keep the kids away',
      'before photographing any children', 'before photographing children',
      'before you photograph any children', 'before photographing the children',
    ],
    rules: [],
  },
  {
    category: 'violence_threats',
    // biome-ignore format: packed word list
    safe: [
      'torchlight*', 'torch light*', 'rechargeable torch*', 'armed robbery trial',
      'robbery trial', 'robbery case', 'robbery suspects', 'robbery victims', 'robbery survivors',
      'robbery statistics', 'trial of the robbery',
    ],
    rules: [],
  },
  {
    category: 'sexual_services',
    // biome-ignore format: packed word list
    safe: [
      'video of training', 'video of the training', 'video of the match', 'promo video',
      'promotional video', 'not to social media', 'not on social media',
    ],
    rules: [],
  },
  {
    category: 'dangerous_work',
    // A sealed sample box carried as it is.
    // biome-ignore format: packed word list
    safe: [
      'sealed biohazard transport box', 'biohazard transport box', 'biohazard box',
      'biohazard sample box', 'fire lane', 'fire lanes', 'fire exit', 'contractor cleans',
      'plumber cleans', 'contractor will clean', 'contractor is cleaning',
    ],
    rules: [],
  },
];
