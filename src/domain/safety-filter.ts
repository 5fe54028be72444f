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
// Cost. Each field is cut to SCREEN_FIELD_CHARS_MAX before any work. The lexicon is compiled
// once, at load, into a trie of flat typed arrays; there are no regexes over the text apart from
// linear character-class replaces. Every loop and branch of the trie walk is bounded, so a call
// is linear in the bounded input: about 0.15-0.3 ms for a 2 KB brief and 1-2 ms for 10 KB
// (shared 2-core VM), with no input that does worse.
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
const NON_ASCII_RUN_RE = /[^\x00-\x7f]+/g;
const MARK_RE = /\p{M}+/gu;
/** Zero-width and format characters (ZWSP, ZWJ, BOM, soft hyphen, bidi controls) and blank fillers. */
const INVISIBLE_RE = /[\p{Cf}\u115F\u1160\u3164\uFFA0\u2800]+/gu;
const LEFTOVER_RE = /[^\x00-\x7f]/gu;
const LETTER_OR_NUMBER_RE = /[\p{L}\p{N}]/u;
const SENTENCE_MARK_RE = /[\u2026\u3002\u061F\u0964]/u;
const LEET_SYMBOL_RE = /[@$!|]/;
const LEET_A_S_RE = /[@$]/g; // always: "c@ptch @" survives a space, and a lone @ or $ means little
const LEET_I_RE = /(?<=[a-z0-9])[!|](?=[a-z0-9])|(?<![a-z0-9])\|(?=[a-z])/g;

/** A run of non-ASCII characters after NFKC: strip marks and invisibles, map look-alikes. */
function foldNonAscii(run: string): string {
  return run
    .normalize('NFD')
    .replace(MARK_RE, '')
    .replace(INVISIBLE_RE, '')
    .replace(HOMOGLYPH_RE, (c) => HOMOGLYPHS[c] ?? c)
    .replace(LEFTOVER_RE, (c) => (LETTER_OR_NUMBER_RE.test(c) ? '_' : SENTENCE_MARK_RE.test(c) ? '.' : ' '));
}

/**
 * Folds text onto the matching alphabet: a-z, 0-9, `_` for any other letter or number, and
 * ASCII punctuation/space as separators. NFKC (fullwidth, math letters), lower case, no
 * diacritics, no invisibles, look-alikes to Latin, leet symbols to letters. (Doubled letters
 * are squeezed when words are cut, in parseDoc.)
 */
function fold(raw: string): string {
  // ASCII `_` separates words in the input ("captcha_solving"); from here on `_` stands for a
  // letter of another script, a word character that matches no term.
  const s = raw.normalize('NFKC').toLowerCase().replaceAll('_', ' ').replace(NON_ASCII_RUN_RE, foldNonAscii);
  return LEET_SYMBOL_RE.test(s) ? s.replace(LEET_A_S_RE, (c) => (c === '@' ? 'a' : 's')).replace(LEET_I_RE, 'i') : s;
}

// ── Document: words joined by single spaces, with a sentence number per word ────────────────

/** `squeezed[w]`: word w had doubled letters in the input ("a ccount" is not the trap "a count"). */
type Doc = { text: string; wordStarts: number[]; sentenceOf: number[]; squeezed: boolean[] };

const isWordChar = (code: number): boolean => (code >= 97 && code <= 122) || (code >= 48 && code <= 57) || code === 95;
// A colon is not an end: "Human verification tasks: pass the puzzles" is one instruction.
const isSentenceEnd = (code: number): boolean => code === 46 || code === 33 || code === 63 || code === 59 || code === 10;

/** A word with doubled letters squeezed ("captchaaa" → "captcha", "ootp" → "otp"). */
function squeezed(s: string, start: number, end: number): string {
  for (let i = start + 1; i < end; i += 1) {
    if (s.charCodeAt(i) === s.charCodeAt(i - 1)) return s.slice(start, end).replace(/(.)\1+/g, '$1');
  }
  return s.slice(start, end);
}

function parseDoc(raw: string): Doc {
  const folded = fold(raw);
  const words: string[] = [];
  const wordStarts: number[] = [];
  const sentenceOf: number[] = [];
  const squeezedWords: boolean[] = [];
  let offset = 0;
  let sentence = 0;
  let ended = false; // the gap since the last word holds a sentence end
  let newlines = 0;
  let i = 0;
  while (i < folded.length) {
    const code = folded.charCodeAt(i);
    if (!isWordChar(code)) {
      if (isSentenceEnd(code)) ended = true;
      if (code === 10) newlines += 1;
      i += 1;
      continue;
    }
    let end = i + 1;
    while (end < folded.length && isWordChar(folded.charCodeAt(end))) end += 1;
    const previous = words[words.length - 1];
    // A full stop after a single letter is spelling-out ("o. t. p."), not a sentence end.
    if (previous !== undefined && ended && (previous.length > 1 || newlines > 1)) sentence += 1;
    const word = squeezed(folded, i, end);
    words.push(word);
    squeezedWords.push(word.length !== end - i);
    wordStarts.push(offset);
    sentenceOf.push(sentence);
    offset += word.length + 1;
    ended = false;
    newlines = 0;
    i = end;
  }
  return { text: words.join(' '), wordStarts, sentenceOf, squeezed: squeezedWords };
}

// ── Lexicon trie ────────────────────────────────────────────────────────────────────────────
//
// Every term of every kind sits in one trie, walked once from each word start. Walking allows
// what the term syntax promises: one optional space between any two letters ("capt cha"), a
// letter repeated across a space ("col lect"), a leet digit for a letter ("0tp"), `*` suffixes,
// `#` numbers and `...` gaps. Each branch point is bounded (suffix ≤ 6, gap ≤ 4 words of ≤ 30
// letters, repeats ≤ 3, at most two readings of a digit), so a walk costs O(term length) and a
// document O(words × longest term), whatever the input.

/** Leet digits and the letter each stands for; `l` and `i` are one letter (1, l, I, |). */
const LEET_DIGITS: Readonly<Record<string, string>> = { '0': 'o', '1': 'i', '3': 'e', '4': 'a', '5': 's', '7': 't', '8': 'b', '9': 'g' };
const LEETABLE = new Set(['a', 'b', 'e', 'g', 'i', 'l', 'o', 's', 't']);
const SUFFIX_MAX = 6;
const GAP_WORDS_MAX = 4;
const GAP_WORD_LENGTH_MAX = 30;
const REPEATS_MAX = 3;
const NUMBER_DIGITS_MAX = 6;
/** Edge keys: a-z → 0-25 (letters a digit may stand for), `=a`-`=z` → 26-51 (literal letters), 0-9 → 52-61. */
const EDGES = 62;

const canonical = (ch: string): string => (ch === 'l' ? 'i' : ch);
/** `previous` (the last letter key read) at a term start: no space may come first. */
const AT_START = -1;
/** `previous` after a suffix, a number or a literal digit: a space may follow, nothing repeats. */
const AFTER_SUFFIX = -2;

function edgeKey(ch: string, literal: boolean): number {
  const code = ch.charCodeAt(0);
  if (code >= 48 && code <= 57) return 52 + code - 48;
  return (literal ? 26 : 0) + code - 97;
}

/** A lexicon word as trie letters; a word that does not fold to Latin is a programmer error. */
function lettersOf(word: string): string {
  const folded = fold(word);
  const letters = folded.replace(/[^a-z0-9]/g, '').replace(/(.)\1+/g, '$1');
  if (letters.length === 0 || folded.includes('_')) throw new Error(`safety lexicon: "${word}" does not fold to Latin letters`);
  return letters;
}

/**
 * The trie as flat typed arrays (node 0 is the root, and 0 also means "no node"): `edges`
 * holds EDGES children per node; `suffix`, `gap`, `number` the node after a `*`, `...` or `#`;
 * the kinds of the terms ending at node n are `ends[endsFrom[n] .. endsFrom[n + 1])`.
 */
type Trie = {
  edges: Int32Array;
  suffix: Int32Array;
  gap: Int32Array;
  number: Int32Array;
  endsFrom: Int32Array;
  ends: Int32Array;
  kinds: readonly LexiconKind[];
  traps: ReadonlySet<string>;
};

function buildTrie(): Trie {
  const edges: number[] = [];
  const links = { suffix: [] as number[], gap: [] as number[], number: [] as number[] };
  const ends: number[][] = [];
  const newNode = (): number => {
    for (let k = 0; k < EDGES; k += 1) edges.push(0);
    links.suffix.push(0);
    links.gap.push(0);
    links.number.push(0);
    return ends.push([]) - 1;
  };
  const follow = (table: number[], index: number): number => {
    const found = table[index] ?? 0;
    if (found !== 0) return found;
    const made = newNode();
    table[index] = made;
    return made;
  };
  // A word made only of leetable letters ("it", "ig") takes literal edges, which digits never follow.
  const addTerm = (term: string, kind: number): void => {
    let node = 0;
    let previous = '';
    for (const part of term.split(/\s+/)) {
      if (part === '...' || part === '#') {
        node = follow(part === '...' ? links.gap : links.number, node);
        previous = '';
        continue;
      }
      const star = part.endsWith('*');
      const letters = lettersOf(star ? part.slice(0, -1) : part);
      const literal = [...letters].every((ch) => LEETABLE.has(ch));
      for (const ch of letters) {
        const c = canonical(ch);
        if (c === previous) continue; // "collect": one l matches l, ll or "l l"
        node = follow(edges, node * EDGES + edgeKey(c, literal && c >= 'a'));
        previous = c;
      }
      if (star) {
        node = follow(links.suffix, node);
        previous = '';
      }
    }
    if (!ends[node]?.includes(kind)) ends[node]?.push(kind);
  };

  newNode();
  const kinds: LexiconKind[] = [];
  const traps = new Set<string>();
  for (const group of SAFETY_LEXICON) {
    if (group.kind === 'splitTrap') {
      for (const term of group.terms) traps.add(parseDoc(term).text);
      continue;
    }
    if (!kinds.includes(group.kind)) kinds.push(group.kind);
    for (const term of group.terms) addTerm(term, kinds.indexOf(group.kind));
  }
  const endsFrom = [0];
  for (const list of ends) endsFrom.push((endsFrom[endsFrom.length - 1] ?? 0) + list.length);
  return {
    edges: Int32Array.from(edges),
    suffix: Int32Array.from(links.suffix),
    gap: Int32Array.from(links.gap),
    number: Int32Array.from(links.number),
    endsFrom: Int32Array.from(endsFrom),
    ends: Int32Array.from(ends.flat()),
    kinds,
    traps,
  };
}

const TRIE = buildTrie();

/** Per char code: the key of the letter it reads as (a digit: its leet letter) and its literal key. */
const LETTER_KEY = new Int8Array(128).fill(-1);
const LITERAL_KEY = new Int8Array(128).fill(-1);
for (let code = 48; code < 123; code += 1) {
  const ch = String.fromCharCode(code);
  if (code <= 57) {
    LETTER_KEY[code] = edgeKey(LEET_DIGITS[ch] ?? ch, false);
    LITERAL_KEY[code] = edgeKey(ch, true);
  } else if (code >= 97) {
    LETTER_KEY[code] = edgeKey(canonical(ch), false);
    LITERAL_KEY[code] = edgeKey(canonical(ch), true);
  }
}

/** Longest end per kind index for the walk in progress (-1: none), and which kinds it touched. */
type Hits = { end: Int32Array; touched: Int32Array; count: number };

/**
 * Walks the trie from `p` (iterating along single paths, recursing only where the syntax
 * branches) and records, per kind, the longest term that ends on a word end.
 */
function walk(text: string, start: number, p0: number, previous0: number, hits: Hits): void {
  const t = TRIE;
  let node = start;
  let p = p0;
  let previous = previous0;
  let repeats = 0;
  for (;;) {
    const atWordEnd = p === text.length || text.charCodeAt(p) === 32;
    if (atWordEnd) {
      const last = t.endsFrom[node + 1] ?? 0;
      for (let k = t.endsFrom[node] ?? 0; k < last; k += 1) {
        const kind = t.ends[k] ?? 0;
        if ((hits.end[kind] ?? 0) < 0) hits.touched[hits.count++] = kind;
        if (p > (hits.end[kind] ?? 0)) hits.end[kind] = p;
      }
    }
    const suffix = t.suffix[node] ?? 0;
    if (suffix !== 0) {
      for (let q = p; q <= p + SUFFIX_MAX && q <= text.length; q += 1) {
        if (q > p && !isWordChar(text.charCodeAt(q - 1))) break;
        walk(text, suffix, q, AFTER_SUFFIX, hits);
      }
    }
    const gap = t.gap[node] ?? 0;
    if (gap !== 0 && atWordEnd && p < text.length) {
      let q = p + 1;
      for (let skipped = 0; skipped <= GAP_WORDS_MAX && q < text.length; skipped += 1) {
        walk(text, gap, q, AT_START, hits);
        const space = text.indexOf(' ', q);
        if (space < 0 || space - q > GAP_WORD_LENGTH_MAX) break;
        q = space + 1;
      }
    }
    let q = p;
    if (q < text.length && text.charCodeAt(q) === 32 && previous !== AT_START) q += 1; // one optional space, never first
    const number = t.number[node] ?? 0;
    if (number !== 0) {
      let r = q;
      while (r < text.length && r - q < NUMBER_DIGITS_MAX && text.charCodeAt(r) >= 48 && text.charCodeAt(r) <= 57) r += 1;
      if (r > q) walk(text, number, r, AFTER_SUFFIX, hits);
    }
    if (q >= text.length) return;
    const code = text.charCodeAt(q);
    const letter = code < 128 ? (LETTER_KEY[code] ?? -1) : -1;
    if (letter < 0) return;
    const literal = t.edges[node * EDGES + (LITERAL_KEY[code] ?? 0)] ?? 0;
    const read = t.edges[node * EDGES + letter] ?? 0;
    const readOnly = read === literal ? 0 : read;
    if (letter === previous && repeats < REPEATS_MAX && read === 0) {
      // "col lect": the repeated letter is absorbed; the literal path (a digit) is tried apart.
      if (literal !== 0) walk(text, literal, q + 1, AFTER_SUFFIX, hits);
      p = q + 1;
      repeats += 1;
      continue;
    }
    if (literal !== 0 && readOnly !== 0) walk(text, literal, q + 1, code <= 57 ? AFTER_SUFFIX : letter, hits);
    const next = readOnly !== 0 ? readOnly : literal;
    if (next === 0) return;
    previous = next === literal && code <= 57 ? AFTER_SUFFIX : letter;
    node = next;
    p = q + 1;
    repeats = 0;
  }
}

// ── Tags ────────────────────────────────────────────────────────────────────────────────────

/** A lexicon hit: text offsets [s, e), letter offsets [cs, ce), first/last word and sentence. */
type Tag = { s: number; e: number; cs: number; ce: number; w0: number; w1: number; sent0: number; sent1: number };
type Tagger = (kind: LexiconKind) => readonly Tag[];

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

/** Two real words that only spell a term once joined ("a count"), as typed, not squeezed. */
function isTrap(doc: Doc, s: number, e: number, w0: number, w1: number): boolean {
  if (!TRIE.traps.has(doc.text.slice(s, e))) return false;
  for (let w = w0; w <= w1; w += 1) if (doc.squeezed[w]) return false;
  return true;
}

/**
 * All hits of all kinds: per kind, the longest hit at each word start. Hits may overlap ("u se nd"
 * holds both "use" and "send"), so a disguise cannot hide one term inside another.
 */
function tagDocument(doc: Doc): Tagger {
  const kinds = TRIE.kinds;
  const byKind = new Map<LexiconKind, Tag[]>();
  const hits: Hits = { end: new Int32Array(kinds.length).fill(-1), touched: new Int32Array(kinds.length), count: 0 };
  for (let w0 = 0; w0 < doc.wordStarts.length; w0 += 1) {
    const s = doc.wordStarts[w0] ?? 0;
    walk(doc.text, 0, s, AT_START, hits);
    for (let h = 0; h < hits.count; h += 1) {
      const index = hits.touched[h] ?? 0;
      const e = hits.end[index] ?? -1;
      hits.end[index] = -1;
      const kind = kinds[index];
      const w1 = wordAt(doc, e - 1);
      if (kind === undefined || isTrap(doc, s, e, w0, w1)) continue;
      // Letters before an offset = the offset minus the spaces before it (one per word).
      const tag = { s, e, cs: s - w0, ce: e - w1, w0, w1, sent0: doc.sentenceOf[w0] ?? 0, sent1: doc.sentenceOf[w1] ?? 0 };
      const list = byKind.get(kind);
      if (list) list.push(tag);
      else byKind.set(kind, [tag]);
    }
    hits.count = 0;
  }
  return (kind) => byKind.get(kind) ?? [];
}

const overlaps = (a: Tag, b: Tag): boolean => a.s < b.e && b.s < a.e;
const sameSentence = (a: Tag, b: Tag): boolean => a.sent0 <= b.sent1 && b.sent0 <= a.sent1;
/** Letters from the end of `x` to the start of `y`; negative when y starts before x ends. */
const gap = (x: Tag, y: Tag): number => y.cs - x.ce;
const within = (n: number, max: number): boolean => n >= 0 && n <= max;

// ── Objects ─────────────────────────────────────────────────────────────────────────────────

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
  const free = (noun: Tag): boolean => !touchesAny(noun, strong) && !touchesAny(noun, negatives);
  const codes = tags('codeNoun').filter((noun) => free(noun) && near(noun, qualifiers, 24, 30));
  const secrets = tags('secretNoun').filter((noun) => free(noun) && (near(noun, qualifiers, 24, 30) || near(noun, owners, 20, 0)));
  return [...strong, ...codes, ...secrets].map(plainObject);
}

/**
 * "account for every item" is a verb: "account for" not preceded by a determiner, an adjective,
 * a platform or an account verb ("an account for", "open account for me" stay nouns).
 */
function isVerbAccountFor(doc: Doc, noun: Tag, tags: Tagger): boolean {
  if (!/^ for\b/.test(doc.text.slice(noun.e, noun.e + 5))) return false;
  const leads: readonly LexiconKind[] = ['nounLead', 'platform', 'newMarker', 'countMarker', 'accountActionStrong', 'accountActionMedium', 'accountActionWeak'];
  return !leads.some((kind) => tags(kind).some((t) => t.w1 === noun.w0 - 1 && t.e === noun.s - 1));
}

function accountObjects(doc: Doc, tags: Tagger): CredentialObject[] {
  const negatives = tags('accountNegative');
  const news = tags('newMarker');
  const counts = tags('countMarker');
  const marked = (o: Tag): boolean =>
    news.some((n) => sameSentence(n, o) && (within(gap(n, o), 14) || within(gap(o, n), 8))) ||
    counts.some((n) => gap(n, o) === 0 && n.w1 === o.w0 - 1);
  const nouns = tags('accountNoun')
    .filter((t) => !touchesAny(t, negatives) && !isVerbAccountFor(doc, t, tags))
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
const BACKWARD_LETTERS_MAX = 8; // object action: "captcha solving", "accounts to be created"
const PRONOUN_LETTERS_MAX = 24; // object … action + pronoun: "the code they texted you, send it"
const ACROSS_SENTENCE_LETTERS_MAX = 12; // "Open. A. Gmail. Account." still pairs
const PRONOUN_BACKREF_LETTERS_MAX = 30; // "New WhatsApp line. Register am for me."

/**
 * Action before object within FORWARD_LETTERS_MAX. Object before action only as a nominal or
 * passive ("OTP handling") or when a pronoun after the action points back ("solve am"):
 * otherwise "OTP delays, then photograph the shop" would read as photographing an OTP.
 */
function isPair(action: Tag, object: Tag, tags: Tagger): boolean {
  if (overlaps(action, object)) return false;
  const forward = gap(action, object);
  if (forward >= 0) return forward <= FORWARD_LETTERS_MAX && (sameSentence(action, object) || forward <= ACROSS_SENTENCE_LETTERS_MAX);
  const backward = gap(object, action);
  const pointsBack = tags('pronoun').some((p) => p.w0 === action.w1 + 1 && gap(action, p) === 0);
  if (sameSentence(action, object)) return backward <= BACKWARD_LETTERS_MAX || (pointsBack && backward <= PRONOUN_LETTERS_MAX);
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
    (t) => within(gap(last, t), 16) && !touchesAny(t, tags('accountActionStrong')) && !pivotBetween(last.ce, t.cs, tags),
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
    const strongSet = new Set(strong);
    const mediumSet = new Set(medium);
    const tier = (a: Tag): number => (strongSet.has(a) ? 0 : mediumSet.has(a) ? 1 : 2);
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
  const doc = parseDoc(raw);
  const tags = tagDocument(doc);
  let best: { at: number; category: SafetyCategory } | undefined;
  for (const rule of rulesFor(doc, tags)) {
    for (const action of rule.actions) {
      if (best && action.cs > best.at + FORWARD_LETTERS_MAX) continue;
      for (const object of rule.objects) {
        if (gap(action, object.tag) > FORWARD_LETTERS_MAX || gap(object.tag, action) > PRONOUN_BACKREF_LETTERS_MAX) continue;
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
