// Fifteenth round, phones, computers and the internet trade (voice-29): lawful errands the rules
// refused, as classes (docs/safety.md, "Fifteenth round, voice-29"). Spread into
// FIFTEENTH_DEVICES_SPECS.
import type { CategorySpec, Terms } from './safety-policy-spec.ts';

/** Loud as in volume: speakers and sound gear, not "loud" the cannabis. */
// biome-ignore format: packed word list
const LOUD_SOUND: Terms = [
  'loud speaker*', 'loudspeaker*', 'loud jbl*', 'loud bluetooth*', 'loud sound*', 'loud music',
  'loud mic*', 'loud woofer*', 'loud pa', 'loud horn*', 'loud sony*', 'loud tecno*',
];

/** A subscription's or licence's new expiry date after renewal, not a relabelled product. */
// biome-ignore format: packed word list
const RENEWED_UNTIL: Terms = [
  'receipt and the new expiry date', 'new expiry date of the subscription',
  'new expiry date of the plan', 'new expiry date of the licen*', 'new expiry date on the receipt',
  'renewal ... new expiry date', 'subscription ... new expiry date', 'renew* ... new expiry date',
];

/** A machine looked at, not opened or fuelled ("no open am, no add fuel"): not a parcel. */
// biome-ignore format: packed word list
const MACHINE_UNTOUCHED: Terms = [
  'no open am ... no add fuel', 'no open am ... no add oil', 'no open am ... no pour fuel',
  'no open am ... no fuel', 'no open am ... no on am', 'no open am ... no start am',
];

/** A threat received by the writer and reported, not sent. */
// biome-ignore format: packed word list
const THREAT_RECEIVED: Terms = [
  'sent us a threatening', 'sent me a threatening', 'someone sent ... threatening',
  'somebody sent ... threatening', 'we received a threatening', 'i received a threatening',
  'threatening sms ... report*', 'threatening message* ... report*', 'threatening call* ... report*',
  'report* ... threatening sms', 'report* ... threatening message*', 'report* ... threatening call*',
];

/** Harassment asked about or suffered (a survey, a complaint), not done. */
// biome-ignore format: packed word list
const HARASSED_ASKED: Terms = [
  'harassed you', 'been harassed', 'were harassed', 'was harassed', 'ever harassed',
  'harassed by', 'get harassed', 'got harassed',
];

/** Our own vehicle followed with its driver told. */
// biome-ignore format: packed word list
const DRIVER_TOLD: Terms = [
  'driver know say you dey follow', 'driver know say you go follow', 'driver knows you are following',
  'driver knows you will follow', 'driver knows you will be following', 'driver know you dey follow',
  'rider know say you dey follow', 'driver knows you are behind',
];

/** Hateful comments hidden, reported or deleted by the page's owner. */
const MODERATE = ['hide', 'report', 'reports', 'delete', 'remove', 'flag'];
// biome-ignore format: packed word list
const HATEFUL = [
  'the ones that insult*', 'comments that insult*', 'the comments that insult*', 'posts that insult*',
  'the posts that insult*', 'those that insult*', 'any comment* that insult*',
];
const MODERATED: Terms = MODERATE.flatMap((verb) => HATEFUL.map((which) => `${verb} ${which}`));

/** A language named ("ní èdè Yorùbá"), not a people. */
// biome-ignore format: packed word list
const LANGUAGE_NAMED: Terms = [
  'èdè yorùbá', 'ní èdè yorùbá', 'èdè hausa', 'èdè igbo', 'harshen hausa', 'harshen yarbanci',
  'harshen yoruba', 'asụsụ yoruba', 'asụsụ hausa', 'asụsụ igbo', 'yoruba language',
  'hausa language', 'igbo language',
];

/** An impostor reported: something pretending to be us or our bank. */
const IMPOSTOR_THINGS = ['link', 'page', 'message', 'sms', 'email', 'site', 'website', 'account'];
const OURS = ['us', 'our bank', 'our company', 'our shop', 'our business', 'our brand', 'our page'];
const IMPOSTOR_REPORTED: Terms = IMPOSTOR_THINGS.flatMap((thing) =>
  OURS.flatMap((who) => [`${thing} pretending to be ${who}`, `${thing} claiming to be ${who}`]),
);

/** A scam taught or warned against, in Hausa and Yoruba; handouts on a scam. */
// biome-ignore format: packed word list
const SCAM_TAUGHT: Terms = [
  'gane sakon damfara', 'gane sakonnin damfara', 'gane damfara', 'game da sakonnin damfara',
  'game da sakon damfara', 'game da damfara', 'hattara da damfara', 'ku kiyaye damfara',
  'wayar da kai ... damfara', 'ilimantarwa ... damfara', 'jẹ́ jìbìtì', 'ṣọ́ra fún jìbìtì',
  'ẹ ṣọ́ra fún jìbìtì', 'ìkìlọ̀ ... jìbìtì', 'nípa jìbìtì', 'leaflet* on fake', 'leaflet* about fake',
  'flyer* on fake', 'flyer* about fake', 'handbill* on fake', 'poster* on fake', 'sticker* on fake',
];

/** The Operator told outright not to climb: the ladder is only held or low. */
// biome-ignore format: packed word list
const NO_CLIMBING: Terms = [
  'no climbing roof', 'no climbing at all', 'no climb roof', 'no roof climbing',
  'no climbing of roof*', 'you no go climb', 'ladder no pass # metre*', 'ladder no pass #m',
  'ladder not more than # metre*', 'do not climb the roof', 'no climbing the roof',
];

export const DEVICES_LOOKALIKE_SPECS: readonly CategorySpec[] = [
  {
    category: 'illegal_goods_services',
    rules: [],
    safe: [...LOUD_SOUND, ...RENEWED_UNTIL, ...MACHINE_UNTOUCHED],
  },
  { category: 'harassment_intimidation', rules: [], safe: [...THREAT_RECEIVED, ...HARASSED_ASKED] },
  { category: 'violence_threats', rules: [], safe: THREAT_RECEIVED },
  { category: 'surveillance_stalking', rules: [], safe: DRIVER_TOLD },
  { category: 'hate_incitement', rules: [], safe: [...MODERATED, ...LANGUAGE_NAMED] },
  { category: 'impersonation_fraud', rules: [], safe: [...IMPOSTOR_REPORTED, ...SCAM_TAUGHT] },
  { category: 'dangerous_work', rules: [], safe: [], anywhere: NO_CLIMBING },
];
