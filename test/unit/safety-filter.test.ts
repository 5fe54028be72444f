// Proves the safety filter refuses account creation, CAPTCHA solving and OTP handling through
// disguises and five languages, passes research, signage and everyday "code"/"register"/"account"
// text, never echoes the input, and stays fast.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { disguise, editArb } from '../support/safety-disguise.ts';
import {
  SCREEN_FIELD_CHARS_MAX,
  screenTask,
  type SafetyCategory,
  type SafetyVerdict,
} from '../../src/domain/safety-filter.ts';

const screen = (
  instructions: string,
  title = 'Field task',
  type = 'field_verification',
): SafetyVerdict => screenTask({ type, title, instructions });

const CAPTCHA: SafetyCategory = 'captcha_solving';
const OTP: SafetyCategory = 'otp_handling';
const ACCOUNT: SafetyCategory = 'account_creation';

/** [evasion family, expected category, instructions] */
const BLOCKED: ReadonlyArray<readonly [string, SafetyCategory, string]> = [
  // CAPTCHA
  ['plain', CAPTCHA, 'Solve the CAPTCHA on this website for me.'],
  ['plain', CAPTCHA, 'Type the captcha characters into the form and press submit.'],
  ['vendor name', CAPTCHA, 'Bypass the reCAPTCHA on the login page.'],
  ['paraphrase', CAPTCHA, "Tick the I'm not a robot box and submit."],
  ['paraphrase', CAPTCHA, 'Solve 500 hCaptcha image puzzles per day.'],
  ['paraphrase', CAPTCHA, "Complete the image puzzle to prove you're human."],
  ['nominal', CAPTCHA, 'CAPTCHA solving — 1000 per day, paid weekly.'],
  ['leetspeak', CAPTCHA, 'S0lv3 th3 c@ptch@ on the portal.'],
  ['leetspeak', CAPTCHA, 'Solve the c4ptch4 on the site.'],
  ['fullwidth', CAPTCHA, 'Solve the ｃａｐｔｃｈａ on the site.'],
  ['homoglyphs', CAPTCHA, 'Solve the сарtсhа on the site.'], // Cyrillic с, а, р
  ['zero-width', CAPTCHA, 'Solve the cap\u200btch\u200da quickly.'],
  ['spacing', CAPTCHA, 'Solve the c a p t c h a quickly.'],
  ['punctuation', CAPTCHA, 'Solve the capt-cha quickly.'],
  ['punctuation', CAPTCHA, 'Solve the C.A.P.T.C.H.A. for me.'],
  ['repeated letters', CAPTCHA, 'Solve the captchaaaa quickly.'],
  ['combining marks', CAPTCHA, 'Solve the c\u0336a\u0336p\u0336t\u0336c\u0336h\u0336a\u0336 now.'],
  ['Pidgin', CAPTCHA, 'The site dey show captcha. Abeg solve am.'],
  ['Yoruba', CAPTCHA, 'Yanjú captcha yìí fún mi.'],
  ['Hausa', CAPTCHA, 'Warware captcha din nan.'],
  ['Igbo', CAPTCHA, 'Dozie captcha a maka m.'],
  // OTP
  ['plain', OTP, 'Receive the OTP on your phone and send it to me.'],
  ['paraphrase', OTP, 'Forward me the code you receive.'],
  ['paraphrase', OTP, 'Read the one time password to me when it arrives.'],
  ['paraphrase', OTP, 'Send me the verification code.'],
  ['paraphrase', OTP, "Collect the customer's 2FA code."],
  ['paraphrase', OTP, 'What is the 6-digit code they texted you? Send it.'],
  ['paraphrase', OTP, "Get the customer's ATM PIN."],
  ['nominal', OTP, 'OTP handling: relay codes to our team.'],
  ['leetspeak', OTP, 'Give me the 0TP.'],
  ['leetspeak', OTP, 'Read the verific@tion c0de to me.'],
  ['punctuation', OTP, 'Collect the o.t.p from the customer.'],
  ['punctuation', OTP, 'Collect the O-T-P from the customer.'],
  ['homoglyphs', OTP, 'Collect the οtp from the customer.'], // Greek ο
  ['spacing', OTP, 'Collect the one - time pass word from her phone.'],
  ['Pidgin', OTP, 'Abeg help me collect the code wey dem go send.'],
  ['Pidgin', OTP, 'When the bank texts a code to your line, send am give me sharp sharp.'],
  ['Yoruba', OTP, 'Gba koodu tí wọ́n fi ránṣẹ́ sí ẹ kí o fi ránṣẹ́ sí mi.'],
  ['Hausa', OTP, 'Karɓi lambar tabbatarwa ka turo min.'],
  ['Igbo', OTP, 'Nata koodu nkwenye zitere m ya.'],
  // Accounts
  ['plain', ACCOUNT, 'Create 50 Gmail accounts.'],
  ['plain', ACCOUNT, 'Open a new WhatsApp account for me using your SIM.'],
  ['paraphrase', ACCOUNT, 'Sign up for a new Facebook account with this email.'],
  ['paraphrase', ACCOUNT, 'Register new gmail for me.'],
  ['nominal', ACCOUNT, 'Bulk account creation for our marketing campaign.'],
  ['passive', ACCOUNT, 'We need 30 new Gmail accounts created before Friday.'],
  ['leetspeak', ACCOUNT, 's1gn up 20 instagram profiles.'],
  ['leetspeak', ACCOUNT, 'Create em@il accounts for the team.'],
  ['homoglyphs', ACCOUNT, 'Open an ɑccount for me.'], // Latin alpha
  ['Pidgin', ACCOUNT, 'Abeg open new account for me.'],
  ['Pidgin', ACCOUNT, 'This na new WhatsApp line. Register am for me.'],
  ['Yoruba', ACCOUNT, 'Ṣí àkọọlẹ̀ tuntun fún mi.'],
  ['Yoruba', ACCOUNT, 'Forúkọsílẹ̀ fún àkọọ́lẹ̀ Gmail.'],
  ['Hausa', ACCOUNT, 'Buɗe asusu a banki domin ni.'],
  ['Hausa', ACCOUNT, 'Yi rijista sabon asusun WhatsApp.'],
  ['Igbo', ACCOUNT, 'Mepee akaụntụ ọhụrụ maka m.'],
  ['Igbo', ACCOUNT, 'Debanye aha na Facebook.'],
  // Framing that must not rescue an instruction
  ['pivot after a cue', CAPTCHA, 'Interview the owner, then solve the captcha on our portal.'],
  ['pivot after a cue', CAPTCHA, 'Ask the owner about the captcha and solve it.'],
  [
    'hand-over cancels a cue',
    OTP,
    'Ask the customer whether they received the OTP, then forward it to me.',
  ],
  ['asking for it', OTP, 'Ask the customer for the OTP.'],
  ['cue aimed at the Operator', CAPTCHA, 'Check whether you can solve the captcha on example.com.'],
  ['hand-over cancels a negation', OTP, "Don't forget to send me the OTP."],
  ['split into sentences', ACCOUNT, 'Open. A. Gmail. Account.'],
  [
    'cross-category',
    ACCOUNT,
    'Verify new Telegram accounts with your phone number and send me the codes.',
  ],
  ['misspelling', OTP, 'Recieve the verifcation code and forward it.'],
];

/** Legitimate work that must pass. */
const PASSING: readonly string[] = [
  'Survey shop owners on what they think about CAPTCHAs on websites.',
  'Do a quick survey asking traders what they think about CAPTCHAs.',
  'Ask shop owners whether they find solving CAPTCHAs annoying and record their answers.',
  'Photograph the storefront sign that says "Open Account Today" at the bank branch.',
  'Take a photo of the "Open Account Today" banner at the GTBank branch on Broad Street.',
  'Photograph the Open Account Today banner outside the Zenith branch.',
  'Verify that the business address at 12 Allen Avenue, Ikeja exists and photograph the entrance.',
  'Ask a POS agent whether customers complain about OTP delays.',
  'Call the pharmacy to confirm its opening hours.',
  'Count the number of people in the queue at the bank.',
  'Note the postal code on the estate gate.',
  'Check whether staff at the restaurant follow the dress code.',
  'Photograph the QR code on the poster at the bus stop.',
  'Photograph the cash register at the checkout counter.',
  'Account for every item on the shelf and list any missing stock.',
  'Interview market women about how they receive verification codes from their banks.',
  'Photograph the poster warning customers never to share their OTP.',
  'Confirm the branch is open and the account officer is on duty.',
  'Visit the Access Bank branch and ask how long it takes to open an account.',
  "Record the shop's WhatsApp number and opening hours.",
  'Questionnaire: do you ever receive OTP codes late?',
  'Send a photo of the zip code on the package label.',
  'Give an account of what you saw at the market.',
  'Find out if the bank lets customers open accounts without BVN.',
  'Make a count of the people waiting at the bank.',
  'Make a Facebook post about the new shop opening.',
  'Open WhatsApp and call the shop to confirm they are open.',
  'Count how many customers use the account opening desk between 9 and 11am.',
  'Photograph the billboard that reads "Create your free account in 5 minutes" and note the brand.',
  'Recharge the prepaid meter and send me the meter token they send.',
  'Ask POS agents whether customers complain about OTP delays, then photograph the storefront.',
  'Confirm whether the POS terminal prints a receipt after the customer enters their PIN.',
  'Photograph the bank\'s "Open an account in 5 minutes" poster.',
  "Take a photo of the sign at the entrance that says 'Do not share your PIN'.",
  'Deliver the package; the customer will give you the delivery code to confirm receipt.',
  'Interview five students about how they create strong passwords.',
  "Get the shop's Instagram handle and photograph the price list.",
  'Open the email we sent and confirm the meeting time.',
];

describe('screenTask blocks credential-class work', () => {
  it('has at least 40 blocked phrasings covering every category', () => {
    expect(BLOCKED.length).toBeGreaterThanOrEqual(40);
    expect(new Set(BLOCKED.map(([, category]) => category)).size).toBe(3);
  });

  it.each(BLOCKED)('%s (%s): %s', (_family, category, text) => {
    expect(screen(text)).toEqual({ blocked: true, category });
  });

  it('reads the type and title as well as the instructions', () => {
    expect(screen('Work quickly and accurately.', 'Data entry', 'captcha_solving')).toEqual({
      blocked: true,
      category: CAPTCHA,
    });
    expect(screen('Details in the brief.', 'Open 20 new Gmail accounts')).toEqual({
      blocked: true,
      category: ACCOUNT,
    });
  });

  // "kò sí" (there is no) read inside the spaced verb is the verb's middle, not a negation.
  it.each([
    'Forú kọsí lẹ̀ fún àkọọ́lẹ̀ Gmail.',
    'f o r u k o s i l e fun akoole Gmail.',
    'Fo ru ko si le fun akoole Gmail.',
  ])('reads a Yoruba verb split by spaces: %s', (text) => {
    expect(screen(text)).toEqual({ blocked: true, category: ACCOUNT });
  });

  it('still reads "kò sí" before the verb as there being none', () => {
    expect(screen('Kò sí àkọọ́lẹ̀ Gmail kankan láti ṣí; ya fọ́tò ṣọ́ọ̀bù náà.')).toEqual({
      blocked: false,
    });
  });
});

describe('screenTask passes legitimate work', () => {
  it('has at least 20 legitimate texts', () => {
    expect(PASSING.length).toBeGreaterThanOrEqual(20);
  });

  it.each(PASSING)('%s', (text) => {
    expect(screen(text)).toEqual({ blocked: false });
  });

  it('passes an empty task', () => {
    expect(screenTask({ type: '', title: '', instructions: '' })).toEqual({ blocked: false });
  });
});

describe('the verdict', () => {
  it('never contains the input text: it is one of four fixed values', () => {
    const marker = 'Zqxv7Marker';
    const allowed = new Set([
      '{"blocked":false}',
      '{"blocked":true,"category":"account_creation"}',
      '{"blocked":true,"category":"captcha_solving"}',
      '{"blocked":true,"category":"otp_handling"}',
    ]);
    for (const text of [...BLOCKED.map(([, , t]) => t), ...PASSING]) {
      const verdict = screen(`${text} ${marker}`, `${marker} title`);
      const serialized = JSON.stringify(verdict);
      expect(allowed.has(serialized)).toBe(true);
      expect(serialized).not.toContain(marker);
    }
  });

  it('is the same for the same input (deterministic, no state between calls)', () => {
    const text = 'Forward me the code you receive.';
    expect(screen(text)).toEqual(screen(text));
    screen('Solve the CAPTCHA.');
    expect(screen(text)).toEqual({ blocked: true, category: OTP });
  });
});

describe('bounds', () => {
  it(
    'reads each field only up to SCREEN_FIELD_CHARS_MAX characters (the schema must cap fields ' +
      'there)',
    () => {
      const padding = 'Count the people in the queue. '.repeat(
        Math.ceil(SCREEN_FIELD_CHARS_MAX / 31),
      );
      expect(screen(`Solve the captcha. ${padding}`)).toEqual({ blocked: true, category: CAPTCHA });
      expect(screen(`${padding.slice(0, SCREEN_FIELD_CHARS_MAX)} Solve the captcha.`)).toEqual({
        blocked: false,
      });
    },
  );

  it.each([
    ['spaced letters', 'l '.repeat(5000)],
    ['one long word', 'a'.repeat(SCREEN_FIELD_CHARS_MAX)],
    ['alternating repeats', 'o o o o o t '.repeat(1600)],
    ['cue gaps', 'ask a b c d whether '.repeat(500)],
    ['dense objects', 'the verification code you receive '.repeat(300)],
  ])(
    'answers the inputs that stress its loops (%s); bench/safety-filter.ts times them',
    (_name, text) => {
      expect(screen(text, text, text)).toEqual(screen(text, text, text));
    },
  );
});

// ── Properties ─────────────────────────────────────────────────────────────────────────────

const SEEDS = BLOCKED.filter(
  ([family]) =>
    ![
      'pivot after a cue',
      'hand-over cancels a cue',
      'hand-over cancels a negation',
      'asking for it',
      'cue aimed at the Operator',
    ].includes(family),
);

/** Phrases that each pass and, joined in any order, still describe legitimate field work. */
const SAFE_PHRASES: readonly string[] = [
  'photograph the storefront',
  'count the people in the queue at the bank',
  'note the postal code on the gate',
  'confirm the opening hours',
  'check the dress code at the entrance',
  'scan the QR code on the poster',
  'record the price of a bag of rice',
  'photograph the cash register',
  'account for every item on the shelf',
  'photograph the "Open Account Today" banner',
  'visit the market on Saturday',
  'call the shop to confirm the address',
  'ask traders what they think about CAPTCHAs',
  'ask the POS agent whether customers complain about OTP delays',
  'verify that the business exists',
  'take a picture of the signboard',
  'note the area code on the notice board',
  'write down the number of customers',
  'give an account of the visit',
];
const SEPARATORS = ['. ', ', ', ' and ', '; ', '.\n', ' — '];
/**
 * Property runs; raise it to search harder: SAFETY_FILTER_RUNS=50000 npx vitest run <this file>.
 */
const RUNS = Number(process.env.SAFETY_FILTER_RUNS ?? 600);

describe('properties', () => {
  it(
    'disguising a blocked phrasing with spaces, zero-width characters, case and look-alikes ' +
      'still blocks',
    () => {
      fc.assert(
        fc.property(
          fc.constantFrom(...SEEDS),
          fc.array(editArb, { maxLength: 8 }),
          ([, category, text], edits) => {
            expect(screen(disguise(text, edits))).toEqual({ blocked: true, category });
          },
        ),
        { numRuns: RUNS },
      );
    },
  );

  it('sentences built from a safe vocabulary never block', () => {
    const sentence = fc
      .array(fc.tuple(fc.constantFrom(...SAFE_PHRASES), fc.constantFrom(...SEPARATORS)), {
        minLength: 1,
        maxLength: 8,
      })
      .map((parts) => parts.map(([phrase, separator]) => phrase + separator).join(''));
    fc.assert(
      fc.property(sentence, (text) => {
        expect(screen(text)).toEqual({ blocked: false });
      }),
      { numRuns: RUNS },
    );
  });
});
