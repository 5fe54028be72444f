// piscina task module: screens a batch of task texts with the safety filter (pure; see
// runtime/screener.ts for why it runs here), and the batch's form on the way over and back.
//
// A message is copied by structured clone on both threads. Texts go as one flat array of strings
// (type, title, instructions, type, …) and verdicts come back as one byte each: cloning objects
// writes every property name each time, and reading back an object a verdict was ~0.6 µs of the
// main thread's time a create, the bytes ~0.01.
import { screenTask, type SafetyCategory, type SafetyVerdict, type TaskText } from '../domain/safety-filter.ts';

const CATEGORIES: readonly SafetyCategory[] = ['account_creation', 'captcha_solving', 'otp_handling'];
const PASS: SafetyVerdict = Object.freeze({ blocked: false });
/** Index = code: 0 passes, 1 + the category's index blocks. */
const BY_CODE: readonly SafetyVerdict[] = [PASS, ...CATEGORIES.map((category) => Object.freeze({ blocked: true, category }) as SafetyVerdict)];

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
    const verdict = screenTask({ type: flat[3 * i]!, title: flat[3 * i + 1]!, instructions: flat[3 * i + 2]! });
    codes[i] = verdict.blocked ? 1 + CATEGORIES.indexOf(verdict.category) : 0;
  }
  return codes;
}
