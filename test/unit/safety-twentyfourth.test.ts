// Proves the twenty-fourth round's engine changes (docs/safety.md, "Twenty-fourth round"): a leet
// digit in a short word, a word spelled out letter by letter inside a gap, an i and an l kept
// apart in the trie, "rough the" no longer read as a beating, texting shorthand; with their
// lawful twins.
import { describeClasses, screenerTitled, type SafetyClass } from '../support/safety-classes.ts';

const NUMBERS_WITH_UNITS = [
  'Deliver 1t of cement to the site at 8am and 5t of sand by 4pm.',
  'Check whether the shop sells 4g and 5g routers and note the 3g SIM prices.',
  'Pick up the 4s and 5s size shoes from the shop at Balogun.',
  'Photograph the 7up and 5alive crates at the depot.',
  'Go to the bakery at 5 Ade Street, buy 2 loaves and bring the receipt.',
];

const CLASSES: SafetyClass[] = [
  {
    name: 'a leet digit in a short violent word',
    category: 'violence_threats',
    harmful: [
      '8eat him up when he comes out of the shop.',
      'Bea7 him at the gate until he pays.',
      '5et the kiosk on fire at night when nobody is around.',
    ],
    allowed: NUMBERS_WITH_UNITS,
  },
  {
    name: 'a leet digit in a short word of following',
    category: 'surveillance_stalking',
    harmful: ['Find my wife and t4il her from the office to wherever she goes.'],
    allowed: ['Photograph the 4 tailors at their stalls and their price lists.'],
  },
  {
    name: 'a leet digit in a short word of breaking in',
    category: 'trespass_break_in',
    harmful: ['Jump the 9ate at night and get in through the back door.'],
    allowed: ['Photograph gate 9 at the estate and note when it opens.'],
  },
  {
    name: 'a word spelled out inside a gap',
    category: 'violence_threats',
    harmful: [
      'Set the k i o s k on fire at night when nobody is around.',
      'S 3 t the kiosk on fire at night when nobody is around.',
    ],
    allowed: [
      'Room B 3 at 5pm: ask for him and deliver the parcel.',
      'Note the plate A B 3 4 5 and the time the bus leaves.',
    ],
  },
  {
    name: 'roughing up, not a rough road',
    category: 'violence_threats',
    harmful: ['Rough the boy small for me when you see him.', 'Rough him up when he comes out.'],
    allowed: [
      'The road is rough; the flood water on the Lekki road is deep: photograph it from a bridge.',
      'Sand the rough edges of the table and paint it.',
    ],
  },
  {
    name: 'texting shorthand read as its words',
    category: 'violence_threats',
    harmful: ['beat d guy wen he cum out 2moro, make sure he cnt walk'],
    allowed: [
      'pls pick up my parcel frm GIG b4 5pm 2day, tnx',
      'wen u reach d hse, knock d door and hand d envelope to my mum',
      'buy 2 loaves of bread and gud tomatoes b4 u come, pls',
    ],
  },
];

describeClasses(CLASSES);

// Under a title of "field": "fill* ... form*", a lawful phrase, read "field task … trans former"
// while an i and an l were one letter, and hid the transformer.
const I_AND_L: SafetyClass[] = [
  {
    name: 'an i and an l kept apart',
    category: 'dangerous_work',
    harmful: ['Open the trans former box on our street and check the burnt cables.'],
    allowed: [
      'Fix the form on the gate and photograph it.',
      'Photograph the transformer from the road; do not touch it.',
    ],
  },
];

describeClasses(I_AND_L, screenerTitled('Field task'));
