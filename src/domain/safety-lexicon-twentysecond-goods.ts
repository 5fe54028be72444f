// Twenty-second round, goods (docs/safety.md, "Twenty-second round, goods"): goods whose source
// or kind makes them unlawful, in words no list held: gold from an illegal site, logs taken
// before the rangers come, cattle bought "no papers, cheap", car parts from a chop shop, a
// palace's bronze for a foreign buyer, locally made cartridges, parrots and monkeys packed for the
// airport, mercury creams, diesel from the pipeline boys, street names in the phrases that fix
// them, drugs sold on prescription got without one, sand dredged without a permit. Appended to
// POLICY_SPECS.
import type { CategorySpec, Terms } from './safety-policy-spec.ts';
import { FROM_THE_WILD } from './safety-lexicon-twentyfirst-harm.ts';

// biome-ignore format: packed word list
const GOT: Terms = [
  'buy*', 'bought', 'sell', 'sells', 'selling', 'sold', 'collect*', 'pick* up', 'bring*', 'carry',
  'load*', 'get me', 'receive*', 'supply', 'pack*', 'ship*', 'deliver*', 'transport*', 'export*',
];

/** An unlawful source named: an illegal mine, a forest before its rangers, a pipeline, a palace. */
// biome-ignore format: packed word list
const UNLAWFUL_SOURCE: Terms = [
  'illegal site', 'illegal mining', 'illegal miners', 'illegal mine*', 'illegal pit*', 'galamsey',
  'illegally mined', 'illegal refinery', 'illegal refineries', 'before the rangers',
  'before the forest guard*', 'kosso wood', 'rosewood logs', 'pipeline boys', 'from the pipeline',
  'pipeline vandal*', 'from the chop shop', 'chop shop at', 'bronze head*', 'benin bronze*',
  'ife bronze*', 'ife head*', 'nok terracotta*', 'nok figure*', 'nok sculpture*',
  'from the palace ... foreign buyer', 'from the shrine ... buyer', 'for the foreign buyer',
  'locally made cartridge*', 'shotgun cartridge*', 'gun cartridge*', 'cartridges for the hunters',
  'collect the arizona', 'arizona from the boys', 'canadian from the boys',
  'removed from the transformer', 'cut from the transformer', 'removed from the poles',
  'cables the boys removed', 'cables the boys cut',
];

/** Mercury creams bought or sold (taken off a shelf to the regulator is the shop's duty). */
// biome-ignore format: packed word list
const MERCURY_CREAMS: Terms = [
  'cream* with mercury', 'mercury cream*', 'cream* containing mercury', 'mercury soap*',
];

// biome-ignore format: packed word list
const BUY_OR_SELL: Terms = [
  'buy*', 'bought', 'sell', 'sells', 'selling', 'sold', 'supply', 'distribut*', 'hawk*', 'stock*',
];

/** A replica or a souvenir is the craft market's; a printer's cartridge is no gun's; a phone
 *  bought with its IMEI checked is no stolen one. */
// biome-ignore format: packed word list
const REPLICAS: Terms = [
  'replica*', 'souvenir*', 'craft market', 'reproduction*', 'bronze head* ... replica*',
  'bronze head* ... carving*', 'printer cartridge*', 'ink cartridge*', 'toner cartridge*',
  // "With receipts and IMEI checks": the checks done, where the older rule reads "no IMEI check".
  'and imei check*', 'with imei check*', 'imei check* done', 'after imei check*', 'do imei check*',
  'run imei check*',
];

/** Livestock, vehicles or phones bought "no papers, cheap". */
// biome-ignore format: packed word list
const BUY: Terms = ['buy*', 'bought', 'collect*', 'receive*', 'take', 'pick* up'];

// biome-ignore format: packed word list
const NO_PAPERS: Terms = [
  'no papers', 'without papers', 'no papers, cheap', 'no questions', 'no receipt* and cheap',
  "don't ask where", 'do not ask where', 'from the bush last night',
];

// biome-ignore format: packed word list
const PAPERED_GOODS: Terms = [
  'cow*', 'cattle', 'goat*', 'ram*', 'sheep', 'car', 'cars', 'car parts', 'motorcycle*', 'okada*',
  'keke*', 'phone*', 'laptop*', 'generator*', 'cheap',
];

/** Wild animals packed for the airport or a buyer. */
// biome-ignore format: packed word list
const WILD_ANIMALS: Terms = [
  'parrots', 'monkeys', 'grey parrot*', 'chimpanzee*', 'baby monkey*', 'gorilla*', 'tortoises',
  'pangolins', 'live birds', 'baby chimp*', 'drills', 'mandrills',
];

const FOR_A_BUYER: Terms = [
  ...FROM_THE_WILD,
  'airport',
  'abroad',
  'foreign buyer',
  'for the buyer',
];

/** Drugs a pharmacy sells only on prescription, got without one or in bulk. */
// biome-ignore format: packed word list
const PRESCRIPTION_ONLY: Terms = [
  'pregabalin', 'lyrica', 'diazepam', 'valium', 'xanax', 'alprazolam', 'rivotril', 'clonazepam',
  'pentazocine', 'pethidine', 'ketamine', 'morphine', 'benzhexol', 'rophynol', 'exol',
];

// biome-ignore format: packed word list
const UNPRESCRIBED: Terms = [
  'without a prescription', 'without prescription', 'no prescription', 'without any prescription',
  "without a doctor's prescription", 'in bulk', 'in large quantity', 'cartons of',
];

/** A load whose nature is hinted, not said ("it's the stuff"), and sand dredged without a
 *  permit: held for a person to read. */
// biome-ignore format: packed word list
const HINTED: Terms = [
  "it's the stuff, give", 'it is the stuff, give', "it's the stuff, pay", 'it is the stuff, pay',
  'special sweets for our', 'special sweets for the boys', 'special sweets for my',
  'dredged ... without a permit', 'dredg* ... without permit',
  'mine* ... without a permit', 'logs ... without a permit', 'sand ... without a permit',
];

export const TWENTYSECOND_GOODS_SPECS: readonly CategorySpec[] = [
  {
    category: 'illegal_goods_services',
    safe: REPLICAS,
    rules: [
      {
        name: 'goods from an unlawful source, twenty-second round',
        outcome: 'refuse',
        act: GOT,
        obj: UNLAWFUL_SOURCE,
        forward: 80,
        backward: 40,
      },
      {
        name: 'mercury creams bought or sold',
        outcome: 'refuse',
        act: BUY_OR_SELL,
        obj: MERCURY_CREAMS,
        forward: 60,
        backward: 30,
      },
      {
        name: 'livestock, vehicles or phones bought without papers',
        outcome: 'refuse',
        act: BUY,
        obj: NO_PAPERS,
        needs: PAPERED_GOODS,
        forward: 100,
        backward: 0,
      },
      {
        name: 'wild animals packed for a buyer',
        outcome: 'refuse',
        act: GOT,
        obj: WILD_ANIMALS,
        needs: FOR_A_BUYER,
        forward: 40,
        backward: 0,
      },
      {
        name: 'prescription drugs got without one',
        outcome: 'refuse',
        act: [...GOT, 'get', 'getting', 'got'],
        obj: PRESCRIPTION_ONLY,
        needs: UNPRESCRIBED,
        forward: 40,
        backward: 20,
      },
      { name: 'a load hinted, a permit lacking', outcome: 'hold', alone: HINTED },
    ],
  },
];
