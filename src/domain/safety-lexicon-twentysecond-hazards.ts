// Twenty-second round, everyday hazards (docs/safety.md, "Twenty-second round, everyday hazards"):
// dangers of a house or a yard that no list held: an electric fence tested by hand, an unknown
// powder tasted, a generator or a charcoal stove run where one sleeps, petrol poured on a fire, a
// snake picked up by hand, a hot radiator opened, a ride on top of a loaded truck, a cold room that
// locks on whoever is inside, gloves or masks "not available". Held for review, as the older
// hazards are. Appended to POLICY_SPECS.
import type { CategorySpec, Terms } from './safety-policy-spec.ts';

// biome-ignore format: packed word list
const TOUCH: Terms = ['touch*', 'hold*', 'grab*', 'with your hand', 'with your bare hand*'];

// biome-ignore format: packed word list
const LIVE_THINGS: Terms = [
  'electric fence', 'live wire*', 'naked wire*', 'exposed wire*', 'the bare wire*',
];

// biome-ignore format: packed word list
const TASTE: Terms = ['taste*', 'lick*', 'sniff*'];

// biome-ignore format: packed word list
const UNKNOWN_STUFF: Terms = [
  'powder', 'chemical*', 'caustic*', 'acid', 'the liquid from', 'the substance', 'the solvent',
];

// biome-ignore format: packed word list
const STAY: Terms = [
  'sleep*', 'stay inside', 'wait inside', 'warm the room', 'cook inside', 'stay in the room',
];

// biome-ignore format: packed word list
const FUMES: Terms = [
  'generator running', 'generator on', 'generator room', 'generator house', 'charcoal stove inside',
  'charcoal inside', 'windows closed', 'coal pot inside', 'with the generator',
];

// biome-ignore format: packed word list
const EVERYDAY_HAZARDS: Terms = [
  'use petrol to start', 'pour petrol on', 'pour it on the pile and light', 'petrol to light',
  'petrol on the fire', 'kerosene on the fire', 'petrol to start the fire',
  'snake ... with your hand',
  'pick the snake', 'catch the snake with', 'hold the snake', 'radiator while the engine is',
  'open the radiator ... hot', 'radiator cap ... hot', 'ride on top of the',
  'sit on top of the load*',
  'on top of the loaded truck', 'hang on the back of the truck', 'locks from the outside',
];

/** A cold room that locks on whoever is inside ("the door locks from outside": the words
 *  before "from outside", which the older safe phrases read as supervision from outside). */
// biome-ignore format: packed word list
const COLD_ROOM: Terms = [
  'stay inside the cold room', 'stay in the cold room', 'inside the cold room',
  'enter the cold room',
  'inside the freezer', 'enter the freezer', 'cold room', 'freezer room',
];

const LOCKED_IN: Terms = [
  'the door locks',
  'door locks',
  'locked in',
  'lock you in',
  'locks you in',
];

/** A corrosive or a poison handled where "gloves are not available" (said as its own clause,
 *  whose "not" would read as negating a term of its own: the chemical is the act here). */
// biome-ignore format: packed word list
const CORROSIVES: Terms = [
  'caustic*', 'acid', 'chemical*', 'bleach', 'pesticide*', 'herbicide*', 'decant*', 'gramoxone',
  'paraquat', 'chlorine', 'sniper', 'insecticide*',
];

// biome-ignore format: packed word list
const NO_KIT: Terms = [
  'gloves are not available', 'gloves are unavailable', 'masks are not available',
  'gloves not available', 'no gloves available', 'gloves are finished', 'gloves don finish',
];

export const TWENTYSECOND_HAZARDS_SPECS: readonly CategorySpec[] = [
  {
    category: 'dangerous_work',
    rules: [
      {
        name: 'a live fence or wire touched',
        outcome: 'hold',
        act: TOUCH,
        obj: LIVE_THINGS,
        forward: 40,
        backward: 40,
      },
      {
        name: 'an unknown powder tasted',
        outcome: 'hold',
        act: TASTE,
        obj: UNKNOWN_STUFF,
        forward: 40,
        backward: 0,
      },
      {
        name: 'fumes where one sleeps',
        outcome: 'hold',
        act: STAY,
        obj: FUMES,
        forward: 40,
        backward: 40,
      },
      { name: 'an everyday hazard said outright', outcome: 'hold', alone: EVERYDAY_HAZARDS },
      {
        name: 'a corrosive handled with no gloves to hand',
        outcome: 'hold',
        act: CORROSIVES,
        obj: NO_KIT,
        forward: 120,
        backward: 60,
      },
      {
        name: 'a cold room that locks on whoever is inside',
        outcome: 'hold',
        act: COLD_ROOM,
        obj: LOCKED_IN,
        forward: 120,
        backward: 0,
      },
    ],
  },
];
