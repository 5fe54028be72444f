// Fifteenth round, the lead's policy classes (docs/safety.md, "Fifteenth round, the lead's
// classes"): harm no rule knew that a credential fix brought to light. Appended to POLICY_SPECS.
import { GROUPS_MORE } from './safety-lexicon-concepts.ts';
import type { CategorySpec, Terms } from './safety-policy-spec.ts';

/** Barring a people from land, shops, homes or trade: English, Pidgin, Yoruba (kò gbọdọ̀ ra, must
 *  not buy; má ta … fún, do not sell … to), Hausa (kada su sayi, kada a sayar musu), Igbo (ka ha
 *  ghara ịzụ, erela … ala). */
// biome-ignore format: packed word list
const BARRED: Terms = [
  'must not buy', 'should not buy', 'must not rent', 'should not rent', 'must not own',
  'should not own', 'must not live', 'should not live', 'must not trade', 'should not trade',
  'must not open shop*', 'are not allowed to buy', 'are not allowed to rent',
  'not allowed to own', 'no longer allowed to', 'not to sell land to', 'not to rent to',
  "don't sell land to", "don't rent to", 'do not sell land to', 'do not rent to',
  'no sell land give', 'no rent give', 'make ... no buy land', 'make ... no rent',
  'kò gbọdọ̀ ra', 'kò gbọdọ̀ gba', 'kò gbọdọ̀ gbé', 'kò gbọdọ̀ ṣòwò', 'má ta ilẹ̀ fún',
  'ẹ má ta ilẹ̀', 'kada su sayi', 'kada su saya', 'kar su sayi', 'kada a sayar musu',
  'kada a ba su haya', 'ka ha ghara ịzụ', 'ka ha ghara izu', 'erela ha ala', 'erela ndị',
];

export const FIFTEENTH_LEAD_SPECS: readonly CategorySpec[] = [
  {
    category: 'hate_incitement',
    rules: [
      {
        name: 'a people barred from land, shops or homes',
        outcome: 'refuse',
        act: BARRED,
        obj: GROUPS_MORE,
        forward: 40,
        backward: 40,
        signFrames: false,
      },
    ],
  },
];
