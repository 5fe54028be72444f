// Thirteenth round: harm the rules missed in the tuned voices, as classes with their look-alikes
// (docs/safety.md, "Thirteenth round"). Appended to POLICY_SPECS.
import type { CategorySpec, Terms } from './safety-policy-spec.ts';

/** Compromising pictures or recordings of a person. */
// biome-ignore format: packed word list
const MATERIAL: Terms = [
  'private photo*', 'private picture*', 'private video*', 'nude*', 'naked picture*',
  'pictures from the hotel', 'photos from the hotel', 'video from the hotel', 'the pictures',
  'the photos', 'the video', 'the videos', 'the recording*', 'her photos', 'his photos',
  'her pictures', 'his pictures', 'her video*', 'his video*',
];
/** What is demanded ("unless he signs"), not a condition of the errand ("unless she is home"). */
// biome-ignore format: packed word list
const DEMANDED: Terms = [
  'sign*', 'pay*', 'withdraw*', 'drop*', 'agree*', 'return*', 'comply', 'complies', 'settle*',
  'resign*', 'stop*', 'vacate*', 'move* out', 'back* down', 'give* us',
];
/** A demand the showing is held over. */
// biome-ignore format: packed word list
const UNLESS: Terms = [
  ...['he', 'she', 'they'].flatMap((who) =>
    DEMANDED.map((verb) => `unless ${who} ${verb}`),
  ),
  'if ... not withdrawn', 'if ... not withdraw*', 'if ... not pay*', 'if ... not sign*',
  'if ... refuses', 'if he does not', 'if she does not', "if he doesn't", "if she doesn't",
  'or else',
];
/** Who would be shown: family, church, employer, everyone. */
// biome-ignore format: packed word list
const SHOWN_TO: Terms = [
  'his wife', 'her husband', 'her church', 'his church', 'her mother', 'his mother',
  'her family', 'his family', 'her parents', 'his parents', 'his boss', 'her boss',
  'his employer', 'her employer', 'everyone', 'online', 'social media', 'the whole',
];

/** Children taken to work for someone. */
// biome-ignore format: packed word list
const TO_WORK: Terms = [
  'to work on', 'to work in', 'to work at', 'to work for', 'work for us', 'to harvest for',
  'harvest for the season', 'as labourer*', 'as laborer*', 'as farmhand*', 'to carry loads',
  'to hawk',
];
// biome-ignore format: packed word list
const CHILDREN: Terms = [
  'children', 'kids', 'boys aged', 'girls aged', 'boys of', 'girls of', 'orphans', 'pupils',
  'almajiri*', 'pikin*', 'underage',
];

/** Going through a person's private things. */
// biome-ignore format: packed word list
const SEARCH: Terms = [
  'go through', 'search', 'look through', 'rummage', 'dig through', 'comb through',
];
// biome-ignore format: packed word list
const PRIVATE_THINGS: Terms = [
  'his cabinet*', 'her cabinet*', 'his drawer*', 'her drawer*', 'his files', 'her files',
  'his desk', 'her desk', 'his safe', 'her safe', 'his wardrobe', 'her wardrobe', 'his bag',
  'her bag', 'his documents', 'her documents', 'his papers', 'her papers', 'his room',
  'her room',
];
/** The owner there or asking. */
// biome-ignore format: packed word list
const OWNER_THERE: Terms = [
  'with him', 'with her', 'in his presence', 'in her presence', 'he will show you',
  'she will show you', 'he asked', 'she asked', 'at his request', 'at her request',
];

/** Claiming to be the owner of a thing to collect what is his. */
// biome-ignore format: packed word list
const AS_OWNER: Terms = [
  'say you be the ... owner', 'say you are the ... owner', 'that you are the ... owner',
  'say you be the ... holder', 'say you are the ... holder', 'as the car owner',
  'as the account owner', 'as the policy holder', 'as the beneficiary', 'pose* as the owner',
];

/** A camera set where people undress. */
// biome-ignore format: packed word list
const CAMERA: Terms = [
  'put* ... camera', 'hide* ... camera', 'fix* ... camera', 'install* ... camera',
  'place* ... camera', 'mount* ... camera', 'hidden camera*', 'small camera', 'spy camera*',
];
// biome-ignore format: packed word list
const UNDRESSING: Terms = [
  'fitting room*', 'changing room*', 'dressing room*', 'undress*', 'change cloth*',
  'changing cloth*', 'change their cloth*', 'changing their cloth*',
];

export const THIRTEENTH_HARM_SPECS: readonly CategorySpec[] = [
  {
    category: 'harassment_intimidation',
    rules: [
      {
        name: 'compromising pictures shown unless a demand is met',
        outcome: 'refuse',
        act: MATERIAL,
        obj: UNLESS,
        needs: SHOWN_TO,
        forward: 90,
        backward: 60,
        // "unless he signs": the demand, not a signboard quoted.
        signFrames: false,
      },
    ],
  },
  {
    category: 'minors_exploitation',
    rules: [
      {
        name: 'children taken to work',
        outcome: 'refuse',
        act: TO_WORK,
        obj: CHILDREN,
        forward: 40,
        backward: 80,
        askFrames: false,
      },
    ],
  },
  {
    category: 'trespass_break_in',
    rules: [
      {
        // Held, not refused: with the owner there or asking, the excuse lets it pass.
        name: "going through a person's private things",
        outcome: 'hold',
        act: SEARCH,
        obj: PRIVATE_THINGS,
        forward: 20,
      },
    ],
    excuse: OWNER_THERE,
  },
  {
    category: 'impersonation_fraud',
    rules: [{ name: 'claiming to be the owner', outcome: 'refuse', alone: AS_OWNER }],
  },
  {
    category: 'sexual_services',
    rules: [
      {
        name: 'a camera where people undress',
        outcome: 'refuse',
        act: CAMERA,
        obj: UNDRESSING,
        forward: 60,
        backward: 60,
      },
    ],
  },
];
