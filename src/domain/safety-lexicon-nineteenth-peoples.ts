// Nineteenth round: a people barred or campaigned against without a sign named (docs/safety.md,
// "Nineteenth round, peoples"): the seventeenth round's "a people shut out on a sign" needs the
// sign; "No Igbo applicants will be employed here" is the notice itself. Appended to POLICY_SPECS.
import { PEOPLES } from './safety-lexicon-seventeenth-beauty.ts';
import type { CategorySpec, Terms } from './safety-policy-spec.ts';

/** Whom a notice bars: patrons, tenants, staff and those who would be. */
// biome-ignore format: packed word list
const AS_ANYONE = [
  'customers', 'clients', 'tenants', 'buyers', 'passengers', 'staff', 'workers', 'people',
  'applicants', 'candidates', 'job seekers', 'students', 'traders', 'sellers', 'drivers',
  'apprentices', 'patients', 'guests', 'members',
];
const NO_PEOPLE: Terms = PEOPLES.flatMap((g) => AS_ANYONE.map((p) => `no ${g} ${p}`));
/** The bar itself: "no Igbo customers came today" is a count, "… will be served" a rule. */
// biome-ignore format: packed word list
const BARRED: Terms = [
  'will be employed', 'will be hired', 'will be served', 'will be accepted', 'will be admitted',
  'will be attended to', 'will be considered', 'will be allowed', 'will be given', 'need apply',
  'should apply', 'may apply', 'allowed', 'are allowed', 'is allowed', 'are welcome', 'welcome',
  'wanted', 'can rent', 'may rent', 'can apply', 'fit apply', 'go dey allowed', 'we no dey take',
];
/** Material made against a people ("print flyers against the Igbo traders"): held for a person,
 *  who reads whether it is a campaign against a policy or against the people. */
const AGAINST_PEOPLE: Terms = ['flyers', 'leaflets', 'posters', 'handbills', 'banners'].flatMap(
  (m) => PEOPLES.flatMap((g) => [`${m} against the ${g}`, `${m} against ${g}`]),
);
// biome-ignore format: packed word list
const SPREAD: Terms = [
  'print*', 'distribute*', 'share*', 'paste*', 'post', 'posts', 'posting', 'hand out',
  'handing out', 'spread*', 'design*', 'make', 'produce*',
];

export const NINETEENTH_PEOPLES_SPECS: readonly CategorySpec[] = [
  {
    category: 'hate_incitement',
    rules: [
      {
        name: 'a people barred by a notice',
        outcome: 'refuse',
        act: NO_PEOPLE,
        obj: BARRED,
        forward: 30,
        backward: -1,
        signFrames: false,
      },
      {
        name: 'material made against a people',
        outcome: 'hold',
        act: SPREAD,
        obj: AGAINST_PEOPLE,
        forward: 30,
        backward: -1,
        signFrames: false,
      },
    ],
  },
];
