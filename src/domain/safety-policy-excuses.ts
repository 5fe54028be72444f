// When a policy rule's match is excused (safety-policy.ts reports it): an `excuse` term of the rule
// in the match's sentence, or, for a category whose excuses reach the whole text, near it
// (docs/safety.md, "How it decides" and "Eleventh round"). An excuse lowers refuse to hold and
// hold to pass.
import type { Match } from './safety-framing.ts';
import { negatedHere } from './safety-framing.ts';
import { POLICY_SPECS } from './safety-lexicon-policy.ts';
import type { Context } from './safety-policy-match.ts';
import { gap, overlaps, sameSentence, within, type Tag } from './safety-tags.ts';
import type { SafetyCategory } from './safety-verdict.ts';

/** Categories whose excuses count anywhere in the text (a category's specs share excuses). */
const TEXT_SCOPE: ReadonlySet<SafetyCategory> = new Set(
  POLICY_SPECS.filter((spec) => spec.excuseScope === 'text').map((spec) => spec.category),
);

/** A text-wide excuse ("stay on the ground") reaches the whole of a short text, and this many
 *  letters from a match in a longer one: in a long brief, "photograph the shop front from the
 *  road" at one stop excuses nothing at another. */
const EXCUSE_LETTERS_MAX = 60;
const SHORT_TEXT_CHARS = 400;
/** ...and no more sentences from the match than this: in a short brief of several steps, "from
 *  the road" at one step excuses nothing two steps on (docs/safety.md, "Eleventh round"). */
const EXCUSE_SENTENCES_MAX = 2;
const sentencesApart = (x: Tag, m: Match): number =>
  Math.max(0, x.sent0 - m.last.sent1, m.first.sent0 - x.sent1);
/** A numbered step between the excuse and the match ("1. Photograph the base from the ground.
 *  2. Climb the mast without a harness"): the step ends what the excuse reaches (sixteenth round,
 *  older rules). `steps`: the words that number a step (parseDoc). */
function stepBetween(x: Tag, m: Match, steps: readonly number[] | undefined): boolean {
  if (steps === undefined) return false;
  const [from, to] = x.w1 < m.first.w0 ? [x.w1, m.first.w0] : [m.last.w1, x.w0];
  return steps.some((w) => w > from && w <= to);
}
const nearby = (x: Tag, m: Match): boolean =>
  within(gap(x, m.first), EXCUSE_LETTERS_MAX) ||
  within(gap(m.last, x), EXCUSE_LETTERS_MAX) ||
  overlaps(x, m.first);

/** An excuse of the rule in the match's sentence (or near it, for a text-wide category). A
 *  negated excuse excuses nothing: "no need to call the electricity company" (thirteenth round,
 *  voice-21). */
export function excusedMatch(
  m: Match,
  excuses: readonly Tag[],
  category: SafetyCategory,
  context: Context,
): boolean {
  const { text, tags } = context;
  for (let i = 0; i < excuses.length; i += 1) {
    const x = excuses[i]!;
    const reaches =
      sameSentence(x, m.first) ||
      sameSentence(x, m.last) ||
      (TEXT_SCOPE.has(category) &&
        ((text.length <= SHORT_TEXT_CHARS && sentencesApart(x, m) <= EXCUSE_SENTENCES_MAX) ||
          nearby(x, m)) &&
        !stepBetween(x, m, context.steps));
    if (reaches && !negatedHere(x, tags)) return true;
  }
  return false;
}
