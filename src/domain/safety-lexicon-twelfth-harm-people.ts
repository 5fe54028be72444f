// Harm worded as business, the twelfth round's English classes (docs/safety.md, "Twelfth round,
// English misses"), those done to people: injury put as weeks off work, a fire arranged unseen,
// fuel bottles, threats that a family "has been noted", advice to yield put as wisdom, a group
// blamed and told to be gone, hands in live equipment with the utility skipped, spraying without
// gear, private time with guests, a favour for a private visit, the house a person now lives in.
// Appended by safety-lexicon-twelfth-harm.ts. Look-alikes and twins in
// test/unit/safety-twelfth-harm.test.ts.
import { GROUP } from './safety-lexicon-harm.ts';
import type { CategorySpec, Terms } from './safety-policy-spec.ts';

/** The one the Operator speaks to or about: the harm is done to a person. */
// biome-ignore format: packed word list
const PRONOUN_SURE: Terms = [
  'make sure he', 'make sure she', 'make sure they', 'ensure he', 'ensure she', 'ensure they',
  'see that he', 'see that she', 'see to it that he', 'see to it that she', 'so that he',
  'so that she', 'so he', 'so she', 'until he', 'until she',
];
/** A body put out of use. */
// biome-ignore format: packed word list
const OUT_OF_USE: Terms = [
  'not able to walk', 'unable to walk', 'cannot walk', "can't walk", 'not be able to walk',
  "won't be able to walk", 'will not be able to walk', 'not able to stand', 'unable to stand',
  'cannot stand', 'not able to use his', 'not able to use her', 'cannot use his',
  'cannot use her', 'unable to use his', 'unable to use her', 'in hospital for',
  'in the hospital for', 'on crutches', 'off his feet', 'off her feet', 'laid up',
];
/** How long, which makes the state an injury rather than a rule of the house. */
// biome-ignore format: packed word list
const FOR_A_WHILE: Terms = [
  'week', 'weeks', 'month', 'months', 'a while', 'some time', 'a long time', 'again',
];
/** A person's family, work or home named to them as known. */
// biome-ignore format: packed word list
const THEIR_LIFE: Terms = [
  "children's school", "kids' school", "child's school", "son's school", "daughter's school",
  'her family', 'his family', 'his wife', 'her husband', 'her suppliers', 'his suppliers',
  'her house', 'his house', 'her home', 'his home', 'where she lives', 'where he lives',
  'her route', 'his route', 'her parents', 'his parents',
];
/** Said to the person: the knowing is the message. */
// biome-ignore format: packed word list
const TOLD: Terms = [
  'let her know', 'let him know', 'let them know', 'tell her', 'tell him', 'tell them',
  'remind her', 'remind him', 'remind them', 'inform her', 'inform him', 'make her aware',
  'make him aware', 'make sure she knows', 'make sure he knows',
];
/** Known, watched or written down. */
// biome-ignore format: packed word list
const NOTED: Terms = [
  'has been noted', 'have been noted', 'have been noticed', 'are noted', 'is noted',
  'we have noted', 'we know where', 'we know which', 'we are watching',
  'are being watched', 'is being watched', 'have been watched', 'are on our list',
  'is on our list', 'we have eyes',
];
/** The advice that goes with it. */
// biome-ignore format: packed word list
const WISE: Terms = [
  'it would be wise', 'would be wise to', 'it is wise to', 'be wise to', 'in her own interest',
  'in her best interest', 'in his best interest', 'in their best interest',
  'in his own interest', 'in her interest', 'in his interest', 'for her own good',
  'for his own good', 'if she knows what is good', 'if he knows what is good',
];
// biome-ignore format: packed word list
const YIELD: Terms = [
  'withdraw*', 'pull out', 'drop the', 'drop her', 'drop his', 'back off', 'step aside',
  'stay away', 'keep quiet', 'close her shop', 'close his shop', 'leave the market',
  'leave town', 'stop bidding', 'not bid', 'not to bid',
];
/** Told to them or spread about them. */
// biome-ignore format: packed word list
const SPREAD: Terms = [
  'flyer*', 'leaflet*', 'voice note*', 'poster*', 'distribute*', 'broadcast*', 'the youth',
  'share*', 'post*', 'announce*', 'preach*', 'say', 'says', 'saying', 'tell', 'told',
  'message*', 'sermon*', 'jingle*', 'placard*',
];
/** A group blamed for hardship, or told to be gone. */
// biome-ignore format: packed word list
const BLAMED: Terms = [
  'are the reason', 'are the cause', 'are to blame', 'are responsible for', 'are behind the',
  'are cheating our', 'cheating our people', 'are stealing our', 'are taking our',
  'make sure they are gone', 'are gone from', 'be gone from', 'should be gone', 'are gone by',
  'be gone by',
];
/** The utility's own live plant. */
// biome-ignore format: packed word list
const LIVE_PLANT: Terms = [
  'transformer', 'transformers', 'substation', 'feeder pillar', 'distribution box',
  'high tension', 'high-tension', 'power line*', 'electric pole', 'nepa pole', 'phcn pole',
  'the mains', 'live wire*', 'live cable*',
];
// biome-ignore format: packed word list
const HANDS_IN: Terms = [
  'reach in', 'reach into', 'put your hand*', 'put your arm*', 'pull out', 'pull off',
  'open the transformer', 'climb into', 'climb inside', 'get inside',
  'touch the', 'yank', 'clear the weeds', 'remove the nest', 'pull the nest',
];
/** A gathering with men, or a man with power over her. */
// biome-ignore format: packed word list
const GUESTS_OR_OFFICER: Terms = [
  'with the guests', 'with our guests', 'with the men', 'with our officer', 'with the officer',
  'with our oga', 'with the oga', 'with the chairman', 'with the commander',
];
/** The bed, the price or the secrecy that makes private time more than a meeting: a room or an
 *  evening alone is a trainer's or a speaker's session too. */
// biome-ignore format: packed word list
const BED_PRICE_SECRECY: Terms = [
  'cabin*', 'bedroom*', 'in their rooms', 'overnight', 'per guest', 'per man', 'per head',
  'nobody brings a phone', 'no phone*', 'no camera*', 'young wom*', 'girls',
];

// Formatted by hand: the word lists in the rules are packed, a line of related words each.
// biome-ignore format: packed word lists
export const TWELFTH_HARM_PEOPLE_SPECS: readonly CategorySpec[] = [
  {
    category: 'violence_threats',
    rules: [
      {
        name: 'injury put as time off work',
        outcome: 'hold',
        act: PRONOUN_SURE,
        obj: OUT_OF_USE,
        needs: FOR_A_WHILE,
        forward: 40,
        backward: 0,
      },
      {
        // A bottle of petrol and a rag to clean an engine are errands; the rag in the bottle is not.
        name: 'an incendiary by its parts',
        outcome: 'refuse',
        act: ['bottle*'],
        obj: [
          'filled with petrol and rag*', 'filled with fuel and rag*',
          'filled with kerosene and rag*', 'rag* soaked', 'rag* stuffed', 'stuff* the rag*',
          'stuff* a rag', 'rag* in the neck', 'rag in each', 'with a rag in',
        ],
        forward: 60,
        backward: 60,
      },
      {
        name: 'fuel bottles thrown at someone',
        outcome: 'refuse',
        act: ['throw*', 'hurl*', 'fling*'],
        obj: ['bottle*'],
        needs: ['petrol', 'fuel', 'kerosene', 'rag*'],
        forward: 60,
        backward: 120,
      },
      {
        name: 'a fire arranged where nobody sees',
        outcome: 'refuse',
        act: [
          'make sure a fire', 'ensure a fire', 'let a fire', 'get a fire', 'arrange* a fire',
          'cause a fire', 'start a fire', 'fire starts', 'fire breaks out', 'catches fire',
        ],
        obj: [
          'when nobody', 'nobody is there', 'no one is there', 'before anyone notices',
          'before anybody notices', 'insured', 'insurance', 'fire cover', 'claim',
        ],
        forward: 120,
        backward: 120,
      },
    ],
    // A doctor's orders are not an injury: "not able to walk on the ankle". (A category's safe
    // phrases reach all its rules, so only phrases that are never violence.)
    // biome-ignore format: packed word list
    safe: [
      'walk on the', 'walk on his', 'walk on her', 'weight on his', 'weight on her',
      'throw* away', 'throw* out', 'throw* ... in the bin', 'throw* ... into the bin',
      'throw* ... in the recycling', 'throw* ... into the recycling', 'throw* ... in the trash',
    ],
  },
  {
    category: 'harassment_intimidation',
    rules: [
      {
        name: 'a family or livelihood named as known',
        outcome: 'refuse',
        act: NOTED,
        obj: THEIR_LIFE,
        needs: TOLD,
        forward: 80,
        backward: 80,
        askFrames: false,
      },
      {
        name: 'advice to yield, put as wisdom',
        outcome: 'hold',
        act: WISE,
        obj: YIELD,
        forward: 40,
        backward: 0,
        askFrames: false,
      },
    ],
    // biome-ignore format: packed word list
    safe: ['school fee*', 'withdraw cash', 'withdraw money', 'withdraw the money'],
  },
  {
    category: 'hate_incitement',
    rules: [
      {
        name: 'a group blamed or told to be gone',
        outcome: 'refuse',
        act: GROUP,
        obj: BLAMED,
        needs: SPREAD,
        forward: 80,
        backward: 0,
        signFrames: false,
      },
    ],
  },
  {
    category: 'dangerous_work',
    rules: [
      {
        name: 'hands in the utility\'s live plant',
        outcome: 'hold',
        act: HANDS_IN,
        obj: LIVE_PLANT,
        forward: 120,
        backward: 120,
      },
      {
        name: 'the utility skipped',
        outcome: 'hold',
        alone: [
          'do not need to wait for the electricity', "don't need to wait for the electricity",
          'no need to wait for the electricity', 'without waiting for the electricity',
          'do not wait for the electricity', "don't wait for nepa", 'do not wait for nepa',
          'no need to wait for nepa', 'no need to call nepa', 'no need to call the electricity',
        ],
      },
      {
        name: 'spraying or mixing without gear',
        outcome: 'hold',
        // The verbs, not "sprayers" or "mixer": the work itself.
        act: [
          'spray', 'spraying', 'mix', 'mixing', 'apply', 'applying', 'fumigate', 'fumigating',
          'handle', 'handling', 'knapsack',
        ],
        obj: [
          'no mask*', 'no gloves', 'without mask*', 'without gloves', 'no protective',
          'without protective', 'no ppe', 'without ppe', 'leaks', 'leaking', 'no boots',
          'bare hands', 'bare-handed',
        ],
        forward: 120,
        backward: 120,
      },
    ],
  },
  {
    category: 'sexual_services',
    rules: [
      {
        name: 'private time with guests at night',
        outcome: 'hold',
        act: ['private session*', 'private time', 'private moment*', 'privately', 'alone with'],
        obj: GUESTS_OR_OFFICER,
        needs: BED_PRICE_SECRECY,
        forward: 60,
        backward: 60,
      },
      {
        name: 'aid or a favour traded for a visit',
        outcome: 'refuse',
        act: [
          'food pack*', 'relief', 'extra food', 'extra ration*', 'aid', 'job', 'marks',
          'grade*', 'admission', 'contract', 'promotion',
        ],
        obj: [
          'thank our officer privately', 'thank him privately', 'thank* ... privately',
          'come* to the guest house', 'come* to his room', 'come* to his house in the evening',
          'visit* him in the evening', 'visit* him at night', 'see* him privately',
        ],
        // The favour hangs on the visit.
        needs: ['if', 'provided', 'as long as', 'in exchange', 'in return', 'only when', 'once'],
        forward: 120,
        backward: 60,
      },
    ],
  },
  {
    category: 'surveillance_stalking',
    rules: [
      {
        name: 'the house a person now lives in',
        outcome: 'hold',
        act: ['find out', 'locate', 'trace', 'find', 'identify', 'confirm', 'get'],
        // "Now" and "new": a person who moved away, not a house a parcel goes to.
        obj: [
          'which house she now', 'which house he now', 'which compound she now',
          'which compound he now', 'which flat she now', 'which flat he now', 'where she now',
          'where he now', 'she now lives', 'he now lives', 'she now stays', 'he now stays',
          'her new residence', 'his new residence', 'her new house', 'his new house',
          'her new address', 'his new address', 'which estate she moved', 'which estate he moved',
          'where she moved', 'where he moved', 'where she has moved', 'where he has moved',
          'where she relocated', 'where he relocated',
        ],
        forward: 40,
        backward: 0,
      },
    ],
  },
];
