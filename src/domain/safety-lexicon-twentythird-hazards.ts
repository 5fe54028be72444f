// Twenty-third round, force and hazards said plainly (docs/safety.md, "Twenty-third round,
// hazards"): ballots destroyed or a count disrupted; a housemaid made to kneel in the sun as
// punishment; a wall five floors up painted from the window; a lift repaired with "no training
// needed". Appended to POLICY_SPECS.
import type { CategorySpec, Terms } from './safety-policy-spec.ts';

/** Ballots destroyed, a count disrupted. */
// biome-ignore format: packed word list
const SPOIL: Terms = [
  'destroy*', 'burn*', 'snatch*', 'scatter*', 'disrupt*', 'tear*', 'break*', 'seize*', 'steal*',
  'carry away', 'run away with',
];
// biome-ignore format: packed word list
const BALLOTS: Terms = [
  'ballot box*', 'ballot paper*', 'the ballots', 'result sheet*', 'the counting',
  'the collation', 'polling unit', 'polling booth*', 'the voting', 'the election materials',
  'election materials', 'ec8a',
];

/** A worker or a child punished in body. */
// biome-ignore format: packed word list
const MAKE: Terms = ['make', 'let', 'force*', 'order', 'tell'];
// biome-ignore format: packed word list
const PUNISHMENTS: Terms = [
  'kneel in the sun', 'kneel on the', 'kneel down in the sun', 'stand in the sun for',
  'frog jump', 'carry block*', 'hold her ears', 'hold his ears', 'raise her hands for',
  'raise his hands for', 'sleep outside', 'go without food', 'skip her meal*', 'skip his meal*',
];
// biome-ignore format: packed word list
const AS_PUNISHMENT: Terms = [
  'punishment', 'punish*', 'for breaking', 'when she breaks', 'when he breaks', 'housemaid',
  'house help', 'houseboy', 'house girl', 'apprentice', 'maid', 'for three hours',
  'for two hours', 'for hours', 'till evening', 'until evening',
];

/** An outside wall worked on from a window floors up. */
// biome-ignore format: packed word list
const OUTSIDE_WORK: Terms = [
  'paint*', 'clean*', 'wash*', 'wipe*', 'fix*', 'install*', 'repair*', 'scrape*', 'plaster*',
];
// biome-ignore format: packed word list
const OUTSIDE_WALL: Terms = [
  'outside wall', 'outside of the window', 'outside the window', 'exterior wall', 'outer wall',
  'window frame outside', 'the facade', 'outside of the building',
];
// biome-ignore format: packed word list
const FROM_A_HEIGHT: Terms = [
  'hold the frame', 'lean out', 'hang out', 'from the window', 'storey', 'upper floor',
  'top floor', '# th floor', '# rd floor', '# nd floor', 'fifth floor', 'fourth floor',
  'third floor', 'sixth floor', 'tenth floor',
];

/** Lifts and switchgear worked on without training. */
// biome-ignore format: packed word list
const REPAIR: Terms = [
  'fix*', 'repair*', 'open the panel', 'service*', 'rewire*', 'work on', 'reset*',
];
// biome-ignore format: packed word list
const MACHINES: Terms = [
  'elevator', 'lift', 'escalator', 'transformer', 'high voltage', 'switchgear',
  'distribution board', 'panel', 'gas line', 'gas pipe*', 'boiler', 'pressure vessel',
];
// biome-ignore format: packed word list
const UNTRAINED: Terms = [
  "don't need training", 'do not need training', 'no training', 'no need for training',
  'without training', 'no experience needed', 'no licence needed', 'no license needed',
  "don't need to be trained", 'do not need to be trained', "you don't need to be an",
];

export const TWENTYTHIRD_HAZARDS_SPECS: readonly CategorySpec[] = [
  {
    category: 'violence_threats',
    rules: [
      {
        name: 'ballots destroyed or a count disrupted',
        outcome: 'refuse',
        act: SPOIL,
        obj: BALLOTS,
        forward: 30,
        backward: 0,
      },
      {
        name: 'a worker punished in body',
        outcome: 'refuse',
        act: MAKE,
        obj: PUNISHMENTS,
        needs: AS_PUNISHMENT,
        forward: 40,
        backward: 0,
      },
    ],
  },
  {
    category: 'dangerous_work',
    rules: [
      {
        name: 'an outside wall worked on from a window floors up',
        outcome: 'hold',
        act: OUTSIDE_WORK,
        obj: OUTSIDE_WALL,
        needs: FROM_A_HEIGHT,
        forward: 40,
        backward: 0,
      },
      {
        name: 'lifts and switchgear worked on without training',
        outcome: 'hold',
        act: REPAIR,
        obj: MACHINES,
        needs: UNTRAINED,
        forward: 40,
        backward: 0,
      },
    ],
  },
];
