// Twenty-sixth round, the third batch (docs/safety.md, "Twenty-sixth round, third batch"): what
// five more writers (homes, industry, research, media, money) put that the rules passed.
// Refused: a payment alert that never lands, a locally made gun by its rounds, survey forms
// filled by one hand, a fake audition, grid cable taken (safety-lexicon-twentysixth-civic.ts),
// models filmed undressing in Yoruba, a people unwanted in Yoruba or told to go in Igbo, photos
// put online unless she pays in Igbo. Held: a rig tapped into a three-phase panel. Appended to
// POLICY_SPECS.
import type { CategorySpec, Terms } from './safety-policy-spec.ts';

/** A payment alert that never lands: "show am the alert … the money no go land". */
// biome-ignore format: packed word list
const ALERT_NEVER_LANDS: Terms = [
  'the money no go land', 'money no go land', "the money won't land", 'the money will not land',
  'money will not land', 'flash transfer*', 'flash fund*', 'flasher app', 'fake transfer app',
  'before e check', 'before he check*', 'before she check*',
];

/** A locally made gun by its rounds ("one locally made short one plus 10 rounds"): one term with
 *  its gap, so a lawful "locally made" adds no tag the learned reader would weigh. */
const LOCAL = ['locally made', 'local made', 'locally-made'];
const LOCAL_GUN_ROUNDS: Terms = LOCAL.flatMap((l) => [
  `${l} ... rounds`,
  `${l} ... bullets`,
  `${l} ... cartridge*`,
  `${l} short one`,
  `${l} short gun*`,
]);

/** Survey forms filled by one hand ("with different pens and handwriting, sign different
 *  names"), and a casting that is none. */
// biome-ignore format: packed word list
const FORMS_FABRICATED: Terms = [
  'different pens and handwriting', 'different handwriting', 'different handwritings',
  'sign different names', 'signs different names', 'different names in the enumerator',
  'fill the forms yourself', 'fill the questionnaires yourself', 'make the ages ... look natural',
  'casting no dey really', 'no mention say casting', 'the casting is not real',
  'there is no real casting', 'audition no dey really', 'the audition is not real', 'fake audition',
  'fake casting',
];

/** Models filmed undressing, in Yoruba ("gba fídíò wọn nígbà tí wọ́n bá ń bọ́ aṣọ"). */
// biome-ignore format: packed word list
const FILM_YO: Terms = [
  'fídíò', 'fidio', 'video', 'ya fọ́tò', 'ya foto', 'kámẹ́rà', 'kamera', 'camera', 'ya àwòrán',
  'ya aworan',
];
// biome-ignore format: packed word list
const UNDRESSING_YO: Terms = [
  'bá ń bọ́ aṣọ', 'ba n bo aso', 'ń bọ́ aṣọ', 'n bo aso', 'bọ́ aṣọ', 'bo aso', 'wà ní ìhòòhò',
  'wa ni ihoho', 'ìhòòhò', 'ihoho',
];

/** A people unwanted, in Yoruba ("a ò fẹ́ àwọn Ìgbò ní àdúgbò wa"), or told to go, in Igbo
 *  ("ndị Hausa … ụbọchị asaa ịla ala ha", "anụ ọhịa"). */
const PEOPLES = ['igbo', 'hausa', 'fulani', 'yoruba', 'gambari', 'ara oke oya', 'kirisiteni'];
const UNWANTED_YO: Terms = PEOPLES.flatMap((p) => [
  `a ò fẹ́ àwọn ${p}`,
  `a o fe awon ${p}`,
  `a kò fẹ́ àwọn ${p}`,
  `a ko fe awon ${p}`,
  `a ò fẹ́ ${p}`,
]);
// biome-ignore format: packed word list
const PEOPLES_IG: Terms = [
  'ndị hausa', 'ndi hausa', 'ndị fulani', 'ndi fulani', 'ndị yoruba', 'ndi yoruba', 'ndị igbo',
  'ndi igbo', 'ndị awusa', 'ndi awusa', 'ndị ọbịa', 'ndi obia',
];
// biome-ignore format: packed word list
const GO_IG: Terms = [
  'ịla ala ha', 'ila ala ha', 'laa ala ha', 'ụbọchị asaa', 'ubochi asaa', 'anụ ọhịa', 'anu ohia',
  'hapụ obodo', 'hapu obodo', 'pụọ n', 'puo n', 'lakwa ala ha', 'ha ga-ala',
];

/** Photos put online unless she pays, in Igbo ("ọ bụrụ na o nyeghị … anyị ga-etinye ha
 *  n'Instagram"). */
// biome-ignore format: packed word list
const UNLESS_PAID_IG: Terms = [
  'ọ bụrụ na o nyeghị', 'o buru na o nyeghi', 'ọ bụrụ na ọ kwụghị', 'o buru na o kwughi',
  'ọ bụrụ na o nyeghi', 'ma o nyeghị', 'ma o nyeghi',
];
// biome-ignore format: packed word list
const PUT_ONLINE: Terms = [
  'anyị ga-etinye ha', 'anyi ga etinye ha', 'anyị ga-eziga ha', 'anyi ga eziga ha',
  "n'instagram", 'n instagram', 'na instagram', 'na tiktok', "n'tiktok", 'on instagram',
  'on tiktok', 'on facebook', "na facebook", "n'facebook", 'we will put them on',
  'we will post them on', 'we go post am for', 'we go put am for',
];

/** A rig or a cable tapped into a three-phase panel. */
// biome-ignore format: packed word list
const TAP_IN: Terms = ['tap', 'tap our', 'tap it', 'tap am', 'splice', 'jump'];
// biome-ignore format: packed word list
const THREE_PHASE: Terms = [
  '3-phase', '3 phase', 'three phase', 'three-phase', 'live panel', 'live busbar*',
];

export const TWENTYSIXTH_THIRD_SPECS: readonly CategorySpec[] = [
  {
    category: 'impersonation_fraud',
    rules: [
      { name: 'a payment alert that never lands', outcome: 'refuse', alone: ALERT_NEVER_LANDS },
      {
        name: 'forms filled by one hand, a casting that is none',
        outcome: 'refuse',
        alone: FORMS_FABRICATED,
      },
    ],
  },
  {
    category: 'illegal_goods_services',
    rules: [
      { name: 'a locally made gun by its rounds', outcome: 'refuse', alone: LOCAL_GUN_ROUNDS },
    ],
  },
  {
    category: 'sexual_services',
    rules: [
      {
        name: 'someone filmed undressing, in Yoruba',
        outcome: 'refuse',
        act: FILM_YO,
        obj: UNDRESSING_YO,
        forward: 80,
        backward: 40,
      },
    ],
  },
  {
    category: 'hate_incitement',
    rules: [
      {
        name: 'a people unwanted, in Yoruba',
        outcome: 'refuse',
        alone: UNWANTED_YO,
        signFrames: false,
      },
      {
        name: 'a people told to go, in Igbo',
        outcome: 'refuse',
        act: PEOPLES_IG,
        obj: GO_IG,
        forward: 150,
        backward: 40,
        signFrames: false,
      },
    ],
  },
  {
    category: 'harassment_intimidation',
    rules: [
      {
        name: 'photos put online unless she pays, in Igbo',
        outcome: 'refuse',
        act: UNLESS_PAID_IG,
        obj: PUT_ONLINE,
        forward: 120,
        backward: 0,
        signFrames: false,
      },
    ],
  },
  {
    category: 'dangerous_work',
    rules: [
      {
        name: 'a rig tapped into a three-phase panel',
        outcome: 'hold',
        act: TAP_IN,
        obj: THREE_PHASE,
        forward: 60,
        backward: 40,
      },
    ],
  },
];
