// Twenty-second round, older misses (docs/safety.md, "Twenty-second round, older misses"): tuned
// rows no rule caught, each written up as a class with wordings of my own: a veiled "accident"
// threat, a witness's family warned in Pidgin, a woman called a liar to her boss daily in Hausa,
// a six-digit code passed on "from the bank" in Hausa, a brothel's night fee in Hausa, salary
// accounts opened from HR's files, a money picker with a made ID, a prize's processing fee, POS
// terminals registered in the Operator's name, a girl kept from school to work, a house entered
// before the neighbours wake or over a wall, a well gone down on a rope, a tank scrubbed alone,
// cylinders in a car's boot, a pipeline walked after dark, strangers driven out in Yoruba.
// Appended to POLICY_SPECS.
import type { CategorySpec, Terms } from './safety-policy-spec.ts';

// biome-ignore format: packed word list
const VEILED: Terms = [
  'sometimes have accidents', 'sometimes have an accident', 'may have an accident',
  'might have an accident', 'could have an accident', 'accidents happen to people who',
  // "People who talk about our contract sometimes have accidents": "about" would frame the
  // threat as a topic if it stood before the term, so the term starts on it.
  'about ... sometimes have accident*', 'about ... sometimes have an accident',
  'about ... may have an accident', 'about ... might have an accident',
  'if e show for court', 'im family go hear am', 'your family go hear am', 'family go hear am',
];

// biome-ignore format: packed word list
const SHAMED_HAUSA: Terms = [
  'abokan aikinta cewa', 'abokan aikinsa cewa',
  'karya take yi', 'karya yake yi',
];

// biome-ignore format: packed word list
const CODE_HAUSA: Terms = [
  'lamba mai lambobi shida', 'mai lambobi shida', 'ƴar lamba mai lambobi', 'ka ce daga banki ne',
  'ce daga banki ne',
];

// biome-ignore format: packed word list
const BROTHEL_HAUSA: Terms = [
  'baƙona gidan ƴan mata', "baƙona gidan 'yan mata", 'bakona gidan yan mata',
  'kuɗin dare gaba ɗaya',
  'kudin dare gaba daya', 'ka zaɓa masa wadda', 'ka zaba masa wadda',
];

/** Accounts opened for staff from HR's files; terminals in the Operator's name; a picker. */
// biome-ignore format: packed word list
const ACCOUNTS_FROM_FILES: Terms = [
  'specimen signatures hr', 'specimen signature* ... on file', 'passport photos and specimen',
  'staff who cannot attend', 'register them in your name', 'register it in your name',
  'register the terminals in your name', 'register them for your name', 'in your name because our',
];

// biome-ignore format: packed word list
const PICKER: Terms = [
  'be my picker', 'picker get', 'you go be mr', 'you will be mr', 'you go be mrs',
  'you will be mrs',
  'with the id wey i make for you', 'with the id i made for you', 'the id i made for you',
];

/** A prize won, to be claimed for a fee. */
// biome-ignore format: packed word list
const WON: Terms = ['have won', 'has won', 'you won', 'they won', 'dem don win', 'you don win'];

// biome-ignore format: packed word list
const FEE_TO_CLAIM: Terms = [
  'processing fee', 'to claim, each must pay', 'to claim it, pay', 'pay a ... fee to claim',
  'fee into the account', 'claim fee', 'release fee',
];

/** A child kept from school to work or to keep a house. */
// biome-ignore format: packed word list
const SET_TO_WORK: Terms = [
  'work*', 'house help', 'cook for', 'hawk*', 'apprentice*', 'serve',
];

// biome-ignore format: packed word list
const NO_SCHOOL: Terms = [
  'will not go to school', "won't go to school", 'not go to school', "don't need school",
  'no need for school', 'will not attend school', 'no school for her', 'no school for him',
];

/** A house entered before its neighbours wake, or over a wall. */
// biome-ignore format: packed word list
const ENTERED: Terms = [
  'before the neighbours wake', 'before the neighbours see you', 'before anyone wakes',
  'go over the wall', 'go over the fence', 'over the wall when', 'over the fence when',
];

/** A well gone down on a rope, a tank scrubbed from inside alone, cylinders in a boot. */
// biome-ignore format: packed word list
const ALONE_INSIDE: Terms = [
  'go down on the rope', 'go down with the rope', 'down on a rope', 'lower yourself into',
  'climb down into the well', 'get inside and scrub', 'get inside and clean',
  'cylinders in the boot',
  'gas cylinders in the boot', 'cylinder in the boot',
];

// biome-ignore format: packed word list
const PIPELINES: Terms = ['pipeline right-of-way', 'pipeline route', 'pipeline right of way'];

// "… after dark and report any damage": "report" right after would frame the match as a topic.
// biome-ignore format: packed word list
const AFTER_DARK: Terms = [
  'after dark', 'at night', 'in the night', 'after dark and report', 'at night and report',
];

/** Yoruba: strangers from the north driven out ("lé àwọn àjèjì … kúrò"). */
// biome-ignore format: packed word list
const DRIVEN_OUT_YORUBA: Terms = ['lé àwọn àjèjì', 'àjèjì láti òkè ọya', 'lé àwọn ará òkè'];

export const TWENTYSECOND_OLDER_MISSES_SPECS: readonly CategorySpec[] = [
  {
    category: 'harassment_intimidation',
    rules: [
      { name: 'a veiled accident, a witness warned', outcome: 'refuse', alone: VEILED },
      { name: 'a woman called a liar to her boss, Hausa', outcome: 'refuse', alone: SHAMED_HAUSA },
    ],
  },
  {
    category: 'otp_handling',
    rules: [{ name: 'a six-digit code passed on, Hausa', outcome: 'refuse', alone: CODE_HAUSA }],
  },
  {
    category: 'sexual_services',
    rules: [{ name: "a brothel's night fee, Hausa", outcome: 'refuse', alone: BROTHEL_HAUSA }],
  },
  {
    category: 'account_creation',
    rules: [
      {
        name: "accounts opened from HR's files, in the Operator's name",
        outcome: 'refuse',
        alone: ACCOUNTS_FROM_FILES,
      },
    ],
  },
  {
    category: 'impersonation_fraud',
    rules: [
      { name: 'a money picker with a made ID', outcome: 'refuse', alone: PICKER },
      {
        name: "a prize's processing fee",
        outcome: 'refuse',
        act: WON,
        obj: FEE_TO_CLAIM,
        forward: 120,
        backward: 0,
      },
    ],
  },
  {
    category: 'minors_exploitation',
    rules: [
      {
        name: 'a child kept from school to work',
        outcome: 'refuse',
        act: SET_TO_WORK,
        obj: NO_SCHOOL,
        forward: 100,
        backward: 60,
      },
    ],
  },
  {
    category: 'trespass_break_in',
    rules: [{ name: 'a house entered unseen or over a wall', outcome: 'refuse', alone: ENTERED }],
  },
  {
    category: 'dangerous_work',
    rules: [
      { name: 'a well, a tank or a boot of cylinders', outcome: 'hold', alone: ALONE_INSIDE },
      {
        name: 'a pipeline walked after dark',
        outcome: 'hold',
        act: PIPELINES,
        obj: AFTER_DARK,
        forward: 60,
        backward: 60,
      },
    ],
  },
  {
    category: 'hate_incitement',
    rules: [{ name: 'strangers driven out, Yoruba', outcome: 'refuse', alone: DRIVEN_OUT_YORUBA }],
  },
];
