// Word lists for the safety filter (safety-filter.ts), one table, one comment per entry group.
//
// Term syntax. Terms are written in natural spelling (diacritics, apostrophes, hyphens allowed);
// the filter folds them exactly as it folds task text. Words are separated by spaces.
//   word*   the word plus up to 6 more letters or leet digits (solve, solved, solving, s0lv3r)
//   #       a number of 1-6 digits
//   ...     up to 4 arbitrary words
// Every term also matches with spaces inside or between its words, doubled letters and leet
// digits ("c a p t c h a", "0tp", "onetimepassword"), so list the plain spelling only.
// A word made only of letters that have leet digits (a b e g i l o s t: "it", "ig", "to") is
// matched literally, so that a bare number ("17", "19") never reads as a word.
// For each kind the filter keeps the longest term starting at each word; hits may overlap.
// Over 400 lines: word lists, packed; a table rather than logic.

/** Kinds of the credential rules (safety-filter.ts) and the shared framing words. */
export type CredentialKind =
  | 'captchaObject'
  | 'captchaAction'
  | 'otpObject'
  | 'codeNoun'
  | 'secretNoun'
  | 'codeQualifier'
  | 'secretQualifier'
  | 'codeNegative'
  | 'otpAction'
  | 'accountNoun'
  | 'platform'
  | 'platformQualifier'
  | 'platformNegative'
  | 'newMarker'
  | 'countMarker'
  | 'accountActionStrong'
  | 'accountActionMedium'
  | 'accountActionWeak'
  | 'accountNegative'
  | 'nounLead'
  | 'questionCue'
  | 'topicCue'
  | 'cueNegative'
  | 'pivot'
  | 'pivotAnd'
  | 'handover'
  | 'negation'
  | 'pronoun'
  | 'signageBefore'
  | 'signageAfter'
  | 'splitTrap';

/** Kinds of the policy rules (safety-policy.ts): `category/rule/role`, or `category/safe`. */
export type PolicyKind = `${string}/${string}`;
export type LexiconKind = CredentialKind | PolicyKind;

export type LexiconGroup = { readonly kind: LexiconKind; readonly terms: readonly string[] };

export const SAFETY_LEXICON: readonly LexiconGroup[] = [
  // ── CAPTCHA ────────────────────────────────────────────────────────────────────────────────
  // CAPTCHA names, vendors and common misspellings.
  {
    kind: 'captchaObject',
    // biome-ignore format: packed word list
    terms: [
      'captcha*', 'recaptcha*', 'hcaptcha*', 'funcaptcha*', 'capcha*', 'captha*', 'kaptcha*',
      'kapcha*', 'arkose*',
    ],
  },
  // What a CAPTCHA says or shows, named without the word.
  {
    kind: 'captchaObject',
    // biome-ignore format: packed word list
    terms: [
      "I'm not a robot", 'not a robot', 'are you a robot', 'are you human', "prove you're human",
      'prove you are human', 'human verification', 'robot check*', 'bot check*', 'robot test*',
      'anti-bot*', 'image puzzle*', 'picture puzzle*', 'picture code*', 'image code*',
      'photo puzzle*', 'slider puzzle*', 'puzzle challenge*', 'image challenge*',
      'verification puzzle*', 'security puzzle*',
      'select all images', 'select all squares', 'distorted letters', 'distorted text',
    ],
  },
  // English verbs (and their nouns) for doing a CAPTCHA.
  {
    kind: 'captchaAction',
    // biome-ignore format: packed word list
    terms: [
      'solv*', 'type*', 'typing', 'typist*', 'enter*', 'entry', 'entries', 'fill*', 'complet*',
      'bypass*', 'crack*', 'break*', 'broke*', 'beat*', 'pass', 'passes', 'passed', 'passing',
      'click*', 'tick*', 'answer*', 'do', 'does', 'did', 'doing', 'done', 'handl*', 'input*',
      'key in', 'read*', 'decod*', 'select*', 'get past', 'get through', 'get around', 'work on',
      'clear*', 'defeat*', 'skip*', 'circumvent*', 'automat*', 'transcrib*', 'farm*', 'assist*',
      'help with', 'help me with',
    ],
  },
  // Yoruba (yanjú = solve), Hausa (warware = solve, rubuta = write, shigar = enter),
  // Igbo (dozie = solve/fix, pinye = type, tinye = put in).
  {
    kind: 'captchaAction',
    terms: ['yanjú', 'warware', 'rubuta', 'shigar', 'dozie', 'pinye', 'tinye'],
  },

  // ── OTP and other one-time secrets ─────────────────────────────────────────────────────────
  // English names that always mean a one-time or login secret.
  {
    kind: 'otpObject',
    // biome-ignore format: packed word list
    terms: [
      'otp*', 'one-time password*', 'one-time passcode*', 'one-time pin*', 'one-time code*', '2fa',
      'two-factor*', '2-factor*', 'two-step verification', '2-step verification', 'mfa code*',
      'authenticator code*', 'verification code*', 'verification pin*', 'verification number*',
      'confirmation code*', 'activation code*', 'security code*', 'login code*', 'sms code*',
      'auth code*', 'reset code*', 'pairing code*', 'hardware token*', 'picture code*',
      'verification message*', 'verification sms', 'verification text*', 'otp message*', 'bvn',
      'bvn number*', 'nin number*', 'pin kaadị', 'pin kaadi atm', 'atm pin*', 'card pin*',
      'transaction pin*', 'pin code*',
    ],
  },
  // Yoruba (koodu ìjẹ́rìsí = verification code), Hausa (lambar tabbatarwa = verification number,
  // lambar sirri = secret number/PIN, kalmar sirri = password), Igbo (koodu nkwenye =
  // verification code, okwuntụghe = password).
  {
    kind: 'otpObject',
    // biome-ignore format: packed word list
    terms: [
      'koodu ìjẹ́rìsí', 'koodu ìdánilójú', 'koodu àṣírí', 'nọ́mbà ìjẹ́rìsí', 'lambar tabbatarwa',
      'lambobin tabbatarwa', 'lambar sirri*', 'lambar shiga', 'kalmar sirri', 'koodu nkwenye',
      'nọmba nkwenye', 'okwuntụghe', 'koodu nzuzo',
    ],
  },
  // "code", "token" (a bank OTP in Nigeria), Yoruba/Igbo koodu, Hausa lamba(r) = number: a
  // credential only when a qualifier is near.
  {
    kind: 'codeNoun',
    // biome-ignore format: packed word list
    terms: [
      'code*', 'koodu', 'kodu', 'digits', 'numbers', 'number wey', '# digit number*',
      'digit number*', 'nọ́mbà', 'token*', 'lamba', 'lambar',
    ],
  },
  // Passwords and PINs: a credential when a qualifier or an owner is near.
  {
    kind: 'secretNoun',
    terms: ['password*', 'passcode*', 'passkey*', 'pin', 'pins', 'pin number*'],
  },
  // Qualifiers that make a code a one-time credential: what it is for.
  {
    kind: 'codeQualifier',
    // biome-ignore format: packed word list
    terms: [
      'verif*', 'confirmation', 'security', 'activation', 'activate', 'login', 'log in', 'sign in',
      'signin', 'authenticat*', 'auth', 'sms', 'text message*', 'otp', '2fa', 'one-time', 'reset',
      'recovery', 'whatsapp', 'telegram', 'gmail', 'google', 'facebook', 'instagram', 'tiktok',
      'twitter', 'token', '# digit*', 'four digit*', 'five digit*', 'six digit*', 'eight digit*',
      'secret', 'pairing', 'backup',
    ],
  },
  // Qualifiers: how it arrives (English).
  {
    kind: 'codeQualifier',
    // biome-ignore format: packed word list
    terms: [
      'sent', 'text', 'texts', 'texted', 'texting', 'to your line', 'they send*', 'they will send',
      'you receive*', 'you will receive', 'you get', 'sends you', 'sent you', 'sent to you',
      'send you', 'will come', 'comes', 'comes in', 'come in', 'arriv*', 'pops up', 'pop up',
      'on your phone', 'to your phone', 'to your number', 'on your line', 'your sim',
      'lands on your phone', 'land on your phone', 'from the bank', 'from your bank',
      'from her bank', 'from his bank', 'from their bank', 'from bank', 'hardware', 'fóònù rẹ',
      'sí fóònù', 'láti bánkì', 'wọlé sí', 'via sms', 'by sms', 'in the sms', 'by text', 'via text',
    ],
  },
  // Qualifiers: how it arrives (Nigerian Pidgin: "the code wey dem go send").
  {
    kind: 'codeQualifier',
    // biome-ignore format: packed word list
    terms: [
      'we send', 'we will send', 'we sent', 'enter your phone', 'enters your phone', 'bank go send',
      'bank will send', 'bank sends', 'wey the bank', 'gtbank', 'access bank', 'zenith',
      'first bank', 'uba', 'fidelity', 'sterling', 'wema', 'banki zai aiko', 'zai aiko', 'tí bánkì',
      'bánkì', 'wey dem send', 'wey dem go send', 'wey dem don send', 'wey them send',
      'dem go send', 'dem send', 'wey go come', 'wey dey come', 'you go receive', 'you go get',
      'wey you receive', 'wey enter your phone',
    ],
  },
  // Qualifiers in Yoruba (tí wọ́n fi ránṣẹ́ = that they sent; ìjẹ́rìsí = verification; àṣírí =
  // secret), Hausa (da aka aiko = that was sent; tabbatarwa = verification; sirri = secret),
  // Igbo (ha zitere = they sent; nkwenye = confirmation; nzuzo = secret).
  {
    kind: 'codeQualifier',
    // biome-ignore format: packed word list
    terms: [
      'tí wọ́n fi ránṣẹ́', 'tí wọ́n fi rán', 'tí wọ́n rán', 'ìjẹ́rìsí', 'ìdánilójú', 'àṣírí',
      'da aka aiko', 'da aka turo', 'aka turo', 'tabbatarwa', 'sirri', 'nkwenye', 'nzuzo',
      'ha zitere', 'e zitere', 'zitere gi',
    ],
  },
  // Owners that make a password or PIN someone's credential ("the customer's PIN").
  {
    kind: 'secretQualifier',
    // biome-ignore format: packed word list
    terms: [
      'their', 'his', 'her', 'your', 'my', "customer's", 'customers', "user's", "owner's",
      "client's", 'bank', 'atm', 'card', 'account', 'email', 'e-mail',
    ],
  },
  // Codes, PINs and passwords that are public or physical, never a credential.
  {
    kind: 'codeNegative',
    // biome-ignore format: packed word list
    terms: [
      'postal code*', 'post code*', 'postcode*', 'zip code*', 'zipcode*', 'dress code*', 'qr code*',
      'bar code*', 'barcode*', 'area code*', 'country code*', 'dial code*', 'dialling code*',
      'source code*', 'promo code*', 'promotional code*', 'discount code*', 'coupon code*',
      'voucher code*', 'referral code*', 'colour code*', 'color code*', 'colour-code*',
      'morse code', 'code of conduct', 'building code*', 'product code*', 'item code*',
      'sort code*', 'ussd code*', 'short code*', 'shortcode*', 'tracking code*', 'delivery code*',
      'pickup code*', 'pick-up code*', 'collection code*', 'order code*', 'booking code*',
      'reference code*', 'ticket code*', 'invoice code*', 'hs code*', 'wifi password*',
      'wi-fi password*', 'hotspot password*', 'meter token*', 'electricity token*',
      // The Operator's or the writer's own number, updated at the bank (issue-safety5).
      'my own bvn', 'my own bvn details',
      // The Operator's own number, asked for by the bank they visit (docs/safety.md, eighth round).
      'if they ask for your bvn', 'if asked for your bvn', 'if anyone asks for your bvn',
      // A warning never to share a credential names it to keep it (issue-safety6); "share the
      // customer's PIN with me" stays a pair.
      'never to share their pin*', 'never to share your pin*', 'never share their pin*',
      'never share your pin*', 'not to share their pin*', 'not to share your pin*',
      'own pin* ... never share it', 'never to share their otp*', 'never share your otp*',
      'prepaid token*', 'power token*', 'token unit*', 'recharge token*', 'token of',
      'location pin*', 'map pin*', 'drop a pin', 'pin location*', 'pin drop', 'pinpoint*',
      'pin board*',
    ],
  },
  // English verbs for getting a code or passing it on.
  {
    kind: 'otpAction',
    // biome-ignore format: packed word list
    terms: [
      'receiv*', 'reciev*', 'collect*', 'get', 'gets', 'got', 'getting', 'obtain*', 'fetch*',
      'harvest*', 'intercept*', 'captur*', 'pick up', 'take', 'takes', 'took', 'request*', 'ask*',
      'wait for', 'send*', 'sent', 'forward*', 'relay*', 'share*', 'sharing', 'give*', 'giving',
      'gave', 'tell*', 'told', 'text', 'texts', 'texting', 'pass', 'passes', 'passed', 'passing',
      'pass on', 'copy*', 'copies', 'paste*', 'screenshot*', 'snap*', 'photograph*', 'read*',
      'provid*', 'submit*', 'enter*', 'type*', 'input*', 'key in', 'use', 'uses', 'using', 'used',
      'handl*', 'bring*', 'brought', 'carry', 'dictat*', 'write down', 'note down', 'call out',
      'hand over',
    ],
  },
  // Yoruba (gbà = receive, fi ránṣẹ́ = send), Hausa (karɓa = receive, aiko/tura = send,
  // karanta = read), Igbo (nata = receive, nweta = get, zite/ziga = send, gụọ = read).
  {
    kind: 'otpAction',
    // biome-ignore format: packed word list
    terms: [
      'gbà', 'gbàá', 'fi ránṣẹ́', 'firanse', 'ránṣẹ́', 'karɓa', 'karɓi', 'karɓo', 'aiko', 'aika',
      'tura', 'turo', 'karanta', 'nata', 'nweta', 'weta', 'nara', 'karbo', 'karbi', 'zite', 'ziga',
      'zitere', 'gụọ',
    ],
  },

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

  // ── Framing: research, signage, negation, hand-over ────────────────────────────────────────
  // Question cues: the words after them are what respondents are asked about.
  {
    kind: 'questionCue',
    // biome-ignore format: packed word list
    terms: [
      'ask* ... about', 'ask* ... whether', 'ask* ... if', 'ask* ... how', 'ask* ... why',
      'ask* ... when', 'ask* ... which', 'ask* ... what', 'what documents', 'documents needed',
      'documents required', 'needed to', 'required to', 'what they require', 'what is required',
      'requirement*', 'how to', 'how long', 'how much', 'what it takes', 'ask* ... their opinion*',
      'ask* ... their view*', 'ask* ... their experience*', 'find out', 'enquir*', 'inquir*',
      'whether', 'survey* ... about', 'survey* ... on', 'survey* ... regarding',
      'survey* ... asking', 'interview* ... about', 'interview* ... on', 'interview* ... regarding',
      'questionnaire*', 'poll* ... about', 'poll* ... on', 'opinion*', 'what they think',
      'what do they think', 'what you think', 'what do you think', 'what people think',
      'how they feel', 'how do they feel', 'how you feel', 'how people feel', 'their experience*',
      'your experience*', 'experience* with', 'feedback', 'complain*', 'do you', 'do they',
      'did you', 'did they', 'have you', 'have they', 'has anyone', 'research*', 'views on',
      'view on', 'attitude*', 'perception*', 'aware*', 'heard of', 'familiar with', 'know about',
      // Asking what is needed, in Pidgin and Hausa (issue-safety5): "wetin I need to open account".
      'wetin i need', 'wetin we need', 'wetin dem need', 'wetin e need', 'me ake bukata',
      'abin da ake bukata',
      // A bank's own staff asked how its procedure works (docs/safety.md, eighth round).
      'customer service how', 'customer service officer how', 'customer care how',
      'the bank how', 'bank staff how',
    ],
  },
  // Topic words: an object after them, with the action before them, is a topic ("a poster about
  // OTP fraud"). English, Yoruba (nípa), Hausa (game da), Igbo (gbasara).
  {
    kind: 'topicCue',
    // biome-ignore format: packed word list
    terms: [
      'about', 'regarding', 'concerning', 'on the topic of', 'on the subject of', 'nípa', 'game da',
      'gbasara',
    ],
  },
  // Look-alikes of cues that are not cues ("about 50 captchas", "whether or not").
  {
    kind: 'cueNegative',
    // biome-ignore format: packed word list
    terms: [
      'about #', 'about a hundred', 'about hundred*', 'about ten', 'about twenty', 'about thirty',
      'about fifty', 'whether or not', 'whether you like it or not',
    ],
  },
  // Pivots back to an instruction to the Operator: after one, a cue earlier in the sentence no
  // longer covers the action. English, Pidgin, Yoruba (lẹ́yìn náà = after that, jọ̀wọ́ =
  // please, kí o = (that) you), Hausa (sannan = then, don Allah = please), Igbo (biko =
  // please, mgbe ahụ = then).
  {
    kind: 'pivot',
    // biome-ignore format: packed word list
    terms: [
      'then', 'after that', 'after this', 'after which', 'afterwards', 'next', 'also', 'finally',
      'before that', 'once done', 'thereafter', 'if not', 'otherwise', 'if so', 'instead', 'but',
      'however', 'remember', 'make sure', 'ensure', 'be sure', 'you must', 'you should', 'you need',
      'you will', 'you have to', 'you can', 'you could', 'can you', 'yourself', 'I need you',
      'I want you', 'we need you', 'we want you', 'please', 'pls', 'kindly', 'abeg', 'make you',
      'you go', 'go and', "don't forget", 'lẹ́yìn náà', 'jọ̀wọ́', 'kí o', 'sannan', 'don Allah',
      'biko', 'mgbe ahụ',
    ],
  },
  // "and" right before an action starts a new instruction ("ask about it and solve it").
  { kind: 'pivotAnd', terms: ['and', 'plus', 'kuma', 'sai'] },
  // Hand-over: the result goes to the requester. Cancels every suppression in its sentence.
  // English and Pidgin, Yoruba (fún mi = for/to me, sí mi = to me, fún wa = to us), Hausa
  // (turo min = send me, ba ni = give me, domin ni = for me), Igbo (maka m = for me, nye m =
  // give me, zitere m = send me).
  {
    kind: 'handover',
    // biome-ignore format: packed word list
    terms: [
      'to me', 'for me', 'send me', 'give me', 'forward me', 'tell me', 'text me', 'show me',
      'whatsapp me', 'dm me', 'with me', 'to us', 'for us', 'send us', 'give us', 'forward us',
      'text us', 'with us', 'on my behalf', 'on our behalf', 'on behalf of', 'but me', 'except me',
      'in your name', 'under your name', 'with your sim', 'with your number', 'with your phone',
      'using your', 'fún mi', 'sí mi', 'fún wa', 'turo min', 'tura min', 'aiko min', 'ba ni',
      'bani', 'fada min', 'kawo min', 'domin ni', 'gare ni', 'maka m', 'nye m', 'zitere m',
      'maka anyị', 'nye anyị',
    ],
  },
  // Negation right before an action ("never share your OTP"). English, Pidgin, Yoruba (má),
  // Hausa (kada, kar), Igbo (ejila = do not use).
  {
    kind: 'negation',
    // biome-ignore format: packed word list
    terms: [
      'never', 'not', 'no', "don't", 'dont', "doesn't", "won't", "shouldn't", 'cannot', "can't",
      'avoid*', 'refus*', 'stop', 'without', 'no go', 'no dey', 'má', 'máṣe', 'kada', 'kar',
      'ejila',
    ],
  },
  // Pronouns right after an action that point back to an earlier sentence ("register am").
  {
    kind: 'pronoun',
    terms: ['am', 'it', 'them', 'dem', 'this', 'that', 'these', 'those', 'one', 'yi', 'ya'],
  },
  // Signage just before the phrase: it is quoted text being observed ("the sign says ...").
  {
    kind: 'signageBefore',
    // biome-ignore format: packed word list
    terms: [
      'says', 'said', 'saying', 'reads', 'reading', 'written', 'printed', 'displays', 'displayed',
      'the words', 'the wording', 'the phrase', 'slogan*', 'tagline*', 'headline*', 'caption*',
      'titled', 'entitled', 'labelled', 'labeled', 'marked', 'advertis*', 'advert*', 'promot*',
    ],
  },
  // Signage just after the phrase ("the 'Open Account Today' banner").
  {
    kind: 'signageAfter',
    // biome-ignore format: packed word list
    terms: [
      'sign', 'signs', 'signage*', 'signboard*', 'sign board*', 'banner*', 'poster*', 'billboard*',
      'flyer*', 'flier*', 'handbill*', 'board*', 'notice*', 'sticker*', 'placard*', 'display*',
      'logo*', 'label*', 'advert*', 'is written', 'written on', 'printed on', 'painted on',
    ],
  },
  // Two real words that spell a listed term once spaces are ignored ("a count" ≠ "account").
  // "as usual" spells Hausa "asusu" (account) once joined.
  { kind: 'splitTrap', terms: ['a count', 'a counts', 'a counting', 'as usual', 'as usually'] },
];
