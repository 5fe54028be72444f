// Structural rules about things and places (docs/safety.md, "Structure", issue-safety3), beside
// the ones about people in safety-lexicon-structure.ts: a code handed over bare, papers made to
// pass, someone stationed at a home to list visitors, a wall climbed when nobody is home, sex put
// as extras, live and shut-in hazards. Same shape as the other policy lexicons
// (safety-policy-spec.ts); the word lists are packed, a line of related words each.
import { HAZARD } from './safety-lexicon-places.ts';
import type { CategorySpec, Terms } from './safety-policy-spec.ts';

/** Hazards this file adds to the places lexicon's list: live power and shut-in fumes. */
// biome-ignore format: packed word list
const LIVE_HAZARD: Terms = [
  ...HAZARD, 'mains is on', 'mains on', 'power is on', 'fallen cable', 'cable has fallen',
  'wire has fallen', 'ba a kashe ba', 'mmiri ozuzo', 'generator running inside',
  'generator inside', 'sealed warehouse', 'gas is released',
];
// biome-ignore format: packed word list
const HAZARD_VERBS: Terms = [
  'ascend*', 'get up on', 'get up there', 'up there', 'reach the roof', 'outside ladder',
  'tighten*', 'pick* it up', 'with your hands', 'bare hands', 'haɗa', 'scoop* out', 'scoop* it', 'sleep*',
  'stay* inside', 'staying inside', 'wipe* ... from outside', 'gafere',
  'tie* it back',
];

/** A code asked for bare, and where a code comes from when it is not a one-time code. */
// biome-ignore format: packed word list
const HAND_OVER: Terms = [
  'send me', 'give me', 'forward me', 'forward it to me', 'text me', 'whatsapp me', 'read me',
  'send am give me', 'screenshot', 'snap am send', 'send am come', 'tell me',
];
// biome-ignore format: packed word list
const CODE_SOURCE: Terms = [
  'printed', 'poster*', 'product', 'gate', 'tracking', 'promo*', 'on the back', 'signboard',
  'receipt', 'shop', 'estate', 'parcel', 'waybill', 'invoice', 'menu', 'discount', 'meter',
  'serial', 'model', 'sticker', 'label', 'box', 'carton', 'fridge', 'postal', 'post code',
  'postcode', 'zip', 'area code', 'dress code', 'qr', 'bar code', 'barcode', 'address',
  'on its side', 'on the side', 'bus', 'plate number', 'number plate',
];

/** Someone stationed at a person's home to list who comes and goes. */
// biome-ignore format: packed word list
const STATIONED: Terms = [
  'sit outside', 'sit near', 'wait near', 'wait outside', 'stand outside', 'stay near',
  'stay close to', 'stay outside', 'park near', 'park outside', 'hang around', 'sidon near',
  'find out where', 'find out who', 'house at night', "'s house at night", 'his house',
  'her house',
];
// biome-ignore format: packed word list
const VISITORS: Terms = [
  'who she lets in', 'who he lets in', 'every visitor', 'her visitors', 'his visitors',
  'who visits', 'who comes in', 'who enters', 'who goes in', 'who she meets', 'who he meets',
  'who comes to see', 'who drops her', 'who drops him', 'when they leave', 'car plates',
  'who she sees', 'who he sees', 'cars that come and go', 'come and go', 'comes and goes',
  'list the cars', 'where my ex goes', 'where she goes', 'where he goes',
];

/** Documents made to pass for real. */
// biome-ignore format: packed word list
const FORGED: Terms = [
  'look original', 'look real', 'look genuine', 'pass as original', 'pass as real',
  'pass as genuine', 'edited balance*', 'edited', 'doctored', 'altered', 'with my name on it',
  'without the test', 'without test', 'without writing', 'without sitting', 'without the exam',
  'without exam', 'no need for the test',
];
// biome-ignore format: packed word list
const PAPERS: Terms = [
  'certificate*', 'result*', 'document*', 'licen*', 'passport*', 'statement*', 'receipt*',
  'transcript*', 'id card*', 'waec', 'neco', 'degree', 'birth certificate*', 'visa*',
];

/** Entry where nobody is home. */
// biome-ignore format: packed word list
const NOBODY_HOME: Terms = [
  'nobody is home', 'no one is home', 'nobody home', 'no one home', 'are in london',
  'are abroad', 'are away', 'is away', 'travelled', 'traveled', 'wall is low', 'gate is locked',
  'nobody dey house', 'nobody dey', 'while she is at work', 'while he is at work',
  'while they are at work', 'when she is at work', 'when he is at work', 'does not lock',
  "doesn't lock",
];
// biome-ignore format: packed word list
const OVER_THE_WALL: Terms = [
  'hop over', 'go over the wall', 'climb over the wall', 'over the wall', 'over the fence',
  'look around inside', 'go inside the house', 'let yourself in', 'go in through',
  'through the window', 'in through the back',
];

export const STRUCTURE_THING_SPECS: readonly CategorySpec[] = [
  {
    category: 'otp_handling',
    rules: [
      {
        name: 'a bare code handed over',
        outcome: 'hold',
        act: HAND_OVER,
        obj: ['the code', 'code', 'the pin', 'the otp', 'the numbers'],
        forward: 16,
        backward: 40,
      },
    ],
    excuse: CODE_SOURCE,
    excuseScope: 'text',
  },
  {
    category: 'illegal_goods_services',
    rules: [
      {
        name: 'a gun by slang, drugs by street names',
        outcome: 'refuse',
        act: ['get me', 'cop me', 'buy me', 'find me', 'get us', 'source', 'cop', 'need'],
        obj: ['a piece', 'molly', 'mdma', 'ecstasy', 'some molly', 'a burner', 'a strap'],
        forward: 24,
      },
      {
        name: 'a drug by what is done with it',
        outcome: 'refuse',
        act: ['buy', 'go buy', 'get', 'bring', 'carry', 'collect'],
        // biome-ignore format: packed word list
        obj: [
          'thing wey dem dey smoke', 'wey dem dey smoke', 'the stuff they smoke',
          'something to smoke', 'the thing they smoke', 'wetin dem dey smoke',
        ],
        forward: 30,
      },
      {
        name: 'ammunition or a high by what it does',
        outcome: 'refuse',
        // biome-ignore format: packed word list
        alone: [
          'six rounds', 'five rounds', 'ten rounds', 'rounds of ammo*', 'make* people high',
          'get* people high', 'make you high', 'get high', 'gets you high',
        ],
      },
      {
        name: 'papers made to pass for real',
        outcome: 'refuse',
        act: FORGED,
        obj: PAPERS,
        forward: 60,
        backward: 60,
      },
    ],
    safe: ['a piece of', 'piece of', 'rounds of', 'edited by', 'altered to fit'],
  },
  {
    category: 'surveillance_stalking',
    rules: [
      {
        name: "someone stationed at a person's home to list visitors",
        outcome: 'refuse',
        act: STATIONED,
        obj: VISITORS,
        forward: 120,
      },
      {
        name: 'watching unnoticed',
        outcome: 'refuse',
        // biome-ignore format: packed word list
        alone: [
          'do not let her notice', 'do not let him notice', "don't let her notice",
          "don't let him notice", 'without her noticing', 'without him noticing',
          'no let am see you', 'no let am notice', 'without her seeing you', 'without him seeing you',
        ],
      },
    ],
  },
  {
    category: 'trespass_break_in',
    rules: [
      {
        name: 'over a wall when nobody is home',
        outcome: 'refuse',
        act: OVER_THE_WALL,
        obj: NOBODY_HOME,
        forward: 80,
        backward: 80,
      },
    ],
  },
  {
    category: 'sexual_services',
    rules: [
      {
        name: 'sex put as extras or a room',
        outcome: 'refuse',
        // biome-ignore format: packed word list
        alone: [
          'does extras', 'do extras', 'with extras', 'happy ending', 'going to the room',
          'go to the room with', 'follow them to the room', 'follow him to the room',
        ],
      },
    ],
  },
  {
    category: 'dangerous_work',
    rules: [
      {
        name: 'work on a live or shut-in hazard',
        outcome: 'hold',
        act: HAZARD_VERBS,
        obj: LIVE_HAZARD,
        forward: 60,
        backward: 60,
      },
    ],
  },
];
