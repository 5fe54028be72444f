// piscina task module: screens a batch of task texts with the safety filter (pure; see
// runtime/screener.ts for why it runs here), and the batch's form on the way over and back.
//
// A message is copied by structured clone on both threads. Texts go as one flat array of strings
// (type, title, instructions, type, …) and verdicts come back as one byte each: cloning objects
// writes every property name each time, and reading back an object a verdict was ~0.6 µs of the
// main thread's time a create, the bytes ~0.01.
import { PASS, screenTask, VERDICTS, type SafetyVerdict, type TaskText } from '../domain/safety-filter.ts';

/** Index = code: 0 passes, then one code a category. */
const BY_CODE: readonly SafetyVerdict[] = [PASS, ...Object.values(VERDICTS)];

export function flatTexts(texts: readonly TaskText[]): string[] {
  const flat: string[] = [];
  for (const t of texts) flat.push(t.type, t.title, t.instructions);
  return flat;
}

export function verdictsOf(codes: Uint8Array): SafetyVerdict[] {
  const out: SafetyVerdict[] = [];
  for (const code of codes) {
    const verdict = BY_CODE[code];
    if (verdict === undefined) throw new Error(`screening worker: unknown verdict code ${code}`);
    out.push(verdict);
  }
  return out;
}

export default function screenBatch(flat: readonly string[]): Uint8Array {
  const codes = new Uint8Array(flat.length / 3);
  for (let i = 0; i < codes.length; i++) {
    // screenTask answers only the objects of BY_CODE.
    codes[i] = BY_CODE.indexOf(screenTask({ type: flat[3 * i]!, title: flat[3 * i + 1]!, instructions: flat[3 * i + 2]! }));
  }
  return codes;
}
