// The shape of the policy lexicons (safety-lexicon-*.ts) that safety-policy.ts applies: per
// category, rules made of terms (the term syntax of safety-lexicon.ts). docs/safety.md explains
// the policy and how each kind of rule is read.
import type { SafetyCategory } from './safety-verdict.ts';

export type Terms = readonly string[];

/**
 * One rule of a category. It fires on an `alone` term by itself, or on an `act` term and an
 * `obj` term close together in one sentence (act first within `forward` letters, or obj first
 * within `backward`), in either case unless framed (negation, a question or topic cue, signage,
 * a frame word such as "anti" or "dangers of"). With `needs`, a pair fires only when one of
 * those terms stands in the same sentence.
 */
export type PolicyRule = {
  /** A short id that names the rule in a held verdict's reasons. */
  readonly name: string;
  readonly outcome: 'refuse' | 'hold';
  readonly alone?: Terms;
  readonly act?: Terms;
  readonly obj?: Terms;
  readonly needs?: Terms;
  readonly forward?: number;
  readonly backward?: number;
  /** Act and obj in the same text but not close (the title says one, the instructions the
   *  other): held for review. Only for objects that are suspicious anywhere (drugs, guns). */
  readonly apartHolds?: boolean;
  /** Act and obj in one sentence but farther apart than the pair's window: held for review. */
  readonly sentenceHolds?: boolean;
  /** Obj in one sentence, act in the next ("… gas cylinders. Then carry them …"): held. */
  readonly nextSentenceHolds?: boolean;
  /** A question cue before the act frames it (default). Off where asking is the harm itself
   *  ("interview the children"). */
  readonly askFrames?: boolean;
  /** Words quoted from a sign frame a match (default). Off where putting up the sign is the harm
   *  (hateful posters). */
  readonly signFrames?: boolean;
};

export type CategorySpec = {
  readonly category: SafetyCategory;
  readonly rules: readonly PolicyRule[];
  /** Phrases that contain a term of this category but mean something harmless ("glue gun",
   *  "Igbo language", "price list"): a term overlapping one of these is ignored. */
  readonly safe?: Terms;
  /** Words that, in the same sentence, make a match of this category less severe by one step
   *  (refuse → hold, hold → pass): consent, a guardian present. */
  readonly excuse?: Terms;
  /** Where an excuse counts: its sentence (default) or the whole text ("stay on the ground"). */
  readonly excuseScope?: 'sentence' | 'text';
  /** The Operator told outright to keep off the hazard ("you stay on the ground", "do not go
   *  into the well"): a hold of this category passes wherever in the text, however long, these
   *  stand (twelfth round); a refusal is not touched. */
  readonly anywhere?: Terms;
};

/** A rule of an act and an object close together, in one line where a lexicon has many. */
export const pairRule = (
  name: string,
  outcome: PolicyRule['outcome'],
  act: Terms,
  obj: Terms,
  forward: number,
  backward: number,
): PolicyRule => ({ name, outcome, act, obj, forward, backward });
