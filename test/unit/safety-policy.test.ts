// Proves the safety filter refuses or holds every category of the policy (docs/safety.md) in
// English, Pidgin, Yoruba, Hausa and Igbo and through disguises, holds dangerous work without
// ever refusing it, passes everyday field work that shares their words, and keeps a workflow's
// strongest verdict. Examples are this file's own, not rows of bench/data/safety.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  firstBlocked,
  screenTask,
  strongest,
  type SafetyCategory,
  type SafetyVerdict,
} from '../../src/domain/safety-filter.ts';
import { disguise, editOf } from '../support/safety-disguise.ts';

const screen = (instructions: string, title = 'Field task', extra?: string[]): SafetyVerdict =>
  screenTask({ type: 'field_verification', title, instructions, ...(extra ? { extra } : {}) });
const caught = (v: SafetyVerdict): boolean => v.blocked || v.held === true;

/** [category, instructions]: each must be refused with that category. */
const REFUSED: ReadonlyArray<readonly [SafetyCategory, string]> = [
  [
    'illegal_goods_services',
    'Buy three sachets of tramadol from the chemist at Ojuelegba and bring them to my house.',
  ],
  [
    'illegal_goods_services',
    'Abeg carry this small bag of loud go give my guy for Yaba, e go pay you.',
  ],
  [
    'illegal_goods_services',
    'Pick up the pistol and the bullets from Kunle at the motor park and keep them for me.',
  ],
  [
    'illegal_goods_services',
    'Pay the customs officer 50k so he releases the container without inspection.',
  ],
  ['illegal_goods_services', 'Ka sayo mana kwayar tramadol guda hamsin a Sabon Gari.'],
  [
    'illegal_goods_services',
    'Collect the counterfeit naira notes from the printer and deliver them to Aba.',
  ],
  ['violence_threats', 'Go to his shop in Mushin and beat him until he begs.'],
  ['violence_threats', 'Find the landlord and teach him a lesson he will not forget.'],
  [
    'violence_threats',
    'Kidnap the girl when she leaves school and hold her at the uncompleted building.',
  ],
  ['violence_threats', 'Set the kiosk on fire at night when nobody is around.'],
  [
    'surveillance_stalking',
    'Follow my wife from her office and note everywhere she goes this week.',
  ],
  ['surveillance_stalking', 'Find out where my ex lives now and send me the address.'],
  ['surveillance_stalking', 'Secretly photograph Mr Bello whenever he visits the estate.'],
  ['surveillance_stalking', 'Tẹ̀lé ọkọ mi láti ibi iṣẹ́ kí o sọ ibi tí ó ń lọ fún mi.'],
  [
    'harassment_intimidation',
    'Stand in front of her shop with placards calling her a thief until she pays.',
  ],
  [
    'harassment_intimidation',
    'Go to his office and embarrass him in front of his colleagues so he pays what he owes.',
  ],
  ['harassment_intimidation', 'Deliver this letter and tell him that we know where he lives.'],
  [
    'trespass_break_in',
    'Climb over the fence of the warehouse at night and photograph the stock inside.',
  ],
  ['trespass_break_in', 'Break the padlock on the back gate and bring out the generator.'],
  ['trespass_break_in', 'Enter the compound when the owner is away and check the rooms.'],
  [
    'impersonation_fraud',
    'Dress as a police officer and collect 2,000 naira from each trader for the new levy.',
  ],
  [
    'impersonation_fraud',
    'Tell the old woman you are from her bank and collect her ATM card and PIN.',
  ],
  [
    'impersonation_fraud',
    'Write 40 five-star reviews for my shop from different accounts and names.',
  ],
  [
    'impersonation_fraud',
    'On election day pay 5k to every voter who shows you their ballot for our party.',
  ],
  ['sexual_services', 'Find two escorts for my guests at the hotel in Lekki this weekend.'],
  [
    'sexual_services',
    'Bring three hot girls to my room at the guest house tonight, I will pay them.',
  ],
  ['sexual_services', 'Take nude photos of the models for my private page.'],
  [
    'minors_exploitation',
    'Photograph the schoolgirls at the gate of the primary school and send me the pictures.',
  ],
  [
    'minors_exploitation',
    'Hire ten small boys to carry loads at the market from morning till night.',
  ],
  [
    'minors_exploitation',
    'Get the phone numbers of JSS 2 girls so I can chat with them; their parents must not know.',
  ],
  [
    'hate_incitement',
    'Distribute these leaflets saying the Igbo are thieves and must leave our town.',
  ],
  ['hate_incitement', 'Spray "Northerners go home" on the walls of the market tonight.'],
  ['hate_incitement', 'Print posters calling on our youths to drive out the Fulani herdsmen.'],
];

/** Dangerous work: held for review, never refused. */
const HELD: readonly string[] = [
  'Climb to the top of the 40-metre telecom mast at Ikeja and photograph the antenna serial plate.',
  'Wade through the flood water on the Lekki road and measure how deep it is at the junction.',
  'Go up on the roof of the three-storey building and fix the water tank overflow.',
  'Siphon the diesel from the drums into jerrycans and carry them to the site.',
  'Open the transformer box on our street and check the burnt cables.',
  'Gun òrùlé ilé wa kí o tún páànù tó ti bàjẹ́ ṣe.',
];

/** Everyday work that shares their words: must pass. */
const PASSING: readonly string[] = [
  "Photograph the pharmacy's price list and opening hours at the door.",
  'Record the price of a bottle of codeine-free cough syrup at three pharmacies.',
  'Ask the pharmacist whether they sell tramadol without a prescription and note yes or no.',
  'Photograph the shop front and the signboard of the supermarket on Allen Avenue.',
  'Count the customers who enter the bank branch between 9 and 11am.',
  'Survey 20 residents about how safe they feel from kidnapping on the Abuja–Kaduna road.',
  'Ask traders what they think about fake naira notes in circulation.',
  'Deliver the parcel of books to the school office and get the receptionist to sign.',
  'Confirm the service times of the church and the Friday prayer time at the central mosque.',
  'Check whether the school on Herbert Macaulay Way has resumed, without talking to any children.',
  'Inspect the generator from the ground and photograph the nameplate.',
  'Photograph the flooded road from a safe dry place; do not enter the water.',
  'Photograph the poster warning against drug abuse at the bus stop.',
  'Buy two footballs for the office team; the match kicks off at 4.',
  'Buy two Igbo language textbooks at the CSS bookshop in Ibadan.',
  'Photograph the "No trespassing" sign at the estate gate.',
  'Follow the road to the end of the street and photograph the last house number.',
  'Take a picture of the price tags on the baby food shelf.',
  'Bi àwọn oníṣòwò bóyá wọ́n ti rí owó ayédèrú rí, kí o kọ bẹ́ẹ̀ni tàbí bẹ́ẹ̀kọ́.',
  'Ka tambayi matafiya ko suna tsoron garkuwa da mutane a hanya.',
  'Jụọ ndị ahịa ma ha ahụla ego adịgboroja.',
  'Abeg confirm if the shop still dey open and snap the price list.',
  'Record the petrol price at three filling stations in Wuse.',
  'Ask the estate security what time the gate closes at night.',
  'Photograph the scaffolding hire price list at the builders market.',
  'Visit Shop 419 at 419 Allen Avenue, Ikeja and photograph the drinks shelf.',
  'Buy a Yoruba dictionary and two Igbo novels from the bookshop.',
  'Buy school uniforms for two children aged 8 and 10 from the market.',
  'Buy 2 kg of lean beef and a water pistol for the party.',
  'Make sure the goods are not fake, then sign without delay.',
  'Call the customer when he comes back from work and deliver the parcel.',
  'Ask the Fulani herders at the Kara market the price of a cow.',
  'Note the meter readings 0 01 0 05 0 and 7 or 0 on the form.',
  "Children's birthday party: pick up the cake from the bakery and take it to the venue.",
];

describe('screenTask refuses every category of the policy', () => {
  it('covers every refused category', () => {
    expect(new Set(REFUSED.map(([c]) => c)).size).toBe(9);
  });

  it.each(REFUSED)('%s: %s', (category, text) => {
    expect(screen(text)).toEqual({ blocked: true, category });
  });

  it.each([
    ['letter spacing', 'B u y three sachets of t r a m a d o l and bring them to me.'],
    ['leetspeak', 'Buy thr33 sachets of tr4m4d0l and br1ng them to me.'],
    ['Cyrillic look-alikes', 'Buy three sachets of trаmаdоl and bring them to me.'],
    ['zero-width characters', 'Buy three sachets of tra\u200bma\u200ddol and bring them to me.'],
  ])('sees through %s', (_evasion, text) => {
    expect(screen(text)).toEqual({ blocked: true, category: 'illegal_goods_services' });
  });

  it('reads what is split between title and instructions', () => {
    const text = 'Pick up what the title says from Baba Tee and bring it to Ikeja.';
    expect(caught(screen(text, 'Two wraps of loud'))).toBe(true);
  });

  it('reads the extras an Operator sees (answer-form options, template fields)', () => {
    const extra = ['Option A', 'Kidnap the boy after school'];
    expect(screen('Choose one option below.', 'Quick task', extra)).toEqual({
      blocked: true,
      category: 'violence_threats',
    });
  });
});

describe('dangerous work is held, never refused', () => {
  it.each(HELD)('%s', (text) => {
    const verdict = screen(text);
    expect(verdict.blocked).toBe(false);
    expect(verdict.held && verdict.category === 'dangerous_work').toBe(true);
    expect(verdict.held && verdict.reasons.length).toBeGreaterThan(0);
  });
});

describe('screenTask passes look-alikes', () => {
  it.each(PASSING)('%s', (text) => {
    expect(screen(text)).toEqual({ blocked: false });
  });
});

describe('a workflow: the strongest verdict of its steps', () => {
  const pass = screen('Photograph the shop front.');
  const hold = screen(HELD[0]!);
  const refuse = screen(REFUSED[0]![1]);

  it('is a refuse over a hold, a hold over a pass', () => {
    expect(strongest([pass, hold, refuse, pass])).toBe(refuse);
    expect(strongest([pass, hold, pass])).toBe(hold);
    expect(strongest([pass, pass])).toEqual({ blocked: false });
    expect(firstBlocked([hold, refuse])).toBe(refuse);
  });
});

/** Property runs; to search harder: SAFETY_FILTER_RUNS=50000 npx vitest run <this file>. */
const RUNS = Number(process.env.SAFETY_FILTER_RUNS ?? 600);
const edits = fc.array(editOf(['spacedWord', 'zeroWidth', 'case', 'lookAlike', 'leet']), {
  maxLength: 8,
});

describe('properties', () => {
  // Caught, not always in the same category or outcome: a space can turn one phrase into
  // another ("beat him" into "be at him", held), and an Operator sees neither.
  it(
    'disguising a refused or held phrasing with spelled-out words, zero-width characters, ' +
      'case, look-alikes and leet still catches it',
    () => {
      const seeds = [...REFUSED.map(([, text]) => text), ...HELD];
      fc.assert(
        fc.property(fc.constantFrom(...seeds), edits, (text, edit) => {
          expect(caught(screen(disguise(text, edit)))).toBe(true);
        }),
        { numRuns: RUNS },
      );
    },
  );
});
