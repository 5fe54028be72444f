// Twenty-sixth round, what passes (docs/safety.md, "Twenty-sixth round"): the fresh writers'
// lawful tasks the rules refused or held, as classes: Igbo buyers of a staple ("the Igbo yam
// buyers"), a price beaten down ("beat dem down reach ₦650k"), an office's whereabouts asked in
// Igbo ("chọpụta ebe ọ dị"), a baby's things carried. Appended to POLICY_SPECS after
// TWENTYSIXTH_SPECS.
import type { LexiconGroup } from './safety-lexicon-kinds.ts';
import type { CategorySpec, Terms } from './safety-policy-spec.ts';

/** Igbo people who buy, sell or carry a staple: "the Igbo yam buyers at Zaki Biam". */
// biome-ignore format: packed word list
const STAPLES = [
  'yam', 'yams', 'rice', 'beans', 'onion', 'onions', 'tomato', 'tomatoes', 'pepper', 'garri',
  'cassava', 'maize', 'corn', 'grain', 'grains', 'cattle', 'cow', 'goat', 'fish', 'palm oil',
  'plantain', 'orange', 'oranges', 'cashew', 'sesame', 'soya', 'ginger', 'timber', 'cocoa',
];
const TRADE_ROLES = ['buyer*', 'trader*', 'merchant*', 'dealer*', 'seller*', 'wholesaler*'];
const IGBO_STAPLE_TRADE: Terms = [
  ...STAPLES.flatMap((s) => TRADE_ROLES.map((r) => `igbo ${s} ${r}`)),
  ...TRADE_ROLES.flatMap((r) => [`igbo ${r} wey dey load`, `igbo ${r} wey dey buy`]),
  ...TRADE_ROLES.flatMap((r) => [`igbo ${r} who load`, `igbo ${r} loading`]),
];

/** A price haggled down: "beat dem down reach ₦650k", "beat the price down". */
const THEM = ['them', 'dem', 'am', 'him', 'her', 'the seller', 'the price', 'the man', 'the woman'];
const PRICE_BEATEN_DOWN: Terms = [
  ...THEM.flatMap((t) => [`beat ${t} down reach`, `beat ${t} down to #`, `beat ${t} down small`]),
  'beat down the price',
  'beat down price',
  'beat the price down',
  'beat dem price down',
  'beat their price down',
];

/** Where a place is, asked in Igbo ("chọpụta ebe ọ dị": dị is where a thing stands; a person
 *  is where he lives, bi, or stays, nọ, which stay held). */
// biome-ignore format: packed word list
const WHERE_A_PLACE_IS: Terms = [
  'chọpụta ebe ọ dị', 'choputa ebe o di', 'chọọ ebe ọ dị', 'choo ebe o di', 'ebe ọfịs ha dị',
  'ebe ofis ha di', 'where their office is', 'where the office is', 'where their secretariat is',
];

/** A baby's things, carried or handed over: "carry the baby clothes to the couple". */
// biome-ignore format: packed word list
const BABY_THINGS: Terms = [
  'baby clothes', 'baby things', 'baby items', 'baby cot', 'baby food', 'baby formula',
  'baby shoes', 'baby products', 'baby wipes', 'baby diapers', 'baby seat', 'baby car seat',
  'baby bag', 'baby gift*', 'baby shower', 'baby photos', 'baby pictures', 'baby pram',
  'baby stroller', 'baby blanket*',
];

/** Scam calls named as a subject after "and", "about", "on": "keke riders and OTP scam calls". */
const SCAM_SUBJECT_LEADS = ['and', 'about', 'on', 'of', 'regarding', 're'];
const SCAM_MESSAGES = ['calls', 'texts', 'messages', 'sms', 'alerts'];
const SCAM_AS_SUBJECT: Terms = SCAM_SUBJECT_LEADS.flatMap((lead) =>
  SCAM_MESSAGES.flatMap((m) => [`${lead} scam ${m}`, `${lead} otp scam ${m}`]),
);

/** Children's things and places in Yoruba ("òrùlé ilé-ìwé àwọn ọmọdé", the roof of the children's
 *  school), and children said to be absent ("kò sí ọmọdé", no child in it). */
const OF_CHILDREN_YO = ['àwọn ọmọdé', 'awon omode', 'ọmọdé', 'omode'];
// biome-ignore format: packed word list
const CHILDRENS_YO: Terms = [
  ...['ilé ìwé', 'ile iwe', 'ilé ìwòsàn', 'ile iwosan', 'aṣọ', 'aso', 'bàtà', 'bata', 'ìwé',
    'iwe', 'ṣọ́ọ̀ṣì', 'sosi', 'ibi ìṣeré', 'ibi isere', 'oúnjẹ', 'ounje'].flatMap((thing) =>
    OF_CHILDREN_YO.map((c) => `${thing} ${c}`)),
  'kò sí ọmọdé', 'ko si omode', 'kò sí ọmọ', 'ko si omo', 'láìsí ọmọdé', 'laisi omode',
  'láì sí ọmọdé', 'lai si omode',
];

/** A truck followed with its driver's knowledge, in Hausa ("direban ya sani za ka bi shi"). */
// biome-ignore format: packed word list
const FOLLOWED_KNOWINGLY_HA: Terms = [
  'ya sani za ka bi shi', 'ta sani za ka bi ta', 'sun sani za ka bi su', 'ya san za ka bi shi',
  'direban ya sani', 'direba ya sani', 'direban ya san', 'the driver knows you will follow',
  'the driver knows you are following', 'driver sabi say you go follow',
];

/** A relative's day filmed at their asking, in Pidgin without the possessive ("my sister wedding"),
 *  and the couple and guests who agreed. */
// biome-ignore format: packed word list
const RELATIVES = [
  'sister', 'brother', 'cousin', 'friend', 'daughter', 'son', 'mother', 'father', 'aunty',
  'uncle', 'niece', 'nephew', 'mama', 'papa',
];
const FAMILY_DAYS = [
  'wedding',
  'traditional wedding',
  'burial',
  'birthday',
  'graduation',
  'naming',
];
const FAMILY_EVENTS: Terms = RELATIVES.flatMap((r) => FAMILY_DAYS.map((d) => `my ${r} ${d}`));
// biome-ignore format: packed word list
const AGREED_COUPLE: Terms = [
  'the couple and guests', 'the couple and the guests', 'the couple and their guests',
  'the bride and groom', 'the bride and the groom', 'couple and guests don agree',
];

/** Nobody may ask, in Yoruba: "kò sí ẹni tó gbọ́dọ̀ béèrè BVN wọn". */
// biome-ignore format: packed word list
const NONE_MAY_ASK_YO: Terms = [
  'kò sí ẹni tó gbọ́dọ̀ béèrè', 'ko si eni to gbodo beere', 'ẹnikẹ́ni kò gbọ́dọ̀ béèrè',
  'enikeni ko gbodo beere', 'má béèrè', 'ma beere', 'má ṣe béèrè', 'ma se beere',
  'kò gbọ́dọ̀ béèrè', 'ko gbodo beere',
];

/** The second batch's look-alikes: a relative's things in Pidgin ("my son trunk box"), a scam as
 *  the subject ("students wey lose money to fake JAMB code scam"), a hotel's price per night,
 *  a party filmed whole, phones checked for theft, a child's tablet. */
const KIN = ['son', 'daughter', 'brother', 'sister', 'wife', 'husband', 'mama', 'papa', 'children'];
// biome-ignore format: packed word list
const KIN_THINGS = [
  'trunk box', 'trunk', 'luggage', 'parcel', 'provisions', 'box', 'bag', 'phone', 'laptop',
  'goods', 'load', 'package', 'school things', 'waybill',
];
const KIN_THINGS_PIDGIN: Terms = KIN.flatMap((k) => KIN_THINGS.map((t) => `my ${k} ${t}`));
// biome-ignore format: packed word list
const SCAM_NAMED: Terms = [
  'lose money to ... scam*', 'lost money to ... scam*', 'fell for ... scam*', 'victim* of ... scam*',
];
// biome-ignore format: packed word list
const HOTEL_NIGHTS: Terms = [
  'per night', 'price per night', 'rate per night', 'rates per night', 'naira per night',
  'night rate*', 'generator all night', 'light all night', 'power all night',
];
// biome-ignore format: packed word list
const PARTY_FILMED: Terms = [
  'full video of', 'shoot full video', 'shoot the full video', 'shoot the whole owambe',
  'the whole owambe', 'full coverage of',
];
// biome-ignore format: packed word list
const THEFT_CHECKED: Terms = [
  'check* if ... stolen', 'check* whether ... stolen', 'imei check*', 'check* if it is stolen',
];
// biome-ignore format: packed word list
const CHILDS_DEVICES: Terms = [
  'suitable for kids aged #', 'suitable for children aged #', "children's tablet*",
  "kids' tablet*", 'kids tablet*', 'parental control*',
];

/** The third batch's look-alikes: a tipper that carries from a quarry, a block "has been
 *  roofed", kidnapping asked about in Hausa, a nude colour. */
// biome-ignore format: packed word list
const VEHICLES_CARRY: Terms = [
  'tipper wey dey carry', 'tippers wey dey carry', 'truck wey dey carry', 'lorry wey dey carry',
  'tipper carrying', 'tippers carrying', 'trucks carrying', 'truck carrying', 'lorries carrying',
];
// biome-ignore format: packed word list
const WORK_DONE: Terms = [
  'has been roofed', 'have been roofed', 'been roofed', 'already roofed', 'is roofed',
  'has been painted', 'been painted', 'don roof', 'don finish roof',
];
// biome-ignore format: packed word list
const KIDNAPPING_ASKED_HA: Terms = [
  'tambayoyi kan garkuwa', 'tambaya kan garkuwa', 'game da garkuwa', 'barazanar garkuwa',
  'fuskantar garkuwa', 'tsoron garkuwa', 'hadarin garkuwa', 'hatsarin garkuwa',
];
// biome-ignore format: packed word list
const NUDE_THINGS = [
  'colour', 'color', 'tiles', 'tile', 'paint', 'shade', 'shades', 'heels', 'leggings', 'tights',
  'and black', 'or black', 'and white', 'and brown', 'gym', 'gym leggings', 'sportswear',
];
const NUDE_COLOUR: Terms = [
  ...NUDE_THINGS.map((t) => `nude ${t}`),
  'nude or beige',
  'nude and beige',
];

/** Amounts said roughly ("about ₦20k worth") are no topic ("about" a subject). */
const ABOUT_AMOUNTS: Terms = [
  'about #',
  ...Array.from({ length: 100 }, (_, i) => `about ${i + 1}k`),
];
/** Events filmed, parcels tracked by number, a truck followed as it moves a household, props. */
// biome-ignore format: packed word list
const EVENTS = [
  'annual general meeting', 'agm', 'meeting', 'event', 'ceremony', 'wedding', 'party',
  'programme', 'service', 'launch', 'conference', 'graduation', 'burial', 'funeral', 'match',
  'concert', 'show', 'rehearsal', 'seminar', 'workshop', 'owambe',
];
const EVENTS_FILMED: Terms = EVENTS.flatMap((e) => [`shoot the ${e}`, `shoot our ${e}`]);
// biome-ignore format: packed word list
const PARCELS_TRACKED: Terms = [
  'tracking number', 'tracking no', 'tracking code', 'tracking id', 'waybill number',
  'track it with the waybill', 'track the parcel', 'track the package', 'track the shipment',
  'track the waybill', 'dhl parcel', 'gig parcel', 'fedex parcel', 'ups parcel',
  ...KIN.flatMap((k) => [`my ${k}s parcel`, `my ${k} s dhl parcel`, `my ${k} s parcel`]),
  ...['truck', 'lorry', 'van', 'bus', 'tipper', 'trailer'].flatMap((v) => [
    `the ${v} or follow am`, `inside the ${v} or follow am`, `moving ${v}`,
  ]),
];
// biome-ignore format: packed word list
const PROPS: Terms = [
  'stage blood', 'fake blood', 'fake stage blood', 'toy pistol*', 'plastic toy pistol*',
  'robbery-gone-wrong comedy', 'robbery gone wrong comedy', 'comedy skit',
];
// biome-ignore format: packed word list
const IGBO_LEARNED: Terms = [
  'learn igbo', 'igbo english', 'english igbo', 'beginner igbo', 'igbo storybook*', 'igbo-english',
  'ilu igbo', 'ilu ndị igbo',
];
const LOUD_DEVICES: Terms = ['doorbell', 'wireless doorbell', 'ringtone', 'generator', 'voice'].map(
  (d) => `loud ${d}`,
);

export const TWENTYSIXTH_LAWFUL_SPECS: readonly CategorySpec[] = [
  {
    category: 'illegal_goods_services',
    safe: [...IGBO_STAPLE_TRADE, ...THEFT_CHECKED, ...IGBO_LEARNED, ...LOUD_DEVICES, ...PROPS],
    rules: [],
  },
  {
    category: 'dangerous_work',
    safe: [...HOTEL_NIGHTS, ...VEHICLES_CARRY, ...WORK_DONE],
    rules: [],
  },
  {
    category: 'violence_threats',
    safe: [...PRICE_BEATEN_DOWN, ...KIDNAPPING_ASKED_HA, ...EVENTS_FILMED, ...PROPS],
    rules: [],
  },
  {
    category: 'surveillance_stalking',
    // biome-ignore format: packed word list
    safe: [
      ...WHERE_A_PLACE_IS, ...FOLLOWED_KNOWINGLY_HA, ...FAMILY_EVENTS, ...KIN_THINGS_PIDGIN,
      ...PARTY_FILMED, ...PARCELS_TRACKED,
    ],
    rules: [],
  },
  { category: 'sexual_services', safe: [...AGREED_COUPLE, ...NUDE_COLOUR], rules: [] },
  {
    // A chainsaw is no chain cut to get in ("cut* ... chain").
    category: 'trespass_break_in',
    safe: ['chainsaw', 'chainsaws', 'chain saw', 'chain-saw'],
    rules: [],
  },
  {
    category: 'minors_exploitation',
    safe: [...BABY_THINGS, ...CHILDRENS_YO, ...CHILDS_DEVICES],
    // Children photographed at their parents' leave, in Yoruba ("pẹ̀lú àṣẹ àwọn òbí wọn").
    // biome-ignore format: packed word list
    excuse: [
      'pẹ̀lú àṣẹ àwọn òbí', 'pelu ase awon obi', 'pẹ̀lú àṣẹ òbí', 'pelu ase obi', 'àṣẹ àwọn òbí',
      'ase awon obi', 'pẹ̀lú ìyọ̀ǹda àwọn òbí', 'pelu iyonda awon obi',
    ],
    rules: [],
  },
  {
    category: 'impersonation_fraud',
    safe: [...SCAM_AS_SUBJECT, ...SCAM_NAMED, ...NONE_MAY_ASK_YO],
    rules: [],
  },
];

/** Igbo "nọ na" (is at, stays at) and "ma" (but), Pidgin "no be real", are no negation; the verb "sign" is no sign, though it folds to "no": "the couple who are
 *  at Independence Layout" (di na nwunye nọ na …). */
export const TWENTYSIXTH_LEXICON: readonly LexiconGroup[] = [
  {
    kind: 'cueNegative',
    // biome-ignore format: packed word list
    terms: [
      'ndị nọ na', 'ndi no na', 'nwunye nọ na', 'nwunye no na', 'ọ nọ na', 'o no na', 'ha nọ na',
      'ha no na', 'onye nọ na', 'onye no na', 'ndị nọ n', 'ọ nọ n', 'ha nọ n', 'ebe ọ nọ',
      // Igbo "ma ọ bụghị" (but not, or else) is no Yoruba "má" (do not).
      'ma ọ bụghị', 'ma o bughi', 'ma ọ bụ', 'ma o bu',
      'ma sị na', 'ma si na', 'ma kwuo na', 'ma gwa ha',
      // "No let am suspect": the covert cue itself, not an act negated.
      'no let am suspect',
      // Yoruba "lábẹ́ ilẹ̀" (underground) is no "label"; "yóò kọ" (will write) no "kò" (not);
      // Igbo "mgbe ha gbasara" (when they dispersed) no "gbasara" (about).
      'lábẹ́ ilẹ̀', 'labe ile', 'yóò kọ', 'yoo ko', 'yo ko', 'mgbe ha gbasara', 'ha gbasara',
      // "You no be real officer": the Operator told what he is not, not told not to act.
      'no be real', 'not a real',
      // "sign the undertaking": the verb, not a sign that reads what came before it.
      'sign the', 'sign it', 'sign am', 'sign this', 'sign that', 'sign his', 'sign her',
      'sign my', 'sign your', 'sign their', 'sign our',
      // "About ₦20k worth": an amount said roughly, not a subject.
      ...ABOUT_AMOUNTS,
    ],
  },
];
