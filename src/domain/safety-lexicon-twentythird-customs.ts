// Twenty-third round, harm in the name of custom and pressure (docs/safety.md, "Twenty-third
// round, customs"): twins taken to the evil forest, a widow made to drink the water her husband's
// corpse was washed with, a girl or a woman's things sought for a ritual, a servant taken to a
// shrine until she confesses, a tenant's water and light cut "until he leaves", voters sent home
// from a polling unit, students of a people told to find another hostel. Appended to
// POLICY_SPECS.
import { PEOPLES } from './safety-lexicon-seventeenth-beauty.ts';
import type { CategorySpec, Terms } from './safety-policy-spec.ts';

/** Newborns left in the evil forest. */
// biome-ignore format: packed word list
const LEAVE_IN: Terms = [
  'take*', 'leave*', 'drop*', 'abandon*', 'throw*', 'carry', 'bring',
];
// biome-ignore format: packed word list
const EVIL_FOREST: Terms = [
  'to the evil forest', 'in the evil forest', 'into the evil forest', 'ajọ ọhịa', 'igbo oro',
];
// biome-ignore format: packed word list
const NEWBORNS: Terms = [
  'twins', 'newborn*', 'the baby', 'the babies', 'the child', 'the children', 'the albino',
  'the sick', 'the mad',
];

/** A widow's rites forced on her. */
// biome-ignore format: packed word list
const WIDOW_RITES: Terms = [
  "water used to wash her husband's corpse", "water used to bathe her husband's corpse",
  "water used to wash her husband's body", 'drink the water used to wash',
  "drink the water they used to wash", 'sleep beside the corpse', 'sleep with the corpse',
  "sleep in the room with her husband's corpse", 'shave her head by force',
  'forcefully shave her head', 'widow ... shave her head', 'widow ... drink the water',
];

/** A girl, or a woman's things, sought for a ritual. */
// biome-ignore format: packed word list
const SEEK: Terms = ['find*', 'bring*', 'get', 'procure*', 'supply', 'collect*', 'steal*', 'buy*'];
// biome-ignore format: packed word list
const RITUAL_ITEMS: Terms = [
  'young virgin', 'virgin girl', 'a virgin', 'human parts', 'human head', 'human skull*',
  'fresh blood', "girl's pant*", "woman's pant*", 'her pant*', 'used pant*', 'used pad*',
  'menstrual pad*', 'albino', "albino's hair", 'hair of an albino', 'a hunchback',
];
// biome-ignore format: packed word list
const FOR_A_RITUAL: Terms = [
  'ritual*', 'babalawo', 'native doctor', 'herbalist', 'oracle', 'money ritual*', 'juju',
  'for the shrine', 'sacrifice', 'yahoo plus', 'charm', 'jazz',
];

/** A servant taken to a shrine until she confesses. */
// biome-ignore format: packed word list
const TAKE_THEM: Terms = [
  'take her', 'take him', 'bring her', 'bring him', 'drag her', 'drag him', 'force her',
  'force him', 'make her', 'make him', 'carry her', 'carry him',
];
// biome-ignore format: packed word list
const SHRINES: Terms = [
  'to the native doctor', 'to the village native doctor', 'to the shrine', 'to the oracle',
  'to the babalawo', 'to the herbalist', 'swear by the', 'swear an oath', 'take an oath',
  'drink the oath',
];
// biome-ignore format: packed word list
const UNTIL_SHE_CONFESSES: Terms = [
  'confess*', 'punish*', 'stole', 'until she', 'until he', 'so she will', 'so he will',
  'so the oracle', 'oath',
];

/** A tenant's water and light cut until he leaves. */
// biome-ignore format: packed word list
const CUT_OFF: Terms = [
  'cut*', 'disconnect*', 'switch off', 'turn off', 'lock*', 'stop*', 'remove*',
];
// biome-ignore format: packed word list
const UTILITIES: Terms = [
  'water and electricity', 'water and light', 'the water', 'the light', 'the electricity',
  'the power', 'the nepa', 'the gate', 'the toilet',
];
// biome-ignore format: packed word list
const UNTIL_THEY_LEAVE: Terms = [
  'until the tenant leaves', 'until he leaves', 'until she leaves', 'until they leave',
  'so he will leave', 'so she will leave', 'so they will leave', 'force him out',
  'force her out', 'force them out', 'make him leave', 'make her leave', 'make them leave',
  'leaves on his own', 'leaves on her own', 'packs out', 'pack out', 'until he vacates',
  'until she vacates', 'until they vacate',
];

/** Voters sent home from a polling unit. */
// biome-ignore format: packed word list
const VOTERS_SENT_HOME: Terms = [
  'chase away voters', 'chase away the voters', 'scare away voters', 'scare away the voters',
  'scare the voters', 'chase the voters', 'stop them from voting', 'prevent them from voting',
  "make sure they don't vote", 'make sure they do not vote', "supporters go home early",
  'supporters go home', 'go home without voting', 'turn back the voters',
  "don't let them vote", 'do not let them vote', "opposition's supporters",
];

/** Students or tenants of a people told to go elsewhere. */
const OF_A_PEOPLE: Terms = PEOPLES.flatMap((g) =>
  ['students', 'tenants', 'traders', 'workers', 'families', 'boys', 'girls'].map(
    (w) => `${g} ${w}`,
  ),
);
// biome-ignore format: packed word list
const GO_ELSEWHERE: Terms = [
  'find another hostel', 'find another house', 'find another place', 'find another shop',
  'find another school', 'for our people only', 'only for our people', 'is not for them',
  'go elsewhere',
];

/** A people named by the street's names for them, chased away. */
// biome-ignore format: packed word list
const CHASE: Terms = ['chase*', 'drive', 'drives', 'push', 'send', 'run', 'pursue'];
// biome-ignore format: packed word list
const STREET_NAMES: Terms = [
  'the mallams', 'the abokis', 'the gambaris', 'the nyamiris', 'the arne', 'the kafirs',
  'the infidels', 'the settlers', 'the strangers', 'the aboki', 'all mallams', 'all abokis',
  'these mallams', 'these abokis', 'those mallams', 'those abokis',
];
// biome-ignore format: packed word list
const AWAY: Terms = [
  'away', 'out of', 'not welcome', 'must go', 'leave our', 'go back', 'from our street',
  'from our area',
];

export const TWENTYTHIRD_CUSTOMS_SPECS: readonly CategorySpec[] = [
  {
    category: 'violence_threats',
    rules: [
      {
        name: 'newborns left in the evil forest',
        outcome: 'refuse',
        act: LEAVE_IN,
        obj: EVIL_FOREST,
        needs: NEWBORNS,
        forward: 60,
        backward: 0,
      },
      {
        name: 'a girl or a woman’s things sought for a ritual',
        outcome: 'refuse',
        act: SEEK,
        obj: RITUAL_ITEMS,
        needs: FOR_A_RITUAL,
        forward: 40,
        backward: 0,
      },
    ],
  },
  {
    category: 'harassment_intimidation',
    rules: [
      { name: "a widow's rites forced on her", outcome: 'refuse', alone: WIDOW_RITES },
      {
        name: 'a servant taken to a shrine until she confesses',
        outcome: 'refuse',
        act: TAKE_THEM,
        obj: SHRINES,
        needs: UNTIL_SHE_CONFESSES,
        forward: 40,
        backward: 0,
      },
      {
        name: "a tenant's water and light cut until he leaves",
        outcome: 'refuse',
        act: CUT_OFF,
        obj: UTILITIES,
        needs: UNTIL_THEY_LEAVE,
        forward: 30,
        backward: 0,
      },
      { name: 'voters sent home', outcome: 'refuse', alone: VOTERS_SENT_HOME },
    ],
  },
  {
    category: 'hate_incitement',
    rules: [
      {
        name: "a people named by the street's names, chased away",
        outcome: 'refuse',
        act: CHASE,
        obj: STREET_NAMES,
        needs: AWAY,
        forward: 20,
        backward: 0,
      },
      {
        name: 'a people told to go elsewhere',
        outcome: 'refuse',
        act: OF_A_PEOPLE,
        obj: GO_ELSEWHERE,
        forward: 60,
        backward: 0,
      },
    ],
  },
];
