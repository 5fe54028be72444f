// Harm under a cover, the ninth round's classes (docs/safety.md, "Ninth round"): a woman procured
// for a guest as hospitality, a payment proof that proves nothing, night work alone in an isolated
// place, drugs called sweets or "the usual" beside a secrecy or intoxication cue, and a hazard
// named in one sentence and acted on in the next. Look-alikes and twins in
// test/unit/safety-ninth-round.test.ts.
import { GROUP } from './safety-lexicon-harm.ts';
import type { CategorySpec, Terms } from './safety-policy-spec.ts';

/** A woman or girl named as the thing to bring. */
// biome-ignore format: packed word list
const WOMAN: Terms = [
  'girl', 'girls', 'a lady', 'young lady', 'young ladies', 'ladies', 'babe', 'babes',
  'one woman', 'a woman', 'olosho*', 'ọmọbìnrin', 'nwaagbọghọ', 'yarinya', "'yan mata",
  'yan mata',
];
/** The guest she is brought to, or the night and the room she is brought for. */
// biome-ignore format: packed word list
const FOR_A_GUEST: Terms = [
  'for the client', 'for our client', 'for my client', 'for the guest*', 'for our guest*',
  'for my guest*', 'for the delegate*', 'for our delegate*', 'for the visitor*',
  'for our visitor*', 'for my oga', 'for oga', 'for the oga', 'for him tonight',
  'for the night', 'in their rooms', 'in his room', 'to his room', 'to his suite',
  'to the suite', 'the night with', 'entertain our', 'entertain the guest*',
  'keep him company', 'whatever the guests want', 'whatever he wants', 'wa bakonmu',
  'ga bakonmu', 'bakonmu', 'ọbịa anyị', 'àlejò wa',
];
/** The night, the room or the fee that makes a woman brought to a guest more than a welcome. */
// biome-ignore format: packed word list
const NIGHT_OR_FEE: Terms = [
  'tonight', 'night', 'room', 'rooms', 'suite', 'hotel', 'lodge', 'guest house', 'stay* till',
  'after dinner', 'after the banquet', 'discreet*', 'her fee', 'her rate', 'settle her',
  'pay her', 'whatever', 'company', 'otal', 'dare', 'họtel', 'abalị', 'lálẹ́',
];
/** A payment proof made to show what did not happen. */
// biome-ignore format: packed word list
const FALSE_PROOF_ACT: Terms = [
  'fake', 'bogus', 'forged', 'doctored', 'edit the', 'edit* the', 'photoshop*', 'crop out',
  'èké', 'ta bogi', 'na bogi', 'bogi', 'adịgboroja', 'never went through',
  'did not go through', 'that failed',
];
// biome-ignore format: packed word list
const PROOF: Terms = [
  'alert', 'bank alert', 'credit alert', 'receipt', 'transfer receipt', 'pos receipt',
  'payment proof', 'proof of payment', 'shaidar biya', 'teller', 'transfer', 'screenshot',
];
/** Shown or handed over, or goods taken on the strength of it. */
// biome-ignore format: packed word list
const SHOWN: Terms = [
  'show', 'present', 'send*', 'give', 'hand*', 'collect the', 'leave with', 'carry the goods',
  'pick up the', 'as proof', 'nuna', 'hàn', 'gosi', 'karbi kayan', 'gba ẹrù', 'were ngwa',
  'collect the goods', 'collect am',
];

// Formatted by hand: the word lists in the rules are packed, a line of related words each.
// biome-ignore format: packed word lists
export const COVER_SPECS: readonly CategorySpec[] = [
  {
    category: 'sexual_services',
    rules: [
      {
        name: 'a woman for a guest, said in one breath',
        outcome: 'refuse',
        act: WOMAN,
        obj: FOR_A_GUEST,
        forward: 4,
        backward: 0,
      },
      {
        name: 'a woman brought to a guest for the night',
        outcome: 'refuse',
        act: WOMAN,
        obj: FOR_A_GUEST,
        needs: NIGHT_OR_FEE,
        forward: 60,
        backward: 40,
      },
      {
        name: 'sleeping with the guest (Yoruba, Igbo)',
        outcome: 'refuse',
        alone: [
          'sùn pẹ̀lú àlejò', 'bá àlejò sùn', 'sùn pẹ̀lú ọ̀gá', 'ehi ụra na ọbịa',
          'ga-ehi ụra na ọbịa', 'soro ọbịa anyị hie ụra',
        ],
      },
    ],
    // biome-ignore format: packed word list
    safe: [
      'a lady to cook', 'a girl to cook', 'a lady to serve', 'a girl to serve', 'a lady to clean',
      'a girl to clean', 'guest list', 'girls school', "girls' school", 'girl child',
    ],
  },
  {
    category: 'impersonation_fraud',
    rules: [
      {
        name: 'a payment proof that proves nothing',
        outcome: 'refuse',
        act: FALSE_PROOF_ACT,
        obj: PROOF,
        needs: SHOWN,
        forward: 40,
        backward: 40,
      },
      {
        name: 'a receipt for money not sent',
        outcome: 'refuse',
        act: ['receipt', 'proof', 'screenshot', 'alert', 'teller'],
        obj: [
          'money was not sent', 'was not sent', 'before the real payment',
          'before the payment clears', 'before the money', 'kí owó tó dé', 'so it shows successful',
          'before she check', 'before he check', 'before she checks', 'before he checks',
        ],
        forward: 120,
        backward: 60,
      },
    ],
    // A fraud reported or taught, not done.
    // biome-ignore format: packed word list
    safe: [
      'report* the fake', 'report* a fake', 'report* ... fake alert*', 'spot a fake', 'spot fake',
      'spot the fake', 'received fake', 'receive fake', 'victim* of ... fake', 'detect fake',
      'detect a fake', 'detect the fake', 'identify fake', 'recogni* fake', 'avoid fake',
      'about fake', 'against fake', 'fake alert* talk', 'fake alert* seminar',
      'fake alert* training', 'fake alert* workshop', 'fake alert* warning*',
    ],
  },
  {
    category: 'dangerous_work',
    rules: [
      {
        name: 'night work alone in an isolated place',
        outcome: 'hold',
        act: [
          'alone', 'by yourself', 'on your own', 'kai kadai', 'ìwọ nìkan', 'naanị gị',
        ],
        obj: [
          'midnight', 'at night', 'overnight', 'till morning', 'after 11pm', '1am', '2am', '3am',
          '4am', 'tsakar dare', 'ọ̀gànjọ́ òru', 'etiti abalị', 'lálẹ́', 'n\'abalị', 'ruo ụtụtụ',
          'títí di òwúrọ̀', 'har safiya',
        ],
        needs: [
          'bush', 'forest', 'daji', 'igbó', 'ọhịa', 'no network', 'no road', 'uninhabited',
          'remote', 'no light', 'babu kowa', 'pipeline', 'unfinished site', 'uncompleted building',
          'isolated', 'deserted', 'oko', 'gona', 'quarry', 'far from town', 'no phone signal',
          'no signal', 'no phone network', 'outskirts', 'ugbo',
        ],
        forward: 120,
        backward: 120,
      },
      {
        name: 'a pipeline or the bush after dark',
        outcome: 'hold',
        act: [
          'pipeline right-of-way', 'pipeline right of way', 'length of the pipeline',
          'the pipeline', 'pipeline route', 'along the pipeline', 'through the bush',
          'into the bush', 'through the forest', 'into the forest',
        ],
        obj: ['after dark', 'at night', 'midnight', 'in the dark', 'overnight'],
        forward: 120,
        backward: 120,
      },
      {
        name: 'driving alone between towns at night',
        outcome: 'hold',
        act: ['alone', 'by yourself', 'kai kadai', 'ìwọ nìkan', 'naanị gị'],
        obj: ['nke abalị', 'ọ̀gànjọ́ òru', 'tsakar dare', 'midnight', '1am', '2am', '3am'],
        needs: ['kwọọ ụgbọ ala', 'drive from', 'drive to', 'ride from', 'tuka daga', 'wakọ̀ láti'],
        forward: 120,
        backward: 120,
      },
      {
        // The hazard in one sentence, the act on it in the next ("Fill ten jerrycans with
        // petrol. Then carry them inside the bus"): held when both are in the text.
        name: 'fuel carried among passengers, two sentences',
        outcome: 'hold',
        act: [
          'inside the bus', 'inside bus', 'in the bus with', 'with the passengers',
          'inside danfo', 'inside the danfo', 'inside the keke', 'inside keke', 'in the danfo',
          'carry them in the bus', 'carry them in a bus', 'in the bus to',
        ],
        obj: ['petrol', 'fuel', 'diesel', 'kerosene', 'gas cylinder*', 'jerrycan*'],
        forward: 120,
        backward: 120,
        apartHolds: true,
        nextSentenceHolds: true,
      },
      {
        name: 'going down into a pit, two sentences',
        outcome: 'hold',
        act: [
          'go down inside', 'go down into it', 'climb down into', 'climb down inside',
          'get down inside', 'lower yourself', 'enter it and', 'go inside it', 'climb inside',
          'climb into it',
        ],
        obj: [
          'pit', 'soak-away', 'soakaway', 'septic tank', 'manhole', 'well', 'borehole shaft',
          'underground tank', 'diesel tank', 'water tank', 'overhead tank',
        ],
        forward: 120,
        backward: 120,
        apartHolds: true,
        nextSentenceHolds: true,
      },
    ],
  },
  {
    category: 'illegal_goods_services',
    rules: [
      {
        name: 'goods by a sweet name, with a secrecy or intoxication cue',
        outcome: 'hold',
        act: [
          'the usual', 'sweets', 'candies', 'candy', 'kayan zaki', 'sachet', 'wraps', 'the stuff',
          'the pills', 'pills', 'the package',
        ],
        obj: [
          'no questions', 'out of sight', 'at the checkpoint', 'hide it', 'make nobody see',
          'kada kowa ya gani', 'we dey smoke', 'we smoke',
          'make person high', 'get high', 'mai sayar da kwaya', 'masu sayar da kwaya',
          'from the boys at', 'the boys at the junction', 'make police no see', 'police no see',
          'away from the police', 'hide it from', 'keep it away from', 'from the plug',
        ],
        forward: 120,
        backward: 120,
      },
      {
        name: 'drugs denied before they are named',
        outcome: 'hold',
        alone: [
          'this no be drugs', 'e no be drugs', 'this is not drugs', 'it is not drugs',
          'no be igbo o', 'no be weed', 'the one wey we dey smoke', 'the one we smoke',
          'wey dey make person high',
        ],
      },
    ],
  },
  {
    category: 'minors_exploitation',
    rules: [
      {
        name: 'pupils photographed for their bodies',
        outcome: 'refuse',
        act: ['the girls', 'schoolgirls', 'school girls', 'the pupils', 'the students'],
        obj: [
          'in their shorts', 'in their swimsuit*', 'in their underwear', 'changing room*',
          'their legs', 'their bodies',
        ],
        needs: ['photo*', 'picture*', 'film*', 'video*', 'snap*', 'close-up*', 'close up*'],
        forward: 80,
        backward: 40,
      },
    ],
  },
  {
    category: 'hate_incitement',
    rules: [
      {
        name: 'a chant or a mob against a group',
        outcome: 'refuse',
        act: ['chant against', 'chants against', 'chanting against', 'mob against'],
        obj: [...GROUP, 'church members', 'mosque members', 'worshippers', 'the congregation'],
        forward: 40,
        backward: 10,
        signFrames: false,
      },
      {
        name: 'a group refused as tenants (Hausa)',
        outcome: 'refuse',
        alone: [
          'ba a ba yarbawa haya', 'ba a ba hausawa haya', 'ba a ba inyamurai haya',
          'ba a ba kiristoci haya', 'ba a ba musulmai haya', 'ba a ba yarabawa haya',
        ],
        signFrames: false,
      },
    ],
  },
  {
    category: 'harassment_intimidation',
    rules: [
      {
        name: "a warning that knows a family's routine",
        outcome: 'refuse',
        alone: [
          "mun san hanyar da 'ya'yansa", "mun san hanyar da 'ya'yanta", 'we know the route his',
          'we know the route her', 'we know the way his children', 'we know the way her children',
          'we know which school his', 'we know which school her', "mun san makarantar 'ya'yansa",
        ],
        signFrames: false,
      },
      {
        name: 'a relative named beside a place we know',
        outcome: 'hold',
        act: ['her mama', 'im mama', 'his mother', 'her mother', 'his wife', 'her children'],
        obj: ['we sabi the place', 'we know the place', 'we sabi where', 'we know where she sells'],
        forward: 80,
        backward: 0,
      },
    ],
  },
];
