// The policy rules of the safety filter beyond credential work (docs/safety.md): each category of
// safety-verdict.ts but the three credential ones is a list of rules over the lexicons of
// safety-lexicon-{goods,people,harm,places}.ts, applied to the tags of one folded document
// (safety-tags.ts). Pure; linear in the document apart from pairs within a bounded window.
//
// A rule fires on an `alone` term, or on an act and an object close together in one sentence,
// unless the match is framed:
//   - negation just before the act ("do not climb", Pidgin "make people no buy");
//   - a question cue before it with no pivot back to an instruction ("ask traders whether they
//     have seen people selling tramadol"), or a question or topic cue between act and object
//     ("photograph the poster about kidnapping");
//   - a frame word before it ("anti-", "dangers of", "awareness", "victims of");
//   - signage: the words are quoted from a sign being observed ("the signboard says ...").
// Terms a category's `safe` phrases hide are ignored ("glue gun", "Igbo language": hiddenBy), and
// an `excuse` in the sentence (consent, a guardian present) lowers refuse to hold and hold to pass.
// The framing checks (negation, questions, frames, signs) are in safety-framing.ts, the excuses in
// safety-policy-excuses.ts, the holds for an act and an object apart in safety-policy-apart.ts.
import { POLICY_SPECS, ruleKind, STUDY_TITLE_KIND } from './safety-lexicon-policy.ts';
import { framedMatch, negatedHere, pivotBetween, type Match } from './safety-framing.ts';
import type { LexiconKind } from './safety-lexicon.ts';
import type { CategorySpec, PolicyRule } from './safety-policy-spec.ts';
import {
  gap,
  overlaps,
  sameSentence,
  kindIndexOf,
  trieKinds,
  within,
  type Tag,
  type Tagger,
} from './safety-tags.ts';
import type { SafetyCategory } from './safety-verdict.ts';
import { apartHold, nextSentenceHold, sentenceHold } from './safety-policy-apart.ts';
import { excusedMatch } from './safety-policy-excuses.ts';
import { pairsOf, words, type Context, type PolicyFinding } from './safety-policy-match.ts';

export type { PolicyFinding } from './safety-policy-match.ts';

// ── Rules ───────────────────────────────────────────────────────────────────────────────────

const FORWARD_DEFAULT = 40;
const BACKWARD_DEFAULT = 8;
const PRONOUN_KIND: LexiconKind = 'pronoun';

/** The Operator told outright to keep off this category's hazard somewhere in the text
 *  (CategorySpec.anywhere): a hold of the category, the rules' or the reader's, passes. */
export const keptOff = (category: SafetyCategory, tags: Tagger): boolean => {
  const kind = ANYWHERE_KIND.get(category);
  return kind !== undefined && tags(kind).length > 0;
};
/** The kind of each category's `anywhere` terms, spelled once at load. */
const ANYWHERE_KIND: ReadonlyMap<SafetyCategory, LexiconKind> = new Map(
  POLICY_SPECS.filter((spec) => spec.anywhere).map((spec) => [
    spec.category,
    `${spec.category}/anywhere`,
  ]),
);

type RuleKinds = Record<'alone' | 'act' | 'obj' | 'needs' | 'safe' | 'excuse', LexiconKind>;
/** The lexicon kinds of every rule's roles, spelled once at load rather than at every call. */
const RULE_KINDS: readonly (readonly RuleKinds[])[] = POLICY_SPECS.map((spec, s) =>
  spec.rules.map((_, i) => ({
    alone: ruleKind(s, i, 'alone'),
    act: ruleKind(s, i, 'act'),
    obj: ruleKind(s, i, 'obj'),
    needs: ruleKind(s, i, 'needs'),
    safe: `${spec.category}/safe`,
    excuse: `${spec.category}/excuse`,
  })),
);

/** Every rule by its place in POLICY_SPECS (spec, then rule): the order findings are made in. */
const RULE_AT: readonly (readonly [number, number])[] = POLICY_SPECS.flatMap((spec, s) =>
  spec.rules.map((_, i) => [s, i] as const),
);
/** The rules a kind present in a document may start: those of which it is the `alone` kind, and
 *  the `obj` kind of those that pair an act with an object (applyRule's gate, inverted). By the
 *  trie's kind index (trieKinds), set at the first document: the trie is built then. */
let TRIGGERS: readonly (readonly number[] | undefined)[] | undefined;
function triggers(): readonly (readonly number[] | undefined)[] {
  if (TRIGGERS) return TRIGGERS;
  const byIndex: number[][] = [];
  const add = (kind: LexiconKind, r: number): void => {
    const i = kindIndexOf(kind);
    if (i === undefined) return;
    const rules = byIndex[i];
    if (rules) rules.push(r);
    else byIndex[i] = [r];
  };
  RULE_AT.forEach(([s, i], r) => {
    const rule = POLICY_SPECS[s]!.rules[i]!;
    const kinds = RULE_KINDS[s]![i]!;
    add(kinds.alone, r);
    if (rule.act && rule.obj) add(kinds.obj, r);
  });
  TRIGGERS = byIndex;
  return byIndex;
}
/** Per category, the kinds of the terms that fire its rules (every rule's `alone`, `act` and
 *  `obj`), spelled once at load: what a safe phrase's core is made of (coresOf). */
const FIRING_KINDS: ReadonlyMap<SafetyCategory, readonly LexiconKind[]> = (() => {
  const firing = new Map<SafetyCategory, LexiconKind[]>();
  RULE_AT.forEach(([s, i]) => {
    const { category, rules } = POLICY_SPECS[s]!;
    const rule = rules[i]!;
    const { alone, act, obj } = RULE_KINDS[s]![i]!;
    // Only roles with terms: a lookup less a rule without them, each time a core is read.
    const roles = [
      ...(rule.alone?.length ? [alone] : []),
      ...(rule.act?.length && rule.obj?.length ? [act, obj] : []),
    ];
    const kinds = firing.get(category);
    if (kinds) kinds.push(...roles);
    else firing.set(category, roles);
  });
  return firing;
})();
/** FIRING_KINDS by the trie's kind index (1: a firing kind of the category), made at the first
 *  core read (the trie is built by then): a document's few kinds are looked up in it instead of
 *  asking the document for each of a category's hundreds of firing kinds. */
let FIRING_BY_INDEX: Map<SafetyCategory, Uint8Array> | undefined;
function firingByIndex(category: SafetyCategory): Uint8Array | undefined {
  if (!FIRING_BY_INDEX) {
    FIRING_BY_INDEX = new Map();
    for (const [cat, firing] of FIRING_KINDS) {
      const marks = new Uint8Array(trieKinds().length);
      for (const kind of firing) {
        const i = kindIndexOf(kind);
        if (i !== undefined) marks[i] = 1;
      }
      FIRING_BY_INDEX.set(cat, marks);
    }
  }
  return FIRING_BY_INDEX.get(category);
}

/** The category's firing terms that lie inside one of its safe phrases in the document: each
 *  phrase's core, the words it was written against. Read once a document and category, and only
 *  once a term touches a phrase (most terms touch none). */
function coresOf(category: SafetyCategory, safe: readonly Tag[], context: Context): readonly Tag[] {
  const known = context.cores?.get(category);
  if (known) return known;
  const cores: Tag[] = [];
  const firing = firingByIndex(category);
  const kinds = trieKinds();
  for (let p = 0; p < context.present.length; p += 1) {
    const i = context.present[p]!;
    if (firing?.[i] !== 1) continue;
    for (const u of context.tags(kinds[i]!)) {
      if (safe.some((x) => x.s <= u.s && u.e <= x.e)) cores.push(u);
    }
  }
  if (context.cores) context.cores.set(category, cores);
  else context.cores = new Map([[category, cores]]);
  return cores;
}

/**
 * Whether safe phrase `x` hides term `t` (docs/safety.md, "Sixteenth round, safe phrases that hide
 * harm"). A safe phrase names a look-alike of a term of its category: it hides what lies on the
 * words of that look-alike, its core (the category's firing terms inside it: "for the night" in
 * "rooms for the night"), and a term that crosses them ("zuta egbe" over "egbe ntụtụ", a stapler).
 * A term that touches only the phrase's other words, the ones that make it a look-alike, reaches
 * past it into something else and stands ("bring the hostesses to the sponsor's rooms" over
 * "rooms for the night"). A phrase with no firing term inside was written against the terms it
 * cuts across ("a sign with" over "sign with her name") and hides every term it touches, as all
 * phrases did before. A `needs` term that is the phrase itself, word for word, is no misreading
 * of it: the rule asks for that very thing ("weed killer" for the banned-chemicals rule, where
 * the phrase keeps "weed" from the cannabis rule; "no trespassing" past which one enters).
 */
function hiddenBy(x: Tag, t: Tag, needs: boolean, cores: readonly Tag[]): boolean {
  if (needs && x.s === t.s && x.e === t.e) return false;
  let holds = false;
  for (const u of cores) {
    if (u.s < x.s || u.e > x.e) continue;
    if (overlaps(u, t)) return true;
    holds = true;
  }
  return !holds;
}

/** Scratch of policyFindings: a rule already picked for this document (cleared as it is read). */
const PICKED = new Uint8Array(RULE_AT.length);

/**
 * A match in the title whose words the instructions use again inside one of the category's look-
 * alike phrases ("knack am" over "knack the nail", "Follow my brother" over "follow my brother go
 * the airport"): the title is a label of that lawful errand (docs/safety.md, "Eighth round").
 * Words the instructions do not repeat, or repeat outside a look-alike, still count.
 */
function titleLabel(m: Match, safe: readonly Tag[], context: Context): boolean {
  const { text, tags, titleLetters, titleWords } = context;
  if (!titleWords || m.last.cs >= titleLetters || safe.length === 0) return false;
  // The title is the match and nothing more but a pronoun ("knack am"): "Knack her tonight" over
  // "knack the nail" says more than a label, and counts.
  const pronouns = tags(PRONOUN_KIND);
  for (let w = titleWords[0]; w < titleWords[1]; w += 1) {
    const inMatch = w >= m.first.w0 && w <= m.last.w1;
    if (!inMatch && !pronouns.some((p) => p.w0 === w && p.w1 === w)) return false;
  }
  const reused = (t: Tag): boolean => {
    const said = ` ${text.slice(t.s, t.e)} `;
    return safe.some((x) => x.cs >= titleLetters && ` ${text.slice(x.s, x.e)} `.includes(said));
  };
  return reused(m.first) && reused(m.last) && reused(m.act);
}

/** Letters at most between a pronoun and the "and" that opens the next clause. */
const CLAUSE_PRONOUN_LETTERS_MAX = 8;

/** A person's pronoun as the rules' objects spell it (folded: no diacritics, lower case). */
const PERSON_PRONOUNS: ReadonlySet<string> = new Set(['him', 'her', 'them', 'am', 'dem']);

/** "walk the boundary with him and photograph each beacon": a pronoun just before an "and" or a
 *  pivot is the object of the clause before, not of the act after (twelfth round). */
function pronounBeforeClause(obj: Tag, act: Tag, { text, tags }: Context): boolean {
  return (
    within(gap(obj, act), CLAUSE_PRONOUN_LETTERS_MAX) &&
    PERSON_PRONOUNS.has(text.slice(obj.s, obj.e)) &&
    pivotBetween(obj.ce, act.cs, tags)
  );
}

/**
 * Pidgin "no talk to the pupils, just ask the gate man": the object is the object of an earlier,
 * negated act of the same rule, and the later act has an object of its own (no pronoun points
 * back: "…, photograph them" still pairs). docs/safety.md, "Twelfth round, languages".
 */
function takenByNegatedAct(
  obj: Tag,
  act: Tag,
  acts: readonly Tag[],
  forward: number,
  tags: Tagger,
): boolean {
  if (tags(PRONOUN_KIND).some((p) => p.w0 === act.w1 + 1)) return false;
  return acts.some(
    (a) =>
      a.ce <= obj.cs &&
      sameSentence(a, obj) &&
      within(gap(a, obj), forward) &&
      negatedHere(a, tags),
  );
}

function applyRule(
  spec: CategorySpec,
  s: number,
  i: number,
  rule: PolicyRule,
  context: Context,
  found: PolicyFinding[],
): void {
  const { tags } = context;
  const kinds = RULE_KINDS[s]![i]!;
  // A rule picked by one of its kinds (policyFindings) may still find nothing (an object without
  // its act): answer before any work, and before the closures of matchRule, whose context V8
  // makes on entry (~25 % of a 2 KB brief's garbage made here).
  const alone = tags(kinds.alone);
  const pairable = rule.act && rule.obj && tags(kinds.act).length > 0;
  if (alone.length === 0 && !(pairable && tags(kinds.obj).length > 0)) return;
  matchRule(spec, kinds, rule, context, found);
}

/** `list` without the tags a safe phrase of the rule's category hides (`needs`: the rule's needs
 *  terms, which a safe phrase hides on touching). The list itself when none is hidden. */
function live(
  list: readonly Tag[],
  safe: readonly Tag[],
  needs: boolean,
  category: SafetyCategory,
  context: Context,
): readonly Tag[] {
  if (safe.length === 0) return list;
  let kept: Tag[] | undefined;
  for (let i = 0; i < list.length; i += 1) {
    const t = list[i]!;
    let hidden = false;
    for (let k = 0; k < safe.length && !hidden; k += 1) {
      const x = safe[k]!;
      hidden = overlaps(x, t) && hiddenBy(x, t, needs, coresOf(category, safe, context));
    }
    if (hidden && kept === undefined) kept = list.slice(0, i);
    else if (!hidden && kept !== undefined) kept.push(t);
  }
  return kept ?? list;
}

/** A needs term in the act's sentence, other than the act's own words. */
function neededBy(needs: readonly Tag[], act: Tag): boolean {
  for (let i = 0; i < needs.length; i += 1) {
    const n = needs[i]!;
    if (sameSentence(n, act) && !overlaps(n, act)) return true;
  }
  return false;
}

/**
 * A match in the title after a study's name ("Survey: POS agents and fake payment alerts"): the
 * title names what the study asks about; the instructions are read as ever, so a harm they spell
 * out still counts (docs/safety.md, "Twenty-seventh round").
 */
function studyTitled(m: Match, context: Context): boolean {
  const { tags, titleLetters } = context;
  if (m.last.ce > titleLetters) return false;
  const studies = tags(STUDY_TITLE_KIND);
  for (let i = 0; i < studies.length; i += 1) if (studies[i]!.ce <= m.first.cs) return true;
  return false;
}

/** A match found: refused or held as the rule says, unless excused or a title's label. */
function report(
  m: Match,
  reason: string,
  spec: CategorySpec,
  kinds: RuleKinds,
  rule: PolicyRule,
  context: Context,
  found: PolicyFinding[],
): void {
  const { tags } = context;
  const category = spec.category;
  if (titleLabel(m, tags(kinds.safe), context)) return;
  // Hazards are held wherever they are named; "interview the children" is the harm itself.
  const asks = rule.askFrames !== false && category !== 'dangerous_work';
  if (asks && studyTitled(m, context)) return;
  const excused = excusedMatch(m, tags(kinds.excuse), category, context);
  const outcome = excused ? (rule.outcome === 'refuse' ? 'hold' : undefined) : rule.outcome;
  if (!outcome || (outcome === 'hold' && keptOff(category, tags))) return;
  const why = `${category}: ${rule.name} ("${reason}")`;
  found.push({ category, outcome, at: m.first.cs, reason: why });
}

function matchRule(
  spec: CategorySpec,
  kinds: RuleKinds,
  rule: PolicyRule,
  context: Context,
  found: PolicyFinding[],
): void {
  const { text, tags } = context;
  const category = spec.category;
  const safe = tags(kinds.safe);
  const framing = {
    askFrames: rule.askFrames ?? true,
    signFrames: rule.signFrames ?? true,
    text,
  };
  // No closures here (V8 makes their context on every call) and no `for … of` over the tag lists:
  // they were ~25 % of a 2 KB brief's garbage (docs/safety.md, "Eighteenth round, cost").
  const alone = live(tags(kinds.alone), safe, false, category, context);
  for (let i = 0; i < alone.length; i += 1) {
    const t = alone[i]!;
    const m = { act: t, first: t, last: t };
    if (!framedMatch(m, framing, tags))
      report(m, words(text, t, t), spec, kinds, rule, context, found);
  }
  if (!rule.act || !rule.obj) return;
  const acts = live(tags(kinds.act), safe, false, category, context);
  const objs = live(tags(kinds.obj), safe, false, category, context);
  if (acts.length === 0 || objs.length === 0) return;
  const needs = rule.needs ? live(tags(kinds.needs), safe, true, category, context) : undefined;
  let paired = false;
  const forward = rule.forward ?? FORWARD_DEFAULT;
  const backward = rule.backward ?? BACKWARD_DEFAULT;
  const pairs = pairsOf(acts, objs, forward, backward);
  for (let p = 0; p < pairs.length; p += 2) {
    const act = pairs[p]!;
    const obj = pairs[p + 1]!;
    if (needs && !neededBy(needs, act)) continue;
    const first = act.cs <= obj.cs ? act : obj;
    const last = first === act ? obj : act;
    if (first === obj && pronounBeforeClause(obj, act, context)) continue;
    const m = { act, first, last };
    if (framedMatch(m, framing, tags)) continue;
    if (first === obj && takenByNegatedAct(obj, act, acts, forward, tags)) continue;
    paired = true;
    report(m, words(text, first, last), spec, kinds, rule, context, found);
  }
  if (!paired && rule.sentenceHolds) {
    paired = sentenceHold(category, rule, acts, objs, needs, framing, context, found);
  }
  if (!paired && rule.nextSentenceHolds) {
    paired = nextSentenceHold(category, rule, acts, objs, needs, framing, context, found);
  }
  if (!paired && rule.apartHolds)
    apartHold(category, rule, acts, objs, needs, framing, context, found);
}

/**
 * Every finding of every policy rule in the document, in no particular order. `titleLetters`:
 * letters of the document's head (type and title), for the rules that read title and
 * instructions apart; `titleWords`, the title's word indices, for a title read as a label.
 */
export function policyFindings(
  text: string,
  tags: Tagger,
  titleLetters: number,
  present: ArrayLike<number>,
  titleWords?: readonly [number, number],
  steps?: readonly number[],
): PolicyFinding[] {
  const found: PolicyFinding[] = [];
  const context: Context = {
    text,
    tags,
    titleLetters,
    titleWords,
    cores: undefined,
    steps,
    present,
  };
  // The kinds the document holds name the few rules that can fire in it: asking each of the ~500
  // rules' gate instead was ~1,400 lookups a 2 KB brief (docs/safety.md, "Sixteenth round, cost").
  // Taken in the rules' order, so the findings (and a hold's reasons) are as the full loop's.
  const picked: number[] = [];
  const byKind = triggers();
  for (let p = 0; p < present.length; p += 1) {
    const rules: readonly number[] | undefined = byKind[present[p]!];
    if (rules === undefined) continue;
    for (let k = 0; k < rules.length; k += 1) {
      const r = rules[k]!;
      if (PICKED[r] === 0) {
        PICKED[r] = 1;
        picked.push(r);
      }
    }
  }
  picked.sort((a, b) => a - b);
  for (const r of picked) PICKED[r] = 0;
  for (const r of picked) {
    const [s, i] = RULE_AT[r]!;
    const spec = POLICY_SPECS[s]!;
    applyRule(spec, s, i, spec.rules[i]!, context, found);
  }
  return found;
}
