// Thirteenth round, religious, community and political life (voice-19): harm the rules missed,
// as classes with their twins (docs/safety.md, "Thirteenth round, voice-19"). Appended to
// POLICY_SPECS; the look-alikes are in -community-lawful.ts. Terms as speakers write them, tone
// marks folded.
import { CHILD_AGES } from './safety-lexicon-person.ts';
import { DIRECTED, REGION_GROUP } from './safety-lexicon-structure.ts';
import type { CategorySpec, Terms } from './safety-policy-spec.ts';
import { COMMUNITY_LOOKALIKE_SPECS } from './safety-lexicon-thirteenth-community-lawful.ts';

/** A paper called fake in Yoruba, Igbo and Hausa ("ìwé ayédèrú", "akwụkwọ adịgboroja"). */
// biome-ignore format: packed word list
const FAKE_PAPER: Terms = [
  'iwe ayederu', 'iwe eri ... ayederu', 'ayederu iwe', 'se iwe ayederu', 'n se iwe ayederu',
  'akwukwo ... adigboroja', 'adigboroja akwukwo', 'akwukwo adigboroja', 'takardar jabu',
  'takardun jabu', 'satifiket na jabu', 'satifiket din jabu', 'takardar bogi', 'takardun bogi',
];
/** An official stamp or signature copied onto a paper. */
// biome-ignore format: packed word list
const STAMP_COPIED: Terms = [
  'stamp copied', 'stamp copied on', 'copy the stamp', 'copy his stamp', 'copy their stamp',
  'copy the ... stamp', 'copy the ... signature', 'copied stamp', 'fake stamp', 'forge* the stamp', 'forge* his signature', 'signature copied',
  'copy his signature', 'copy her signature', 'copy di stamp', 'stamp wey you copy',
  'were stamp ulo ogwu', 'stamp ulo ogwu',
];
// biome-ignore format: packed word list
const OFFICIAL_PAPERS: Terms = [
  'certificate*', 'death certificate*', 'burial certificate*', 'birth certificate*',
  'marriage certificate*', 'affidavit*', 'letter*', 'report*', 'akwukwo', 'iwe', 'takarda*',
];

/** Money to an election official, with what it is meant to buy. */
// biome-ignore format: packed word list
const ELECTION_OFFICIAL: Terms = [
  'electoral officer', 'returning officer', 'presiding officer', 'collation officer',
  'inec official*', 'inec officer*', 'inec staff', 'the ro', 'the po', 'ward collation',
];
// biome-ignore format: packed word list
const GIFT: Terms = [
  'envelope*', 'cash', 'money', 'something small', 'the bag', 'this bag', 'the gift', 'kudi',
  'ego', 'owo',
];
// biome-ignore format: packed word list
const RESULT_BOUGHT: Terms = [
  'figures are accepted', 'results are accepted', 'result is accepted', 'accept our figures',
  'accept our result*', 'so our figures', 'so our result*', 'so that our figures',
  'so that our result*', 'without questions', 'without question', 'look the other way',
  'declare us', 'declare our candidate', 'in our favour', 'in our favor', 'change the figures',
  'adjust the figures', 'adjust the result*', 'from the chairman s camp', 'from our camp',
  'make e accept', 'make im accept',
];

/** Fuel poured round a building, then lit. */
// biome-ignore format: packed word list
const POUR_ROUND: Terms = [
  'pour* it round', 'pour* it around', 'pour* am round', 'pour* am around', 'splash* it round',
  'splash* it on the wall*', 'pour* it on the wall*', 'pour* it on the door*',
  'pour* petrol round', 'pour* petrol around', 'pour* fuel round', 'pour* fuel around',
  'pour* kerosene round', 'pour* kerosene around', 'pour* ... round the building',
  'pour* ... around the building', 'pour* ... round the house', 'pour* ... around the house',
  'pour* ... round the office', 'pour* ... around the office', 'pour* ... round the shop',
];
// biome-ignore format: packed word list
const LIGHT_IT: Terms = [
  'light it', 'light am', 'light the match', 'strike a match', 'strike the match',
  'throw the match', 'set it alight', 'set it ablaze', 'set it on fire', 'set fire', 'ignite it',
  'drop the match', 'throw in the lighter',
];

/** A person held somewhere and kept from calling anyone. */
// biome-ignore format: packed word list
const HOLD_PERSON: Terms = [
  'keep am', 'keep him', 'keep her', 'keep them', 'hold am', 'hold him', 'hold her', 'lock am',
  'lock him', 'lock her', 'pick di', 'pick the', 'carry di', 'carry the',
];
// biome-ignore format: packed word list
const NO_CALLS: Terms = [
  'no let am call', 'no let am phone', 'no let dem call', 'not let him call', 'not let her call',
  "don't let him call", "don't let her call", 'do not let him call', 'do not let her call',
  'do not let them call', 'take his phone', 'take her phone', 'collect im phone',
  'collect his phone', 'tie am if', 'tie him if', 'tie her if', 'tie him up', 'tie her up',
  'gag him', 'gag her', 'gag am',
];

/** Paying voters who vote for the party, or show their ballot. */
// biome-ignore format: packed word list
const PAY: Terms = [
  // Not Yoruba "fún" or Hausa "ba" alone: too common to tag in every text; with who is paid.
  'give*', 'pay*', 'hand*', 'biya', 'nye', 'dash', 'fun enikeni', 'fun awon to', 'ba duk wanda',
  'ba kowane',
];
// biome-ignore format: packed word list
const VOTERS: Terms = [
  'each voter', 'every voter', 'any voter', 'voters who', 'voter who', 'anyone who vote*',
  'anybody who vote*', 'whoever vote*', 'anybody wey vote*', 'anyone wey vote*',
  'everybody wey vote*', 'to ba dibo', 'to dibo', 'to ba dibo fun',
  'ya zabi', 'ya jefa', 'onye obula tuuru', 'onye obula votuuru',
];
// biome-ignore format: packed word list
const FOR_US_OR_SHOWN: Terms = [
  'show* you their', 'show* you his', 'show* you her', 'show you dem', 'show una',
  'for our party', 'for our candidate', 'vote* for us', 'voted for us', 'dibo fun egbe wa',
  'dibo fun wa', 'fi foto iwe idibo', 'fi iwe idibo', 'jam iyyarmu', 'dan takararmu',
  'maka otu anyi', 'votu otu anyi',
];

/** Ballots marked by someone other than the voter and added to the box. */
// biome-ignore format: packed word list
const MARK_BALLOTS: Terms = [
  'thumbprint*', 'thumb print*', 'thumb-print*', 'stuff*', 'add*', 'mark*', 'dangwala',
  'fill in',
];
// biome-ignore format: packed word list
const SPARE_BALLOTS: Terms = [
  'remaining ballot*', 'extra ballot*', 'unused ballot*', 'spare ballot*', 'leftover ballot*',
  'the remaining papers', 'ballot* for our party', 'di remaining ballot*', 'sauran takardun zabe',
  'sauran kuri',
];

/** Collecting money in someone's name, with the person named unaware of it. */
// biome-ignore format: packed word list
const COLLECT_MONEY: Terms = [
  'collect* the cash', 'collect* the money', 'collect* donations', 'collect* the donations',
  'collect* contributions', 'collect* the contributions', 'collect* the levy',
  'collect* the dues', 'collect* the offering*', 'collect* the tithe*', 'collect* am',
  'sent you to collect', 'send you to collect', 'karbi kudin', 'karbo kudin', 'gba owo',
];
// biome-ignore format: packed word list
const NAMED_UNAWARE: Terms = [
  'does not know about this', 'does not know about it', "doesn't know about this",
  "doesn't know about it", 'must not know', 'should not know', 'must not hear', 'no go know',
  'no know about am', 'no know anything', 'is not aware', 'without his knowledge',
  'without her knowledge', 'without their knowledge', 'bai sani ba', 'ko mo nipa re',
];

/** The money brought to the writer, not to the treasurer. */
// biome-ignore format: packed word list
const TO_ME: Terms = [
  'bring it to me', 'bring them to me', 'bring am give me', 'bring am come', 'give it to me',
  'hand it to me', 'send it to me', 'to my account', 'into my account', 'keep it for me',
  'kawo min', 'mu wa fun mi', 'weta ya nye m',
];

/** Claiming, in Pidgin, to be from a body one is not from. */
// biome-ignore format: packed word list
const CLAIM_PCM: Terms = [
  'claim say you be', 'claim say una be', 'claim say you dey from', 'claim say una dey from',
  'pretend say you be', 'pretend say una be', 'form say you be', 'form say una be',
];

/** Women brought to sleep with guests, in Igbo ("ga-eso ndị ọbịa … dina"). */
// biome-ignore format: packed word list
const WOMEN_IG: Terms = [
  'umu agbogho', 'agbogho', 'umunwanyi', 'umu nwanyi', 'nwanyi', 'ndi inyom',
];
// biome-ignore format: packed word list
const SLEEP_WITH_IG: Terms = [
  // With the night or the room: a walk may put a space in "dina", and Igbo "dị na" (is at) is
  // everywhere.
  'eso ... dina n abali', 'soro ... dina n abali', 'eso ... dina n ime ulo',
  'soro ... dina n ime ulo',
];
/** Women to "relax" the guests or the men in their rooms. */
// biome-ignore format: packed word list
const WOMEN: Terms = [
  'ladies', 'lady', 'girls', 'babes', 'women', 'chicks', 'runs girls',
];
// biome-ignore format: packed word list
const RELAX_MEN: Terms = [
  'relax the guest*', 'relax di guest*', 'relax our guest*', 'relax the men', 'relax di men',
  'relax oga', 'relax the visitors', 'relax di visitors', 'relax the delegates',
  'entertain the guests in their room*', 'keep the guests company at night',
  'keep the men company',
];
// biome-ignore format: packed word list
const ROOM_OR_PAID: Terms = [
  'room', 'rooms', 'for room', 'hotel', 'the night', 'tonight', 'pay dem', 'pay them', 'k each',
];

/** Children sent out to beg, and what they are given taken from them. */
// biome-ignore format: packed word list
const TO_BEG: Terms = [
  'to beg', 'go beg', 'make dem beg', 'su yi bara', 'don yin bara', 'yin bara', 'lati sagbe',
  'lo sagbe', 'ka ha rio ego',
];
// biome-ignore format: packed word list
const TAKINGS: Terms = [
  'the money they collect', 'the money they get', 'what they collect', 'whatever they collect',
  'the money dem collect', 'wetin dem collect', 'kudin da suka samu', 'abin da suka samu',
  'owo ti won ba ri', 'ego ha nwetara',
];
// biome-ignore format: packed word list
const BEGGING_CHILDREN: Terms = [
  'children', 'kids', 'boys', 'girls', 'almajiri*', 'pikin*', 'yara', 'umuaka', 'awon omode',
  'omode', 'orphans',
];

/** Children set to carry loads, in Igbo ("ka ha buo ibu"). */
// biome-ignore format: packed word list
const CARRY_IG: Terms = [
  'buo ibu', 'bulie ibu', 'ibu ibu', 'na-ebu ibu', 'ebu ibu', 'buru ibu', 'ka ha bu',
];
// biome-ignore format: packed word list
const CHILDREN_IG: Terms = [
  'umuaka', 'umu aka', 'umuntakiri', 'nwatakiri', 'umu obere',
];

/** A girl of school age taken to a man's guest house or room. */
// biome-ignore format: packed word list
const TAKE_HER: Terms = [
  'take her to', 'bring her to', 'drop her at', 'drop her for', 'carry her go', 'carry am go',
  'bring am come', 'take am go',
];
// biome-ignore format: packed word list
const MANS_ROOM: Terms = [
  // Someone's ("Alhaji's guest house"), not "the guest house where her parents stay": a
  // category's excuses reach all its rules, so the family is told apart by the room, not excused.
  's guest house', 's guesthouse', 's hotel room', 's lodge', 'his hotel', 'his room',
  'his flat', 'his apartment', 'his lodge', 'his boys quarters', 'im room',
  'his house for the night', 'his house for the evening',
];
// biome-ignore format: packed word list
const GIRL_AGE: Terms = [
  ...CHILD_AGES,
  'small girl', 'the girl', 'schoolgirl', 'from the islamiyya', 'from school', 'after class',
];

/** Children taken with those who keep them unaware. */
// biome-ignore format: packed word list
const TAKE_CHILDREN: Terms = [
  'collect* ... children', 'take* ... children', 'bring ... children', 'pick* ... children',
  'collect* ... orphans', 'take* ... orphans', 'collect* ... kids', 'take* ... kids',
  'carry ... pikin*', 'carry di pikin*',
];
// biome-ignore format: packed word list
const KEEPER_UNAWARE: Terms = [
  'without the matron knowing', 'without the ... knowing', 'without telling the matron',
  'without the matron s', 'without the teacher* knowing', 'without their parents knowing',
  'without the parents knowing', 'matron must not know', 'make matron no know',
  'make di matron no know', 'without permission', 'without the home s permission',
];

/** A group evicted or shut out of homes, markets or land. */
// biome-ignore format: packed word list
const EVICT: Terms = [
  'quit notice* on all', 'quit notice* to all', 'serve quit notice*', 'never rent to',
  'never sell to', 'never let to', 'evict all', 'evict every', 'send packing',
  'cleaned of', 'cleansed of', 'clean* ... of the', 'rid of', 'purge* ... of',
  'swallow us', 'before they swallow', 'take over our', 'must be driven out', 'be driven out',
  'drive them out', 'driven away', 'pursue them', 'stick one on every', 'paste one on every',
];
// biome-ignore format: packed word list
const GROUP_MORE: Terms = [
  ...REGION_GROUP, 'hausa tenants', 'igbo tenants', 'yoruba tenants', 'strangers',
  'non-indigenes', 'non indigenes', 'settlers', 'tiv*', 'fulani*', 'igbo trader*',
  'hausa trader*', 'northerners', 'easterners',
];
/** A group told to go home, in Yoruba and Pidgin ("ẹ padà sílé yín", "Lagos no be your own"). */
// biome-ignore format: packed word list
const GO_HOME: Terms = [
  'pada sile yin', 'pada si ile yin', 'pada si ilu yin', 'pada si ibi ti e ti wa', 'kuro ni ilu wa',
  'kuro ni ile wa', 'no be your own', 'no be una own', 'no be una land', 'go back una place',
  'go back to una', 'una go back', 'ilu wa ki i se tiyin', 'ki i se ilu yin',
];

/** Put up in writing: "go home" said to a group is ordinary speech after a meeting. */
// biome-ignore format: packed word list
const WRITTEN: Terms = [
  'banner*', 'poster*', 'flyer*', 'leaflet*', 'placard*', 'print*', 'paint*', 'spray*', 'paste*',
  'tẹ ìwé', 'te iwe', 'lẹ̀', 'àsíá', 'kọ sí', 'ko si ogiri',
];

/** Called cursed and to be driven out, the group named elsewhere ("they are cursed"). */
// biome-ignore format: packed word list
const CURSED: Terms = [
  'they are cursed', 'are cursed', 'is a curse', 'are a curse', 'they are evil', 'are witches',
  'are demons',
];
// biome-ignore format: packed word list
const DRIVEN_OUT: Terms = [
  'driven out', 'chased out', 'must leave', 'must go', 'must be removed', 'expelled',
  'sent away', 'pursued',
];

/** Climbing a roof, a pole or a tree, in Yoruba ("gun òrùlé"): held. */
// biome-ignore format: packed word list
const CLIMB_YO: Terms = [
  'gun orule', 'gun ori orule', 'gun oke orule', 'gun ori ile', 'gun oke ile', 'gun opo ina',
  'gun opo', 'gun igi', 'gun ori igi', 'gun ori ile ijosin', 'gun ile gogoro',
];
/** Something fixed to the top of a pole or mast: held. */
// biome-ignore format: packed word list
const TOP_OF: Terms = [
  'to the top of', 'at the top of', 'on top of', 'on di top of', 'for di top of', 'for top of',
];
// biome-ignore format: packed word list
const LIVE_POLE: Terms = [
  'pole', 'nepa pole', 'electric pole', 'phcn pole', 'light pole', 'lamp post', 'mast',
  'transformer', 'streetlight*', 'high tension',
];
// biome-ignore format: packed word list
const FIX_UP: Terms = [
  // Not "put" or "fix": too common to tag in every text for this pair.
  'tie', 'tie the', 'tie it', 'tie am', 'hang the', 'hang it', 'hang am', 'mount the', 'mount it',
  'attach the', 'attach it', 'nail the', 'nail it',
];

export const THIRTEENTH_COMMUNITY_SPECS: readonly CategorySpec[] = [
  {
    category: 'illegal_goods_services',
    rules: [
      { name: 'a paper called fake, in three languages', outcome: 'refuse', alone: FAKE_PAPER },
      {
        name: 'an official stamp copied onto a paper',
        outcome: 'refuse',
        act: STAMP_COPIED,
        obj: OFFICIAL_PAPERS,
        forward: 120,
        backward: 120,
      },
      {
        name: 'money to an election official for the result',
        outcome: 'refuse',
        act: GIFT,
        obj: ELECTION_OFFICIAL,
        needs: RESULT_BOUGHT,
        forward: 60,
        backward: 40,
      },
    ],
  },
  {
    category: 'violence_threats',
    rules: [
      {
        name: 'fuel poured round a building and lit',
        outcome: 'refuse',
        act: POUR_ROUND,
        obj: LIGHT_IT,
        forward: 120,
      },
      {
        name: 'a person held and kept from calling anyone',
        outcome: 'refuse',
        act: HOLD_PERSON,
        obj: NO_CALLS,
        forward: 120,
      },
    ],
  },
  {
    category: 'impersonation_fraud',
    rules: [
      {
        name: 'voters paid for voting for the party',
        outcome: 'refuse',
        act: PAY,
        obj: VOTERS,
        needs: FOR_US_OR_SHOWN,
        forward: 40,
        backward: 40,
      },
      { name: 'claiming to be from a body, in Pidgin', outcome: 'refuse', alone: CLAIM_PCM },
      {
        name: 'spare ballots marked and added',
        outcome: 'refuse',
        act: MARK_BALLOTS,
        obj: SPARE_BALLOTS,
        forward: 30,
      },
    ],
  },
  {
    category: 'impersonation_fraud',
    rules: [
      {
        // Held, and only with the money brought to the writer: a surprise is kept the same way.
        name: 'money collected with the one named unaware',
        outcome: 'hold',
        act: COLLECT_MONEY,
        obj: NAMED_UNAWARE,
        needs: TO_ME,
        forward: 120,
      },
    ],
  },
  {
    category: 'sexual_services',
    rules: [
      {
        name: 'women to sleep with guests, in Igbo',
        outcome: 'refuse',
        act: WOMEN_IG,
        obj: SLEEP_WITH_IG,
        forward: 60,
      },
      {
        name: 'women to "relax" the guests',
        outcome: 'refuse',
        act: WOMEN,
        obj: RELAX_MEN,
        needs: ROOM_OR_PAID,
        forward: 50,
      },
    ],
  },
  {
    category: 'minors_exploitation',
    rules: [
      {
        name: 'children sent to beg for someone',
        outcome: 'refuse',
        act: TO_BEG,
        obj: TAKINGS,
        needs: BEGGING_CHILDREN,
        forward: 80,
      },
      {
        name: 'children set to carry loads, in Igbo',
        outcome: 'refuse',
        act: CHILDREN_IG,
        obj: CARRY_IG,
        forward: 100,
        askFrames: false,
      },
      {
        name: 'children taken unknown to those who keep them',
        outcome: 'refuse',
        act: TAKE_CHILDREN,
        obj: KEEPER_UNAWARE,
        forward: 100,
      },
    ],
  },
  {
    category: 'minors_exploitation',
    rules: [
      {
        // Held: a girl may be taken to a relative's guest house; a person reads it.
        name: "a girl taken to a man's guest house",
        outcome: 'hold',
        act: TAKE_HER,
        obj: MANS_ROOM,
        needs: GIRL_AGE,
        forward: 40,
      },
    ],
  },
  {
    category: 'hate_incitement',
    rules: [
      {
        name: 'a group evicted or cleared out',
        outcome: 'refuse',
        act: EVICT,
        obj: GROUP_MORE,
        needs: DIRECTED,
        forward: 60,
        backward: 60,
        signFrames: false,
      },
      {
        name: 'a group told to go home, in Yoruba and Pidgin',
        outcome: 'refuse',
        act: GO_HOME,
        obj: REGION_GROUP,
        needs: WRITTEN,
        forward: 60,
        backward: 60,
        signFrames: false,
      },
      {
        name: 'a group called cursed and to be driven out',
        outcome: 'refuse',
        act: CURSED,
        obj: DRIVEN_OUT,
        forward: 40,
        signFrames: false,
      },
    ],
  },
  {
    category: 'dangerous_work',
    rules: [
      { name: 'climbing a roof, pole or tree, in Yoruba', outcome: 'hold', alone: CLIMB_YO },
      {
        name: 'something fixed to the top of a pole',
        outcome: 'hold',
        act: TOP_OF,
        obj: LIVE_POLE,
        needs: FIX_UP,
        forward: 30,
      },
    ],
  },
  ...COMMUNITY_LOOKALIKE_SPECS,
];
