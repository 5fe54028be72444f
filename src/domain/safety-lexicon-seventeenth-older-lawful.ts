// Seventeenth round, older rules (docs/safety.md, "Seventeenth round, older rules: older-lawful"):
// lawful errands that rules of earlier rounds still refused or held in wordings the sixteenth
// round's phrases did not reach, fixed as classes: women lodged at a hotel for an event, Yoruba
// "ìlú" (town) read as "lù" (beat), a hand-over in front of a home, goods put on a roof rack, a
// vehicle led to a home, Hausa "tara" before a thing, children minded at an activity. Each
// look-alike has a guard for its harmful twin where the look-alike's words could carry the harm.
import type { CategorySpec, Terms } from './safety-policy-spec.ts';

// ── Women lodged at a hotel for an event ────────────────────────────────────────────────────

/** Where guests sleep: the procuring rule's `needs` words. */
const LODGING = ['hotel*', 'hotel room*', 'guest house*', 'guesthouse*', 'lodge'];
/** What adults travel to and sleep at a hotel for: named, the hotel is lodging, not the room a
 *  woman is brought to. Not "party" or "event": the procuring rule's own "for the party". */
// biome-ignore format: packed word list
const EVENTS = [
  'conference*', 'workshop*', 'summit*', 'seminar*', 'training*', 'meeting*', 'wedding*',
  'convention*', 'retreat*', 'tournament*', 'competition*', 'festival*', 'burial*', 'funeral*',
];
/** The lodging and its event in one breath ("the hotel for the workshop", "hotel rooms near the
 *  summit venue"). */
const LODGED_FOR_EVENT: Terms = LODGING.flatMap((l) => EVENTS.map((e) => `${l} ... ${e}`));
/** Women as the event's own attendees ("the women coming for the wedding"): the event named, so
 *  "the girls coming for the party" is not one. */
const ATTENDING_WOMEN: Terms = ['women', 'ladies', 'girls'].flatMap((w) =>
  ['attending the', 'coming for the'].flatMap((a) => EVENTS.map((e) => `${w} ${a} ${e}`)),
);
// biome-ignore format: packed word list
const PROCURE: Terms = [
  'find*', 'bring*', 'arrang*', 'get', 'book*', 'hire*', 'supply*', 'send*', 'provide*',
  'organi*', 'recruit*', 'take',
];
/** Who the women are for, or to do what: the twin of the lodged attendee. */
// biome-ignore format: packed word list
const FOR_CLIENTS: Terms = [
  'to entertain', 'entertain the', 'entertain our', 'keep ... company', 'to enjoy', 'to please',
  'for the guest*', 'for our guest*', 'for my guest*', 'for the visitor*', 'for our visitor*',
  'for the chief*', 'for the men', 'for the vip*', 'for the oga*', 'for oga', 'for my oga',
  'for the boss', 'for my boss', 'for the client*', 'for my client*', 'for the delegate*',
  'for the commissioner', 'for the politicians', 'for the sponsor*', 'for fun', 'to my room',
  'to his room', 'to their rooms', 'sleep with', 'spend the night',
];

// ── Yoruba ìlú (town) ───────────────────────────────────────────────────────────────────────

/** "ìlú" (town) folds to "ilu", which the trie's i/l likeness reads as "lù" (beat). Said with a
 *  word of place, it is a town: "ọjà ìlú", "ìlú náà", "ìlú kejì". Not after "sí", "ní", "ti" or
 *  "láti": "kí o sì lù ú", "ó ti lù ú", "láti lù ú" fold the same; nor "ìlú yín": "a máa lù
 *  yín" (we will beat you). */
// biome-ignore format: packed word list
const TOWN: Terms = [
  ...['ọjà', 'ọba', 'olórí', 'ará', 'gbogbo', 'inú', 'àárín', 'ìgbìmọ̀', 'ẹnu'].map(
    (w) => `${w} ìlú`,
  ),
  ...['náà', 'yìí', 'ńlá', 'kejì', 'kékeré', 'tuntun', 'wa', 'mi', 'rẹ̀', 'tó', 'kan'].map(
    (w) => `ìlú ${w}`,
  ),
];

// ── A hand-over in front of a home ──────────────────────────────────────────────────────────

/** Things handed over at a door ("until she brings out the parcel"). */
// biome-ignore format: packed word list
const HANDED: Terms = [
  'camera*', 'parcel*', 'package*', 'keys', 'document*', 'cheque*', 'goods', 'order', 'box',
  'laptop*', 'dress*', 'clothes', 'form*', 'envelope*',
];
/** Where one waits for it: the harassment rule's "in front of her house", "at her gate". */
const AT_HER_FRONT = ['his', 'her'].flatMap((p) => [`in front of ${p} house`, `at ${p} gate`]);
// "the" after the gap: "until she brings out the parcel" is four words and the thing's article.
const HANDED_AT_FRONT: Terms = AT_HER_FRONT.flatMap((at) =>
  HANDED.flatMap((t) => [`${at} ... ${t}`, `${at} ... the ${t}`]),
);

// ── Goods put on a roof rack ────────────────────────────────────────────────────────────────

/** Luggage and loads: what goes on a vehicle's rack. */
// biome-ignore format: packed word list
const GOODS = [
  'bags', 'bag', 'luggage', 'loads', 'load', 'boxes', 'cartons', 'crates', 'suitcase*', 'sacks',
  'mattress*', 'goods', 'cargo', 'chairs', 'yams', 'tubers',
]; /** A vehicle's rack or roof: not a house's ("the roof of the house" is a height). */
// biome-ignore format: packed word list
const RACK = [
  'roof rack*', 'roof-rack*', 'roofrack*', 'roof carrier*', 'roof of the bus', 'roof of the car',
  'roof of the van', 'roof of the danfo', 'roof of the vehicle',
];
/** The goods right before the rack, by any verb ("put their bags on the roof rack", "lift the
 *  boxes onto the roof of the danfo"): no gap, so a person named there ("put the boys on the roof
 *  rack") stays held, and so does "load the boys on the roof rack", which the sixteenth round's
 *  verb-led phrase (replaced by this one) passed. */
const GOODS_ON_RACK: Terms = GOODS.flatMap((g) =>
  ['on the', 'onto the', 'to the'].flatMap((on) => RACK.map((r) => `${g} ${on} ${r}`)),
);
/** People riding up there with the goods ("let the boys sit with the bags on the roof rack"). */
// biome-ignore format: packed word list
const PERCH: Terms = [
  'sit*', 'sat', 'ride*', 'rode', 'stand*', 'stood', 'lie', 'lying', 'perch*', 'climb*', 'sleep*',
  'hang*', 'travel*', 'squeeze*', 'join*', 'kneel*',
];
const WITH_GOODS: Terms = ['with the', 'with their', 'on top of the'].flatMap((w) =>
  GOODS.map((g) => `${w} ${g}`),
);
/** People loaded with the goods ("load the boys and the bags onto the roof rack"). */
// biome-ignore format: packed word list
const PEOPLE_AND: Terms = [
  'boys', 'children', 'kids', 'passengers', 'apprentice*', 'conductor', 'people', 'girls',
  'women', 'men', 'yourself', 'pikin*',
].flatMap((p) => [`${p} and`, `${p} with`]);
// biome-ignore format: packed word list
const PUT: Terms = [
  'put*', 'load*', 'place*', 'lift*', 'pack*', 'carry', 'tie*', 'strap*', 'stack*', 'keep',
  'send', 'let',
];

// ── A vehicle led to a home ─────────────────────────────────────────────────────────────────

/** Vehicles a convoy or a delivery follows to where the owner asked it to go. A person's own car
 *  is not one: "follow her car to her house" is the stalking rule's. */
// biome-ignore format: packed word list
const VEHICLES = [
  'bus', 'lorry', 'truck', 'van', 'pickup', 'tipper', 'trailer', 'keke', 'convoy', 'danfo',
  'canter', 'tanker',
];
// His or her only: the stalking rule has no "their house".
const LED_HOME: Terms = VEHICLES.flatMap((v) =>
  ['his', 'her'].flatMap((p) => [
    ...['house', 'home', 'office'].map((h) => `the ${v} to ${p} ${h}`),
    // Pidgin "follow the lorry reach her house".
    `the ${v} reach ${p} house`,
    `the ${v} go ${p} house`,
  ]),
);

// ── Hausa "tara" before a thing ─────────────────────────────────────────────────────────────

/** "Ka tara shara / takardun rajista / kuɗin makaranta": gathering things, not children, though
 *  the children may be named after them ("a filin wasan yara", "takardun rajistar yara"). Not
 *  "bayanai" or "hotuna": information or pictures gathered from children are the harm. */
// biome-ignore format: packed word list
const HAUSA_THINGS = [
  'shara', 'takardu*', 'kudi*', 'kuɗi*', 'littattafa*', 'kaya*', 'kujeru', 'kwalaye', 'rasit*',
  'fom*', 'sa hannu', 'gudummawa*', 'tallafi*', 'ruwa', 'itace', 'abinci*', 'kayan abinci',
  'hatsi', 'shinkafa', 'buhu*', 'tufafi*', 'riguna*', 'kwalabe*', 'robobi*', 'leda*',
];
const TARA_THINGS: Terms = HAUSA_THINGS.map((t) => `tara ${t}`);

// ── Children minded at an activity ──────────────────────────────────────────────────────────

/** "Watch the children while they swim / until their coach arrives / for their mother": minding
 *  them, as a babysitter or a helper at a school's activity does. Not "watch the children at the
 *  pool": a stranger's watching says no more. */
const MINDED: Terms = ['the ', 'my ', 'their ', ''].flatMap((d) =>
  ['children', 'kids', 'twins', 'pikin dem', 'pikin'].flatMap((k) =>
    ['while', 'until', 'till', 'during', 'for their'].map((l) => `watch* ${d}${k} ${l}`),
  ),
);
/** Minding turned into recording or reporting them: the twin. */
// biome-ignore format: packed word list
const RECORD_THEM: Terms = [
  'film*', 'photograph*', 'video*', 'record*', 'snap*', 'take photo*', 'take picture*',
  'send me', 'note', 'tell me', 'report*', 'write down',
];
// biome-ignore format: packed word list
const THEM: Terms = [
  'them', 'dem', 'of them', 'video*', 'photo*', 'picture*', 'clip*', 'which', 'who', 'when they',
  'where they', 'alone',
];

export const SEVENTEENTH_OLDER_LAWFUL_SPECS: readonly CategorySpec[] = [
  {
    category: 'sexual_services',
    rules: [
      {
        // The lodging or the attendees said with the event hide the procuring rule's hotel and
        // women; who they are for, said in the same sentence, still refuses.
        name: 'women lodged for an event, brought for guests',
        outcome: 'refuse',
        act: PROCURE,
        obj: FOR_CLIENTS,
        needs: [...LODGED_FOR_EVENT, ...ATTENDING_WOMEN],
        forward: 80,
      },
    ],
    safe: [...LODGED_FOR_EVENT, ...ATTENDING_WOMEN],
  },
  { category: 'violence_threats', rules: [], safe: TOWN },
  { category: 'harassment_intimidation', rules: [], safe: HANDED_AT_FRONT },
  {
    category: 'dangerous_work',
    rules: [
      {
        name: 'riding up on a roof rack with the goods',
        outcome: 'hold',
        act: PERCH,
        obj: WITH_GOODS,
        needs: GOODS_ON_RACK,
        forward: 8,
        backward: -1,
      },
      {
        name: 'people loaded onto a roof rack with the goods',
        outcome: 'hold',
        act: PUT,
        obj: PEOPLE_AND,
        needs: GOODS_ON_RACK,
        forward: 12,
        backward: -1,
      },
    ],
    safe: GOODS_ON_RACK,
  },
  { category: 'surveillance_stalking', rules: [], safe: LED_HOME },
  { category: 'minors_exploitation', rules: [], safe: TARA_THINGS },
  {
    category: 'minors_exploitation',
    rules: [
      {
        name: 'children minded, then recorded or reported',
        outcome: 'refuse',
        act: RECORD_THEM,
        obj: THEM,
        needs: MINDED,
        forward: 16,
        backward: -1,
        askFrames: false,
      },
    ],
    safe: MINDED,
  },
];
