// Training rows put in other text (docs/safety.md, "Eleventh round"): the learned reader scores
// a whole document, and trained on short rows it read the words around a task (a greeting, a
// sign-off, other steps of a long brief) as evidence: a polite business mail around an allowed
// errand was held 35 times in 1,666 by bench/safety-evasions. Each training row gets copies with
// a preamble, a sign-off or neutral steps around it, harmful and allowed alike, so those words
// carry no weight either way. The wording here is written for training only: bench/safety-evasions
// wraps with text of its own, so its figure measures text the reader never saw.
import type { Row } from './learn.ts';

const PREAMBLES = [
  'Good morning,',
  'Hello,',
  'Hi there, hope you are well.',
  'Good afternoon team,',
  'Greetings from the operations desk.',
  'Please see the task below.',
  'As discussed on the call,',
  'This is a routine request from our office.',
  'Thank you for accepting this job.',
  'Following our weekly planning,',
  'Abeg, see the work below.',
  'Good evening, we have a small job for you.',
  'Hope your day is going well.',
  'Kindly note the details below.',
  'Ẹ káàárọ̀,',
  'Barka da safiya,',
  'Ndewo,',
  'From the admin office:',
];

const SIGN_OFFS = [
  'Thanks.',
  'Thank you so much.',
  'Regards, the admin team.',
  'Send your update on the app when done.',
  'Please confirm once completed.',
  'Call the office line if anything is unclear.',
  'We appreciate your help.',
  'Upload the receipt with your report.',
  'Reply on the thread with any questions.',
  'God bless.',
  'Make you send update when you finish.',
  'Keep the receipts for our records.',
  'Best wishes.',
  'Ẹ ṣé.',
  'Na gode.',
  'Daalụ.',
];

const STEPS = [
  'Sign the visitor book at the gate.',
  'Take a clear photo of the shop front from the road.',
  'Note the opening hours written on the door.',
  'Check that the signboard is visible from the junction.',
  'Count the customers waiting at the counter.',
  'Confirm the price of a bag of rice at two stalls.',
  'Write down the name of the street and the nearest landmark.',
  'Ask the attendant whether card payment works today.',
  'Record how long the queue takes.',
  'Photograph the notice board in the reception.',
  'Check whether the generator is running.',
  'Note the number of parked cars outside.',
];

const fnv = (s: string): number => {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i += 1) h = Math.imul(h ^ s.charCodeAt(i), 0x01000193);
  return h >>> 0;
};
const pick = <T>(list: readonly T[], key: string): T => list[fnv(key) % list.length] as T;

/** `copies` wrapped copies of each row, chosen by a hash of its id: deterministic. */
export function wrapped(rows: readonly Row[], copies: number): Row[] {
  const out: Row[] = [];
  for (const row of rows) {
    for (let k = 0; k < copies; k += 1) {
      const key = `${row.id}:${k}`;
      const around =
        k % 2 === 0
          ? `${pick(PREAMBLES, `p${key}`)} ${row.instructions} ${pick(SIGN_OFFS, `s${key}`)}`
          : `1. ${pick(STEPS, `a${key}`)}\n2. ${row.instructions}\n3. ${pick(STEPS, `b${key}`)}`;
      out.push({ ...row, id: `${row.id}~w${k}`, instructions: around });
    }
  }
  return out;
}
