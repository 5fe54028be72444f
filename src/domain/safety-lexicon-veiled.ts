// Policy lexicon (safety-policy-spec.ts): threats left unsaid and violence put politely, the
// phrasings a lexicon learnt from examples misses most (docs/safety.md, "Measured"). Written from
// the policy in fresh example sets, English, Nigerian Pidgin, Yoruba, Hausa and Igbo; applied by
// the harassment and violence rules of safety-lexicon-harm.ts.
import type { Terms } from './safety-policy-spec.ts';

/** Harassment and intimidation: a threat left unsaid, a warning through a person's family, a
 *  public accusation, a siege at the door. */
export const VEILED_THREATS: Terms = [
  // A threat left unsaid ("she will be sorry", "e go see wetin e never see") in the five
  // languages; exposing a person to customers or neighbours; a siege at the door.
  'will be sorry', 'be sorry if', 'you will be sorry', 'consequences for her',
  'consequences for him', 'consequences for his', 'consequences for the family',
  'will have consequences', 'face the consequences', 'e go see wetin', 'go see wetin',
  'go see pepper', 'go regret', 'yóò rí nǹkan', 'á rí nǹkan', 'máa rí nǹkan',
  'ojú rẹ̀ yóò rí', 'yóò kábàámọ̀', 'za ta ga abin da', 'za ka ga abin da',
  'za su ga abin da', 'zai ga abin da', 'abin da zai faru da', 'za ta yi nadama',
  'zai yi nadama', 'ga-ahụ ihe', 'ga-akwa ụta', 'bú u níwájú', 'bú wọn níwájú',
  'her customers know', 'his customers know', 'tell her customers', 'tell his customers',
  'her neighbours know', 'his neighbours know', 'tell her neighbours',
  'tell his neighbours', 'tell her employer', 'tell his employer', 'repeatedly approach',
  'saying he is a', 'saying she is a', 'he is a fraud', 'she is a fraud',
  'he is a cheat', 'she is a cheat', 'knock* loudly', 'bang* on ... door',
  'bang* on ... gate', 'until he agrees', 'until she agrees', 'until they agree',
  'until he moves out', 'until she moves out', 'until he apologi*', 'until she apologi*',
  // Naming a child's school or a family's movements as a warning; a public accusation
  // (thief, drunk) meant to cost a person their job or customers; waiting and staring.
  'which school your', 'school your daughter', 'school your son', 'where your pikin',
  'where im pikin', 'where his pikin', 'where her pikin', 'where your children',
  'where his children', 'where her children', 'we sabi where', 'we know which',
  'mun san makaranta*', 'mun san inda', 'a mọ ilé-ìwé', 'a mọ ibi tí', 'anyị ma ebe',
  'anyị ma ụlọ akwụkwọ', 'pé olè ni', 'olè ni', 'shi barawo ne', 'ta barawuya ce',
  'barawo ne', 'ọ bụ onye ohi', 'he is a drunk', 'she is a drunk', 'so they fire him',
  'so they fire her', 'so he gets fired', 'so she gets fired', 'get him fired',
  'get her fired', 'fada wa kowa cewa', 'gaya wa kowa cewa', 'tell everyone he',
  'tell everyone she', 'tell everybody say', 'customers run', 'customers ... run away',
  'oníbàárà ... sá', 'staring at her', 'staring at him', 'stare at her', 'stare at him',
  'to the congregation that', 'to the whole street that', 'to everyone that he',
  'to everyone that she', 'that he has refused to pay', 'that she has refused to pay',
  'announce* ... that he owes', 'announce* ... that she owes', 'we will come at night',
  'we will come for you', 'we go come for night', 'anyị ga-abịa n abalị',
  'za mu zo da dare',
  'placard* ... until', 'megaphone ... until', 'in front of her compound',
  'in front of his compound', 'until he withdraws', 'until she withdraws',
  'position felt', 'presence felt', 'not be good for her', 'not be good for him',
  'not be good for his', 'má lè sùn', 'kò ní lè sùn', 'ga-anwụ', 'ị ga-anwụ',
  'za ka mutu', 'za ta mutu', 'zai mutu', 'e go die', 'you go die',
  'keep turning up', 'keep showing up', 'until she gets the message',
  'until he gets the message',
  // Accusing a person of witchcraft or adultery before a crowd or their colleagues.
  'she be witch', 'he be witch', 'e be witch', 'she is a witch', 'he is a witch',
  'call* her a witch', 'call* him a witch', 'ajẹ́ ni', 'àjẹ́ ni', 'mayya ce', 'maye ne',
  'ọ bụ amoosu', 'mazinaci ne', 'mazinaciya ce', 'fada wa abokan aikin*',
  'gaya wa abokan aikin*', 'tell all his colleagues', 'tell all her colleagues',
  'tell his colleagues that he', 'tell her colleagues that she',
  // Verbs of pressure and torment the policy names, in the five languages.
  'coerce him', 'coerce her', 'coerce them', 'coerc* ... into pay*', 'arm-twist*',
  'arm twist*', 'lean on him', 'lean on her', 'scare tactic*',
  'pressure tactic*', 'pester*', 'hound him', 'hound her', 'hounding', 'torment*',
  'victimis*', 'victimiz*', 'ridicule him', 'ridicule her', 'mock him', 'mock her',
  'jeer at', 'boo him', 'boo her', 'yab am', 'yab him', 'yab her', 'curse am', 'abuse am',
  'pressure am', 'threaten am', 'bully am', 'fòòró ẹ̀mí', 'fòòró rẹ̀', 'kó ìtìjú bá', 'dààmú rẹ̀',
  'dà á láàmú', 'fi ṣe yẹ̀yẹ́', 'tsangwama', 'cin zarafi', 'muzanta', 'zage ta', 'zagi shi',
  'menye ya egwu', 'menye ha egwu', 'tụọ ya egwu',
  // "Our boys are watching you", the veiled warning, and its cousins; doxxing; a shop blocked
  // until its owner gives in; calling a person a liar or gold digger to their family.
  'our boys are watching', 'our people are watching', 'our boys dey watch',
  'ọmọkùnrin wa ń wò', 'àwọn èèyàn wa ń wò', 'mutanenmu suna kallon*', 'yaranmu suna kallon*',
  'okorobịa anyị na-ele', 'ndị anyị na-ele', 'uncomfortable for him', 'uncomfortable for her',
  'get ugly for him', 'get ugly for her', 'na e go know', 'na she go know', 'if e show face',
  'if he shows his face', 'if she shows her face', 'show face for this', 'is a liar',
  'gold digger', 'post* ... his phone number', 'post* ... her phone number',
  'so people call him', 'so people call her', 'his home address online',
  'her home address online', 'block her shop', 'block his shop', 'block* ... entrance till',
  'block* ... entrance until', 'till she agree*', 'till he agree*',
];

/** Violence: injury put as a euphemism, weapons brought along, attacks on a face, burning and
 *  beating in the five languages. */
export const VIOLENCE_EUPHEMISMS: Terms = [
  'throw* ... on her face', 'throw* ... on his face', 'throw* ... in her face',
  'throw* ... in his face', 'pour* ... on her face', 'pour* ... on his face',
  'splash* ... her face', 'splash* ... his face', 'kona shago*', 'ƙona shago*',
  'kona mota*', 'ƙona mota*', 'kone shago*', 'ƙone shago*', 'lọ nà',
  'nà á dáadáa', 'cannot walk properly', 'not be able to walk',
  'beating he will remember', 'beating she will remember', 'carry cutlass go',
  'carry machete go', 'carry gun go', 'carry cutlass follow', 'no come back again',
  'never comes back again', 'never come back again', 'break his teeth', 'break her teeth',
  'slap him', 'slap her', 'stab him', 'stab her',
  'leave him unable', 'leave her unable', 'unable to walk', 'unable to work for',
  'jefe shi', 'jefe ta', 'jefe su', 'da duwatsu', 'throw* stones at him',
  'throw* stones at her', 'stone him', 'stone her',
  'with cutlasses', 'with machetes', 'men with cutlass*', 'boys with cutlass*',
  'deal decisively', 'who resists', 'disappear ... permanently', 'by any means necessary',
  'make him disappear', 'make her disappear', 'make the ... disappear', 'fi iná sí',
  'da epo sí', 'buga masa', 'buga mata', 'tie ya aka', 'kụọ ya', 'kụgbuo',
  'rough the', 'rough* ... small', 'need* a doctor', 'injuries are acceptable',
  'injur* ... acceptable', 'physically remove', 'no fit ride again', 'no fit walk again',
  'no fit waka again', 'kasa tafiya', 'soka masa wuka', 'soka mata wuka', 'soka wuka',
  'caka masa wuka', 'koya masa hankali', 'koya mata hankali', 'enforcers',
  'fi ọ̀bẹ gún', 'gún un', 'gba ya mma', 'mee ka o ghara ije',
  'cross us again', 'learns not to cross', 'learn not to cross', 'ní ẹ̀ṣẹ́', 'fi ẹ̀ṣẹ́',
  'kò ní lè dìde', 'kò fi ní lè dìde', 'no fit stand', 'cannot stand up', "can't stand up",
  'doke su', 'ku doke', 'doke masu', 'da sanduna', 'rest for hospital', 'lie for hospital',
  'necessary force', 'including clubs', 'with clubs',
];
