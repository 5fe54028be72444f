// Fourteenth round, events (voice-25): lawful event work the rules refused, as classes
// (docs/safety.md, "Fourteenth round, voice-25"): equipment hooked up, a break taken and shoes
// broken in, an event's own number tags, a wearer who cannot walk in new shoes, a drum beaten
// and the green room. Spread into
// FOURTEENTH_EVENTS_SPECS.
import type { CategorySpec, Terms } from './safety-policy-spec.ts';

/** Sound, light and screen gear hooked up: "hookup*" reads "hook up" with its space. */
// biome-ignore format: packed word list
const GEAR = [
  'projector', 'speaker*', 'mixer', 'amplifier', 'amp', 'mic*', 'microphone*', 'laptop',
  'decoder', 'tv', 'television', 'screen', 'generator', 'inverter', 'sound system', 'console',
  'decks', 'light*', 'camera*', 'printer', 'router', 'cable*', 'hdmi', 'monitor*', 'dstv',
  'power bank', 'extension', 'the pos', 'pos machine', 'fridge', 'freezer',
];
const OWNERS = ['the', 'our', 'your', 'my', 'his', 'her', 'their', 'both', 'all the', 'new'];
// biome-ignore format: packed word list
const GEAR_HOOKED_UP: Terms = [
  ...GEAR.flatMap((g) => [`hook* up ${g}`, ...OWNERS.map((o) => `hook* up ${o} ${g}`)]),
  'hook* it up to', 'hook* them up to', 'hook* am up', 'hook* up to the', 'hook* up to our',
];

/** A break is a pause ("a short break in the canteen", "break in transmission"), and new shoes
 *  are broken in: neither is a way into a building. */
// biome-ignore format: packed word list
const PAUSES = [
  'a break', 'short break', 'lunch break', 'tea break', 'water break', 'prayer break',
  'minute break', 'minutes break', 'coffee break', 'rest break', 'toilet break', 'breaks',
];
// biome-ignore format: packed word list
const WORN = [
  'shoes', 'shoe', 'boots', 'heels', 'sandals', 'sneakers', 'canvas', 'slippers', 'trainers',
];
// biome-ignore format: packed word list
const BREAK_AS_PAUSE: Terms = [
  ...PAUSES.map((p) => `${p} in`), 'break in transmission', 'break in service',
  'break in supply', 'break in the rain', 'break in the programme', 'break in the program',
  ...WORN.flatMap((w) => [
    `break in the new ${w}`, `break in new ${w}`, `break in the ${w}`, `break in my ${w}`,
    `break in your ${w}`, `break in her ${w}`, `break in his ${w}`, `${w} to break in`,
    `${w} don break in`, `${w} need to break in`, `${w} needs to break in`, `${w} go break in`,
    `${w} will break in`,
  ]),
];

/** An event's own tags are labels on people or things, not an official's badge. */
// biome-ignore format: packed word list
const LABEL_TAGS: Terms = [
  'number tag*', 'name tag*', 'price tag*', 'bib tag*', 'luggage tag*', 'bag tag*',
  'contestant tag*', 'seat tag*', 'table tag*', 'wristband tag*',
];

/** A wearer who cannot walk in hard new shoes is no injury arranged. */
// biome-ignore format: packed word list
const CANNOT_WALK_IN_SHOES: Terms = WORN.flatMap((w) => [
  `fit waka with ... ${w}`, `fit waka in ... ${w}`, `walk in ... ${w}`, `walk with ... ${w}`,
]);

/** Warning signs are notices, not a blow put politely; Yoruba "lu ìlù" beats a drum. */
// biome-ignore format: packed word list
const NOT_A_BLOW: Terms = [
  'physical warning sign*', 'physical warning notice*', 'lu ìlù', 'lù ìlù', 'ẹ lu ìlù',
];

/** A wedding couple photographed at their own event: the cake, the dance, the entrance. A
 *  couple "in their room" or "as they undress" still pairs with the rule's other objects. */
// biome-ignore format: packed word list
const AT_THEIR_EVENT = [
  'as they', 'cut*', 'cutting', 'dance*', 'dancing', 'arrive*', 'arriving', 'enter*',
  'entering', 'at the reception', 'at the altar', 'at the church', 'at the hall', 'at the venue',
  'on stage', 'on the stage', 'on the dance floor', 'on the screen', 'on the big screen',
  'exchang*', 'kneel*', 'walk* down', 'with their guests', 'with the guests', 'and the guests',
  'with their families', 'and their families', 'and their parents', 'sign* the register',
];
// biome-ignore format: packed word list
const THEIR_EVENT = [
  'first dance', 'entrance', 'wedding', 'engagement', 'introduction', 'traditional wedding',
  'cake', 'outfits', 'vows', 'exit', 'arrival', 'photoshoot', 'photo shoot', 'pre-wedding',
  'prewedding', 'reception', 'love story',
];
// biome-ignore format: packed word list
const WEDDING_COUPLE: Terms = [
  ...AT_THEIR_EVENT.map((x) => `the couple ${x}`),
  ...THEIR_EVENT.map((x) => `the couple's ${x}`),
  'pre-wedding video*', 'pre-wedding photo*', 'pre-wedding shoot', 'prewedding video*',
  'prewedding photo*', 'prewedding shoot', 'video of the couple on', 'photos of the couple on',
];

/** Supplies brought for the children at a party: they receive, nobody takes them anywhere.
 *  Sweets and money are left out: they are how children are lured. */
// biome-ignore format: packed word list
const SUPPLIES = [
  'party packs', 'packs', 'party bags', 'gift bags', 'souvenirs', 'juice', 'biscuits', 'snacks',
  'food', 'drinks', 'cake', 'hats', 'party hats', 'balloons', 'toys', 'books', 'plates', 'cups',
  'chairs', 'costumes',
];
// biome-ignore format: packed word list
const FOR_THE_CHILDREN: Terms = SUPPLIES.flatMap((x) => [
  `${x} for the children`, `${x} for the kids`, `${x} for all the children`,
]);

/** What a waiter puts in a guest's drink: ice, lemon, a straw. */
// biome-ignore format: packed word list
const GARNISH = ['ice', 'ice cubes', 'lemon', 'lime', 'a straw', 'the straw', 'sugar', 'mint'];
const DRINK_GARNISHED: Terms = GARNISH.flatMap((g) =>
  ['her drink', 'his drink', 'their drinks'].map((drink) => `${g} in ${drink}`),
);

/** The green room is where performers wait backstage, not "the green" (weed). */
const GREEN_ROOM: Terms = ['green room*', 'greenroom*', 'green-room*'];

export const EVENTS_LOOKALIKE_SPECS: readonly CategorySpec[] = [
  { category: 'illegal_goods_services', rules: [], safe: GREEN_ROOM },
  { category: 'sexual_services', rules: [], safe: WEDDING_COUPLE },
  { category: 'minors_exploitation', rules: [], safe: FOR_THE_CHILDREN },
  { category: 'sexual_services', rules: [], safe: GEAR_HOOKED_UP },
  { category: 'trespass_break_in', rules: [], safe: BREAK_AS_PAUSE },
  { category: 'impersonation_fraud', rules: [], safe: LABEL_TAGS },
  {
    category: 'violence_threats',
    rules: [],
    safe: [...CANNOT_WALK_IN_SHOES, ...NOT_A_BLOW, ...DRINK_GARNISHED],
  },
];
