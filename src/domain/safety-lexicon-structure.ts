// Structural rules (docs/safety.md, "Structure", issue-safety3): rules that read who is acted on
// and what is asked of the Operator, rather than one more phrasing of a harm. A person named by
// the role they hold (the receptionist, the keke driver) is a person whatever the role; a group
// told to leave or called vermin is hate whatever the group does for a living; contact repeated
// until a person yields is harassment whatever the channel; a misfortune someone is asked to
// arrange is violence whatever the misfortune; a child put to work or kept from school is
// exploitation whatever the work. Same shape as the other policy lexicons
// (safety-policy-spec.ts); the word lists are packed, a line of related words each.
import { GROUP, HARM_SPECS } from './safety-lexicon-harm.ts';
import { CHILD_AGES } from './safety-lexicon-person.ts';
import type { CategorySpec, PolicyRule, Terms } from './safety-policy-spec.ts';

/** The acts of an existing rule, by its name: the structural rules reuse its verbs. */
function actsOf(specs: readonly CategorySpec[], name: string): Terms {
  for (const spec of specs) {
    const rule: PolicyRule | undefined = spec.rules.find((r) => r.name === name);
    if (rule?.act) return rule.act;
  }
  throw new Error(`safety lexicon: no rule named "${name}"`);
}

/** People named by what they do or where they stand: anyone an Operator could be sent to. No
 *  article: "slap the receptionist" pairs over it, and every "the" of a text need not walk on. */
// biome-ignore format: packed word list
export const ROLE: Terms = [
  'receptionist', 'cashier', 'nurse', 'doctor', 'teacher', 'pastor',
  'imam', 'conductor', 'keke driver', 'okada man', 'okada rider',
  'bus driver', 'taxi driver', 'mechanic', 'tailor', 'barber', 'vendor',
  'seller', 'hawker', 'trader', 'shop owner', 'shopkeeper', 'manager',
  'landlady', 'caretaker', 'cleaner', 'maid', 'houseboy', 'housegirl',
  'apprentice', 'student', 'pupil', 'customer', 'staff', 'worker',
  'labourer', 'attendant', 'waiter', 'waitress', 'chef', 'cook',
  'security', 'watchman', 'night guard', 'supplier', 'contractor',
  'official', 'officer', 'councillor', 'chairman', 'secretary', 'clerk',
  'agent', 'broker', 'pharmacist', 'journalist', 'girl who', 'boy who',
  'woman who', 'man who', 'lady who', 'one who', 'anyone who', 'whoever',
  'that boy', 'that girl', 'dat boy', 'dat girl', 'that conductor', 'that driver',
  'that mechanic', 'that trader', 'that gateman', 'that security man', 'girl at',
  'woman at', 'man at', 'boy at',
];

/** A group told to go, shut out or called something less than human. */
// biome-ignore format: packed word list
const EXPELLED: Terms = [
  'must go', 'have to go', 'should go', 'to go back', 'vacate*', 'move out', 'one week to move',
  'one week to leave', 'a week to leave', 'days to leave', 'days to move', 'weeks to leave',
  'pack their things', 'pack their load*',
  'pack dem load', 'no longer welcome', 'not welcome', 'not wanted', 'unwanted', 'is not wanted',
  'are not wanted', 'make dem leave', 'make dem go', 'make una leave', 'leave the area',
  'leave the estate', 'leave the street', 'leave the city', 'leave town', 'leave lagos',
  'leave the market', 'drive* ... out', 'chase* ... away', 'push* ... out', 'be banned',
  'banned from', 'b4nned', 'ban them', 'reject any', 'reject* ... that are', 'mark their door*',
  'mark* ... doors', 'clean* ... of those', 'clean* ... of these', 'none remains',
  'none remain*', 'not to rent', 'no rent', 'ga-apụ', 'ha apụ', 'apụ n', 'ekwesịghị ịnọ',
  'gbọ́dọ̀ kúrò', 'su tattara', 'su bar', 'ba mu son su', 'criminals', 'a disease', 'disease',
  'vermin', 'parasites', 'animals', 'cockroach*', 'find somewhere else', 'go somewhere else',
  'our own people only', 'for our people only', 'sent home', 'send them home', 'jẹ́ olè', 'bụ ndị ohi', 'ndị ohi', 'na thief',
  'na thieves', 'are thieves', 'are enemies', 'na enemy', 'wiped out', 'wipe* ... out',
];

/** Said to them or to others: a message, a sign, a crowd gathered (a group that "plans to move
 *  out" in a survey is not told to). */
// biome-ignore format: packed word list
export const DIRECTED: Terms = [
  'tell*', 'warn*', 'inform*', 'announce*', 'flyer*', 'leaflet*', 'poster*', 'notice*', 'banner*',
  'sticker*', 'print*', 'paste*', 'put up', 'hang', 'distribute*', 'hand out', 'broadcast*',
  'voice note', 'message', 'whatsapp', 'say', 'saying', 'says', 'that say', 'wey talk',
  'calling', 'call them', 'gather*', 'mobilis*', 'mobiliz*', 'chase*', 'drive*', 'make una',
  'make dem', 'go round', 'door to door', 'reject', 'policy', 'sọ fún', 'sọ pé', 'gwa', 'deba',
  'faɗa', 'ka ce', 'liƙa', 'tẹ ìwé', 'lẹ̀', 'chịkọta', 'kó àwọn', 'tara', 'mark*', 'clean*',
  'paint*', 'write', 'spray*',
  // Handing out or printing, in Igbo, Hausa and Yoruba (thirteenth round, voice-16).
  'kesaa', 'kesa', 'kpọsaa', 'bipụta', 'mado', 'rarraba', 'raba takarda*', 'buga takarda*',
  'pín ìwé', 'pín àwọn ìwé', 'tẹ̀ ìwé',
];

/** People from a region, said as a group ("anyone from the north"). */
// biome-ignore format: packed word list
export const REGION_GROUP: Terms = [
  ...GROUP, 'from the north', 'from the south', 'from the east', 'from the west',
  'from the middle belt', 'the shia', 'shiites', 'the northerners', 'those southerners',
  'ndị hausa', 'ndị yoruba', 'ndị igbo', 'àwọn hausa', 'àwọn igbo', 'àwọn yorùbá', 'àwọn fúlàní',
  'kristẹni', 'àwọn kristẹni', 'ìgbò', '1gb0s',
];

/** Contact over and over: how often, or from how many lines. */
// biome-ignore format: packed word list
const REPEATED: Terms = [
  'every hour', 'every night', 'every morning', 'every evening', 'all night', 'through the night',
  'from new numbers', 'from different numbers', 'from different lines', 'new numbers',
  'different lines', 'keep calling', 'keep texting', 'keep coming', 'keep visiting',
  'again and again', 'over and over', 'non-stop', 'nonstop', 'dey call', 'dey disturb',
  'dey bang', 'kowane dare', 'kowace rana', 'kowane lokaci', 'kwa abalị', 'kwa ụbọchị',
  'lóru', 'lálẹ́ lálẹ́', 'ojoojúmọ́', 'every day', 'everyday', 'daily', 'every # minutes',
  'every few minutes', 'every minute', 'kwa ụtụtụ', 'kowace safiya',
];

/** …until the person gives in: agrees, answers, comes out, withdraws, leaves. */
// biome-ignore format: packed word list
const YIELDS: Terms = [
  'until she agree*', 'until he agree*', 'until they agree*', 'until she come* out',
  'until she talk* to me', 'until she accept*',
  'until he accept*', 'until she withdraw*', 'until he withdraw*', 'until she leave*',
  'until he leave*', 'until she move*', 'until she marr*', 'until she give* in',
  'until he give* in', 'till she gree', 'till e gree', 'till she agree', 'till im gree',
  'make she withdraw', 'make she gree', 'har sai ta yarda', 'har sai ya yarda', 'ta yarda',
  'ta aure ni', 'ruo mgbe ọ ga-ekwe', 'ga-ekwe', 'títí tí yóò fi gbà', 'yóò fi gbà',
  'ruo mgbe ọ ga-ahapụ', 'ga-ahapụ', 'until she drops', 'until he drops', 'until she picks up',
  'until he picks up', 'until she pays', 'until he pays', 'ruo mgbe ọ kwụrụ', 'ruo mgbe o kwụrụ',
  'till she drop', 'till e drop', 'har sai ta janye', 'har sai ya janye',
];

/** What a person is called before others, and the others: guests, staff, a gate, a wall. */
// biome-ignore format: packed word list
const SHAME: Terms = [
  'thief', 'debtor', 'cheat', 'fraudster', 'owes us', 'owes me', 'who owes', 'olè', 'barawo',
  'ɓarawo', 'onye ohi', 'ashawo', 'witch', 'adulterer', 'sleeping with', 'dey sleep with',
  'is sleeping with',
];
// biome-ignore format: packed word list
const PUBLIC: Terms = [
  'the guests', 'to the guests', 'announce*', 'paste* it at', 'paint on his', 'paint on her',
  'on his gate', 'on her gate', 'school gate', 'in red paint', 'in front of buyers',
  'in front of customers', 'in front of his', 'in front of her', 'all im staff', 'all his staff',
  'all her staff', 'his staff', 'her staff', 'the congregation', 'his church', 'her church',
  'his mosque', 'on his wall', 'on her wall', 'his children',
];

/** What a person is asked to see to: a misfortune arranged for someone. */
// biome-ignore format: packed word list
const ARRANGE: Terms = [
  'make sure', 'ensure', 'arrange for', 'arrange that', 'see to it', 'see that', 'rí i dájú',
  'ka tabbatar', 'tabbatar', 'mee ka', 'hụ na', 'we need',
];
// biome-ignore format: packed word list
const MISFORTUNE: Terms = [
  'not to wake up', 'not wake up', 'never wake* up', 'does not wake up', "doesn't wake up",
  'has an accident', 'have an accident', 'gets into an accident', 'meets with an accident',
  'never walk* again', 'not walk again', 'never come* back', 'not come back', 'disappear*',
  'kò ní dìde mọ́', 'dìde mọ́', 'sake tashi', 'ba zai sake tashi', 'ghara ibilite', 'ibilite ọzọ',
  'permanent solution for',
];

/** Threats put as a fact of life. */
// biome-ignore format: packed word list
const FATE: Terms = [
  'sometimes have accidents', 'sometimes have an accident', 'sometimes lose their',
  'sometimes disappear', 'lose their shop* to fire', 'lose his shop to fire',
  'lose her shop to fire', 'safety depends on', 'safety depend on', 'brakes ... easy to reach',
  'brake* of his car', 'brake* of her car', 'accidents happen to people who',
];

/** A child put to work or kept from school. */
// biome-ignore format: packed word list
const CHILD: Terms = [
  ...CHILD_AGES, 'year-old', 'years old', 'pikin', 'small girl', 'small boy', 'ọmọbìnrin ọmọ',
  'ọmọ ọdún', 'almajirai', 'almajiri', 'yara', 'ụmụaka', 'girls of', 'boys of',
];
// biome-ignore format: packed word list
const CHILD_WORK: Terms = [
  'housegirl', 'houseboy', 'house help', 'house work', 'housework', 'work for me', 'work for my',
  'to work for', 'work in my', 'work in our', 'can work in', 'to work in', 'work as', 'aikin',
  // Igbo "ree" (sell) only in its phrases (fourteenth round): squeezed, a bare "ree" is Yoruba
  // "rẹ̀" (his, her), after any child's age ("ọmọ ọdún mẹ́jọ … ṣọ́ọ̀bù rẹ̀").
  'yi mana aiki', 'ta ọjà', 'ka ha ree', 'ka ọ ree', 'ka o ree', 'ka ha na-ere', 'ka ọ na-ere',
  'ka o na-ere', 'ga-ere', 'ree ahịa', 'ree ihe', 'ree mmiri', 'hawk*', 'instead of school',
  'no need for school', 'no need go school', 'dípò kí ó lọ sí ilé ìwé', 'ba sai ta je makaranta',
  'abinci kawai', 'no tell the mama',
  'no tell her mama', 'no tell im mama', 'without telling the mother', "don't tell the mother",
  'do not tell the mother', 'do not tell her mother', 'do not tell the parents',
];

/** A weapon named, then used by pronoun ("buy battery acid and throw it on the girl"). */
// biome-ignore format: packed word list
const USED_ON: Terms = [
  'throw it on', 'throw it at', 'pour it on', 'splash it on', 'use it on', 'use it when he',
  'use it when she', 'use it if he', 'use it if she', 'rub it on', 'put it in his', 'put it in her',
];
// biome-ignore format: packed word list
const HARMFUL_THING: Terms = [
  'acid', 'battery acid', 'knife', 'the knife', 'cutlass', 'machete', 'gun', 'the gun', 'pistol',
  'bottle', 'broken bottle', 'iron', 'rod', 'plank', 'petrol', 'poison', 'powder', 'hot water',
  'hot oil', 'pepper spray',
];

export const STRUCTURE_SPECS: readonly CategorySpec[] = [
  {
    category: 'violence_threats',
    rules: [
      {
        name: 'hurting a person named by their role',
        outcome: 'refuse',
        act: actsOf(HARM_SPECS, 'hurting a person or their property'),
        obj: ROLE,
        // The role is the act's object: right after it, or after one determiner ("slap the
        // receptionist", "beat his driver"); "cut the vegetables for the cook" is not.
        forward: 4,
        backward: 0,
      },
      {
        name: 'a misfortune arranged for someone',
        outcome: 'refuse',
        act: ARRANGE,
        obj: MISFORTUNE,
        forward: 60,
        askFrames: false,
      },
      { name: 'a threat put as a fact of life', outcome: 'refuse', alone: FATE },
      {
        name: 'a weapon named, then used on someone',
        outcome: 'refuse',
        act: USED_ON,
        obj: HARMFUL_THING,
        forward: 0,
        backward: 80,
      },
      {
        name: 'silencing, sabotage or scalding put plainly',
        outcome: 'refuse',
        // biome-ignore format: packed word list
        alone: [
          'quiet him for good', 'quiet her for good', 'silence him for good', 'silence her for good',
          'shut him up for good', 'shut her up for good', 'quiet him permanently',
          'loosen* ... brake*', 'cut* the brake*', 'tamper* ... brake*', 'disconnect* ... brake*',
          'drain* ... brake fluid', 'hot oil on', 'boiling water on', 'boiling oil on',
          'hot water on him', 'hot water on her', 'acid on him', 'acid on her', 'acid on his',
        ],
      },
      {
        name: 'blows in Hausa',
        outcome: 'refuse',
        act: ['mari', 'ka mari', 'ka naushi', 'ka dake', 'ka doke', 'ku mari', 'ku doke'],
        obj: ['direban', 'mutumin', 'matar', 'yaron', 'yarinyar', 'shi', 'ita', 'su'],
        forward: 24,
      },
      {
        name: 'cutting or stabbing in Yoruba',
        outcome: 'refuse',
        alone: ['ṣá a ní àdá', 'ṣá a lára', 'gún un lọ́bẹ', 'gún un'],
      },
    ],
  },
  {
    category: 'harassment_intimidation',
    rules: [
      {
        name: 'an accusation made public',
        outcome: 'refuse',
        act: SHAME,
        obj: PUBLIC,
        forward: 80,
        backward: 80,
        signFrames: false,
      },
      {
        name: 'contact after being blocked',
        outcome: 'hold',
        // biome-ignore format: packed word list
        alone: [
          'from new numbers', 'from different numbers', 'from different lines',
          'from another number so', 'she blocked my number', 'he blocked my number',
          'blocked my number', 'even if she blocks', 'even if he blocks',
        ],
      },
      {
        name: 'contact repeated until a person yields',
        outcome: 'refuse',
        act: REPEATED,
        obj: YIELDS,
        forward: 80,
      },
    ],
  },
  {
    category: 'hate_incitement',
    rules: [
      {
        name: 'a group told to go or called less than human',
        outcome: 'refuse',
        act: REGION_GROUP,
        obj: EXPELLED,
        needs: DIRECTED,
        forward: 80,
        backward: 40,
        signFrames: false,
      },
    ],
  },
  {
    category: 'minors_exploitation',
    rules: [
      {
        name: 'a child put to work or kept from school',
        outcome: 'refuse',
        act: CHILD,
        obj: CHILD_WORK,
        forward: 80,
        backward: 40,
        askFrames: false,
      },
    ],
  },
];
