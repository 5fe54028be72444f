// What the policy rules' parts share (safety-policy.ts applies the rules; the holds for an act and
// an object apart are in safety-policy-apart.ts, the excuses in safety-policy-excuses.ts): a
// finding, the document a rule is applied to, the pairs of act and object it reads, and the words
// quoted in a staff-only reason.
import { gap, overlaps, sameSentence, within, type Tag, type Tagger } from './safety-tags.ts';
import type { SafetyCategory } from './safety-verdict.ts';

export type PolicyFinding = {
  category: SafetyCategory;
  outcome: 'refuse' | 'hold';
  at: number;
  reason: string;
};

/** `titleWords`: the title's words, [first, end), when the caller knows them; `cores`, the safe
 *  phrases' cores by category, read when first needed (coresOf). */
export type Context = {
  text: string;
  tags: Tagger;
  titleLetters: number;
  titleWords: readonly [number, number] | undefined;
  cores: Map<SafetyCategory, readonly Tag[]> | undefined;
  steps: readonly number[] | undefined;
  /** The trie's indices of the kinds the document holds (kindsIn). */
  present: ArrayLike<number>;
};

const REASON_CHARS_MAX = 60;

/** The words of a match, for a staff-only reason: cut short, so no reason teaches a spelling. */
export function words(text: string, from: Tag, to: Tag): string {
  const s = Math.min(from.s, to.s);
  const e = Math.max(from.e, to.e);
  const quoted =
    to === from ? text.slice(s, e) : `${text.slice(from.s, from.e)} … ${text.slice(to.s, to.e)}`;
  return quoted.length > REASON_CHARS_MAX ? `${quoted.slice(0, REASON_CHARS_MAX)}…` : quoted;
}

/** Pairs of act and object close enough in one sentence (both lists are in text order), flat:
 *  act, object, act, object. A new array each call (the caller reads it while others are made). */
export function pairsOf(
  acts: readonly Tag[],
  objs: readonly Tag[],
  forward: number,
  backward: number,
): Tag[] {
  const pairs: Tag[] = [];
  let lo = 0;
  for (let a = 0; a < acts.length; a += 1) {
    const act = acts[a]!;
    while (lo < objs.length && objs[lo]!.ce < act.cs - backward) lo += 1;
    for (let i = lo; i < objs.length; i += 1) {
      const obj = objs[i]!;
      if (obj.cs > act.ce + forward) break;
      if (!sameSentence(act, obj)) continue;
      // An act with a gap may hold its object ("call* ... pigs" around "Christians"); other
      // overlaps are one word read twice.
      const spans = act.s < obj.s && obj.e < act.e;
      const near = within(gap(act, obj), forward) || within(gap(obj, act), backward);
      if (spans || (!overlaps(act, obj) && near)) pairs.push(act, obj);
    }
  }
  return pairs;
}
