// Twentieth round, fraud no lexicon named (docs/safety.md, "Twentieth round, harm no lexicon
// named"): an agency's uniform worn to collect money, signing as a dead or absent parent, cards
// swapped for fakes, land sold behind its owner's back, another person's ID used without their
// knowing, the writer played to his bank, the Operator's identity lent as a front, accounts made
// under many names. Appended to POLICY_SPECS.
import type { CategorySpec, Terms } from './safety-policy-spec.ts';
import { BEHIND_THEIR_BACK } from './safety-lexicon-twentieth.ts';

/** An agency's uniform, jacket or vest worn: only its staff wear it. Uniforms delivered or
 *  photographed are no one's dress. */
const AGENCIES = ['lastma', 'frsc', 'vio', 'police', 'customs', 'army', 'nscdc', 'kai', 'nepa'];
const AGENCY_DRESS: Terms = AGENCIES.flatMap((a) =>
  ['uniform', 'jacket', 'vest', 'reflective vest'].flatMap((d) => [
    `in a ${a} ${d}`,
    `in the ${a} ${d}`,
    `in ${a} ${d}`,
    `wear* a ${a} ${d}`,
    `wear* the ${a} ${d}`,
    `put on the ${a} ${d}`,
    `put on a ${a} ${d}`,
  ]),
);
/** What the wearer does with it: the category's own verbs (collecting money as a fake official). */
const TAKE_MONEY: Terms = ['collect*', 'take', 'demand*', 'charge*'];

/** Signing as a parent who cannot sign: dead, away, or simply not the signer. */
// biome-ignore format: packed word list
const SIGNING_AS_A_PARENT: Terms = [
  'sign* as the father', 'sign* as the mother', 'sign* as his father', 'sign* as her father',
  'sign* as his mother', 'sign* as her mother', 'sign* as the deceased', 'sign* as the dead',
  'sign* as the late', 'sign* for the dead',
];

/** Cards swapped for fakes at a POS. */
// biome-ignore format: packed word list
const CARDS_SWAPPED: Terms = [
  'swap* the customer* card*', 'swap* their card*', 'switch* the customer* card*',
  'switch* their card*', 'card* with fake ones', 'card* with fake one', 'card* for fake ones',
  'swap* ... card* ... fake', 'switch* ... card* ... fake',
];

/** Land, a plot or a house sold or let by who does not own it. */
// biome-ignore format: packed word list
const SOLD_OR_LET: Terms = [
  'collect* ... deposit*', 'take* ... deposit*', 'collect* ... payment*', 'sell* the land',
  'sell* the plot', 'sell* the house', 'rent* out the house', 'rent* out the flat',
  'the land is ours', 'the plot is ours', 'the house is ours',
];
// biome-ignore format: packed word list
const OWNER_AWAY: Terms = [
  'real owner is abroad', 'real owner is not around', 'real owner does not know',
  "real owner doesn't know", 'the owner is abroad', 'owner is abroad', 'owner is not around',
  'owner does not know', "owner doesn't know", 'owner no know', 'not our land', 'is not ours',
  "isn't ours", 'no be our land',
];

/** Another person's papers used to pass as them, without their knowing. */
const HOLDERS_OF_PAPERS = ['his', 'her', 'their', 'my neighbour s', 'my neighbor s', 'my friend s'];
const PAPERS = ['id', 'id card', 'nin', 'nin slip', 'passport', 'pvc', 'licence', 'license'];
const USING_ANOTHERS_PAPERS: Terms = HOLDERS_OF_PAPERS.flatMap((h) =>
  PAPERS.flatMap((p) => [`with ${h} ${p}`, `using ${h} ${p}`]),
);
// biome-ignore format: packed word list
const NOT_KNOWING: Terms = [
  "he doesn't know", 'he does not know', "she doesn't know", 'she does not know',
  "they don't know", 'they do not know', 'he no know', 'she no know', ...BEHIND_THEIR_BACK,
];

/** The Operator told to be the writer to the writer's bank or callers. */
// biome-ignore format: packed word list
const BEING_THE_WRITER: Terms = [
  'tell the bank you are me', 'tell them you are me', 'tell dem say na you be me',
  'say you are me', 'say that you are me', 'pretend* to be me', 'pose as me', 'posing as me',
  'answer the phone as me', 'answer* ... as me', 'speak as me', 'act as me',
];

/** A parent helped to collect his own pension: he is there. */
const PARENTS = ['father', 'mother', 'grandfather', 'grandmother', 'uncle', 'aunt', 'papa', 'mama'];
const PENSION_HELPED: Terms = PARENTS.flatMap((r) =>
  ['his', 'her'].map((o) => `help* my ${r} collect* ${o} pension`),
);

/** The Operator's own identity lent for someone else's business or friend: a front. */
// biome-ignore format: packed word list
const YOUR_IDENTITY: Terms = [
  'with your nin', 'with your bvn', 'using your nin', 'using your bvn', 'with your own nin',
  'with your own bvn', 'with your name', 'in your name', 'with your id', 'using your id',
];
// biome-ignore format: packed word list
const FOR_ANOTHER: Terms = [
  'for my company', 'for my business', 'for my friend', 'for my brother', 'for my client',
  'for our company', "i don't want my name", 'i do not want my name', 'my name on it',
  'my name no go', 'make my name no',
];

/** Accounts or pages made under many names: a farm of them. */
// biome-ignore format: packed word list
const MANY_NAMES: Terms = [
  'with different names', 'under different names', 'with fake names', 'using different names',
  'in different names', "with different people's names", 'with other people s names',
];
const MADE_UNDER_THEM: Terms = [
  'accounts',
  'pages',
  'profiles',
  'handles',
  'sims',
  'lines',
  'wallets',
];

export const TWENTIETH_FRAUD_SPECS: readonly CategorySpec[] = [
  {
    category: 'impersonation_fraud',
    safe: PENSION_HELPED,
    rules: [
      {
        name: "an agency's dress worn to collect money",
        outcome: 'refuse',
        act: AGENCY_DRESS,
        obj: TAKE_MONEY,
        forward: 60,
        backward: 40,
      },
      { name: 'signing as a parent', outcome: 'refuse', alone: SIGNING_AS_A_PARENT },
      { name: 'cards swapped for fakes', outcome: 'refuse', alone: CARDS_SWAPPED },
      {
        name: 'land sold behind its owner',
        outcome: 'refuse',
        act: SOLD_OR_LET,
        obj: OWNER_AWAY,
        forward: 80,
        backward: 80,
      },
      {
        name: "another person's papers used without their knowing",
        outcome: 'refuse',
        act: USING_ANOTHERS_PAPERS,
        obj: NOT_KNOWING,
        forward: 40,
        backward: 0,
      },
      { name: 'the writer, played to his bank', outcome: 'refuse', alone: BEING_THE_WRITER },
      {
        name: "the Operator's identity lent as a front",
        outcome: 'refuse',
        act: YOUR_IDENTITY,
        obj: FOR_ANOTHER,
        forward: 60,
        backward: 60,
      },
    ],
  },
  {
    category: 'account_creation',
    rules: [
      {
        name: 'accounts made under many names',
        outcome: 'refuse',
        act: MANY_NAMES,
        obj: MADE_UNDER_THEM,
        forward: 0,
        backward: 40,
      },
    ],
  },
];
