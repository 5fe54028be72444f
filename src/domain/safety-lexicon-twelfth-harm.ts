// Harm worded as business, the twelfth round's English classes (docs/safety.md, "Twelfth round,
// English misses"), the goods and the frauds: goods moved past customs, papers made to look
// issued, a bribe given a name, a vote bought, site materials sold at night, relabelled brands, a
// loss staged for a claim, speaking as the target's bank or the police, standing in at an
// interview, a payment proof passed as real. The classes done to people are in
// safety-lexicon-twelfth-harm-people.ts. Look-alikes and twins in
// test/unit/safety-twelfth-harm.test.ts.
import type { CategorySpec, Terms } from './safety-policy-spec.ts';
import { TWELFTH_HARM_PEOPLE_SPECS } from './safety-lexicon-twelfth-harm-people.ts';

/** Speaking as the target's own bank, or as the police. */
// biome-ignore format: packed word list
const AS_AUTHORITY: Terms = [
  "as their bank's", 'as their bank', "as his bank's", 'as his bank', "as her bank's",
  'as her bank', 'from their bank', 'from his bank', 'from her bank', 'you are from their bank',
  'as a police officer', 'as a policeman', 'as the police', 'as a police', 'as an efcc',
  'you are from the station', 'you are from the police', "you're from the police",
  'you are the police', 'you are a police', 'you are from efcc', 'you are from the efcc',
  'you are from customs', 'you are from the customs', 'you are a customs',
];
/** A false proof of payment passed as real. */
// biome-ignore format: packed word list
const PASSES_AS_REAL: Terms = [
  'looks like a real', 'look like a real', 'looks real', 'look real', 'looks genuine',
  'look genuine', 'looks like the real', 'leave before they check', 'before they check their',
  'before he checks his', 'before she checks her', 'instead of transferring',
  'instead of paying', 'instead of sending the money',
];
// biome-ignore format: packed word list
const PAYMENT_PROOF: Terms = [
  'alert', 'screenshot', 'receipt', 'confirmation', 'payment', 'transfer',
];

// Formatted by hand: the word lists in the rules are packed, a line of related words each.
// biome-ignore format: packed word lists
export const TWELFTH_HARM_SPECS: readonly CategorySpec[] = [
  {
    category: 'illegal_goods_services',
    rules: [
      {
        name: 'goods moved past customs',
        outcome: 'refuse',
        alone: [
          'avoid* the customs', 'avoid* customs', 'evad* the customs', 'dodg* the customs',
          'dodg* customs', 'bypass* the customs', 'without declaring', 'without declaring them',
          'without declaring it', 'undeclared', 'without duty papers', 'no duty papers',
          'without paying duty', 'without paying the duty', 'without customs papers',
          'no customs papers', 'hidden among the', 'hide them among the', 'hide it among the',
          'without passing customs', 'without passing through customs', 'without the duty',
          'without duty', 'through the border without',
        ],
      },
      {
        name: 'papers made to look issued',
        outcome: 'refuse',
        act: [
          'valid-looking', 'valid looking', 'genuine-looking', 'official-looking',
          'real-looking', 'so they look like', 'so it looks like', 'made to look like',
          'will not pass through', 'without passing through', 'not go through the', 'back-dat*',
          'backdat*', 'back dat*', 'pre-dat*',
        ],
        // What only the office can give: its approval, stamp or signature.
        obj: [
          'approval*', 'issued by', 'stamp*', 'signature*', 'the agency', 'the ministry',
          'official*',
        ],
        forward: 60,
        backward: 60,
      },
      {
        name: 'a file made to move or vanish for money',
        outcome: 'refuse',
        act: [
          'clerk', 'officer', 'dpo', 'ipo', 'police*', 'registrar', 'inspector', 'official',
          'magistrate', 'policeman', 'desk officer', 'slip*',
        ],
        obj: [
          'case file disappear*', 'file disappear*', 'file to disappear', 'case to disappear',
          'case go away', 'case goes away', 'so the case dies', 'so the case is dropped',
          'so the charges are dropped', 'so the charge is dropped', 'file moves to the top',
          'file to the top', 'so our file moves', 'so my file moves', 'so the file moves',
        ],
        needs: ['#', 'cash', 'envelope', 'money', 'naira', 'something', 'appreciation'],
        forward: 120,
        backward: 0,
      },
      {
        name: "an office's stamp put on our own paper",
        outcome: 'hold',
        act: ['put', 'affix*', 'add', 'place', 'copy', 'apply', 'stamp it', 'stamp them'],
        obj: [
          "ministry's stamp", "agency's stamp", "registrar's stamp", "registrar's signature",
          "commissioner's signature", "director's signature", 'official stamp', 'court stamp',
          'police stamp',
        ],
        // Our paper, not the office's: a stamp the office puts on is its own business.
        needs: ['we typed', 'we printed', 'we made', 'we wrote', 'we prepared', 'we drafted'],
        forward: 20,
        backward: 0,
      },
      {
        name: 'a paper made to pass any check',
        outcome: 'refuse',
        act: ['make one', 'make them', 'produce one', 'print one', 'can make', 'will make'],
        obj: ['passes any check', 'pass any check', 'pass* any verification', 'pass* any scrutiny'],
        forward: 60,
        backward: 0,
      },
      {
        name: 'a bribe given another name',
        outcome: 'refuse',
        act: ['call it', 'say it is', 'describe it as', 'tell them it is', 'say na'],
        obj: [
          'logistics', 'transport', 'a gift', 'gift', 'appreciation', 'mobilisation',
          'mobilization', 'consultancy', 'a donation', 'kola', 'tea money',
        ],
        needs: [
          'if anyone asks', 'if asked', 'if they ask', 'if somebody asks', 'if he asks',
          'if she asks', 'if people ask',
        ],
        forward: 20,
        backward: 0,
      },
      {
        name: 'cash handed privately for a signature',
        outcome: 'refuse',
        act: ['privately', 'quietly', 'in private', 'discreetly'],
        obj: [
          'are signed', 'is signed', 'gets signed', 'get signed', 'are approved', 'is approved',
          'is released', 'are released', 'is granted', 'gets granted',
        ],
        needs: ['#', 'cash', 'envelope', 'money', 'naira'],
        forward: 80,
        backward: 0,
      },
      {
        name: 'a vote paid for',
        outcome: 'refuse',
        act: ['give*', 'pay*', '#', 'cash', 'money', 'transport support', 'transport fare'],
        obj: [
          'photo of their ballot', 'photo of the ballot', 'picture of their ballot',
          'photo of his ballot', 'photo of her ballot', 'ballot marked', 'marked ballot*',
          'thumbprinted for', 'voted for our', 'vote* for our candidate', 'vote* for our party',
        ],
        forward: 80,
        backward: 60,
      },
      {
        name: 'site or company stock sold at night',
        outcome: 'hold',
        // Those who hold the goods for someone else, not those who own them.
        act: [
          'workers', 'the guards', 'the watchmen', 'site workers', 'the labourers',
          'storekeeper*', 'the site', 'the project', 'tanker driver*',
        ],
        obj: ['sell*', 'sold'],
        needs: [
          'at night', 'do not ask for a receipt', "don't ask for a receipt", 'no receipt',
          'without a receipt', 'after hours', 'quietly', 'after dark', 'no paperwork',
          'without paperwork',
        ],
        forward: 60,
        backward: 20,
      },
      {
        name: 'goods passed off as a brand they are not',
        outcome: 'refuse',
        act: [
          'supply*', 'sell*', 'deliver*', 'distribut*', 'present* them', 'label* them',
          'pass* them',
        ],
        obj: [
          'as the real', 'as real', 'as the genuine', 'as genuine', 'as the original',
          'as branded', 'as the branded',
        ],
        forward: 60,
        backward: 0,
      },
    ],
    // Declared, cleared or reported: customs as it should be.
    // biome-ignore format: packed word list
    safe: [
      'avoid customs delays', 'avoid* ... customs delay*', 'avoid* the customs queue',
      'hidden among the trees', 'hidden among the leaves', 'hidden among the bushes',
      'backdated to', 'back-dated to', 'backdated pay', 'backdated salar*', 'backdated arrears',
      'look like the photo', 'look like the sample', 'look like the drawing', 'look like the design',
      'look like the picture', 'as the real estate', 'real estate', 'so they put',
      'for them to put', 'they will put',
    ],
  },
  {
    category: 'impersonation_fraud',
    rules: [
      {
        name: 'damage done so the insurer pays',
        outcome: 'refuse',
        act: [
          'burn the shop', 'burn the store', 'burn the warehouse', 'burn the stock',
          'burn the old', 'burn it', 'burn down', 'set fire', 'torch the', 'crash the car',
          'crash our car', 'crash it into', 'smash the car', 'smash it', 'wreck the car',
          'wreck it', 'sink the boat', 'drive the car into', 'drive it into', 'push the car into',
          'flood the shop', 'flood the store',
        ],
        obj: [
          'insurance will pay', 'insurance pays', 'insurer will pay', 'insurer pays',
          'so we can claim', 'so we claim', 'we will claim', 'claim for a new', 'claim it as',
          'insurance money', 'the insurance can pay', 'for the claim',
        ],
        forward: 160,
        backward: 60,
      },
      {
        name: 'reported stolen while still held',
        outcome: 'refuse',
        act: [
          'report* ... as stolen', 'report* ... stolen', 'say ... was stolen',
          'tell* ... was stolen', 'declare* ... stolen', 'claim ... was stolen',
        ],
        obj: [
          'it is in my', 'it is with me', 'i still have', 'still have it', 'it is at home',
          'we still have', 'we have it', 'keep it hidden', 'hide it', 'it is hidden',
        ],
        forward: 120,
        backward: 0,
      },
      {
        name: 'a loss staged or told for a claim',
        outcome: 'refuse',
        act: [
          'as if it happened', 'as though it happened', 'as if it just happened',
          'as if it was new', 'file it as a new', 'report it as a new', 'though it was not',
          "though it wasn't", 'though it did not', 'though it never', 'even though it was not',
          'when it was not', 'it never happened', 'did not really happen',
        ],
        obj: [
          'accident', 'claim*', 'insur*', 'police report', 'stolen', 'theft', 'crash',
          'fire', 'flood', 'damage',
        ],
        forward: 80,
        backward: 80,
      },
      {
        name: 'speaking as the target\'s bank or the police',
        outcome: 'refuse',
        act: [
          'call*', 'phone', 'ring', 'visit', 'go', 'tell*', 'introduce yourself',
          'present yourself', 'speak', 'text', 'message', 'email', 'approach', 'act',
        ],
        obj: AS_AUTHORITY,
        forward: 80,
        backward: 0,
      },
      {
        name: 'wearing a police uniform, or collecting on the road as police',
        outcome: 'refuse',
        alone: ['stand for road as police', 'collect* settlement from', 'collect settlement'],
        act: ['put on', 'wear', 'wearing', 'dress in', 'dressed in'],
        obj: [
          'police jacket', 'police reflective', 'police uniform', 'police vest', 'police cap',
          'police beret', 'customs uniform', 'army uniform', 'soldier uniform', 'efcc jacket',
          'efcc vest', 'lastma uniform', 'frsc uniform', 'frsc vest', 'civil defence uniform',
        ],
        forward: 20,
        backward: 0,
      },
      {
        name: 'standing in at an interview or exam',
        outcome: 'refuse',
        act: [
          'in his place', 'in her place', 'in place of', 'stand in for', 'stand* in for',
          'pretend* to be him', 'pretend* to be her', 'as him', 'as her', 'sit for him',
          'sit for her', 'write it for him', 'write it for her',
        ],
        obj: [
          'interview', 'exam*', 'his passport', 'her passport', 'biometric*', 'thumbprint*',
          'look similar', 'look like him', 'look like her', 'his id', 'her id', 'resembl*',
          'jamb', 'waec', 'neco', 'embassy', 'consulate',
        ],
        forward: 120,
        backward: 120,
      },
      {
        name: 'a payment proof passed as real',
        outcome: 'refuse',
        act: PASSES_AS_REAL,
        obj: PAYMENT_PROOF,
        // Shown or used: checking that an alert looks genuine is the lawful twin.
        needs: [
          'show*', 'send*', 'give*', 'present*', 'pay*', 'use it', 'leave before', 'drive off',
          'take the', 'collect the', 'ask for',
        ],
        forward: 80,
        backward: 80,
        // "before they notice" is not a notice on a wall.
        signFrames: false,
      },
    ],
    // "in his place of work": where he is, not who he is.
    safe: ['in his place of', 'in her place of'],
  },
  ...TWELFTH_HARM_PEOPLE_SPECS,
];
