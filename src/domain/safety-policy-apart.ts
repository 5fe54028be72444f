// The policy rules' holds for an act and an object that are not a pair (safety-policy.ts reads the
// pairs): far apart in one sentence, the object in one sentence and the act in the next, one in the
// title and the other in the instructions. Each is a weak signal: held for a person, never refused
// (docs/safety.md, "How it decides").
import { framedMatch, framedTag, type Framing } from './safety-framing.ts';
import type { PolicyRule } from './safety-policy-spec.ts';
import { pairsOf, words, type Context, type PolicyFinding } from './safety-policy-match.ts';
import { overlaps, sameSentence, type Tag } from './safety-tags.ts';
import type { SafetyCategory } from './safety-verdict.ts';

/** Letters apart at most for a same-sentence hold: bounds the pairs looked at. */
const SENTENCE_LETTERS_MAX = 400;

/** An act and an object in one sentence beyond the pair's window, unframed: a weak signal. */
export function sentenceHold(
  category: SafetyCategory,
  rule: PolicyRule,
  acts: readonly Tag[],
  objs: readonly Tag[],
  needs: readonly Tag[] | undefined,
  framing: Framing,
  { text, tags }: Context,
  found: PolicyFinding[],
): boolean {
  const pairs = pairsOf(acts, objs, SENTENCE_LETTERS_MAX, SENTENCE_LETTERS_MAX);
  for (let p = 0; p < pairs.length; p += 2) {
    const act = pairs[p]!;
    const obj = pairs[p + 1]!;
    if (needs && !needs.some((n) => sameSentence(n, act))) continue;
    const [first, last] = act.cs <= obj.cs ? [act, obj] : [obj, act];
    if (framedMatch({ act, first, last }, framing, tags)) continue;
    if (framedTag(obj, framing, tags)) continue;
    const reason = `${category}: ${rule.name}, far apart ("${words(text, first, last)}")`;
    found.push({ category, outcome: 'hold', at: first.cs, reason });
    return true;
  }
  return false;
}

/** The object named in one sentence and acted on in the next ("Fill ten jerrycans with petrol.
 *  Then carry them inside the bus"): held (docs/safety.md, "Ninth round"). A rule's `needs` is
 *  read for it as for a pair within a sentence, over the two sentences and the one after them
 *  (neededAcross; docs/safety.md, "Eighteenth round, engine slips"). */
export function nextSentenceHold(
  category: SafetyCategory,
  rule: PolicyRule,
  acts: readonly Tag[],
  objs: readonly Tag[],
  needs: readonly Tag[] | undefined,
  framing: Framing,
  { text, tags }: Context,
  found: PolicyFinding[],
): boolean {
  for (const act of acts) {
    const obj = objs.find((o) => o.sent1 + 1 === act.sent0);
    if (!obj) continue;
    if (needs && !needs.some((n) => neededAcross(n, act, obj))) continue;
    if (framedTag(act, framing, tags)) continue;
    if (framedTag(obj, framing, tags)) continue;
    const reason = `${category}: ${rule.name}, next sentence ("${words(text, obj, act)}")`;
    found.push({ category, outcome: 'hold', at: obj.cs, reason });
    return true;
  }
  return false;
}

/** A `needs` term for a pair across sentences: from the sentence of the first of the two to the
 *  one after the second ("Buy an AirTag. Hide it in her car. She must not know."), not the act. */
function neededAcross(n: Tag, act: Tag, obj: Tag): boolean {
  const from = Math.min(act.sent0, obj.sent0);
  const to = Math.max(act.sent1, obj.sent1) + 1;
  return n.sent0 <= to && n.sent1 >= from && !overlaps(n, act);
}

/** One in the title, the other in the rest: held for a person to read. The title's term and the
 *  instructions' as one pair: `needs` read as for the next sentence. */
export function apartHold(
  category: SafetyCategory,
  rule: PolicyRule,
  acts: readonly Tag[],
  objs: readonly Tag[],
  needs: readonly Tag[] | undefined,
  framing: Framing,
  { text, tags, titleLetters }: Context,
  found: PolicyFinding[],
): void {
  const free = (t: Tag): boolean => !framedTag(t, framing, tags);
  const inTitle = (t: Tag): boolean => t.cs < titleLetters;
  let freeAct = acts.find((a) => inTitle(a) && free(a));
  let freeObj = freeAct ? objs.find((o) => !inTitle(o) && free(o)) : undefined;
  if (!freeObj) {
    freeObj = objs.find((o) => inTitle(o) && free(o));
    freeAct = freeObj ? acts.find((a) => !inTitle(a) && free(a)) : undefined;
  }
  if (freeAct && freeObj && needs && !needs.some((n) => neededAcross(n, freeAct, freeObj))) return;
  if (freeAct && freeObj) {
    const first = freeAct.cs <= freeObj.cs ? freeAct : freeObj;
    const reason = `${category}: ${rule.name}, apart ("${words(text, freeAct, freeObj)}")`;
    found.push({ category, outcome: 'hold', at: first.cs, reason });
  }
}
