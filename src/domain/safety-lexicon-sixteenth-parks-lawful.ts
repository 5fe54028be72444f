// Sixteenth round, motor parks and transport (voice-36): lawful errands the rules refused or held,
// as classes (docs/safety.md, "Sixteenth round, voice-36"): a fare card or airtime topped up (its
// "top-up" and "top up" read together as "up top", a height), a form signed "in front of you" (a
// witness, not an audience). Spread into SIXTEENTH_PARKS_SPECS. "Board" as getting on a bus and an
// Igbo research title are words every category shares (safety-lexicon-policy.ts).
import type { CategorySpec, Terms } from './safety-policy-spec.ts';

/** A card, a wallet or airtime topped up with money: not fuel poured (that is "top up the
 *  diesel", still read by the fuel rules), and no height. */
const TOPPED = ['card', 'airtime', 'data', 'wallet', 'balance', 'credit'];
// biome-ignore format: packed word list
const TOP_UP_MONEY: Terms = TOPPED.flatMap((what) => [
  `${what} top-up`, `${what} top up`, `${what} topup`, `top up ... ${what}`, `top-up ... ${what}`,
]);

/** A paper signed "in front of you": the Operator as witness, not an audience that shames. */
// biome-ignore format: packed word list
const WITNESSED: Terms = [
  'sign* ... in front of you', 'in front of you as witness', 'fill* ... in front of you',
  'thumbprint* ... in front of you', 'stamp* ... in front of you',
];

export const PARKS_LOOKALIKE_SPECS: readonly CategorySpec[] = [
  { category: 'dangerous_work', rules: [], safe: TOP_UP_MONEY },
  { category: 'harassment_intimidation', rules: [], safe: WITNESSED },
];
