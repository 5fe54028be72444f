// Twentieth round, harm to women and children no lexicon named (docs/safety.md, "Twentieth round,
// harm no lexicon named"): a mother's baby sold, a person photographed bathing, a leaked video
// spread, a child put to work or brought to a man's room, hostesses asked for more, a side chick
// found. Split from safety-lexicon-twentieth-harm.ts; appended to POLICY_SPECS after it.
import { CHILDREN } from './safety-lexicon-minors.ts';
import { SHOOT } from './safety-lexicon-nineteenth-assault.ts';
import type { CategorySpec, Terms } from './safety-policy-spec.ts';

// biome-ignore format: packed word list
const BABY_SOLD: Terms = [
  'sell her baby', 'sell their baby', 'sell his baby', 'sell your baby', 'sell the baby to',
  'sell her newborn', 'sell the newborn', 'sells her baby', 'selling her baby', 'sold her baby',
  'sell her pikin', 'sell the pikin', 'buy her baby', 'buy their baby', 'buy the newborn',
];

/** A person bathing, showering or undressing, said of the person (never "the bath", "the
 *  bathroom": a tub or tiles photographed for a quote). */
// biome-ignore format: packed word list
const BATHING: Terms = [
  'bathing', 'bathes', 'to bathe', 'showering', 'in the shower', 'undressing', 'undresses',
  'changing her clothes', 'changing his clothes', 'changes her clothes', 'changes his clothes',
  'take wanka', 'tana wanka', 'yake wanka', 'yin wanka', 'dey baff', 'dey bath', 'dey bathe',
  'ń wẹ̀', 'n wẹ̀', 'na-asa ahụ', 'na asa ahu',
];

/** Hostesses or ladies asked for more than the event: "go the extra mile with the guests".
 *  Keeping guests company or entertaining them after an event is a hotel's or an usher's work. */
// biome-ignore format: packed word list
const EXTRA_WITH_GUESTS: Terms = [
  'extra mile with the guest*', 'extra mile with guest*', 'extra mile with our guest*',
  'extra mile with the client*', 'extra mile for the guest*', 'extra services for the guest*',
  'extra service for the guest*', 'spend the night with the guest*',
  // A woman found to "entertain" a man in his room.
  'lady who can entertain', 'girl who can entertain', 'ladies who can entertain',
  'girls who can entertain', 'entertain ... in his hotel room', 'entertain ... in his room',
];

/** A child put to work or to live with strangers, the age said bare ("he is 9"): the bare
 *  phrase is not a child's age everywhere ("he is 5 minutes away"), so only beside the work. */
// biome-ignore format: packed word list
const PUT_TO_WORK: Terms = [
  'work in my shop', 'work in the shop', 'work for me', 'work for my', 'work in my house',
  'sleep there', 'sleep in the shop', 'live with me', 'house help', 'housemaid', 'house girl',
  'house boy', 'hawk*', 'sell for me', 'to work',
];
const AGE_SAID_BARE: Terms = Array.from({ length: 12 }, (_, i) => i + 3).flatMap((n) => [
  `he is ${n}`,
  `she is ${n}`,
  `he is only ${n}`,
  `she is only ${n}`,
  `e be ${n}`,
]);

/** A woman's or a girl's leaked video or pictures spread: the leak is the harm, whatever it
 *  shows. A leaked speech or memo names no person's body and is not here. */
// biome-ignore format: packed word list
const SPREAD_IT: Terms = [
  'post', 'posts', 'posting', 'share', 'shares', 'sharing', 'upload*', 'send', 'forward*',
  'spread*', 'circulate*',
];
const LEAKED_OF = ['the girl', 'the lady', 'the woman', 'my ex', 'her', 'the student'];
// biome-ignore format: packed word list
const LEAKED_OF_A_WOMAN: Terms = [
  ...LEAKED_OF.flatMap((p) => [
    `leaked video* of ${p}`, `leaked picture* of ${p}`, `leaked photo* of ${p}`,
    `leaked tape* of ${p}`, `video of ${p} that ... leaked`, `video* of ${p} that leaked`,
    `picture* of ${p} that ... leaked`,
  ]),
  'her leaked video*', 'her leaked picture*', 'her leaked photo*', 'her private video*',
  'her private picture*', 'her private photo*',
];

/** Where it is spread: the rule's object, so the spreading verbs stay its needs (GET_PAPER). */
// biome-ignore format: packed word list
const TO_OTHERS: Terms = [
  'on our blog', 'on the blog', 'on my blog', 'in the whatsapp group*', 'on whatsapp', 'on facebook',
  'on instagram', 'on twitter', 'on tiktok', 'online', 'on the internet', 'to everyone', 'to all',
  'in the group*', 'on social media', 'on our page', 'on my page', 'to her husband',
  'to her family', 'to her parents', 'to her boss', 'to her church', 'to his wife',
];

/** A man's or a guest's room a child is brought to. A family's own room is not here ("their
 *  hotel room"). */
// biome-ignore format: packed word list
const A_MANS_ROOM: Terms = [
  'hotel room of my guest', 'room of my guest', 'room of the guest', 'room of our guest',
  'guest s hotel room', 'guest s room', 'his hotel room', 'his room', 'the man s hotel room',
  'the man s room', 'client s hotel room', 'client s room', 'oga s hotel room', 'oga s room',
  'my hotel room', 'to my room',
];

/** A "side chick" found for someone: a sexual partner procured. */
// biome-ignore format: packed word list
const SIDE_CHICK: Terms = [
  'get me a side chick', 'find me a side chick', 'get him a side chick', 'find him a side chick',
  'side chick for my', 'side chick for him', 'a side chick from',
];

export const TWENTIETH_PEOPLE_SPECS: readonly CategorySpec[] = [
  {
    category: 'minors_exploitation',
    rules: [{ name: "a mother's baby sold", outcome: 'refuse', alone: BABY_SOLD }],
  },
  {
    category: 'sexual_services',
    // Bathing words for a place, not a person: "the bathing area", "bathing suits".
    safe: ['bathing area', 'bathing suit*', 'bathing room*', 'bathing spot*', 'bathing place*'],
    rules: [
      {
        name: 'a person photographed bathing or undressing',
        outcome: 'refuse',
        act: SHOOT,
        obj: BATHING,
        forward: 60,
        backward: -1,
      },
    ],
  },
  {
    category: 'minors_exploitation',
    rules: [
      {
        name: 'a child photographed bathing or undressing',
        outcome: 'refuse',
        // Hausa "yarinyar" / "yaron": the girl, the boy (the minors lexicon has the bare words).
        act: [...CHILDREN, 'yarinyar', 'yaron'],
        obj: BATHING,
        needs: SHOOT,
        forward: 60,
        backward: -1,
      },
    ],
  },
  {
    category: 'sexual_services',
    rules: [
      {
        name: "a woman's leaked video spread",
        outcome: 'refuse',
        act: LEAKED_OF_A_WOMAN,
        obj: TO_OTHERS,
        needs: SPREAD_IT,
        forward: 40,
        backward: 0,
      },
    ],
  },
  {
    category: 'minors_exploitation',
    rules: [
      {
        name: "a child brought to a man's room",
        outcome: 'refuse',
        act: CHILDREN,
        obj: A_MANS_ROOM,
        forward: 60,
        backward: 0,
      },
      {
        name: 'a child put to work, the age said bare',
        outcome: 'refuse',
        act: PUT_TO_WORK,
        obj: AGE_SAID_BARE,
        forward: 100,
        backward: 100,
      },
    ],
  },
  {
    category: 'sexual_services',
    rules: [
      { name: 'hostesses asked for more', outcome: 'hold', alone: EXTRA_WITH_GUESTS },
      { name: 'a side chick found', outcome: 'refuse', alone: SIDE_CHICK },
    ],
  },
];
