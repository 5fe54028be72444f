// Twenty-third round, animals, forests and strangers online (docs/safety.md, "Twenty-third round,
// nature"): fish caught with poison, dogs taken to a fight, a donkey beaten until it moves, trees
// felled in a forest reserve before the guards' shift, snares set in a national park, charcoal
// burnt inside a classroom, a stranger chatted up on a dating site "as Jessica" for gift cards, SIM
// boxes run where the regulator will not find them. And a gas cylinder refilled at the plant, a
// look-alike of the hazard rules. Appended to POLICY_SPECS.
import type { CategorySpec, Terms } from './safety-policy-spec.ts';

/** Fish caught with poison or blasts. */
// biome-ignore format: packed word list
const USE: Terms = ['use*', 'pour*', 'put', 'spray*', 'add*', 'throw*', 'drop*'];
// biome-ignore format: packed word list
const FISH_POISONS: Terms = [
  'gamalin', 'gammalin', 'gamalin 20', 'sniper', 'dichlorvos', 'poison', 'dynamite',
  'explosive*', 'carbide', 'the chemical',
];
// biome-ignore format: packed word list
const IN_THE_WATER: Terms = [
  'catch fish', 'to catch', 'kill the fish', 'kills the fish', 'kill them fast', 'kills them fast',
  'fishing', 'the fish will float', 'fish will die', 'more fish', 'catch the fish',
];

/** Animals set to fight or beaten. */
// biome-ignore format: packed word list
const ANIMAL_FIGHTS: Terms = [
  'the dog fight', 'dog fight at', 'dog fights', 'dogfight*', 'dog fighting', 'fight the dogs',
  'make the dogs fight', 'dogs to fight',
];
// biome-ignore format: packed word list
const BEAT: Terms = ['beat*', 'flog*', 'whip*', 'starve*', 'burn*', 'kick*'];
// biome-ignore format: packed word list
const ANIMALS: Terms = [
  'the donkey', 'the horse', 'the camel', 'the dog', 'the cow', 'the goat', 'the animal*',
  'the puppy', 'the cat',
];
// biome-ignore format: packed word list
const UNTIL_IT: Terms = [
  'until it', 'till it', 'hard', 'with a stick', 'with the stick', 'with a whip', 'to death',
];

/** Trees felled or animals trapped in a reserve. */
// biome-ignore format: packed word list
const FELL: Terms = [
  'cut down', 'cut', 'fell*', 'log*', 'saw*', 'remove*', 'load*', 'set snares', 'set traps',
  'set a snare', 'set a trap', 'hunt*', 'shoot*', 'trap*', 'kill*',
];
// biome-ignore format: packed word list
const RESERVES: Terms = [
  'forest reserve', 'game reserve', 'national park', 'protected forest', 'yankari',
  'old oyo park', 'kainji lake park', 'gashaka', 'cross river national park', 'okomu',
];
// biome-ignore format: packed word list
const TAKEN_FROM_IT: Terms = [
  'trees', 'timber', 'logs', 'wood', 'before the guards', "guards' shift", 'at night',
  'rangers', 'antelope*', 'bushmeat', 'bush meat', 'monkeys', 'elephant*', 'sell',
];

/** Charcoal burnt in a closed room. */
// biome-ignore format: packed word list
const CHARCOAL_INDOORS: Terms = [
  'burn charcoal inside', 'charcoal inside the classroom', 'charcoal inside the room',
  'charcoal in the bedroom', 'charcoal in the room', 'charcoal stove inside', 'coal pot inside',
  'charcoal inside the house', 'charcoal inside the hostel', 'charcoal in the classroom',
  'coal pot in the room', 'coal pot in the bedroom',
];

/** Strangers courted online under a false name, for gift cards or money. */
// biome-ignore format: packed word list
const COURT: Terms = [
  'chat*', 'talk to', 'message*', 'text*', 'befriend*', 'date', 'flirt with', 'woo',
];
// biome-ignore format: packed word list
const STRANGERS_ONLINE: Terms = [
  'white men', 'white women', 'foreigners', 'oyinbo*', 'mugu*', 'men on the dating',
  'women on the dating', 'on the dating site as', 'on the dating app as', 'on instagram as',
  'on facebook as', 'americans', 'old men abroad', 'widows abroad',
];
// biome-ignore format: packed word list
const FOR_GIFTS: Terms = [
  'gift card*', 'itunes', 'steam card*', 'send money', 'bitcoin', 'as jessica', 'as a woman',
  'as a man', 'pretend*', 'fake profile', 'ask them for', 'western union',
];

/** SIM boxes run for calls the regulator does not see. */
// biome-ignore format: packed word list
const RUN: Terms = [
  'install*', 'run', 'running', 'set up', 'keep', 'operate*', 'hide*', 'connect*', 'load*',
];
const SIM_BOXES: Terms = ['sim box*', 'simbox*', 'sim-box*', 'gsm gateway*'];

export const TWENTYTHIRD_NATURE_SPECS: readonly CategorySpec[] = [
  {
    category: 'illegal_goods_services',
    rules: [
      {
        name: 'fish caught with poison',
        outcome: 'refuse',
        act: USE,
        obj: FISH_POISONS,
        needs: IN_THE_WATER,
        forward: 40,
        backward: 0,
      },
      {
        name: 'trees felled or animals trapped in a reserve',
        outcome: 'refuse',
        act: FELL,
        obj: RESERVES,
        needs: TAKEN_FROM_IT,
        forward: 50,
        backward: 0,
      },
    ],
  },
  {
    category: 'violence_threats',
    rules: [
      { name: 'animals set to fight', outcome: 'refuse', alone: ANIMAL_FIGHTS },
      {
        // "Load the donkey … and beat it until it moves": a beast driven by the stick.
        name: 'a beast beaten until it moves',
        outcome: 'refuse',
        act: BEAT,
        obj: ['it until it moves', 'it until it walks', 'it until it runs', 'it until it stands'],
        forward: 10,
        backward: 0,
      },
      {
        name: 'an animal beaten',
        outcome: 'refuse',
        act: BEAT,
        obj: ANIMALS,
        needs: UNTIL_IT,
        forward: 20,
        backward: 0,
      },
    ],
  },
  {
    category: 'dangerous_work',
    // A cylinder taken to the plant: its staff refill it.
    // biome-ignore format: packed word list
    safe: [
      'gas cylinder at the plant', 'gas cylinder at the ... plant', 'cylinder at the gas plant',
      'gas cylinder to the plant', 'gas cylinder to the ... plant', 'gas cylinder refilled at',
      'refill my gas cylinder', 'refill our gas cylinder',
    ],
    rules: [{ name: 'charcoal burnt in a closed room', outcome: 'hold', alone: CHARCOAL_INDOORS }],
  },
  {
    category: 'impersonation_fraud',
    rules: [
      {
        name: 'strangers courted online under a false name',
        outcome: 'refuse',
        act: COURT,
        obj: STRANGERS_ONLINE,
        needs: FOR_GIFTS,
        forward: 40,
        backward: 0,
      },
      {
        name: 'SIM boxes run',
        outcome: 'refuse',
        act: RUN,
        obj: SIM_BOXES,
        forward: 20,
        backward: 0,
      },
    ],
  },
];
