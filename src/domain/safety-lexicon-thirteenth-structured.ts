// Thirteenth round, voice-20 (agents' structured briefs: headings, steps, key: value): harm the
// rules missed and look-alikes they refused, as classes (docs/safety.md, "Thirteenth round,
// voice-20"). Appended to POLICY_SPECS.
import type { CategorySpec, Terms } from './safety-policy-spec.ts';

/** Agencies whose name on a card or in a claim makes the Operator an official. */
// biome-ignore format: packed word list
const AGENCY: Terms = [
  'cbn', 'efcc', 'icpc', 'dss', 'nafdac', 'firs', 'lirs', 'frsc', 'nimc', 'inec', 'ncc', 'son',
  'customs', 'immigration', 'police', 'ndlea', 'lastma', 'lawma', 'nscdc', 'sec', 'ndic',
];
/** What an official is called once the agency is named. */
const OFFICIAL_ROLE: Terms = [
  'examiner*',
  'inspector*',
  'officer*',
  'official*',
  'auditor*',
  'investigator*',
  'agent*',
];
/** The agency's identity the Operator would show. */
const AGENCY_PAPERS: Terms = ['id card*', 'id', 'badge*', 'identity card*', 'staff card*'];
/** The card is made or sent for the Operator: not theirs. */
// biome-ignore format: packed word list
const MADE_FOR_YOU: Terms = [
  'we send', 'we will send', 'we courier', 'we give you', 'we provide', 'we will provide',
  'attached', 'we attach', 'your photo on it', 'your picture on it', 'with your photo',
  'with your picture', 'we print*', 'we made', 'we have made', 'we will make',
];

/** Money handed to voters, in Yoruba, Hausa, Igbo, Pidgin and English. */
// biome-ignore format: packed word list
const MONEY: Terms = ['#', 'naira', 'owó', 'kudi', 'kuɗi', 'ego', 'cash', 'money', 'nairas'];
// biome-ignore format: packed word list
const FOR_OUR_SIDE: Terms = [
  'dìbò fún wa', 'dibo fun wa', 'dìbò fún ẹgbẹ́ wa', 'dìbò fún olùdíje wa', 'láti dìbò fún',
  "zabi jam'iyyar*", "zaɓi jam'iyyar*", "ya zabi jam'iyya*", "ya zaɓi jam'iyya*", 'zabe mu',
  'zaɓe mu', 'tụọ vootu maka anyị', 'votu maka anyị', 'vote for us', 'vote for our man',
  'vote for our candidate', 'vote our party', 'vote our candidate',
];
/** Handed to each voter, not paid to a printer for posters that say "Vote for us". */
// biome-ignore format: packed word list
const EACH_VOTER: Terms = [
  'each voter', 'every voter', 'ọ̀kọ̀ọ̀kan', 'kọ̀ọ̀kan', 'olùdìbò', 'kowane', 'kowanne',
  "mai kada kuri'a", "masu kada kuri'a", 'onye ọ bụla', 'each person', 'each of them',
  'every person', 'each household', 'everybody', 'all the voters',
];

/** A person held somewhere until money comes. */
// biome-ignore format: packed word list
const HELD_THERE: Terms = [
  'keep her there', 'keep him there', 'keep them there',
  'hold her there', 'hold him there', 'lock her in', 'lock him in', 'lock her up', 'lock him up',
  'keep her locked', 'keep him locked', 'hold am there', 'keep am there',
  'ku riƙe ta', 'ku rike ta', 'ku riƙe shi', 'ku rike shi', 'ẹ mú u dúró', 'jide ya',
];
// biome-ignore format: packed word list
const UNTIL_PAID: Terms = [
  'until ... transfer*', 'until ... pay*', 'until ... ransom', 'until ... money', 'till ... pay',
  'till ... transfer*', 'till ... money', 'har sai ... biya', 'títí ... fi san', 'ruo mgbe ... kwụ',
];

/** Something put in one person's drink (food is cooked for people: seasoning, medicine). */
const INTO: Terms = ['add*', 'pour*', 'put', 'mix*', 'empty', 'drop*', 'tip*'];
// biome-ignore format: packed word list
const THEIR_DRINK: Terms = [
  "'s drink", 'drink only', 'cup only', 'his drink', 'her drink', 'his cup', 'her cup', "'s cup",
  'his glass', 'her glass', "'s glass", 'his tea', 'her tea',
];
/** A substance of ours, and only that person to take it. */
// biome-ignore format: packed word list
const OURS_ONLY: Terms = [
  'the small bottle', 'bottle we give', 'sachet we give', 'powder we give', 'liquid we give',
  'the contents of', 'the powder', 'drink only', 'cup only', 'do not let anyone else',
  "don't let anyone else", 'make nobody else',
];

/** A tracker put on someone else's car. */
// biome-ignore format: packed word list
const FIX_ON: Terms = [
  'attach*', 'stick*', 'fix*', 'put', 'place*', 'hide*', 'tape*', 'plant*', 'slip*',
];
// biome-ignore format: packed word list
export const TRACKER: Terms = [
  'gps tag*', 'gps tracker*', 'gps device*', 'tracker*', 'tracking device*', 'tracking tag*',
  'airtag*', 'air tag*',
];
// biome-ignore format: packed word list
export const UNSEEN: Terms = [
  'must not see', 'must not know', 'must not notice', 'must not find out', 'should not see',
  'should not know', 'without him knowing', 'without her knowing', 'without the owner',
  'without them knowing', 'does not notice', "doesn't notice", 'secretly', 'quietly',
  'make e no see', 'make dem no see', 'no make am see', 'kada ya gani', 'kada ta gani',
];

/** Pictures held over a person, the demand put passively ("unless N2m is transferred"). */
// biome-ignore format: packed word list
const PICTURES: Terms = [
  'the photos', 'the pictures', 'the video*', 'these photos', 'these pictures', 'the recording*',
  'photos', 'pictures', 'the tape', 'the footage',
];
// biome-ignore format: packed word list
const UNLESS_PAID: Terms = [
  'unless # is', 'unless ... is transferred', 'unless ... is paid', 'unless ... are paid',
  'unless ... is sent', 'if # is not', 'if ... is not transferred', 'if ... is not paid',
  'unless # reaches', 'unless we receive',
];
// biome-ignore format: packed word list
/** Passed on to others by us, not delivered to the family by the Operator. */
// biome-ignore format: packed word list
const GO_TO: Terms = [
  'they go to', 'they will go to', 'will go to', 'it goes to', 'they goes to', 'go online',
  'goes online', 'will be posted', 'will be sent to', 'will be shown to', 'will be shared',
  'we will send them', 'we send them', 'dem go reach', 'we go send am',
];

/** A debtor shamed before workmates, neighbours or a group. */
// biome-ignore format: packed word list
const BEFORE_THEM: Terms = [
  'inform* his manager', 'inform* her manager', 'tell his manager', 'tell her manager',
  'inform* his colleagues', 'inform* her colleagues', 'tell his colleagues',
  'tell her colleagues', 'his manager and colleagues', 'her manager and colleagues',
  'his estate group', 'her estate group', 'his church group',
  'her church group', 'his family group', 'her family group', 'his office group',
  'her office group', 'his street group', 'her street group', 'his neighbours',
  'her neighbours', 'caption',
];
// biome-ignore format: packed word list
const DEBT_SHAME: Terms = [
  'debtor*', 'the default', 'his default', 'her default', 'his debt', 'her debt', 'owes',
  'do not trust', "don't trust", 'onye ji ụgwọ', 'mai bashi', 'onígbèsè',
];

/** Sex filmed for sale or a channel. */
const FILM: Terms = ['film*', 'record*', 'shoot*', 'video*', 'livestream*', 'stream*'];
// biome-ignore format: packed word list
const HAVING_SEX: Terms = [
  'having sex', 'have sex', 'people having sex', 'couple having sex', 'sex scene*', 'sex tape*',
  'sex video*', 'dey knack', 'dey do sex',
];

/** A group told to leave a place by a date, under threat. */
// biome-ignore format: packed word list
const OR_ELSE: Terms = [
  'or face consequences', 'or face the consequences', 'or face ... consequences',
  'or face what follows', 'or they will see', 'or dem go see',
];
// biome-ignore format: packed word list
const TRADERS_GROUP: Terms = [
  'igbo traders', 'hausa traders', 'yoruba traders', 'igbo people', 'hausa people',
  'yoruba people', 'northerners', 'southerners', 'fulani herders', 'fulani people',
  'igbo families', 'hausa families', 'yoruba families', 'igbo residents', 'hausa residents',
  'yoruba residents', 'igbo tenants', 'hausa tenants', 'yoruba tenants',
];

/** Work on high-voltage switchgear by hand (held: the Operator is no electrician). */
// biome-ignore format: packed word list
const LIVE_ACT: Terms = [
  'reset* the', 'reconnect*', 'rewire*', 'by hand', 'tighten*', 'open the main',
  'open the distribution', 'open the panel', 'join the',
];
// biome-ignore format: packed word list
const SWITCHGEAR: Terms = [
  'breaker*', 'cable*', 'distribution board', 'panel', 'switchgear', 'busbar*', 'fuse*',
];
// biome-ignore format: packed word list
const HIGH_VOLTAGE: Terms = [
  '11kv', '33kv', '# kv', 'kv breaker*', 'high voltage', 'high-voltage', 'high tension',
  'high-tension', 'main distribution board', 'switchgear', 'in the panel', 'busbar*',
];

/** Igbo: following a woman to her home, photographing her unknown to her. */
// biome-ignore format: packed word list
const IGBO_UNKNOWN: Terms = [
  "n'amaghị ya", "n'amaghi ya", 'ka ọ ghara ịma', 'ka o ghara ima', 'ọ maghị', 'o maghi',
];

export const THIRTEENTH_STRUCTURED_SPECS: readonly CategorySpec[] = [
  {
    category: 'impersonation_fraud',
    rules: [
      {
        name: "claiming to be an agency's examiner or officer",
        outcome: 'refuse',
        // "works as a police officer" is someone's job: the claim is the Operator's.
        act: ['you are a', 'you are an', "you're a", "you're an", 'you be'],
        obj: AGENCY.flatMap((agency) => OFFICIAL_ROLE.map((role) => `${agency} ${role}`)),
        forward: 12,
        backward: 0,
      },
      {
        name: "an agency's card made for the Operator",
        outcome: 'refuse',
        act: ['show*', 'present*', 'wear*', 'use', 'carry', 'flash*', 'hold up'],
        obj: AGENCY.flatMap((agency) => AGENCY_PAPERS.map((paper) => `${agency} ${paper}`)),
        needs: MADE_FOR_YOU,
        forward: 40,
        backward: 0,
      },
      {
        name: 'a payment shown that never goes',
        outcome: 'refuse',
        // biome-ignore format: packed word list
        alone: [
          'screenshot* we generate', 'screenshot* we make', 'screenshot* we create',
          'screenshot* we edit*', 'alert* we generate', 'receipt* we generate',
          "transfer won't actually", 'transfer will not actually', "transfer won't go",
          'transfer will not go', 'transfer no go land', 'alert no go land',
          'money will not actually', "money won't actually",
        ],
      },
      {
        name: 'reviews from many accounts, made to look real',
        outcome: 'refuse',
        act: ['# stars', '# star', '5-star*', 'five star*', 'review*', 'rating*', 'comment*'],
        // biome-ignore format: packed word list
        obj: [
          'different google accounts', 'different accounts', 'different phones', 'so e no look fake',
          'so it does not look fake', "so it doesn't look fake", 'so they do not look fake',
          "so they don't look fake", 'as if you don use', 'as if you have used', 'as if you used',
          'as if you bought',
        ],
        forward: 120,
        backward: 120,
      },
      {
        name: 'money to each voter for a vote our way',
        outcome: 'refuse',
        act: MONEY,
        obj: FOR_OUR_SIDE,
        needs: EACH_VOTER,
        forward: 120,
        backward: 80,
      },
      {
        name: "a voter's ballot shown for money, in Hausa",
        outcome: 'refuse',
        alone: ['hoton takardar zabe*', 'hoton takardar zaɓe*', "hoton kuri'a*"],
      },
    ],
  },
  {
    category: 'violence_threats',
    rules: [
      {
        // Four-letter words made of leetable letters are read as written (so that a bare number
        // is never a word): the violent ones are listed spelt with their digits.
        name: 'a short violent verb in leet',
        outcome: 'refuse',
        alone: ['b3at', 'b34t', 'be4t', 'st4b', '5tab', 'sl4p', '5lap'].flatMap((verb) =>
          ['him', 'her', 'them', 'am', 'dem', 'the'].map((who) => `${verb} ${who}`),
        ),
      },
      {
        name: 'a person held until money comes',
        outcome: 'refuse',
        act: HELD_THERE,
        obj: UNTIL_PAID,
        forward: 60,
        backward: 0,
      },
      {
        name: "something of ours in one person's drink",
        outcome: 'refuse',
        act: INTO,
        obj: THEIR_DRINK,
        needs: OURS_ONLY,
        forward: 80,
        backward: 0,
      },
    ],
    excuse: ['doctor', 'prescri*', 'nurse', 'his medicine', 'her medicine'],
  },
  {
    category: 'surveillance_stalking',
    rules: [
      {
        name: "a tracker put on someone's car unseen",
        outcome: 'refuse',
        act: FIX_ON,
        obj: TRACKER,
        needs: UNSEEN,
        forward: 30,
        backward: 20,
        nextSentenceHolds: true,
      },
      {
        name: 'followed home or photographed unknown to her, in Igbo',
        outcome: 'refuse',
        act: ['soro', 'sochie', 'see ya foto', 'sere ya foto', 'see ha foto'],
        obj: ["ruo n'ụlọ ya", "ruo n'ulo ya", 'ruo ebe o bi', 'ruo ebe ọ bi', ...IGBO_UNKNOWN],
        forward: 90,
        backward: 0,
      },
    ],
    // A records office is a place to collect papers, not a person recorded.
    // biome-ignore format: packed word list
    safe: [
      'records office*', 'records unit', 'records department', 'records section', 'records room',
      'records desk', 'records officer*', 'records registry', 'records and archives',
    ],
  },
  {
    category: 'harassment_intimidation',
    rules: [
      {
        name: 'pictures shown unless money is sent',
        outcome: 'refuse',
        act: PICTURES,
        obj: UNLESS_PAID,
        needs: GO_TO,
        forward: 90,
        backward: 60,
        signFrames: false,
      },
      {
        name: 'a debtor shamed before workmates or a group',
        outcome: 'refuse',
        act: BEFORE_THEM,
        obj: DEBT_SHAME,
        forward: 120,
        backward: 60,
        signFrames: false,
      },
    ],
  },
  {
    category: 'sexual_services',
    rules: [
      {
        name: 'sex filmed',
        outcome: 'refuse',
        act: FILM,
        obj: HAVING_SEX,
        forward: 30,
        backward: 0,
      },
    ],
  },
  {
    category: 'hate_incitement',
    rules: [
      {
        name: 'a group told to leave, or else',
        outcome: 'refuse',
        act: TRADERS_GROUP,
        obj: OR_ELSE,
        forward: 90,
        backward: 0,
        signFrames: false,
      },
    ],
  },
  {
    category: 'dangerous_work',
    rules: [
      {
        name: 'high-voltage switchgear worked by hand',
        outcome: 'hold',
        act: LIVE_ACT,
        obj: SWITCHGEAR,
        needs: HIGH_VOLTAGE,
        forward: 40,
        backward: 0,
      },
    ],
  },
  {
    category: 'violence_threats',
    rules: [],
    // A circuit breaker reset in a flat is a switch, not "break" with a tenant or a door.
    safe: ['breaker', 'breakers', 'circuit breaker*', 'tripped breaker*'],
  },
  {
    category: 'trespass_break_in',
    rules: [],
    // Locks and cutters priced or listed at a hardware shop are stock, not a lock broken.
    // biome-ignore format: packed word list
    safe: [
      'price check padlock*', 'price check bolt cutter*', 'prices of # padlock*',
      'prices of padlock*', 'price of padlock*', 'price of # padlock*', 'padlock sizes',
      'padlock prices', 'bolt cutter prices', 'price of a bolt cutter', 'price of bolt cutter*',
      'prices of bolt cutter*', 'price of a # bolt cutter', 'and a # bolt cutter',
      // A circuit breaker ("reset the tripped breaker in the flat") is no break-in.
      'breaker', 'breakers', 'circuit breaker*', 'tripped breaker*',
    ],
  },
  {
    category: 'impersonation_fraud',
    rules: [],
    // A survey titled by the scam it asks about ("Survey: fake transfer alerts").
    // biome-ignore format: packed word list
    safe: ['survey', 'study', 'research', 'audit'].flatMap((head) =>
      ['fake transfer*', 'fake alert*', 'fake credit alert*', 'fake debit alert*', 'fake payment*']
        .map((scam) => `${head} ${scam}`),
    ),
  },
  {
    category: 'otp_handling',
    rules: [],
    // A code the brief says never to send, with its screenshot in the same list.
    // biome-ignore format: packed word list
    safe: [
      'never send us the code or a screenshot', 'never send the code or a screenshot',
      'do not send us the code or a screenshot', 'do not send the code or a screenshot',
      "don't send us the code or a screenshot", 'never share the code or a screenshot',
      'do not share the code or a screenshot', 'never send us the code or any screenshot',
      'no send us the code or screenshot', 'never send the otp or a screenshot',
    ],
  },
  {
    category: 'illegal_goods_services',
    rules: [],
    // A fixture looked at from outside, "no open am": the cover stays shut, not a parcel.
    // biome-ignore format: packed word list
    safe: [
      'from outside no open am', 'from outside, no open am', 'from outside; no open am',
      'manhole ... no open am', 'meter box ... no open am',
      'soak-away ... no open am', 'soakaway ... no open am', 'septic tank ... no open am',
    ],
  },
];
