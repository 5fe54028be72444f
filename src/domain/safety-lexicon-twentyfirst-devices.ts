// Twenty-first round, watched through devices (docs/safety.md, "Twenty-first round, watched
// through devices"): a camera hidden where people bathe or change, calls recorded or a chat cloned
// behind a person's back, a tracker slipped into a person's bag, a number's call logs got from
// inside the network. A shop's CCTV, a fleet's trackers and a phone's own "find my phone" are the
// twins. Appended to POLICY_SPECS.
import type { CategorySpec, Terms } from './safety-policy-spec.ts';

/** A camera put somewhere unseen. */
// biome-ignore format: packed word list
const CAMERA_HIDDEN: Terms = [
  'put a ... camera', 'put small camera', 'hide ... camera', 'hidden camera*', 'pinhole camera*',
  'spy camera*', 'small camera in', 'tiny camera', 'install* a camera in', 'fix* a camera in',
  'camera in the ceiling', 'camera inside the',
];
/** ...where people bathe, change or sleep. */
// biome-ignore format: packed word list
const WHERE_THEY_UNDRESS: Terms = [
  'bathroom*', 'toilet*', 'changing room*', 'shower*', 'female hostel', 'ladies hostel',
  "girls' hostel", 'girls hostel', 'her bedroom', 'her room', 'their bedroom', 'dressing room*',
];

/** A person's calls recorded, or their chat cloned, behind their back. */
// biome-ignore format: packed word list
const CALLS_OR_CHAT_TAKEN: Terms = [
  'record* ... phone calls of', 'record* his calls', 'record* her calls', 'record* his phone calls',
  'record* her phone calls', 'record* the calls of', 'listen to his calls', 'listen to her calls',
  'tap his phone', 'tap her phone', 'tap* ... phone line', 'clone* ... whatsapp', 'clone his phone',
  'clone her phone', "clone* my husband's", "clone* my wife's", 'mirror his whatsapp',
  'mirror her whatsapp', 'his whatsapp on this phone', 'her whatsapp on this phone',
  'call logs of this number', 'call log of this number', 'call records of this number',
  'call history of this number', 'call logs of his', 'call logs of her', 'call logs of my',
  'call records of his', 'call records of her', 'sms records of',
];
// biome-ignore format: packed word list
const SECRETLY_OR_FROM_INSIDE: Terms = [
  'secretly', 'he must not know', 'she must not know', 'without him knowing', 'without her knowing',
  'when he is asleep', 'when she is asleep', 'while he sleeps', 'while she sleeps',
  'friend at mtn', 'friend at glo', 'friend at airtel', 'friend at the network', 'i will pay',
  'without their knowledge', 'without his knowledge', 'without her knowledge',
];

/** A tracker slipped onto a person. Not a bare "tracker": a fitness tracker is a gift. */
// biome-ignore format: packed word list
const TRACKERS: Terms = [
  'airtag*', 'air tag*', 'tile tracker*', 'gps tracker*', 'tracking device*',
];
// biome-ignore format: packed word list
const A_PERSONS_THINGS: Terms = [
  'handbag', 'her bag', 'his bag', 'inside her', 'inside his', "my ex's", 'my ex', "my wife's",
  "my husband's", "my girlfriend's", "my boyfriend's", 'her car', 'his car', 'her purse',
  'his wallet', 'her wallet',
];

/** Trackers that follow no one: a watch's steps, a budget. */
// biome-ignore format: packed word list
const TRACKERS_OF_NO_ONE: Terms = [
  'fitness tracker*', 'activity tracker*', 'step tracker*', 'sleep tracker*', 'period tracker*',
  'expense tracker*', 'budget tracker*', 'habit tracker*', 'fitness band*',
];

export const TWENTYFIRST_DEVICES_SPECS: readonly CategorySpec[] = [
  {
    category: 'sexual_services',
    rules: [
      {
        name: 'a camera hidden where people undress',
        outcome: 'refuse',
        act: CAMERA_HIDDEN,
        obj: WHERE_THEY_UNDRESS,
        forward: 60,
        backward: 40,
      },
    ],
  },
  {
    category: 'surveillance_stalking',
    safe: TRACKERS_OF_NO_ONE,
    rules: [
      {
        name: "a person's calls or chat taken behind their back",
        outcome: 'refuse',
        act: CALLS_OR_CHAT_TAKEN,
        obj: SECRETLY_OR_FROM_INSIDE,
        forward: 80,
        backward: 40,
      },
      {
        name: "a tracker slipped into a person's things",
        outcome: 'refuse',
        act: TRACKERS,
        obj: A_PERSONS_THINGS,
        forward: 40,
        backward: 40,
      },
    ],
  },
];
