// Twenty-second round, a person watched (docs/safety.md, "Twenty-second round, a person
// watched"): a spouse's call log got through a friend at the network, her chats read or
// screenshotted, her location checked every hour, an ex's new wife's hours noted, the room a wife
// booked asked of a hotel, everyone who visits a house photographed, a witness's home and
// household found, a phone read while its owner bathes, a teacher's address got by claiming to be
// her cousin (a delivery pretended to see who lives in a house is casing:
// safety-lexicon-twentysecond-casing.ts). Appended to POLICY_SPECS.
import type { CategorySpec, Terms } from './safety-policy-spec.ts';

// biome-ignore format: packed word list
const WHOSE = [
  "my wife's", "my husband's", 'his', 'her', "my girlfriend's", "my boyfriend's", "my ex's",
  "my sister's", "my brother's", 'their', "my daughter's", "my son's",
];

const RECORDS_GOT: Terms = WHOSE.flatMap((w) => [
  `call log of ${w}`,
  `call logs of ${w}`,
  `call records of ${w}`,
  `call history of ${w}`,
  `${w} call log*`,
  `${w} location every`,
  `check ${w} location`,
  `track ${w} location`,
]);

// biome-ignore format: packed word list
const WATCHED_SAID: Terms = [
  'from your friend at mtn', 'from your friend at glo', 'from your friend at airtel',
  'from your friend at 9mobile', 'who my husband has been chatting with',
  'who my wife has been chatting with', 'who she has been chatting with',
  'who he has been chatting with', 'who he chats with', 'who she chats with',
  'his phone password is', 'her phone password is', 'goes to work and comes back',
  'leaves for work and comes back', 'which room my wife booked', 'which room my husband booked',
  'which room she booked', 'which room he booked', 'where the witness lives',
  'where the witness stays', 'where the witness sleeps', 'how many people live with him',
  'how many people live with her', 'screenshot her chats', 'screenshot his chats',
  'screenshot their chats', 'screenshot her messages', 'screenshot his messages',
  ...['his', 'her', 'their', "the pastor's", "the chairman's", "my neighbour's"].flatMap((w) =>
    ['pictures of', 'photos of', 'photograph'].map((v) => `${v} everyone who visits ${w}`),
  ),
];

/** A phone read while its owner bathes or sleeps. */
// biome-ignore format: packed word list
const PHONE_READ: Terms = [
  'read', 'check', 'go through', 'look through', 'open', 'take her phone', 'take his phone',
  'screenshot*', 'copy',
];

// biome-ignore format: packed word list
const OWNER_BUSY: Terms = [
  'while she is bathing', 'while he is bathing', 'while she is sleeping', 'while he is sleeping',
  'while she sleeps', 'while he sleeps', 'when she is bathing', 'when he is bathing',
  'when she dey bath', 'when he dey bath', 'when e dey bath',
];

/** Kin claimed to get a person's address ("tell them you're her cousin"). */
// biome-ignore format: packed word list
const KIN = [
  'cousin', 'brother', 'sister', 'uncle', 'aunt', 'aunty', 'husband', 'wife', 'relative',
];
const KIN_CLAIMED: Terms = ['her', 'his'].flatMap((p) =>
  KIN.flatMap((k) => [
    `tell them you're ${p} ${k}`,
    `tell them you are ${p} ${k}`,
    `say you're ${p} ${k}`,
  ]),
);

export const TWENTYSECOND_WATCH_SPECS: readonly CategorySpec[] = [
  {
    category: 'surveillance_stalking',
    rules: [
      {
        name: "a person's records, chats or whereabouts got",
        outcome: 'refuse',
        alone: [...RECORDS_GOT, ...WATCHED_SAID],
        // "Find out who she chats with" is the errand, not a question about a topic.
        askFrames: false,
      },
    ],
  },
  {
    category: 'surveillance_stalking',
    rules: [
      {
        name: 'a phone read while its owner bathes or sleeps',
        outcome: 'refuse',
        act: PHONE_READ,
        obj: OWNER_BUSY,
        forward: 80,
        backward: 0,
      },
    ],
  },
  {
    category: 'impersonation_fraud',
    rules: [{ name: 'kin claimed to get an address', outcome: 'refuse', alone: KIN_CLAIMED }],
  },
];
