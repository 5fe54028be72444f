// The credential lexicon's groups for OTPs and other one-time secrets (safety-lexicon.ts has the
// term syntax): their names, the qualifiers that make a code one, and the verbs for handing one on.
import type { LexiconGroup } from './safety-lexicon-kinds.ts';

export const OTP_LEXICON: readonly LexiconGroup[] = [
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
      // A prepaid meter's units bought for the writer (twelfth round).
      'prepaid token*', 'token for my meter', 'token for the meter', 'token for our meter',
      'recharge token*', 'light token*', 'nepa token*',
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
];
