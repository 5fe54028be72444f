// Twenty-sixth round, the second batch (docs/safety.md, "Twenty-sixth round, second batch"): what
// five more writers (schools and exams, religion, politics and events, agent banking, nightlife,
// northern markets) put that the rules passed. Refused: an official's gear worn or handed over
// (police, INEC, CBN), voters told their polling unit moved, a vote paid for in Hausa, an exam
// supervisor paid for "assistance in the hall", a person played by name in Pidgin ("tell dem say
// you be Mrs …"), the leaf that is smoked in Yoruba, a people told to leave or barred in Hausa or
// to pack out before an election, photos held over someone until she pays, reviews written as a
// customer in Hausa, cattle rebranded. Held: a pole climbed or a pit gone down in Hausa. What
// passes beside them is in safety-lexicon-twentysixth-lawful.ts. Appended to POLICY_SPECS.
import type { CategorySpec, Terms } from './safety-policy-spec.ts';

/** An official's gear: a vest, tag, card or uniform of the police, INEC or a regulator. */
const AGENCIES = ['police', 'npf', 'inec', 'cbn', 'efcc', 'nafdac', 'lastma', 'frsc', 'customs'];
const GEAR = ['vest*', 'reflective vest*', 'id tag*', 'tag', 'tags', 'id card*', 'staff id*'];
const OFFICIAL_GEAR: Terms = AGENCIES.flatMap((a) => [
  ...GEAR.map((g) => `${a} ${g}`),
  `${a} staff id card*`,
  `${a} reflective`,
]);
// biome-ignore format: packed word list
const WEAR_OR_GIVEN: Terms = [
  'wear*', 'put on', 'dey wear', 'for you', "we'll give you", 'we will give you', 'we go give you',
  'i go give you', 'we will courier', "we'll courier", 'we will send you', 'carry the',
];

/** Voters told where they cannot vote. */
// biome-ignore format: packed word list
const TELL_VOTERS: Terms = [
  'tell voters', 'tell the voters', 'tell people coming to vote', 'inform voters',
  'tell dem say their polling', 'tell voters coming', 'announce to voters',
];
// biome-ignore format: packed word list
const POLL_MOVED: Terms = [
  'polling unit has been moved', 'polling unit don move', 'has been moved to', 'don move go',
  'election has been postponed', 'election don shift', 'voting has been cancelled',
  'no voting today', 'election is tomorrow',
];

/** A vote paid for, in Hausa: "whoever shows you he thumbprinted for our party, give him ₦3,000". */
// biome-ignore format: packed word list
const VOTED_FOR_US_HA: Terms = [
  "dangwala wa jam'iyyarmu", 'dangwala wa jamiyyarmu', "ya zabi jam'iyyarmu", 'ya zabi jamiyyarmu',
  'ya zabi dan takararmu', 'ya nuna maka ya dangwala', 'ya dangwala',
];
// biome-ignore format: packed word list
const GIVE_HIM_HA: Terms = ['ka ba shi', 'ka bashi', 'ka ba su', 'ba shi kudi', 'ka biya shi'];

/** An exam official paid to let candidates be helped. */
// biome-ignore format: packed word list
const EXAM_HELP_BOUGHT: Terms = [
  'assistance in the hall', 'some assistance in the hall', 'help in the exam hall',
  'help our candidates in the hall', 'help dem for hall', 'help dem inside hall',
  'so he will allow our candidates', 'so he go allow our students', 'allow our candidates some',
  'miracle centre', 'miracle center', 'expo for the exam', 'exam expo',
];

/** A named person played in Pidgin and English: "tell dem say you be Mrs Folake Adeyemi". */
const PLAYED = ['mrs', 'mr', 'her', 'him', 'my aunty', 'my uncle', 'my guardian', 'my mother'];
const PLAYED_MORE = ['my father', 'my sister', 'my brother', 'my wife', 'my husband', 'chief'];
const A_NAMED_PERSON_PLAYED: Terms = [...PLAYED, ...PLAYED_MORE].flatMap((who) => [
  `tell dem say you be ${who}`,
  `tell them say you be ${who}`,
  `tell them you are ${who}`,
  `say you be ${who}`,
  `pretend you are ${who}`,
  `pretend to be ${who}`,
]);

/** The leaf that is smoked, in Yoruba ("ewé tí a máa ń fà"). */
// biome-ignore format: packed word list
const LEAF_SMOKED_YO: Terms = [
  'ewé tí a máa ń fà', 'ewe ti a maa n fa', 'ewé tí wọ́n ń fà', 'ewe ti won n fa',
  'ewé tí à ń fà', 'ewe ti a n fa', 'ewé tí ẹ máa ń fà', 'ewe ti e maa n fa',
];

/** A people told to leave or barred, in Hausa ("su tattara kayansu su bar Kano", "kada a bar
 *  Kiristoci su sayi fili"), and in English before an election ("stay home … or pack out"). */
// biome-ignore format: packed word list
const PEOPLES_HA: Terms = [
  'inyamurai', 'inyamuran', 'inyamuri', 'yarbawa', 'kiristoci', 'kirista', 'arna', 'hausawa',
  'musulmi', 'igbo', 'fulani', 'igbo traders', 'hausa traders', 'yoruba traders',
];
// biome-ignore format: packed word list
const LEAVE_OR_BARRED_HA: Terms = [
  'su bar kano', 'su bar garin', 'su bar gari', 'su bar jihar', 'su tattara kayansu',
  'tattara kayansu', 'su koma garinsu', 'su fice', 'kada a bar', 'kada a sake a bar', 'kar a bar',
  'kada a sayar musu', 'kada a ba su haya', 'pack out of lagos', 'pack out of kano',
  'pack out of the state', 'pack out of our town', 'pack out of this town', 'stay home on election day',
  'stay at home on election day', 'not come out to vote', 'stay away from the polls',
];

/** A people barred in Hausa, the prohibition on others its content ("kada a bar Kiristoci su sayi
 *  fili"): one term, as "kada" before the people reads as a negation of the act. */
const BARRED_HA: Terms = [
  'kada a bar',
  'kada a sake a bar',
  'kar a bar',
  'kada a sake barin',
].flatMap((bar) => PEOPLES_HA.map((people) => `${bar} ${people}`));

/** Photos or chats held over someone until she pays. */
const MEDIA = ['photos', 'pictures', 'pics', 'video', 'videos', 'chats', 'messages', 'results'];
const WHOSE = ['her', 'his', 'your', 'their'];
const OR_SHOWN: Terms = MEDIA.flatMap((m) => [
  ...WHOSE.map((w) => `or the ${m} go to ${w}`),
  ...WHOSE.map((w) => `or the ${m} will go to ${w}`),
  `or we post the ${m}`,
  `or we release the ${m}`,
  `or her ${m} go`,
  `or his ${m} go`,
]);

/** Reviews written as a customer, in Hausa ("kamar kai kwastoma ne"). */
// biome-ignore format: packed word list
const AS_A_CUSTOMER: Terms = [
  'kamar kai kwastoma', 'kamar kwastoma', 'kamar kai abokin ciniki', 'wayoyi da email daban',
  'wayoyi daban-daban', 'as if you are a customer', 'as if you be customer', 'different emails',
  'different phone numbers', 'different accounts', 'bí ẹni pé ẹ ti jẹun', 'bi eni pe e ti jeun',
  'orúkọ àti account ọ̀tọ̀', 'oruko ati account oto', 'account ọ̀tọ̀', 'account oto',
];

/** Cattle rebranded or known to be rustled, in Hausa and English. */
// biome-ignore format: packed word list
const CATTLE_REBRANDED: Terms = [
  'goge tambarin', 'ka goge tambari', 'sa sabon tambari', 'shanun da aka sace', 'shanun sata',
  'dabbobin sata', 'shanun da aka kwashe', 'change the brand mark*', 'remove the brand mark*',
  'rebrand the cattle', 'rebrand the cows', 'new brand mark*', 'rustled cattle', 'rustled cows',
];

/** Cable and transformer parts taken from the grid ("cable wey dem harvest from the NEPA line"). */
// biome-ignore format: packed word list
const GRID_PARTS: Terms = [
  'armoured cable*', 'armored cable*', 'cable*', 'copper wire*', 'conductor*', 'transformer oil',
  'transformer coil*', 'aluminium wire*',
];
// biome-ignore format: packed word list
const TAKEN_FROM_THE_GRID: Terms = [
  'from the nepa line', 'from nepa line', 'from the phcn line', 'from the power line*', 'wey dem harvest', 'dem harvest', 'harvested from', 'cut from the pole*',
];

/** A pole climbed or a pit gone down, in Hausa: the verb and its place together, as the bare
 *  verbs (hau, sauka: climb, get down or off) are everyday words. */
// biome-ignore format: packed word list
const CLIMB_OR_DESCEND_HA: Terms = [
  'shiga ramin', 'shiga rami', 'shiga rijiya', 'shiga rijiyar', 'sauka cikin rami',
  'sauka cikin ramin', 'sauka cikin rijiya', 'sauka cikin rijiyar', 'gangara cikin rami',
  'hau fol', 'ka hau fol', 'hau fol din', 'hau pole', 'hau sandar wuta', 'hau karfen wuta',
];

export const TWENTYSIXTH_CIVIC_SPECS: readonly CategorySpec[] = [
  {
    category: 'impersonation_fraud',
    rules: [
      {
        name: "an official's gear worn or handed over",
        outcome: 'refuse',
        act: WEAR_OR_GIVEN,
        obj: OFFICIAL_GEAR,
        forward: 50,
        backward: 50,
      },
      {
        name: 'voters told their polling unit moved',
        outcome: 'refuse',
        act: TELL_VOTERS,
        obj: POLL_MOVED,
        forward: 120,
        backward: 0,
      },
      {
        name: 'a vote paid for, in Hausa',
        outcome: 'refuse',
        act: VOTED_FOR_US_HA,
        obj: GIVE_HIM_HA,
        forward: 40,
        backward: 0,
      },
      { name: 'a named person played', outcome: 'refuse', alone: A_NAMED_PERSON_PLAYED },
      {
        name: 'reviews written as a customer',
        outcome: 'refuse',
        act: AS_A_CUSTOMER,
        obj: ['review*', 'rating*', '5-star', '5 star', 'five star', 'five-star', 'àyẹ̀wò', 'ayewo'],
        forward: 150,
        backward: 150,
        // The reviews asked for, then in the next sentence how to write them (held).
        nextSentenceHolds: true,
      },
    ],
  },
  {
    category: 'illegal_goods_services',
    rules: [
      { name: 'an exam official paid for help', outcome: 'refuse', alone: EXAM_HELP_BOUGHT },
      { name: 'the leaf that is smoked, in Yoruba', outcome: 'refuse', alone: LEAF_SMOKED_YO },
      { name: 'cattle rebranded or rustled', outcome: 'refuse', alone: CATTLE_REBRANDED },
      {
        name: 'cable taken from the grid',
        outcome: 'refuse',
        act: GRID_PARTS,
        obj: TAKEN_FROM_THE_GRID,
        forward: 60,
        backward: 40,
      },
    ],
  },
  {
    category: 'hate_incitement',
    rules: [
      {
        name: 'a people told to leave or barred, in Hausa and before a vote',
        outcome: 'refuse',
        act: PEOPLES_HA,
        obj: LEAVE_OR_BARRED_HA,
        forward: 150,
        backward: 40,
        signFrames: false,
      },
      { name: 'a people barred, in Hausa', outcome: 'refuse', alone: BARRED_HA, signFrames: false },
    ],
  },
  {
    category: 'harassment_intimidation',
    rules: [
      {
        name: 'photos held over someone until she pays',
        outcome: 'refuse',
        act: ['pay', 'pays', 'send', 'bring'],
        obj: OR_SHOWN,
        forward: 60,
        backward: 0,
        // A note "saying" it is the threat itself, not a sign quoted.
        signFrames: false,
      },
    ],
  },
  {
    category: 'dangerous_work',
    rules: [
      {
        name: 'a pole climbed or a pit gone down, in Hausa',
        outcome: 'hold',
        alone: CLIMB_OR_DESCEND_HA,
      },
    ],
  },
];
