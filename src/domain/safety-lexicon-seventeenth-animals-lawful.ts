// Seventeenth round, pets, livestock, vets and wildlife (voice-43): lawful errands the rules
// refused or held, as classes (docs/safety.md, "Seventeenth round, voice-43"): a protected animal
// as a toy or a topic, pests and parasites killed, "the green" as a colour, children's picture
// books, puppies, a roof or a river looked at from the ground or a bridge in Yoruba, Hausa and
// Igbo. Spread into SEVENTEENTH_ANIMALS_SPECS.
import type { CategorySpec, Terms } from './safety-policy-spec.ts';

/** A pangolin or a tortoise as a toy, a carving or a topic of protection: not the animal sold. */
// biome-ignore format: packed word list
const WILDLIFE_AS_TOPIC: Terms = [
  'toy pangolin*', 'soft toy pangolin*', 'pangolin toy*', 'plush pangolin*', 'stuffed pangolin*',
  'pangolin plush*', 'carved pangolin*', 'pangolin carving*', 'pangolin poster*',
  'pangolins are protected', 'pangolin is protected', 'pangolins are endangered',
  'pangolin is endangered', 'pangolin ban', 'ban on pangolin*', 'pangolin protection',
  'protect pangolins', 'pangolin conservation', 'save the pangolin*', 'pangolin enclosure',
];

/** "The green" as a colour of a thing: the cannabis word is "the green" alone. */
// biome-ignore format: packed word list
const GREEN_THINGS: Terms = [
  'paint', 'paints', 'colour', 'color', 'emulsion', 'gloss', 'bucket', 'buckets', 'bag', 'bags',
  'door', 'gate', 'cage', 'cages', 'crate', 'crates', 'bowl', 'bowls', 'tray', 'bin', 'bins',
  'tarpaulin', 'net', 'box', 'boxes', 'carton', 'shelf', 'cabinet', 'container', 'drum', 'tank',
  'kennel', 'van', 'bus', 'collar', 'leash', 'feeder', 'drinker', 'hose', 'gloves', 'label',
];
const GREEN_AS_COLOUR: Terms = GREEN_THINGS.map((thing) => `the green ${thing}`);

/** Pests and parasites killed: ticks, fleas, worms on a farm or a pet. */
// biome-ignore format: packed word list
const PESTS = [
  'tick*', 'flea*', 'worm*', 'lice', 'mite*', 'pest*', 'parasite*', 'maggot*', 'mosquito*',
  'termite*', 'germ*', 'bacteria', 'weed*', 'insect*', 'bedbug*', 'cockroach*', 'rats', 'mice',
];
const PESTS_KILLED: Terms = PESTS.flatMap((p) => [
  `kill* ${p}`,
  `kill* the ${p}`,
  `kill* all ${p}`,
]);

/** Books and toys for children: the older safe phrases knew "children's book", not a picture
 *  book; and puppies, which read as "pupils" (squeezed "pupies", l and i one letter). */
// biome-ignore format: packed word list
const CHILDRENS_BOOKS_AND_PUPPIES: Terms = [
  "children's picture book*", "children's story book*", "children's storybook*",
  "children's colouring book*", "kids' picture book*", 'picture book*', 'puppies', 'puppy',
];

/** Kept on the ground or on a bridge's walkway, in Yoruba, Hausa and Igbo as English says it;
 *  not a bare "má gun": "máa gun" (will climb) folds to it.
 *  Not "from the bridge" alone: one sits on a bridge's railing to photograph from it. */
// biome-ignore format: packed word list
const ON_THE_GROUND: Terms = [
  'láti ilẹ̀', 'dúró sí ilẹ̀', 'dúró ní ilẹ̀', 'má ṣe gun', 'daga ƙasa', 'daga kasa',
  'kada ka hau', 'kar ka hau', 'ka tsaya a ƙasa', "site n'ala", "nọrọ n'ala", 'arịla',
  'stay on the bridge', 'on the bridge walkway', 'from the bridge walkway',
];

export const ANIMALS_LOOKALIKE_SPECS: readonly CategorySpec[] = [
  {
    category: 'illegal_goods_services',
    rules: [],
    safe: [...WILDLIFE_AS_TOPIC, ...GREEN_AS_COLOUR],
  },
  { category: 'violence_threats', rules: [], safe: PESTS_KILLED },
  { category: 'minors_exploitation', rules: [], safe: CHILDRENS_BOOKS_AND_PUPPIES },
  { category: 'dangerous_work', rules: [], excuse: ON_THE_GROUND },
];
