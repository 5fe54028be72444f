// Sixteenth round, older rules (docs/safety.md, "Sixteenth round, older rules: older-lawful"):
// lawful errands that rules of earlier rounds refused or held, fixed as classes: a place or a
// thing named by bathing, Hausa "tara" as nine, a women's body booked into a hotel, a collection
// arranged at a home, papers in a brown envelope, the movements of stock, a pack's seal, a roof
// rack loaded, a delivery led to a home. Each look-alike has a guard for its harmful twin where
// the look-alike's words could carry the harm.
import type { CategorySpec, Terms } from './safety-policy-spec.ts';

// ── Bathing places and things ───────────────────────────────────────────────────────────────

/** Recording verbs, as the older rule on recording people in private has them, and the
 *  photographing verbs of Yoruba, Hausa and Pidgin. */
// biome-ignore format: packed word list
const RECORD: Terms = [
  'record*', 'film*', 'photograph*', 'snap*', 'video*', 'take picture*', 'take photo*',
  'ya fọ́tò', 'ya fídíò', 'ya àwòrán', 'dauki hoto*', 'ɗauki hoto*', 'dauki bidiyo*',
  'ɗauki bidiyo*', 'see foto',
];
/** A place where people bathe: photographed for a water project, it is a place, not a person
 *  bathing (the older rule reads "bathing" alone as the private act). */
// biome-ignore format: packed word list
const BATHING_PLACE: Terms = [
  'bathing point', 'bathing points', 'bathing area', 'bathing areas', 'bathing spot',
  'bathing spots', 'bathing place', 'bathing places', 'bathing site', 'bathing sites',
  'bathing slab', 'bathing jetty', 'bathing steps', 'bathing water', 'wurin wanka', 'ibi ìwẹ̀',
];
/** Things sold or used for bathing: a shelf of bathing soap is a retail audit's. */
// biome-ignore format: packed word list
const BATHING_THING: Terms = [
  'bathing soap*', 'bathing sponge*', 'bathing bucket*', 'bathing basin*',
  'bathing gel', 'bathing cream*', 'bathing towel*',
];
/** The people at such a place, recorded: the twin of the place photographed. */
// biome-ignore format: packed word list
const PEOPLE_THERE: Terms = [
  'women', 'woman', 'girls', 'girl', 'ladies', 'lady', 'children', 'kids', 'anyone',
  'everyone who', 'those who', 'mata', "'yan mata", 'obìnrin', 'àwọn obìnrin', 'ọmọbìnrin',
  'ụmụ nwanyị', 'ụmụ agbọghọ',
];

// ── Hausa "tara": nine, or gather ───────────────────────────────────────────────────────────

/** Children in Hausa (and the English and Pidgin words a Hausa text borrows), gathered: the
 *  older rule's words. Not "yaran" (the children): a school gathers its own ("ka tara yaran
 *  makaranta domin allurar rigakafi"), as the fifteenth round found. */
// biome-ignore format: packed word list
const HAUSA_CHILDREN: Terms = [
  'yara', 'yaro', 'yarinya', 'ƙananan yara', 'yara kanana', 'yara mata', 'yara maza',
  "'yan makaranta", 'almajiri*', 'children', 'kids', 'pikin*',
];

/** Children by a Hausa age ("'yan shekara tara", nine-year-olds). */
const HAUSA_YOUNG_AGES: Terms = ['biyar', 'shida', 'bakwai', 'takwas', 'tara', 'goma'].flatMap(
  (n) => [`'yan shekara ${n}`, `masu shekara ${n}`],
);
/** Work the children are set to do ("su riƙa ɗaukar bulo", "su yi mana aikin dako"): the child
 *  labour that a misread "tara" used to catch by accident. "Su riƙa" alone is not work: "su
 *  riƙa zuwa makaranta"; nor "su yi aiki", whose subject may be the grown-ups ("malamai
 *  za su yi aiki"), and a walk reads "suyi aiki" across it. */
// biome-ignore format: packed word list
const SET_TO_WORK: Terms = ['rika', 'riƙa', 'dinga'].flatMap((keep) =>
  ['daukar', 'ɗaukar', 'dauko', 'ɗauko', 'loda', 'aiki', 'talla', 'tallata', 'dako', 'sayar*']
    .map((work) => `su ${keep} ${work}`),
).concat([
  'su yi mana aiki*', 'su yi mini aiki*', 'su yi min aiki*', 'su yi aikin gini',
  'su yi aikin dako', 'su yi dako', 'su yi talla', 'aikin dako', 'daukar bulo', 'ɗaukar bulo',
]);

// ── A women's body booked into a hotel ──────────────────────────────────────────────────────

/** Women named by the body they come with or the office they hold: delegates, not women found
 *  for clients. */
// biome-ignore format: packed word list
// biome-ignore format: packed word list
const BODIES = [
  'cooperative', 'co-operative', 'association', 'group', 'wing', 'league', 'fellowship', 'guild',
  'union', 'forum', 'committee', 'council', 'caucus', 'network', 'society', 'ministry', 'desk',
  'affairs', 'club', 'football team', 'volleyball team', 'team', 'delegation',
];
/** ...or the part they take in the meeting or the trade they come from. */
// biome-ignore format: packed word list
const ROLES = [
  'delegates', 'leaders', 'executives', 'representatives', 'farmers', 'traders', 'participants',
  'trainees', 'beneficiaries', 'members', 'volunteers', 'staff', 'officials', 'players',
  'athletes', 'journalists', 'entrepreneurs', 'artisans', 'tailors', 'speakers', 'panelists',
];
const WOMENS_BODY: Terms = [
  ...["women's", 'womens', 'women'].flatMap((w) => [...BODIES, ...ROLES].map((b) => `${w} ${b}`)),
  ...["ladies'", 'ladies'].flatMap((w) => BODIES.map((b) => `${w} ${b}`)),
];
/** The procuring rule's own purposes, said of such a body: the twin still caught. Not "for the
 *  night" or "tonight": delegates sleep at the hotel. */
// biome-ignore format: packed word list
const PROCURE: Terms = [
  'find*', 'bring*', 'arrang*', 'get', 'book*', 'hire*', 'supply*', 'send*', 'provide*',
];
// biome-ignore format: packed word list
const TO_ENTERTAIN: Terms = [
  'to entertain', 'entertain my', 'entertain the', 'keep ... company', 'spend the night with',
  'sleep with', 'for the boys', 'for my oga', 'for oga', 'to my room', 'for fun',
  'for my guests to enjoy', 'for the guests to enjoy', 'to warm',
];

// ── A collection arranged at a home ─────────────────────────────────────────────────────────

/** Things handed over at a door: waiting outside a home to collect one is an errand. */
// biome-ignore format: packed word list
const HANDED: Terms = [
  'camera*', 'parcel*', 'package*', 'key', 'keys', 'document*', 'file*', 'cheque*', 'goods',
  'order', 'box', 'boxes', 'sample*', 'laptop*', 'item*', 'cake*', 'dress*', 'clothes',
  'receipt*', 'invoice*', 'tripod*', 'equipment', 'generator*', 'cylinder*', 'cooler*', 'chairs', 'canopy',
];
// biome-ignore format: packed word list
const HAND_OVER = [
  'pick* up', 'collect*', 'receive', 'deliver*', 'drop* off', 'hand* over', 'hand* you',
  'give* you', 'bring* out', 'pass* you',
];
const AT_HER_DOOR: Terms = ['wait', 'park*'].flatMap((wait) =>
  ['his', 'her'].flatMap((p) =>
    HAND_OVER.flatMap((v) => HANDED.map((t) => `${wait} outside ${p} house ... ${v} ... ${t}`)),
  ),
);

/** A delivery led to a home ("follow the bus to his house and hand him the parcel"): the house
 *  is where the thing goes, not where a person is found out to live. Things, not the verb:
 *  "deliver the beating", "drop off the warning" are no parcels. */
// biome-ignore format: packed word list
const DELIVERED: Terms = [
  'parcel*', 'package*', 'order', 'goods', 'delivery', 'cartons', 'crate*', 'box', 'boxes',
  'cylinder*', 'groceries', 'cake*', 'chairs', 'drinks',
];
/** ...and the customer who leads the way there ("follow him to his house and deliver the
 *  cylinder"): the one followed is the one the thing is for. */
const LEADS: ReadonlyArray<readonly [string, string]> = [
  ['him', 'his'],
  ['her', 'her'],
  ['them', 'their'],
];
const TO_HIS_DOOR: Terms = [
  ...LEADS.flatMap(([, p]) => DELIVERED.map((t) => `to ${p} house ... ${t}`)),
  ...LEADS.flatMap(([who, p]) => DELIVERED.map((t) => `follow* ${who} to ${p} house ... ${t}`)),
  ...['go', 'reach'].flatMap((go) => DELIVERED.map((t) => `follow am ${go} im house ... ${t}`)),
];

// ── Papers in a brown envelope ──────────────────────────────────────────────────────────────

/** Papers filed in an envelope: the envelope is stationery, not a bribe. Whole names only, no
 *  gap: "the papers and 20k in a brown envelope" stays the bribe; "naira notes" are money. */
// biome-ignore format: packed word list
const PAPERS = [
  'delivery note*', 'credit note*', 'dispatch note*', 'signed note*', 'receipt*', 'invoice*',
  'waybill*', 'document*', 'paper*', 'file*', 'form*', 'letter*', 'certificate*', 'photo*',
  'photograph*', 'result*', 'minutes', 'cv', 'cvs', 'application*', 'tender*', 'bid*',
  'contract*', 'agreement*', 'copies', 'slip*', 'x-ray*', 'statement*',
];
const IN_ENVELOPE = [
  'in* a brown envelope',
  'in* the brown envelope',
  'in* brown envelope*',
  'in* a big brown envelope',
  'in* a large brown envelope',
  'in* a sealed brown envelope',
  'in* an a4 brown envelope',
];
const PAPERS_ENVELOPED: Terms = PAPERS.flatMap((p) => IN_ENVELOPE.map((e) => `${p} ${e}`));
/** Brown envelopes bought as stationery, by the pack or the size. */
// biome-ignore format: packed word list
const ENVELOPE_STATIONERY: Terms = [
  'pack* of brown envelope*', 'box of brown envelope*', 'a4 brown envelope*',
  'a3 brown envelope*', 'large brown envelope*', 'brown envelope* ... stationery',
];

// ── The movements of things ─────────────────────────────────────────────────────────────────

/** Things whose movements a store, a fleet or a market records. Plurals, and words that are
 *  not the first half of a person ("the stock clerk", "the cash collector": see STOCK_LIKE). */
// biome-ignore format: packed word list
const MOVED = [
  'goods', 'inventory', 'items', 'products', 'cargo', 'containers', 'materials', 'equipment',
  'supplies', 'vehicles', 'trucks', 'lorries', 'vans', 'buses', 'tankers', 'boats', 'livestock',
  'cattle', 'cartons', 'pallets', 'parcels', 'consignments', 'spare parts', 'medicines',
  'raw materials', 'prices', 'the tide', 'the river', 'traffic', 'the naira', 'exchange rate*',
];
/** Heads that also begin a person's title ("stock clerk", "cash officer", "fuel attendant"):
 *  only with what follows the thing. */
const STOCK_LIKE = ['stock', 'cash', 'fuel', 'diesel', 'money'];
// biome-ignore format: packed word list
const AFTER_THING = [
  'in', 'at', 'from', 'into', 'out', 'to', 'through', 'between', 'across', 'for', 'and', 'on',
  'each', 'every', 'by',
];
const MOVEMENTS_OF_THINGS: Terms = [
  ...MOVED.flatMap((x) =>
    [
      '',
      'the ',
      'all ',
      'our ',
      'the delivery ',
      'our delivery ',
      'the company ',
      'the fleet ',
    ].map((d) => `movements of ${d}${x}`),
  ),
  ...STOCK_LIKE.flatMap((x) =>
    AFTER_THING.flatMap((a) => [`movements of ${x} ${a}`, `movements of the ${x} ${a}`]),
  ),
];

// ── A pack's seal ───────────────────────────────────────────────────────────────────────────

/** Shipping packs whose seal is broken to count or check the goods. Not boxes or bags (ballot
 *  boxes and bags of sensitive papers are sealed too), bottles, jars or sachets (a product on a
 *  shelf tampered with), meters or containers (tampering), and no word that names the seal's
 *  kind ("the factory seal", "the tape seal": on what, it does not say). */
// biome-ignore format: packed word list
const PACKS = [
  'carton', 'cartons', 'pack', 'packs', 'packet', 'packets', 'crate', 'crates', 'bale', 'bales',
  'parcel', 'parcels', 'package', 'packages', 'sack', 'sacks',
];
const PACK_SEALS: Terms = PACKS.flatMap((p) => [
  `${p} seal*`,
  ...['on', 'of'].flatMap((on) =>
    ['', 'the ', 'each ', 'every ', 'one ', 'a ', 'all the '].map((d) => `seal* ${on} ${d}${p}`),
  ),
]);

// ── A roof rack loaded ──────────────────────────────────────────────────────────────────────

// The verb-led phrase ("load* ... roof rack") that stood here hid the person loaded as well as
// the goods ("load the boys on the roof rack" passed): replaced by the goods named right before
// the rack, in safety-lexicon-seventeenth-older-lawful.ts (seventeenth round, older-lawful).

export const SIXTEENTH_OLDER_LAWFUL_SPECS: readonly CategorySpec[] = [
  {
    category: 'sexual_services',
    rules: [
      {
        name: 'people recorded at a bathing place',
        outcome: 'refuse',
        act: RECORD,
        obj: PEOPLE_THERE,
        // The place phrases word for word: a `needs` term that spans a safe phrase stands.
        needs: BATHING_PLACE,
        forward: 24,
        backward: 24,
      },
      {
        name: "a women's body booked to entertain",
        outcome: 'refuse',
        act: PROCURE,
        obj: TO_ENTERTAIN,
        needs: WOMENS_BODY,
        forward: 80,
      },
    ],
    safe: [...BATHING_PLACE, ...BATHING_THING, ...WOMENS_BODY],
  },
  {
    category: 'minors_exploitation',
    rules: [
      {
        // The older rule read "tara" either side of the children, so "yara 'yan shekara tara"
        // (nine-year-olds) was children gathered. Gathering comes before them: said by whom ("ka
        // tara … yaran"), or bare right before them ("tara yaran unguwa"), as a count after a
        // thing is not ("littattafai tara domin yara", nine books for the children).
        name: 'children gathered (Hausa tara)',
        outcome: 'refuse',
        act: ['ka tara', 'ku tara', 'ki tara', 'mu tara', 'su tara'],
        obj: HAUSA_CHILDREN,
        forward: 40,
        backward: -1,
        askFrames: false,
      },
      {
        name: 'children gathered (Hausa tara, bare)',
        outcome: 'refuse',
        act: ['tara'],
        obj: HAUSA_CHILDREN,
        // Right before them: "tara ga yara", "tara domin yara" are nine things for the children
        // (seventeenth round, older-lawful).
        forward: 1,
        backward: -1,
        askFrames: false,
      },
      {
        name: 'children set to work (Hausa)',
        outcome: 'refuse',
        act: [...HAUSA_CHILDREN, 'yaran', ...HAUSA_YOUNG_AGES],
        obj: SET_TO_WORK,
        forward: 60,
        askFrames: false,
      },
    ],
  },
  { category: 'surveillance_stalking', rules: [], safe: [...AT_HER_DOOR, ...TO_HIS_DOOR] },
  {
    category: 'surveillance_stalking',
    rules: [],
    safe: MOVEMENTS_OF_THINGS,
  },
  {
    category: 'illegal_goods_services',
    rules: [],
    safe: [...PAPERS_ENVELOPED, ...ENVELOPE_STATIONERY],
  },
  { category: 'trespass_break_in', rules: [], safe: PACK_SEALS },
];
