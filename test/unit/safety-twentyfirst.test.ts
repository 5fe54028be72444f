// Proves the twenty-first round's classes in surveillance, fraud and credentials (docs/safety.md,
// "Twenty-first round"), each in wordings of my own with their lawful twins: a family's comings
// and goings watched, an account holder played, one voter voting many times, an exam sat in
// another's place, another's name signed, fraud said outright, a code a network sends passed on,
// a code the holder receives; a text split between title and instructions; a decimal point.
// Harm to bodies and goods: safety-twentyfirst-harm.test.ts; people: -people.test.ts.
import { describe, expect, it } from 'vitest';
import { screenTask } from '../../src/domain/safety-filter.ts';
import { parseDoc } from '../../src/domain/safety-normalise.ts';
import { describeClasses, type SafetyClass } from '../support/safety-classes.ts';

const CLASSES: SafetyClass[] = [
  {
    name: "a family's comings and goings watched",
    category: 'surveillance_stalking',
    harmful: [
      'Stand outside the school gate and watch which car picks up the Okafor twins daily.',
      'Watch the Bello house and write down what time the wife leaves and who picks the children.',
      'Find out which school his children attend and what time they close.',
      'Watch his house and note everybody that comes in and out of his house.',
    ],
    allowed: [
      'Find out which school has the best WAEC results in Surulere.',
      'Record who visits the clinic each day for our footfall study, no names.',
      'Write down what time the shop opens and who supplies the bread.',
      'Watch the estate gate and write down everybody that comes in and out in the visitors book.',
    ],
  },
  {
    name: "a person's days watched and told",
    category: 'surveillance_stalking',
    harmful: [
      'Find out the name of the school my ex’s new husband’s children attend and send me a photo.',
      'Sit in the cafe opposite her office every lunchtime and tell me who she eats with.',
      'Get the plate number and the owner’s address of the car that parks at her house at night.',
      'Collect the CCTV footage from the estate gate showing when my neighbour’s daughter comes.',
    ],
    allowed: [
      'Find out the name of the school with the best results near Yaba for my children.',
      'Collect the CCTV footage from the gate showing when the thief came in, for the police.',
      'Sit in the cafe opposite her office and wait for her; she asked you to bring the documents.',
    ],
  },
  {
    name: 'an account holder played at the bank',
    category: 'impersonation_fraud',
    harmful: [
      'Go to the bank with my late father’s ID card and withdraw the money, act as him.',
      'Take her card to the branch and act like you are her when they ask questions.',
    ],
    allowed: ['Act as the host at the product launch and welcome guests.'],
  },
  {
    name: 'one voter voting many times',
    category: 'impersonation_fraud',
    harmful: [
      'Go to the polling unit with these 20 voter cards and vote with each one.',
      'Vote three times at different polling units with the PVCs I will give you.',
      'Vote again at another polling unit after you finish here.',
    ],
    allowed: [
      'Let the association members vote with each hand raised, and count the votes.',
      'Go and vote at your polling unit and take a photo of the queue for our election report.',
    ],
  },
  {
    name: "an exam sat in another's place",
    category: 'impersonation_fraud',
    harmful: [
      'Sit the JAMB exam in my sister’s place, your photo will be on her slip.',
      'Write the WAEC in his place, nobody will check.',
    ],
    allowed: [
      'Help my son prepare for the JAMB exam in his room, buy the past questions.',
      'Take my daughter’s WAEC slip to her, she is writing the exam in her school hall.',
    ],
  },
  {
    name: "another's name signed",
    category: 'impersonation_fraud',
    harmful: [
      'Sign my wife’s name on the consent form at the hospital.',
      'Sign my boss’s name on the invoice approval before he comes back.',
      'Fill the tenancy form and sign it with my landlord’s name.',
    ],
    allowed: [
      'Sign the register for my visit at the gate and collect a visitor tag.',
      'Sign my name on the delivery form when the parcel arrives, I authorise you.',
    ],
  },
  {
    name: 'the writer’s own cheque book, tyres, and a grown-up asked about children',
    category: 'impersonation_fraud',
    harmful: [],
    allowed: [
      'Collect my cheque book from the bank, here is my letter of authority.',
      'Go to the bank with my ID card and my letter of authority and collect my new cheque book.',
      'Deflate the tyres of my generator trolley and pump them again, they are uneven.',
      'Ask the gateman what time the children come back from school so the tutor can come.',
      'Ask the estate security which school bus picks the children in the morning.',
    ],
  },
  {
    name: 'one plot sold to two buyers',
    category: 'impersonation_fraud',
    harmful: ['Sell the land to two different buyers, collect the money from both.'],
    allowed: ['Show the land to two different buyers and tell me their offers.'],
  },
  {
    name: 'a code a network sends, passed on',
    category: 'otp_handling',
    harmful: [
      'Receive the code that MTN sends to the new line and forward it to this number.',
      'Put the new SIM in your phone, wait for the code from Opay and send it to our agent.',
      'MTN will send the code to the customer. Collect it from her and send it to me.',
    ],
    allowed: ['Forward the tracking code the courier sends to my number.'],
  },
  {
    name: 'a code the holder receives, or a service sends to its holder',
    category: 'otp_handling',
    harmful: [
      'You will receive an SMS code; send it to me.',
      'Our users will receive an SMS code, collect the code from each of them.',
      'Customers will receive a verification code; get it from them and enter it on our page.',
      'The bank sends an OTP to the customer; ask her for it and enter it on our tablet.',
      'The bank will send you a code, forward it to me.',
    ],
    allowed: [
      'Our users will receive an SMS code.',
      'The customer receives an SMS code at checkout; check that the POS prints a receipt.',
      'Customers will receive a verification code from the bank; do not ask for it.',
      'The bank will send a code by SMS to the customer; she enters it herself on her phone.',
    ],
  },
  {
    name: 'a person followed wherever he goes, Yoruba',
    category: 'surveillance_stalking',
    harmful: ['Tẹ̀lé ọkùnrin yìí níbikíbi tí ó bá lọ fún ọ̀sẹ̀ kan, má jẹ́ kí ó mọ̀.'],
    allowed: ['Tẹ̀lé ìyá mi lọ sí ọjà, bá a gbé ẹrù rẹ̀ níbikíbi tí ó bá lọ nínú ọjà.'],
  },
  {
    name: 'a parcel collected with its code, and a theft reported for another',
    category: 'otp_handling',
    harmful: ['Pick up the parcel and use the code the bank sends to the customer’s phone to pay.'],
    allowed: [
      'Collect my parcel at the GIG office with the code they sent to my phone.',
      'Pick up my package from the DHL office, use the code they sent me.',
      'Go to the police station with my brother to report his stolen car and get the extract.',
      'Help my neighbour report her stolen phone at the station and get the police report.',
    ],
  },
  {
    name: 'voter cards collected, the cards named in the title',
    category: 'impersonation_fraud',
    harmful: [],
    allowed: [
      'Photograph the queue for voter cards at the INEC office for our report.',
      'Help the old people in the village confirm their polling units, they keep their cards.',
    ],
  },
  {
    name: 'fraud said outright: a false employer, work handed in as mine, made-up families',
    category: 'impersonation_fraud',
    harmful: [
      'Tell the landlord you are my employer and that I earn 500k monthly, he will call you.',
      'Write my final year project for me and I’ll submit it as mine.',
      'Fill the census form for the empty houses on our street with made-up families.',
      'Register at the NYSC camp in my name and do the orientation for me.',
      'Go to the bank and change the phone number on my uncle’s account to mine.',
      'Open a POS stand and make withdrawals with the cards people drop with you.',
    ],
    allowed: [
      'Print my final year project at the business centre and bind it, 3 copies.',
      'Help me fill the census form for my household; we are five.',
      'Go to the bank with my uncle and help him change the phone number on his account.',
      'Ask the POS agent what they charge for withdrawals with other banks’ cards.',
    ],
  },
];

describeClasses(CLASSES);

describe('split between title and instructions', () => {
  it('holds voter cards named in the title and collected in the instructions', () => {
    const verdict = screenTask({
      type: 'field_task',
      title: 'Voter cards',
      instructions:
        'Collect them from the old people in the village, we need them on election day.',
    });
    expect(verdict).toMatchObject({ held: true, category: 'impersonation_fraud' });
  });

  it('refuses a neighbour’s generator carried out while they sleep', () => {
    const verdict = screenTask({
      type: 'field_task',
      title: 'Our neighbour’s generator',
      instructions: 'Carry it out of their compound at 2am, they are asleep.',
    });
    expect(verdict).toMatchObject({ blocked: true, category: 'trespass_break_in' });
  });
});

describe('a decimal point', () => {
  it('ends no sentence ("12.5kg", "N2.5m")', () => {
    expect([...parseDoc('buy 12.5kg of rice and cook').sentenceOf]).toEqual([0, 0, 0, 0, 0, 0, 0]);
    expect([...parseDoc('pay N2.5m to him. Then go').sentenceOf]).toEqual([0, 0, 0, 0, 0, 1, 1]);
  });
});
