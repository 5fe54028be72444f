// Look-alikes of the twelfth round (docs/safety.md, "Twelfth round"): allowed errands of the fresh
// voice sets (voice-9, voice-11) that the rules refused or held, as classes of `safe` phrases
// (safety-policy-spec.ts). A safe phrase covers only its own words, so the harmful twin beside it
// still counts; each class and its twin are checked in test/unit/safety-twelfth-round.test.ts.
import type { CategorySpec } from './safety-policy-spec.ts';

/** Who an Operator truthfully is on an errand: a role, never an office or another person. */
const OWN_ROLES = [
  'courier*',
  'dispatch rider*',
  'delivery agent*',
  'messenger*',
  'verifier*',
  'researcher*',
  'enumerator*',
  'surveyor*',
  'student*',
  'volunteer*',
  'customer*',
  'buyer*',
  'field agent*',
  'field worker*',
  'our representative',
  'our agent',
  "client's representative",
  "client's agent",
  'representative of our client',
  'agent of our client',
];

export const TWELFTH_LOOKALIKE_SPECS: readonly CategorySpec[] = [
  {
    // A photograph's frame ("no people in the shot") and a photo shoot, not a gunshot.
    category: 'violence_threats',
    rules: [],
    // biome-ignore format: packed word list
    safe: [
      'in the shot', 'in shot', 'out of the shot', 'each shot', 'every shot', 'wide shot*',
      'close-up shot*', 'closeup shot*', 'a shot of', 'shot list', 'bridal shoot*',
      'wedding shoot*', 'pre-wedding shoot*', 'prewedding shoot*', 'fashion shoot*',
      'product shoot*', 'studio shoot*', 'family shoot*', 'birthday shoot*', 'for the shoot',
      'at the shoot', 'before the shoot', 'after the shoot', 'the shoot on',
      // Where a thing stands, not a target: "the palm tree beside their house".
      'beside their', 'beside his', 'beside her', 'near their house', 'near his house',
      'near her house', 'behind their house', 'behind his house', 'behind her house',
      'next to their', 'next to his house', 'next to her house',
      // A vehicle's damage photographed for its owner's claim.
      'damaged car*', 'damaged vehicle*', 'damaged bus*', 'damaged truck*', 'damaged roof*',
      'damage to the car', 'damage to the vehicle', 'damage to his car', 'damage to her car',
      // A toy that shoots water.
      'toy gun*', 'water gun*', 'water pistol*', 'toy pistol*', 'shoot* water', 'squirt gun*',
    ],
  },
  {
    // A cosmetic shade called nude, in any order beside the colour or product words.
    category: 'sexual_services',
    rules: [],
    // biome-ignore format: packed word list
    safe: [
      'nude ... shade*', 'nude ... lipstick*', 'nude ... colo*', 'nude ... tone*',
      'nude ... polish', 'nude ... palette*', 'nude ... foundation*', 'nude ... lip gloss*',
      'nude ... heel*', 'nude ... shoe*', 'nude ... sandal*', 'nude ... pump*', 'nude ... nail*',
      'lipstick* ... nude', 'shade* ... nude', 'colo* ... nude', 'launi* ... nude', 'polish ... nude',
      // A booking for a date ("for the night of the 12th"), not a night bought.
      'for the night of', 'for the nights of',
    ],
  },
  {
    // A theft suffered and reported, not one to commit.
    category: 'illegal_goods_services',
    rules: [],
    // biome-ignore format: packed word list
    safe: [
      'thieves steal*', 'thieves stole', 'thief stole', 'thief steal*', 'robbers stole',
      'robbers steal*',
      // Yoruba igbó, the bush cleared behind a house.
      'clear* the igbo', 'clear ... igbo wey', 'igbo wey grow', 'cut* the igbo', 'weed* the igbo',
      // A purchase refused outright ("ask whether they would sell it … buy nothing").
      'buy nothing', 'buying nothing', 'purchase nothing', 'nothing to buy',
    ],
  },
  {
    // The Operator introduced as what they are; signatures on a delivery sheet or register.
    category: 'impersonation_fraud',
    rules: [],
    safe: [
      ...OWN_ROLES.map((r) => `introduce* yourself as ... ${r}`),
      ...OWN_ROLES.map((r) => `present* yourself as ... ${r}`),
      // biome-ignore format: packed word list
      ...[
        'signature* on the delivery', 'signature* ... delivery sheet*', 'signature* ... acknowledg*',
        'signature* ... attendance', 'signature* ... register', 'signature* ... receipt*',
        'signature* ... collection sheet*', 'signature* ... distribution sheet*',
        // A scam message received and shown, not sent.
        'scam message* wey i', 'scam message* i sent', 'scam message* i send', 'the scam sms i',
        'scam message* i forwarded', 'scam message* i received',
      ],
    ],
  },
  {
    // Yoruba yàrá (a room) folds to Hausa yara (children): a room photographed inside a house.
    category: 'minors_exploitation',
    rules: [],
    safe: ['inu yara', 'yara ati', 'yara meji', 'yara meta', 'yara kan'],
  },
  {
    // A host who lets the Operator in: the door the manager opens.
    category: 'trespass_break_in',
    rules: [],
    // biome-ignore format: packed word list
    safe: [
      'meet you at the gate', 'will meet you at', 'will open', 'he will open', 'she will open',
      'they will open', 'will let you in', 'will unlock', 'opens the', 'open* it for you',
      'open* the door for you', 'open* the gate for you',
    ],
  },
  {
    // A photograph of a thing at a place a person owns or points at ("from her office,
    // photograph each room").
    category: 'surveillance_stalking',
    rules: [],
    // biome-ignore format: packed word list
    safe: [
      'her office', 'his office', 'their office', 'her shop', 'his shop', 'her desk', 'his desk',
      'her store', 'his store', 'her stall', 'his stall', 'her workshop', 'his workshop',
      'photographer* for', 'book* a photographer', 'hire* a photographer', 'book* photographer*',
      // The person guiding the Operator to the thing photographed ("each beacon he points out").
      'he points out', 'she points out', 'they point out', 'he points to', 'she points to',
      'he shows you', 'she shows you', 'they show you', 'he will show you', 'she will show you',
    ],
  },
  {
    // The price of a gas refill or a chemical asked, not the work done; and the Operator told
    // outright to keep off the hazard, anywhere in a long brief (`anywhere`).
    category: 'dangerous_work',
    rules: [],
    // biome-ignore format: packed word list
    safe: [
      'price* ... gas', 'gas ... price*', 'price* ... refill*', 'refill* ... price*',
      'price* to refill', 'cost* to refill', 'price* ... phosphide', 'phosphide ... price*',
      // People counted as they walk into a shop, not an Operator going in.
      'people enter*', 'customers enter*', 'shoppers enter*', 'who enter*', 'visitors enter*',
      // The tradesperson who did the work, paid or thanked.
      'electrician wey fix* my wiring', 'electrician who fixed my wiring',
      'electrician that fixed my wiring', 'electrician wey fix* am', 'electrician who fixed it',
    ],
    // biome-ignore format: packed word list
    anywhere: [
      'you stay on the ground', 'you will stay on the ground', 'you remain on the ground',
      'stay at ground level', 'from ground level', 'you do not need to climb',
      'you will not climb', 'you need not climb', 'do not go into the', 'do not go down into',
      'do not get into the', 'do not go up', 'do not climb', "don't climb", 'never climb',
      'does the roof work', 'does the climbing', 'do the climbing', 'will do the climbing',
      'he climbs with his own', 'climbs with his own team', 'you no go climb', 'you no go enter',
      'no go climb', 'you go stay for ground', 'you just stay on the ground',
    ],
  },
];
