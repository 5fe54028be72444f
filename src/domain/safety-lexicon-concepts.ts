// Over 400 lines: one table of word lists and the rules over them, a packed line of related words
// each; split by category, the lists several categories share would be scattered.
// Concept lexicons (docs/safety.md, "Concepts"): rules that name a whole class of harm by its
// parts — a verb of harm, threat, watching, pressure or hazard, and what it is done to — in
// English, Pidgin, Yoruba, Hausa and Igbo, added to the categories of the other policy lexicons
// (same shape, safety-policy-spec.ts). Word lists are kept packed, a line of related words each:
// one word a line would make them unreadable.
import { DRUGS, WEAPONS } from './safety-lexicon-goods.ts';
import { GROUP, TARGET } from './safety-lexicon-harm.ts';
import { PERSON } from './safety-lexicon-person.ts';
import { ENTER, HAZARD, PREMISES } from './safety-lexicon-places.ts';
import type { CategorySpec, Terms } from './safety-policy-spec.ts';

/** Who a witness, a debtor or an ex-partner is, and their home: the people pressure aims at. */
// biome-ignore format: packed word list
export const PRESSED: Terms = [
  ...PERSON, 'witness*', 'borrower*', 'the debtor', 'debtor*', 'tenant*', 'my ex', 'ex-girlfriend',
  'ex-boyfriend',
  'ex-wife', 'ex-husband', 'the landlord', 'my landlord', 'the complainant', 'the journalist',
  'my neighbour', 'our neighbour', 'that woman', 'that man', 'dat woman', 'dat man', 'that guy',
  'the family', 'his family', 'her family', 'his parents', 'her parents', 'his children',
  'her children', 'his kids', 'her kids', 'this number', 'the number', 'his number',
  'her number', 'that number', 'dis number',
];

/** An accusation or a debt said of a person, the matter of public shaming. */
// biome-ignore format: packed word list
export const ACCUSATION: Terms = [
  'he stole', 'she stole', 'stole from', 'rotten', 'owes everyone',
  'owes us', 'owes me', 'in debt', 'debtor',
  'owes', 'owing', 'owe us', 'owe me', 'unpaid', 'thief', 'thieves', 'cheat', 'cheater',
  'fraudster*', 'scammer*', 'liar', 'witch', 'wizard', 'adulter*', 'ashawo', 'olè', 'barawo',
  'onye ohi', 'onye aghụghọ', 'ɓarawo', 'mayya', 'àjẹ́', 'no dey pay', 'refused to pay',
  'refuses to pay', 'did not pay', 'has not paid', 'never pay',
  'husband snatcher', 'home wrecker', 'homewrecker', 'husband thief', 'wife snatcher',
];

/** An audience before whom a person is shamed. */
// biome-ignore format: packed word list
export const AUDIENCE: Terms = [
  'on every pole', 'every pole', 'in his street', 'in her street', 'around his street',
  'around her street', 'market loudspeaker',
  'customers can see', 'customers see', 'customers will see', 'everyone can see',
  'everybody can see', 'for everyone to see', 'for all to see', 'so people can see',
  'neighbours can hear', 'neighbours hear', 'neighbours will hear', 'whole street',
  'whole compound',
  'whole market', 'whole church', 'whole office', 'all his neighbours', 'all her neighbours',
  'in front of his customers', 'in front of her customers', 'his colleagues',
  'her colleagues', 'the congregation', 'placard*', 'banner*', 'flyer*', 'poster*', 'loudspeaker',
  'megaphone', 'public announcement', 'whatsapp group*', 'everybody go hear',
  'niwaju gbogbo', 'a gaban jama', 'n\'ihu ọha',
];

/** Threats left unsaid: what is "good for" a person, who "knows where" they live, "the message". */
// biome-ignore format: packed word list
const VEILED: Terms = [
  'what kind of woman she is', 'what kind of man he is', 'what kind of person she is',
  'what kind of person he is', 'problems for him and his family', 'problems for her and her family',
  'trouble for him and his family', 'trouble for her and her family', 'lead to problems for him',
  'lead to problems for her', 'see something wey pass', 'see wetin pass',
  'mechuo ya ihu', 'mechuo ha ihu', 'mee ya ihere',
  'never work in ... again', 'will never work again', 'never get a job again',
  'stand at her door until', 'stand at his door until', 'at her door until', 'at his door until',
  'so he knows we are around', 'so she knows we are around', 'know we are watching',
  'throw her load for outside', 'throw im load', 'carry all im goods', 'carry all his goods',
  'teach am sense', 'teach him sense', 'teach her sense', 'teach them sense',
  'teach that ... sense',
  'na us get', 'na we get this',
  'kò ní dé ilé', 'dé ilé láàyè', 'won\'t reach home alive', 'will not reach home alive',
  'not come home alive', 'ba zai dawo gida da rai', 'agaghị alọta ndụ',
  'reputational pressure', 'social pressure on', 'pressure within his community',
  'pressure within her community', 'needs to learn a lesson',
  'will see what happens', 'see what will happen', 'see what go happen', 'see wetin go happen',
  'make enough noise', 'make a scene', 'cause a scene', 'create a scene', 'carry matter go',
  'carry the matter to his house', 'make im wives hear', 'make im wife hear',
  'make his wife hear', 'make his family hear',
  'ba shi kunya', 'ba ta kunya', 'ba su kunya', 'lọ bú', 'bú obìnrin', 'bú ọkùnrin',
  'ci mata mutunci', 'ci masa mutunci',
  'better for her if', 'better for him if', 'better for them if', 'better for you if',
  'good for her if', 'good for him if', 'if she knows what is good', 'if he knows what is good',
  'if they know what is good', 'knows what is good for', 'know wetin good for',
  'know where ... live*', 'know where ... stay*', 'know where ... school*', 'know which school',
  'know where ... work*', 'sabi where', 'sabi wia', 'sabi house', 'we sabi im house',
  'no go sleep well', 'no go rest', 'e no go easy for am', 'no go better for', 'go see wetin',
  'small pressure', 'put pressure on her', 'put pressure on him', 'make she fear', 'make he fear',
  'make him fear', 'make her fear', 'make them fear', 'make una fear', 'fear small',
  'make her uncomfortable', 'make him uncomfortable', 'make them uncomfortable',
  'uncomfortable enough', 'make her life hell', 'make his life hell', 'make life unbearable',
  'make life hard for', 'keep knocking until', 'funeral program* with his name',
  'funeral program* with her name', 'funeral program* ... debtor*', 'obituary ... his name',
  'obituary ... her name', 'until she agrees to leave',
  'until he agrees to leave',
  'until she vacates', 'until he vacates', 'until she packs', 'until he packs',
  'not go to court', 'not to go to court', 'not testify', 'not to testify', 'no testify',
  'no go court', 'stay away from court', 'stay away from the court', 'not appear in court',
  'change her statement', 'change his statement', 'withdraw her statement',
  'withdraw his statement', 'forget what she saw', 'forget what he saw', 'forget wetin e see',
  'forget wetin she see', 'keep her mouth shut', 'keep his mouth shut',
  'kparị ya', 'kparịa ha', 'kparị ha', 'tụọ ya egwu', 'yie ya egwu', 'menye ya egwu',
  'ya ji tsoro', 'ta ji tsoro', 'su ji tsoro', 'ba zai ji dadi ba', 'ba za ta ji dadi ba',
  'a ko ni fi e sile', 'a ò ní fi í sílẹ̀', 'yóò kábàámọ̀',
];

/** Said of a message or a visit, these may be innocent: held for a person to read. */
// biome-ignore format: packed word list
const VEILED_MAYBE: Terms = [
  'until she calls me back', 'until he calls me back',
  'apply pressure', 'exert pressure', 'bring the lads', 'how things work here',
  'how things work around here', 'until settlement',
  'understands she must', 'understands he must', 'understand they must',
  'so he understands we are serious', 'so she understands we are serious',
  'matter don reach level',
  'make sure she gets the message', 'make sure he gets the message',
  'make sure they get the message', 'keep quiet about',

  'so he understands', 'so she understands', 'so they understand',





  'new boyfriend',
  'new girlfriend', 'is seeing someone', 'cheating on me', 'seeing another',
  'lock her out', 'lock him out', 'lock them out', 'throw her things out', 'throw his things out',
  'cut off her water', 'cut off his water',
  'disconnect her light', 'disconnect his light', 'must vacate',
  'gaghị ahụ ụlọ',
  'zage ta a', 'zage shi a', 'a gaban abokan',
  'má wá sí ilé ẹjọ́', 'má lọ sí ilé ẹjọ́', 'kar ya je kotu', 'kada ya je kotu',
  'kar ta je kotu', 'kada ta je kotu', 'janye kara', 'janye karar', 'agala ụlọikpe',
  'gargade shi', 'gargade ta',
  'so he knows we', 'so she knows we', 'matter don reach', 'see your face',
  'remind her she has',
  'remind him he has', 'think of her children', 'think of his children', 'think about her children',
  'think about his children', 'if she refuses, remind', 'if he refuses, remind',
  'things will be on the street',
];

/** Said of what happened to someone (passive, a victim's account): reporting, not doing. */
// biome-ignore format: packed word list
const VICTIM: Terms = [
  'been threatened', 'was threatened', 'were threatened', 'being threatened', 'been harassed',
  'was harassed', 'were harassed', 'being harassed', 'been intimidated', 'was intimidated',
  'were intimidated', 'been attacked', 'was attacked', 'were attacked', 'been beaten',
  'was beaten', 'were beaten', 'been kidnapped', 'was kidnapped', 'were kidnapped',
  'been followed', 'was followed', 'were followed', 'being followed', 'been stalked',
  'was stalked', 'been robbed', 'was robbed', 'were robbed', 'been assaulted', 'was assaulted',
];

/** A debt taken to a lawyer or a court: the legal channel, not a visit. */
// biome-ignore format: packed word list
const LEGAL_CHANNEL: Terms = [
  'our lawyer', 'to the lawyer', 'his lawyer', 'her lawyer', 'chambers', 'solicitor*',
  'court registry', 'legal department', 'debtor list', 'debtors list', 'list of debtors',
];

/** Making a person give something up: a complaint, a case, a stall, a home. */
// biome-ignore format: packed word list
const MAKE_YIELD: Terms = [
  'convince*', 'persuade*', 'make him', 'make her', 'make them', 'force*', 'pressure*',
  'tell him to', 'tell her to', 'get him to', 'get her to', 'talk him into', 'talk her into',
  'ensure he', 'ensure she', 'make sure he', 'make sure she',
];
// biome-ignore format: packed word list
const GIVE_UP: Terms = [
  'withdraw*', 'drop the case', 'drop the complaint', 'drop his', 'drop her', 'back down',
  'give up his', 'give up her', 'give up the', 'leave the area', 'move out', 'vacate',
  'relocate', 'keep quiet', 'not report', 'not to report', 'stop report*', 'stop writing',
  'stop posting', 'change her story', 'change his story', 'change* ... testimony', 'lie in court',
  'delete the post', 'delete his post', 'delete her post', 'sell ... to us',
  'janye',
];

/** "If she does not …, we will …": a demand with a consequence, held when the consequence is
 *  one a person would fear (pictures sent, goods carried, a load thrown out, a return). */
// biome-ignore format: packed word list
const IF_NOT: Terms = [
  'if she does not', 'if he does not', 'if they do not', 'if she doesn\'t', 'if he doesn\'t',
  'if she no', 'if he no', 'if e no', 'if im no', 'if dem no', 'unless she', 'unless he',
  'if she refuses', 'if he refuses', 'if she talks', 'if he talks', 'or else', 'else',
];
// biome-ignore format: packed word list
const WE_WILL: Terms = [
  'we will', 'i will', 'we go', 'i go', 'we\'ll', 'i\'ll', 'we shall', 'e go',
];
// biome-ignore format: packed word list
const FEARED: Terms = [
  'send her', 'send his', 'post her', 'post his', 'pictures', 'photos', 'video', 'carry all',
  'seize', 'throw her', 'throw his', 'throw im', 'come back', 'deal with', 'show him', 'show her',
  'expose', 'tell everyone', 'tell his wife', 'tell her husband', 'burn', 'break', 'take his',
  'take her', 'collect all', 'im goods', 'her load', 'his load', 'her things', 'his things',
  'regret', 'suffer', 'see pepper',
];

/** Contact made over
   and over, the shape of a campaign of harassment. */
// biome-ignore format: packed word list
const REPEATED: Terms = [
  'every evening', 'every night', 'every morning', 'every day', 'everyday', 'each day', 'daily',
  'times a day', 'times daily', 'every hour', 'all night', 'day and night', 'non-stop', 'nonstop',
  'keep knocking', 'keep calling', 'keep texting', 'keep messaging', 'keep coming back',
  'keep visiting', 'repeatedly', 'over and over', 'from different lines', 'from different numbers',
  'from new numbers',
];
// biome-ignore format: packed word list
const UNTIL_YIELDS: Terms = [
  'until she signs', 'until he signs',
  'until she agrees', 'until he agrees', 'until they agree', 'until she gives in',
  'until he gives in', 'until she stops', 'until he stops', 'until they stop', 'until she leaves',
  'until he leaves', 'until she moves', 'until he moves', 'until she pays', 'until he pays',
  'insult*', 'abuse*', 'curse*', 'shout at', 'threaten*', 'scare*', 'frighten*', 'disturb*',
  'make e no', 'make she no', 'so he cannot', 'so she cannot', 'no sleep', 'cannot sleep',
  'can\'t sleep', 'make noise', 'make enough noise', 'make a scene', 'just breathe',
  'breathe into', 'say nothing', 'hang up', 'keep quiet',
];

/** Hausa and Igbo blows, and the harm they leave, not in the other lexicons. */
// biome-ignore format: packed word list
const BLOWS: Terms = [
  'want him in hospital', 'want her in hospital', 'tụọ ... nkume', 'jiri nkume tụọ',
  'gbá ... lójú', 'fọ́ fóònù',
  'physically discipline', 'discipline him', 'discipline her', 'discipline them',
  'physically deal with', 'physical force on', 'lesson he will feel', 'lesson she will feel',
  'lesson he will not forget', 'lesson she will not forget', 'lesson he will never forget',
  'lesson she will never forget',
  'ku daki', 'ka daki', 'su daki', 'daki shi', 'daki ta', 'doke shi', 'doke ta', 'ku doke',
  'buge shi', 'buge ta', 'ku buge', 'karya masa', 'karya mata', 'ji masa rauni', 'ji mata rauni',
  'yi masa duka', 'yi mata duka', 'lakada masa', 'lakada mata', 'soke shi',
  'kuo ya aka', 'tie ya ihe', 'tie ha ihe', 'gbajie ya', 'merụ ya ahụ', 'merụọ ya ahụ',
  'cannot walk', 'can not walk', 'unable to walk', 'can\'t walk', 'in the hospital for',
  'land in hospital', 'end up in hospital', 'put him in hospital', 'put her in hospital',
  'break his leg*', 'break her leg*', 'break his arm*', 'break her arm*', 'may use force',
  'use force if', 'use force on', 'by force if', 'any means necessary', 'rough him up',
  'rough her up', 'rough them up', 'work him over', 'mess him up', 'mess her up', 'beat sense into',
  'ṣá a lọ́bẹ', 'ṣá wọn', 'caka masa',
  'caka mata', 'sare shi', 'daba masa', 'daba mata', 'gbaa ya mma', 'gbaa ya egbe',
  'were mma', 'tụọ ya mma', 'rearrange his face', 'rearrange her face', 'kpọọ ụlọ ... ọkụ',
  'gbaa ụlọ ... ọkụ', 'sunye ụlọ ... ọkụ', 'cinna wuta', 'kunna wuta a', 'sa wuta a',
  'out of commission permanently', 'sort* ... for good', 'sort him out for good', 'kai masa hari',
  'kai mata hari', 'kai musu hari',
  'so he is no longer around', 'so she is no longer around', 'no longer be around',
  'not be around by', 'get rid of him',
  'get rid of her', 'is no more by', 'disappear permanently',
];

/** A weapon in hand (with sticks, da adda, pẹ̀lú àdá, na mma) against people. */
// biome-ignore format: packed word list
const ARMED: Terms = [
  'with sticks', 'with machete*', 'with cutlass*', 'with clubs', 'with guns', 'with knives',
  'with a knife', 'with a gun', 'with a cutlass', 'with a machete', 'with iron rod*',
  'with planks', 'with bottles', 'with stones', 'with acid', 'with koboko', 'with horsewhip*',
  'with cane*', 'with belt*', 'da adda', 'da wuka', 'da sanda', 'da bindiga', 'da duwatsu',
  'pẹ̀lú àdá', 'pẹ̀lú ọ̀bẹ', 'pẹ̀lú ìbọn', 'pẹ̀lú igi', 'pẹ̀lú òkúta',

];
// biome-ignore format: packed word list
const PEOPLE: Terms = [
  ...TARGET, 'residents', 'protesters', 'protesting', 'crowd', 'traders', 'villagers', 'them',
  'dem', 'am', 'mutane', 'shi', 'ta', 'su', 'wọn', 'ha', 'ya',
];

/** Destroying what a person owns: a verb with its determiner, so that "broken" and "damage
 *  report" are not read as acts. */
// biome-ignore format: packed word list
const WRECK_VERBS = [
  'smash', 'shatter', 'break', 'destroy', 'vandalise', 'vandalize', 'wreck', 'damage', 'deflate',
  'slash', 'puncture', 'torch', 'scratch', 'scatter', 'spoil', 'burn', 'pour sand in',
  'pour sugar in',
];
const DETERMINERS = ['the', 'his', 'her', 'their', 'all', 'every', 'that', 'those', 'im', 'dem'];
const WRECK: Terms = WRECK_VERBS.flatMap((v) => DETERMINERS.map((d) => `${v} ${d}`));
// biome-ignore format: packed word list
const PROPERTY: Terms = [
  'window*', 'windscreen*', 'windshield*', 'shop', 'stall', 'kiosk', 'car', 'cars', 'tyre*',
  'tire*', 'generator', 'signboard', 'door', 'doors', 'gate', 'goods', 'wares', 'house', 'fence',
  'glass', 'store', 'office', 'tools', 'machine*', 'fuel tank', 'engine', 'motorcycle', 'okada',
  'keke', 'bus', 'farm', 'crops', 'harvest', 'shed', 'warehouse', 'equipment',
];
// biome-ignore format: packed word list
const WRECK_FOR: Terms = [
  'opposite', 'next door', 'rival', 'competitor*', 'so they', 'so he', 'so she', 'tonight',
  'at night', 'neighbour*', 'that man', 'that woman', 'revenge', 'punish*', 'teach', 'lesson',
  'his', 'her', 'their', 'im', 'wey',
];

/** Whoever visits a person or their home: watching their life, not a shop's footfall. */
// biome-ignore format: packed word list
const VISITORS: Terms = [
  'who visit*', 'who dey visit', 'who comes in and out', 'who goes in and out',
  'who dey come see', 'who dey enter', 'who she meet*', 'who he meet*', 'who she is with',
  'who he is with', 'who she dey', 'who e dey', 'who she sees', 'who he sees', 'who sleeps',
  'who stays with', 'who spends the night', 'tí ń wọlé', 'àwọn tí ń wá', 'wa ke shiga',
  'whoever she meet*', 'whoever he meet*', 'whoever she sees', 'whoever he sees',
  'whoever she is with', 'whoever he is with', 'whoever she goes with', 'whoever he goes with',
  'whoever visits', 'whoever she dey', 'whoever e dey', 'whoever comes to see',
  'wa yake shiga', 'wa ke zuwa', 'wa yake zuwa', 'onye ọ na-ahụ', 'ndị na-abịa', 'who dey enter',
];
// biome-ignore format: packed word list
const VISITED: Terms = [
  ...PERSON, 'my neighbour*', 'his house', 'her house', 'his flat', 'her flat', 'his room',
  'her room', 'his compound', 'her compound', 'his gate', 'her gate', 'her hostel', 'his hostel',
  'her place', 'his place', 'im house', 'im place', 'visit am', 'see am', 'her room', 'gidanta',
  'gidansa', 'ilé rẹ̀', 'ọkùnrin náà', 'obìnrin náà', 'ụlọ ya',
];

/** Watching a person in Yoruba, Hausa and Igbo, with whom it is aimed at. */
// biome-ignore format: packed word list
const WATCH_LANGS: Terms = [
  'sa ido kan', 'sa ido a kan', 'sa masa ido', 'sa mata ido', 'ṣọ́ ilé', 'ṣọ́ ọkùnrin',
  'ṣọ́ obìnrin', 'ṣọ́ ìyàwó', 'ṣọ́ ọkọ', 'lekwasị', 'ledo', 'nọrọ na-ele',
  'ṣe amí', 'yi leken asiri', 'leken asiri', 'nyochaa',
];
// biome-ignore format: packed word list
const WATCHED_LANGS: Terms = [
  ...PERSON, 'matar', 'mijin', 'matarsa', 'mijinta', 'gidanta', 'gidansa', 'ilé ọkùnrin',
  'ilé obìnrin', 'ilé rẹ̀', 'ọkùnrin náà', 'obìnrin náà', 'ìyàwó', 'ọkọ mi', 'di m', 'nwunye m',
  'makwabci*', 'aládùúgbò', 'onye agbata obi',
];

/** Roads known for kidnapping and robbery at night (the policy's "night travel on known-dangerous
 *  roads"), and the words that put a journey at night. */
// biome-ignore format: packed word list
const DANGER_ROADS: Terms = [
  'lokoja', 'okene', 'ore road', 'through ore', 'via ore', 'benin-ore', 'benin ore', 'ore-benin',
  'abuja-kaduna', 'kaduna-abuja', 'abuja kaduna', 'kaduna abuja', 'birnin gwari', 'birnin-gwari',
  'zamfara', 'gusau', 'sambisa', 'damboa', 'gwoza', 'maiduguri road', 'kaduna road',
  'kaduna expressway', 'kachia', 'obajana', 'kabba', 'auchi', 'benin-auchi', 'okene road',
  'lokoja road', 'abaji', 'enugu-port harcourt', 'port harcourt-enugu', 'east-west road',
  'ughelli', 'sagamu-benin', 'lagos-benin', 'benin-lagos', 'katsina-ala', 'jos-bauchi',
  'abuja to kaduna', 'kaduna to abuja', 'lokoja to okene', 'okene to lokoja', 'benin to ore',
  'ore to benin', 'kano to maiduguri', 'kogi road', 'kogi axis', 'kebbi', 'shiroro',
  'kajuru', 'kankara', 'maiduguri', 'damaturu',
  'konduga', 'bama', 'biu',
];
// biome-ignore format: packed word list
const AT_NIGHT: Terms = [
  'tonight', 'at night', 'by night', 'for night', 'overnight', 'midnight', 'after dark',
  'in the dark', 'night journey', 'night trip', 'night bus', 'night run', 'late night', 'night',
  '8pm', '9pm', '10pm', '11pm', '12am', '1am', '2am', '3am', '4am', 'o\'clock at night', 'dare',
  'cikin dare', 'alẹ́', 'òru', 'abalị', 'n\'abalị',
];

/** Something that fell into a hazard: getting it back means going in. */
// biome-ignore format: packed word list
const FELL_IN: Terms = [
  'fell into', 'fell inside', 'fell in', 'fallen into', 'fallen inside', 'dropped into',
  'dropped inside', 'dropped in', 'fall enter', 'fall inside', 'don fall inside', 'ṣubú sínú',
  'fadi cikin', 'fada cikin', 'daa n\'ime',
];
/** Going into or down a hazard, in the five languages. */
// biome-ignore format: packed word list
const GO_INTO: Terms = [
  'enter the', 'enter that', 'enter dis',
  'enter inside', 'enter am', 'go inside', 'go down', 'climb down', 'climb into', 'crawl into',
  'crawl inside', 'jump into', 'jump inside', 'lower yourself', 'get into', 'get inside',
  'go into', 'descend*', 'wọ inú', 'wọlé sínú', 'sọ̀kalẹ̀', 'shiga cikin', 'sauka cikin',
  'banye n\'ime', 'rida n\'ime',
];
/** Hazards one goes into that the places lexicon reads only with other verbs. */
// biome-ignore format: packed word list
const PITS: Terms = [
  ...HAZARD, 'gutter*', 'drain*', 'canal', 'culvert*', 'latrine*', 'pit', 'soakaway', 'soak away',
  'soak-away', 'trench*', 'borehole', 'tank', 'shaft', 'sewer*', 'septic', 'cesspit',
  'kanga', 'rijiya', 'kàǹga', 'olulu',
];
/** Hazards said outright that the places lexicon lacks: live power, fuel moved by hand, flood
 *  water in Pidgin, a floor being knocked down under one's feet. */
// biome-ignore format: packed word list
const HAZARD_SAID: Terms = [
  'naked wire*', 'exposed wire*', 'bare wire*', 'naked cable*', 'exposed cable*',
  'connected to the mains', 'still connected to the', 'water still dey flow',
  'water still flowing', 'window ledge', 'on the ledge', 'standing on the ledge',
  'no fall protection', 'without fall protection', 'fall protection is not',
  'on the rooftop', 'rooftop solar',
  'still live', 'wire is live', 'cable is live', 'line is live', 'wires are live',
  'without switching off',
  'without turning off', 'no need to switch off', 'in flood',
  'river is high', 'river is full', 'water don cover', 'water cover* the road',
  'water full the road', 'cross the water', 'waka pass am', 'pass inside the water',
  'inside the water', 'through the water', 'enter the water', 'walk through the flood',
  'drive through the flood', 'wait for an electrician', 'without an electrician',
  'no electrician', 'not an electrician', 'instead of an electrician', 'bypass* ... meter',
  'bridge the meter', 'join* ... wires', 'splice* ... wire*', 'fumigat* ... sleep*',
  'sleep* ... fumigat*', 'phosphine', 'while standing on', 'standing on the top', 'parapet',
  'up top', 'harness optional', 'harness not needed', 'no need for a harness',
  'no need for harness', 'no off the switch', 'no off the light', 'don\'t off the switch',
  'do not switch off', 'do not turn off the power', 'no switch off', 'join am back',
  'gyara wayar lantarki', 'wọ inú omi', 'omi tó kún',
  'shiga ruwa', 'shiga cikin ruwa',
  'banye na mmiri', 'gafee mmiri', 'without a ladder', 'there is no ladder',
];
/** Climbing what is not made to be climbed. */
// biome-ignore format: packed word list
const CLIMB: Terms = [
  'climb*', 'clamber*', 'hang from', 'lean over', 'gun igi', 'gun orí', 'hau',
];
// biome-ignore format: packed word list
const CLIMBED: Terms = [
  'pipe', 'drainpipe', 'ledge', 'railing', 'balcony', 'gutter', 'billboard', 'signpost',
  'scaffold*', 'coconut tree', 'palm tree', 'tree', 'pole', 'mast', 'tower', 'water tank',
  'tank stand', 'overhead tank', 'satellite dish', 'igi', 'bishiya', 'itace', 'osisi',
];

/** Staying in a room that is being gassed. */
export const FUMIGANT: Terms = ['fumigat*', 'phostoxin', 'gas the', 'gassing', 'pesticide tablets'];
const STAY_IN: Terms = ['sleep*', 'stay inside', 'remain inside', 'lock yourself'];
// biome-ignore format: packed word list
const FUEL_MOVE: Terms = [
  'into jerrycan*', 'using a hose', 'with a hose', 'decant*', 'siphon*', 'hose', 'drain the',
];
// biome-ignore format: packed word list
const FUEL: Terms = ['petrol', 'fuel', 'diesel', 'kerosene', 'fetur', 'mai', 'epo bẹntiróò'];
// biome-ignore format: packed word list
const TEAR_DOWN: Terms = [
  'knock* down', 'demolish*', 'pull* down', 'tear* down', 'sledgehammer*',
];
// biome-ignore format: packed word list
const STRUCTURE: Terms = [
  'wall', 'building', 'roof', 'structure', 'pillar*', 'slab', 'cracked', 'top floor',
  'upper floor', 'storey', 'old building',
];

/** Going on water in a flood or a storm. */
// biome-ignore format: packed word list
const BOAT: Terms = [
  'canoe*', 'boat*', 'paddle*', 'swim*', 'ferry', 'raft', 'kwale-kwale', 'ọkọ̀ ojú omi',
  'ụgbọ mmiri',
];
// biome-ignore format: packed word list
const ROUGH_WATER: Terms = [
  'flood*', 'swollen', 'overflow*', 'high water', 'rising water', 'rough water', 'strong current',
  'during the rain*', 'rainstorm', 'storm', 'ambaliya', 'ìkún omi', 'iju mmiri',
];

/** A courier's cover story: what is carried is not to be seen, asked about or opened. */
// biome-ignore format: packed word list
const COVER_STORY: Terms = [
  'the white kind', 'the white one', 'white stuff',
  'the special one', 'the good stuff', 'the green stuff', 'no questions asked',
  'ask no questions', 'don\'t ask what', 'do not ask what',
  'nobody must see', 'no one must see',
  'if police stop you', 'if the police stop you', 'if anyone asks, say', 'if dem ask you',
  'if police ask', 'no open am', 'no look inside', 'that does not ask', 'does not ask questions',
  'that doesn\'t ask', 'wey no dey ask', 'the boys drink', 'the one the boys',
];

/** A bribe put politely, and who takes it. "Gift" and "tip" are bribes only with a purpose
 *  (GATEKEEPER_PURPOSE): a retirement gift for an officer is a gift. */
// biome-ignore format: packed word list
const GIFT: Terms = ['gift', 'tip', 'thank-you', 'extra money', 'something for'];
// biome-ignore format: packed word list
const GATEKEEPER_PURPOSE: Terms = [
  'file moves', 'fast-track', 'fast track', 'expedite', 'jump the queue', 'without the test',
  'without inspection', 'release the', 'approve*', 'so the file', 'look away',
  'overlook', 'let it pass', 'pass the test', 'pass the inspection', 'sign it off',
];
// biome-ignore format: packed word list
const BRIBE: Terms = [
  'settle the', 'settle am', 'settle them', 'settle him', 'drop something',
  'something small', 'kola', 'egunje', 'brown envelope',
  'grease', 'sweeten',
  'goro', 'owo ẹ̀yìn', 'ego nhịa',
];
// biome-ignore format: packed word list
const GATEKEEPER: Terms = [
  'clerk', 'officer*', 'official*', 'policeman', 'police', 'customs', 'immigration', 'vio',
  'frsc', 'lastma', 'judge', 'registrar', 'inspector*', 'examiner*', 'invigilator*',
  'file moves', 'fast-track', 'fast track', 'expedite', 'jump the queue', 'without the test',
  'without inspection', 'release the', 'approve*', 'permit', 'so the file', 'dan sanda',
  'ọlọ́pàá', 'ndị uwe ojii',
];

/** Sex put as a service or a night's company. */
// biome-ignore format: packed word list
const WOMEN: Terms = [
  'ụmụ agbọghọ', 'agbọghọ',
  'hostess*', 'ladies', 'girls', 'women', 'babes', 'obìnrin', 'mata', 'ụmụ nwanyị', 'runs girls',
  'escorts', 'models',
];
// biome-ignore format: packed word list
const FOR_SEX: Terms = [
  'to my room', 'to my hotel room', 'my room tonight', 'to his room', 'to his hotel room',
  'rahụ', 'soro ha rahụ', 'ga-eso ha rahụ',
  'open-minded', 'open minded', 'night companion',
  'extra service*', 'happy ending', 'spend the night with', 'sleep with', 'sùn pẹ̀lú', 'kwana da',
  'keep him company', 'keep them company', 'company for the night',
  'ba shi dadi', 'mee ka obi dị ya ụtọ',
];

/** A child at work or kept from school. */
// biome-ignore format: packed word list
const CHILD: Terms = [
  'small girl', 'small boy', 'young girl', 'young boy', 'little girl', 'little boy',
  'child', 'children', 'pikin', 'housegirl',
  'house girl', 'houseboy', 'house boy', 'almajir*', 'yara', 'ụmụaka',
];
// biome-ignore format: packed word list
const NO_SCHOOL: Terms = [
  'to work on my farm', 'work on my farm', 'work in my shop', 'work in my house',
  'no school', 'not go to school', 'not attend school', 'instead of school', 'out of school',
  'stop school', 'won\'t go to school', 'will not go to school',
  'ba za ta je makaranta', 'ba zai je makaranta', 'kò ní lọ sí ilé-ìwé', 'agaghị aga akwụkwọ',
  'do housework', 'housework',
];

/** A young child taken along, passed off as kin, or paid for. */
// biome-ignore format: packed word list
const YOUNG_CHILD: Terms = [
  'girls aged', 'boys aged', 'not older than', 'no older than',
  'girl of about', 'boy of about', 'a girl of #', 'a boy of #', 'girl aged', 'boy aged',
  'young girl', 'young boy', 'little girl', 'little boy', 'small girl', 'small boy', 'underage',
  'a minor', 'teenage girl', 'teen girl', 'yarinya karama', 'ọmọbìnrin kékeré', 'nwata nwanyị',
];
// biome-ignore format: packed word list
const TAKEN_ALONG: Terms = [
  'stay with us', 'not need school',
  'live with my family', 'to live with us', 'no school', 'do housework',
  'parents will be paid', 'pay her parents', 'pay his parents', 'pay the parents',
  'give her parents', 'give his parents', 'travel with me', 'live with me', 'as my niece',
  'as my nephew', 'as my daughter', 'as my son', 'stay with me', 'come with me', 'to my house',
  'to the hotel', 'to my hotel', 'say she is my', 'say he is my', 'come my house',
  'give am work', 'give her work', 'give him work', 'work for me', 'work in my house',
];

/** Driving a group out. */
// biome-ignore format: packed word list
const DRIVE_OUT: Terms = [
  'pack comot', 'make dem comot', 'make una comot', 'commot',
  'kori', 'kore', 'korar', 'fitar da', 'chụpụ', 'chụọ', 'chase out', 'chase away', 'drive out',
  'push out', 'kick out', 'pursue',
];
// biome-ignore format: packed word list
export const GROUPS_MORE: Terms = [
  'outsiders', 'settlers', 'strangers',
  'kiristoci', 'yarbawa', 'inyamurai',
  ...GROUP, 'inyamurai', 'hausawa', 'yarbawa', 'nyamiri', 'ndi hausa', 'ndi yoruba', 'aboki*',
  'gambari', 'ngbati', 'ndi igbo', 'kirista', 'arna',
];

/** Hausa, Yoruba, Igbo and Pidgin verbs of buying and bringing that the goods lexicon lacks. */
// biome-ignore format: packed word list
const FETCH: Terms = [
  'siyo', 'sayo', 'siyo mana', 'sayo mana', 'siyo min', 'sayo min', 'kawo mana', 'kawo min',
  'nemo mana', 'nemo min', 'sayar da', 'siyar da', 'ra wa mi', 'bá mi ra', 'mú wá', 'zụtara m',
  'zụta ya', 'wetara m', 'buy am', 'help me buy', 'find me', 'source*', 'procure*', 'stock up',
  'pay* for', 'pay* him for', 'pay* her for', 'pay* the seller for',
];
/** Guns by make and by local name, beyond the goods lexicon's words. */
// biome-ignore format: packed word list
const GUNS: Terms = [
  'glock*', 'beretta', 'ak-47', 'ak47', 'pump action', 'pump-action', 'double barrel',
  'dane gun*', 'english gun', 'locally made gun*', 'bullets', 'cartridges', 'ammo', 'berettas',
  'revolver*', 'short gun', 'ibọn', 'bindiga', 'egbe',
];

/** Drugs by street and misspelt names the goods lexicon lacks (it has no fuzzy match). Drugs a
 *  pharmacy sells on prescription (diazepam, pregabalin) are left out: buying them is lawful. */
// biome-ignore format: packed word list
const DRUGS_MORE: Terms = [
  'rophynol', 'rohipnol', 'rufies', 'roofies', 'molly', 'tafrodol', 'tap 100', 'tap 225',
  'suck and die', 'mkpụrụ mmiri',
];

// biome-ignore format: packed word lists inside the rules
export const CONCEPT_SPECS: readonly CategorySpec[] = [
  {
    category: 'harassment_intimidation',
    rules: [
      // A threat printed or posted is still a threat: no signage framing.
      { name: 'a threat left unsaid', outcome: 'refuse', alone: VEILED, signFrames: false },
      { name: 'a message that may be a threat', outcome: 'hold', alone: VEILED_MAYBE },
      {
        name: 'a demand with a consequence',
        outcome: 'hold',
        act: IF_NOT,
        obj: WE_WILL,
        needs: FEARED,
        forward: 80,
        backward: 0,
      },
      // "convince him to withdraw the complaint", "make her vacate"
      {
        name: 'making a person give something up',
        outcome: 'hold',
        act: MAKE_YIELD,
        obj: GIVE_UP,
        forward: 60,
        backward: 0,
      },
      // "stand in front of his shop with a placard saying he owes us money"
      {
        name: 'shaming a person before others',
        outcome: 'refuse',
        act: AUDIENCE,
        obj: ACCUSATION,
        forward: 120,
        backward: 120,
      },
      // "knock every evening until she agrees to vacate", "call 30 times a day and insult"
      {
        name: 'contact over and over to wear a person down',
        outcome: 'refuse',
        act: REPEATED,
        obj: UNTIL_YIELDS,
        needs: PRESSED,
        forward: 120,
        backward: 60,
      },
    ],
    // Collecting an agreed amount with a receipt is a counter errand, not a confrontation.
    safe: [
      'agreed payment', 'agreed amount', 'agreed instalment*', ...VICTIM, 'got a threat*',
      'received a threat*', 'receive* threat*', 'sent us a threat*', 'sent me a threat*',
      'report* the threat*', 'report* a threat*', 'report* threat*', 'report* ... harass*',
      'threat* ... to the police', 'harass* ... to the police',
    ],
    excuse: [
      ...LEGAL_CHANNEL, 'agreed payment', 'agreed amount', 'agreed instalment*',
      'give her the receipt', 'give him the receipt', 'give her a receipt', 'give him a receipt',
      'with a receipt', 'issue a receipt', 'against a receipt', 'sign the receipt',
    ],
    excuseScope: 'text',
  },
  {
    category: 'violence_threats',
    // "my ex-boss's laptop": the possessive s and "lap" read as "slap".
    safe: [...VICTIM, 'laptop*', 's laptop*'],
    rules: [
      { name: 'blows and the harm they leave', outcome: 'refuse', alone: BLOWS },
      {
        name: 'a weapon in hand against people',
        outcome: 'refuse',
        act: ARMED,
        obj: PEOPLE,
        forward: 80,
        backward: 80,
      },
      {
        name: "destroying a person's property",
        outcome: 'refuse',
        act: WRECK,
        obj: PROPERTY,
        needs: WRECK_FOR,
        forward: 40,
        backward: 0,
      },
    ],
  },
  {
    category: 'surveillance_stalking',
    rules: [
      // "note who visits her", "check who dey visit am for night"
      {
        name: "watching who visits a person's home",
        outcome: 'refuse',
        act: VISITORS,
        obj: VISITED,
        forward: 30,
        backward: 30,
      },
      {
        name: 'tailing a person',
        outcome: 'refuse',
        act: ['tail', 'tailing', 'stalk', 'stalking'],
        obj: PERSON,
        forward: 12,
        backward: 0,
      },
      {
        name: "being a person's shadow",
        outcome: 'refuse',
        askFrames: false,
        alone: [
          'be his shadow', 'be her shadow', 'wherever he goes', 'wherever she goes',
          'everywhere he goes', 'everywhere she goes', 'anywhere he goes', 'anywhere she goes',
          'any where e go', 'anywhere e go', 'anywhere she go', 'ibi gbogbo tí ó bá lọ',
          'ibi tí ó bá lọ', 'duk inda ya je', 'duk inda ta je', 'ebe ọ bụla ọ gara',
        ],
      },
      {
        name: "a person's private life",
        outcome: 'refuse',
        // Asking around about a private person's life is the harm itself.
        askFrames: false,
        alone: [
          'onye nwunye m na', 'onye di m na', 'na-akpa n\'ekwentị',
          'log every movement', 'every movement', 'log his movements', 'log her movements',
          'the target\'s house', 'the target\'s car', 'opposite the target',
          'who visits the house and when',
          'who visits ... and when', 'who comes ... and when',
          'his associates', 'her associates', 'observe the subject', 'watch the subject',
          'follow the subject', 'trail the subject', 'the subject\'s movements',
          'if there is a man staying', 'if a man is staying', 'man staying there',
          'woman staying there',
          'his private life', 'her private life', 'his relationships', 'her relationships',
          'where he goes at night', 'where she goes at night', 'where he goes after',
          'where she goes after', 'who he dates', 'who she dates', 'who he sleeps with',
          'who she sleeps with', 'who she spends time with', 'who he spends time with',
          'who she hangs out with', 'who he hangs out with', 'who she dey follow',
          'who e dey follow',
        ],
      },
      {
        name: 'unnoticed by the person watched',
        outcome: 'hold',
        alone: [
          'without her noticing', 'without him noticing', 'without them noticing',
          'without being noticed', 'without being seen',
          'without his knowledge', 'without her knowledge',
          'no let am see you', 'no let her see you', 'make she no see you',
        ],
      },
      {
        name: 'watching a person (Yoruba, Hausa, Igbo)',
        outcome: 'refuse',
        act: WATCH_LANGS,
        obj: WATCHED_LANGS,
        forward: 30,
        backward: 10,
      },
    ],
    safe: [
      // Pidgin "follow X go … help am carry": going along to help, not following.
      'follow ... go ... help*', 'follow ... reach ... help*', 'follow ... go ... carry',
      'tracker* for our', 'tracking company', 'car tracking', 'fleet tracking',
      'keep tabs on our', 'keep tabs on the stock', 'keep tabs on ... stock', 'at her office',
      'at his office', 'her signed', 'his signed', ...VICTIM,
    ],
    // The person expects the visit: a call on them, not watching them.
    excuse: [
      'expecting you', 'knows you are coming', 'know you are coming', 'dey wait you',
      'is waiting for you', 'has agreed', 'with her consent', 'with his consent',
      'ó mọ̀ pé o ń bọ̀', 'tana jiran ka', 'yana jiran ka',
    ],
    excuseScope: 'text',
  },
  {
    category: 'dangerous_work',
    // A gas cylinder taken to a plant for refilling is a counter errand (text scope, as the
    // places lexicon's excuses for dangerous work).
    excuse: [
      'certification', 'certified', 'company with', 'licensed operator',
      'over the bridge', 'bridge is open', 'bridge, which is open', 'by the bridge',
      'tree surgeon', 'licensed electrician', 'book him', 'book her', 'book them',
      'companies that', 'company that', 'firms that', 'quotes from', 'quote from', 'get quotes',
      'ask for quotes', 'for a quote', 'for refilling', 'refill it', 'refill am',
      'to the gas plant', 'to the gas shop', 'gas plant for a refill',
      'gas depot', 'gas retailer',
    ],
    excuseScope: 'text',
    safe: [
      'installer*', 'roofer*',
      'floor of ... tower', 'floor of the ... tower',
      'buy* ... insecticide*', 'buy* ... spray*', 'can of insecticide', 'insecticide spray',
      'rat trap*',
    ],
    rules: [
      {
        name: 'night travel on a known-dangerous road',
        outcome: 'hold',
        act: AT_NIGHT,
        obj: DANGER_ROADS,
        forward: 200,
        backward: 200,
      },
      {
        name: 'going into a pit, drain or tank',
        outcome: 'hold',
        act: [...FELL_IN, ...GO_INTO],
        obj: PITS,
        forward: 40,
        backward: 40,
      },
      { name: 'a hazard said outright', outcome: 'hold', alone: HAZARD_SAID },
      {
        name: 'hazardous work without training',
        outcome: 'hold',
        act: ['no training', 'without training', 'untrained', 'no experience needed'],
        obj: [...HAZARD, 'valve', 'cylinder*', 'hose'],
        forward: 100,
        backward: 100,
      },
      {
        name: 'handling a live line',
        outcome: 'hold',
        act: [
          'push*', 'touch*', 'hold*', 'move*', 'lift*', 'pull*', 'cut*', 'remove*', 'fix*',
          'climb*', 'put ... back',
        ],
        obj: [
          'sparking', 'power line*', 'power cable*', 'electric wire*', 'electric cable*',
          'live wire*', 'high tension', 'nepa wire*', 'phcn wire*', 'wires ... sparking',
        ],
        forward: 80,
        backward: 80,
      },
      {
        name: 'climbing what is not made to be climbed',
        outcome: 'hold',
        act: CLIMB,
        obj: CLIMBED,
        forward: 40,
        backward: 0,
      },
      {
        name: 'staying in a fumigated room',
        outcome: 'hold',
        act: FUMIGANT,
        obj: STAY_IN,
        forward: 80,
        backward: 40,
      },
      {
        name: 'power left on in water',
        outcome: 'hold',
        act: ['flooded', 'under water', 'flood water', 'flooded room'],
        obj: ['still on', 'still running', 'switched on', 'is on', 'still working', 'live'],
        forward: 80,
        backward: 80,
      },
      {
        name: 'sleeping beside fuel',
        outcome: 'hold',
        act: ['kerosene', 'petrol', 'fuel', 'diesel', 'gas cylinder*', 'drums of'],
        obj: STAY_IN,
        forward: 100,
        backward: 40,
      },
      { name: 'moving fuel by hand', outcome: 'hold', act: FUEL_MOVE, obj: FUEL, forward: 60 },
      {
        name: 'tearing down a structure',
        outcome: 'hold',
        act: TEAR_DOWN,
        obj: STRUCTURE,
        forward: 60,
        backward: 20,
      },
      {
        name: 'going on flood water',
        outcome: 'hold',
        act: BOAT,
        obj: ROUGH_WATER,
        forward: 60,
        backward: 60,
      },
    ],
  },
  {
    category: 'illegal_goods_services',
    safe: ['egbe egwuregwu', 'toy gun*', 'egbe ụmụaka'],
    rules: [
      {
        name: 'fetching drugs or weapons',
        outcome: 'refuse',
        act: FETCH,
        obj: [...DRUGS, ...WEAPONS, ...GUNS],
        forward: 60,
        backward: 20,
      },
      {
        name: 'carrying drugs by a name the goods lexicon lacks',
        outcome: 'refuse',
        act: [...FETCH, 'collect*', 'deliver*', 'carry', 'pick* up', 'bring*', 'buy*', 'sell*'],
        obj: DRUGS_MORE,
        forward: 60,
        backward: 20,
      },
      { name: "a courier's cover story", outcome: 'hold', alone: COVER_STORY },
      {
        name: 'paying an official to look away',
        outcome: 'refuse',
        act: ['give*', 'pay*', 'hand*', 'drop', 'send'],
        obj: GATEKEEPER,
        needs: [
          'overlook', 'look the other way',
          'let it pass', 'let us pass', 'without paying', 'without the test', 'without inspection',
          'no questions', 'under the table', 'off the record',
        ],
        forward: 40,
        backward: 40,
      },
      {
        name: 'dodging duty',
        outcome: 'refuse',
        alone: [
          'without paying duty', 'without paying the duty', 'avoid* duty', 'dodge* duty',
          'evade* duty', 'under the table', 'without paying customs',
        ],
      },
      {
        name: 'a gift with a purpose',
        outcome: 'refuse',
        act: GIFT,
        obj: GATEKEEPER_PURPOSE,
        forward: 80,
        backward: 40,
      },
      {
        name: 'goods that came without papers',
        outcome: 'refuse',
        act: [...FETCH, 'buy*', 'get*', 'collect*'],
        obj: [
          'okada', 'motorbike', 'motorcycle', 'bike', 'keke', 'car',
          'phones', 'laptops', 'iphones', 'phone', 'laptop', 'tyres', 'batteries', 'car parts',
          'parts', 'generators', 'solar panels', 'cables',
        ],
        needs: [
          'took from', 'the boys took', 'snatched', 'stole', 'stolen',
          'were found', 'was found', 'no receipt*', "don't need receipts", 'do not need receipts',
          'without receipt*', 'without papers', 'no papers', 'no imei', 'imei check*',
          'cheap because', 'fell off', 'no questions',
        ],
        forward: 40,
        backward: 20,
      },
      {
        name: 'a bribe put politely',
        outcome: 'refuse',
        act: BRIBE,
        obj: GATEKEEPER,
        forward: 60,
        backward: 60,
      },
    ],
  },
  {
    category: 'trespass_break_in',
    rules: [
      {
        name: 'entering while the owner is away',
        outcome: 'refuse',
        act: ['wọ ilé', ...ENTER, 'open*', 'shiga', 'wọ', 'banye'],
        obj: [...PREMISES, 'store', 'gidan', 'ilé', 'ụlọ'],
        needs: [
          'mgbe ha na-anọghị', 'mgbe ọ na-anọghị', 'na-anọghị',
          'is away for the', 'are away for the', 'is away this', 'are away this', 'has travelled',
          'nígbà tí wọ́n bá jáde', 'nígbà tí ó bá jáde', 'láti ẹ̀yìn', 'ta taga',
          'when e no dey', 'when he no dey', 'when she no dey', 'when nobody dey',
          'when he is not around', 'when she is not around', 'when they are not around',
          'when nobody is around', 'when nobody is home', 'while he is away', 'while she is away',
          'while they are away', 'ya yi tafiya', 'ta yi tafiya', 'ba ya nan', 'ba ta nan',
          'when the family travel*', 'when dem travel', 'when e travel', 'when she travel*',
          'when he travel*', 'when they travel*', 'when the owner travel*',
          'while the family is away', 'kò sí nílé', 'ko si nile', "anọghị n'ụlọ",
          'ta bayan katanga',
        ],
        forward: 40,
        backward: 20,
      },
      {
        name: 'getting in by a way not meant for entry',
        outcome: 'refuse',
        alone: [
          'locksmith to open her', 'locksmith to open his', 'locksmith to open their',
          'wọ ilé ... láti ẹ̀yìn', 'wọ ilé ... nígbà tí wọ́n bá jáde',
          'ta taga', 'láti ojú fèrèsé', 'gba ojú fèrèsé',
          'get in through the window', 'get in through the back',
          'climb in through', 'climb through the window',
          'enter through the window', 'enter through the back window', 'in through the window',
          'in through the back window', 'in through the bathroom', 'through the bathroom window',
          'through the kitchen window',
          'break the padlock', 'cut the padlock', 'force the door',
          'force the lock', 'pass through the window',
        ],
      },
      {
        name: 'over a wall (Hausa, Yoruba, Igbo)',
        outcome: 'refuse',
        alone: [
          'ta bayan katanga', 'haura katanga', 'tsallake katanga', 'fo odi', 'fò ògiri', 'gun odi',
          'wụfee mgbidi', 'rigofee mgbidi', 'climb* the back wall', 'climb* over the wall',
          'climb* the wall', 'scale* the wall', 'scale* the fence', 'jump* the wall',
          'jump* the gate', 'climb* the gate', 'over the back wall',
        ],
      },
    ],
  },
  {
    category: 'impersonation_fraud',
    rules: [
      {
        name: 'claiming to be from an agency',
        outcome: 'refuse',
        act: [
          'act like', 'dress like', 'dress as', 'disguise* as',
          'you are from', "you're from", 'you be from', 'say you be', 'you work for',
          'introduce yourself as', 'present yourself as', 'claim* to be', 'claim* you are',
          'pose as', 'posing as', 'pretend*', 'as staff of', 'as an official of',
          'as officials of',
        ],
        obj: [
          'nafdac', 'lasg', 'lawma', 'nepa', 'phcn', 'ekedc', 'ikedc', 'aedc', 'firs',
          'lirs', 'efcc', 'icpc', 'dss', 'npf', 'police', 'customs', 'immigration', 'frsc', 'vio',
          'lastma', 'kaiaa', 'local government', 'council', 'ministry', 'government', 'cbn',
          'inec', 'nimc', 'ncc', 'tax', 'revenue', 'health inspector*', 'environmental',
          'sanitation', 'army', 'navy', 'soldier*', 'court', 'lasbca', 'town planning',
          'the union', 'nurtw',
        ],
        forward: 30,
        backward: 0,
      },
      {
        name: 'fake reviews',
        outcome: 'refuse',
        alone: [
          'write # ... reviews', 'post # ... reviews', 'drop # ... reviews', '# five-star',
          '# 5-star', '# 5 star', 'reviews from different', 'reviews ... different phones',
          'reviews ... different accounts', 'ratings from different', 'fake rating*',
        ],
      },
      {
        name: 'a registration scam',
        outcome: 'refuse',
        alone: [
          'then disappear', 'and disappear with', 'collect* ... fingerprints', 'their fingerprints',
          'then vanish',
        ],
      },
      {
        name: 'signing as another person',
        outcome: 'refuse',
        alone: [
          'sign* ... as mr*', 'sign* ... as mrs*', 'sign* ... as chief', 'sign* ... as alhaji',
          'sign* ... as dr', 'sign* ... as her', 'sign* ... as him', 'sign her name',
          'sign his name', 'forge* ... signature', 'copy* ... signature', 'imitate* ... signature',
        ],
      },
    ],
  },
  {
    category: 'sexual_services',
    // "for the night" of the sex-work lexicon, said of shifts, rooms and shops.
    safe: [
      'women dancers', 'female dancers', 'women ushers', 'female ushers', 'women cleaners',
      'women cooks', 'women caterers', 'women staff', 'female staff',
      'for the night shift', 'night shift*', 'room* for the night', 'bed* for the night',
      'accommodation for the night', 'parked for the night', 'close* for the night',
      'closed for the night', 'lock* up for the night',
    ],
    rules: [
      {
        name: 'a companion for the night',
        outcome: 'refuse',
        alone: [
          'night companion', 'open-minded lady', 'open-minded girl', 'open minded lady',
          'open minded girl', 'open-minded ladies', 'open-minded girls',
        ],
      },
      {
        name: 'sex put as a service',
        apartHolds: true,
        outcome: 'refuse',
        act: WOMEN,

        obj: FOR_SEX,
        forward: 80,
        backward: 40,
      },
    ],
  },
  {
    category: 'minors_exploitation',
    // A parent's own child on a school run: "pick up my son … age 9".
    safe: [
      'pick up my son', 'pick up my daughter', 'pick up my child', 'pick up my kids',
      'pick my son', 'pick my daughter', 'collect my son', 'collect my daughter', 'take my son',
      'take my daughter', 'take my daughters', 'take my sons', 'bring my son', 'bring my daughter',
      'drop my son', 'drop my daughter', 'kai dana', 'kai yata',
    ],
    rules: [
      {
        name: 'a child at work or kept from school',
        apartHolds: true,
        outcome: 'refuse',
        act: CHILD,
        obj: NO_SCHOOL,
        forward: 100,
        backward: 40,
      },
      {
        name: 'a child as house help',
        outcome: 'refuse',
        act: ['house help', 'house girl', 'housegirl', 'houseboy', 'house boy', 'maid'],
        obj: [
          'not older than', 'no older than', 'small', 'young', 'no school', 'not need school',
          'will not need school', 'under #', 'below #',
        ],
        forward: 100,
        backward: 40,
      },
      {
        name: 'children put to work',
        outcome: 'refuse',
        act: ['children', 'child', 'kids', 'pikin', 'ụmụaka', 'yara', 'almajir*', 'underage'],
        obj: [
          'aikin gona', 'ba tare da biya',
          'food only', 'without pay', 'no pay',
          'unpaid', 'labour', 'hawk*', 'carry load*', 'farm work',
        ],
        forward: 60,
        backward: 30,
      },
      {
        name: 'approaching pupils',
        outcome: 'refuse',
        act: [
          'befriend*', 'chat up', 'chat with', 'lure*',
          'take ... out', 'get ... numbers', 'collect ... numbers',
        ],
        obj: [
          'schoolgirl*', 'schoolboy*', 'pupils', 'secondary school girls', 'girls at the secondary',
          'girls at the school', 'school gate', 'girls at the ... school', 'boys at the ... school',
        ],
        forward: 60,
        backward: 20,
      },
      {
        name: 'a young child taken along or paid for',
        apartHolds: true,
        outcome: 'refuse',
        act: YOUNG_CHILD,
        obj: TAKEN_ALONG,
        forward: 100,
        backward: 40,
      },
    ],
  },
  {
    category: 'hate_incitement',
    rules: [
      {
        name: 'a group called filth',
        outcome: 'refuse',
        act: [
          'polluting', 'pollute*', 'cleanse*', 'cleansed', 'vermin', 'cockroach*', 'parasite*',
          'infest*', 'exterminat*', 'wipe out', 'wiped out',
        ],
        obj: GROUPS_MORE,
        forward: 60,
        backward: 60,
        signFrames: false,
      },
      {
        name: 'a group told to go, as a slogan',
        outcome: 'refuse',
        alone: [
          'igbos out', 'igbo out', 'hausas out', 'hausa out', 'fulanis out', 'fulani out',
          'yorubas out', 'yoruba out', 'northerners out', 'foreigners out',
        ],
        signFrames: false,
      },
      {
        name: 'driving a group out',
        outcome: 'refuse',
        act: DRIVE_OUT,
        obj: GROUPS_MORE,
        forward: 40,
        backward: 20,
        signFrames: false,
      },
      {
        name: 'calling a group the enemy',
        outcome: 'refuse',
        act: ['makiya*', 'makiyan', 'enemies of', 'enemy of', 'are enemies', 'ọ̀tá', 'ndị iro'],
        obj: GROUPS_MORE,
        forward: 40,
        backward: 40,
        signFrames: false,
      },
      {
        name: 'shutting a group out',
        outcome: 'refuse',
        act: [
          'no ... should be allowed', 'no ... allowed to rent', 'no ... allowed to buy',
          'should not be allowed', 'not be allowed', 'must not be allowed',
          // "ban*" read "banners" as a ban (thirteenth round, voice-19).
          'ban', 'bans', 'banned', 'banning', 'banish*', 'exclude*', 'do not rent to', "don't rent to", 'not to rent to',
          'do not sell to', "don't sell to", 'not to sell to', 'do not employ', "don't employ",
          'do not hire', "don't hire", 'not to hire', 'refuse* to rent', 'refuse* to sell',
          'refuse* to serve', 'keep out', 'no place for',
        ],
        obj: GROUPS_MORE,
        forward: 40,
        backward: 40,
        signFrames: false,
      },
    ],
  },
];
