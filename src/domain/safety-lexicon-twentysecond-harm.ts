// Twenty-second round, violence, threats and hate in words no list held (docs/safety.md,
// "Twenty-second round, harm in plain words"): a people's "days numbered" on a wall or told they
// will be "dealt with", "we will show them pepper", a person "taken care of permanently", a
// witness kept from court, a house girl locked up without food, a rival's farm set on fire so he
// leaves, a cutlass used on whoever resists, a people called criminals or boycotted, a prophet
// mocked, a person's secrets told to her boss, rumours spread. Appended to POLICY_SPECS.
import type { CategorySpec, Terms } from './safety-policy-spec.ts';
import { GROUP } from './safety-lexicon-harm.ts';

/** A threat said of a people or a person: "your days are numbered", "should be dealt with". */
// biome-ignore format: packed word list
const DOOM: Terms = [
  'days are numbered', 'should be dealt with', 'must be dealt with', 'will be dealt with',
  'go be dealt with', 'should be taught a lesson', 'must be taught a lesson', 'will regret',
];

/** A people barred from its rites on "our land", sticks brought (Plateau's peoples named too). */
// biome-ignore format: packed word list
const PLATEAU_PEOPLES: Terms = [
  'berom*', 'tarok*', 'ngas', 'atyap*', 'kataf*', 'jukun*', 'afizere', 'anaguta', 'irigwe',
  'mwaghavul', 'bachama*', 'southern kaduna*',
];

// biome-ignore format: packed word list
const BARRED_FROM_LAND: Terms = [
  'must not be allowed to bury', 'must not be allowed to farm', 'must not be allowed to build',
  'must not be allowed to settle', 'must not be allowed on our land', 'must not bury',
  'must not farm', 'must not settle', 'off our land', 'out of our land', 'bury their dead on our',
];

/** A people called criminals or dirty, or not to be traded with. */
// biome-ignore format: packed word list
const CALLED_CRIMINALS: Terms = [
  'are 419', 'are fraudsters', 'are scammers', 'are thieves', 'are kidnappers', 'are criminals',
  'are terrorists', 'are killers', 'are witches', 'are animals', 'are snakes',
  'should be watched', 'cannot be trusted', "can't be trusted", 'must be watched',
];

// biome-ignore format: packed word list
const NOT_TRADED_WITH: Terms = [
  'not to patronise', 'not to patronize', 'not to buy from', 'not to sell to', 'not to rent to',
  'stop buying from', 'stop patronising',
];

/** A faith's prophet or book mocked or burnt where its faithful gather. */
// biome-ignore format: packed word list
const FAITH_MOCKED: Terms = [
  'prophet as a pig', 'the prophet as a', 'cartoon of the prophet', 'cartoon showing the prophet',
  'burn the quran', 'burn the koran', 'burn the bible', 'tear the quran', 'tear the koran',
  'tear the bible', 'urinate on the', 'desecrate the mosque', 'desecrate the church',
];

/** A person's secrets told to her colleagues, her boss or her church; rumours spread; a woman
 *  followed and whistled at. */
// biome-ignore format: packed word list
const TOLD_TO_OTHERS: Terms = [
  'tell her colleagues', 'tell his colleagues', 'tell her boss', 'tell his boss', 'tell everyone',
  'tell the church', 'tell her family', 'tell his family', 'call her boss', 'call his boss',
  'tell her husband', 'tell his wife', 'announce', 'post', 'tell the whole',
];

// biome-ignore format: packed word list
const SECRETS: Terms = [
  'her abortion', 'his hiv', 'her hiv', 'his hiv status', 'her hiv status', 'her affair',
  'his affair', 'her mental illness', 'his mental illness', 'her medical records',
  'his medical records', 'her sexuality', 'his sexuality',
];

// "About" is a topic cue that would frame the match if it stood between act and object: the
// secret is told "about" in its own term.
const SECRETS_TOLD: Terms = [
  ...SECRETS,
  ...SECRETS.map((x) => `about ${x}`),
  'she has hiv',
  'he has hiv',
  'she is a lesbian',
  'he is gay',
  'so she will lose her job',
  'so he will lose his job',
];

// biome-ignore format: packed word list
const PESTERED: Terms = [
  'spread the rumour', 'spread a rumour', 'spread rumours', 'start a rumour', 'spread the lie',
  'spread the rumor', 'spread rumors', 'whistle at her', 'catcall*',
];

/** "We will show them pepper": a Nigerian threat of hurt ("show him the pepper we want" is
 *  the market's: the threat is "we" who will show it). */
// biome-ignore format: packed word list
const PEPPER_SHOWN: Terms = [
  'we will show ... pepper', 'we go show ... pepper', 'we will make ... see pepper',
  'we go make ... see pepper', 'we shall show ... pepper',
];

/** Doom said to a person: "your days are numbered" (a generator's are not). */
const PERSONS_DOOM: Terms = ['your', 'his', 'her', 'their'].map((o) => `${o} days are numbered`);

/** A person "taken care of" for good, a witness kept from court. */
// biome-ignore format: packed word list
const DONE_FOR_GOOD: Terms = [
  'take care of ... permanently', 'take care of ... for me ... permanently',
  'deal with ... permanently', 'handle ... permanently',
  'remove him permanently', 'remove her permanently', 'silence him', 'silence her', 'silence them',
  'so he sleeps forever', 'so she sleeps forever', 'sleep forever', 'never wakes up',
];

// biome-ignore format: packed word list
const WITNESS_KEPT: Terms = [
  'witness does not come', "witness doesn't come", 'witness does not testify',
  "witness doesn't testify", 'witness does not show up', "witness doesn't show up",
  'stop the witness from', 'witness ... not to testify', 'witness ... withdraw* ... statement',
  'witness ... change* ... statement', 'witness ... by any means', 'witness no go come',
];

/** A house girl or a child locked up or starved as punishment. */
// biome-ignore format: packed word list
const LOCKED_UP: Terms = [
  'lock* ... without food', 'no food for two days', 'no food for three days', 'lock the house girl',
  'lock the house help', 'lock the maid', 'lock the housemaid', 'lock the houseboy', 'starve her',
  'starve him', 'starve them', 'lock her in the store', 'lock him in the store', 'lock her inside',
  'lock him inside', 'lock her up for', 'lock him up for',
];

/** A rival's farm, shop or house burnt "so he leaves". */
// biome-ignore format: packed word list
const BURN: Terms = [
  'set* ... on fire', 'set fire to', 'burn* down', 'torch*', 'razed', 'set the farm',
  'set the shop', 'set the house', 'set the kiosk', 'set the car', 'set the stall', 'set the barn',
];

// biome-ignore format: packed word list
const RIVALS_PLACE: Terms = [
  'of the herder', 'of the herders', 'of the farmer', 'of my neighbour', 'of my rival',
  'of the woman who', 'of the man who', 'his farm', 'her farm', 'their farm', 'so he leaves',
  'so she leaves', 'so they leave', 'so they will leave', 'so he will leave',
];

/** A beating, a blinding, a binding said in words no list held. */
// biome-ignore format: packed word list
const HURT_SAID: Terms = [
  'kind of beating', 'beating of his life', 'beating of her life', "won't recognise him",
  'will not recognise him', "won't recognise her", 'will not recognise her', 'put sand in his eyes',
  'put sand in her eyes', 'throw sand in his eyes', 'throw sand in her eyes',
  'put pepper in his eyes',
  'put pepper in her eyes', 'throw pepper in his eyes', 'throw pepper in her eyes',
  'no fit see road again', 'make e no fit see', 'make e no fit waka again',
  'make e no fit walk again',
  'tie him to the', 'tie her to the', 'until they pay the ransom', 'until the ransom',
];

/** Animals, wells or food poisoned (rats and weeds are pests). */
// biome-ignore format: packed word list
const POISONED: Terms = [
  'cows', 'cattle', 'goats', 'sheep', 'dog', 'dogs', 'animals', 'fish pond', 'well', 'borehole',
  'water tank', 'his food', 'her food', 'their food', 'the food', 'his farm', 'their farm',
  'chickens',
];

/** A weapon used on whoever resists (a cutlass on tall grass is the farm's). */
const BLADES = ['cutlass', 'machete', 'knife', 'gun', 'stick', 'axe', 'cudgel', 'koboko'];
const RESISTERS = ['anyone', 'anybody', 'whoever', 'him', 'her', 'them', 'the guard'];
const WEAPON_ON_ANYONE: Terms = [
  ...BLADES.flatMap((w) =>
    RESISTERS.flatMap((p) => [`use the ${w} on ${p}`, `use your ${w} on ${p}`]),
  ),
  'anyone who tries to stop you',
  'whoever tries to stop you',
  'anybody who tries to stop you',
];

export const TWENTYSECOND_HARM_SPECS: readonly CategorySpec[] = [
  {
    category: 'hate_incitement',
    rules: [
      {
        name: 'a people called criminals or dirty',
        outcome: 'refuse',
        act: GROUP,
        obj: CALLED_CRIMINALS,
        forward: 60,
        backward: 0,
        // "A video saying all Fulani are kidnappers" is the video to be made, not a sign quoted.
        signFrames: false,
      },
      {
        name: 'a people not to be traded with',
        outcome: 'refuse',
        act: GROUP,
        obj: NOT_TRADED_WITH,
        forward: 40,
        backward: 60,
      },
      { name: "a faith's prophet or book mocked", outcome: 'refuse', alone: FAITH_MOCKED },
      {
        name: 'a people barred from our land',
        outcome: 'refuse',
        act: [...GROUP, ...PLATEAU_PEOPLES],
        obj: BARRED_FROM_LAND,
        forward: 80,
        backward: 0,
      },
      {
        name: "a people's doom said",
        outcome: 'refuse',
        act: GROUP,
        obj: DOOM,
        forward: 80,
        backward: 0,
        signFrames: false,
      },
    ],
  },
  {
    category: 'violence_threats',
    rules: [
      { name: 'doom said to a person', outcome: 'refuse', alone: PERSONS_DOOM, signFrames: false },
      { name: 'pepper shown', outcome: 'refuse', alone: PEPPER_SHOWN },
      { name: 'a person done away with for good', outcome: 'refuse', alone: DONE_FOR_GOOD },
      { name: 'a house girl locked up or starved', outcome: 'refuse', alone: LOCKED_UP },
      {
        name: "a rival's place burnt so he leaves",
        outcome: 'refuse',
        act: BURN,
        obj: RIVALS_PLACE,
        forward: 60,
        backward: 30,
      },
      { name: 'a weapon used on whoever resists', outcome: 'refuse', alone: WEAPON_ON_ANYONE },
      { name: 'a beating, a blinding, a binding', outcome: 'refuse', alone: HURT_SAID },
      {
        name: 'animals, wells or food poisoned',
        outcome: 'refuse',
        act: [
          'poison the',
          'poison their',
          'poison his',
          'poison her',
          'poison all the',
          'put poison in',
          'put poison on',
          'poison am',
          'poison dem',
        ],
        obj: POISONED,
        forward: 40,
        backward: 0,
      },
    ],
  },
  {
    category: 'harassment_intimidation',
    rules: [
      { name: 'a witness kept from court', outcome: 'refuse', alone: WITNESS_KEPT },
      {
        name: "a person's secrets told to others",
        outcome: 'refuse',
        act: TOLD_TO_OTHERS,
        obj: SECRETS_TOLD,
        forward: 80,
        backward: 40,
      },
      { name: 'rumours spread, a woman pestered', outcome: 'refuse', alone: PESTERED },
    ],
  },
];
