// Policy lexicon (safety-policy-spec.ts): the exploitation of minors (child labour, trafficking,
// sexualisation). English, Nigerian Pidgin, Yoruba, Hausa and Igbo.
import type { CategorySpec, Terms } from './safety-policy-spec.ts';
import { CHILD_AGES } from './safety-lexicon-person.ts';

/** A child, as the minors rules name one: ages, nouns and the five languages' words (other
 *  categories' rules about children read this list too). */
// biome-ignore format: packed word list
export const CHILDREN: Terms = [
  ...CHILD_AGES, 'child', 'children', 'kid', 'kids', 'kiddies', 'minor', 'minors', 'pupil*',
  'schoolgirl*', 'schoolboy*', 'school girl*', 'school boy*', 'schoolchildren',
  'school children', 'school kids', 'teens', 'teenager*', 'young girl*', 'young boy*',
  'little girl*', 'little boy*', 'small girl*', 'small boy*', 'baby', 'babies', 'infant*',
  'toddler*', 'boys under', 'girls under', 'girl* aged', 'boy* aged', '# year* old girl*',
  '# year* old boy*', '# year-old girl*', '# year-old boy*', 'almajiri*', 'pikin*',
  'pickin*', 'omo kekere', 'ọmọdé', 'àwọn ọmọdé', 'ọmọ ilé ìwé', 'yara', 'yaro', 'yarinya',
  'ƙananan yara', 'yara kanana', 'ụmụaka', 'ụmụntakịrị', 'nwatakịrị', 'nwata',
  'students of ... primary', 'primary school student*', 'primary school pupil*',
  'secondary school girl*', 'teenage*', 'orphans', 'from the orphanage', 'twin girls',
  'twin boys', 'children at the orphanage', 'boys at the orphanage',
  'girls at the orphanage', 'kids at the orphanage', 'ọmọbìnrin kékeré', 'ọmọkùnrin kékeré',
  'ọmọ ilé ìwé obìnrin', 'ọmọ ilé ìwé', "'yan makaranta", 'jss # girl*', 'jss # boy*',
  'jss # student*', 'ss # girl*', 'ụmụ nwaanyị nta', 'ụmụ nwoke nta', 'yara mata',
  'yara maza', 'tí kò tó ọdún', "'yan shekara goma", 'shekara goma', 'afọ iri',
  'ọdún mẹ́wàá', 'ọdún méjìlá', 'ọdún mẹ́ẹ̀ẹ́dógún', 'young fresh', '17 years',
];

export const MINORS_SPEC: CategorySpec = {
  category: 'minors_exploitation',
  rules: [
    {
      name: 'child labour, trafficking or sexualisation',
      outcome: 'refuse',
      // biome-ignore format: packed word list
      alone: [
        'child labour', 'child labor', 'child bride*', 'child marriage', 'child porn*',
        'child abuse material', 'underage girl*', 'underage boy*', 'underage sex',
        'child traffick*', 'traffick* ... child*', 'sell* a child', 'sell* the child',
        'sell* children', 'sell* a baby', 'sell* the baby', 'baby factor*', 'buy* a baby',
        'buy* the baby', 'buy* a child', 'buy* children', 'children to hawk', 'kids to hawk',
        'child hawker*', 'children ... hawk*', 'pikin ... hawk*', 'house girl* ... # year*',
        'house help* ... # year*', 'housegirl* ... # year*', 'minor* ... meet', 'meet ... minor*',
        'underage*', 'under-age*', 'jailbait', 'schoolgirl* ... sexy', 'almajiri* ... beg*',
        'send ... child* ... to beg', 'auren yara', 'lure ... child*', 'lure ... kid*',
        'child* ... carry load', 'boys ... carry load', 'girls ... house help',
        'child* ... house help', 'instead of school', 'instead of going to school',
        'dípò ilé-ìwé', 'dípò kí wọ́n lọ sí ilé-ìwé', 'maimakon makaranta', 'kama ịga akwụkwọ',
        'ọmọdé ... ta ọjà', 'ọmọdé ... lójú pópó', 'pikin ... work', 'aikin gida', 'rụọ ọrụ n',
        'kada su tafi makaranta', 'ekwela ka ha gaa akwụkwọ', 'instead of school', 'under 18',
        'below 18', 'under eighteen', 'not yet 18', 'not up to 18', 'no reach 18',
        'parents must not know', 'without their parents know*', "don't tell their parents",
        'yara ... aikin gona', 'ba tare da albashi', 'parents do not know', "parents don't know",
        'give them sweets', 'give ... sweets', 'get the little', 'ọmọdé ... ṣiṣẹ́',
        'ọmọdé ... oko', 'when her parents are out', 'when his parents are out',
        'fresh young one', 'so i can meet one', 'meet one of them', 'tura su bara',
        'almajir* ... bara', 'yi bara', 'dauki hoto* ... yara', 'dauki hoto* ... makaranta',
        'stop ... going to school', 'no go school',
      ],
    },
    {
      name: 'contacting, photographing or employing children',
      outcome: 'refuse',
      // biome-ignore format: packed word list
      act: [
        'photograph*', 'snap*', 'film*', 'video*', 'record*', 'take picture*', 'take photo*',
        'picture*', 'photos of', 'contact*', 'meet', 'meets', 'meeting', 'met', 'talk* to',
        'chat* with', 'speak* to', 'message*', 'dm', 'text', 'pick* up', 'wait for', 'give',
        'gift*', 'lure*', 'entic*', 'invite*', 'befriend*', 'hire*', 'employ*', 'recruit*',
        'engage*', 'bring*', 'interview*', 'survey*', 'convince*', 'persuad*', 'ask', 'question*',
        'approach*', 'take* ... home', 'transport*', 'touch*', 'hug', 'hugs', 'hugging',
        'gather*', 'give money', 'follow*', 'watch*', 'samo', 'samu', 'kawo', 'dauko', 'kpọta',
        'wetara', 'chọta', 'mú un wá', 'mú wọn wá', 'get ... number*', 'get ... address*',
        'dauki hoto*', 'dauki hotuna*', 'tura', 'nemo',
        // Not Hausa "tara" (gather), also nine ("yara 'yan shekara tara"): read before the
        // children only, in safety-lexicon-sixteenth-older-lawful.ts (sixteenth round).
      ],
      obj: CHILDREN,
      forward: 40,
      backward: 12,
      askFrames: false,
    },
    {
      // "The girls", "the boys" are often grown people in Nigerian English; at a school they are
      // pupils (docs/safety.md, "Eleventh round"). Students are not: a university has them too.
      name: 'photographing or watching girls and boys at a school',
      outcome: 'refuse',
      // biome-ignore format: packed word list
      act: [
        'photograph*', 'snap*', 'film*', 'video*', 'record*', 'take picture* of',
        'take photo* of', 'picture*', 'photos of', 'pictures of', 'watch*', 'follow*', 'wait for',
        'stalk*', 'dauki hoto*', 'ya foto', 'ya fọto',
      ],
      // biome-ignore format: packed word list
      obj: [
        'girls', 'boys', 'the girls', 'the boys', 'young ones', 'ụmụ agbọghọ', 'ọmọbìnrin',
        "'yan mata", "'yan maza",
      ],
      // biome-ignore format: packed word list
      needs: [
        'school*', 'primary', 'secondary', 'college', 'academy', 'classroom*', 'assembly',
        'closing time', 'break time', 'makaranta', 'ilé-ìwé', 'ilé ìwé', 'ụlọ akwụkwọ',
      ],
      forward: 12,
      backward: 8,
      askFrames: false,
    },
    {
      name: 'taking children away or putting them to work',
      outcome: 'refuse',
      // biome-ignore format: packed word list
      act: [
        'find*', 'take*', 'offer*', 'bring*', 'get', 'recruit*', 'hire*', 'send*', 'carry',
        'employ*', 'use', 'samo', 'kawo', 'kpọta', 'mú un wá',
      ],
      // biome-ignore format: packed word list
      obj: [
        ...CHILD_AGES, 'house help*', 'housegirl*', 'house girl*', 'houseboy*', 'house boy*',
        'maid*',
      ],
      // biome-ignore format: packed word list
      needs: [
        ...CHILD_AGES, 'girl*', 'boy*', 'child*', 'children', 'kid', 'kids', 'pikin*', 'small',
        'young', 'yara', 'ụmụaka', 'ọmọdé',
      ],
      forward: 50,
      backward: 30,
      askFrames: false,
    },
  ],
  // biome-ignore format: packed word list
  safe: [
    'boys quarter*', "boys' quarter*", 'girls hostel*', 'boys hostel*', 'girls toilet*',
    'boys toilet*', 'girls school*', 'boys school*', 'girls secondary', 'boys secondary',
    'girls college', 'boys college', 'girls high school', 'boys high school', 'girls academy',
    "children's playground", "children's party", "children's parties", "children's birthday",
    "children's toy", "children's toys", "children's book", "children's books",
    "children's clothes", "children's clothing", "children's shoes", "children's section",
    "children's ward", "children's hospital", "children's clinic", "children's day",
    "children's church", "children's service", "children's menu", "children's meal",
    "children's programme", "children's program", "children's show", "children's film",
    "children's movie", "children's library", "children's corner", "children's area",
    "children's park", "children's games", "children's bicycle", "children's bicycles",
    "children's furniture", "children's bed", "children's beds", "children's vitamins",
    "children's medicine", "children's syrup", "children's cough", "children's uniform",
    "children's uniforms", "children's bag", "children's bags", "children's wear",
    "children's choir", "children's department", "children's size", "children's sizes",
    "children's food", "children's television", "children's channel", "children's event",
    'price* ... child*', 'price* ... kid*', 'price* ... baby', 'price* ... babies',
    'infant formula', 'infant food', 'infant milk', 'price* of ... infant*', 'price* of ... baby',
    "children's ward", "children's hospital", "children's clinic", "children's section",
    "children's wear", "children's clothing", "children's book*", "children's day", 'baby food',
    'baby product*', 'baby oil', 'baby shop', 'baby wipe*', 'baby cloth*', 'baby diaper*',
    'baby formula', 'baby powder', 'baby lotion', 'baby shower', 'baby section', 'babies section',
    'kids section', 'kids wear', 'kids toy*', 'child care', 'childcare', 'kid gloves',
    'yàrá kan fún', 'gba yàrá', 'yàrá ní hotel', 'yàrá ní otẹ́ẹ̀lì',
    'pupil* ... register', 'teen ... magazine', 'yara ... ce', 'jss ... block',
    'number of ... pupil*', 'number of ... children', 'how many ... children',
    'how many ... pupil*', 'school fees of', 'parents of', 'parent* ... children',
    // Asking staff a question about children's care, not asking the children (thirteenth round).
    'ask which', 'ask what', 'ask when', 'ask how', 'ask whether', 'ask if',
    // A survey named for its topic ("Survey on child labour"), not children surveyed.
    'survey on', 'surveys on', 'survey about', 'study on', 'research on',
  ],
  // biome-ignore format: packed word list
  excuse: [
    'with ... parent* ... consent', 'with ... parent* ... permission', 'with ... guardian*',
    'parents present', 'parent* is present', 'guardian* is present', 'guardian* present',
    'parent* present', 'with ... permission of', "headteacher's permission",
    "principal's permission", 'school authorit*', 'with their parent*', 'accompanied by',
    'consent form*', 'signed consent',
  ],
};
