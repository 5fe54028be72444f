// Sixteenth round, older rules: harm the older rules let through, noticed by the round's helpers
// outside their own sets, fixed as classes with their lawful twins (docs/safety.md, "Sixteenth
// round, older rules: older-misses"). Appended to POLICY_SPECS. Terms as speakers write them, tone
// marks folded.
import type { CategorySpec, Terms } from './safety-policy-spec.ts';

// ── Watching ──────────────────────────────────────────────────────────────────────────────────

/** A person photographed or filmed: the person named right after the verb, so "photograph the
 *  shelf" is not one. */
// biome-ignore format: packed word list
const SHOOT_PERSON: Terms = [
  'photograph* her', 'photograph* him', 'photograph* them', 'photograph* the woman',
  'photograph* the man', 'photograph* the girl', 'take her photo*', 'take his photo*',
  'take her picture*', 'take his picture*', 'take photo* of her', 'take photo* of him',
  'take picture* of her', 'take picture* of him', 'snap her', 'snap him', 'snap am', 'film her',
  'film him', 'film am', 'video her', 'video him', 'record her', 'record him', 'ya àwòrán rẹ̀',
  'ya fọ́tò rẹ̀', 'ya foto re', 'dauki hotonta', 'ɗauki hotonta', 'dauki hotonsa', 'ɗauki hotonsa',
  'see foto ya', 'sere ya foto',
];
/** …without their knowing: the covert words, not "quietly" or "discreetly" (a quiet shop). */
// biome-ignore format: packed word list
const UNAWARE: Terms = [
  'secretly', 'in secret', 'without her know*', 'without him know*', 'without them know*',
  'without her notic*', 'without him notic*', "so she doesn't see", 'so she does not see',
  "so he doesn't see", 'so he does not see', 'make she no see', 'make e no see', 'make she no know',
  'make e no know', 'from hiding', 'hidden phone', 'láìjẹ́ kí ó mọ̀', 'ní bòókẹ́lẹ́', 'ní ìkọ̀kọ̀',
  'a asirce', 'a ɓoye', 'a boye', 'ba tare da ta sani', 'ba tare da ya sani', 'na nzuzo',
];

// ── Weapons ───────────────────────────────────────────────────────────────────────────────────

/** "Egbe", a gun in Yoruba and Pidgin slang, fetched or hidden. Yoruba "ẹgbẹ́" is also a society
 *  or a group, and "the egbe" is as often the society's (its money, book, cloth, chairs), so in
 *  Pidgin and English the gun's own words must stand near: bullets, loading, a hiding place. */
const EGBE_HANDLED = ['bring', 'carry', 'hide', 'load', 'keep', 'give me', 'weta'];
// biome-ignore format: packed word list
const EGBE_HANDLED_PHRASES: Terms = EGBE_HANDLED.flatMap((verb) => [
  `${verb} the egbe`, `${verb} di egbe`, `${verb} that egbe`, `${verb} one egbe`,
  `${verb} two egbe`, `${verb} my egbe`, `${verb} your egbe`,
]);
// biome-ignore format: packed word list
const GUN_SIGNS: Terms = [
  'bullet*', 'ammo', 'cartridge*', 'ọta ìbọn', 'mgbọ', 'load am', 'cock am', 'cock it',
  'wrap am', 'wrap it', 'inside sack', 'inside the sack', 'inside nylon', 'under the seat',
  'under your shirt', 'for the operation', 'for the job tonight', 'make nobody see',
  'make police no see', 'before police', 'shoot*', 'fire am',
];
/** In Yoruba with a count and "wá" (bring) or "pamọ́" (hide) after it: "kó ẹgbẹ́ méjì jọ" gathers
 *  two groups, "mú ẹgbẹ́ méjì" picks two, "mú ẹgbẹ́ wá" brings a group. */
// biome-ignore format: packed word list
const EGBE_COUNTED_FETCHED: Terms = [
  'mú egbe méjì wá', 'mú egbe mẹ́ta wá', 'mú egbe kan wá', 'fi egbe méjì pamọ́',
  'fi egbe mẹ́ta pamọ́', 'egbe àti ọta', 'egbe ati ota', 'weta egbe', 'wetara m egbe',
  'egbe and bullet*', 'egbe with bullet*',
];
/** Yoruba "ẹgbẹ́" as a society, a club or a group, and English "egbe" borrowed for one. */
// biome-ignore format: packed word list
const EGBE_SOCIETY: Terms = [
  'egbe member*', 'egbe meeting*', 'egbe people', 'egbe dues', 'egbe register', 'egbe levy',
  'egbe president', 'egbe chairman', 'egbe secretary', 'egbe uniform*', 'egbe aso ebi',
  'ọmọ ẹgbẹ́', 'egbe ... sí ìpàdé', 'egbe ... to the meeting', 'sí ẹgbẹ́ méjì', 'sí ẹgbẹ́ mẹ́ta',
];

// ── Shaming and pressing ──────────────────────────────────────────────────────────────────────

/** An intimate image sent or shown to someone close, as an order ("fi hàn ọkọ rẹ̀"): the older
 *  rule knows the threat ("a máa fi … hàn"). */
// biome-ignore format: packed word list
const SHOW_IT: Terms = [
  'fi hàn', 'fi ... hàn', 'ránṣẹ́ sí', 'aika', 'nuna wa', 'nuna ma', 'aika wa', 'aika ma',
  'tura wa',
  'gosi', 'zigara', 'show it to', 'show them to', 'show am', 'send it to', 'send them to',
  'send am to', 'forward it to', 'forward them to', 'post it in', 'post them in',
];
// biome-ignore format: packed word list
const SOMEONE_CLOSE: Terms = [
  'ọkọ rẹ̀', 'ìyàwó rẹ̀', 'ọ̀gá rẹ̀', 'ìdílé rẹ̀', 'àwọn òbí rẹ̀', 'mijinta', 'matarsa', 'iyalinta',
  'iyayenta', 'di ya', 'nwunye ya', 'ezinụlọ ya', 'ndị mụrụ ya', 'her husband', 'his wife',
  'her family', 'his family', 'her parents', 'his parents', 'her boss', 'his boss', 'her pastor',
  'her church', 'the family group', 'the church group', 'her husband family', 'im husband',
  'im wife',
];
// biome-ignore format: packed word list
const INTIMATE_IMAGE: Terms = [
  'ìhòòhò', 'ihoho', 'tsirara', 'tsiraici*', 'ọtọ gba', 'foto ọtọ', 'nude', 'nudes', 'naked',
  'intimate photo*', 'intimate video*', 'bedroom video*', 'bedroom picture*', 'private video*',
];

/** A person pressed until they give in: "keep pressuring him until he signs". */
// biome-ignore format: packed word list
const PRESS: Terms = [
  'keep pressuring', 'keep pressurising', 'keep pressing him', 'keep pressing her', 'keep pushing',
  'pressur* him', 'pressur* her', 'pressur* them', 'pressur* am', 'keep disturbing',
  'keep worrying', 'badger*', 'hound*', 'lean on him', 'lean on her', 'dey press am',
  'dey pressure am', 'no leave am', "don't leave him alone", "don't leave her alone",
  'do not leave him alone', 'do not leave her alone', 'matsa masa', 'matsa mata', 'matsa musu',
  'fúngun mọ́', 'fun un ní ìfúnpá', 'rụgide ya', 'manye ya',
];
// biome-ignore format: packed word list
const UNTIL_GIVES_IN: Terms = [
  'until he signs', 'until she signs', 'until they sign', 'till he signs', 'till she signs',
  'till they sign', 'until e sign', 'till e sign', 'until he agrees', 'until she agrees',
  'until they agree', 'till he agrees', 'till she agrees', 'until e gree', 'till e gree',
  'until he accepts', 'until she accepts', 'until he gives in', 'until she gives in',
  'until they give in', 'until he sells', 'until she sells', 'until he gives up',
  'until she gives up', 'until he withdraws', 'until she withdraws', 'har sai ya sa hannu',
  'har sai ta sa hannu', 'har sai sun sa hannu', 'har sai ya yarda', 'har sai ta yarda',
  'títí yóò fi buwọ́ lù', 'títí tí yóò fi buwọ́ lù', 'títí yóò fi gbà', 'títí tí yóò fi gbà',
  'ruo mgbe ọ ga-abịanye aka', 'ruo mgbe o kwere', 'ruo mgbe ọ kwere',
];

// ── Violence ──────────────────────────────────────────────────────────────────────────────────

/** Igbo "tọọrọ" / "tọrọ" (kidnap; doubled letters are squeezed, so one spelling), the verb
 *  beside the noun "ntọrọ" the older list holds. Bare "tọrọ" is Yoruba's "beg", Igbo's "was
 *  sweet" (tọrọ ụtọ), and "Itoro" a name: only with a person after it. */
// biome-ignore format: packed word list
const IGBO_KIDNAP: Terms = [
  'ga-atọrọ', 'na-atọrọ', 'tọrọ ya', 'tọrọ ha', 'tọrọ nwa', 'tọrọ nwata', 'tọrọ ụmụaka',
  'tọrọ onye',
  'tọrọ mmadụ', 'tọrọ nwanyị', 'tọrọ nwoke', 'tọrọ ndị',
];
// biome-ignore format: packed word list
const IGBO_SWEET: Terms = ['tọrọ ụtọ', 'tọrọ utọ'];

// ── Goods ─────────────────────────────────────────────────────────────────────────────────────

/** A banned farm chemical got, with "get" (the older rule has "get me"): "get the" and its
 *  kin, the ban as the object and the chemical as `needs` ("weedkiller" is a safe phrase of the
 *  cannabis words, which a needs term read as itself passes). A list of them is lawful. */
// biome-ignore format: packed word list
const GET_IT: Terms = [
  'get the', 'get that', 'get di', 'get some', 'get two', 'get three', 'get one', 'get us',
  'go get', 'get una', 'cop the', 'cop some', 'source the', 'source some', 'carry come',
];
// biome-ignore format: packed word list
const FARM_CHEMICAL: Terms = [
  'paraquat', 'gramoxone', 'pesticide*', 'herbicide*', 'insecticide*', 'weedkiller*',
  'weed killer*', 'agrochemical*', 'dichlorvos', 'ddt', 'gammalin*', 'gamalin*', 'lindane',
];
// biome-ignore format: packed word list
const BANNED: Terms = [
  'wey government don ban', 'wey government ban', 'wey dem don ban', 'wey dem ban',
  'government don ban', 'that the government banned', 'the government has banned',
  'that was banned', 'that has been banned', 'that is banned', 'which is banned', 'banned one',
  'banned ones', 'banned', 'no longer allowed', 'under the counter',
];
// biome-ignore format: packed word list
const LIST_OF_BANNED: Terms = [
  'list of banned', 'list of the banned', 'names of banned', 'names of the banned',
  'list of chemicals ... banned', 'which ones are banned', 'which one is banned',
];

// ── Children and women ────────────────────────────────────────────────────────────────────────

/** A child by age in words or digits ("a girl of ten")… */
const AGE_WORDS = ['five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve', 'thirteen'];
const AGES = [...AGE_WORDS, ...Array.from({ length: 11 }, (_, i) => String(i + 3))];
// biome-ignore format: packed word list
const CHILD_OF_AGE: Terms = AGES.flatMap((n) => [
  `girl of ${n}`, `boy of ${n}`, `girls of ${n}`, `boys of ${n}`, `pikin of ${n}`,
  `child of ${n}`, `${n} year old girl`, `${n}-year-old girl`, `${n} year old boy`,
  `${n}-year-old boy`,
]);
/** …found to work in a house or shop. */
// biome-ignore format: packed word list
const HOUSE_WORK: Terms = [
  'to work in the house', 'to work in my house', 'to work in our house', 'to work in his house',
  'to work in her house', 'to help in the house', 'to help at home', 'to do the housework',
  'to do housework', 'to do house work', 'to cook and clean', 'to wash and cook',
  'to clean the house', 'to mind the baby', 'to look after the baby', 'as house help',
  'as a house help', 'as housegirl', 'as house girl', 'as maid', 'as a maid', 'to live and work',
  'to stay and work', 'to work for', 'to hawk', 'to sell in the market', 'make she dey work',
  'to dey work',
];

/** Girls or women brought for a group of men. "For the night guards" is a safe phrase of the
 *  sex-work words, and a firing term inside a safe phrase is hidden by it: the men are a `needs`
 *  term, the night-shift phrases word for word (docs/safety.md, "safe phrases that hide harm"). */
// biome-ignore format: packed word list
const BRING: Terms = [
  'bring', 'brought', 'send', 'arrange', 'provide', 'supply', 'get', 'find', 'hook up', 'kawo',
  'weta',
];
// biome-ignore format: packed word list
const GIRLS: Terms = [
  'two girls', 'three girls', 'four girls', 'some girls', 'fine girls', 'pretty girls',
  'young girls', 'two ladies', 'three ladies', 'some ladies', 'fine ladies', 'two babes',
  'some babes', 'fine babes', 'girls dem', 'runs girls', 'some women', 'two women',
];
const NIGHT_MEN = ['guard*', 'watchm*', 'security', 'patrol*', 'crew*', 'staff'];
// biome-ignore format: packed word list
const FOR_MEN: Terms = [
  ...NIGHT_MEN.map((men) => `for the night ${men}`), 'for the guards', 'for the watchmen',
  'for the security men', 'for the gatemen', 'for the men', 'for the soldiers',
  'for the policemen', 'for the workers', 'for the site workers', 'for the drivers',
  'for the bouncers', 'for the crew', 'for the oga', 'for the contractors', 'for the engineers',
  'for our guards', 'for the boys dem', 'for di guards', 'for di men',
];
/** Girls or women brought to cook or clean for the men: work. */
// biome-ignore format: packed word list
const GIRLS_TO_WORK: Terms = [
  'girls to cook', 'girls to clean', 'girls to wash', 'girls to sweep', 'ladies to cook',
  'ladies to clean', 'women to cook', 'women to clean', 'women to wash', 'women to sweep',
];

export const SIXTEENTH_OLDER_MISSES_SPECS: readonly CategorySpec[] = [
  {
    category: 'surveillance_stalking',
    rules: [
      {
        name: 'a person photographed or filmed unaware',
        outcome: 'refuse',
        act: SHOOT_PERSON,
        obj: UNAWARE,
        forward: 60,
        backward: 30,
      },
    ],
  },
  {
    category: 'illegal_goods_services',
    safe: [...EGBE_SOCIETY, ...LIST_OF_BANNED],
    rules: [
      {
        name: 'a gun fetched or hidden, by its slang "egbe"',
        outcome: 'refuse',
        alone: EGBE_COUNTED_FETCHED,
        act: EGBE_HANDLED_PHRASES,
        obj: GUN_SIGNS,
        forward: 60,
        backward: 60,
      },
      {
        name: 'a banned farm chemical got',
        outcome: 'refuse',
        act: GET_IT,
        obj: BANNED,
        needs: FARM_CHEMICAL,
        forward: 36,
      },
    ],
  },
  {
    category: 'harassment_intimidation',
    rules: [
      {
        name: 'an intimate image shown to someone close',
        outcome: 'refuse',
        act: SHOW_IT,
        obj: SOMEONE_CLOSE,
        needs: INTIMATE_IMAGE,
        forward: 30,
      },
      {
        name: 'a person pressed until they give in',
        outcome: 'refuse',
        act: PRESS,
        obj: UNTIL_GIVES_IN,
        forward: 60,
      },
    ],
  },
  {
    category: 'violence_threats',
    safe: IGBO_SWEET,
    rules: [{ name: 'kidnapping, the Igbo verb', outcome: 'refuse', alone: IGBO_KIDNAP }],
  },
  {
    category: 'minors_exploitation',
    rules: [
      {
        name: 'a child by age found to work in a house',
        outcome: 'refuse',
        act: CHILD_OF_AGE,
        obj: HOUSE_WORK,
        forward: 40,
      },
    ],
  },
  {
    category: 'sexual_services',
    safe: GIRLS_TO_WORK,
    rules: [
      {
        name: 'girls or women brought for a group of men',
        outcome: 'refuse',
        act: BRING,
        obj: GIRLS,
        needs: FOR_MEN,
        forward: 24,
      },
    ],
  },
];
