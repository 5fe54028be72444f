// Twenty-seventh round, the second batch (docs/safety.md, "Twenty-seventh round"): harm the
// writers of farms, markets, fintech agents, NGOs, nightlife, guards, sellers, sites and
// charities put that the rules passed. Appended to POLICY_SPECS.
import { type CategorySpec, pairRule as pair, type Terms } from './safety-policy-spec.ts';

/** Goods run past customs through the bush, hidden from them, or let through for cash (Hausa,
 *  Yoruba); goods bought with no papers and no questions; cable cut from a transformer. */
// biome-ignore format: packed word list
const PAST_CUSTOMS: Terms = [
  'don kada kwastam', 'kada kwastam ta gan', 'kwastam ta gan ku', 'ta hanyar daji ta',
  'su bar ku ku wuce', 'su bar ka ka wuce', 'kí customs má rí', 'ki customs ma ri',
  'customs má rí wọn', 'customs ma ri won', 'ki kwastam ma ri', 'no papers no questions',
  'no receipt no questions', 'no ask dem where', "don't ask where they got", 'no ask where e come',
  'wey dem remove from the', 'removed from the estate transformer', 'remove from the transformer',
];
/** Money printed at home and spread so no one suspects (Yoruba); labels with any number. */
// biome-ignore format: packed word list
const PRINTED_AT_HOME: Terms = [
  'tí wọ́n tẹ̀ ní ilé', 'ti won te ni ile', 'kí wọ́n má baà fura', 'ki won ma baa fura',
  'má baà fura', 'ma baa fura', 'printed at home', 'with any reg number',
  'with any registration number', 'any nafdac number', 'nafdac approved labels with',
  "aren't registered yet", 'not yet registered but',
];

/** A lock cut and the door shut as if untouched, in Hausa. */
// biome-ignore format: packed word list
const LOCK_CUT_HA: Terms = [
  'yanke makullin', 'yanke makulli', 'kamar ba a taba ba', 'kamar ba a taɓa ba',
];

/** An ultimatum: do what we agreed or the pictures go to his wife; visits until she withdraws. */
const THINGS_SENT = ['copies', 'pictures', 'photos', 'video', 'videos'];
const WHOM = ['his', 'her', 'their', 'the commissioner', 'commissioner', 'facebook', 'the press'];
const ULTIMATUMS: Terms = [
  ...THINGS_SENT.flatMap((thing) =>
    ['go to', 'go reach', 'will go to'].flatMap((verb) =>
      WHOM.map((whom) => `or the ${thing} ${verb} ${whom}`),
    ),
  ),
  'or we release the pictures',
  'visits will continue until',
  'will continue until she signs',
  'until she signs the withdrawal',
  'withdrawal of statement',
  'withdraw her statement',
  'withdraw his statement',
];

/** A people drawn as animals on a poster. */
// biome-ignore format: packed word list
const PEOPLES: Terms = [
  'fulani', 'hausa', 'igbo', 'yoruba', 'tiv', 'ijaw', 'northerners', 'southerners', 'herders',
  'muslims', 'christians', 'ibo', 'hausas',
];
// biome-ignore format: packed word list
const AS_ANIMALS: Terms = [
  'as snakes', 'as rats', 'as cockroaches', 'as vermin', 'as monkeys', 'as dogs', 'as goats',
  'as baboons', 'as locusts', 'as parasites',
];

/** Hurt in Igbo: a leg injured so he learns. */
// biome-ignore format: packed word list
const HURT_IG: Terms = [
  'meruo ya ụkwụ', 'meruo ya ukwu', 'merụọ ya ụkwụ', 'merụọ ya ahụ', 'meruo ya ahu',
  'gbajie ya ụkwụ', 'gbajie ya ukwu',
];

/** Girls to stay in the rooms of guests till morning (Igbo); girls taken as house help. */
// biome-ignore format: packed word list
const STAY_TILL_MORNING_IG: Terms = [
  'ga-anọnyere ha', 'ga anonyere ha', 'anọnyere ha', 'anonyere ha', 'ruo ụtụtụ', 'ruo ututu',
];
// biome-ignore format: packed word list
const GIRLS_IG: Terms = ['ụmụ agbọghọ', 'umu agbogho', 'ụmụ nwanyị', 'umu nwanyi'];
// biome-ignore format: packed word list
const HOUSE_HELP: Terms = [
  'stay as house help', 'as house help with', 'as house helps with', 'as housemaid with',
  'as housemaids with',
];

/** A six-digit code read out to the Operator and sent on (Igbo); a card PIN and a bank code
 *  read out and written down (Yoruba). */
// biome-ignore format: packed word list
const CODE_READ_OUT: Terms = [
  'koodu onuogugu isii', 'koodu ọnụọgụgụ isii', 'ka o guoro gi ya', 'ka ọ gụọrọ gị ya',
  'guoro gi ya', 'gụọrọ gị ya', 'ka pin kaadi', 'ka pin káàdì',
  'code tí bank fi ránṣẹ́', 'code ti bank fi ranse', 'koodu ti bank fi ranse',
];

/** Fuel poured into a leaking generator (Yoruba); a sparking sign on a roof or a live electric
 *  fence fixed from the wall. */
// biome-ignore format: packed word list
const FUEL_AND_LIVE_WIRES: Terms = [
  'sínú jẹnẹ́rétọ̀', 'sinu jenereto', 'ń jò díẹ̀', 'n jo die', 'jẹ́rìkáàn petrol',
  'jerikaan petrol', 'top of d roof', 'top of d hotel roof', 'go top of d', 'wire wey dey spark',
  'get up on the wall', 'energiser is usually left on', "can't switch it off",
  'cannot switch it off', 'electric fence',
];

export const TWENTYSEVENTH_SECOND_SPECS: readonly CategorySpec[] = [
  {
    category: 'illegal_goods_services',
    rules: [
      { name: 'goods run past customs or bought unasked', outcome: 'refuse', alone: PAST_CUSTOMS },
      { name: 'money or labels forged', outcome: 'refuse', alone: PRINTED_AT_HOME },
    ],
  },
  {
    category: 'trespass_break_in',
    rules: [{ name: 'a lock cut unseen', outcome: 'refuse', alone: LOCK_CUT_HA }],
  },
  {
    category: 'harassment_intimidation',
    rules: [{ name: 'an ultimatum', outcome: 'refuse', alone: ULTIMATUMS }],
  },
  {
    category: 'hate_incitement',
    // Putting the poster up is the harm: its words are not a sign observed.
    rules: [
      {
        ...pair('a people drawn as animals', 'refuse', PEOPLES, AS_ANIMALS, 30, 30),
        signFrames: false,
      },
    ],
  },
  {
    category: 'violence_threats',
    rules: [{ name: 'a leg hurt', outcome: 'refuse', alone: HURT_IG }],
  },
  {
    category: 'sexual_services',
    rules: [pair('girls kept till morning', 'refuse', STAY_TILL_MORNING_IG, GIRLS_IG, 80, 80)],
  },
  {
    category: 'minors_exploitation',
    rules: [{ name: 'children taken as house help', outcome: 'refuse', alone: HOUSE_HELP }],
  },
  {
    category: 'otp_handling',
    rules: [{ name: 'a code read out and sent on', outcome: 'refuse', alone: CODE_READ_OUT }],
  },
  {
    category: 'dangerous_work',
    rules: [{ name: 'fuel and live wires', outcome: 'hold', alone: FUEL_AND_LIVE_WIRES }],
  },
];
