// The framing checks every policy rule shares (docs/safety.md, "How it decides"): a match is not
// an instruction when a negation, a question, a frame word or a sign quotes it. Pure; read by
// the rule walk in safety-policy.ts and by the credential rules in safety-filter.ts.
import {
  AFTER_FRAME_KIND,
  ASK_KIND,
  ASK_OTHER_KIND,
  DETERMINER_KIND,
  FRAME_KIND,
  OR_KIND,
  WHETHER_KIND,
} from './safety-lexicon-policy.ts';
import { gap, overlaps, sameSentence, within, type Tag, type Tagger } from './safety-tags.ts';

// ── Framing ─────────────────────────────────────────────────────────────────────────────────

// The checks below run for every candidate match, so they loop by index: a `some` with a closure
// or a `for … of` over tag lists (several array shapes, so V8 keeps the iterator) was ~30 % of a
// 2 KB brief's garbage, and a scavenge lands on a brief for every ~80 KB it leaves
// (docs/safety.md, "Eighteenth round, cost").

export function touchesAny(t: Tag, others: readonly Tag[]): boolean {
  for (let i = 0; i < others.length; i += 1) if (overlaps(t, others[i]!)) return true;
  return false;
}

/** A tag of `list` inside [from, to], ending at most `tail` letters before `to`. */
function anyWithin(list: readonly Tag[], from: number, to: number, tail: number): boolean {
  for (let i = 0; i < list.length; i += 1) {
    const p = list[i]!;
    if (p.cs >= from && p.ce <= to && to - p.ce <= tail) return true;
  }
  return false;
}

/** "then", "please", "you must", or "and" right before the act: an instruction again. */
export function pivotBetween(from: number, to: number, tags: Tagger): boolean {
  return (
    anyWithin(tags('pivot'), from, to, Number.POSITIVE_INFINITY) ||
    anyWithin(tags('pivotAnd'), from, to, 6)
  );
}

/** "do not climb"; "do not enter or photograph pupils": a short verb and "or" may stand between;
 *  "do not enter the schools or talk to pupils": a list joined by "or" is negated whole, up to
 *  NEGATION_LIST_LETTERS_MAX; "do not request any SIM swap": one verb and a determiner. */
const NEGATION_LETTERS_MAX = 4;
const NEGATION_LIST_LETTERS_MAX = 40;
const NEGATION_DETERMINER_LETTERS_MAX = 16;
/** A question cue this far before a match at most: "awareness campaign ... posters saying ..."
 *  is not a survey. */
const QUESTION_LETTERS_MAX = 40;
const FRAME_LETTERS_MAX = 30;
const AFTER_FRAME_LETTERS_MAX = 8;

export type Match = { act: Tag; first: Tag; last: Tag };

function negatedMatch(m: Match, tags: Tagger): boolean {
  return negatedAct(cuesOf(tags).negations, m.act, tags);
}

/**
 * A negation of `negations` governs the act: right before it, or across a list joined by "or"
 * ("never give or ask for", "do not enter the schools or talk to pupils"), or across one verb
 * and a determiner ("do not request any SIM swap"), with no pivot back to an instruction.
 */
export function negatedAct(negations: readonly Tag[], act: Tag, tags: Tagger): boolean {
  // One word may stand between "or" and the act: "do not talk to pupils or take photos of them"
  // (fourteenth round, voice-23).
  if (negations.length === 0) return false;
  const orBefore = endingAt(tags(OR_KIND), act.w0 - 1, act.w0 - 2);
  const determinerBefore = endingAt(tags(DETERMINER_KIND), act.w0 - 1, act.w0 - 1);
  // A verb of a negated list with "or" right after it: "do not talk to, interview or photograph
  // any child" (twenty-seventh round).
  const orAfter = tags(OR_KIND).find((t) => t.w0 === act.w1 + 1);
  const listed = orBefore ?? orAfter;
  for (let i = 0; i < negations.length; i += 1) {
    const n = negations[i]!;
    if (
      sameSentence(n, act) &&
      (leadsInto(n, act) ||
        (!overlaps(n, act) &&
          (within(gap(n, act), NEGATION_LETTERS_MAX) ||
            (listed !== undefined &&
              listed.s > n.e &&
              within(gap(n, act), NEGATION_LIST_LETTERS_MAX)) ||
            (determinerBefore !== undefined &&
              determinerBefore.w0 - n.w1 <= 2 &&
              within(gap(n, act), NEGATION_DETERMINER_LETTERS_MAX))))) &&
      !pivotBetween(n.ce, act.cs, tags)
    )
      return true;
  }
  return false;
}

/** The first tag of `list` whose last word is `w` or `w2`. */
function endingAt(list: readonly Tag[], w: number, w2: number): Tag | undefined {
  for (let i = 0; i < list.length; i += 1) {
    const t = list[i]!;
    if (t.w1 === w || t.w1 === w2) return t;
  }
  return undefined;
}

/** Pidgin "no go near the transformer": the negation "no go" ends on the act's first word; its
 *  words are real words of two letters or more on average ("s to p hysically", letters spaced
 *  out, is not "stop"). */
const leadsInto = (n: Tag, act: Tag): boolean =>
  n.w0 < n.w1 &&
  n.w1 === act.w0 &&
  n.s < act.s &&
  n.e <= act.e &&
  n.ce - n.cs >= 2 * (n.w1 - n.w0 + 1);

/** A tag negated where it stands ("no talk to the pupils"): for the rule walk of
 *  safety-policy.ts, which asks whether an object was taken by a negated act. */
export const negatedHere = (t: Tag, tags: Tagger): boolean =>
  negatedAct(cuesOf(tags).negations, t, tags);

/** "then", "please", "you must" between two offsets: an instruction again, whatever "and" joins. */
const strongPivotBetween = (from: number, to: number, tags: Tagger): boolean =>
  anyWithin(tags('pivot'), from, to, Number.POSITIVE_INFINITY);

/**
 * A cue or frame word before the match in its sentence, with no pivot back in between. After a
 * topic, an "and" before a lone term joins topics ("about threats and harassment"), so only a
 * strong pivot ends it; before an act it is an instruction again ("about drugs and buy …").
 */
function cueBefore(
  list: readonly Tag[],
  m: Match,
  maxLetters: number,
  tags: Tagger,
  topic = false,
): boolean {
  const first = m.first;
  for (let i = 0; i < list.length; i += 1) {
    const c = list[i]!;
    if (c.ce > first.cs || !sameSentence(c, first) || gap(c, first) > maxLetters) continue;
    if (!(topic ? strongPivotBetween : pivotBetween)(c.ce, first.cs, tags)) return true;
  }
  return false;
}

/**
 * An asking verb, then "whether"/"if"/"how many" (or their Yoruba, Hausa, Igbo words), then the
 * match, in one sentence with no pivot back to an instruction after the "whether".
 */
export function askedWhether(first: Tag, tags: Tagger): boolean {
  const asks = tags(ASK_KIND);
  if (asks.length === 0) return false;
  const others = tags(ASK_OTHER_KIND);
  // Hausa "ma'ajiya", "ma'aikata": the "ma" of a word, not Igbo "ma" (whether).
  const cueNegatives = tags('cueNegative');
  const whethers = tags(WHETHER_KIND);
  for (let i = 0; i < whethers.length; i += 1) {
    const w = whethers[i]!;
    if (w.ce > first.cs || touchesAny(w, cueNegatives) || !sameSentence(w, first)) continue;
    if (!askedBefore(asks, w)) continue;
    // "ask whether you can buy": asking someone else, a pivot right after the "whether" is the
    // question's own words (twelfth round); one later is an instruction again.
    const other = askedBefore(others, w);
    // "whether anyone called them and asked for an OTP": a past tense after "and" continues
    // the question; "then", "please" still pivot (twenty-seventh round).
    const past = tags('gerundAct').some((g) => overlaps(g, first));
    const pivot = past ? strongPivotBetween : pivotBetween;
    if (!pivot(other ? w.ce + 1 : w.ce, first.cs, tags)) return true;
  }
  return false;
}

/** Whether one of `asks` ends before `w` starts, in its sentence. */
function askedBefore(asks: readonly Tag[], w: Tag): boolean {
  for (let i = 0; i < asks.length; i += 1) {
    const a = asks[i]!;
    if (a.ce <= w.cs && sameSentence(a, w)) return true;
  }
  return false;
}

/** How a rule may be framed, and the document's text (for the words between a match and a sign). */
export type Framing = { askFrames: boolean; signFrames: boolean; text: string };

type Cues = {
  questions: readonly Tag[];
  topics: readonly Tag[];
  frames: readonly Tag[];
  negations: readonly Tag[];
  signs: readonly Tag[];
};
/** The cues of the documents read last, once per document (framedMatch runs for every candidate
 *  match): a two-entry memo by identity, not a WeakMap, whose ephemeron each screen made cost the
 *  scavenges (docs/safety.md, "Fourteenth round, cost"). */
let CUES_TAGS: [Tagger | undefined, Tagger | undefined] = [undefined, undefined];
let CUES_OF: [Cues | undefined, Cues | undefined] = [undefined, undefined];

/** Forgets the memo once a screen is done, so nothing of it outlives the screen. */
export function releaseCues(): void {
  CUES_TAGS = [undefined, undefined];
  CUES_OF = [undefined, undefined];
}

function cuesOf(tags: Tagger): Cues {
  let cues = CUES_TAGS[0] === tags ? CUES_OF[0] : CUES_TAGS[1] === tags ? CUES_OF[1] : undefined;
  if (!cues) {
    const cueNegatives = tags('cueNegative');
    cues = {
      questions: tags('questionCue').filter((c) => !touchesAny(c, cueNegatives)),
      topics: tags('topicCue').filter((c) => !touchesAny(c, cueNegatives)),
      // "at each stop", "bus stop": a noun, not the "stop" of a campaign against something.
      frames: tags(FRAME_KIND).filter((c) => !touchesAny(c, cueNegatives)),
      // "bus stop": a place, not "stop" as a negation.
      negations: tags('negation').filter((c) => !touchesAny(c, cueNegatives)),
      // "who board the danfo": getting on a bus, not a notice board (sixteenth round, voice-36).
      signs: tags('signageAfter').filter((c) => !touchesAny(c, cueNegatives)),
    };
    CUES_TAGS = [tags, CUES_TAGS[0]];
    CUES_OF = [cues, CUES_OF[0]];
  }
  return cues;
}

// Yoruba "láti", Hausa "don"/"domin", Igbo "iji": "to" (in order to) in those languages ("gun òrùlé
// … láti so àsíá", climb the roof to tie the banner: thirteenth round, voice-19).
const NEW_PHRASE_RE = / (?:to|the|a|an|lati|don|domin|iji) /;

function anyAfter(list: readonly Tag[], last: Tag): boolean {
  for (let i = 0; i < list.length; i += 1) {
    const t = list[i]!;
    if (sameSentence(t, last) && within(gap(last, t), AFTER_FRAME_LETTERS_MAX)) return true;
  }
  return false;
}

function anyBetween(list: readonly Tag[], m: Match): boolean {
  const from = m.first.ce;
  const to = m.last.cs;
  for (let i = 0; i < list.length; i += 1) {
    const c = list[i]!;
    if (c.cs >= from && c.ce <= to) return true;
  }
  return false;
}

/** One tag read as a match of its own (an `alone` term, or one half of a pair held apart). */
export const framedTag = (t: Tag, framing: Framing, tags: Tagger): boolean =>
  framedMatch({ act: t, first: t, last: t }, framing, tags);

export function framedMatch(m: Match, framing: Framing, tags: Tagger): boolean {
  if (negatedMatch(m, tags)) return true;
  const { questions, topics, frames, signs, negations } = cuesOf(tags);
  const asked = cueBefore(questions, m, QUESTION_LETTERS_MAX, tags) || askedWhether(m.first, tags);
  // "ask whether they have tramadol, then buy two packs": the question holds the object; an act
  // after a pivot ("and", "then") is an instruction again (docs/safety.md, "Seventh round").
  const actAfterPivot = m.first !== m.act && pivotBetween(m.first.ce, m.act.cs, tags);
  if (framing.askFrames && asked && !actAfterPivot) return true;
  const topical =
    cueBefore(frames, m, FRAME_LETTERS_MAX, tags, m.first === m.last) ||
    cueBefore(topics, m, FRAME_LETTERS_MAX, tags, m.first === m.last);
  if (topical) return true;
  // "OTP scam survey", "kidnapping awareness": the match names what a survey or campaign is about.
  if (anyAfter(tags(AFTER_FRAME_KIND), m.last)) return true;
  // Between act and object: the object is what the question, poster or survey is about.
  if (m.first !== m.last) {
    if (anyBetween(questions, m) || anyBetween(topics, m)) return true;
    // "ask the manager, do not photograph children": a negation after the act and before the
    // object negates the verb the object belongs to, not the act.
    // So does Yoruba "máa" (will): "ya fọ́tò ilé náà, a máa fi hàn ọkọ rẹ̀", the husband is
    // shown the photo (sixteenth round, older rules). A negation a cue unsays is none here
    // either: Igbo "nọ na" (is at) folds to "no" (twenty-sixth round).
    if (m.first === m.act && (anyBetween(negations, m) || anyBetween(tags('habitual'), m)))
      return true;
    if (framing.signFrames && anyBetween(signs, m)) return true;
  }
  if (!framing.signFrames) return false;
  return quotedBySign(m.first, tags) || labelledBySign(m.last, signs, framing.text, tags);
}

/** A sign word just before the match quotes it ("a poster saying …"). */
function quotedBySign(first: Tag, tags: Tagger): boolean {
  const before = tags('signageBefore');
  for (let i = 0; i < before.length; i += 1) {
    const b = before[i]!;
    if (sameSentence(b, first) && within(gap(b, first), 12) && !pivotBetween(b.ce, first.cs, tags))
      return true;
  }
  return false;
}

/** "… banner": the sign word names the words before it, unless an "and" starts a new clause
 *  between them ("beat him and break his display fridge"), nor when "to" or an article opens a
 *  new phrase ("climb the pipe to fix the signboard"). */
function labelledBySign(last: Tag, signs: readonly Tag[], text: string, tags: Tagger): boolean {
  for (let i = 0; i < signs.length; i += 1) {
    const t = signs[i]!;
    if (
      sameSentence(t, last) &&
      within(gap(last, t), 16) &&
      !pivotBetween(last.ce, t.cs, tags) &&
      !anyWithin(tags('pivotAnd'), last.ce, t.cs, Number.POSITIVE_INFINITY) &&
      !NEW_PHRASE_RE.test(` ${text.slice(last.e, t.s)} `)
    )
      return true;
  }
  return false;
}
