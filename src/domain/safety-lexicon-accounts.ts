// The credential lexicon's account groups (safety-lexicon.ts has the term syntax): account nouns,
// platforms, the markers of new or many accounts, and the actions of opening one.
import type { LexiconGroup } from './safety-lexicon-kinds.ts';

export const ACCOUNT_LEXICON: readonly LexiconGroup[] = [
  // ── Accounts ───────────────────────────────────────────────────────────────────────────────
  // Account nouns: English, Yoruba (àkọọ́lẹ̀, akaunti), Hausa (asusu, akawun), Igbo (akaụntụ).
  {
    kind: 'accountNoun',
    // biome-ignore format: packed word list
    terms: [
      'account*', 'acct*', 'mailbox*', 'sim card*', 'sim', 'sims', 'wallet*', 'voter card*', 'pvc',
      'pvcs', 'mtn line*', 'glo line*', 'airtel line*', '9mobile line*', 'lines for your name',
      'àkọọ́lẹ̀', 'akanti', 'akaunti*', 'akaụntụ', 'asusu*', 'akawu*',
    ],
  },
  // Platforms whose accounts are credential-class: email providers.
  {
    kind: 'platform',
    terms: ['gmail*', 'email*', 'yahoo*', 'hotmail', 'outlook', 'proton*', 'icloud', 'apple id'],
  },
  // Platforms: social and messaging.
  {
    kind: 'platform',
    // biome-ignore format: packed word list
    terms: [
      'whatsapp*', 'facebook', 'fb', 'instagram', 'insta', 'ig', 'tiktok', 'twitter', 'telegram',
      'snapchat', 'linkedin', 'tinder', 'badoo', 'discord', 'reddit', 'youtube', 'skype', 'wechat',
    ],
  },
  // Platforms: money apps, exchanges, marketplaces, virtual numbers.
  {
    kind: 'platform',
    // biome-ignore format: packed word list
    terms: [
      'opay', 'palmpay', 'moniepoint', 'kuda', 'chipper*', 'paypal', 'payoneer', 'binance', 'bybit',
      'luno', 'quidax', 'paga', 'fairmoney', 'piggyvest', 'upwork', 'fiverr', 'jumia', 'konga',
      'jiji', 'uber', 'indrive', 'google voice', 'textnow', 'textfree',
    ],
  },
  // Words right after a platform name that make it an account ("WhatsApp line", "Gmail address").
  {
    kind: 'platformQualifier',
    // biome-ignore format: packed word list
    terms: [
      'account*', 'acct*', 'line*', 'number*', 'profile*', 'handle*', 'username*', 'user name*',
      'id', 'ids', 'address*', 'login*', 'wallet*',
    ],
  },
  // Words right after a platform name that make it content, not an account ("Facebook post").
  {
    kind: 'platformNegative',
    // biome-ignore format: packed word list
    terms: [
      'post*', 'page*', 'story', 'stories', 'reel*', 'status*', 'video*', 'live', 'group*', 'call*',
      'chat*', 'message*', 'broadcast*', 'ad', 'ads', 'advert*', 'listing*', 'review*', 'comment*',
      'update*', 'link*', 'meet', 'photo*', 'picture*', 'catalog*', 'catalogue*', 'channel*',
      'community', 'event*', 'poll*',
    ],
  },
  // "New" and bulk markers, English, Yoruba (tuntun), Hausa (sabon, sababbin), Igbo (ọhụrụ).
  {
    kind: 'newMarker',
    // biome-ignore format: packed word list
    terms: [
      'new', 'fresh', 'another', 'extra', 'additional', 'second', 'multiple', 'several', 'many',
      'bulk', 'plenty', 'different', 'separate', 'fake', 'dummy', 'burner', 'aged', 'verified',
      'tuntun', 'sabon', 'sababbin', 'ọhụrụ',
    ],
  },
  // Counts written right before the object ("50 Gmail accounts").
  {
    kind: 'countMarker',
    terms: ['#', 'ten', 'twenty', 'thirty', 'fifty', 'hundred*', 'thousand*', 'dozen*'],
  },
  // Verbs that make an account by themselves: English, Yoruba (forúkọsílẹ̀ = register,
  // ṣẹ̀dá = create), Hausa (yi rijista = register, ƙirƙira = create), Igbo (debanye aha =
  // register, mepụta = create).
  {
    kind: 'accountActionStrong',
    // biome-ignore format: packed word list
    terms: [
      'creat*', 'onboard*', 'register*', 'registr*', 'sign* up', 'signup*', 'set* up', 'setup*',
      'enrol*', 'generat*', 'forúkọsílẹ̀', 'fi orúkọ sílẹ̀', 'ṣẹ̀dá', 'yi rijista', 'yi rajista',
      'rijista', 'rajista', 'ƙirƙira', 'ƙirƙiri', 'ƙirƙiro', 'debanye aha', 'deba aha', 'mepụta',
    ],
  },
  // "Open": an account noun suffices, a platform needs a qualifier. Yoruba ṣí, Hausa buɗe,
  // Igbo mepee/meghee.
  {
    kind: 'accountActionMedium',
    terms: ['open*', 'bude', 'budo', 'mepee', 'mepe', 'meghee', 'mepeere'],
  },
  // "Make", "get", "verify": only with a new/bulk marker or a count ("make new account for me").
  // Yoruba ṣí is here too: it is also the preposition "sí" once diacritics are stripped.
  {
    kind: 'accountActionWeak',
    // biome-ignore format: packed word list
    terms: [
      'make', 'makes', 'made', 'making', 'get', 'gets', 'got', 'getting', 'start', 'verify',
      'verifies', 'verifying', 'ṣí',
    ],
  },
  // Phrases where "account", "register" or "open" mean something else.
  {
    kind: 'accountNegative',
    // biome-ignore format: packed word list
    terms: [
      'my shop', 'the shop', 'our shop', 'opening form*', 'account opening form*',
      'account* officer*', 'account* manager*', 'account executive*', 'account* department*',
      'accounts dept', 'accounts office*', 'accounts section', 'accounts unit', 'account number*',
      'account no', 'account name*', 'account balance*', 'account statement*', 'accounts payable',
      'accounts receivable', 'account book*', 'account ledger*', 'account holder*', 'account of',
      'accounts of', 'on account', 'into account', 'by all accounts', 'account opening desk*',
      'account opening counter*', 'account opening section', 'account opening unit',
      'account opening officer*', 'account opening hall', 'account opening area',
      'account opening requirement*',
      // The account holder opens it in person, the Operator goes along (docs/safety.md, eighth
      // round): "so she can open a savings account herself".
      'so she can open', 'so he can open', 'so they can open', 'so that she can open',
      'so that he can open', 'so that they can open', 'she wants to open', 'he wants to open',
      'they want to open',
      // Her own line registered in person (docs/safety.md, ninth round).
      'register her own', 'register his own', 'register their own', 'register your own',
      'register my own',
    ],
  },
  {
    kind: 'accountNegative',
    // biome-ignore format: packed word list
    terms: [
      'cash register*', 'attendance register*', 'visitor* register*', 'register book*',
      'class register*', 'opening hour*', 'opening time*', 'opening day*', 'opening date*',
      'opening ceremony', 'grand opening', 'open hour*', 'open day*', 'open market*', 'open air',
      'open space*', 'open late', 'open till', 'open until', 'opens at', 'open from',
      'registration desk*', 'registration counter*', 'registration cent*',
      'registration certificate*', 'business registration', 'registration number*',
      'registration fee*', 'sim registration', 'registration queue*', 'registration point*',
      'registration exercise', 'voter registration', 'nin registration', 'registration office*',
      'vehicle registration',
    ],
  },
  // Words right before "account for" that keep "account" a noun ("an account for each
  // customer"); without one, "account for every item" is the verb.
  {
    kind: 'nounLead',
    // biome-ignore format: packed word list
    terms: [
      'a', 'an', 'the', 'my', 'your', 'his', 'her', 'its', 'our', 'their', 'this', 'that', 'one',
      'any', 'each', 'every', 'same', 'bank', 'savings', 'current', 'business', 'personal',
      'corporate', 'joint', 'domiciliary', 'dollar', 'naira', 'user', 'customer', 'customers',
      'client',
    ],
  },
];
