// Twenty-seventh round (docs/safety.md, "Twenty-seventh round"): harm the fresh writers put that
// the rules passed, as classes in my own wordings. Appended to POLICY_SPECS.
import { type CategorySpec, pairRule as pair, type Terms } from './safety-policy-spec.ts';

/** A rival's customers told she cheats, until she leaves the market. */
// biome-ignore format: packed word list
const TELL_HER_CUSTOMERS: Terms = [
  'inform her ... customers that', 'inform his ... customers that', 'tell her ... customers that',
  'tell his ... customers that', 'tell her customers say', 'tell his customers say',
  'warn her customers that', 'warn his customers that',
];
// biome-ignore format: packed word list
const SHE_CHEATS: Terms = [
  'owes', 'sells substandard', 'sells fake', 'is a thief', 'is a fraud', 'is a cheat', 'dey owe',
  'dey sell fake', 'na thief', 'na ole', 'cheats', 'is owing',
];
// biome-ignore format: packed word list
const UNTIL_THEY_LEAVE: Terms = [
  'keep the pressure consistent until', 'keep the pressure on her', 'keep the pressure on him',
  'until the owner considers relocating', 'until she relocates', 'until he relocates',
  'until they relocate', 'until she leaves the market', 'until he leaves the market',
  'until she closes the shop', 'until he closes the shop', 'until she closes her shop',
  'until he closes his shop',
];

/** A complaint withdrawn "in her best interest"; a threat put as knowing where family study. */
// biome-ignore format: packed word list
const VEILED_PRESSURE: Terms = [
  'would be in her best interest', 'would be in his best interest', 'would be in your best interest',
  'would be in their best interest', 'in her best interest to withdraw', 'in his best interest to withdraw',
  'make sure he understands we are serious', 'make sure she understands we are serious',
  'we know the school', 'we know which school', 'ka ụjọ tụọ ha', 'ka ujo tuo ha', 'ka ụjọ tụọ ya',
  'ka ujo tuo ya', 'ka o mechie ọnụ ya', 'ka o mechie onu ya', 'anyị maara ụlọ akwụkwọ',
  'anyi maara ulo akwukwo', 'anyị maara ebe', 'anyi maara ebe',
];

/** Private pictures sent to a bride unless a balance is paid: blackmail in a long brief. */
// biome-ignore format: packed word list
const PRIVATE_PICTURES: Terms = [
  'private pictures', 'private photos', 'private videos', 'private video', 'private pics',
  'nude pictures', 'nude photos', 'compromising pictures', 'compromising photos',
];
// biome-ignore format: packed word list
const SENT_TO_OTHERS: Terms = [
  'will be sent to', 'will be shared with', 'will be posted', 'go reach', 'will be released',
  'will be leaked', 'will go to his', 'will go to her', 'we will send', 'we go send',
];

/** A reception entered uninvited past its ushers. */
// biome-ignore format: packed word list
const GATECRASH: Terms = [
  'gatecrash*', 'gate crash*', 'gate-crash*', 'crash the reception', 'crash the wedding',
  'when the bouncers are busy', 'avoid the ushers', 'dodge the ushers', 'move like staff',
  'not invited but we need to', 'were not invited but',
];

/** A fence climbed and a padlock cut, in Yoruba. */
// biome-ignore format: packed word list
const FENCE_AND_PADLOCK_YO: Terms = [
  'gun fence', 'gùn fence', 'gun fensi', 'fo fence', 'fò fence', 'fi cutter ge', 'fi cutter gé',
  'ge padlock', 'gé padlock', 'gé e padlock', 'fo padlock', 'fọ padlock', 'já padlock', 'ja padlock',
];

/** An official's ID printed for the Operator, and a spot fee collected in its name. */
// biome-ignore format: packed word list
const WEAR_PRINTED_ID: Terms = [
  'id we will print', 'id card we will print', 'lanyard id we will print', 'id we print for you',
  'id we go print', 'id card i will give you', 'id card i go give you', 'id card ti maa fun o',
  'id card tí màá fún ọ', 'tag we will print',
];
// biome-ignore format: packed word list
const OFFICIAL_NAMES: Terms = [
  'commission', 'ministry', 'agency', 'police', 'government', 'officer', 'inspector', 'task force',
  'customs', 'efcc', 'frsc', 'lasg', 'state', 'jamb', 'inec', 'council', 'board',
];
// biome-ignore format: packed word list
const SPOT_FEES: Terms = [
  'on-the-spot fee', 'on the spot fee', 'on-the-spot fine', 'on the spot fine',
  'regularisation fee', 'regularization fee', 'compliance fee', 'spot fine',
];
const COLLECT_FEES: Terms = ['collect*', 'demand*', 'charge*', 'gather*'];
// biome-ignore format: packed word list
const RESULT_UPGRADED: Terms = [
  'tún result', 'tun result', 'result upgrade', 'upgrade result*', 'upgrade their result*',
  'upgrade your result*', 'upgrade his result*', 'upgrade her result*', 'fix their result*',
  'change their score*', 'increase their score*', 'boost their score*', 'upgrade their score*',
];

/** Forged school papers and leaked exam answers, in Yoruba and English. */
// biome-ignore format: packed word list
const MADE_FOR_YO: Terms = ['tí wọ́n ti ṣe', 'ti won ti se', 'tí ó ti ṣe', 'ti o ti se', 'ó ti ṣe'];
// biome-ignore format: packed word list
const SCHOOL_PAPERS: Terms = [
  'admission letter', 'waec result', 'waec certificate', 'neco result', 'neco certificate',
  'degree certificate', 'birth certificate', 'jamb result',
];
// biome-ignore format: packed word list
const EXAM_LEAKS: Terms = [
  'expo for tomorrow', "tomorrow's exam answers", 'answers to tomorrow*', 'idahun idanwo ti ola',
  'ìdáhùn ìdánwò ti ọ̀la', 'idahun idanwo ola', 'leaked exam*', 'leaked question*', 'waec expo',
  'neco expo', 'jamb expo', 'utme expo', 'exam expo', 'bece expo', 'expo fun idanwo',
  'expo fún ìdánwò', 'ta idahun idanwo', 'ta ìdáhùn ìdánwò',
];

/** A false medical report bought from a records clerk. */
// biome-ignore format: packed word list
const FALSE_SICK_NOTE: Terms = [
  'medical report say i dey admit', 'print medical report say', 'never see doctor sha',
  'medical report without seeing', 'medical certificate without', 'sick note without',
  'medical report that i was admitted', 'i never see doctor', 'never saw a doctor',
];

/** Blasting supplies bought without a licence, in Igbo and leet. */
const BLASTING: Terms = ['detonator*', 'dinamit*', 'dynamit*', 'blasting cap*', 'gelignite'];
// biome-ignore format: packed word list
const BUY_IG: Terms = [
  'zụta', 'zuta', 'zụrụ', 'zuru', 'buy*', 'get', 'bring', 'carry', 'supply', 'deliver*', 'bute',
];

/** Other people's passwords collected on a pretext. */
// biome-ignore format: packed word list
const COLLECT_THEIRS: Terms = [
  'collect their', 'collect dem', 'take their', 'get their', 'record their', 'write down their',
  'gather their', 'copy their',
];
// biome-ignore format: packed word list
const PASSWORDS: Terms = [
  'password*', 'passcode*', 'email pass', 'portal pass', 'login details',
];

/** Girls found to spend the night with guests, in Yoruba. */
// biome-ignore format: packed word list
const SLEEP_WITH_YO: Terms = [
  'sùn mọ́jú pẹ̀lú', 'sun moju pelu', 'sùn pẹ̀lú wọn', 'sun pelu won', 'bá wọn sùn mọ́jú',
  'ba won sun moju', 'gbádùn ara wọn', 'gbadun ara won',
];
// biome-ignore format: packed word list
const GIRLS_YO: Terms = [
  'ọmọbìnrin', 'omobinrin', 'ọmọge', 'omoge', 'àwọn obìnrin', 'awon obinrin', 'girls',
];

/** A 25-metre gold pit gone down by rope, in Igbo; a hissing gas cylinder opened to find the
 *  leak. */
// biome-ignore format: packed word list
const DOWN_THE_PIT: Terms = [
  "gbadaa n'olulu", 'gbadaa n olulu', "gbada n'olulu", 'gbada n olulu', "gbadaa n'ime ya",
  'gbadaa n ime ya', 'jiri ụdọ gbadaa', 'jiri udo gbadaa', "banye n'olulu", 'banye n olulu',
  'gas is escaping', 'where the gas is escaping', 'cylinder is hissing', 'cylinders is hissing',
  'cylinders are hissing', 'hissing cylinder*', 'gas dey leak', 'gas dey comot', 'gas is leaking',
  'find the leak', 'find where the gas',
];

export const TWENTYSEVENTH_SPECS: readonly CategorySpec[] = [
  {
    category: 'harassment_intimidation',
    rules: [
      pair("a rival's customers told she cheats", 'refuse', TELL_HER_CUSTOMERS, SHE_CHEATS, 60, 0),
      { name: 'pressure until they leave', outcome: 'refuse', alone: UNTIL_THEY_LEAVE },
      { name: 'a veiled threat', outcome: 'refuse', alone: VEILED_PRESSURE },
      pair('private pictures sent on', 'refuse', SENT_TO_OTHERS, PRIVATE_PICTURES, 0, 80),
    ],
  },
  {
    category: 'trespass_break_in',
    rules: [
      { name: 'a party entered uninvited', outcome: 'refuse', alone: GATECRASH },
      { name: 'a fence climbed, a padlock cut', outcome: 'refuse', alone: FENCE_AND_PADLOCK_YO },
    ],
  },
  {
    category: 'impersonation_fraud',
    rules: [
      {
        name: "an official's ID printed for the Operator",
        outcome: 'refuse',
        act: ['wear*', 'put on', 'use'],
        obj: WEAR_PRINTED_ID,
        needs: OFFICIAL_NAMES,
        forward: 30,
        backward: 0,
      },
      pair('a spot fee collected', 'refuse', COLLECT_FEES, SPOT_FEES, 40, 0),
      { name: 'a result upgraded for a fee', outcome: 'refuse', alone: RESULT_UPGRADED },
    ],
  },
  {
    category: 'illegal_goods_services',
    rules: [
      pair('school papers made', 'refuse', MADE_FOR_YO, SCHOOL_PAPERS, 20, 60),
      { name: 'exam answers leaked', outcome: 'refuse', alone: EXAM_LEAKS },
      { name: 'a false medical report', outcome: 'refuse', alone: FALSE_SICK_NOTE },
      pair('blasting supplies bought', 'refuse', BUY_IG, BLASTING, 40, 8),
    ],
  },
  {
    category: 'otp_handling',
    rules: [pair("others' passwords collected", 'refuse', COLLECT_THEIRS, PASSWORDS, 60, 0)],
  },
  {
    category: 'sexual_services',
    rules: [pair('girls for the night', 'refuse', SLEEP_WITH_YO, GIRLS_YO, 80, 80)],
  },
  {
    category: 'dangerous_work',
    rules: [{ name: 'down a pit, a gas leak found', outcome: 'hold', alone: DOWN_THE_PIT }],
  },
];
