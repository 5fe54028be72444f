// Eighteenth round, nightlife: clubs, bars, lounges, hotels at night, DJs and bouncers (voice-48):
// harm the rules missed, as classes with their twins (docs/safety.md, "Eighteenth round,
// voice-48"). Appended to POLICY_SPECS; the look-alikes are in -nightlife-lawful.ts. Terms as
// speakers write them, tone marks folded. Few `...` gap terms and no bare common words (cost).
import { NIGHTLIFE_LOOKALIKE_SPECS } from './safety-lexicon-eighteenth-nightlife-lawful.ts';
import { DIRECTED, REGION_GROUP } from './safety-lexicon-structure.ts';
import type { CategorySpec, Terms } from './safety-policy-spec.ts';

// ── Goods ───────────────────────────────────────────────────────────────────────────────────

/** A weapon said to be unlicensed, put as a business need ("requires two unlicensed pistols from
 *  a supplier"): the trade verbs of the older rule stand too far from the weapon. */
// biome-ignore format: packed word list
const UNLICENSED: Terms = [
  'unlicensed', 'unlicenced', 'unregistered', 'without licence*', 'without license*',
  'with no licence', 'with no license', 'no licence', 'no license', 'no papers', 'without papers',
  'no get licence', 'no get license', 'ba lasisi', 'babu lasisi', 'láìsí ìwé àṣẹ',
];
// biome-ignore format: packed word list
const FIREARMS: Terms = [
  'pistol*', 'firearm*', 'handgun*', 'revolver*', 'rifle*', 'ammunition', 'ammo', 'bullets',
  'gun', 'guns', 'shotgun*', 'pump action', 'bindiga', 'ìbọn',
];
// biome-ignore format: packed word list
const PROCURED: Terms = [
  'require*', 'need*', 'supplier', 'supply', 'source', 'collect*', 'pick up',
  'deliver*', 'bring', 'buy', 'get us', 'get me', 'order', 'package', 'parcel', 'karbo', 'kawo',
  'gbé wá', 'mú wá', 'wetara',
];

// ── Threats ─────────────────────────────────────────────────────────────────────────────────

/** A demand whose alternative is a body carried out: "close down by Friday or your staff will be
 *  carried out on stretchers". "End up in hospital" is known. */
// biome-ignore format: packed word list
const OR_ELSE: Terms = [
  'or your', 'or you', 'or else', 'or una', 'or dem', 'or his', 'or her', 'or their',
  'otherwise', 'unless', "if you don't", 'if you do not', 'if una no', 'if you no',
];
// biome-ignore format: packed word list
const CARRIED_OUT: Terms = [
  'carried out on stretcher*', 'on stretchers', 'on a stretcher', 'in a body bag', 'in body bags',
  'in a coffin', 'in coffins', 'in an ambulance', 'inside ambulance', 'inside coffin',
  'for wheelchair', 'in a wheelchair', 'in wheelchairs', 'carry dem comot for stretcher',
];

/** An accusation of a debt put on a man's photo and pasted where his colleagues or neighbours
 *  will see it: "refused to pay" is not among the older rule's names ("thief", "debtor"). */
// biome-ignore format: packed word list
const UNPAID: Terms = [
  'refused to pay', 'refuse to pay', 'did not pay', "didn't pay", 'never paid', 'no pay',
  'ran without paying', 'left without paying', 'drank and ran', 'ate and ran', 'chop and run',
  'drink and run', 'owes the club', 'owes the bar', 'owes the lounge', 'owe us', 'owing us',
];
// biome-ignore format: packed word list
const PASTED_ROUND: Terms = [
  'paste them around', 'paste it around', 'paste am around', 'paste dem around',
  'stick them around',
  'stick them on', 'stick it on', 'post them around', 'put them up around', 'hang them around',
  'around his office', 'around her office', 'around his street', 'around her street',
  'around his estate', 'around her estate', 'around his house', 'around her house',
  'at his office', 'at her office', 'at his workplace', 'at her workplace', 'at his church',
  'at her church', 'on his gate', 'on her gate', 'share am for', 'share it on',
];
// biome-ignore format: packed word list
const HIS_FACE: Terms = [
  'photo*', 'picture*', 'his face', 'her face', 'his name', 'her name', 'this man', 'this woman',
  'that man', 'that woman', 'the customer',
];

// ── Places ──────────────────────────────────────────────────────────────────────────────────

/** Into a guest's room with a key taken, or while the desk is away: a hotel room is a home for
 *  the night. Housekeeping sent by the supervisor is the twin. */
// biome-ignore format: packed word list
const INTO_A_ROOM: Terms = [
  'open suite*', 'open room*', 'open his room', 'open her room', 'open the guest*', 'open his door',
  'open her door', 'enter suite*', 'enter room*', 'enter his room', 'enter her room',
  'go into his room', 'go into her room', 'get into his room', 'get into her room',
  'let yourself into', 'slip into his room', 'slip into her room', 'into the guest* room',
];
// biome-ignore format: packed word list
const DESK_AWAY: Terms = [
  'receptionist is on break', 'receptionist is away', 'receptionist is not', 'reception is empty',
  'front desk is empty', 'desk is unattended', 'receptionist leaves', 'receptionist steps out',
  'while reception', 'when reception', 'without reception knowing', 'without telling reception',
  'without the guest knowing', 'without the guest* knowing', 'make reception no see',
  'take the master key', 'master key from', 'steal the master key', 'plant',
];

/** Something put in another's room, bag, car or locker to be found there: a frame-up. */
// biome-ignore format: packed word list
const PLANT_IT: Terms = [
  'plant the bag', 'plant the package', 'plant the parcel', 'plant the drugs', 'plant the wrap*',
  'plant the gun', 'plant the phone', 'plant the money', 'plant the evidence', 'plant it',
  'plant am', 'plant this', 'plant these',
];
// biome-ignore format: packed word list
const WHERE_FOUND: Terms = [
  'under the bed', 'under his bed', 'under her bed', 'in his room', 'in her room',
  "in the guest's room", 'in the guest room', 'in his car', 'in her car', 'in his bag',
  'in her bag',
  'in his locker', 'in her locker', 'in his office', 'in her office', 'in his pocket',
  'under his seat', 'under her seat', 'in his drawer', 'in her drawer', 'for im room',
  'for her room', 'for im car', 'for im bag',
];

// ── Fraud ───────────────────────────────────────────────────────────────────────────────────

/** A payment shown that was never made, then the goods taken before the seller checks. */
// biome-ignore format: packed word list
const NOT_PAID: Terms = [
  'not actually made', 'was not actually', 'was never made', 'never actually', 'was not really',
  'never really', 'never enter', 'no enter', 'did not go through', "didn't go through",
  'not real', 'no be real', 'is fake', 'na fake', 'edited', 'photoshopped',
];
// biome-ignore format: packed word list
const PAYMENT_PROOF: Terms = [
  'screenshot', 'screenshots', 'the transfer', 'a transfer', 'the alert', 'the payment',
  'transfer receipt', 'payment receipt', 'payment slip', 'teller',
];
// biome-ignore format: packed word list
const BEFORE_THEY_CHECK: Terms = [
  'before they check', 'before dem check', 'before they confirm', 'before dem confirm',
  'before they notice', 'before dem notice', 'before they realise', 'before they realize',
  'before they see', 'before the alert', 'leave with the', 'carry the', 'collect the goods',
  'collect the drinks', 'collect the cartons', 'take the goods', 'take the drinks', 'comot with',
];

// ── People ──────────────────────────────────────────────────────────────────────────────────

/** Children at a bar's work at night: glasses, drinks, hostessing, till the small hours. */
// biome-ignore format: packed word list
const CHILD_AT_NIGHT: Terms = [
  'ọmọ ọdún', 'àwọn ọmọdé', 'ọmọdé', 'ọmọdébìnrin', 'ọmọdékùnrin', 'pikin dem', 'small pikin*',
  'small boys', 'small girls', 'underage', 'under-age', 'kids', 'children', 'yara kanana',
  'kananan yara', 'ƙananan yara', 'ụmụaka', 'ụmụntakịrị', 'year-old*', 'years old', 'girls of #',
  'boys of #',
];
// biome-ignore format: packed word list
const BAR_WORK: Terms = [
  'let them wash', 'let them serve', 'make dem wash', 'make dem serve', 'make dem sell',
  'to wash glasses', 'to serve drinks', 'to serve the guests', 'to serve guests', 'to pour drinks',
  'wash glasses and', 'serve drinks till', 'serve drinks until', 'as waiters', 'as waitresses',
  'as hostess*', 'as bar girls', 'as bar boys', 'as bartenders', 'as ushers at the club',
  'behind the bar', 'on the bar floor', 'kí wọ́n máa ta ọtí', 'kí wọ́n ta ọtí', 'su sayar da giya',
  'ka ha re mmanya',
];
/** Sat with the guests: hostessing put plainly, in Yoruba, Hausa and Igbo too. Only at a club or
 *  at night: a lounge's children's party at noon has guests too. */
// biome-ignore format: packed word list
const SIT_WITH_GUESTS: Terms = [
  'sit with the guests', 'sit with guests', 'sit with our guests', 'sit with the men',
  'keep the guests company', 'keep our guests company', 'entertain the guests',
  'jókòó pẹ̀lú àwọn àlejò', 'jókòó ti àwọn àlejò', 'su zauna da baki', 'su zauna tare da baki',
  'nọdụ ala na ndị ọbịa', 'nọdụ na ndị ọbịa',
];
// biome-ignore format: packed word list
const CLUB_AT_NIGHT: Terms = [
  'club', 'tonight', 'at night', 'all night', 'till morning', 'lálẹ́', 'da dare', 'n abalị',
  'till 1am', 'till 2am', 'till 3am', 'until 2am', 'until 3am',
];
// biome-ignore format: packed word list
const AT_NIGHT_PAID: Terms = [
  'till 1am', 'till 2am', 'till 3am', 'till 4am', 'till 5am', 'until 1am', 'until 2am',
  'until 3am', 'until 4am', 'until 5am', 'till morning', 'all night', 'at night', 'tonight',
  'rave', 'club', 'lounge', 'bar', 'pay dem', 'pay them', 'pay each', 'lálẹ́', 'da dare', 'n abalị',
];

/** Something slipped into a drink while its owner looks away, or so they will not remember:
 *  "in her drink" is known, "into her cocktail" and "in his glass" are not. */
// biome-ignore format: packed word list
const SLIP_IT: Terms = [
  'slip it', 'slip this', 'slip these', 'slip the pill*', 'slip the tablet*', 'slip the powder',
  'slip the drops', 'slip am', 'drop it', 'drop this', 'drop the pill*', 'drop the tablet*',
  'drop the powder', 'drop am', 'pour the pill*', 'pour the powder', 'pour the drops', 'pour am',
  'put the pill*', 'put the tablet*', 'put the powder', 'put the drops', 'put am', 'mix the pill*',
  'mix the powder', 'mix the tablet*', 'mix am', 'crush the pill*', 'crush the tablet*',
];
// biome-ignore format: packed word list
const INTO_A_DRINK: Terms = [
  'into her cocktail', 'into his cocktail', 'in her cocktail', 'in his cocktail', 'into her drink',
  'into his drink', 'into her glass', 'into his glass', 'in her glass', 'in his glass',
  'into his beer', 'in his beer', 'into her beer', 'in her beer', 'into her juice', 'in her juice',
  'into his juice', 'in his juice', 'into her wine', 'in her wine', 'into their drinks',
  'in their drinks', 'in her cup', 'in his cup', 'for her drink', 'for im drink', 'for her cup',
  'for im cup', 'inside her drink', 'inside im drink', 'inside her cup',
];
// biome-ignore format: packed word list
const UNAWARE: Terms = [
  'when she goes', 'when he goes', 'when she is not looking', 'when he is not looking',
  'when she turns', 'when he turns', 'while she dances', 'while he dances', 'while she is dancing',
  'when she dance', 'when she dey dance', 'without her knowing', 'without him knowing',
  'before she notices', "she won't", 'she will not', "he won't", 'he will not', 'make she no',
  'make e no', 'so she sleeps', 'so he sleeps', 'so she passes out', 'pass out', 'knock her out',
  'knock him out', 'remember', 'rohypnol', 'pill*', 'tablet*', 'powder', 'drops',
];

/** Girls brought for men who pay for the night: "bring girls" is read as "bring" + "irls" by the
 *  trie (the next word's first letter absorbed), so the older procuring rule never sees it. */
// biome-ignore format: packed word list
const BRING_GIRLS: Terms = [
  'bring girls', 'bring some girls', 'bring gals', 'bring girlz', 'bring girls and',
];
// biome-ignore format: packed word list
const FOR_MEN_AT_NIGHT: Terms = [
  'for my friends', 'for my guest*', 'for the guests', 'for my client*', 'for oga', 'for the boys',
  'for the men', 'spend the night', 'for the night', 'to my room', 'to his room', 'to their room*',
  'to the suite', 'pay each girl', 'pay the girls', 'night together',
];
/** A night with them paid for, a share kept: sex put as a booking. */
// biome-ignore format: packed word list
const NIGHT_PAID: Terms = [
  'pay for the full night with', 'pay for the night with', 'paid for the full night with',
  'paid for the night with', 'pay for a night with', 'full night with them', 'full night with her',
  'pay each girl after', 'pay each girl when', 'pay the girls after they',
  'after they spend the night',
];

/** Girls and boys outside a school, offered work at a club or lounge. */
// biome-ignore format: packed word list
const APPROACH_PUPILS: Terms = [
  'approach girls', 'approach the girls', 'approach boys', 'approach students', 'approach pupils',
  'recruit girls', 'recruit students', 'recruit pupils', 'talk to girls', 'wait for girls',
  'wait for the girls', 'find girls', 'pick girls', 'meet girls',
];
// biome-ignore format: packed word list
const AT_A_SCHOOL: Terms = [
  'outside secondary school*', 'outside the secondary school*', 'outside schools',
  'outside the school*', 'at the school gate*', 'in school uniform', 'schoolgirls', 'school girls',
  'secondary school girls', 'from secondary school*', 'after school hours', 'when school closes',
];
// biome-ignore format: packed word list
const OFFERED_WORK: Terms = [
  'evening work', 'night work', 'paid work', 'work at our', 'work at the', 'job*', 'paid',
  'hostess*', 'club', 'lounge', 'bar', 'money',
];

// ── Hate ────────────────────────────────────────────────────────────────────────────────────

/** A group by religion or tribe left unnamed ("members of one religion"), or a region's people
 *  ("those northern goats"): the older list names each group. */
// biome-ignore format: packed word list
const UNNAMED_GROUP: Terms = [
  'members of one religion', 'members of that religion', 'members of a certain religion',
  'people of one religion', 'people of that religion', 'followers of that religion',
  'followers of one religion', 'that religion', 'a certain religion', 'one religion',
  'members of that tribe', 'people of that tribe', 'members of one tribe', 'that tribe',
  'a certain tribe', 'one tribe', 'that ethnic group', 'one ethnic group', 'those northern',
  'these northern', 'those southern', 'these southern', 'those eastern', 'those western',
];
/** Called a plague or to be driven off, said to others. */
// biome-ignore format: packed word list
const PLAGUE_OR_DRIVEN: Terms = [
  'a plague', 'plague on', 'are a plague', 'be driven from', 'driven from the', 'driven out of',
  'must be driven', 'should be driven', 'be chased out', 'chased out of', 'be chased from',
  'must leave', 'should leave', 'must go', 'pack their things', 'pack their load*', 'goats',
  'leave the area', 'leave the estate', 'leave the city', 'not human', 'no be human',
];

// ── Hazards ─────────────────────────────────────────────────────────────────────────────────

/** Up a stage truss, a lighting rig, a speaker stack or a billboard, including the common
 *  misspelling "clim" (four letters: never respelled). */
// biome-ignore format: packed word list
const CLIMB: Terms = ['climb*', 'clim', 'clim up', 'go up', 'get up on', 'scale the', 'gun orí'];
// biome-ignore format: packed word list
const RIGS: Terms = [
  'truss', 'trusses', 'stage truss*', 'lighting rig*', 'light rig*', 'lighting tower*',
  'speaker stack*', 'speaker tower*', 'stage roof', 'stage scaffold*', 'billboard*', 'bill board*',
];
/** Told to start before the rope or harness comes: "no rope dey", "don't wait for the harness". */
// biome-ignore format: packed word list
const NO_WAIT: Terms = [
  "don't wait", 'dont wait', 'do not wait', 'no wait', 'no need to wait', 'without waiting',
  'no dey wait', 'no need for',
];
// biome-ignore format: packed word list
const HARNESS: Terms = ['harness', 'harnesses', 'safety rope*', 'the rope', 'a rope'];
// biome-ignore format: packed word list
const AT_HEIGHT: Terms = [
  'climb*', 'clim', 'truss*', 'billboard*', 'roof', 'mast', 'pole', 'up there', 'ladder',
  'rig', 'tower',
];

export const EIGHTEENTH_NIGHTLIFE_SPECS: readonly CategorySpec[] = [
  ...NIGHTLIFE_LOOKALIKE_SPECS,
  {
    category: 'illegal_goods_services',
    rules: [
      {
        name: 'an unlicensed weapon procured',
        outcome: 'refuse',
        // The rarer words as the object: a rule is started by the kinds of its objects.
        act: FIREARMS,
        obj: UNLICENSED,
        needs: PROCURED,
        forward: 24,
        backward: 24,
      },
    ],
  },
  {
    category: 'violence_threats',
    rules: [
      {
        name: 'something slipped into a drink unnoticed',
        outcome: 'refuse',
        act: SLIP_IT,
        obj: INTO_A_DRINK,
        needs: UNAWARE,
        forward: 30,
        backward: 0,
      },
      {
        name: 'a demand, or a body carried out',
        outcome: 'refuse',
        act: OR_ELSE,
        obj: CARRIED_OUT,
        forward: 60,
        backward: 0,
        // The threat is the note handed over: quoting it is the harm.
        signFrames: false,
      },
    ],
  },
  {
    category: 'harassment_intimidation',
    rules: [
      {
        name: 'an unpaid bill pasted with his photo where others will see',
        outcome: 'refuse',
        act: UNPAID,
        obj: PASTED_ROUND,
        needs: HIS_FACE,
        forward: 100,
        backward: 100,
        signFrames: false,
      },
    ],
  },
  {
    category: 'trespass_break_in',
    rules: [
      {
        name: "into a guest's room while the desk is away",
        outcome: 'refuse',
        act: INTO_A_ROOM,
        obj: DESK_AWAY,
        forward: 80,
        backward: 80,
      },
      {
        name: "something planted in another's room, bag or car",
        outcome: 'refuse',
        act: WHERE_FOUND,
        obj: PLANT_IT,
        forward: 0,
        backward: 40,
      },
    ],
  },
  {
    category: 'impersonation_fraud',
    rules: [
      {
        name: 'a payment shown that was never made, goods taken',
        outcome: 'refuse',
        act: PAYMENT_PROOF,
        obj: NOT_PAID,
        needs: BEFORE_THEY_CHECK,
        forward: 60,
        backward: 40,
      },
    ],
  },
  {
    category: 'sexual_services',
    rules: [
      {
        name: 'girls brought for men at night',
        outcome: 'refuse',
        act: BRING_GIRLS,
        obj: FOR_MEN_AT_NIGHT,
        forward: 80,
        backward: 0,
      },
      { name: 'a night with them paid for', outcome: 'refuse', alone: NIGHT_PAID },
    ],
  },
  {
    category: 'minors_exploitation',
    rules: [
      {
        name: 'pupils approached at a school, offered club work',
        outcome: 'refuse',
        act: APPROACH_PUPILS,
        obj: AT_A_SCHOOL,
        needs: OFFERED_WORK,
        forward: 40,
        backward: 0,
        askFrames: false,
      },
      {
        name: "children at a bar's work at night",
        outcome: 'refuse',
        act: CHILD_AT_NIGHT,
        obj: BAR_WORK,
        needs: AT_NIGHT_PAID,
        forward: 80,
        backward: 0,
        askFrames: false,
      },
      {
        name: 'children brought to sit with guests at a club at night',
        outcome: 'refuse',
        act: CHILD_AT_NIGHT,
        obj: SIT_WITH_GUESTS,
        needs: CLUB_AT_NIGHT,
        forward: 120,
        backward: 0,
        askFrames: false,
      },
    ],
  },
  {
    category: 'hate_incitement',
    rules: [
      {
        name: 'a group left unnamed, called a plague or driven off',
        outcome: 'refuse',
        act: PLAGUE_OR_DRIVEN,
        obj: UNNAMED_GROUP,
        needs: DIRECTED,
        forward: 40,
        backward: 80,
        signFrames: false,
      },
      {
        name: 'a group called a plague or to be driven off',
        outcome: 'refuse',
        act: REGION_GROUP,
        // biome-ignore format: packed word list
        obj: [
          'a plague', 'plague on', 'are a plague', 'be driven from', 'driven from the',
          'no be human', 'not human', 'are goats', 'be chased out', 'chased out of',
        ],
        needs: DIRECTED,
        forward: 80,
        backward: 40,
        signFrames: false,
      },
    ],
  },
  {
    category: 'dangerous_work',
    rules: [
      {
        name: 'up a stage truss, a rig or a billboard',
        outcome: 'hold',
        act: CLIMB,
        obj: RIGS,
        forward: 30,
        backward: 0,
      },
      {
        name: 'at height without waiting for the harness',
        outcome: 'hold',
        act: NO_WAIT,
        obj: HARNESS,
        needs: AT_HEIGHT,
        forward: 40,
        backward: 0,
      },
      {
        name: 'no rope there',
        outcome: 'hold',
        alone: ['no rope dey', 'rope no dey', 'no harness dey'],
      },
    ],
  },
];
