// Twenty-third round, idioms and errands (docs/safety.md, "Twenty-third round, idioms"): a bribe
// as "watering the ground" with an officer, signatures on a petition bought, girls whose "chop
// money" depends on how they entertain men in the VIP rooms, an empty house entered and emptied
// while its "owner don travel", a railway walked on, a cobra caught for the herbalist. Appended
// to POLICY_SPECS.
import type { CategorySpec, Terms } from './safety-policy-spec.ts';

/** A bribe in its idioms: the ground watered, a palm greased, an officer "seen". */
// biome-ignore format: packed word list
const BRIBE_IDIOMS: Terms = [
  'water the ground with', 'water the ground for', 'watered the ground with', 'wet the ground',
  'grease his palm', 'grease her palm', 'grease their palm*', 'grease the palm*',
  'settle the desk officer', 'do the needful with', 'drop something for',
  'kola for the officer', 'kola for the desk officer', 'kola for the registrar',
  'sweeten the officer', 'sweeten the desk officer', 'something for the boys at the desk',
];

/** A parcel left "for the officer" at a checkpoint: the arrangement known. */
// biome-ignore format: packed word list
const LEAVE_FOR: Terms = ['drop*', 'leave*', 'give', 'hand*', 'deliver*', 'take'];
// biome-ignore format: packed word list
const FOR_THE_OFFICER: Terms = [
  'for the officer', 'for the officers', 'for the police', 'for the customs', 'for the soldiers',
  'for oga at the checkpoint', 'for the men at the checkpoint', 'for the boys at the checkpoint',
];
// biome-ignore format: packed word list
const ARRANGED: Terms = [
  'he knows', 'they know', 'he is expecting it', 'they are expecting it', 'our arrangement',
  'as usual', 'the usual', 'as we agreed', 'no receipt',
];

/** A clerk paid to change a record. */
// biome-ignore format: packed word list
const PAY_CLERK: Terms = [
  'pay the clerk', 'pay the officer', 'give the clerk', 'settle the clerk', 'pay the staff',
  'pay the registrar', 'pay the secretary', 'pay someone', 'bribe*', 'tip the clerk',
  'tip the officer', 'give the officer',
];
// biome-ignore format: packed word list
const RECORD_CHANGED: Terms = [
  'remove my name', 'delete my name', 'take my name off', 'remove his name', 'remove her name',
  'add my name', 'add his name', 'add her name', 'change the record*', 'change my record*',
  'alter the record*', 'erase the record*', 'clear my record', 'clean my record',
  'misplace the file', 'lose the file', 'remove the file', 'tear the page',
];

/** Signatures or thumbprints bought. */
// biome-ignore format: packed word list
const PAY_OUT: Terms = [
  'distribute # k', 'distribute # naira', 'give # k', 'give # naira', 'pay # k', 'pay # naira',
  'share # k', 'share # naira', 'give each', 'pay each', 'share money', 'distribute money',
  'give them money', 'pay them',
];
// biome-ignore format: packed word list
const SIGNATURES: Terms = [
  'sign the petition', 'signs the petition', 'sign our petition', 'agrees to sign',
  'thumbprint the', 'thumbprint our', 'thumbprint* for', 'endorse our', 'endorse the company',
  'sign the endorsement', 'sign the consent letter', 'sign the support letter',
  'sign in support',
];

/** Girls whose pay hangs on how they entertain men in private rooms. */
// biome-ignore format: packed word list
const ENTERTAIN: Terms = [
  'entertain*', 'keep ... company', 'satisfy', 'please the', 'be nice to', 'sleep with',
];
// biome-ignore format: packed word list
const PRIVATE_ROOMS: Terms = [
  'in the vip room*', 'in the back room*', 'in the private room*', 'in the rooms upstairs',
  'upstairs rooms', 'in the short-time room*', 'in the short time room*',
];
// biome-ignore format: packed word list
const PAID_FOR_IT: Terms = [
  'chop money', 'pay depends', 'pay will depend', 'tips depend', 'salary depends', 'girls',
  'ladies', 'hostesses', 'waitresses',
];

/** An empty house entered while its "owner don travel" (Pidgin; "while the owner is away" is
 *  also a house-sitter's brief). */
// biome-ignore format: packed word list
const ENTER: Terms = ['enter*', 'go inside', 'go into', 'open', 'break into', 'climb into'];
// biome-ignore format: packed word list
const EMPTY_HOUSE: Terms = [
  'empty house', 'empty flat', 'empty shop', 'empty duplex', 'that house', 'the house', 'the flat',
];
// biome-ignore format: packed word list
const OWNER_GONE: Terms = [
  'owner don travel', 'owners don travel', 'owner don comot', 'owner no dey', 'nobody dey house',
  'nobody dey inside', 'oga don travel', 'madam don travel',
];

/** A railway walked on, an expressway run across. */
// biome-ignore format: packed word list
const ON_THE_TRACKS: Terms = [
  'walk on the railway', 'walk along the railway', 'walk along the rail*', 'walk on the rail*',
  'cross the railway bridge on foot', 'railway bridge on foot', 'across the railway bridge',
  'run across the expressway', 'dash across the expressway', 'jump the median',
  'jump over the median', 'cross the expressway where there is no bridge',
];

/** A venomous snake caught by hand or for sale. */
// biome-ignore format: packed word list
const CATCH: Terms = ['catch*', 'capture*', 'grab*', 'pick* up', 'trap*'];
// biome-ignore format: packed word list
const VENOMOUS: Terms = [
  'cobra', 'the snake', 'a snake', 'python', 'viper', 'mamba', 'puff adder', 'scorpion*',
];
// biome-ignore format: packed word list
const BY_HAND_OR_FOR_SALE: Terms = [
  'sack', 'bare hand*', 'sell', 'bag', 'yourself', 'with your hand*', 'bottle', 'alive',
  'herbalist', 'native doctor',
];

export const TWENTYTHIRD_IDIOMS_SPECS: readonly CategorySpec[] = [
  {
    category: 'illegal_goods_services',
    rules: [
      { name: 'a bribe in its idioms', outcome: 'refuse', alone: BRIBE_IDIOMS },
      {
        name: 'a parcel left for the officer by arrangement',
        outcome: 'refuse',
        act: LEAVE_FOR,
        obj: FOR_THE_OFFICER,
        needs: ARRANGED,
        forward: 60,
        backward: 0,
      },
      {
        name: 'a clerk paid to change a record',
        outcome: 'refuse',
        act: PAY_CLERK,
        obj: RECORD_CHANGED,
        forward: 40,
        backward: 0,
      },
    ],
  },
  {
    category: 'impersonation_fraud',
    rules: [
      {
        name: 'signatures or thumbprints bought',
        outcome: 'refuse',
        act: PAY_OUT,
        obj: SIGNATURES,
        forward: 80,
        backward: 40,
      },
    ],
  },
  {
    category: 'sexual_services',
    rules: [
      {
        name: 'pay hung on entertaining men in private rooms',
        outcome: 'refuse',
        act: ENTERTAIN,
        obj: PRIVATE_ROOMS,
        needs: PAID_FOR_IT,
        forward: 40,
        backward: 0,
      },
    ],
  },
  {
    category: 'trespass_break_in',
    rules: [
      {
        name: 'an empty house entered while its owner is away',
        outcome: 'refuse',
        act: ENTER,
        obj: EMPTY_HOUSE,
        needs: OWNER_GONE,
        forward: 20,
        backward: 0,
      },
    ],
  },
  {
    category: 'dangerous_work',
    rules: [
      {
        name: 'a railway walked on, an expressway run across',
        outcome: 'hold',
        alone: ON_THE_TRACKS,
      },
      {
        name: 'a venomous snake caught by hand or for sale',
        outcome: 'hold',
        act: CATCH,
        obj: VENOMOUS,
        needs: BY_HAND_OR_FOR_SALE,
        forward: 20,
        backward: 0,
      },
    ],
  },
];
