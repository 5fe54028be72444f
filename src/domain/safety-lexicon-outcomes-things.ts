// Harm named by what it leaves behind or what it is for, where a thing or a place is the object
// (docs/safety.md, "Seventh round"; people are in safety-lexicon-outcomes.ts): a lock forced, an
// office entered after hours, goods passed without a search, a vote paid for, an agency's
// identity worn, a code taken as it arrives, live lines, flood water, fuel and gas handled by
// hand, generators in closed rooms, wells, shafts, heights without protection, fumigated rooms.
// Look-alikes and twins in test/unit/safety-seventh-round.test.ts.
import { FUMIGANT } from './safety-lexicon-concepts.ts';
import type { CategorySpec, Terms } from './safety-policy-spec.ts';

/** A code taken from someone's phone as it arrives, and passed on. */
// biome-ignore format: packed word list
const CODE_ARRIVES: Terms = [
  'code arrives', 'code enters', 'code enter', 'code don enter', 'code comes', 'code bá wọlé',
  'kóòdù bá wọlé', 'lambar ta shiga', 'lamba ta shiga', 'koodu batara', 'code batara',
  'message comes', 'sms comes', 'digit message', 'message arrives', 'sms arrives',
];
// biome-ignore format: packed word list
const PASSED_ON: Terms = [
  'send it to', 'send am', 'turo min', 'turo mana', 'fi ránṣẹ́', 'zitere m', 'ziga m',
  'text it to', 'forward it', 'get it from her', 'get it from him', 'karbe ta', 'gbà á',
  'whatsapp it', 'read it out to me', 'copy it and',
];

// Formatted by hand: the word lists in the rules are packed, a line of related words each.
// biome-ignore format: packed word lists
export const OUTCOME_THING_SPECS: readonly CategorySpec[] = [
  {
    category: 'trespass_break_in',
    rules: [
      {
        name: 'a lock broken',
        outcome: 'refuse',
        act: [
          'force', 'forced', 'break the', 'cut the', 'fasa', 'fọ́', 'gbaji', 'gbajie',
          'use the bolt cutter', 'bolt cutter*', 'karya', 'mebie', 'break d', 'cut d',
        ],
        obj: [
          'the padlock', 'padlock*', 'the lock', 'kwado*', 'kwadon', 'kọ́kọ́rọ́', 'mkpọchi', 'lock',
          'is locked',
        ],
        forward: 12,
        backward: 40,
      },
      {
        name: 'entering after hours',
        outcome: 'hold',
        act: ['enter*', 'get into', 'go into', 'gain entry'],
        obj: ['office', 'warehouse', 'shop', 'store', 'premises'],
        needs: [
          'after hours', 'outside business hours', 'after closing', 'when nobody is there',
          'when no one is there',
        ],
        forward: 60,
        backward: 20,
      },
    ],
  },
  {
    category: 'illegal_goods_services',
    rules: [
      {
        name: 'goods passed without a search',
        outcome: 'hold',
        alone: [
          'pass unchecked', 'go unchecked', 'kada su binciki', "so they don't search",
          'so they do not search', 'so they will not search', 'so our trucks pass',
          'so the trucks pass', 'so the goods pass', 'so our goods pass', 'to avoid inspection',
        ],
      },
    ],
  },
  {
    category: 'impersonation_fraud',
    rules: [
      {
        name: 'a vote paid for',
        outcome: 'refuse',
        alone: [
          'showing their ballot', 'show their ballot', 'show their marked', 'their marked ballot*',
          'ìwé ìbò wọn hàn', 'in exchange for their vote*', 'in exchange for votes',
          'snap their ballot', 'snap wetin dem vote', 'nuna takardar zabe', 'gosi akwụkwọ ntuli aka',
        ],
      },
      {
        name: "an agency's identity worn",
        outcome: 'refuse',
        alone: [
          'wear the attached ... identity card', 'wear the attached ... id card',
          'issuing closure notices', 'issue closure notices',
        ],
      },
    ],
  },
  {
    category: 'otp_handling',
    rules: [
      {
        name: 'a code taken as it arrives',
        outcome: 'refuse',
        act: CODE_ARRIVES,
        obj: PASSED_ON,
        forward: 120,
        backward: 20,
      },
    ],
  },
  {
    category: 'dangerous_work',
    rules: [
      {
        name: 'joining a broken power line (Hausa, Yoruba, Igbo)',
        outcome: 'hold',
        act: ['hada', 'haɗa', 'jikọọ', 'jikọta', 'jikọ', 'so wáyà', 'so waya', 'connect', 'join'],
        obj: [
          'wayar nepa', 'waya nepa', 'wáyà nepa', 'wayar wuta', 'waya ọkụ', 'wáyà iná', 'nepa wire',
          'nepa cable', 'broken cable', 'fallen cable',
        ],
        forward: 40,
        backward: 10,
      },
      {
        name: 'tying a live line (Yoruba)',
        outcome: 'hold',
        alone: ['so wáyà nepa', 'so wáyà iná'],
      },
      {
        name: 'crossing flood water (Hausa, Yoruba)',
        outcome: 'hold',
        act: ['haye', 'ketare', 'la', 'kọjá', 'wọ inú', 'shiga', 'gafee', 'gafe', 'banye'],
        obj: ['ruwan ambaliya', 'omi àgbàrá', 'ambaliya', 'àgbàrá', 'idei mmiri', 'mmiri ozuzo'],
        forward: 40,
        backward: 40,
      },
      {
        name: 'water as deep as a chest',
        outcome: 'hold',
        act: ['omi', 'ruwa*', 'water', 'mmiri'],
        obj: [
          'dé àyà', 'dé ìbàdí', 'kai kirji', 'kai kugu', 'chest-deep', 'waist-deep',
          'up to my chest', 'to the chest', 'to your chest', 'to the waist',
        ],
        forward: 60,
        backward: 20,
      },
      {
        name: 'fuel carried in a passenger vehicle',
        outcome: 'hold',
        act: ['jarkoki*', 'jerrycan*', 'jarka*', 'kegs of', 'gallons of'],
        obj: ['bas', 'bus', 'bọ́ọ̀sì', 'danfo', 'under the seat', 'karkashin kujera', 'motar haya'],
        needs: ['fetur', 'petrol', 'fuel', 'epo', 'diesel', 'kerosene'],
        forward: 80,
        backward: 40,
      },
      {
        name: 'gas decanted by hand',
        outcome: 'hold',
        alone: [
          'transfer gas from', 'juye gas', 'decant gas', 'gas from the big cylinder',
          'gas daga babbar',
        ],
      },
      {
        name: 'fuel moved by hand (act after the fuel)',
        outcome: 'hold',
        act: ['into jerrycan*', 'using a hose', 'with a hose', 'decant*', 'siphon*'],
        obj: ['petrol', 'fuel', 'diesel', 'kerosene', 'fetur'],
        forward: 0,
        backward: 60,
      },
      // the running is the act, so "do not start it" frames it; the closed space comes after
      {
        name: 'a generator run in a closed space',
        outcome: 'hold',
        act: [
          'start*', 'running', 'run it', 'run the', 'na-agba', 'kunna', 'switch it on', 'switch on',
          'turn on',
        ],
        obj: [
          'inside the shop', 'inside the room', 'for inside', 'close door', 'close the door',
          'enclosed', 'basement', 'closed room', 'mechiri emechi', 'a cikin daki', 'nínú yàrá',
        ],
        needs: ['generator*', 'jenereto', 'janareta*', 'janareto', 'gen'],
        forward: 60,
        backward: 0,
      },
      {
        name: 'going down a well or shaft',
        outcome: 'hold',
        alone: [
          'enter the well', 'into the well', 'inside the well', 'down the well',
          'climb into the well',
        ],
      },
      {
        name: 'descending a shaft named in the title',
        outcome: 'hold',
        act: ['descend*', 'go down', 'climb down', 'lower yourself', 'sọ̀kalẹ̀', 'sauka'],
        obj: ['shaft', 'borehole', 'rijiya', 'kàǹga'],
        forward: 60,
        backward: 60,
        apartHolds: true,
      },
      {
        name: 'height work without protection',
        outcome: 'hold',
        alone: [
          'no scaffold', 'without scaffold*', 'kò sí scaffold', 'babu igiya', 'without a harness',
          'without harness', 'no harness', 'no safety rope',
        ],
      },
      {
        name: 'entering a fumigated room',
        outcome: 'hold',
        act: ['enter*', 'go into', 'go inside', 'shiga', 'wọ inú', 'banye'],
        obj: FUMIGANT,
        forward: 60,
        backward: 40,
      },
    ],
    safe: ['safe to enter', 'safe to go in', 'cleared to enter'],
  },
];
