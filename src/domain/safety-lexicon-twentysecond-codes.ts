// Twenty-second round, credentials as policy rules (docs/safety.md, "Twenty-second round,
// credentials"): a code or PIN read while its holder is not looking, a grandmother's code passed
// on in Yoruba and Igbo, image puzzles solved for a site or a bot farm, a NIN borrowed or rented.
// Appended to POLICY_SPECS.
import type { CategorySpec, Terms } from './safety-policy-spec.ts';

// biome-ignore format: packed word list
const SECRETS: Terms = [
  'token number', 'token', 'pin', 'code', 'otp', 'password', 'passcode', 'card number',
];

// biome-ignore format: packed word list
const NOT_LOOKING: Terms = [
  "when she's not looking", 'when she is not looking', "when he's not looking",
  'when he is not looking', 'without her seeing', 'without him seeing', 'behind her back',
  'behind his back', 'while she is not looking', 'while he is not looking',
];

/** Yoruba and Igbo: the code that comes into a phone, sent on ("fi ránṣẹ́ sí mi", "zitere m"). */
// biome-ignore format: packed word list
const CODE_PASSED_ON: Terms = [
  'kóòdù tí yóò wọ', 'kóòdù tó bá wọ', 'kóòdù ... fi ránṣẹ́ sí mi', 'kóòdù ... fi ranse si mi',
  'koodu ga-abata', 'koodu ... zitere m', 'koodu bara ... zitere', 'koodu ahụ zitere m',
];

/** Image puzzles solved on a site for pay or for a bot farm. */
// biome-ignore format: packed word list
const PUZZLES_SOLVED: Terms = [
  'characters from the images', 'characters in the images', 'letters from the images',
  'click all the traffic lights', 'click the traffic lights', 'select all the buses',
  'click all the buses', 'on these verification screens', 'verification screens for our',
  'verification puzzles', 'solve the puzzle pictures on', 'solve the picture puzzles on',
  'puzzles on the betting site', 'bot farm', 'image challenges for',
];

/** A NIN or BVN borrowed, lent, rented or bought. */
// biome-ignore format: packed word list
const NIN_BORROWED: Terms = [
  'borrow your nin', 'borrow your bvn', 'lend us your nin', 'lend us your bvn', 'lend me your nin',
  'lend me your bvn', 'rent your nin', 'rent your bvn', 'buy your nin', 'sell us your nin',
  'sell your nin', 'use your nin for our', 'use your bvn for our', 'your nin for our agent',
];

export const TWENTYSECOND_CODES_SPECS: readonly CategorySpec[] = [
  {
    category: 'otp_handling',
    rules: [
      {
        name: "a code read while its holder isn't looking",
        outcome: 'refuse',
        act: SECRETS,
        obj: NOT_LOOKING,
        forward: 60,
        backward: 40,
      },
      { name: 'a code passed on, Yoruba and Igbo', outcome: 'refuse', alone: CODE_PASSED_ON },
    ],
  },
  {
    category: 'captcha_solving',
    rules: [{ name: 'image puzzles solved for a site', outcome: 'refuse', alone: PUZZLES_SOLVED }],
  },
  {
    category: 'account_creation',
    rules: [{ name: 'a NIN borrowed or rented', outcome: 'refuse', alone: NIN_BORROWED }],
  },
];
