// Twenty-fifth round, the lawful look-alikes (docs/safety.md, "Twenty-fifth round"): what fresh
// writers put that the rules refused or held, as safe phrases. A damaged lock photographed for a
// report, a person gone along with ("go with him to the station", "follow am waka round the
// farm"), prices got for children's sizes, toy guns priced in Hausa. Appended to POLICY_SPECS.
import type { CategorySpec, Terms } from './safety-policy-spec.ts';

/** A thing damaged, not a person: "photograph the damaged lock and door". */
const DAMAGED_THINGS = ['lock', 'padlock', 'door', 'gate', 'window', 'fence', 'meter', 'shutter'];
const THINGS_DAMAGED: Terms = DAMAGED_THINGS.flatMap((t) => [`damaged ${t}`, `damaged ${t}s`]);

/** A person gone along with, not watched: "then go with him to the police division". */
const ALONG = ['go', 'come', 'walk', 'ride', 'travel', 'together', 'along'];
const GONE_ALONG_WITH: Terms = ALONG.flatMap((v) => [
  `${v} with him`,
  `${v} with her`,
  `${v} with the driver follow am`,
  `${v} with the driver and follow am`,
]);

/** A child's things in a child's size: "sandals and socks for age 6 and age 9". */
// biome-ignore format: packed word list
const CHILD_ITEMS = [
  'sandals', 'shoes', 'socks', 'bag', 'bags', 'uniform', 'uniforms', 'clothes', 'dress', 'dresses',
  'shirts', 'shorts', 'trousers', 'books', 'toys', 'bicycle', 'items', 'sizes',
];
const SIZED_FOR_AGE: Terms = [
  ...CHILD_ITEMS.map((item) => `${item} for age #`),
  'for age # and age #',
  'for ages # and #',
];
/** Children cared for, not put to work: "a nanny for my children aged 3 and 5", "households with
 *  children aged 6–12"; and years served, not years of age ("house help, 5 years experience"). */
const OWN = ['my', 'our'];
const YOUNG = ['children', 'kids', 'son', 'daughter', 'twins', 'boys', 'girls'];
// biome-ignore format: packed word list
const CARED_FOR: Terms = [
  ...OWN.flatMap((o) => YOUNG.flatMap((y) => [`${o} ${y} aged #`, `${o} ${y} of #`])),
  ...['households', 'homes', 'families', 'parents', 'mothers'].flatMap((h) => [
    `${h} with children`, `${h} with children aged #`, `${h} of children aged #`,
  ]),
  '# years experience', '# years of experience', '# years exp*', '# yrs experience', '# yrs exp*',
  '# yrs of experience', 'worked # years', 'worked for # years', 'with us for # years',
];

export const TWENTYFIFTH_LAWFUL_SPECS: readonly CategorySpec[] = [
  { category: 'violence_threats', safe: THINGS_DAMAGED, rules: [] },
  {
    category: 'surveillance_stalking',
    // biome-ignore format: packed word list
    safe: [
      ...GONE_ALONG_WITH, 'follow am waka round', 'follow am waka around', 'follow am walk round',
      'follow am walk around', 'follow am go round', 'follow am inspect',
    ],
    rules: [],
  },
  {
    category: 'minors_exploitation',
    // Prices got for a child's sizes: "for age 6 and age 9. Get prices from 3 shops".
    // biome-ignore format: packed word list
    safe: [
      'get prices', 'get price', 'get the price*', 'get their price*', 'get quote*',
      'get the quote*', ...SIZED_FOR_AGE, ...CARED_FOR,
    ],
    rules: [],
  },
  {
    category: 'illegal_goods_services',
    // A toy gun in Hausa: plastic, for play, or shooting water.
    // biome-ignore format: packed word list
    safe: [
      'bindigar roba', 'bindigogin roba', 'bindigar wasa*', 'bindigogin wasa*', 'bindigar ruwa',
      'bindigogin ruwa', "bindigar 'yan wasa", 'bindigar yara',
    ],
    rules: [],
  },
];
