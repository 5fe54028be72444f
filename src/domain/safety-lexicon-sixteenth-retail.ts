// Sixteenth round, retail audits, merchandising and market research (voice-38): harm the rules
// missed, as classes with their twins (docs/safety.md, "Sixteenth round, voice-38"). Appended to
// POLICY_SPECS. Terms as speakers write them, tone marks folded.
import type { CategorySpec, Terms } from './safety-policy-spec.ts';

// ── Goods ───────────────────────────────────────────────────────────────────────────────────

/** Copies handed on as the brand's own: "as if they are original", Pidgin "like say na original".
 *  The older "as original" does not reach across "if they are". */
// biome-ignore format: packed word list
const AS_IF_ORIGINAL: Terms = [
  'as if they are original', 'as if it is original', 'as if they were original',
  'as if it was original', 'as if they are genuine', 'as if it is genuine', 'as if they are real',
  'like say na original', 'like say e be original', 'like say dem be original',
  'like say na di original', 'as though they are original', 'as though it is original',
];
/** Another brand's registration number put on our goods ("a NAFDAC number copied from another
 *  brand"). Copying a pack's own number onto a sheet is an audit: the number must be another's. */
// biome-ignore format: packed word list
const BORROWED_NUMBER: Terms = [
  'nafdac number* copied from', 'nafdac no copied from', 'copied nafdac number*',
  "another brand's nafdac", 'nafdac number* of another', 'nafdac number* from another',
  'nafdac number* belonging to another', "someone else's nafdac", 'borrowed nafdac number*',
  'nafdac number wey we copy', 'son number* copied from', "another brand's son number*",
];
/** Fake goods bought or sold as real, in Yoruba ("ọṣẹ àdàkàdekè … tà á bí ojúlówó"). */
// biome-ignore format: packed word list
const YORUBA_FAKE_TRADED: Terms = [
  'ra ... àdàkàdekè', 'ta ... àdàkàdekè', 'gbé ... àdàkàdekè', 'kó ... àdàkàdekè',
  'ra ọjà ayédèrú', 'ta ọjà ayédèrú', 'tà á bí ojúlówó', 'tà wọ́n bí ojúlówó',
];

/** Cash slipped to a store's staff for shelf favours ("in a plain envelope so he moves our
 *  products"): the purpose says it is no fee. A receipted listing fee has no envelope. */
// biome-ignore format: packed word list
const CASH_ENVELOPE: Terms = [
  'cash in a plain envelope', 'cash in a brown envelope', 'cash in an envelope',
  'money in a plain envelope', 'money in a brown envelope', 'money in an envelope',
  '# in a plain envelope', '# in a brown envelope', '# in an envelope', 'in cash in a',
  'something for his pocket', 'something for her pocket', 'for his pocket', 'for her pocket',
];
// biome-ignore format: packed word list
const SHELF_FAVOUR: Terms = [
  'so he moves our', 'so she moves our', 'so they move our', 'so he puts our', 'so she puts our',
  'so he removes the', 'so she removes the', 'so he removes their', 'so they remove the',
  'so he gives us the', 'so she gives us the', 'so he lists our', 'so she lists our',
  'so he approves our', 'so she approves our', 'so he pushes our', 'so he keeps our',
  'make e move our', 'make e comot', 'make e remove', 'make e put our',
];

// ── People ──────────────────────────────────────────────────────────────────────────────────

/** Substance put into someone's food or drink so they fall ill ("mix this powder into their
 *  juice samples so people fall sick"). The sickness is the purpose; a recipe's powder is not. */
// biome-ignore format: packed word list
const DOSE: Terms = [
  'mix* this powder', 'mix* the powder', 'put* this powder', 'put* the powder',
  'add* this powder', 'add* the powder', 'sprinkle* this', 'pour* this liquid',
  'add* this liquid', 'put* this liquid', 'mix* this liquid', 'drop* this liquid',
  'pour* this', 'put this medicine', 'mix this medicine', 'zuba wannan gari', 'saka wannan gari',
  'zuba wannan magani', 'fi oogun yìí', 'da oogun yìí', 'tinye ọgwụ a',
];
// biome-ignore format: packed word list
const FALL_ILL: Terms = [
  'so people fall sick', 'so they fall sick', 'so the customers fall sick', 'fall sick',
  'get sick', 'falls sick', 'gets sick', 'become sick', 'make people sick', 'make dem sick',
  'make them sick', 'stomach upset', 'runny stomach', 'start to purge', 'start purging', 'vomit',
  'yi rashin lafiya', 'kamu da ciwo', 'ṣàìsàn', 'dàmú inú', 'daa ọrịa', 'ria ọrịa',
];

/** A person trailed so they do not notice ("stay far behind him so he does not notice you"):
 *  a ride-along with a rep is an errand; hiding from him is not. */
// biome-ignore format: packed word list
const TRAIL: Terms = [
  'follow*', 'trail*', 'tail*', 'shadow*', 'stay* far behind', 'keep* far behind',
  'stay* behind him', 'stay* behind her', 'keep* your distance', 'stay* at a distance',
  'keep* at a distance',
];
// biome-ignore format: packed word list
const UNNOTICED_BY_HIM: Terms = [
  'does not notice you', "doesn't notice you", 'will not notice you', "won't notice you",
  'does not see you', "doesn't see you", 'does not spot you', 'without him noticing',
  'without her noticing', 'without them noticing', 'without being noticed', 'without being seen',
  'make e no notice you', 'make im no see you', 'make she no see you', 'so he never notices',
];
/** A dossier of people: where they live with where they go or how they were photographed. */
// biome-ignore format: packed word list
const HOMES: Terms = ['home address*', 'house address*', 'where each one lives', 'where they live'];
// biome-ignore format: packed word list
const ROUTINES: Terms = [
  'daily movements', 'daily routine*', 'bus stop each', 'boards at', 'what time they leave',
  'when they leave home', 'taken discreetly', 'taken secretly',
];

/** Threats to traders who stock a rival ("if they do not take it off the shelf we will make
 *  trouble for them"), a family whose home is known, a shop that may "become unlucky". */
// biome-ignore format: packed word list
const IF_NOT: Terms = [
  'if they do not', "if they don't", 'if he does not', "if he doesn't", 'if she does not',
  "if she doesn't", 'unless they', 'unless he', 'unless she', 'if dem no', 'if e no', 'if im no',
];
// biome-ignore format: packed word list
const MAKE_TROUBLE: Terms = [
  'we will make trouble for', 'we will cause trouble for', 'make trouble for them',
  'make trouble for him', 'make trouble for her', 'we go make wahala', 'we go cause wahala',
  'we go scatter', 'we will make life difficult', 'we will make things hard',
];
// biome-ignore format: packed word list
const VEILED_RETAIL: Terms = [
  'knows where ... live*', 'knows where their famil*', 'knows where his famil*',
  'knows where her famil*', 'could become unlucky', 'may become unlucky', 'might become unlucky',
  'can become unlucky', 'will become unlucky',
];

/** A limb broken or a shop burnt with its trader inside, as a lesson: the older lists name legs
 *  and arms only. */
// biome-ignore format: packed word list
const BLOWS: Terms = [
  'break his hand', 'break her hand', 'break his hands', 'break her hands', 'break his finger*',
  'break her finger*', 'break his jaw', 'break her jaw', 'break his head', 'break her head',
  'break im hand', 'break im leg', 'break im head', 'ṣẹ́ ọwọ́ rẹ̀', 'gbajie ya aka', 'burn with you inside', 'burn with you in it',
  'burn with una inside', 'burn with you for inside', 'burn with her inside', 'burn with him inside',
];

/** Touts taken to a trader to press a debt or a shelf ("carry two area boys go him shop … make e
 *  pay today"): hiring them to carry cartons is the twin. */
// biome-ignore format: packed word list
const TOUTS: Terms = ['area boys', 'area boy', 'agbero*', 'touts', 'thugs', 'omo onile', 'yan daba'];
// biome-ignore format: packed word list
const PRESSED: Terms = [
  'make e pay today', 'make e pay now', 'until she pays', 'until he pays', 'until she remove*',
  'until he remove*', 'surround her shop', 'surround his shop', 'surround im shop',
  'surround her stall', 'surround his stall', 'shout for her body', 'shout for im body',
  'make e know say we no dey play', 'so she removes', 'so he removes', 'scatter small',
];

/** A gateman lied to so he opens ("tell the gateman you are a delivery boy so he lets you in").
 *  Held: the claim may be true. */
// biome-ignore format: packed word list
const TELL_GUARD: Terms = [
  'tell the gateman you are', 'tell the gateman say you be', 'tell the security you are',
  'tell the security man you are', 'tell the guard you are', 'tell the guards you are',
  'tell security you are', 'tell the mai gadi', 'tell the gate man you are', 'tell the oluso',
];
// biome-ignore format: packed word list
const LETS_IN: Terms = [
  'so he lets you in', 'so he let you in', 'so they let you in', 'so she lets you in',
  'so he opens the gate', 'make e let you enter', 'make dem let you enter', 'make e open gate',
  'make e open the gate',
];

/** Hostesses sent to hotel rooms with the men after a launch. */
// biome-ignore format: packed word list
const HOSTESSES: Terms = ['hostess*', 'promo girl*', 'ushers', 'usherette*'];
// biome-ignore format: packed word list
const TO_THEIR_ROOMS: Terms = [
  'to the hotel room* with', 'to the hotel with the', 'to his hotel room', 'to his room after',
  "to the men's room*", "to the managers' room*",
];

// ── Places ──────────────────────────────────────────────────────────────────────────────────

/** Into another's closed store after hours by a way already broken ("it is not breaking in, the
 *  window is broken"). Counting stock after closing with the manager is an errand: the broken
 *  way or the denial is the cue. */
// biome-ignore format: packed word list
const AFTER_CLOSE: Terms = [
  'enter* after closing', 'go* in after closing', 'enter* after they close', 'enter* after close',
  'go* in after they close', 'enter* when they close', 'enter* after dem close',
  'enter* at night', 'go* inside after closing', 'climb* in after',
];
// biome-ignore format: packed word list
const BROKEN_WAY: Terms = [
  'not breaking in', 'no be break-in', 'no be breaking in', 'window is already broken',
  'window is broken', 'already broken', 'lock is broken', 'door is broken', 'window dey broken',
  'window don break', 'through the window', 'through the broken',
];
/** Entry denied as a crime before it is asked ("it is not breaking in"): held. */
// biome-ignore format: packed word list
const CRIME_DENIED: Terms = [
  'it is not breaking in', "it's not breaking in", 'this is not breaking in', 'e no be break-in',
  'e no be breaking in', 'it is not stealing', "it's not stealing", 'e no be stealing',
];

// ── Fraud ───────────────────────────────────────────────────────────────────────────────────

/** Said to be a regulator or the police to get into a shop's papers (posing as NAFDAC, SON, the
 *  consumer agency, a task force). Our own audit team named is no claim. */
// biome-ignore format: packed word list
const CLAIM_REGULATOR: Terms = [
  'say you are police', "say you're police", 'say you are the police', 'tell them you are police',
  'say you are nafdac', 'say you are from nafdac', 'say you are from son',
  'say you are fccpc', 'say you are from fccpc', 'say you are from consumer protection',
  'say you are task force', 'say you are from the task force', 'say you are from task force',
  'say you be nafdac', 'say you be police', 'say you be task force', 'say you dey from nafdac',
  'pose as nafdac', 'posing as nafdac', 'pose as son officials', 'pretend to be from nafdac',
  'pretend you are from nafdac', 'pé òṣìṣẹ́ ìjọba ni ẹ́', 'pé òṣìṣẹ́ ìjọba ni ọ́',
  'pé òṣìṣẹ́ ìjọba ni wá', 'pé ọlọ́pàá ni ẹ́', 'pé ọlọ́pàá ni ọ́', 'pé òṣìṣẹ́ nafdac ni ẹ́',
  'pé o jẹ́ òṣìṣẹ́ ìjọba', 'pé a jẹ́ òṣìṣẹ́ ìjọba', "ka ce kai ma'aikacin gwamnati ne",
  'ka ce kai dan sanda ne', "ka ce kai jami'in nafdac ne", 'na ị bụ onye ọrụ gọọmentị',
  'na ị bụ onye uwe ojii',
];

// ── Children ────────────────────────────────────────────────────────────────────────────────

/** Girls or children asked for their phone numbers (Hausa "ka karbi lambobin wayarsu"): a
 *  parent's number collected from the school is the twin. */
// biome-ignore format: packed word list
const YOUNG: Terms = [
  "kananan 'yan mata", 'kananan yan mata', 'kananan yara', 'yara', 'yaran', 'little girls',
  'young girls', 'schoolgirls', 'school girls', 'the pupils', 'pupils', 'the schoolchildren',
  'schoolchildren', 'pikin dem', 'small girls', 'àwọn ọmọdébìnrin', 'àwọn ọmọdé', 'ụmụ agbọghọ',
  'ụmụaka',
];
// biome-ignore format: packed word list
const THEIR_NUMBERS: Terms = [
  'lambobin wayarsu', 'lambar wayarsu', 'lambar wayarta', 'lambobinsu', 'their phone number*',
  'dem phone number*', 'nọ́mbà fóònù wọn', 'nọ́ńbà fóònù wọn',
  'nọmba ekwentị ha', 'their whatsapp', 'dem whatsapp',
];

/** The parents' numbers, which a school hands out, are no child's. */
// biome-ignore format: packed word list
const PARENTS_NUMBERS: Terms = [
  'parents ... their phone number*', 'guardians ... their phone number*',
  "parents' phone number*", 'lambobin wayar iyayensu',
];

// ── Groups ──────────────────────────────────────────────────────────────────────────────────

/** A people called unbelievers with a boycott or an expulsion in the same breath, named by a
 *  pronoun (the group in the title, framed there by "about"). */
// biome-ignore format: packed word list
const UNBELIEVERS: Terms = [
  'they are infidels', 'dem be infidels', 'dem na infidels', 'they are unbelievers',
  'they are pagans', 'arna ne', 'kafirai ne', 'kèfèrí ni wọ́n', 'they are heathens',
];
// biome-ignore format: packed word list
const SHUT_OUT: Terms = [
  'chased out', 'driven out', 'thrown out', 'pushed out', 'should leave', 'must leave',
  'not to buy from them', "don't buy from them", 'do not buy from them', 'no buy from dem',
  'boycott', 'should not sell to them', 'a kore su', 'kí wọ́n kúrò',
];

// ── Hazards ─────────────────────────────────────────────────────────────────────────────────

/** A fuel tank's hatch opened and the tank dipped by the Operator (held). The station's
 *  attendant doing it while the Operator records is the twin. */
// biome-ignore format: packed word list
const FUEL_TANK: Terms = [
  'underground tank hatch', 'open* the tank hatch', 'open* the underground tank', 'dip* the tank',
  'dip* the underground tank', 'dip* the fuel tank', 'dip* the petrol tank', 'dip* the diesel tank',
  'dip* the kerosene tank', 'open* the manhole of the tank', 'open the tank cover',
];
/** Wires joined to the building's supply by hand (held): plugging into a socket is the twin. */
// biome-ignore format: packed word list
const MAINS_BY_HAND: Terms = [
  'straight to the mains', "straight to the shop's mains", 'directly to the mains',
  'direct to the mains', 'to the mains wire*', "to the shop's mains wire*",
  'open* the wall socket', 'join am for mains',
];
/** The station's attendant or an electrician does it while the Operator records. */
// biome-ignore format: packed word list
const BY_A_TRADESMAN: Terms = [
  'attendant* to dip the', 'attendant* ... dip* the tank', 'station staff ... dip* the tank',
  'electrician* to connect ... to the mains', 'electrician* ... straight to the mains',
  'electrician* ... directly to the mains', 'electrician* ... to the mains wire*',
];
/** Into a building that has fallen, in Hausa, Yoruba, Igbo and Pidgin (held). */
// biome-ignore format: packed word list
const GO_INTO: Terms = [
  'shiga', 'shiga cikin', 'ka shiga', 'wọ inú', 'wọlé sí', 'banye', "banye n'ime",
  'enter', 'enter inside', 'go inside',
];
// biome-ignore format: packed word list
const FALLEN_BUILDING: Terms = [
  'ginin da ya rushe', 'gini da ya rushe', 'ginin da ya fadi', 'gidan da ya rushe',
  'shagon da ya rushe', 'ginin da ya rufta', 'ilé tó wó', 'ilé tí ó wó', 'ṣọ́ọ̀bù tó wó',
  'ụlọ dara ada', 'ụlọ ahụ dara ada', 'ụlọ dakpọrọ', 'building wey collapse', 'house wey fall',
  'building wey fall', 'shop wey collapse',
];

export const SIXTEENTH_RETAIL_SPECS: readonly CategorySpec[] = [
  {
    category: 'illegal_goods_services',
    rules: [
      { name: 'copies handed on as original', outcome: 'refuse', alone: AS_IF_ORIGINAL },
      {
        name: "another brand's registration number",
        outcome: 'refuse',
        alone: BORROWED_NUMBER,
        // Printed on the label is the harm itself, not a sign read.
        signFrames: false,
      },
      {
        name: 'fake goods bought or sold, in Yoruba',
        outcome: 'refuse',
        alone: YORUBA_FAKE_TRADED,
      },
      {
        name: "cash to a store's staff for shelf favours",
        outcome: 'refuse',
        act: CASH_ENVELOPE,
        obj: SHELF_FAVOUR,
        forward: 100,
      },
    ],
  },
  {
    category: 'violence_threats',
    rules: [
      {
        name: 'a substance put in food or drink to make people ill',
        outcome: 'refuse',
        act: DOSE,
        obj: FALL_ILL,
        forward: 140,
      },
      { name: 'a limb broken, a shop burnt with its trader', outcome: 'refuse', alone: BLOWS },
    ],
  },
  {
    category: 'surveillance_stalking',
    rules: [
      {
        name: 'a person trailed so they do not notice',
        outcome: 'refuse',
        act: TRAIL,
        obj: UNNOTICED_BY_HIM,
        forward: 120,
      },
      {
        name: 'a dossier of homes and movements',
        outcome: 'refuse',
        act: HOMES,
        obj: ROUTINES,
        forward: 120,
        backward: 120,
      },
    ],
  },
  {
    category: 'harassment_intimidation',
    rules: [
      {
        name: 'traders threatened over a rival',
        outcome: 'refuse',
        act: IF_NOT,
        obj: MAKE_TROUBLE,
        forward: 100,
      },
      { name: 'a threat left unsaid, retail', outcome: 'refuse', alone: VEILED_RETAIL },
      {
        name: 'touts taken to press a trader',
        outcome: 'refuse',
        act: TOUTS,
        obj: PRESSED,
        forward: 140,
      },
    ],
  },
  {
    category: 'trespass_break_in',
    rules: [
      {
        name: 'into a closed store by a broken way',
        outcome: 'refuse',
        act: AFTER_CLOSE,
        obj: BROKEN_WAY,
        forward: 120,
        backward: 120,
        nextSentenceHolds: true,
      },
      { name: 'entry denied as a crime', outcome: 'hold', alone: CRIME_DENIED },
      {
        name: 'a gateman lied to',
        outcome: 'hold',
        act: TELL_GUARD,
        obj: LETS_IN,
        forward: 100,
      },
    ],
  },
  {
    category: 'impersonation_fraud',
    rules: [
      { name: 'a regulator or the police claimed', outcome: 'refuse', alone: CLAIM_REGULATOR },
    ],
  },
  {
    category: 'minors_exploitation',
    rules: [
      {
        name: "children's phone numbers taken",
        outcome: 'refuse',
        act: YOUNG,
        obj: THEIR_NUMBERS,
        forward: 80,
      },
    ],
    safe: PARENTS_NUMBERS,
  },
  {
    category: 'sexual_services',
    rules: [
      {
        name: 'hostesses to the hotel rooms',
        outcome: 'refuse',
        act: HOSTESSES,
        obj: TO_THEIR_ROOMS,
        forward: 100,
      },
    ],
  },
  {
    category: 'hate_incitement',
    rules: [
      {
        name: 'a people called unbelievers and shut out',
        outcome: 'refuse',
        act: UNBELIEVERS,
        obj: SHUT_OUT,
        forward: 80,
        backward: 80,
        signFrames: false,
      },
    ],
  },
  {
    category: 'dangerous_work',
    rules: [
      { name: 'a fuel tank opened or dipped', outcome: 'hold', alone: FUEL_TANK },
      { name: 'wires joined to the mains by hand', outcome: 'hold', alone: MAINS_BY_HAND },
      {
        name: 'into a fallen building, in four languages',
        outcome: 'hold',
        act: GO_INTO,
        obj: FALLEN_BUILDING,
        forward: 60,
      },
    ],
    safe: BY_A_TRADESMAN,
  },
];
