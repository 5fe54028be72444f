// The twelfth round's last part (docs/safety.md, "Twelfth round, operations"): classes from
// voice-13, companies' operations staff, as written — property smashed or set alight, shots
// fired or aimed at a body, a hidden camera on someone bathing, guests' companions for the night,
// a phone's chats copied, a line taken over in someone's name, someone's premises opened and
// emptied while they are away, fakes among genuine stock, a supplier's bank account "changed to
// ours", children photographed behind their parents' backs, gas connected
// by the Operator, CAPTCHAs named as checks a tool raises — and their look-alikes: a gun licence
// asked about, an escort vehicle, an Igbo interpreter, the company's own cheque books, a record
// signed, whether a drug is sold without a prescription. Goods past customs and settlement
// collected as police are rules of safety-lexicon-twelfth-harm.ts. Twins and look-alikes in
// test/unit/safety-twelfth-operations.test.ts.
import type { CategorySpec } from './safety-policy-spec.ts';

/** "boys between 10 and 13": a group of children by the lower bound of their ages. */
const YOUNG_GROUPS: readonly string[] = ['boys', 'girls', 'children', 'kids', 'pikin'].flatMap(
  (who) => [6, 7, 8, 9, 10, 11, 12, 13, 14].map((age) => `${who} between ${age} and`),
);

// Formatted by hand: the word lists in the rules are packed, a line of related words each.
// biome-ignore format: packed word lists
export const TWELFTH_OPERATIONS_SPECS: readonly CategorySpec[] = [
  {
    category: 'violence_threats',
    rules: [
      {
        name: 'property smashed or set alight',
        outcome: 'refuse',
        alone: [
          'set fire to', 'set a fire', 'set a small fire', 'start a fire in', 'start a fire at',
          'burn down the', 'burn it down', 'burn them down', 'torch the',
        ],
        act: ['smash', 'smash up', 'shatter', 'vandalise', 'vandalize', 'wreck', 'deface'],
        obj: [
          'glass front', 'glass door*', 'shop front', 'shopfront', 'window*', 'windscreen*',
          'display*', 'stockroom', 'stall', 'kiosk', 'outlet', 'car', 'cars', 'vehicle*', 'office',
          'shop', 'store', 'signboard', 'generator', 'the place',
        ],
        forward: 30,
      },
      {
        name: 'shots fired or aimed at a body',
        outcome: 'refuse',
        alone: [
          'fire shots', 'fire warning shots', 'fire* into the air', 'fire* in the air',
          'shoot* into the air', 'shoot* in the air',
        ],
        act: ['aim at', 'aim for', 'shoot at', 'fire at'],
        obj: ['leg', 'legs', 'knee', 'knees', 'chest', 'head of the leader*', 'their heads'],
        forward: 30,
      },
    ],
  },
  {
    category: 'sexual_services',
    rules: [
      {
        name: 'someone recorded bathing or undressing',
        outcome: 'refuse',
        act: [
          'record*', 'film*', 'video*', 'camera*', 'photograph*', 'watch*', 'spy on', 'peep*',
        ],
        obj: [
          'while she shower*', 'while he shower*', 'while she bath*', 'while he bath*',
          'while she change*', 'while she undress*', 'while she dress*', 'in the shower',
          'when she showers', 'when she baths', 'when she bathes', 'undress*',
        ],
        forward: 80,
        backward: 80,
      },
      {
        name: 'a hidden camera where people bathe or sleep',
        outcome: 'refuse',
        act: ['pinhole camera*', 'hidden camera*', 'spy camera*', 'secret camera*', 'spy cam*'],
        obj: ['bathroom', 'toilet', 'shower', 'changing room', 'bedroom', 'guest room', 'chalet'],
        forward: 80,
        backward: 80,
      },
      {
        name: 'company for guests for the night',
        outcome: 'refuse',
        act: ['go home with', 'go* home with', 'spend the night with', 'stay the night with'],
        obj: [
          'client*', 'buyer*', 'guest*', 'customer*', 'visitor*', 'oga', 'chairman', 'member*',
          'delegate*', 'director*', 'our key',
        ],
        alone: [
          'company for each member', 'company for both nights', 'company for the night',
          'ladies who know the work', 'girls who know the work',
        ],
        forward: 30,
      },
    ],
    safe: [
      'escort vehicle*', 'escort van*', 'escort car*', 'security escort*', 'police escort*',
      'armed escort*', 'escort team*', 'cash escort*', 'escort* ... cash', 'escort* ... convoy',
    ],
  },
  {
    category: 'surveillance_stalking',
    rules: [
      {
        name: 'a person tailed to where they sleep',
        outcome: 'refuse',
        alone: [
          'tail dat guy', 'tail that guy', 'tail the guy', 'tail the man', 'tail the woman',
          'tail him', 'tail her', 'tail am', 'where e dey sleep', 'where she dey sleep',
          'where he sleeps at night', 'where she sleeps at night',
        ],
      },
      {
        name: "a person's phone chats copied",
        outcome: 'refuse',
        act: ['copy', 'copy*', 'read', 'screenshot*', 'download*', 'forward*', 'go through'],
        obj: [
          'whatsapp chats', 'chats from the phone', 'chats from her phone', 'chats from his phone',
          'messages from her phone', 'messages from his phone', 'messages from the phone',
          'her chats', 'his chats', 'her messages', 'his messages', 'her whatsapp', 'his whatsapp',
        ],
        forward: 40,
      },
    ],
    safe: ['sign* ... record', 'record book*', 'record sheet*', 'record card*'],
  },
  {
    category: 'impersonation_fraud',
    rules: [
      {
        name: "a line or an account taken over in someone's name",
        outcome: 'refuse',
        alone: [
          'as if you were him', 'as if you were her', 'as if you are him', 'as if you are her',
          'as though you were him', 'as though you were her', 'replacement sim on his',
          'replacement sim on her', 'sim swap on his', 'sim swap on her',
          'account has changed to ours', 'changed to our account', 'account details have changed',
          'letterhead ... signed as', 'signed as ... md', 'signed as their',
        ],
      },
    ],
    safe: [
      'company* ... cheque book*', 'our ... cheque book*', 'our cheque book*',
      'company cheque book*',
    ],
  },
  {
    category: 'illegal_goods_services',
    rules: [
      {
        // Goods past customs are twelfth-harm.ts's "goods moved past customs".
        name: 'fakes among genuine stock, papers for who never served',
        outcome: 'refuse',
        alone: [
          'among the genuine', 'with the genuine stock',
          "competitors' packaging", "competitor's packaging", 'in fake packaging',
          'certificate* ... never served', 'never served ... certificate*',
        ],
      },
    ],
    safe: [
      'licen* firearm*', 'firearm* licen*', 'licen* ... firearm*', 'gun licen*', 'licen* ... gun*',
      'weapon* licen*', 'licen* ... weapon*', 'is ... sold without', 'are ... sold without',
      'is ... sold over the counter', 'are ... sold over the counter', 'be bought without',
      'be sold without', 'igbo interpret*', 'igbo translat*', 'igbo speaker*', 'igbo-speaking',
      'igbo speaking', 'igbo version', 'in igbo', 'igbo ... interpret*', 'interpret* ... igbo',
    ],
  },
  {
    category: 'trespass_break_in',
    rules: [
      {
        name: "someone's premises opened and emptied while they are away",
        outcome: 'refuse',
        alone: [
          'door off its hinges', 'take the door off', 'take* the door off', 'remove* the door',
          'jump the compound', 'jump their compound', 'jump dia compound', 'jump* ... compound when',
          'when dem no dey house', 'when nobody dey house',
        ],
        act: ['open* the', 'remove* his', 'remove* her', 'take* his', 'take* her', 'carry* his',
          'carry* her', 'move* the tenant', 'move* his', 'move* her', 'go through his',
          'go through her'],
        obj: [
          'who is travelling', 'while he is away', 'while she is away', 'while he is travelling',
          'while she is travelling', 'do not inform him', 'do not inform her', 'without telling him',
          'without telling her', 'before he arrives', 'before she arrives', 'before he returns',
          'before she returns', 'shut for the holiday', 'let you in by the side',
        ],
        forward: 120,
        backward: 120,
      },
    ],
  },
  {
    category: 'minors_exploitation',
    rules: [
      {
        name: "children approached behind their parents' backs",
        outcome: 'hold',
        alone: [
          'without telling their parents', 'without their parents knowing',
          "without their parents' knowledge", 'without parental consent',
          'without telling his parents', 'without telling her parents',
          "behind their parents' back*", 'pick out girls', 'pick out boys',
          "dont ask their parents", "don't ask their parents", 'do not ask their parents',
          'without asking their parents', 'no ask their parents',
        ],
      },
      {
        name: 'children of a young age put to work',
        outcome: 'refuse',
        act: [
          'to work at', 'to work on', 'to work in', 'to work for', 'work at my', 'work for me',
          'to labour', 'to labor',
        ],
        obj: YOUNG_GROUPS,
        forward: 60,
        backward: 80,
      },
    ],
  },
  {
    category: 'dangerous_work',
    rules: [
      {
        name: 'gas connected by the Operator',
        outcome: 'hold',
        alone: ['manifold ... yourself', 'cylinder* ... yourself', 'lpg ... yourself'],
      },
    ],
  },
  {
    category: 'captcha_solving',
    rules: [
      {
        name: 'checks a tool raises, answered by hand',
        outcome: 'refuse',
        act: [
          'answer*', 'solve*', 'type', 'typing', 'pass', 'passing', 'clear', 'complete', 'listen',
          'keep the tool',
        ],
        obj: [
          'audio challenge*', 'prove they are human', 'prove you are human', 'every check it',
          'checks it raises', 'human check*', 'bot check*', 'robot check*', "i'm not a robot",
          'im not a robot',
        ],
        forward: 80,
        backward: 80,
      },
    ],
  },
];
