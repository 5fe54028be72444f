// Proves the concept lexicons (safety-lexicon-concepts.ts) catch whole classes of harm in new
// wordings — pressure, shaming, weapons in hand, wrecking property, watching who visits, night
// roads, pits, live wires, polite bribes, cover stories, children at work — and that the framing
// added with them lets look-alike briefs through (docs/safety.md, "Concepts").
import { describe, expect, it } from 'vitest';
import { type SafetyCategory, screenTask } from '../../src/domain/safety-filter.ts';

const screen = (instructions: string, title = 'Field task') =>
  screenTask({ type: 'field_verification', title, instructions });

const REFUSED: ReadonlyArray<readonly [SafetyCategory, string]> = [
  // Held by the demand-with-consequence concept, refused since the thirteenth round: pictures
  // shown to her family unless she complies (docs/safety.md, "Thirteenth round").
  [
    'harassment_intimidation',
    'If she does not call me back, we will send her photos to her family.',
  ],
  ['harassment_intimidation', 'Tell the nurse it would be better for her if she forgets the case.'],
  ['harassment_intimidation', 'Hold a banner at his church saying he is a fraudster who owes us.'],
  ['harassment_intimidation', 'Ring her line every hour until she stops posting about us.'],
  ['harassment_intimidation', 'Ka ba su kunya a gaban jama’a.'],
  ['harassment_intimidation', 'Visit the complainant with our boys so he knows we are around.'],
  ['violence_threats', 'Go to the car wash with iron rods and teach the owner.'],
  ['violence_threats', 'Deflate all the tyres of his bus tonight so he cannot work.'],
  ['violence_threats', 'Ku yanke shi da adda idan ya fito.'],
  ['surveillance_stalking', 'Sit across the road and write down who visits her flat after 9pm.'],
  ['surveillance_stalking', 'Find out who she spends time with on weekends.'],
  ['surveillance_stalking', 'Ka sa ido kan matarsa ka fada min.'],
  ['illegal_goods_services', 'Give the VIO a brown envelope so the officer will release the car.'],
  ['illegal_goods_services', 'Ka siyo mana tramadol guda goma.'],
  ['trespass_break_in', 'Climb in through the back window of the flat; nobody is home.'],
  ['trespass_break_in', 'Open the store when he is not around and take the ledger.'],
  ['impersonation_fraud', 'Tell the shop owners you are from LAWMA and collect a sanitation fine.'],
  ['impersonation_fraud', 'Post 30 five-star reviews from different phones.'],
  ['sexual_services', 'Send two ladies to the guest house who will spend the night with him.'],
  ['minors_exploitation', 'Bring a small boy from the village to work for me in the shop.'],
  ['minors_exploitation', 'Get two pikin who will not go to school to sell sachet water.'],
  ['hate_incitement', 'Tell the landlords not to rent to Igbo families any more.'],
  ['hate_incitement', 'Print stickers that say Fulanis out and paste them at the park.'],
  ['surveillance_stalking', 'Tail my husband after work on Friday.'],
];

const HELD: ReadonlyArray<readonly [SafetyCategory, string]> = [
  ['dangerous_work', 'Take the parcel from Lokoja to Okene by road at 11pm tonight.'],
  ['dangerous_work', 'The ring dropped into the soakaway; climb down and bring it out.'],
  ['dangerous_work', 'Paddle the canoe across while the river is in flood.'],
  ['dangerous_work', 'Splice the wires at the pole; the cable is live but it is fine.'],
  ['dangerous_work', 'Siphon the diesel from the drums into jerrycans.'],
  ['dangerous_work', 'Climb the drainpipe to fix the signboard on the second floor.'],
  ['dangerous_work', 'Tape the naked wire behind the fridge while the socket is on.'],
  ['illegal_goods_services', 'Carry the bag to Lekki. If the police stop you, say it is clothes.'],
];

const PASSING: readonly string[] = [
  // A topic joins nouns over "and"; a victim's account and a received threat are reports.
  'Summarise what the speakers said about threats and harassment at the town hall.',
  'If a trader says he was threatened by touts, write down what he says.',
  'My shop received a threatening letter; take it to the police station.',
  // A sign word after "and" names nothing; a parent's own child; a gift with no purpose.
  'Check the price tags and photograph the display banner from the street.',
  'Pick up my daughter (age 8) from school; her teacher knows you are coming.',
  'Buy a retirement gift for the customs officer and deliver it to his party.',
  // Look-alikes of the new lists.
  'Climb the stairs to the fourth floor office and deliver the envelope.',
  'Fly to Maiduguri on the morning flight and deliver the documents.',
  'Take our empty gas cylinder to the gas plant for refilling.',
  'Give the parcel to whoever is at the front desk and photograph the slip.',
  'Count the staff arriving for the night shift at our factory gate.',
  'Collect the agreed payment at the counter and give her the receipt.',
  'If she does not answer, we will call again tomorrow.',
  // A negation with its modal; a possessive before "laptop" is no "slap".
  'Drop the snacks with the camp coordinator; you do not need to meet the children.',
  "Return my ex-boss's laptop to his office.",
  'Make e carry the load comot from the shop, then collect the balance and give am receipt.',
];

describe('classes of harm are refused in new wordings', () => {
  it.each(REFUSED)('%s: %s', (category, text) => {
    expect(screen(text)).toEqual({ blocked: true, category });
  });
});

describe('borderline classes are held for review', () => {
  it.each(HELD)('%s: %s', (category, text) => {
    expect(screen(text)).toMatchObject({ blocked: false, held: true, category });
  });
});

describe('look-alike briefs pass', () => {
  it.each(PASSING)('%s', (text) => {
    expect(screen(text)).toEqual({ blocked: false });
  });
});

describe('framing reads the shape of a brief', () => {
  it('a numbered step ends at the next marker: "bus stop 2) hit him" is not negated', () => {
    const steps = 'Steps: 1) wait for him at the bus stop 2) hit him with a bottle 3) leave.';
    expect(screen(steps)).toEqual({ blocked: true, category: 'violence_threats' });
  });

  it('an excuse at one stop of a long brief does not excuse a hazard at another', () => {
    const stop = 'At the first shop, photograph the shop front from the road and note prices.';
    const filler = ' Check the posters and the fridge, and note the opening hours.'.repeat(4);
    const hazard = ' At the last shop, climb the drainpipe to hang the banner; there is no ladder.';
    expect(screen(stop + filler + hazard)).toMatchObject({
      held: true,
      category: 'dangerous_work',
    });
  });

  it('a short text is excused anywhere in it', () => {
    const text = 'Photograph the mast behind our office. Stay on the ground.';
    expect(screen(text, 'Telecom mast')).toEqual({ blocked: false });
  });
});
