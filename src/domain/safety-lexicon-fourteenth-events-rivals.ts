// Fourteenth round, events (voice-25): harm done to a rival, a performer or a critic around a
// show, written as classes of our own beyond the set's rows (docs/safety.md, "Fourteenth round,
// voice-25"): a drink spiked so a performer cannot go on, a rival's stand wrecked, bottles thrown
// at a stage, a critic piled on until she gives up her page, donations taken for a cause that is
// not, Pidgin "scatter im hand". Spread into FOURTEENTH_EVENTS_SPECS.
import type { CategorySpec, Terms } from './safety-policy-spec.ts';

/** Something put in a person's drink or food so they cannot perform, or unknown to them. The
 *  doctor's ORS in his water is no harm: the need is the harm or the secrecy. */
// biome-ignore format: packed word list
const SPIKE: Terms = [
  'powder', 'this powder', 'the powder', 'substance', 'laxative*', 'sleeping pill*',
  'sleeping tablet*', 'sedative*', 'drops', 'this liquid', 'the liquid', 'something inside',
];
// biome-ignore format: packed word list
const HIS_DRINK: Terms = [
  "'s drink", "'s food", "'s water", "'s cup", "'s bottle", 'his drink', 'her drink',
  'their drink*', 'his food', 'her food', 'his water', 'her water', 'his cup', 'her cup',
  'his bottle', 'her bottle', 'his tea', 'her tea', 'im drink', 'im food', 'im water',
];
// biome-ignore format: packed word list
const CANNOT_GO_ON: Terms = [
  "can't perform", 'cannot perform', 'can not perform', 'no fit perform', "can't sing",
  'cannot sing', 'no fit sing', "can't play", 'cannot play', 'no fit play', 'miss* his set',
  'miss* her set', 'miss* the show', 'too sick to', 'falls sick', 'fall sick', 'gets sick',
  'get sick', 'stooling', 'purge', 'runs to the toilet', 'without him knowing',
  'without her knowing', 'make e no know', 'knock him out', 'knock her out',
];

/** A rival's stand, stage or gear wrecked so their show fails. */
// biome-ignore format: packed word list
const WRECK: Terms = [
  'scatter', 'scatter*', 'destroy*', 'tear*', 'wreck*', 'smash*', 'pull down', 'vandalis*',
  'vandaliz*', 'spoil', 'damage*', 'burn*', 'cut*', 'puncture*', 'pour sand',
];
// biome-ignore format: packed word list
const SHOW_GEAR: Terms = [
  'stand', 'stage', 'canopy', 'canopies', 'banner*', 'display', 'booth', 'sound system',
  'equipment', 'decoration*', 'generator', 'speakers', 'tent*', 'backdrop*', 'lights',
];
// biome-ignore format: packed word list
const RIVAL: Terms = [
  "rival's", "rivals'", 'rival promoter*', 'rival caterer*', 'rival dj*', 'rival vendor*',
  'rival band*', 'rival event*', 'rival show*', "competitor's", "competitors'",
  'the other promoter', 'the other caterer', 'so they cannot', "so they can't", 'so their show',
  'before their show', 'so dem no go',
];

/** Bottles, stones or eggs thrown at a stage or a performer. */
// biome-ignore format: packed word list
const MISSILES: Terms = [
  'bottles at', 'bottle at', 'stones at', 'stone at', 'sachets at', 'pure water at', 'eggs at',
  'rotten eggs', 'tomatoes at', 'cans at',
];
// biome-ignore format: packed word list
const AT_THE_SHOW: Terms = [
  'stage', 'the artist', 'the comedian', 'the performer', 'the singer', 'the dj', 'the crowd',
  'the guests', 'the band', 'the mc', 'at him', 'at her', 'at them', 'disrupt*',
];

/** A critic piled on until she gives up her post or her page. */
// biome-ignore format: packed word list
const PILE_ON: Terms = [
  'flood* her comments', 'flood* his comments', 'flood* ... comments', 'flood* her dm*',
  'flood* his dm*', 'spam* her', 'spam* his', 'insult* her', 'insult* him', 'insults',
  'abuse her', 'abuse him', 'troll* her', 'troll* him', 'mass report*', 'report* her page',
  'report* his page', 'drag* her', 'drag* him', 'attack* her page', 'attack* his page',
];
// biome-ignore format: packed word list
const UNTIL_SHE_QUITS: Terms = [
  'until she deletes', 'until he deletes', 'until she takes down', 'until he takes down',
  'until she removes', 'until he removes', 'until she shuts', 'until he shuts',
  'until she leaves', 'until he leaves', 'until she goes offline', 'until he goes offline',
  'until her page', 'until his page', 'till she delete*', 'till e delete*', 'till she comot',
  'till e comot', 'until she apologi*', 'until he apologi*', 'till she beg*', 'till e beg*',
];

/** Donations taken for a cause that is not what the givers are told. */
// biome-ignore format: packed word list
const DONATIONS: Terms = [
  'donation*', 'contribution*', 'the money is for', 'money is going to', 'raise money',
  'fundrais*', 'offering*',
];
// biome-ignore format: packed word list
const NOT_THE_CAUSE: Terms = [
  'it is not for', "it's not for", 'it is not going', "it's not going", 'it is not true',
  "it's not true", 'e no true', 'no be true', 'we keep it', 'we keep the money',
  'keep the money', 'keep it for us', 'share it among us', 'there is no orphanage',
  'the orphanage does not exist', 'does not exist', "doesn't exist", 'fake orphanage',
  'fake charity', 'fake cause', 'no orphanage dey',
];

/** Pidgin "scatter im hand": a body part wrecked. */
// biome-ignore format: packed word list
const SCATTER_BODY: Terms = ['im', 'his', 'her', 'their'].flatMap((whose) =>
  ['hand', 'leg', 'face', 'head', 'mouth', 'jaw'].map((part) => `scatter ${whose} ${part}`),
);

export const EVENTS_RIVAL_SPECS: readonly CategorySpec[] = [
  {
    category: 'violence_threats',
    rules: [
      {
        name: "something put in a person's drink so they cannot go on",
        outcome: 'refuse',
        act: SPIKE,
        obj: HIS_DRINK,
        needs: CANNOT_GO_ON,
        forward: 60,
        backward: 40,
      },
      {
        name: "a rival's stand or gear wrecked",
        outcome: 'refuse',
        act: WRECK,
        obj: SHOW_GEAR,
        needs: RIVAL,
        forward: 50,
      },
      {
        name: 'things thrown at a stage or a performer',
        outcome: 'refuse',
        act: ['throw*', 'pelt*', 'hurl*', 'fling*'],
        obj: MISSILES,
        needs: AT_THE_SHOW,
        forward: 30,
      },
      { name: 'a body part wrecked, in Pidgin', outcome: 'refuse', alone: SCATTER_BODY },
    ],
  },
  {
    category: 'harassment_intimidation',
    rules: [
      {
        name: 'a critic piled on until she gives up',
        outcome: 'refuse',
        act: PILE_ON,
        obj: UNTIL_SHE_QUITS,
        forward: 100,
      },
    ],
  },
  {
    category: 'impersonation_fraud',
    rules: [
      {
        name: 'donations taken for a cause that is not',
        outcome: 'refuse',
        act: DONATIONS,
        obj: NOT_THE_CAUSE,
        forward: 100,
        backward: 40,
      },
    ],
  },
];
