// The safety filter's tagging (safety-filter.ts decides): the lexicon of safety-lexicon.ts
// compiled once, at load, into a trie of flat typed arrays, walked from every word start of a
// normalised document (safety-normalise.ts), and the tags it finds with the distances between
// them. Apart from the rules because it knows only which words stand where, not what they mean
// together.
// Over 400 lines: one trie and the walk over it, whose typed arrays are shared; split, each half
// would reach into the other's arrays.
import { SAFETY_LEXICON, type LexiconKind } from './safety-lexicon.ts';
import { policyLexicon } from './safety-lexicon-policy.ts';
import { fold, isWordChar, parseDoc, type Doc } from './safety-normalise.ts';

// ── Lexicon trie ────────────────────────────────────────────────────────────────────────────
//
// Every term of every kind sits in one trie, walked once from each word start. Walking allows
// what the term syntax promises: one optional space between any two letters ("capt cha"), a
// letter repeated across a space ("col lect"), a leet digit for a letter ("0tp"), `*` suffixes,
// `#` numbers and `...` gaps. Each branch point is bounded (suffix ≤ 6, gap ≤ 4 words of ≤ 30
// letters, repeats ≤ 3, at most two readings of a digit), so a walk costs O(term length) and a
// document O(words × longest term), whatever the input.

/** Leet digits and the letter each stands for; `l` and `i` are one letter (1, l, I, |). */
const LEET_DIGITS: Readonly<Record<string, string>> = {
  '0': 'o',
  '1': 'i',
  '3': 'e',
  '4': 'a',
  '5': 's',
  '7': 't',
  '8': 'b',
  '9': 'g',
};
const LEETABLE = new Set(['a', 'b', 'e', 'g', 'i', 'l', 'o', 's', 't']);
/** Words of leetable letters up to this long are matched literally ("it", "ig", "to", "bag"). */
const LITERAL_LETTERS_MAX = 4;
const SUFFIX_MAX = 6;
const GAP_WORDS_MAX = 4;
const GAP_WORD_LENGTH_MAX = 30;
const REPEATS_MAX = 3;
const NUMBER_DIGITS_MAX = 6;
/**
 * Edge keys: a-z → 0-25 (letters a digit may stand for), `=a`-`=z` → 26-51 (literal letters), 0-9 →
 * 52-61.
 */
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
  if (letters.length === 0 || folded.includes('_'))
    throw new Error(`safety lexicon: "${word}" does not fold to Latin letters`);
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
  /** 1 where a node has no letter edge and no number link: after a `*` only the word's end can
   *  lead anywhere from it, so the walk jumps there instead of trying every suffix length. */
  leaf: Uint8Array;
  /** Per node, which of suffix, gap and number links it has (SUFFIX | GAP | NUMBER), so the
   *  walk reads one byte for the common node that has none. */
  links: Uint8Array;
  kinds: readonly LexiconKind[];
  /** 1 for a kind with a bare number among its terms ("#": a count), which a hit of digits
   *  alone may stand for ("open 10 gmails"). */
  numeric: Uint8Array;
  traps: ReadonlySet<string>;
};

const SUFFIX_LINK = 1;
const GAP_LINK = 2;
const NUMBER_LINK = 4;

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
  // A word made only of leetable letters ("it", "ig") takes literal edges, which digits never
  // follow.
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
      // Short ones only: a long word of leetable letters ("settle", "bottle") still reads "5377l3".
      const literal =
        letters.length <= LITERAL_LETTERS_MAX && [...letters].every((ch) => LEETABLE.has(ch));
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
  const numericKinds = new Set<number>();
  const traps = new Set<string>();
  for (const group of [...SAFETY_LEXICON, ...policyLexicon()]) {
    if (group.kind === 'splitTrap') {
      for (const term of group.terms) traps.add(parseDoc(term).text);
      continue;
    }
    if (!kinds.includes(group.kind)) kinds.push(group.kind);
    for (const term of group.terms) addTerm(term, kinds.indexOf(group.kind));
    if (group.terms.includes('#')) numericKinds.add(kinds.indexOf(group.kind));
  }
  const numeric = new Uint8Array(kinds.length);
  for (const k of numericKinds) numeric[k] = 1;
  const endsFrom = [0];
  for (const list of ends) endsFrom.push((endsFrom[endsFrom.length - 1] ?? 0) + list.length);
  const leaf = new Uint8Array(ends.length);
  for (let n = 0; n < ends.length; n += 1) {
    let edged = (links.number[n] ?? 0) !== 0;
    for (let k = 0; k < EDGES && !edged; k += 1) edged = (edges[n * EDGES + k] ?? 0) !== 0;
    leaf[n] = edged ? 0 : 1;
  }
  const linkFlags = new Uint8Array(ends.length);
  for (let n = 0; n < ends.length; n += 1) {
    linkFlags[n] =
      ((links.suffix[n] ?? 0) !== 0 ? SUFFIX_LINK : 0) |
      ((links.gap[n] ?? 0) !== 0 ? GAP_LINK : 0) |
      ((links.number[n] ?? 0) !== 0 ? NUMBER_LINK : 0);
  }
  return {
    leaf,
    links: linkFlags,
    edges: Int32Array.from(edges),
    suffix: Int32Array.from(links.suffix),
    gap: Int32Array.from(links.gap),
    number: Int32Array.from(links.number),
    endsFrom: Int32Array.from(endsFrom),
    ends: Int32Array.from(ends.flat()),
    kinds,
    numeric,
    traps,
  };
}

const TRIE = buildTrie();

/**
 * Per char code: the key of the letter it reads as (a digit: its leet letter) and its literal key.
 */
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

/** 1 for a char code the trie's root has an edge for (as a letter or literally). */
const ROOT_EDGE = new Uint8Array(128);
for (let code = 0; code < 128; code += 1) {
  const letter = LETTER_KEY[code] ?? -1;
  const literal = LITERAL_KEY[code] ?? -1;
  const edged =
    (letter >= 0 && (TRIE.edges[letter] ?? 0) !== 0) ||
    (literal >= 0 && (TRIE.edges[literal] ?? 0) !== 0);
  // A term may start with a number ("# five-star"): every digit may start one then.
  const numbered = code >= 48 && code <= 57 && (TRIE.number[0] ?? 0) !== 0;
  ROOT_EDGE[code] = edged || numbered ? 1 : 0;
}

// The trie's arrays as module constants: the walk reads them at every letter.
const EDGE = TRIE.edges;
const ENDS_FROM = TRIE.endsFrom;
const ENDS = TRIE.ends;
const LINKS = TRIE.links;
const SUFFIX = TRIE.suffix;
const GAP = TRIE.gap;
const NUMBER = TRIE.number;
const LEAF = TRIE.leaf;

/** Longest end per kind index for the walk in progress (-1: none), and which kinds it touched. */
type Hits = { end: Int32Array; touched: Int32Array; count: number };

/**
 * Walks the trie from `p` (iterating along single paths, recursing only where the syntax
 * branches) and records, per kind, the longest term that ends on a word end.
 */
function walk(text: string, start: number, p0: number, previous0: number, hits: Hits): void {
  let node = start;
  let p = p0;
  let previous = previous0;
  let repeats = 0;
  for (;;) {
    const atWordEnd = p === text.length || text.charCodeAt(p) === 32;
    if (atWordEnd) {
      const last = ENDS_FROM[node + 1]!;
      for (let k = ENDS_FROM[node]!; k < last; k += 1) {
        const kind = ENDS[k]!;
        if (hits.end[kind]! < 0) hits.touched[hits.count++] = kind;
        if (p > hits.end[kind]!) hits.end[kind] = p;
      }
    }
    const flags = LINKS[node]!;
    const suffix = (flags & SUFFIX_LINK) !== 0 ? SUFFIX[node]! : 0;
    if (suffix !== 0 && LEAF[suffix] === 1) {
      let q = p;
      while (q < text.length && q - p <= SUFFIX_MAX && isWordChar(text.charCodeAt(q))) q += 1;
      if (q - p <= SUFFIX_MAX && (q === text.length || !isWordChar(text.charCodeAt(q))))
        walk(text, suffix, q, AFTER_SUFFIX, hits);
    } else if (suffix !== 0) {
      for (let q = p; q <= p + SUFFIX_MAX && q <= text.length; q += 1) {
        if (q > p && !isWordChar(text.charCodeAt(q - 1))) break;
        walk(text, suffix, q, AFTER_SUFFIX, hits);
      }
    }
    const gap = (flags & GAP_LINK) !== 0 ? GAP[node]! : 0;
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
    // one optional space, never first
    if (q < text.length && text.charCodeAt(q) === 32 && previous !== AT_START) q += 1;
    const number = (flags & NUMBER_LINK) !== 0 ? NUMBER[node]! : 0;
    if (number !== 0) {
      let r = q;
      while (
        r < text.length &&
        r - q < NUMBER_DIGITS_MAX &&
        text.charCodeAt(r) >= 48 &&
        text.charCodeAt(r) <= 57
      )
        r += 1;
      if (r > q) walk(text, number, r, AFTER_SUFFIX, hits);
    }
    if (q >= text.length) return;
    const code = text.charCodeAt(q);
    const letter = code < 128 ? LETTER_KEY[code]! : -1;
    if (letter < 0) return;
    const literal = EDGE[node * EDGES + LITERAL_KEY[code]!]!;
    const read = EDGE[node * EDGES + letter]!;
    const readOnly = read === literal ? 0 : read;
    if (letter === previous && repeats < REPEATS_MAX && read === 0) {
      // "col lect": the repeated letter is absorbed; the literal path (a digit) is tried apart.
      if (literal !== 0) walk(text, literal, q + 1, AFTER_SUFFIX, hits);
      p = q + 1;
      repeats += 1;
      continue;
    }
    if (literal !== 0 && readOnly !== 0)
      walk(text, literal, q + 1, code <= 57 ? AFTER_SUFFIX : letter, hits);
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
export type Tag = {
  s: number;
  e: number;
  cs: number;
  ce: number;
  w0: number;
  w1: number;
  sent0: number;
  sent1: number;
};
export type Tagger = (kind: LexiconKind) => readonly Tag[];

/** A hit made only of digits ("0 01 0 05") is a number, never a leet word. */
function hasLetter(text: string, s: number, e: number): boolean {
  for (let i = s; i < e; i += 1) {
    const code = text.charCodeAt(i);
    if (code >= 97 && code <= 122) return true;
  }
  return false;
}

/** Two real words that only spell a term once joined ("a count"), as typed, not squeezed. */
function isTrap(doc: Doc, s: number, e: number, w0: number, w1: number): boolean {
  if (w1 === w0 || !TRIE.traps.has(doc.text.slice(s, e))) return false;
  for (let w = w0; w <= w1; w += 1) if (doc.squeezed[w]) return false;
  return true;
}

/** Scratch of tagDocument, kept between calls (one call at a time on a thread): every `end` is
 *  back to -1 when a word's hits have been read, and `WORD_OF` is written before it is read. */
const HITS: Hits = {
  end: new Int32Array(TRIE.kinds.length).fill(-1),
  touched: new Int32Array(TRIE.kinds.length),
  count: 0,
};
let WORD_OF = new Int32Array(4096);

/**
 * All hits of all kinds: per kind, the longest hit at each word start. Hits may overlap ("u se nd"
 * holds both "use" and "send"), so a disguise cannot hide one term inside another.
 */
export function tagDocument(doc: Doc): Tagger {
  const kinds = TRIE.kinds;
  const byKind = new Map<LexiconKind, Tag[]>();
  const hits = HITS;
  hits.count = 0;
  // The word of each offset of the text, built once: a hit's last word without a search.
  if (WORD_OF.length < doc.text.length + 1) WORD_OF = new Int32Array(doc.text.length * 2 + 1);
  const wordOf = WORD_OF;
  for (let w = 0, at = 0; w < doc.wordStarts.length; w += 1) {
    const end = doc.wordStarts[w + 1] ?? doc.text.length + 1;
    for (; at < end; at += 1) wordOf[at] = w;
  }
  for (let w0 = 0; w0 < doc.wordStarts.length; w0 += 1) {
    const s = doc.wordStarts[w0] ?? 0;
    // Most words start no term: skip the walk when the root has no edge for the first letter.
    const first = doc.text.charCodeAt(s);
    if (first < 128 && (ROOT_EDGE[first] ?? 0) === 1) walk(doc.text, 0, s, AT_START, hits);
    for (let h = 0; h < hits.count; h += 1) {
      const index = hits.touched[h] ?? 0;
      const e = hits.end[index] ?? -1;
      hits.end[index] = -1;
      const kind = kinds[index];
      const w1 = wordOf[e - 1] ?? 0;
      if (kind === undefined || isTrap(doc, s, e, w0, w1)) continue;
      if (TRIE.numeric[index] !== 1 && !hasLetter(doc.text, s, e)) continue;
      // Letters before an offset = the offset minus the spaces before it (one per word).
      const tag = {
        s,
        e,
        cs: s - w0,
        ce: e - w1,
        w0,
        w1,
        sent0: doc.sentenceOf[w0] ?? 0,
        sent1: doc.sentenceOf[w1] ?? 0,
      };
      const list = byKind.get(kind);
      if (list) list.push(tag);
      else byKind.set(kind, [tag]);
    }
    hits.count = 0;
  }
  return (kind) => byKind.get(kind) ?? [];
}

export const overlaps = (a: Tag, b: Tag): boolean => a.s < b.e && b.s < a.e;
export const sameSentence = (a: Tag, b: Tag): boolean => a.sent0 <= b.sent1 && b.sent0 <= a.sent1;
/** Letters from the end of `x` to the start of `y`; negative when y starts before x ends. */
export const gap = (x: Tag, y: Tag): number => y.cs - x.ce;
export const within = (n: number, max: number): boolean => n >= 0 && n <= max;
