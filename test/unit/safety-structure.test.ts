// Proves the structural rules of the safety filter (safety-lexicon-structure.ts, docs/safety.md,
// "Structure") catch harm by who is acted on and what is asked — a person by role, a group told to
// go, contact until a person yields, an arranged misfortune, a child put to work, a bare code —
// in wordings that are not in the evaluation sets, that clauses joined by ";" are read as one, and
// that each has a look-alike twin which passes.
import { describe, expect, it } from 'vitest';
import { type SafetyCategory, screenTask } from '../../src/domain/safety-filter.ts';

const screen = (instructions: string, title = 'Field task') =>
  screenTask({ type: 'field_verification', title, instructions });

const CAUGHT: ReadonlyArray<readonly [SafetyCategory, string]> = [
  ['violence_threats', 'Punch the cashier at the filling station when he opens the till.'],
  ['violence_threats', 'Ensure the contractor never walks again after Friday.'],
  ['violence_threats', 'Tell him that men who talk too much sometimes have accidents.'],
  ['violence_threats', 'Buy a bottle of acid and pour it on his face when he comes out.'],
  ['harassment_intimidation', 'Text the tenant every night from different lines until she leaves.'],
  ['hate_incitement', 'Tell the Yoruba shop owners on this street that they must go by Easter.'],
  ['hate_incitement', 'Put up notices that the Fulani are vermin.'],
  ['minors_exploitation', 'Bring a 10-year-old girl from the village to work in my shop.'],
  ['illegal_goods_services', 'Get a degree certificate printed for me; it must look genuine.'],
  ['trespass_break_in', 'Hop over the back fence and look around; nobody is home today.'],
  ['surveillance_stalking', 'Stay outside his office and note who he meets, with car plates.'],
  ['otp_handling', 'A message will come to the lady; tell me the code.'],
  ['dangerous_work', 'The cable has snapped; pick it up with your bare hands and join it.'],
  ['account_creation', 'Open 25 gmails and send me the passwords.'],
  ['violence_threats', 'Cut the brake cable of his car tonight.'],
  ['harassment_intimidation', 'Paint THIEF on her gate in big letters.'],
  ['illegal_goods_services', 'Get me a WAEC result without writing the exam.'],
];

const PASSED: readonly string[] = [
  'Pay the cashier at the filling station and keep the receipt.',
  'Cut the vegetables for the cook and burn the old files with the secretary watching.',
  'Push the trolley for the customer to her car.',
  'The Igbo traders asked us to leave the parcels at the gate.',
  'Ask the Hausa tenants when they plan to move out so we can repaint.',
  'Book the Christian youth camp; we have 3 days to pay the deposit.',
  'Call the plumber every hour until he answers; the tap is leaking.',
  'Buy fuel for the car and drive them to school.',
  'The owner travelled; the caretaker will let you go inside to read the meter.',
  'Ensure the contractor finishes the roof before Friday.',
  'Buy a bottle of hand wash and pour it into the dispenser in the toilet.',
  'Text the tenant the new rent figure and ask when she is free to sign.',
  'Ask the Yoruba shop owners on this street what time they open on Sunday.',
  'Buy school shoes for a 10-year-old girl, size 34.',
  'Collect my degree certificate from the registry; bring my receipt.',
  'Send me the code printed on the back of the meter.',
  'Find the postal code of our Ibadan office and send me the code.',
  'Photograph the fallen cable from across the road; do not touch it and call the DisCo.',
  'Follow my mama go hospital, help am for the queue.',
  'Check that the tracking device on each of our delivery vans is on.',
  'Bring your own NIN slip to the hub for your onboarding check.',
  'Buy two bottles of codeine-free cough syrup from the pharmacy.',
  'Rent two loud speakers for the party, make dem loud well well.',
  'Find out where the staff bus goes every evening and how long it takes.',
  'Get me a piece of land near Mowe and photograph the survey plan.',
  'Open my shop and sell as usual; the keys are with my sister.',
];

describe('structural rules', () => {
  it.each(CAUGHT)('catches %s: %s', (category, text) => {
    const verdict = screen(text);
    expect(verdict.blocked || verdict.held).toBe(true);
    expect(verdict.blocked || verdict.held ? verdict.category : null).toBe(category);
  });

  it.each(PASSED)('lets the look-alike through: %s', (text) => {
    expect(screen(text)).toEqual({ blocked: false });
  });

  it('reads two clauses joined by ";" as one instruction', () => {
    const joined = screen('There is a branch on the power line; climb and cut it.');
    expect(joined).toMatchObject({ held: true, category: 'dangerous_work' });
    expect(screen('There is a branch on the power line. Call the DisCo to cut it.')).toEqual({
      blocked: false,
    });
  });

  it('lets a negation cover a list joined by "or" and a determiner', () => {
    expect(
      screen('Do not enter the schools or talk to pupils; read the notice at the gate.'),
    ).toEqual({ blocked: false });
    expect(
      screen('Ask how to replace a lost SIM for your own line. Do not request any SIM swap.'),
    ).toEqual({ blocked: false });
    expect(screen('Talk to the pupils at break and get their names.').blocked).toBe(true);
  });
});
