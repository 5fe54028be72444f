// Nineteenth round: sexual violence, which no lexicon named (docs/safety.md, "Nineteenth round,
// sexual violence"). A person's intimate parts touched, grabbed or exposed; a person raped,
// molested or defiled; either photographed. Refused: as violence against an adult, as the
// exploitation of a minor when a child is named in the clause, as voyeuristic recording when the
// act is a camera's. Appended to POLICY_SPECS. Terms as speakers write them, tone marks folded.
import { TARGET } from './safety-lexicon-harm.ts';
import { CHILDREN } from './safety-lexicon-minors.ts';
import type { CategorySpec, Terms } from './safety-policy-spec.ts';

/** Parts of the body no errand touches. Not "chest", "thigh" or "back" (a carer rubs balm
 *  there), "bottom" ("her bottom drawer") or "pants" (trousers, to many). Pidgin "nyash" and
 *  "yansh" (buttocks) and "bobby" (breast); "pant" is underwear in Nigerian English. */
// biome-ignore format: packed word list
const PARTS = [
  'breast', 'breasts', 'boob', 'boobs', 'bobby', 'bobbies', 'nipple', 'nipples', 'private part',
  'private parts', 'privates', 'genitals', 'genital', 'vagina', 'penis', 'buttocks', 'buttock',
  'bum', 'bums', 'backside', 'nyash', 'yansh', 'crotch', 'groin', 'pant', 'panties', 'underwear',
];
/** Whose: a bare "breast" is a chicken's, a pump's or a clinic's screening. */
// biome-ignore format: packed word list
const WHOSE = [
  'her', 'his', 'their', 'im', 'the girl s', 'the boy s', 'the woman s', 'the lady s',
  'the child s', 'the maid s', 'the house girl s', 'the house help s', 'my wife s', 'his wife s',
  'the tenant s', 'the customer s', 'the patient s', 'the student s', 'the pupil s',
];
/** The parts of a person, and what is under her clothes. */
const INTIMATE: Terms = [
  ...WHOSE.flatMap((w) => PARTS.map((p) => `${w} ${p}`)),
  ...['private part', 'private parts', 'privates', 'genitals', 'vagina', 'penis', 'nipples'],
  ...['under her skirt', 'under her dress', 'under her clothes', 'inside her pant*'],
  ...['under his clothes', 'inside his pant*', 'ọmú rẹ̀'],
];

/** Hands on a body: not "check", "examine" or "massage" (a nurse's and a spa's words), nor
 *  "remove" or "take off" (laundry). */
// biome-ignore format: packed word list
const TOUCH: Terms = [
  'touch', 'touches', 'touching', 'fondle*', 'fondling', 'grope*', 'groping', 'grab', 'grabs',
  'grabbing', 'squeeze*', 'squeezing', 'caress*', 'rub', 'rubs', 'rubbing', 'feel', 'feels',
  'feeling', 'kiss', 'kisses', 'kissing', 'lick*', 'suck*', 'play with', 'playing with', 'pinch*',
  'slap*', 'finger*', 'press', 'pressing', 'expose*', 'pull down', 'look under', 'put your hand',
  'put your hands', 'put hand for', 'put hand inside', 'jọ́ ọwọ́ kan', 'taba', 'shafa', 'metụ aka',
];
/** A camera on those parts: voyeuristic recording (sexual_services). */
// biome-ignore format: packed word list
export const SHOOT: Terms = [
  'photograph*', 'snap*', 'film*', 'video*', 'record*', 'take picture* of', 'take photo* of',
  'take pictures', 'take photos', 'zoom* in on', 'dauki hoto*', 'ya foto',
];

/** Rape, molestation, defilement (the Nigerian legal word for a child's): the act, never the
 *  passive ("she was raped" is told to the police, the clinic, a lawyer). */
// biome-ignore format: packed word list
const VIOLATE: Terms = [
  'rape', 'rapes', 'raping', 'molest', 'molests', 'molesting', 'defile', 'defiles', 'defiling',
  'sexually assault', 'sexually abuse', 'assault ... sexually', 'abuse ... sexually',
  'force ... to sleep with', 'fipá bá ... lò pọ̀', 'dina ... n ike',
];
/** Whom: anyone the harm lexicon names, and those a household or a business has in its care. */
// biome-ignore format: packed word list
const VICTIMS: Terms = [
  ...TARGET, 'them', 'am', 'dem', 'the house help', 'the house girl', 'the housegirl', 'the maid',
  'the housemaid', 'the nanny', 'the cleaner', 'the patient', 'the customer', 'the new girl',
  'that girl', 'the lady', 'the ladies', 'the sales girl', 'the salesgirl', 'the apprentice',
];
/** Hausa "yi mata fyade" (rape her): the person is in the phrase. */
const VIOLATE_HER: Terms = ['yi mata fyade', 'yi masa fyade', 'yi musu fyade', 'yi wa ... fyade'];
/** A survivor's errands: the clinic, the case, the crisis centre. */
// biome-ignore format: packed word list
const SURVIVORS: Terms = [
  'rape victim*', 'rape survivor*', 'rape crisis', 'rape case*', 'rape kit*', 'rape report*',
  'rape centre', 'rape center', 'anti-rape', 'rape awareness', 'rape prevention', 'rape law*',
  'molestation case*', 'defilement case*', 'sexual assault referral', 'sexual assault centre',
  'sexual assault center', 'sexual abuse awareness', 'sexual assault survivor*',
];
/** A body-safety lesson says who may not touch: "teach the pupils that nobody should touch
 *  their private parts". */
// biome-ignore format: packed word list
const LESSONS: Terms = [
  'nobody should touch', 'no one should touch', 'nobody may touch', 'no one may touch',
  'nobody is allowed to touch', 'no one is allowed to touch', 'nobody has the right to touch',
  'no one has the right to touch', 'never let anyone touch', 'not let anyone touch',
  "don't let anyone touch", 'do not let anyone touch', 'no let anybody touch',
  'good touch', 'bad touch', 'safe touch', 'unsafe touch',
];
/** Someone taught or made ready for men's sex ("teach her how to please men"). */
// biome-ignore format: packed word list
const PLEASE_MEN: Terms = [
  'how to please men', 'how to please a man', 'how to please the men', 'to please men',
  'how to satisfy men', 'how to satisfy a man', 'to satisfy men', 'how to sleep with men',
  'how to sleep with a man', 'how to sleep with the client*', 'how to please the client* in bed',
  'how to satisfy the client* in bed', 'how to have sex with',
];
// biome-ignore format: packed word list
const TEACH: Terms = [
  'teach', 'teaches', 'teaching', 'train', 'trains', 'training', 'show', 'shows', 'showing',
  'prepare', 'prepares', 'preparing', 'groom', 'grooms', 'grooming', 'tell', 'coach*', 'learn',
];
/** A child's age said of her ("she is 14", Pidgin "she be 13"), beside the minors rule's. */
const SHE_IS: Terms = Array.from({ length: 15 }, (_, i) => i + 3).flatMap((n) =>
  ['she is', 'he is', 'she be', 'the girl is', 'the boy is', 'she s', 'she just turned'].map(
    (w) => `${w} ${n}`,
  ),
);
export const NINETEENTH_ASSAULT_SPECS: readonly CategorySpec[] = [
  {
    category: 'violence_threats',
    safe: [...SURVIVORS, ...LESSONS],
    rules: [
      {
        name: "a person's intimate parts touched or exposed",
        outcome: 'refuse',
        act: TOUCH,
        obj: INTIMATE,
        forward: 24,
        backward: -1,
      },
      {
        name: 'a person raped, molested or defiled',
        outcome: 'refuse',
        alone: VIOLATE_HER,
        act: VIOLATE,
        obj: VICTIMS,
        forward: 30,
        backward: -1,
      },
    ],
  },
  {
    category: 'minors_exploitation',
    // A lesson's "touch" hides from every rule of the category ("teach the children the good touch
    // and bad touch song" paired children and touch before this round).
    safe: [...SURVIVORS, ...LESSONS],
    rules: [
      {
        name: "a child taught or made ready for men's sex",
        outcome: 'refuse',
        act: PLEASE_MEN,
        obj: [...CHILDREN, ...SHE_IS],
        forward: 60,
        backward: 60,
      },
      {
        name: 'a child raped, molested or defiled',
        outcome: 'refuse',
        act: VIOLATE,
        obj: CHILDREN,
        forward: 30,
        backward: -1,
      },
    ],
  },
  {
    category: 'sexual_services',
    rules: [
      {
        name: "someone taught or made ready for men's sex",
        outcome: 'refuse',
        act: TEACH,
        obj: PLEASE_MEN,
        forward: 24,
        backward: -1,
      },
      {
        name: "a person's intimate parts photographed",
        outcome: 'refuse',
        act: SHOOT,
        obj: INTIMATE,
        forward: 24,
        backward: -1,
      },
    ],
  },
];
