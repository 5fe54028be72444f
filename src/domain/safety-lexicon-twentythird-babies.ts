// Twenty-third round, newborns taken and people drugged or shamed, in the five languages
// (docs/safety.md, "Twenty-third round, babies"): a newborn carried from a hospital ward to a
// waiting buyer (Pidgin "buyer dey wait", Yoruba "olùrà ń dúró", Hausa "sace jaririn … mai
// saye", Igbo "zuru nwa ọhụrụ … onye ga-azụ ya"); a potion put in a husband's or a boss's food
// or drink to bend them (Igbo "tinye ọgwụ n'ime nri di m ka ọ hụ m n'anya"); women photographed
// for their dress, to be posted. Appended to POLICY_SPECS.
import type { CategorySpec, Terms } from './safety-policy-spec.ts';

// biome-ignore format: packed word list
const BABIES = [
  'the baby', 'the newborn', 'the new baby', 'a baby', 'a newborn', 'the pikin', 'the twins',
];

/** A newborn carried or stolen. */
// biome-ignore format: packed word list
const TAKE_BABY: Terms = [
  ...['carry', 'take', 'steal', 'bring', 'collect', 'snatch', 'pick up'].flatMap((v) =>
    BABIES.map((b) => `${v} ${b}`),
  ),
  'gbé ọmọ tuntun', 'jí ọmọ tuntun', 'gbé ọmọ náà', 'jí ọmọ náà', 'sace jariri*', 'dauki jariri*',
  'satar jariri*', 'zuru nwa', 'zuo nwa', 'were nwa ọhụrụ', 'buru nwa ọhụrụ', 'kpụrụ nwa ọhụrụ',
];
/** The buyer waiting, in the five languages. */
// biome-ignore format: packed word list
const BUYER: Terms = [
  'buyer dey wait', 'buyer is waiting', 'the buyer', 'a buyer', 'buyers', 'for sale',
  'buyer go pay', 'olùrà', 'ẹni tí yóò rà', 'mai saye', 'masu saye', 'onye ga-azụ',
  'onye na-azụ', 'onye ga azụ',
];
/** A ward of a hospital at night or on the quiet. */
// biome-ignore format: packed word list
const WARD: Terms = [
  'from ward #', 'for ward #', 'from the maternity', 'maternity ward', 'labour ward',
  'from the hospital', 'from the clinic', 'from the nursery',
];
// biome-ignore format: packed word list
const ON_THE_QUIET: Terms = [
  "don't tell", 'do not tell', 'no tell', 'quietly', 'at night', 'when the nurses',
  'to the car', 'before the mother',
];

/** A potion put in someone's food to bend them (medicine given as the doctor said is care). */
// biome-ignore format: packed word list
const PUT_POTION: Terms = [
  'put', 'mix*', 'pour*', 'add*', 'tinye', 'fi', 'zuba', 'sa',
];
// biome-ignore format: packed word list
const POTIONS: Terms = [
  'this medicine', 'the medicine', 'love potion*', 'the potion', 'this potion', 'the charm',
  'this charm', 'ọgwụ', 'oògùn', 'magani', 'maganin',
];
// biome-ignore format: packed word list
const TO_BEND_THEM: Terms = [
  'so he will love', 'so she will love', 'so he loves', 'so she loves', 'love me', 'obey me',
  'listen to me only', 'so he will marry', 'so she will marry', "hụ m n'anya", 'gbọ́ tèmi',
  'ya so ni', 'ta so ni', 'without him knowing', 'without her knowing', "don't let him know",
  "don't let her know", 'secretly', 'so he will sign', 'so she will sign',
];

/** Women photographed for their dress, to be posted. */
// biome-ignore format: packed word list
const SNAP: Terms = [
  'snap*', 'photograph*', 'film*', 'record*', 'take pictures of', 'take photos of', 'video*',
];
// biome-ignore format: packed word list
const FOR_THEIR_DRESS: Terms = [
  'women wey wear', 'girls wey wear', 'women wearing short', 'girls wearing short',
  'women in short skirt*', 'girls in short skirt*', 'women who dress', 'girls who dress',
  'indecently dressed', 'without hijab', 'without their hijab', 'wey wear short skirt',
  'wey no cover their hair', 'who did not cover their hair',
];
// biome-ignore format: packed word list
const TO_POST: Terms = [
  'post', 'shame', 'expose', 'upload', 'put am online', 'put them online', 'share', 'disgrace',
];

export const TWENTYTHIRD_BABIES_SPECS: readonly CategorySpec[] = [
  {
    category: 'minors_exploitation',
    rules: [
      {
        name: 'a newborn taken to a buyer',
        outcome: 'refuse',
        act: TAKE_BABY,
        obj: BUYER,
        forward: 120,
        backward: 60,
        askFrames: false,
      },
      {
        name: 'a newborn taken from a ward on the quiet',
        outcome: 'refuse',
        act: TAKE_BABY,
        obj: WARD,
        needs: ON_THE_QUIET,
        forward: 40,
        backward: 0,
      },
    ],
  },
  {
    category: 'violence_threats',
    rules: [
      {
        name: "a potion put in someone's food to bend them",
        outcome: 'refuse',
        act: PUT_POTION,
        obj: POTIONS,
        needs: TO_BEND_THEM,
        forward: 20,
        backward: 0,
      },
      {
        name: 'a love potion given',
        outcome: 'refuse',
        act: PUT_POTION,
        obj: ['love potion*', 'love charm*', 'the love medicine'],
        forward: 20,
        backward: 0,
      },
    ],
  },
  {
    category: 'harassment_intimidation',
    rules: [
      {
        name: 'women photographed for their dress, to be posted',
        outcome: 'refuse',
        act: SNAP,
        obj: FOR_THEIR_DRESS,
        needs: TO_POST,
        forward: 40,
        backward: 0,
      },
    ],
  },
];
