// Twenty-third round, harm said without its word (docs/safety.md, "Twenty-third round, harm"): a
// threat delivered as a thing (a bullet in an envelope, a coffin with a name on it), boys with
// sticks gathered "to welcome" officials, a powder put in a rival's food, a people cast as a plot
// ("Muslims are planning to take over … and must be stopped", "the Fulani traders poison their
// milk"), strangers told they "have taken enough". And a quit notice's delivery photographed as
// its proof. Appended to POLICY_SPECS.
import { PEOPLES } from './safety-lexicon-seventeenth-beauty.ts';
import type { CategorySpec, Terms } from './safety-policy-spec.ts';

// biome-ignore format: packed word list
const HAND_OVER: Terms = [
  'deliver*', 'hand*', 'drop*', 'leave*', 'put', 'send*', 'place*', 'keep', 'take', 'give',
  'post', 'slip*',
];
/** A thing that is itself the threat. */
// biome-ignore format: packed word list
const THREAT_TOKENS: Terms = [
  'a single bullet', 'coffin with his name',
  'coffin with her name', 'miniature coffin', 'toy coffin', 'small coffin at', 'small coffin to',
  'wreath with his name', 'wreath with her name', 'headless chicken at', 'headless chicken on',
  'his photo with a red x', 'her photo with a red x',
];

/** A bullet sent in an envelope: the envelope is delivered, the bullet named a sentence on. */
// biome-ignore format: packed word list
const BULLET_SENT: Terms = [
  'inside is a bullet', 'a bullet inside', 'envelope with a bullet', 'with a bullet in it',
  'bullet in the envelope', 'bullet in an envelope', 'there is a bullet in', 'put a bullet in the',
];

/** Men with weapons gathered to meet someone. */
// biome-ignore format: packed word list
const GATHER: Terms = [
  'gather*', 'mobili*', 'assemble*', 'bring', 'get', 'organi*', 'arrange*', 'line up', 'station*',
];
const ARMED_GROUPS: Terms = ['boys', 'men', 'youths', 'area boys', 'guys', 'touts'].flatMap((g) =>
  ['sticks', 'cutlass*', 'machete*', 'clubs', 'bottles', 'stones', 'planks', 'iron rods'].map(
    (w) => `${g} with ${w}`,
  ),
);
// biome-ignore format: packed word list
const TO_MEET_THEM: Terms = [
  'welcome', 'wait for', 'when they come', 'officials', 'task force', 'the police',
  'soldiers', 'surveyors', 'the tax', 'to meet them', 'block', 'chase', 'teach them',
];

/** A substance put in a person's food or drink. */
// biome-ignore format: packed word list
const PUT_IN: Terms = [
  'mix*', 'put', 'pour*', 'add*', 'drop*', 'sprinkle*', 'stir*', 'dissolve*', 'slip*',
];
// biome-ignore format: packed word list
const SUBSTANCES: Terms = [
  'this powder', 'the powder', 'this liquid', 'the liquid', 'this medicine', 'sleeping pills',
  'sleeping tablets', 'the tablets', 'these tablets', 'the drops', 'these drops', 'sniper',
  'rat poison', 'otapiapia', 'this charm', 'the charm', 'the stuff', 'this stuff', 'the pill',
  'this pill', 'a pill', 'the tablet', 'a tablet', 'the drug', 'this drug',
];
// biome-ignore format: packed word list
const SOMEONES_FOOD: Terms = [
  'food of my', 'drink of my', 'in her food', 'in his food', 'in their food', 'into her food',
  'into his food', 'in her drink', 'in his drink', 'into her drink', 'into his drink',
  'in her tea', 'in his tea', 'in her soup', 'in his soup', "co-wife's", 'co-wife',
  "girl's drink", "woman's drink", "lady's drink", 'in her cup', 'in his cup',
  'without her knowing', 'without him knowing', 'when she is not looking', 'when he is not looking',
];

/** A people cast as a plot or a danger. */
// "About how Muslims are planning …": the topic cue inside the term, or it frames the match.
const PEOPLE_PLURAL: Terms = PEOPLES.flatMap((g) => [
  `${g}s`,
  `about how ${g}s`,
  `about how the ${g}`,
  `the ${g}`,
  `${g} traders`,
  `${g} herders`,
  `${g} people`,
]);
// biome-ignore format: packed word list
const CAST_AS_A_PLOT: Terms = [
  'are planning to take over', 'plan to take over', 'want to take over', 'are taking over',
  'must be stopped', 'must be driven out', 'must be chased out', 'must be wiped out',
  'must be dealt with', 'should be driven out', 'should be chased out', 'should be wiped out',
  'poison their milk', 'poison their food', 'poison our', 'to kill christians', 'to kill muslims',
  'to kill us', 'are killing our', 'want to islamise', 'want to islamize', 'want to christianise',
  'steal our children', 'kidnap our children', 'are behind the kidnappings', 'are all thieves',
  'are all kidnappers', 'are all criminals', 'are witches', 'are not human',
];

/** Strangers told to go. */
// biome-ignore format: packed word list
const STRANGERS_OUT: Terms = [
  'strangers have taken enough', 'settlers must go', 'settlers must leave', 'strangers must go',
  'strangers must leave', 'non-indigenes must go', 'non-indigenes must leave',
  'drive out the settlers', 'drive out the strangers', 'chase out the strangers',
  'chase out the settlers', 'chase out the non-indigenes', 'drive out the non-indigenes',
  'settlers should go back', 'strangers should go back',
];

export const TWENTYTHIRD_HARM_SPECS: readonly CategorySpec[] = [
  {
    category: 'violence_threats',
    rules: [
      {
        name: 'a threat delivered as a thing',
        outcome: 'refuse',
        act: HAND_OVER,
        obj: THREAT_TOKENS,
        forward: 80,
        backward: 80,
      },
      { name: 'a bullet sent in an envelope', outcome: 'refuse', alone: BULLET_SENT },
      {
        name: 'armed men gathered to meet someone',
        outcome: 'refuse',
        act: GATHER,
        obj: ARMED_GROUPS,
        needs: TO_MEET_THEM,
        forward: 30,
        backward: 0,
      },
      {
        name: "a substance put in a person's food",
        outcome: 'refuse',
        act: PUT_IN,
        obj: SUBSTANCES,
        needs: SOMEONES_FOOD,
        forward: 20,
        backward: 0,
      },
    ],
  },
  {
    category: 'hate_incitement',
    rules: [
      {
        name: 'a people cast as a plot',
        outcome: 'refuse',
        act: PEOPLE_PLURAL,
        obj: CAST_AS_A_PLOT,
        forward: 50,
        backward: 0,
      },
      { name: 'strangers told to go', outcome: 'refuse', alone: STRANGERS_OUT },
    ],
  },
  {
    category: 'surveillance_stalking',
    // The delivery photographed as its proof (a notice served, a parcel handed over).
    // biome-ignore format: packed word list
    safe: [
      'photo of the delivery', 'photograph of the delivery', 'picture of the delivery',
      'photo of the handover', 'photograph of the handover', 'photo as proof of delivery',
    ],
    rules: [],
  },
];
