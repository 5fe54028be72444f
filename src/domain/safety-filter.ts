// The safety filter (interface rule 7): refuses credential-class work — account creation,
// CAPTCHA solving, OTP handling — before any Operator sees the task. Pure and deterministic:
// no I/O, no clock, no state between calls. The verdict carries a category, never the text.
//
// How it decides. The text is folded (below) so that disguises collapse onto plain spelling,
// then tagged with the word lists of safety-lexicon.ts. Work is blocked when an ACTION and a
// CREDENTIAL OBJECT of the same category stand close together (solve + captcha, forward +
// code-with-a-verification-qualifier, open + account), unless the pair is framed:
//   - Research framing: a question cue ("ask … whether", "survey … about", "what they think",
//     "do you", "interview … on") precedes the action with no pivot back to an instruction
//     ("then", "please", "and solve") in between, or a question/topic cue stands between the
//     action and the object ("do a survey about CAPTCHAs"). The object is then what respondents
//     are asked about, not something the Operator is told to do.
//   - Signage framing: the pair is quoted text being observed ("the sign says Open Account
//     Today", "the 'Open Account Today' banner").
//   - Negation: "never share your OTP".
// A hand-over ("for me", "send me", "on my behalf", "fún mi", "maka m") anywhere in the
// sentence cancels all three: the result is meant to reach the requester.
//
// Distances are counted in letters, not words, so spaces inserted inside words ("c a p t c h a")
// do not stretch a pair apart.
//
// Cost. Each field is cut to SCREEN_FIELD_CHARS_MAX before any work, so a call is linear in a
// bounded input. Regexes are compiled once at load. Every letter unit is `x(?: ?x)*` with
// adjacent units of disjoint classes, `...` gaps are bounded, so there is no nested ambiguity
// to backtrack through.
import { SAFETY_LEXICON, type LexiconKind } from './safety-lexicon.ts';

export type SafetyCategory = 'account_creation' | 'captcha_solving' | 'otp_handling';
export type SafetyVerdict = { blocked: false } | { blocked: true; category: SafetyCategory };

/**
 * Each of type, title and instructions is screened up to this many UTF-16 units; the rest is
 * not read. Text past the bound goes unscreened, so the create_task schema must not accept
 * longer fields.
 */
export const SCREEN_FIELD_CHARS_MAX = 10_000;

const PASS: SafetyVerdict = Object.freeze({ blocked: false });

// ── Folding ─────────────────────────────────────────────────────────────────────────────────

/** Look-alikes (after lower-casing) to the Latin letter they imitate; Hausa hooked letters. */
const HOMOGLYPHS: Readonly<Record<string, string>> = {
  // Cyrillic
  а: 'a', в: 'b', г: 'r', е: 'e', ё: 'e', к: 'k', м: 'm', н: 'h', о: 'o', п: 'n', р: 'p', с: 'c',
  т: 't', у: 'y', х: 'x', ш: 'w', щ: 'w', ъ: 'b', ь: 'b', і: 'i', ї: 'i', ј: 'j', ѕ: 's', ԁ: 'd',
  ԛ: 'q', ԝ: 'w', ӏ: 'l', һ: 'h', ү: 'y',
  // Greek
  α: 'a', β: 'b', γ: 'y', ε: 'e', η: 'n', ι: 'i', κ: 'k', μ: 'u', ν: 'v', ο: 'o', π: 'n', ρ: 'p',
  σ: 'o', ς: 'c', τ: 't', υ: 'u', χ: 'x', ω: 'w',
  // Armenian
  օ: 'o', ս: 'u', հ: 'h', ո: 'n',
  // Latin small capitals and other look-alikes
  ᴀ: 'a', ʙ: 'b', ᴄ: 'c', ᴅ: 'd', ᴇ: 'e', ꜰ: 'f', ɢ: 'g', ʜ: 'h', ɪ: 'i', ᴊ: 'j', ᴋ: 'k', ʟ: 'l',
  ᴍ: 'm', ɴ: 'n', ᴏ: 'o', ᴘ: 'p', ʀ: 'r', ꜱ: 's', ᴛ: 't', ᴜ: 'u', ᴠ: 'v', ᴡ: 'w', ʏ: 'y', ᴢ: 'z',
  ı: 'i', ȷ: 'j', ɑ: 'a', ɡ: 'g', ǝ: 'e', ɩ: 'i', ø: 'o', đ: 'd', ł: 'l', ħ: 'h', ŧ: 't',
  æ: 'ae', œ: 'oe', ß: 'ss',
  // Hausa, Yoruba and Igbo letters that do not decompose
  ɗ: 'd', ƙ: 'k', ɓ: 'b', ƴ: 'y', ŋ: 'n', ɛ: 'e', ɔ: 'o',
};
const HOMOGLYPH_RE = new RegExp(`[${Object.keys(HOMOGLYPHS).join('')}]`, 'gu');
const MARK_RE = /\p{M}+/gu;
/** Zero-width and format characters (ZWSP, ZWJ, BOM, soft hyphen, bidi controls) and blank fillers. */
const INVISIBLE_RE = /[\p{Cf}\u115F\u1160\u3164\uFFA0\u2800]+/gu;
const LEET_A_S_RE = /(?<=[\p{L}\p{N}])[@$]|[@$](?=[\p{L}\p{N}])/gu;
const LEET_I_RE = /(?<=[\p{L}\p{N}])[!|](?=[\p{L}\p{N}])|(?<![\p{L}\p{N}])\|(?=\p{L})/gu;

/** NFKC (fullwidth, math letters), lower case, no diacritics, no invisibles, no look-alikes. */
function fold(raw: string): string {
  return raw
    .normalize('NFKC')
    .toLowerCase()
    .normalize('NFD')
    .replace(MARK_RE, '')
    .replace(INVISIBLE_RE, '')
    .replace(HOMOGLYPH_RE, (c) => HOMOGLYPHS[c] ?? c)
    .replace(LEET_A_S_RE, (c) => (c === '@' ? 'a' : 's'))
    .replace(LEET_I_RE, 'i');
}

// ── Document: words joined by single spaces, with a sentence number per word ────────────────

type Doc = { text: string; wordStarts: number[]; sentenceOf: number[] };

const PIECE_RE = /[\p{L}\p{N}]+|[^\p{L}\p{N}]+/gu;
const WORD_START_RE = /^[\p{L}\p{N}]/u;
// A colon is not an end: "Human verification tasks: pass the puzzles" is one instruction.
const SENTENCE_END_RE = /[.!?;\n\u2026\u3002\u061F]/;

function toDoc(raw: string): Doc {
  const words: string[] = [];
  const wordStarts: number[] = [];
  const sentenceOf: number[] = [];
  let sentence = 0;
  let offset = 0;
  for (const [piece] of fold(raw).matchAll(PIECE_RE)) {
    if (WORD_START_RE.test(piece)) {
      wordStarts.push(offset);
      sentenceOf.push(sentence);
      words.push(piece);
      offset += piece.length + 1;
      continue;
    }
    // A full stop after a single letter is spelling-out ("o. t. p."), not the end of a sentence.
    const previous = words[words.length - 1];
    if (previous !== undefined && SENTENCE_END_RE.test(piece) && (previous.length > 1 || piece.includes('\n\n'))) {
      sentence += 1;
    }
  }
  return { text: words.join(' '), wordStarts, sentenceOf };
}

// ── Lexicon compilation ─────────────────────────────────────────────────────────────────────

const LN = '[\\p{L}\\p{N}]';
const LEET: Readonly<Record<string, string>> = { a: 'a4', b: 'b8', e: 'e3', g: 'g9', i: 'il1', l: 'il1', o: 'o0', s: 's5', t: 't7' };

function letterClass(ch: string, literal: boolean): string {
  const leet = LEET[ch];
  return literal || leet === undefined ? ch : `[${leet}]`;
}

function squeeze(s: string): string {
  return s.replace(/(.)\1+/gu, '$1');
}

function lettersOf(word: string): string {
  return fold(word).replace(/[^\p{L}\p{N}]/gu, '');
}

/** One term → regex source; see the syntax at the top of safety-lexicon.ts. */
function compileTerm(term: string, traps: readonly string[]): string {
  let out = '';
  let previousClass = '';
  let separate = false;
  for (const part of term.split(/\s+/)) {
    if (part === '...') {
      out += ` (?:${LN}+ ){0,4}`;
      previousClass = '';
      separate = false;
      continue;
    }
    if (part === '#') {
      out += `${separate ? ' ?' : ''}\\p{N}{1,6}`;
      previousClass = '';
      separate = true;
      continue;
    }
    const star = part.endsWith('*');
    const letters = lettersOf(star ? part.slice(0, -1) : part);
    const literal = [...letters].every((ch) => LEET[ch] !== undefined);
    for (const ch of letters) {
      const cls = letterClass(ch, literal);
      if (cls === previousClass) continue; // doubled letters: one unit matches any run
      out += `${separate ? ' ?' : ''}${cls}(?: ?${cls})*`;
      previousClass = cls;
      separate = true;
    }
    if (star) {
      out += `${LN}{0,6}`; // letters or leet digits: "s0lv3"
      previousClass = '';
    }
  }
  const plain = squeeze(lettersOf(term.replace(/\*|#|\.\.\./g, '')));
  const guards = traps
    .filter((trap) => plain.startsWith(squeeze(lettersOf(trap))) && !term.startsWith(trap))
    .map((trap) => `(?!${fold(trap)}(?!${LN}))`);
  return guards.join('') + out;
}

function compileLexicon(): ReadonlyMap<LexiconKind, RegExp> {
  const traps = SAFETY_LEXICON.filter((g) => g.kind === 'splitTrap').flatMap((g) => g.terms);
  const sources = new Map<LexiconKind, string[]>();
  for (const group of SAFETY_LEXICON) {
    if (group.kind === 'splitTrap') continue;
    const list = sources.get(group.kind) ?? [];
    list.push(...group.terms.map((t) => compileTerm(t, traps)));
    sources.set(group.kind, list);
  }
  const compiled = new Map<LexiconKind, RegExp>();
  for (const [kind, list] of sources) {
    const alternatives = [...new Set(list)].sort((a, b) => b.length - a.length).join('|');
    compiled.set(kind, new RegExp(`(?<!${LN})(?:${alternatives})(?!${LN})`, 'gu'));
  }
  return compiled;
}

const LEXICON_RE = compileLexicon();

// ── Tags ────────────────────────────────────────────────────────────────────────────────────

/** A lexicon hit: text offsets [s, e), letter offsets [cs, ce), first/last word and sentence. */
type Tag = { s: number; e: number; cs: number; ce: number; w0: number; w1: number; sent0: number; sent1: number };

function wordAt(doc: Doc, offset: number): number {
  let lo = 0;
  let hi = doc.wordStarts.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if ((doc.wordStarts[mid] ?? 0) <= offset) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

function makeTagger(doc: Doc): (kind: LexiconKind) => readonly Tag[] {
  const memo = new Map<LexiconKind, Tag[]>();
  return (kind) => {
    const known = memo.get(kind);
    if (known) return known;
    const tags: Tag[] = [];
    const re = LEXICON_RE.get(kind);
    if (re) {
      for (const m of doc.text.matchAll(re)) {
        const s = m.index;
        const e = s + m[0].length;
        const w0 = wordAt(doc, s);
        const w1 = wordAt(doc, e - 1);
        // Letters before an offset = the offset minus the spaces before it (one per word).
        tags.push({ s, e, cs: s - w0, ce: e - 1 - w1 + 1, w0, w1, sent0: doc.sentenceOf[w0] ?? 0, sent1: doc.sentenceOf[w1] ?? 0 });
      }
    }
    memo.set(kind, tags);
    return tags;
  };
}

const overlaps = (a: Tag, b: Tag): boolean => a.s < b.e && b.s < a.e;
const sameSentence = (a: Tag, b: Tag): boolean => a.sent0 <= b.sent1 && b.sent0 <= a.sent1;
/** Letters from the end of `x` to the start of `y`; negative when y starts before x ends. */
const gap = (x: Tag, y: Tag): number => y.cs - x.ce;
const within = (n: number, max: number): boolean => n >= 0 && n <= max;

// ── Objects ─────────────────────────────────────────────────────────────────────────────────

type Tagger = (kind: LexiconKind) => readonly Tag[];
/**
 * A credential object. `marked`: a new/bulk marker or a count is next to it ("new Gmail",
 * "50 accounts"); `named`: a platform said as an account ("WhatsApp line", "Gmail for me").
 */
type CredentialObject = { tag: Tag; platform: boolean; marked: boolean; named: boolean };
const plainObject = (tag: Tag): CredentialObject => ({ tag, platform: false, marked: true, named: true });

const touchesAny = (t: Tag, others: readonly Tag[]): boolean => others.some((o) => overlaps(t, o));

/** "code"/"koodu" is an OTP only with a qualifier close by in its sentence; never "postal code". */
function otpObjects(tags: Tagger): CredentialObject[] {
  const strong = tags('otpObject');
  const negatives = tags('codeNegative');
  const qualifiers = tags('codeQualifier').filter((q) => !touchesAny(q, negatives));
  const owners = tags('secretQualifier');
  const near = (noun: Tag, list: readonly Tag[], beforeMax: number, afterMax: number): boolean =>
    list.some((q) => !overlaps(q, noun) && sameSentence(q, noun) && (within(gap(q, noun), beforeMax) || within(gap(noun, q), afterMax)));
  const weak = [...tags('codeNoun'), ...tags('secretNoun')].filter((noun) => !touchesAny(noun, strong) && !touchesAny(noun, negatives));
  const codes = tags('codeNoun').filter((noun) => weak.includes(noun) && near(noun, qualifiers, 24, 30));
  const secrets = tags('secretNoun').filter((noun) => weak.includes(noun) && (near(noun, qualifiers, 24, 30) || near(noun, owners, 20, 0)));
  return [...strong, ...codes, ...secrets].map(plainObject);
}

/** "account for every item" is a verb: "account" then "for", after a sentence start or a modal. */
function isVerbAccountFor(doc: Doc, noun: Tag, verbLeads: readonly Tag[]): boolean {
  if (!/^ for(?![\p{L}\p{N}])/u.test(doc.text.slice(noun.e, noun.e + 5))) return false;
  const sentenceStart = noun.w0 === 0 || doc.sentenceOf[noun.w0 - 1] !== doc.sentenceOf[noun.w0];
  return sentenceStart || verbLeads.some((v) => v.w1 === noun.w0 - 1 && v.e === noun.s - 1);
}

function accountObjects(doc: Doc, tags: Tagger): CredentialObject[] {
  const negatives = tags('accountNegative');
  const news = tags('newMarker');
  const counts = tags('countMarker');
  const marked = (o: Tag): boolean =>
    news.some((n) => sameSentence(n, o) && (within(gap(n, o), 14) || within(gap(o, n), 8))) ||
    counts.some((n) => gap(n, o) === 0 && n.w1 === o.w0 - 1);
  const nouns = tags('accountNoun')
    .filter((t) => !touchesAny(t, negatives) && !isVerbAccountFor(doc, t, tags('verbLead')))
    .map((tag) => ({ tag, platform: false, marked: marked(tag), named: true }));
  const namers = [...tags('platformQualifier'), ...tags('handover')];
  const content = tags('platformNegative');
  const platforms = tags('platform')
    .filter((p) => !content.some((c) => gap(p, c) === 0 && c.w0 === p.w1 + 1))
    .map((tag) => ({
      tag,
      platform: true,
      marked: marked(tag),
      named: namers.some((q) => sameSentence(q, tag) && within(gap(tag, q), 12)),
    }));
  return [...nouns, ...platforms];
}

// ── Pairs and framing ───────────────────────────────────────────────────────────────────────

const FORWARD_LETTERS_MAX = 40; // action … object: "open a new gmail account"
const BACKWARD_LETTERS_MAX = 24; // object … action: "the code wey dem send, forward am"
const ACROSS_SENTENCE_LETTERS_MAX = 12; // "Open. A. Gmail. Account." still pairs
const PRONOUN_BACKREF_LETTERS_MAX = 30; // "New WhatsApp line. Register am for me."

function isPair(action: Tag, object: Tag, tags: Tagger): boolean {
  if (overlaps(action, object)) return false;
  const forward = gap(action, object);
  if (forward >= 0) return forward <= FORWARD_LETTERS_MAX && (sameSentence(action, object) || forward <= ACROSS_SENTENCE_LETTERS_MAX);
  const backward = gap(object, action);
  if (sameSentence(action, object)) return backward <= BACKWARD_LETTERS_MAX;
  const pointsBack = tags('pronoun').some((p) => p.w0 === action.w1 + 1 && gap(action, p) === 0);
  return pointsBack && backward <= PRONOUN_BACKREF_LETTERS_MAX;
}

/** "then", "please", "you must", or "and" right before the action: an instruction again. */
function pivotBetween(from: number, to: number, tags: Tagger): boolean {
  return (
    tags('pivot').some((p) => p.cs >= from && p.ce <= to) ||
    tags('pivotAnd').some((p) => p.cs >= from && p.ce <= to && to - p.ce <= 6)
  );
}

function researchFramed(action: Tag, object: Tag, tags: Tagger): boolean {
  const cueNegatives = tags('cueNegative');
  const cues = tags('questionCue').filter((c) => !touchesAny(c, cueNegatives) && (sameSentence(c, action) || sameSentence(c, object)));
  const questionBefore = cues.some((c) => c.ce <= action.cs && sameSentence(c, action) && !pivotBetween(c.ce, action.cs, tags));
  if (questionBefore) return true;
  if (gap(action, object) < 0) return false;
  // Between action and object: the object is what the survey, question or poster is about.
  const signage = tags('signageAfter').filter((t) => !touchesAny(t, tags('accountActionStrong')));
  const topics = [...cues, ...tags('topicCue').filter((c) => !touchesAny(c, cueNegatives)), ...signage];
  return topics.some((c) => action.cs <= c.cs && c.ce > action.ce && c.ce <= object.cs);
}

function signageFramed(action: Tag, object: Tag, tags: Tagger): boolean {
  const [first, last] = action.cs <= object.cs ? [action, object] : [object, action];
  const quotedAfter = tags('signageBefore').some((b) => within(gap(b, first), 12) && !pivotBetween(b.ce, first.cs, tags));
  const labelled = tags('signageAfter').some(
    (t) => within(gap(last, t), 8) && !touchesAny(t, tags('accountActionStrong')) && !pivotBetween(last.ce, t.cs, tags),
  );
  return quotedAfter || labelled;
}

function negated(action: Tag, tags: Tagger): boolean {
  return tags('negation').some((n) => sameSentence(n, action) && !overlaps(n, action) && within(gap(n, action), 4));
}

function framed(action: Tag, object: Tag, tags: Tagger): boolean {
  const handedOver = tags('handover').some((h) => sameSentence(h, action) || sameSentence(h, object));
  if (handedOver) return false;
  return negated(action, tags) || researchFramed(action, object, tags) || signageFramed(action, object, tags);
}

// ── Categories ──────────────────────────────────────────────────────────────────────────────

type Rule = { category: SafetyCategory; actions: readonly Tag[]; objects: readonly CredentialObject[]; accepts: (action: Tag, object: CredentialObject) => boolean };

function rulesFor(doc: Doc, tags: Tagger): Rule[] {
  const rules: Rule[] = [];
  // "the notice reads …", "the sign says …": describing signage, not an instruction.
  const describing = tags('signageBefore');
  const live = (list: readonly Tag[]): Tag[] => list.filter((a) => !touchesAny(a, describing));
  const captcha = tags('captchaObject').map(plainObject);
  if (captcha.length > 0) rules.push({ category: 'captcha_solving', actions: live(tags('captchaAction')), objects: captcha, accepts: () => true });
  const otp = otpObjects(tags);
  if (otp.length > 0) rules.push({ category: 'otp_handling', actions: live(tags('otpAction')), objects: otp, accepts: () => true });
  const accounts = accountObjects(doc, tags);
  if (accounts.length > 0) {
    const negatives = tags('accountNegative');
    const strong = tags('accountActionStrong');
    const medium = tags('accountActionMedium');
    const tier = (a: Tag): number => (strong.includes(a) ? 0 : medium.includes(a) ? 1 : 2);
    const actions = live([...strong, ...medium, ...tags('accountActionWeak')]).filter((a) => !touchesAny(a, negatives));
    // create/register: any account object; open: an account noun or a named/new platform;
    // make/get/verify: only something marked new or counted.
    const accepts = (a: Tag, o: CredentialObject): boolean => {
      const level = tier(a);
      return level === 0 || (level === 1 && (!o.platform || o.named)) || o.marked;
    };
    rules.push({ category: 'account_creation', actions, objects: accounts, accepts });
  }
  return rules;
}

const VERDICTS: Readonly<Record<SafetyCategory, SafetyVerdict>> = {
  account_creation: Object.freeze({ blocked: true, category: 'account_creation' }),
  captcha_solving: Object.freeze({ blocked: true, category: 'captcha_solving' }),
  otp_handling: Object.freeze({ blocked: true, category: 'otp_handling' }),
};

/**
 * Screens a task's type, title and instructions. Blocks with the category of the earliest
 * unframed action–object pair; passes otherwise. Never returns any part of the input.
 */
export function screenTask(input: { type: string; title: string; instructions: string }): SafetyVerdict {
  const raw = [input.type, input.title, input.instructions].map((f) => f.slice(0, SCREEN_FIELD_CHARS_MAX)).join('\n\n');
  const doc = toDoc(raw);
  const tags = makeTagger(doc);
  let best: { at: number; category: SafetyCategory } | undefined;
  for (const rule of rulesFor(doc, tags)) {
    for (const action of rule.actions) {
      if (best && action.cs > best.at + FORWARD_LETTERS_MAX) continue;
      for (const object of rule.objects) {
        const at = Math.min(action.cs, object.tag.cs);
        if (best && at >= best.at) continue;
        if (!rule.accepts(action, object) || !isPair(action, object.tag, tags)) continue;
        if (framed(action, object.tag, tags)) continue;
        best = { at, category: rule.category };
      }
    }
  }
  return best ? VERDICTS[best.category] : PASS;
}
