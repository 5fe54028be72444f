// Fifteenth round, watch (voice-30: investigators, vigilantes, hunters and watchmen): harm the
// rules missed, as classes with their twins (docs/safety.md, "Fifteenth round, voice-30").
// Appended to POLICY_SPECS; the look-alikes are in -watch-lawful.ts. Terms as speakers write
// them, tone marks folded.
import type { CategorySpec, Terms } from './safety-policy-spec.ts';
import { WATCH_LOOKALIKE_SPECS } from './safety-lexicon-fifteenth-watch-lawful.ts';

/** Shot and powder a hunter buys: "cartridge" alone is a printer's too, so only with no licence. */
// biome-ignore format: packed word list
const AMMUNITION: Terms = [
  'cartridge*', 'catridge*', 'shotgun shell*', 'gun shell*', 'pellet*', 'gunpowder',
  'gun powder', 'bullet*', 'ammo', 'ammunition', 'harsashi', 'alburushi', 'ọta ìbọn', 'etu ìbọn',
  'mgbọ',
];
// biome-ignore format: packed word list
const NO_LICENCE: Terms = [
  'no licence', 'no license', 'without licence', 'without license', 'without a licence',
  'without a license', 'without any licence', 'no permit', 'without permit', 'without a permit',
  'licence no need', 'no need licence', 'no need for licence', 'no need for a licence',
  'ba tare da lasisi', 'babu lasisi', 'ba lasisi', 'láìsí ìwé àṣẹ', 'enweghị akwụkwọ ikike',
];

/** A car stayed behind all day, every stop reported (a named person's car in the title). */
// biome-ignore format: packed word list
const BEHIND_THE_CAR: Terms = [
  'stay* behind the car', 'stay* behind her car', 'stay* behind his car', 'keep* behind the car',
  'follow* the car', 'tail* the car', 'trail* the car', 'follow* that car', 'follow the motor',
  'stay behind the motor', 'follow am for traffic', 'dey behind the motor',
];
// biome-ignore format: packed word list
const EVERY_STOP: Terms = [
  'wherever it goes', 'everywhere it goes', 'anywhere it goes', 'wherever e go', 'anywhere e go',
  'every stop', 'each stop', 'all the stops', 'every place it stops', 'wherever it stops',
];

/** A person photographed through a window as she changes ("changing" alone is a tyre's too, and
 *  "while they are changing" the glass of a window). */
// biome-ignore format: packed word list
const PHOTOGRAPH: Terms = [
  'photograph*', 'film*', 'record*', 'snap*', 'video*', 'take picture*', 'take photo*',
];
// biome-ignore format: packed word list
const CHANGING: Terms = [
  'while she is changing', 'while she changes', 'when she is changing', 'as she changes',
  'changing her clothes', 'changing his clothes',
  'she dey change', 'while she dey change', 'tí ó ń pààrọ̀ aṣọ', 'tana canza kaya',
  'na-agbanwe uwe',
];
// biome-ignore format: packed word list
const PEEK: Terms = [
  'window*', 'curtain*', 'secretly', 'without her knowing', 'without him knowing', 'from outside',
  'through the', 'taga', 'fèrèsé', 'windo',
];

/** Women found as "companions" for delegates, in the words of hospitality. */
// biome-ignore format: packed word list
const COMPANIONS: Terms = [
  'female companion*', 'lady companion*', 'ladies companion*', 'pretty companion*',
  'beautiful companion*', 'young companion*', 'companions',
];
// biome-ignore format: packed word list
const DELEGATES_OVERNIGHT: Terms = [
  'overnight hospitality', 'night hospitality', 'hospitality of ... delegates', 'for the delegates',
  'for our delegates', 'for delegates', 'of delegates', 'of the delegates', 'for visiting',
  'discretion is expected', 'discretion expected', 'discreet*',
];

/** Child labour denied in the same breath that sets children to work. */
// biome-ignore format: packed word list
const NOT_CHILD_LABOUR: Terms = [
  'no be child labour', 'no be child labor', 'not child labour', 'not child labor',
  "isn't child labour", "isn't child labor", 'no be slavery', 'ba bautar yara ba',
  'kì í ṣe iṣẹ́ ọmọdé', 'abụghị ọrụ ụmụaka',
];
/** Children told to carry an adult's load (the schoolbag is their own). */
// biome-ignore format: packed word list
const CHILDREN_CARRY: Terms = [
  'make the children', 'make the pikin*', 'make di pikin*', 'make the small pikin*',
  'make the kids', 'make the small boys', 'make the small girls', 'make pikin*',
];
// biome-ignore format: packed word list
const ADULT_LOAD: Terms = [
  'carry ... load*', 'dey carry', 'carry ... firewood', 'carry ... block*', 'carry ... cement',
  'carry ... bag* of', 'carry ... water go', 'carry ... go market', 'carry ... go camp',
];

/** A relative claimed at a bank or an office to get a person's account and address. */
const KIN = ['brother', 'sister', 'husband', 'wife', 'son', 'daughter', 'cousin', 'relative'];
// biome-ignore format: packed word list
const KIN_CLAIMED: Terms = [
  ...KIN.flatMap((kin) => [
    `you are his ${kin}`, `you are her ${kin}`, `you're his ${kin}`, `you're her ${kin}`,
    `you be im ${kin}`, `you be her ${kin}`,
  ]),
  'ce kai dan uwansa ne', 'ce kai ɗan uwansa ne', 'ce kai dan uwanta ne', 'ce kai ɗan uwanta ne',
  "ce ke 'yar uwarsa ce", "ce ke 'yar uwarta ce", 'ce kai mijinta ne', 'ce ke matarsa ce',
  'pé àbúrò rẹ̀ ni ọ́', 'pé ẹ̀gbọ́n rẹ̀ ni ọ́', 'pé ọkọ rẹ̀ ni ọ́', 'pé ìyàwó rẹ̀ ni ọ́',
  'pé o jẹ́ àbúrò rẹ̀', 'pé o jẹ́ ẹ̀gbọ́n rẹ̀',
];
// biome-ignore format: packed word list
const ACCOUNT_AND_ADDRESS: Terms = [
  'account details', 'account number', 'account statement', 'statement of account', 'his bvn',
  'her bvn', 'his address', 'her address', 'bayanan asusu*', 'asusunsa', 'asusunta',
  'adireshinsa', 'adireshinta', 'nọ́ńbà àkáǹtì', 'àkọọ́lẹ̀ àkáǹtì', 'àdírẹ́sì rẹ̀', 'akaụntụ ya',
];

export const FIFTEENTH_WATCH_SPECS: readonly CategorySpec[] = [
  ...WATCH_LOOKALIKE_SPECS,
  {
    category: 'illegal_goods_services',
    rules: [
      {
        name: 'ammunition bought with no licence',
        outcome: 'refuse',
        act: AMMUNITION,
        obj: NO_LICENCE,
        forward: 80,
        backward: 60,
      },
    ],
  },
  {
    category: 'surveillance_stalking',
    rules: [
      {
        name: 'a car stayed behind, every stop reported',
        outcome: 'refuse',
        act: BEHIND_THE_CAR,
        obj: EVERY_STOP,
        forward: 120,
        backward: 60,
      },
    ],
  },
  {
    category: 'sexual_services',
    rules: [
      {
        name: 'a person photographed through a window as she changes',
        outcome: 'refuse',
        act: PHOTOGRAPH,
        obj: CHANGING,
        needs: PEEK,
        forward: 80,
        backward: 80,
      },
      {
        name: 'companions for delegates, as hospitality',
        outcome: 'refuse',
        act: COMPANIONS,
        obj: DELEGATES_OVERNIGHT,
        forward: 80,
        backward: 40,
      },
    ],
  },
  {
    category: 'minors_exploitation',
    rules: [
      {
        name: 'child labour denied beside children set to work',
        outcome: 'hold',
        act: NOT_CHILD_LABOUR,
        obj: CHILDREN_CARRY,
        forward: 120,
        backward: 60,
      },
      {
        name: "children made to carry an adult's load",
        outcome: 'hold',
        act: CHILDREN_CARRY,
        obj: ADULT_LOAD,
        forward: 60,
      },
    ],
  },
  {
    category: 'impersonation_fraud',
    rules: [
      {
        name: "a relative claimed to get a person's account and address",
        outcome: 'refuse',
        act: KIN_CLAIMED,
        obj: ACCOUNT_AND_ADDRESS,
        forward: 120,
        backward: 60,
      },
    ],
  },
];
