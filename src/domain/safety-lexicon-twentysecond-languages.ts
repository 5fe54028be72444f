// Twenty-second round, Pidgin, Hausa, Yoruba and Igbo (docs/safety.md, "Twenty-second round,
// the languages"): a compound entered at night in Pidgin, girls sent to a madam abroad, Hausa
// "kwace" (snatch) and "sace" (steal) told to the Operator, Yoruba "jí" (steal) a thing, Igbo
// "zuo" (steal) a neighbour's goods at night, and Igbo words telling a people to leave or see
// their shops burnt. Appended to POLICY_SPECS.
import type { CategorySpec, Terms } from './safety-policy-spec.ts';
import { PEOPLES_HAUSA_IGBO } from './safety-lexicon-twentyfirst-harm.ts';

/** Pidgin: a compound entered at night, or when its people sleep (a night guard's shift is the
 *  safe phrase). */
// biome-ignore format: packed word list
const ENTER_PIDGIN: Terms = [
  'enter that compound', 'enter the compound', 'enter that house', 'enter the house', 'enter am',
  'enter that shop', 'enter the shop', 'jump the fence', 'jump that fence', 'go inside that house',
];

// biome-ignore format: packed word list
const WHEN_NOBODY_SEES: Terms = [
  'for night', 'for midnight', 'when dem sleep', 'when dem don sleep', 'the dog don die',
  'when the gateman sleep', 'when the gateman don sleep',
];

const AT_NIGHT_ENTER: Terms = [
  'for night you go enter',
  'for night make you enter',
  'for night una go enter',
];

const NIGHT_WORK: Terms = ['for night duty', 'for night shift', 'for night work', 'for vigil'];

/** Girls sent abroad, a madam to receive them (the traffickers' route and word). */
// biome-ignore format: packed word list
const GIRLS_SENT: Terms = [
  'ticket for the girls', 'ticket for these girls', 'send the girls', 'carry the girls',
  'take the girls', 'girls make dem go', 'the girls go', 'send these girls', 'carry these girls',
];

// biome-ignore format: packed word list
const MADAM_ABROAD: Terms = [
  'go libya', 'to libya', 'go mali', 'to mali', 'agadez', 'madam for there', 'madam go receive',
  'madam will receive', 'madam will collect', 'the madam for', 'madam dey wait',
];

/** Hausa: the Operator told to snatch or steal a thing ("ka kwace wayar", "ka sace akuyoyin");
 *  "an sace" (was stolen) reports a theft, and "sace shi" (kidnap him) is violence's. */
const SNATCH_HAUSA = [
  'ka kwace',
  'ku kwace',
  'ka sace',
  'ku sace',
  'ka sato',
  'ku sato',
  'ka saci',
];
// biome-ignore format: packed word list
const GOODS_HAUSA = [
  'akuy*', 'awaki*', 'mota*', 'waya*', 'kudi*', 'babur*', 'shanu*', 'tumaki*', 'kaya*', 'jaka*',
  'janareta*', 'dabbobi*', 'kaji*',
];
const STEAL_HAUSA: Terms = SNATCH_HAUSA.flatMap((v) => GOODS_HAUSA.map((g) => `${v} ${g}`));

/** Yoruba: "jí" (steal) a thing, told to the Operator ("lọ jí ọkọ̀"); "wọ́n jí fóònù mi" (they
 *  stole my phone) reports a theft, and "lọ jí bàbá mi" wakes a sleeper. */
const TOLD_YORUBA = ['lọ jí', 'kí o jí', 'bá mi jí', 'ẹ lọ jí', 'kí ẹ jí'];
// biome-ignore format: packed word list
const GOODS_YORUBA = [
  'ọkọ̀', 'mọ́tò', 'owó', 'fóònù', 'ẹrù', 'ewúrẹ́', 'adìẹ', 'kẹ̀kẹ́', 'ọ̀kadà', 'jẹnẹrétọ̀',
  'jẹ́nẹ́rétọ̀', 'àgùntàn',
];
const STEAL_YORUBA: Terms = TOLD_YORUBA.flatMap((v) => GOODS_YORUBA.map((g) => `${v} ${g}`));

/** Igbo: "zuo" (steal) a neighbour's goods at night; "zụọ" (buy) folds the same, so the night
 *  and the neighbour are the rule's. */
const STEAL_IGBO = ['zuo', 'zuru', 'zuo ohi', 'zuru ohi'];

const NEIGHBOUR_IGBO: Terms = ['agbata obi', 'onye agbata', 'ndị agbata'];

const AT_NIGHT_IGBO: Terms = ["n'abalị", 'n abalị', 'nabalị', "n'ime abalị", "n'etiti abalị"];

/** Igbo: a people told to leave the town, or their shops burnt. */
// biome-ignore format: packed word list
const LEAVE_OR_BURN_IGBO: Terms = [
  "n'obodo anyị pụọ", "pụọ n'obodo anyị", 'hapụ obodo anyị', 'ụlọ ahịa ha ọkụ', 'ụlọ ha ọkụ',
  'akpọ ... ọkụ', "n'obodo anyị puo",
];

export const TWENTYSECOND_LANGUAGES_SPECS: readonly CategorySpec[] = [
  {
    category: 'trespass_break_in',
    safe: NIGHT_WORK,
    rules: [
      {
        name: 'a compound entered at night, Pidgin',
        outcome: 'refuse',
        alone: AT_NIGHT_ENTER,
        act: ENTER_PIDGIN,
        obj: WHEN_NOBODY_SEES,
        forward: 60,
        backward: 0,
      },
    ],
  },
  {
    category: 'sexual_services',
    rules: [
      {
        name: 'girls sent to a madam abroad',
        outcome: 'refuse',
        act: GIRLS_SENT,
        obj: MADAM_ABROAD,
        forward: 80,
        backward: 40,
      },
    ],
  },
  {
    category: 'illegal_goods_services',
    rules: [
      {
        name: 'the Operator told to steal, Hausa and Yoruba',
        outcome: 'refuse',
        alone: [...STEAL_HAUSA, ...STEAL_YORUBA],
      },
      {
        name: "a neighbour's goods stolen at night, Igbo",
        outcome: 'refuse',
        act: STEAL_IGBO,
        obj: NEIGHBOUR_IGBO,
        needs: AT_NIGHT_IGBO,
        forward: 40,
        backward: 0,
      },
    ],
  },
  {
    category: 'hate_incitement',
    rules: [
      {
        name: 'a people told to leave or see their shops burnt, Igbo',
        outcome: 'refuse',
        act: PEOPLES_HAUSA_IGBO,
        obj: LEAVE_OR_BURN_IGBO,
        forward: 120,
        backward: 0,
      },
    ],
  },
];
