// piscina task module: screens a batch of task texts with the safety filter (pure; see
// runtime/screener.ts for why it runs here), and the batch's form on the way over and back.
//
// A message is copied by structured clone on both threads. Texts go as one flat array of strings
// (type, title, instructions, extras joined, type, …) and verdicts come back as bytes: cloning
// objects writes every property name each time, and reading back an object a verdict was
// ~0.6 µs of the main thread's time a create, the bytes ~0.01.
//
// The answer's bytes: a 4-byte little-endian count n, then n verdict codes (0 passes, 1 + i
// refuses with category i, HELD + i holds with category i), then, for the held texts in order,
// their reasons as UTF-8: reasons joined by US (0x1f), texts by RS (0x1e). A batch without holds
// carries no reason bytes at all.
import {
  PASS,
  screenTask,
  VERDICTS,
  type SafetyVerdict,
  type TaskText,
} from '../domain/safety-filter.ts';
import { adoptSafetyTrie, type SharedTrie } from '../domain/safety-tags.ts';
import { SAFETY_CATEGORIES, type SafetyCategory } from '../domain/safety-verdict.ts';

/** The screening worker's start (screen-entry.cjs): the trie its pool's thread shared, if any. */
export function adoptShared(data: { safetyTrie?: SharedTrie } | undefined): void {
  if (data?.safetyTrie !== undefined) adoptSafetyTrie(data.safetyTrie);
}

const FIELDS = 4;
/** Extras are joined with this; a control character, read as a separator when screened. */
const EXTRA_SEPARATOR = '\u001d';
const HELD = 64;
const REASON_SEPARATOR = '\u001f';
const TEXT_SEPARATOR = '\u001e';

const REFUSALS: readonly SafetyVerdict[] = SAFETY_CATEGORIES.map((c) => VERDICTS[c]);

export function flatTexts(texts: readonly TaskText[]): string[] {
  const flat: string[] = [];
  for (const t of texts) {
    flat.push(t.type, t.title, t.instructions, t.extra ? t.extra.join(EXTRA_SEPARATOR) : '');
  }
  return flat;
}

function textAt(flat: readonly string[], i: number): TaskText {
  const extra = flat[FIELDS * i + 3]!;
  const text: TaskText = {
    type: flat[FIELDS * i]!,
    title: flat[FIELDS * i + 1]!,
    instructions: flat[FIELDS * i + 2]!,
  };
  return extra === '' ? text : { ...text, extra: extra.split(EXTRA_SEPARATOR) };
}

function codeOf(verdict: SafetyVerdict): number {
  if (verdict.blocked) return 1 + SAFETY_CATEGORIES.indexOf(verdict.category);
  if (verdict.held) return HELD + SAFETY_CATEGORIES.indexOf(verdict.category);
  return 0;
}

export function verdictsOf(bytes: Uint8Array): SafetyVerdict[] {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const count = view.getUint32(0, true);
  const codes = bytes.subarray(4, 4 + count);
  const reasonBytes = bytes.subarray(4 + count);
  const held =
    reasonBytes.length > 0 ? new TextDecoder().decode(reasonBytes).split(TEXT_SEPARATOR) : [];
  let nextHeld = 0;
  const out: SafetyVerdict[] = [];
  for (const code of codes) {
    if (code === 0) out.push(PASS);
    else if (code < HELD && REFUSALS[code - 1]) out.push(REFUSALS[code - 1]!);
    else if (code >= HELD && SAFETY_CATEGORIES[code - HELD]) {
      const category: SafetyCategory = SAFETY_CATEGORIES[code - HELD]!;
      const reasons = held[nextHeld++];
      if (reasons === undefined) throw new Error('screening worker: a hold without its reasons');
      const list = reasons === '' ? [] : reasons.split(REASON_SEPARATOR);
      out.push({ blocked: false, held: true, category, reasons: list });
    } else throw new Error(`screening worker: unknown verdict code ${code}`);
  }
  return out;
}

export default function screenBatch(flat: readonly string[]): Uint8Array {
  const count = flat.length / FIELDS;
  const codes = new Uint8Array(4 + count);
  new DataView(codes.buffer).setUint32(0, count, true);
  const held: string[] = [];
  for (let i = 0; i < count; i++) {
    const verdict = screenTask(textAt(flat, i));
    codes[4 + i] = codeOf(verdict);
    if (verdict.held) held.push(verdict.reasons.join(REASON_SEPARATOR));
  }
  if (held.length === 0) return codes;
  const reasons = new TextEncoder().encode(held.join(TEXT_SEPARATOR));
  const out = new Uint8Array(codes.length + reasons.length);
  out.set(codes);
  out.set(reasons, codes.length);
  return out;
}
