// Look-alikes of the eighth round (docs/safety.md, "Eighth round"): allowed texts the rules refused
// or held, as classes, each a category's `safe` phrases or `excuse` words (safety-policy-spec.ts).
// A safe phrase covers only its own words, so the harmful twin beside it still counts ("scatter
// the sand, then scatter his shop"; "climb over the fence"); each twin is checked in
// test/unit/safety-eighth-round.test.ts.
import type { CategorySpec } from './safety-policy-spec.ts';

export const LAWFUL_LOOKALIKE_SPECS: readonly CategorySpec[] = [
  {
    // Trade and work words: sand spread at a shop front, a gateman's logbook for the night.
    category: 'violence_threats',
    rules: [],
    // biome-ignore format: packed word list
    safe: [
      'scatter* the sand', 'scatter* sand', 'scatter* the gravel', 'scatter* the granite',
      'spread* the sand', 'cut it small', 'cut it into', 'cut them small', 'cut them into',
      'cut it up', 'cut the meat', 'cut the goat', 'cut the fabric', 'cut the cloth',
      // A campaign against a harm ("anti" frames "anti-kidnapping", not the short form).
      'anti-kidnap', 'anti kidnap', 'antikidnap',
    ],
  },
  {
    category: 'sexual_services',
    rules: [],
    // biome-ignore format: packed word list
    safe: [
      'logbook for the night', 'log book for the night', 'register for the night',
      'for the night shift', 'on duty for the night', 'closed for the night',
      'locked for the night', 'lock* up for the night', 'shut for the night',
      'for my wife for the night', 'for my husband for the night', 'for my mother for the night',
      'for my father for the night', 'for my parents for the night', 'hospital for the night',
      'ward for the night', 'clinic for the night',
    ],
  },
  {
    // Crop stalks, not stalking.
    category: 'surveillance_stalking',
    rules: [],
    // biome-ignore format: packed word list
    safe: [
      'corn stalk*', 'maize stalk*', 'cassava stalk*', 'millet stalk*', 'sorghum stalk*',
      'stalks for the goat*', 'stalks for the cow*',
    ],
  },
  {
    // A tree's branch over the fence is a thing, not a way in; a break-in suffered.
    category: 'trespass_break_in',
    rules: [],
    // biome-ignore format: packed word list
    safe: [
      'after the break-in', 'after the break in', "after last night's break-in",
      "after last night's break in",
      'branch* over the fence', 'branch* hanging over the fence', 'tree* over the fence',
      'leaves over the fence', 'hang* over the fence', 'branch* ... over the fence',
    ],
  },
  {
    // A licensed trade as the counterpart, and a harm named to prevent it or to list its risk
    // ("list points where shoplifting could occur").
    category: 'illegal_goods_services',
    rules: [],
    // biome-ignore format: packed word list
    safe: [
      'licensed firearms dealer*', 'licensed gun dealer*', 'firearms dealer* licence',
      'firearms dealer* license', 'where shoplifting', 'shoplifting could', 'shoplifting risk*',
      'risk of shoplifting', 'prevent* shoplifting', 'shoplifting prevention', 'loss prevention',
      'reduce shoplifting', 'deter* shoplifting', 'bath bomb*',
      // A theft suffered and reported (Pidgin "the man wey steal my phone").
      'wey steal my', 'who stole my', 'that stole my', 'dem steal my', 'wey thief my',
    ],
  },
  {
    // The Operator's own number, asked for by the bank they visit.
    category: 'impersonation_fraud',
    rules: [],
    // biome-ignore format: packed word list
    safe: [
      'if they ask for your bvn', 'if they ask for your nin', 'if asked for your bvn',
      'if asked for your nin', 'if anyone asks for your bvn', 'if anyone asks for your nin',
      'if they request your bvn', 'if they request your nin',
      // A fraud reported to the bank or the police, not done (the scam's own words stay live).
      'report* ... to the bank', 'report* ... to the police', 'report* ... to efcc',
      'report* ... to the efcc', 'sim swap for my own', 'swap for my own line', 'my own sim',
      'her own sim', 'his own sim', 'she will bring her',
      'he will bring his', 'they will bring their',
      'their own sim', 'your own sim',
      'enrol* for her nin', 'enrol* for his nin', 'enrol* for their nin', 'enroll* for her nin',
      'enroll* for his nin',
    ],
  },
  {
    // A flood photographed, not crossed (Igbo "foto iju mmiri", Hausa "hoton ambaliya").
    category: 'dangerous_work',
    rules: [],
    // biome-ignore format: packed word list
    safe: [
      'foto iju mmiri', 'foto nke iju mmiri', 'photograph* the flood* from',
      'photo* of the flood* from', 'hoton ambaliya daga', 'àwòrán ìkún omi láti',
    ],
    // A gas leak left to the gas company (the electricity company's excuse is older).
    // A repairer found, the Operator told not to climb (Hausa "kada ka hau", Pidgin "no climb am").
    // biome-ignore format: packed word list
    excuse: [
      'leave and call the gas company', 'leave the house and call the gas company', 'kada ka hau',
      'no climb am yourself', 'no climb am', 'do not climb it yourself',
    ],
    excuseScope: 'text',
  },
  {
    // An invoice delivered and a receipt given, in Igbo (the English excuse is "invoice").
    category: 'harassment_intimidation',
    rules: [],
    safe: [],
    excuse: ['akwụkwọ ụgwọ', 'akwukwo ugwo', 'risiiti', 'risiti'],
    excuseScope: 'text',
  },
];
