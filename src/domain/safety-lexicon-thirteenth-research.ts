// Thirteenth round, research: harm the rules missed in the voice of researchers, NGOs and
// journalists (voice-17), and the lawful fieldwork they refused, as classes with their twins
// (docs/safety.md, "Thirteenth round, voice-17"). Appended to POLICY_SPECS.
import type { CategorySpec, Terms } from './safety-policy-spec.ts';

/** Getting in where a study was not let in: past the guards, behind a resident, into the closed.
 *  Short lists on purpose: the trespass rule's premises are tagged in every brief. */
// biome-ignore format: packed word list
const GO_IN: Terms = [
  'enter', 'enters', 'entering', 'go into', 'go in', 'get into', 'get in', 'walk into',
  'go inside', 'get inside', 'gain entry', 'gain access',
];
// biome-ignore format: packed word list
const PAST_THE_GUARDS: Terms = [
  'after the guards', 'after the guard', 'guards change', 'guard changes', 'change of shift',
  'shift change', 'when the guards leave', 'when the guard leaves', 'avoid the gate',
  'avoid the main gate', 'not through the gate', 'not through the main gate',
];
// biome-ignore format: packed word list
const SLIP_IN: Terms = [
  'slip into', 'slip in', 'sneak*', 'creep into', 'let yourself into', 'tailgat*',
];
// biome-ignore format: packed word list
const CLOSED_OR_UNSEEN: Terms = [
  'closed', 'locked', 'on sunday', 'after hours', 'unnoticed', 'unseen', 'secretly',
  "resident's car", 'residents car', 'behind a resident', 'behind a car',
];

/** A misfortune wished on a person: "make sure she gets hurt" (not "nobody gets hurt"). Whole
 *  phrases, not a pair: "make sure" and "ensure" stand in most briefs. */
// biome-ignore format: packed word list
const GETS_HURT: Terms = [
  'gets hurt', 'get hurt', 'is hurt', 'gets injured', 'get injured', 'gets beaten', 'get beaten',
  'gets roughed up', 'get roughed up',
];
const SEEN_TO_GET_HURT: Terms = ['make sure', 'ensure', 'see that', 'see to it that'].flatMap(
  (see) =>
    ['she', 'he', 'they', 'e', 'dem'].flatMap((who) => GETS_HURT.map((h) => `${see} ${who} ${h}`)),
);

/** A threat through a person's children: we know their school, you will bury one. */
// biome-ignore format: packed word list
const THROUGH_CHILDREN: Terms = [
  'know the school your children', 'know the school your kids', 'know which school your',
  'know where your children', 'know where your kids', "know your children's school",
  'know your kids school', 'we sabi where your pikin', 'we know where your pikin',
  'you will bury one of', 'you go bury one of', 'you will bury your', 'bury one of them',
  'mun san makarantar yaranka', 'a mọ ilé ìwé àwọn ọmọ rẹ', 'anyị ma ụlọ akwụkwọ ụmụ gị',
];

/** A respondent or a trader leaned on: "we can make things hard for her stall". */
// biome-ignore format: packed word list
const MAKE_IT_HARD: Terms = [
  'make things hard for her', 'make things hard for him', 'make things difficult for her',
  'make things difficult for him', 'make life hard for her', 'make life hard for him',
  'make life difficult for her', 'make life difficult for him', 'make things hard for them',
  'make life difficult for them', 'make am hard for her', 'make am hard for am',
  'make things hot for her', 'make things hot for him', 'we can make things hard',
  'we can make things difficult', 'we go make am hard',
];

/** Money taken for a grant that is not: told "na federal grant", then a fee per head. */
// biome-ignore format: packed word list
const TOLD_IT_IS: Terms = [
  'say na', 'say e be', 'tell them it is', "tell them it's", 'tell dem say', 'tell them say',
  'tell them that it is', 'pretend it is', 'claim it is', 'it is a grant', 'it is an empowerment',
  'it is a federal', 'it is a government', 'it is government', "it's a grant",
];
// biome-ignore format: packed word list
const FEE_PER_HEAD: Terms = [
  'processing fee*', 'registration fee*', 'form fee*', 'activation fee*', 'release fee*',
  'from each', 'per head', 'from every',
];
// biome-ignore format: packed word list
const GRANT: Terms = [
  'grant', 'grants', 'empowerment', 'palliative*', 'federal', 'government loan*', 'npower',
  'n-power', 'tradermoni', 'cash transfer*', 'free money',
];

/** Press or staff credentials of an outlet the holder does not work for. */
// biome-ignore format: packed word list
const CREDENTIAL_CARDS: Terms = [
  'press card*', 'press id*', 'press pass*', 'media pass*', 'media card*', 'staff id*',
  'staff card*', 'id card*', 'accreditation card*', 'accreditation tag*',
];
// biome-ignore format: packed word list
const IN_ANOTHERS_NAME: Terms = [
  'in the name of a national', 'in the name of a newspaper', 'in the name of another',
  'in the name of a daily', 'in the name of a tv', 'in the name of a radio', "another paper's",
  "another station's",
];
/** An outlet's mark on the card, said of people who are not its staff (a negation in a `needs`,
 *  where it is not read as framing the act). */
// biome-ignore format: packed word list
const OUTLET_MARK: Terms = ['logo*', 'letterhead*', 'masthead*', 'stamp'];
// biome-ignore format: packed word list
const NOT_ITS_STAFF: Terms = [
  'never worked for', 'do not work for', "don't work for", 'does not work for',
  "doesn't work for", 'not employed by', 'not staff of', 'not on the staff of',
];

/** Chemicals handled with no gear: leaking drums opened, samples taken bare-handed. */
// biome-ignore format: packed word list
const NO_GEAR: Terms = [
  'no gloves', 'without gloves', 'no mask*', 'without mask*', 'no ppe', 'without ppe',
  'no protective', 'without protective', 'bare hands', 'bare-handed', 'no respirator*',
];
// biome-ignore format: packed word list
const CHEMICAL_CONTAINERS: Terms = [
  'chemical drum*', 'drums of chemical*', 'leaking drum*', 'leaking chemical*',
  'chemical container*', 'toxic waste', 'acid drum*', 'barrels of chemical*', 'chemical barrel*',
];

/** Children photographed in swimwear or undressed. */
// biome-ignore format: packed word list
const PHOTOGRAPH: Terms = [
  'photograph*', 'film*', 'shoot', 'pictures of', 'photos of', 'snap*', 'video* of',
];
// biome-ignore format: packed word list
const SWIMWEAR: Terms = [
  'in swimsuit*', 'in swimwear', 'in bikini*', 'in underwear', 'in their pant*', 'undressed',
  'half-naked', 'half naked', 'in bathing suit*', 'in towels',
];
// biome-ignore format: packed word list
const CHILDREN: Terms = [
  'kids', 'children', 'orphan*', 'pupils', 'minors', 'underage', 'schoolgirls', 'schoolboys',
  'year-old*', 'years old', 'little girls', 'little boys', 'pikin*',
];

/** Children set to carry loads or work for the writer, in Igbo and Yoruba. */
// biome-ignore format: packed word list
const CARRY_OR_WORK: Terms = [
  'na-ebu ngwongwo', 'ebu ngwongwo', 'buru ngwongwo', 'na-ebu ibu', 'buru ibu',
  'rụọ ọrụ maka anyị', 'rụrụ anyị ọrụ', 'na-arụrụ anyị ọrụ', 'ru ẹrù', 'máa ru ẹrù',
  'bá wa ru ẹrù', 'ṣiṣẹ́ fún wa', 'bá wa ṣiṣẹ́', 'yi mana dako', 'yi mana aiki',
];
// biome-ignore format: packed word list
const LOCAL_CHILDREN: Terms = [
  'ụmụaka', 'ụmụntakịrị', 'nwatakịrị', 'ọmọdé', 'àwọn ọmọdé', 'ọmọ kékeré', 'ƙananan yara',
  'kananan yara', 'yara ƙanana', 'yara kanana',
];

/** Setting a building on fire, told in Hausa ("ku banka masa wuta"). */
// biome-ignore format: packed word list
const SET_ALIGHT_HA: Terms = [
  'ku banka masa wuta', 'ka banka masa wuta', 'ku banka mata wuta', 'ka banka mata wuta',
  'ku banka musu wuta', 'ka banka musu wuta', 'ku banka wa', 'ka banka wa', 'ku cinna masa wuta',
  'ka cinna masa wuta', 'ku kunna masa wuta', 'ka kunna masa wuta', 'ku sa masa wuta',
  'ka sa masa wuta', 'ka kona ofis*', 'ku kona ofis*',
];

/** A person seized as they leave, in Igbo, Yoruba, Hausa and Pidgin. */
// biome-ignore format: packed word list
const SEIZE: Terms = [
  'jide ya', 'jidere ya', 'jichie ya', 'nwụde ya', 'mú u', 'mu u', 'kama shi', 'kama ta',
  'grab him', 'grab her', 'bundle him', 'bundle her', 'bundle am',
];
// biome-ignore format: packed word list
const AS_THEY_LEAVE: Terms = [
  'mgbe ọ na-apụ', 'mgbe ọ pụtara', 'mgbe ọ na-alọta', 'nígbà tí ó bá ń jáde',
  'nígbà tó bá ń jáde', 'lokacin da yake fita', 'lokacin da take fita', 'when e dey comot',
  'when she dey comot', 'as he leaves', 'as she leaves', 'when he leaves', 'when she leaves',
];

/** Followed home unknown to them, in Yoruba ("láìjẹ́ pé ó mọ̀"). */
// biome-ignore format: packed word list
const FOLLOW_YO: Terms = ['tẹ̀lé e', 'tẹ̀lé wọn', 'tẹ̀lé ẹ', 'tọpa rẹ̀', 'tọpa'];
// biome-ignore format: packed word list
const UNKNOWN_YO: Terms = [
  'láìjẹ́ pé ó mọ̀', 'láìjẹ́ pé wọ́n mọ̀', 'láìjẹ́ kí ó mọ̀', 'láìjẹ́ kó mọ̀', 'láì mọ̀',
  'ní ìkọ̀kọ̀', 'ní bòókẹ́lẹ́', 'ìgbà tí ó máa ń jáde', 'ìgbà tó máa ń jáde',
];

/** A group called animals or told to leave "our land", in Igbo, Yoruba and Hausa. */
// biome-ignore format: packed word list
const GROUP_LOCAL: Terms = [
  'ndị hausa', 'ndị igbo', 'ndị yoruba', 'ndị fulani', 'ndị ugwu', 'ndị alakụba',
  'àwọn hausa', 'àwọn igbo', 'àwọn yorùbá', 'àwọn fúlàní', 'àwọn gàmbàrí', "'yan kudu",
  'inyamurai', 'nyamiri', 'arna', 'hausawa', 'yarbawa', 'fulani',
];
// biome-ignore format: packed word list
const ANIMALS_OR_GO: Terms = [
  'bụ anụ ọhịa', 'bụ anụmanụ', 'anụ ọhịa', 'kwesịrị ịhapụ', 'ịhapụ ala anyị', 'hapụ ala anyị',
  'ẹranko ni', 'jẹ́ ẹranko', 'kúrò ní ilẹ̀ wa', 'kúrò nílẹ̀ wa', 'dabbobi ne', 'su bar mana',
  'su bar ƙasarmu', 'su bar kasarmu',
];
// biome-ignore format: packed word list
const SPREAD: Terms = [
  'kesaa', 'kesa', 'mado', 'mara ya', 'dee', 'lẹ̀', 'pín', 'raba', 'liƙa', 'lika', 'rubuta',
];

export const THIRTEENTH_RESEARCH_SPECS: readonly CategorySpec[] = [
  {
    category: 'trespass_break_in',
    rules: [
      {
        name: 'in past the guards where the study was refused',
        outcome: 'refuse',
        act: GO_IN,
        obj: PAST_THE_GUARDS,
        forward: 80,
      },
      {
        name: 'slipping into a closed place or behind a resident',
        outcome: 'refuse',
        act: SLIP_IN,
        obj: CLOSED_OR_UNSEEN,
        forward: 40,
      },
    ],
  },
  {
    category: 'violence_threats',
    rules: [
      { name: 'a person seen to get hurt', outcome: 'refuse', alone: SEEN_TO_GET_HURT },
      { name: "a threat through a person's children", outcome: 'refuse', alone: THROUGH_CHILDREN },
      { name: 'a building set alight, in Hausa', outcome: 'refuse', alone: SET_ALIGHT_HA },
      {
        name: 'a person seized as they leave',
        outcome: 'refuse',
        act: SEIZE,
        obj: AS_THEY_LEAVE,
        forward: 40,
      },
    ],
  },
  {
    category: 'harassment_intimidation',
    rules: [{ name: 'things made hard for a person', outcome: 'refuse', alone: MAKE_IT_HARD }],
  },
  {
    category: 'impersonation_fraud',
    rules: [
      {
        name: 'a fee taken for a grant that is not',
        outcome: 'refuse',
        act: FEE_PER_HEAD,
        obj: GRANT,
        needs: TOLD_IT_IS,
        forward: 80,
        backward: 80,
      },
    ],
  },
  {
    category: 'illegal_goods_services',
    rules: [
      {
        name: "press or staff cards of an outlet the holder doesn't work for",
        outcome: 'refuse',
        act: CREDENTIAL_CARDS,
        obj: IN_ANOTHERS_NAME,
        forward: 100,
        backward: 60,
      },
      {
        name: "press or staff cards with the mark of an outlet they don't work for",
        outcome: 'refuse',
        act: CREDENTIAL_CARDS,
        obj: OUTLET_MARK,
        needs: NOT_ITS_STAFF,
        forward: 60,
        backward: 40,
      },
    ],
  },
  {
    category: 'dangerous_work',
    rules: [
      {
        name: 'chemical drums handled with no gear',
        outcome: 'hold',
        act: NO_GEAR,
        obj: CHEMICAL_CONTAINERS,
        forward: 120,
        backward: 120,
        nextSentenceHolds: true,
      },
    ],
  },
  {
    category: 'minors_exploitation',
    rules: [
      {
        name: 'children photographed in swimwear',
        outcome: 'refuse',
        act: PHOTOGRAPH,
        obj: SWIMWEAR,
        needs: CHILDREN,
        forward: 40,
      },
      {
        name: 'children set to carry loads, in Igbo and Yoruba',
        outcome: 'refuse',
        act: LOCAL_CHILDREN,
        obj: CARRY_OR_WORK,
        forward: 80,
        backward: 40,
      },
    ],
  },
  {
    category: 'surveillance_stalking',
    rules: [
      {
        name: 'followed home unknown to them, in Yoruba',
        outcome: 'refuse',
        act: FOLLOW_YO,
        obj: UNKNOWN_YO,
        forward: 80,
      },
    ],
  },
  {
    category: 'hate_incitement',
    rules: [
      {
        name: 'a group called animals or told to leave, in Igbo, Yoruba and Hausa',
        outcome: 'refuse',
        act: GROUP_LOCAL,
        obj: ANIMALS_OR_GO,
        needs: SPREAD,
        forward: 60,
        backward: 30,
        signFrames: false,
      },
    ],
  },
];

/** Lawful fieldwork the rules refused, as `safe` phrases: each covers only its own words, so a
 *  harmful twin beside it still counts (test/unit/safety-thirteenth-research.test.ts). */
export const THIRTEENTH_RESEARCH_LOOKALIKE_SPECS: readonly CategorySpec[] = [
  {
    category: 'illegal_goods_services',
    rules: [],
    // biome-ignore format: packed word list
    safe: [
      // A title asking whether sellers sell: "do" is the question's, not the trade's.
      'do pharmacies', 'do chemists', 'do patent medicine*', 'do drug shops', 'do medicine shops',
      'do medicine stores', 'do shops', 'do stores', 'do vendors', 'do sellers', 'do traders',
      // Hausa 'yan bindiga are bandits, the people, not a gun to buy or sell.
      "'yan bindiga", 'yan bindiga', 'hare-haren ... bindiga', 'matsalar ... bindiga',
      // Igbo the language in a list of the three: "Hausa, Yoruba na Igbo".
      'yoruba na igbo', 'hausa na igbo', 'igbo na yoruba', 'igbo na hausa', 'yoruba and igbo',
      'hausa and igbo', 'igbo and yoruba', 'igbo and hausa', 'yoruba ati igbo', 'hausa ati igbo',
      'yoruba da igbo', 'hausa da igbo',
      // Yoruba kọ (wrote) … wa (our) is not kó … wá (bring): a report "tí a kọ nípa" a theft.
      'tí a kọ', 'kọ nípa', 'a kọ ìwé',
      // "No open am" at a machine the mechanic will open, not a parcel.
      'no open am ... mechanic*', 'no open am ... technician*', 'no open am ... engineer*',
      'no open am ... electrician*',
    ],
  },
  {
    category: 'impersonation_fraud',
    rules: [],
    // biome-ignore format: packed word list
    safe: [
      // Observers log vote buying they see; buying votes is still the term.
      'any vote buying', 'vote buying you observe', 'vote buying you see', 'vote buying they see',
      'vote buying they observe', 'vote buying incident*', 'cases of vote buying',
      'vote buying cases',
      // An organisation's own cheque book, collected with its letter.
      "ngo's ... cheque book*", "organisation's ... cheque book*", "organization's ... cheque book*",
      "school's ... cheque book*", "church's ... cheque book*", "association's ... cheque book*",
      "cooperative's ... cheque book*", "foundation's ... cheque book*",
    ],
  },
  {
    category: 'minors_exploitation',
    rules: [],
    // biome-ignore format: packed word list
    safe: [
      // Out-of-school children counted for a study: the figure, not a child kept from school.
      'out of school children count', 'out-of-school children count', 'number of out of school',
      'number of out-of-school', 'out of school rate', 'out-of-school rate', 'out of school figure*',
      'out-of-school figure*',
      'out of school ... census', 'out-of-school ... census', 'out of school ... data',
      'out-of-school ... data',
    ],
  },
];
