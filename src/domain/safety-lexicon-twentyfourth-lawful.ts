// Twenty-fourth round, the lawful look-alikes (docs/safety.md, "Twenty-fourth round, fresh
// voices"): what fresh writers put that the rules refused or held, as safe phrases and frame
// words. A car pushed to start, a photographer's shoot, a barber's cut, fowls killed for a party,
// a child's birthday, a show stolen, blank registers of controlled drugs, a counterfeit detector,
// gun oil and a firearm licence's papers, a Lagos plate, a lab's sample box, a records office,
// three ATMs, a polling unit, a bank that does not call. Appended to POLICY_SPECS and the lexicon.
import type { LexiconGroup } from './safety-lexicon-kinds.ts';
import type { CategorySpec, Terms } from './safety-policy-spec.ts';

/** A haircut: "cut the boys' hair at the barbing salon". */
const HAIRCUTS: Terms = ['boys', 'girls', 'children', 'kids', 'twins', 'pupils', 'men'].flatMap(
  (who) => [`cut* the ${who} hair`, `cut* the ${who} s hair`, `cut* my ${who} hair`],
);

/** Packing up after a fair is no wrecking. */
// biome-ignore format: packed word list
const PACKED_UP: Terms = [
  'break* down their stall*', 'break* down their stand*', 'break* down their tent*',
  'break* down their table*', 'break* down their canop*', 'help them break down',
];

/** Fowls and goats killed for a party, counted in words ("kill the three fowl"). */
// biome-ignore format: packed word list
const COUNTED = ['#', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];
// biome-ignore format: packed word list
const FOWLS = [
  'fowl', 'fowls', 'chicken', 'chickens', 'cockerel', 'cockerels', 'goat', 'goats', 'ram', 'rams',
  'turkey', 'turkeys',
];
const KILLED_FOR_FOOD: Terms = COUNTED.flatMap((n) =>
  FOWLS.flatMap((a) => [`kill* the ${n} ${a}`, `kill* ${n} ${a}`]),
);

/** A child's day, not the child: "pickup for my baby's bday". */
const CHILDREN = ['baby', 'daughter', 'son', 'child', 'kid', 'kids', 'twins', 'niece', 'nephew'];
const CHILDS_DAY = ['s birthday*', 's bday', 'birthday*', 'bday', 's party', 's naming*'];
const CHILDS_PARTY: Terms = CHILDREN.flatMap((c) => CHILDS_DAY.map((d) => `${c} ${d}`));

export const TWENTYFOURTH_LAWFUL_SPECS: readonly CategorySpec[] = [
  {
    category: 'violence_threats',
    // biome-ignore format: packed word list
    safe: [
      ...PACKED_UP, ...KILLED_FOR_FOOD, ...HAIRCUTS,
      // A photographer's shoot and a foreman's push.
      'shoot* ... in their aso-ebi', 'shoot* ... in aso-ebi', 'shoot* ... for the album',
      'shoot* ... for the wedding album', 'shoot* ... for our catalogue',
      'shoot* ... for the catalogue', 'shoot* ... for the magazine', 'shoot* ... for our magazine',
      'push* ... to finish', 'push* ... to complete', 'push* ... to work faster',
      'push* ... to meet the deadline',
      // A car pushed to start.
      'push* the car', 'push* my car', 'push* our car', 'push* the vehicle', 'push* the keke',
      'push* the truck', 'push* the bus', 'push-start*', 'push start*', 'push am small make',
      'push* ... engine catch', 'push* ... engine start',
    ],
    rules: [],
  },
  {
    category: 'hate_incitement',
    // A town whose name reads "blame" once an l is read as an i.
    safe: ['zaki biam', 'zaki-biam'],
    rules: [],
  },
  {
    category: 'surveillance_stalking',
    // A records office and its head, not a person recorded.
    // biome-ignore format: packed word list
    safe: [
      'head of records', 'medical records', 'records department', 'records office',
      'records officer', 'records unit', 'records desk', 'records section',
    ],
    rules: [],
  },
  {
    category: 'harassment_intimidation',
    // "thre atms" reads "threat" across the space.
    safe: ['three atm*', 'thre atm*'],
    rules: [],
  },
  {
    category: 'minors_exploitation',
    // A child's day; and "the boys" who help the Operator carry, in Pidgin grown men.
    // biome-ignore format: packed word list
    safe: [
      ...CHILDS_PARTY, 'the boys go help you', 'my boys go help you', 'the boys will help you',
      'our boys will help you', 'the boys go help una',
      // Clothes in a child's size: "in the sizes I will send (age 8–9 and age 10–11)".
      'sizes ... age #', 'size* for age #', 'size age #', 'sizes age #',
    ],
    rules: [],
  },
  {
    category: 'illegal_goods_services',
    // biome-ignore format: packed word list
    safe: [
      'steal* the show', 'stole the show', 'controlled drugs register*', 'controlled drug register*',
      'dangerous drugs register*', 'drugs register*', 'counterfeit note detector*',
      'counterfeit detector*', 'counterfeit money detector*', 'counterfeit currency detector*',
      'counterfeit detection', 'uv counterfeit', 'fake note detector*', 'fake currency detector*',
      'gun oil', 'gun cleaning', 'cleaning kit* for', 'cleaning rod*', 'bore brush*',
      'firearm* licen*', 'firearms section', 'firearms office', 'firearms desk', 'firearms unit',
      // "Ask re: tramadol", regarding, is not Igbo "ree" (sell), which the squeeze reads alike.
      'ask* re', 'ask* them re', 'enquire* re', 'inquire* re',
      // A Lagos number plate, not the drug.
      'plate lsd', 'plate number lsd', 'plate no lsd', 'plates lsd',
      // A lab's sample box kept shut for its cold chain.
      'ice pack dey inside so no open am', 'ice pack is inside so do not open it',
      'ice packs are inside so do not open it',
    ],
    rules: [],
  },
];

/** A polling unit is no poll that asks ("at the polling unit on Saturday, pay …"); a bank that
 *  "no dey call person ask for OTP" does not ask. */
export const TWENTYFOURTH_LEXICON: readonly LexiconGroup[] = [
  {
    kind: 'cueNegative',
    // biome-ignore format: packed word list
    terms: [
      'polling unit*', 'polling station*', 'polling booth*', 'polling centre*', 'polling center*',
      'polling agent*', 'polling officer*', 'polling day',
    ],
  },
  {
    kind: 'negation',
    // biome-ignore format: packed word list
    terms: [
      'no dey call person', 'no go call person', 'no dey call anybody', 'no go call anybody',
      'will never call to', 'never call to',
    ],
  },
];
