// Twenty-fifth round (docs/safety.md, "Twenty-fifth round"): what four fresh writers put that the
// rules passed. Refused: a door forced with a tool, a building entered before its keeper comes or
// without signing in, an owner played at a sale or a signature made in another's name, "as if
// you be me", a bank played in Yoruba, a paper called fake in Yoruba ("iwe
// ayederu"), a people told in Yoruba to leave the market, children found to hawk in Hausa,
// children signed up for domestic work, house helps of a child's age. What passes beside them is
// in safety-lexicon-twentyfifth-lawful.ts. Appended to POLICY_SPECS.
import { CHILD_AGES } from './safety-lexicon-person.ts';
import type { CategorySpec, Terms } from './safety-policy-spec.ts';

/** Tools that force a way in. */
// biome-ignore format: packed word list
const FORCING_TOOLS: Terms = [
  'crowbar*', 'crow bar*', 'bolt cutter*', 'bolt-cutter*', 'boltcutter*', 'hacksaw*',
  'hack saw*', 'pry bar*', 'prybar*', 'jemmy', 'iron rod', 'lever bar*', 'cutting disc',
  'angle grinder*', 'master key*', 'skeleton key*', 'the cutter', 'cutter wey', 'this cutter',
];
/** A way in opened: in English, Pidgin, Igbo ("meghee ọnụ ụzọ"), Yoruba and Hausa. */
// biome-ignore format: packed word list
const OPEN_A_WAY_IN: Terms = [
  'open* the door', 'open* ... door', 'open* ... padlock*', 'open* ... lock', 'open* ... gate',
  'open* ... window*', 'open* ... shutter*', 'open* ... burglary proof', 'force* ... open',
  'force* ... door', 'force* ... lock', 'force* ... gate', 'prise* ... open', 'pry* ... open',
  'break* ... lock', 'cut* ... padlock*', 'cut* ... lock', 'cut* ... chain', 'open am',
  'meghee ọnụ ụzọ', 'meghee onu uzo', 'meghee ụzọ', 'meghee uzo', 'meghee windo', 'banye',
  'ṣí ilẹ̀kùn', 'si ilekun', 'ṣí géètì', 'si geeti', 'bude kofa', 'buɗe ƙofa', 'bude kofar',
  'buɗe ƙofar', 'bude get', 'fasa kofa', 'fasa ƙofa',
];

/** Going in, in English, Pidgin, Igbo, Yoruba and Hausa. */
// biome-ignore format: packed word list
const GO_IN: Terms = [
  'enter*', 'go inside', 'get inside', 'get in', 'slip in*', 'go in', 'enter thru', 'enter through',
  'banye', 'wọlé', 'wole', 'wọ inú', 'wo inu', 'shiga', 'ka shiga',
];
/** Its keeper not yet come: the Operator goes in before anyone can ask. */
const KEEPERS = [
  'caretaker',
  'security',
  'securities',
  'gateman',
  'gate man',
  'watchman',
  'guard',
  'guards',
  'mai gadi',
  'owner',
  'owners',
  'landlord',
  'manager',
  'estate security',
];
const KEEPER_COMES = ['come*', 'arrive*', 'resume*', 'return*', 'get* back', 'wake*', 'reach'];
const BEFORE_KEEPER_COMES: Terms = ['before', 'b4'].flatMap((b) =>
  ['the', 'd', 'di'].flatMap((the) =>
    KEEPERS.flatMap((k) => KEEPER_COMES.map((c) => `${b} ${the} ${k} ${c}`)),
  ),
);
/** The visitors' book left unsigned. */
// biome-ignore format: packed word list
const UNSIGNED: Terms = [
  'no need to sign ... visitor*', 'no need 2 sign ... visitor*', 'no need to sign in',
  "don't sign ... visitor*", 'do not sign ... visitor*', 'dnt sign ... visitor*',
  'no sign ... visitor*', 'without signing in', 'without signing ... visitor*',
  'skip the visitor*', 'no need to sign ... bk', 'no need 2 sign ... bk', 'dnt sign bk',
  'dont sign bk', 'no need to register at the gate', 'no need to sign at the gate',
];

/** An owner played at a sale, a signature made in a name not one's own. */
// biome-ignore format: packed word list
const THE_OWNER_PLAYED: Terms = [
  'as the original landowner', 'as the original owner', 'as the real owner', 'as the real landowner',
  'as the actual owner', 'as the actual landowner', 'as the rightful owner', 'as the true owner',
  'as the original landlord', 'as the real landlord', 'as the original seller',
  'as the original allottee', 'as the real seller',
];
// biome-ignore format: packed word list
const IN_THAT_NAME: Terms = [
  'sign* ... in that name', 'sign* ... in the name we*', 'sign* ... in the name i*',
  'sign* ... with that name', 'sign* ... in the name on the', 'the name to use',
  'the name you will use', 'the name you go use',
];
/** "Go inspect am as if you be me": one person played by another. */
// biome-ignore format: packed word list
const AS_IF_YOU_BE: Terms = [
  'as if you be me', 'as if na you be me', 'like say you be me', 'like say na you be me',
  'pretend say you be me', 'pretend say na you be me', 'make dem think say you be me',
  'make dem think say na you be me', 'make dem believe say you be me', 'as if you be am',
  'like say you be am', 'as if you be my', 'like say you be my', 'pretend say you be my',
  'as if you are me', 'as though you are me', 'as if you were me',
];

/** A bank or an office played in Yoruba: "sọ pé ò ń pè láti Access Bank". */
// biome-ignore format: packed word list
const SAY_YOU_ARE_FROM_YO: Terms = [
  'so pe o n pe lati', 'sọ pé ò ń pè láti', 'so pe o wa lati', 'sọ pé o wá láti',
  'so pe iwo wa lati', 'sọ pé ìwọ wá láti', 'so pe o je osise', 'sọ pé o jẹ́ òṣìṣẹ́',
  'so pe iwo ni osise', 'so fun un pe o wa lati', 'so fun pe o n pe lati',
];
// biome-ignore format: packed word list
const BANKS_AND_OFFICES: Terms = [
  'banki', 'bank', 'ilé ìfowópamọ́', 'ile ifowopamo', 'access', 'gtbank', 'gtb', 'first bank',
  'zenith', 'uba', 'fidelity', 'union bank', 'wema', 'sterling', 'opay', 'moniepoint', 'palmpay',
  'kuda', 'nimc', 'mtn', 'glo', 'airtel', 'olopaa', 'ọlọ́pàá', 'police', 'efcc', 'cbn', 'firs',
];
/** A paper called fake in Yoruba, the adjective after its noun ("SONCAP certificate ayederu"). */
// biome-ignore format: packed word list
const PAPERS: Terms = [
  'iwe', 'ìwé', 'certificate', 'kaadi', 'káàdì', 'license', 'licence', 'soncap', 'form m', 'id',
  'passport', 'receipt', 'iwe eri', 'ìwé ẹ̀rí', 'waybill', 'invoice', 'stamp', 'sitampu',
];
const FAKE_YO: Terms = ['ayederu', 'àyédèrú', 'ayédèrú', 'àyèdèrú'];

/** A people told in Yoruba to leave a market, a town or a street, or to pack and go back where
 *  it came from (twenty-sixth round: "kó ẹrù yín … padà sí Òkè-Ọya"). */
// biome-ignore format: packed word list
const MUST_LEAVE_YO: Terms = [
  'gbodo fi oja sile', 'gbọ́dọ̀ fi ọjà sílẹ̀', 'gbodo fi ilu yi sile', 'gbodo fi ilu wa sile',
  'gbọ́dọ̀ fi ìlú wa sílẹ̀', 'gbodo fi adugbo yi sile', 'gbodo fi adugbo wa sile',
  'gbodo kuro ni oja', 'gbọ́dọ̀ kúrò ní ọjà', 'gbodo kuro ni ilu', 'gbọ́dọ̀ kúrò ní ìlú',
  'gbodo kuro ni adugbo', 'gbọ́dọ̀ kúrò ní àdúgbò', 'ko gbodo ta oja', 'kò gbọ́dọ̀ ta ọjà',
  'fi oja wa sile', 'kuro ni ilu wa', 'kúrò ní ìlú wa', 'kuro ni oja wa', 'kúrò ní ọjà wa',
  'kó ẹrù yín', 'ko eru yin', 'ko eru won', 'kó ẹrù wọn', 'padà sí òkè ọya', 'pada si oke oya',
  'padà sí ìlú yín', 'pada si ilu yin', 'padà sí ìlú wọn', 'pada si ilu won', 'mú àrùn wá',
  'mu arun wa', 'mú àìsàn wá', 'mu aisan wa',
];
// biome-ignore format: packed word list
const PEOPLES_YO: Terms = [
  'hausa', 'awon hausa', 'àwọn hausa', 'igbo', 'awon igbo', 'fulani', 'awon fulani', 'ara oke oya',
  'ara òkè ọya', 'oke oya', 'òkè ọya', 'awon alejo', 'àwọn àlejò', 'alejo', 'àlejò', 'ajeji',
  'àjèjì', 'awon ajeji', 'musulumi', 'mùsùlùmí', 'kristeni', 'onigbagbo', 'onígbàgbọ́', 'yoruba',
  'kobo kobo', 'gambari', 'omo igbo', 'ọmọ igbo', 'omo hausa', 'ọmọ hausa', 'tiv', 'ijaw',
];

/** Children found to hawk or work, in Hausa ("nemo yara … su dinga tallar pure water"). */
// biome-ignore format: packed word list
const FIND_CHILDREN_HA: Terms = [
  'nemo yara', 'nemo min yara', 'nemo mana yara', 'samo yara', 'samo min yara', 'ina son yara',
  'ina bukatar yara', 'ina buƙatar yara', 'kawo yara', 'kawo min yara', 'tara yara',
  'tara min yara', 'dauko yara', 'ɗauko yara', 'nemo kananan yara', 'nemo ƙananan yara',
];
// biome-ignore format: packed word list
const CHILD_WORK_HA: Terms = [
  'talla*', 'su dinga talla*', 'yi talla*', 'aikatau', 'dako', "yan aiki", 'maimakon zuwa makaranta',
  'maimakon makaranta', 'ba makaranta',
];
/** Children kept from school to hawk, in Hausa: the hawking with "instead of school". */
// biome-ignore format: packed word list
const INSTEAD_OF_SCHOOL_HA: Terms = [
  'maimakon zuwa makaranta', 'maimakon makaranta', 'a maimakon makaranta', 'ba za su je makaranta',
  'kar su je makaranta', 'kada su je makaranta',
];
const HAWK_HA: Terms = ['talla*', 'su dinga talla*', 'yi talla*', 'sayar*', 'aikatau'];

/** Children signed up for domestic work or sent off to it ("sign up children aged 10–14 … we
 *  handle transport to Lagos and keep the first 3 months' salary"). */
const SIGN_UP = ['sign up', 'recruit', 'bring', 'find', 'get', 'source', 'gather', 'look for'];
const YOUNG = ['children', 'kids', 'girls', 'boys', 'young girls', 'young boys', 'pikin', 'pikins'];
const SIGN_UP_CHILDREN: Terms = SIGN_UP.flatMap((v) => YOUNG.map((who) => `${v} ${who}`));
// biome-ignore format: packed word list
const PUT_TO_DOMESTIC_WORK: Terms = [
  'placement fee', 'domestic staff', 'domestic work*', 'domestic help*', 'house help*',
  'househelp*', 'housemaid*', 'house girl*', 'house boy*', 'keep the first', 'keep their salar*',
  'their salary go to', 'months salary', "months' salary", 'transport them to lagos',
  'transport to lagos', 'no school', 'instead of school', 'work for families',
];
/** House helps of a child's age: "4 HH (house helps) aged 10-12", "housemaid aged 11". */
// biome-ignore format: packed word list
const HOUSE_HELPS: Terms = [
  'house help*', 'househelp*', 'house girl*', 'house boy*', 'housemaid*', 'maid', 'maids', 'hh',
  'domestic staff', 'domestic worker*', 'domestic help*', 'yar aiki', "'yar aiki", 'omo odo',
  'ọmọ ọ̀dọ̀', 'boyi', 'omo-odo',
];

/** A child's age in years, shortened as in an advert ("10-12yrs"). */
const CHILD_YEARS: Terms = Array.from({ length: 15 }, (_, i) => i + 3).flatMap((n) => [
  `${n} yrs`,
  `${n}yrs`,
  `${n} yr`,
  `${n}yr`,
]);

export const TWENTYFIFTH_SPECS: readonly CategorySpec[] = [
  {
    category: 'trespass_break_in',
    rules: [
      {
        name: 'a way in forced with a tool',
        outcome: 'refuse',
        act: FORCING_TOOLS,
        obj: OPEN_A_WAY_IN,
        forward: 50,
        backward: 30,
      },
      {
        name: 'a building entered before its keeper comes',
        outcome: 'refuse',
        act: GO_IN,
        obj: BEFORE_KEEPER_COMES,
        forward: 80,
        backward: 40,
      },
      {
        name: 'a building entered without signing in',
        outcome: 'refuse',
        act: GO_IN,
        obj: UNSIGNED,
        forward: 120,
        backward: 120,
      },
    ],
  },
  {
    category: 'impersonation_fraud',
    rules: [
      { name: 'an owner played at a sale', outcome: 'refuse', alone: THE_OWNER_PLAYED },
      { name: 'a signature in a name not one’s own', outcome: 'refuse', alone: IN_THAT_NAME },
      { name: 'one person played by another, in Pidgin', outcome: 'refuse', alone: AS_IF_YOU_BE },
      {
        name: 'a bank or an office played, in Yoruba',
        outcome: 'refuse',
        act: SAY_YOU_ARE_FROM_YO,
        obj: BANKS_AND_OFFICES,
        forward: 25,
        backward: 0,
      },
    ],
  },
  {
    category: 'illegal_goods_services',
    rules: [
      {
        name: 'a paper called fake, in Yoruba',
        outcome: 'refuse',
        act: PAPERS,
        obj: FAKE_YO,
        forward: 40,
        backward: 0,
      },
    ],
  },
  {
    category: 'hate_incitement',
    rules: [
      {
        name: 'a people told to leave, in Yoruba',
        outcome: 'refuse',
        act: PEOPLES_YO,
        obj: MUST_LEAVE_YO,
        forward: 60,
        backward: 0,
      },
    ],
  },
  {
    category: 'minors_exploitation',
    rules: [
      {
        name: 'children found to hawk or work, in Hausa',
        outcome: 'refuse',
        act: FIND_CHILDREN_HA,
        obj: CHILD_WORK_HA,
        forward: 120,
        backward: 0,
      },
      {
        name: 'children kept from school to hawk, in Hausa',
        outcome: 'refuse',
        act: HAWK_HA,
        obj: INSTEAD_OF_SCHOOL_HA,
        forward: 80,
        backward: 80,
      },
      {
        name: 'children signed up for domestic work',
        outcome: 'refuse',
        act: SIGN_UP_CHILDREN,
        obj: PUT_TO_DOMESTIC_WORK,
        forward: 250,
        backward: 0,
      },
      {
        name: "house helps of a child's age",
        outcome: 'refuse',
        act: HOUSE_HELPS,
        obj: [...CHILD_AGES, ...CHILD_YEARS],
        forward: 30,
        backward: 30,
      },
    ],
  },
];
