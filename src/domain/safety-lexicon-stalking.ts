// Policy lexicon (safety-policy-spec.ts): surveillance and stalking, and the words for a person
// followed, their whereabouts and doing it unseen. English, Nigerian Pidgin, Yoruba, Hausa, Igbo.
import type { CategorySpec, Terms } from './safety-policy-spec.ts';
import { PERSON } from './safety-lexicon-person.ts';

/** A person as the object of following: PERSON and the looser words that, after "follow" or
 *  "track", can only be someone (Pidgin am = him/her, Hausa shi/ita, Igbo ya). */
// biome-ignore format: packed word list
const FOLLOWED: Terms = [
  ...PERSON, 'am', 'dem', 'my babe', 'my girl', 'my woman', 'my man', 'the journalist',
  'the politician', 'the councillor', 'miss', 'dr', 'hon', 'shi', 'ita',
];

/** Where a person lives and how they move: the object of stalking. */
// biome-ignore format: packed word list
const WHEREABOUTS: Terms = [
  'where he lives', 'where she lives', 'where they live', 'where ... lives', 'where he stays',
  'where she stays', 'where he sleeps', 'where she sleeps', 'where she works', 'his movements',
  'her movements', 'their movements', 'his daily routine', 'her daily routine', 'his routine',
  'her routine', 'who he meets', 'who she meets', 'who visits him', 'who visits her',
  'who comes to see her', 'who comes to see him', 'what time he leaves', 'what time she leaves',
  'when he returns', 'his whereabouts', 'her whereabouts', 'whereabouts of', 'his location',
  'her location', 'who he is with', 'who she is with', 'where him dey stay', 'where she dey stay',
  'where him dey live', 'where she dey live', 'wetin him dey do', 'wetin she dey do',
  'who him dey see', 'ibi tí ó ń gbé', 'ibi to n gbe', 'inda yake zaune', 'inda take zaune',
  'ebe o bi', 'ebe ọ na-ebi', 'where does ... live', 'where does ... sleep', 'where does ... stay',
  'when he comes out', 'who enters or leaves', 'who comes and goes', 'everyone who enters',
  'everyone who visits', 'who comes in and out', 'inda take zuwa', 'inda yake zuwa',
  'duk wanda ta hadu', 'duk wanda ya hadu', 'ebe ... bi ugbu a', 'chọpụta ebe', 'who she is seeing',
  'who he is seeing', 'duk inda ta je', 'duk inda ya je', 'anywhere she go', 'anywhere he go',
  'anybody wey she meet', 'anybody wey he meet', 'leaves and returns', 'who is with her',
  'who is with him', 'her activities', 'his activities', 'what she does', 'what he does',
  'who she talks to', 'who he talks to', 'where she goes', 'where he goes',
  'who comes to her house', 'who comes to his house', 'movements of', 'he comes and goes',
  'she comes and goes', 'ibi tí ó ń lọ', 'ibi to n lo', 'inda take', 'inda yake', 'ebe ọ na-aga',
];

/** When a person comes and goes, and where they live: stalking only after following, finding or
 *  watching them (a delivery goes to a home address too). */
// biome-ignore format: packed word list
const COMINGS: Terms = [
  'home address of', 'house address of', 'his home address', 'her home address', 'when he leaves',
  'when she leaves', 'when he comes back', 'when she comes back', 'when he returns',
  'when she returns', 'when she comes out', 'when he comes out', 'when he comes', 'when she comes',
  'where he works', 'where she works',
];

/** Doing it without the person knowing. */
// biome-ignore format: packed word list
const COVERT: Terms = [
  'secretly', 'covert*', 'discreet*', 'quietly', 'without him know*', 'without her know*',
  'without them know*', 'without him notic*', 'without her notic*', 'without being noticed',
  'without being seen', 'without being spotted', "don't let him see", "don't let her see",
  'do not let him see', 'do not let her see', 'make he no see', 'make she no see', 'hidden camera*',
  'hide* ... camera*', 'zoom lens', 'telephoto', 'round the clock', 'in ìkọ̀kọ̀', 'láìjẹ́ pé ó mọ̀',
  'láìjẹ́ kí ó mọ̀', 'a asirce', 'na nzuzo', 'jẹ́jẹ́', 'without consent', 'without permission',
  'no let dem see', 'no let am see', 'no let her see', 'no let him see', 'make dem no see',
  'must not see', 'must not know', 'ba tare da ta sani', 'ba tare da ya sani', 'agwala ya',
  'without letting',
];

export const STALKING_SPEC: CategorySpec = {
  category: 'surveillance_stalking',
  rules: [
    {
      name: 'stalking or covert monitoring',
      outcome: 'refuse',
      // biome-ignore format: packed word list
      alone: [
        'write down everybody wey', 'write down everyone who enters',
        'note everyone who enters his', 'note everyone who enters her', 'who comes to her house',
        'who comes to his house', 'who visits her', 'who visits him', 'who she dey meet',
        'who e dey meet', 'who she talks to', 'who he talks to', 'who she dey talk to',
        'wanda take magana', 'wanda yake magana', 'neighbour* gate ... whole day',
        'report everything about', 'everything about her life', 'everything about his life',
        'their private life', 'befriend* ... and report', 'stalk*',
        'install* ... camera* ... opposite', 'camera ... watch her', 'camera ... watch his',
        'watch her door', 'watch his door', 'watch their door', 'sit ... outside his house',
        'sit ... outside her house', 'wait outside his house', 'wait outside her house',
        'park* outside his house', 'park* outside her house', 'drone over',
        'drone* ... compound*', 'drone* ... house', 'film* ... backyard', 'their windows',
        'into ... windows', 'spy on', 'spying on', 'spy* ... on him', 'spy* ... on her',
        'hidden camera*', 'spy camera*', 'tracking device*', 'gps tracker*', 'track* ... phone',
        'tail him', 'tail her', 'trail him', 'trail her', 'keep* an eye on him',
        'keep* an eye on her', 'keep* tabs on', 'secretly record*', 'secretly film*',
        'secretly photograph*', 'secretly follow*', 'secretly watch*', 'find out where he lives',
        'find out where she lives', 'find out where they live', 'find out where ... lives',
        'report ... movements', 'report back ... movements', 'tọpinpin', 'bibiyi', 'leƙen asiri',
        'nledo',
      ],
    },
    {
      name: 'following or tracking a person',
      outcome: 'refuse',
      // biome-ignore format: packed word list
      act: [
        'follow*', 'track*', 'trac*', 'trail', 'trails', 'trailing', 'trailed', 'tailing',
        'monitor*', 'spy*', 'surveil*', 'shadow*', 'locate*', 'find out', 'find', 'tẹ̀lé',
        'keep watch on', 'keep watch over', 'watch*', 'observe*', 'lura da', 'bi shi', 'bi ta',
        'soro ya', 'lelee ya anya', 'ṣọ́',
      ],
      obj: [...WHEREABOUTS, ...COMINGS],
      forward: 50,
      backward: 20,
    },
    {
      name: "a person's whereabouts",
      outcome: 'hold',
      // biome-ignore format: packed word list
      alone: [
        ...WHEREABOUTS, 'who wrote about me', 'who reported me', 'who criticised me',
        'what time she', 'what time he', 'which gym',
      ],
    },
    {
      name: "reading a person's private messages",
      outcome: 'refuse',
      // biome-ignore format: packed word list
      act: [
        'photograph*', 'take picture*', 'take photo*', 'snap*', 'screenshot*', 'read*', 'copy',
        'check*', 'go through', 'look through', 'open*', 'forward*', 'send*',
      ],
      // biome-ignore format: packed word list
      obj: [
        'his chats', 'her chats', 'his whatsapp', 'her whatsapp', 'his messages', 'her messages',
        'his phone', 'her phone', 'his emails', 'her emails', 'his dms', 'her dms',
        'his call log*', 'her call log*', 'his sms', 'her sms', 'their chats', 'their messages',
      ],
      forward: 30,
    },
    {
      name: 'following a person',
      outcome: 'refuse',
      // biome-ignore format: packed word list
      act: [
        'follow*', 'track*', 'trail', 'trails', 'trailing', 'trailed', 'tailing', 'monitor*',
        'spy*', 'surveil*', 'shadow*', 'locate*', 'keep watch on', 'keep watch over',
        'keep an eye on', 'dey watch', 'dey follow', 'bi', 'soro', 'tẹ̀lé', 'dinga bin', 'bin',
      ],
      // biome-ignore format: packed word list
      obj: [
        ...FOLLOWED, 'his house', 'her house', 'his home', 'her home', 'his car', 'her car',
        'his phone', 'her phone', 'his office', 'her office',
      ],
      forward: 20,
    },
    {
      name: 'photographing or watching a person',
      outcome: 'hold',
      // biome-ignore format: packed word list
      act: [
        'photograph*', 'take picture* of', 'take photo* of', 'take a picture of',
        'take a photo of', 'snap*', 'film*', 'video*', 'record*', 'watch*', 'observe*',
        'check on', 'picture of', 'photo* of', 'ya hoton', 'dauki hoto*', 'ya fọ́tò', 'see foto',
      ],
      obj: [...PERSON, 'his house', 'her house', 'his home', 'her home', 'his car', 'her car'],
      forward: 40,
    },
    {
      name: 'covertly photographing a person',
      outcome: 'refuse',
      // biome-ignore format: packed word list
      act: [
        'photograph*', 'picture*', 'photo*', 'snap*', 'film*', 'video*', 'record*', 'watch*',
        'observe*',
      ],
      obj: FOLLOWED,
      needs: COVERT,
      forward: 30,
      backward: 20,
    },
  ],
  // biome-ignore format: packed word list
  safe: [
    'follow* up', 'follow* the road', 'follow* the instruction*', 'follow* the sign*',
    'follow* the street', 'follow* ... direction*', 'follow* ... map', 'follow* ... steps',
    'follow* ... guide*', 'follow* ... rule*', 'follow* ... dress code',
    'follow* ... instruction*', 'follow* ... advice', 'follow* ... lead', 'follow* ... rules',
    'follow* ... procedure*', 'follow* ... process', 'follow* ... example', 'follow* ... account',
    'her shop*', 'his shop*', 'her stall*', 'his stall*', 'her store*', 'his store*',
    'her business*', 'his business*', 'her kiosk*', 'his kiosk*', 'her signboard*',
    'his signboard*', 'her price*', 'his price*', 'her goods', 'his goods', 'her product*',
    'his product*', 'her receipt*', 'his receipt*', 'her id', 'his id', 'her answer*',
    'his answer*', 'her response*', 'his response*', 'her name', 'his name', 'her opinion*',
    'his opinion*', 'her signature', 'his signature', 'her consent', 'his consent',
    'her permission', 'his permission', 'the owner* permission', 'with ... permission',
    'with ... consent', 'if ... agree*', 'who agree*', 'mr biggs', 'mr price',
    'miss ... deadline', 'note* ... opening hour*', 'oga ... permission', 'mrs ... bakery',
    'check* ... opening hour*', 'confirm* ... opening hour*', 'take a picture of him holding',
    'ms word', 'ms excel', 'am and pm', 'in the am', 'named after', 'dr ... clinic',
    'dr ... hospital', 'confirm* ... name', 'shi ne', 'is named', 'ya ... ce', 'named on',
  ],
  // biome-ignore format: packed word list
  excuse: [
    'with ... permission', 'with ... consent', 'if ... agree*', 'who agree*', 'who consent*',
    'ask* ... permission', 'ask* ... consent', 'their consent', 'her consent', 'his consent',
    'their permission',
  ],
};
