// Twenty-first round, harm put as business (docs/safety.md, "Twenty-first round, harm put as
// business"): a rival's secrets got from its staff for a small gift, cards in another's name used
// to pay, fuel carried in a car by its trade name, others' gates opened with a master key,
// tablets "the boys sell". Appended to POLICY_SPECS.
import type { CategorySpec, Terms } from './safety-policy-spec.ts';

/** A rival's secrets: what its staff hold that is not for sale. */
// biome-ignore format: packed word list
const SECRETS: Terms = [
  'launch deck', 'launch plan*', 'customer list', 'client list', 'customer database',
  'their database', 'internal document*', 'confidential', 'tender document*', 'their bid*',
  'bid price*', 'sales figures', 'pricing strategy', 'their formula', 'product formula',
  'their designs', 'staff list', 'payroll',
];
/** Passed out by one of their staff. */
// biome-ignore format: packed word list
const LEAKED: Terms = [
  'to share', 'to give you', 'to send you', 'to leak', 'to copy', 'to sneak out', 'to smuggle out',
  'to photocopy', 'to snap',
];
/** ...one of theirs, for something. */
// biome-ignore format: packed word list
const INSIDERS: Terms = [
  'one of their', 'their staff', 'their sales rep*', 'their employee*', 'their secretary',
  'their clerk', 'their cleaner', 'their driver', 'someone inside', 'inside man', 'their worker*',
  'their manager', 'their accountant',
];

/** Cards not in the payer's name. */
// biome-ignore format: packed word list
const CARDS: Terms = ['cards', 'atm cards', 'debit cards', 'bank cards', 'the card', 'these cards'];
// biome-ignore format: packed word list
const NOT_IN_OUR_NAME: Terms = [
  'not in our name*', 'not in your name', 'not in my name', 'are not ours',
  'in other people* name*',
  'in different names', 'belong to other people', 'belong to our customers',
];

/** Petrol by its trade name (PMS), diesel and kerosene, in jerrycans or kegs among passengers.
 *  Not a car's boot alone: a generator's two jerrycans of diesel go home that way. */
const FUELS = ['pms', 'diesel', 'kerosene', 'fuel', 'petrol', 'ago', 'dpk'];
const FUEL_CONTAINERS = ['jerrycans', 'jerrycan', 'jerry cans', 'kegs', 'drums', 'gallons'];
const FUEL_IN_CONTAINERS: Terms = FUELS.flatMap((f) => FUEL_CONTAINERS.map((c) => `${c} of ${f}`));
// biome-ignore format: packed word list
const IN_A_CAR: Terms = [
  'with the passengers', 'with passengers', 'inside the bus', 'in the bus', 'in the danfo',
  'under the seat*', 'in the keke',
];

/** Others' gates or doors opened with a master or copied key. */
// biome-ignore format: packed word list
const MASTER_KEY: Terms = [
  'with the master key', 'with a master key', 'with master key', 'with the duplicate key',
  'with a duplicate key', 'with the key we copied', 'with the copied key', 'with the key we cut',
];
// biome-ignore format: packed word list
const OPENERS: Terms = ['open', 'try to open'];
// biome-ignore format: packed word list
const OTHERS_PLACES: Terms = [
  'estates', 'other people', 'their', 'neighbour*', 'his', 'her', 'houses', 'flats', 'cars',
  'shops', 'offices', 'rooms', 'gates of',
];

/** Young women for guests, "open-minded" or to "stay the night". */
// biome-ignore format: packed word list
const YOUNG_WOMEN: Terms = [
  'hostesses', 'young hostesses', 'girls', 'young girls', 'ladies', 'young ladies', 'models',
  'babes', 'young women',
];
// biome-ignore format: packed word list
const FOR_THE_NIGHT: Terms = [
  'open-minded and willing', 'open minded and willing', 'willing to stay the night',
  'ready to stay the night', 'stay the night with', 'spend the night with',
  'spending the night with', 'staying the night with',
];
/** The same said apart from the women, a sentence later. */
// biome-ignore format: packed word list
const NIGHT_SAID: Terms = [
  'open-minded and willing to stay the night', 'open minded and willing to stay the night',
  'willing to stay the night ... discretion', 'ready to stay the night ... discretion',
];
/** Open-minded about the work or the learning: the older rule read any open mind as for sex. */
// biome-ignore format: packed word list
const OPEN_TO_WORK: Terms = [
  'open-minded about work*', 'open minded about work*', 'open-minded about learn*',
  'open minded about learn*', 'open-minded to learn*', 'open minded to learn*',
  'open-minded to new', 'open minded to new', 'open-minded about new', 'open minded about new',
];

/** Tablets "the boys sell": pills sold at a park, not a pharmacy. */
// biome-ignore format: packed word list
const BOYS_TABLETS: Terms = [
  'tablets the boys sell', 'pills the boys sell', 'tablets the boys dey sell',
  'pills the boys dey sell', 'special tablets the boys', 'special pills the boys',
  'tablets wey the boys dey sell', 'tablets the boys at the park', 'pills the boys at the park',
];

export const TWENTYFIRST_BUSINESS_SPECS: readonly CategorySpec[] = [
  {
    category: 'illegal_goods_services',
    rules: [
      {
        name: "a rival's secrets got from its staff",
        outcome: 'refuse',
        act: LEAKED,
        obj: SECRETS,
        needs: INSIDERS,
        forward: 40,
        backward: 0,
      },
      { name: 'tablets the boys sell', outcome: 'refuse', alone: BOYS_TABLETS },
    ],
  },
  {
    category: 'sexual_services',
    rules: [
      {
        name: 'young women for guests, open-minded for the night',
        outcome: 'refuse',
        act: YOUNG_WOMEN,
        obj: FOR_THE_NIGHT,
        forward: 120,
        backward: 0,
        nextSentenceHolds: true,
      },
      { name: 'a night said for the women', outcome: 'refuse', alone: NIGHT_SAID },
    ],
    safe: OPEN_TO_WORK,
  },
  {
    category: 'impersonation_fraud',
    rules: [
      {
        name: "cards in another's name used",
        outcome: 'refuse',
        act: CARDS,
        obj: NOT_IN_OUR_NAME,
        forward: 60,
        backward: 0,
      },
    ],
  },
  {
    category: 'dangerous_work',
    rules: [
      {
        name: 'fuel carried in a car, by its trade name',
        outcome: 'hold',
        act: FUEL_IN_CONTAINERS,
        obj: IN_A_CAR,
        forward: 80,
        backward: 40,
      },
    ],
  },
  {
    category: 'trespass_break_in',
    rules: [
      {
        name: "others' gates opened with a master key",
        outcome: 'refuse',
        act: OPENERS,
        obj: MASTER_KEY,
        needs: OTHERS_PLACES,
        forward: 80,
        backward: 0,
      },
    ],
  },
];
