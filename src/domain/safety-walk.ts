// The walk over the safety trie (safety-trie.ts): from a word start, every term the text there
// spells, with what the term syntax allows (one optional space between letters, a letter repeated
// across a space, a leet digit, `*` suffixes, `#` numbers, `...` gaps). safety-tags.ts calls it
// at each word start and turns its hits into tags. Pure; its scratch is the caller's `Hits`.
import type { LexiconKind } from './safety-lexicon.ts';
import { isWordChar } from './safety-normalise.ts';
import {
  canonical,
  edgeKey,
  EDGES,
  EDGELESS_LINK,
  GAP_LINK,
  LEET_DIGITS,
  LITERAL_LINK,
  NUMBER_LINK,
  SUFFIX_LINK,
  WIDE_LINK,
  type Trie,
} from './safety-trie.ts';

const SUFFIX_MAX = 6;
const GAP_WORDS_MAX = 4;
const GAP_WORD_LENGTH_MAX = 30;
/** Letters of words spelled out one by one that a gap skips as one word each run, at most. */
const SPELLED_LETTERS_MAX = 30;
const REPEATS_MAX = 3;
const NUMBER_DIGITS_MAX = 6;
/** The link flags that lead on from a node (a `*`, a `...` or a `#`). */
const JOINS = SUFFIX_LINK | GAP_LINK | NUMBER_LINK;
/** `previous` (the last letter key read) at a term start: no space may come first. */
export const AT_START = -1;
/** Whether `text` has a word of one character at `at`. */
const oneCharAt = (text: string, at: number): boolean =>
  at >= 0 &&
  at < text.length &&
  text.charCodeAt(at) !== 32 &&
  (at === 0 || text.charCodeAt(at - 1) === 32) &&
  (at + 1 === text.length || text.charCodeAt(at + 1) === 32);

/** Whether the word at `at` is one character beside another: a word spelled out ("k i o s k"). */
const letterSpaced = (text: string, at: number): boolean =>
  oneCharAt(text, at) && (oneCharAt(text, at - 2) || oneCharAt(text, at + 2));

/**
 * Whether the word of `text` around `at` has at least two letters and no more digits than
 * letters: "t4il", "5et", "b3b3", "s 3 t" (spelled out, the run is the word), never "10", "4g",
 * "b3" or "t7r4" (a room "B3" at 5pm is not "beat": a two-letter label reads as nothing).
 */
function spelledWord(text: string, at: number): boolean {
  let start = at;
  while (start > 0 && text.charCodeAt(start - 1) !== 32) start -= 1;
  let end = at;
  while (end < text.length && text.charCodeAt(end) !== 32) end += 1;
  if (end - start === 1 && letterSpaced(text, start)) {
    for (let k = 0; k < SPELLED_LETTERS_MAX && oneCharAt(text, start - 2); k += 1) start -= 2;
    for (let k = 0; k < SPELLED_LETTERS_MAX && oneCharAt(text, end + 1); k += 1) end += 2;
  }
  let letters = 0;
  let digits = 0;
  for (let i = start; i < end; i += 1) {
    const code = text.charCodeAt(i);
    if (code >= 97 && code <= 122) letters += 1;
    else if (code >= 48 && code <= 57) digits += 1;
  }
  return letters >= 2 && letters >= digits;
}

/** `previous` after a suffix, a number or a literal digit: a space may follow, nothing repeats. */
const AFTER_SUFFIX = -2;

/**
 * Per char code: the key of the letter it reads as (a digit: its leet letter) and its literal key.
 */
export const LETTER_KEY = new Int8Array(128).fill(-1);
export const LITERAL_KEY = new Int8Array(128).fill(-1);
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

/** Longest end per kind index for the walk in progress (-1: none), which kinds it touched;
 *  `looseOnly`: above 0 while it goes on where only the LOOSE kinds may end (from a letter
 *  repeated across a space, past a sentence end in a gap: walk); the document's sentence at
 *  each offset, for a gap. */
export type Hits = {
  end: Int32Array;
  touched: Int32Array;
  count: number;
  looseOnly: number;
  sentenceAt: Int32Array;
  opening: number;
};

/** The walk over one trie, its arrays as constants of the closure: the walk reads them at every
 *  letter, and with them as module variables (set when the trie is) a 2 KB brief took ~5–10 %
 *  more CPU in bench/profile/safety-loop.ts, as constants here within the noise (docs/threads.md).
 */
export type Walk = (text: string, start: number, p0: number, previous0: number, hits: Hits) => void;

/** A node's flag in the walk's packed nodes (beside the trie's link flags): terms end here. */
const ENDS_HERE = 64;
const FLAGS = 255;
const KEY_BITS = 6;
const KEY = (1 << KEY_BITS) - 1;

/**
 * The trie's nodes and edges packed for the walk: a node's first edge and its flags in one int
 * (`edgeFrom << 8 | links | ENDS_HERE`), an edge's target and key in one (`edgeTo << 6 | key`).
 * A step of the walk read a node's flags, its edge range, each edge's key and its target from
 * four arrays of ~1 MB each, which miss the cache apart; packed, it reads two (docs/safety.md,
 * "Eighteenth round, cost").
 */
function packed(trie: Trie): { nodes: Int32Array; edges: Int32Array } {
  const count = trie.links.length;
  if (trie.edgeFrom[count]! >= 1 << 23 || count >= 1 << 25)
    throw new Error('safety trie: too large to pack');
  const nodes = new Int32Array(count + 1);
  for (let n = 0; n < count; n += 1) {
    const ends = trie.endsFrom[n] !== trie.endsFrom[n + 1] ? ENDS_HERE : 0;
    nodes[n] = (trie.edgeFrom[n]! << 8) | trie.links[n]! | ends;
  }
  nodes[count] = trie.edgeFrom[count]! << 8;
  const edges = new Int32Array(trie.edgeTo.length);
  for (let e = 0; e < edges.length; e += 1)
    edges[e] = (trie.edgeTo[e]! << KEY_BITS) | trie.edgeKeys[e]!;
  return { nodes, edges };
}

/** The credential categories, whose policy rules are the credential rules' kin. */
const CREDENTIAL_PREFIXES = ['account_creation/', 'captcha_solving/', 'otp_handling/'];

/**
 * 1 for a kind that may end, or go on, after a letter repeated across a space (walk): the
 * credential rules' kinds and the frame words they share with the policy (`policy/...`), written
 * and measured against that reading and left as they were; 0 for the policy rules' own kinds
 * (`category/...`).
 */
function looseKinds(kinds: readonly LexiconKind[]): Uint8Array {
  return Uint8Array.from(kinds, (kind) =>
    !kind.includes('/') ||
    kind.startsWith('policy/') ||
    CREDENTIAL_PREFIXES.some((c) => kind.startsWith(c))
      ? 1
      : 0,
  );
}

export function walkerOf(trie: Trie): Walk {
  const { nodes: NODE, edges: EDGE } = packed(trie);
  const WIDE_ROW = trie.wideRow;
  const WIDE = trie.wideEdges;
  /** Node's child by key (childOf, here for the closure's constants). */
  const child = (node: number, key: number): number => {
    const row = WIDE_ROW[node]!;
    if (row >= 0) return WIDE[row * EDGES + key]!;
    const last = NODE[node + 1]! >>> 8;
    for (let e = NODE[node]! >>> 8; e < last; e += 1) {
      const edge = EDGE[e]!;
      if ((edge & KEY) === key) return edge >>> KEY_BITS;
    }
    return 0;
  };
  const ENDS_FROM = trie.endsFrom;
  const ENDS = trie.ends;
  const SUFFIX = trie.suffix;
  const GAP = trie.gap;
  const NUMBER = trie.number;
  const LOOSE = looseKinds(trie.kinds);
  /**
   * Walks the trie from `p` (iterating along single paths, recursing only where the syntax
   * branches) and records, per kind, the longest term that ends on a word end.
   */
  function walk(text: string, start: number, p0: number, previous0: number, hits: Hits): void {
    let node = start;
    let p = p0;
    let previous = previous0;
    let repeats = 0;
    // A letter repeated across a space that begins a word of its own ("beat the", "watch her")
    // is the next word's first, not a doubled letter: a policy term may go on from there by its
    // letters only, never end or take a suffix, a gap or a number ("beat" + "he" read "beat the",
    // which overlapped "the boy", and no act and object paired: docs/safety.md, "Eighteenth round,
    // engine slips"). What is walked from there is marked (hits.looseOnly) for the credential
    // kinds, which keep the reading they were written against (LOOSE).
    let straddle = false;
    for (;;) {
      const word = NODE[node]!;
      const flags = word & FLAGS;
      const atWordEnd = p === text.length || text.charCodeAt(p) === 32;
      if (atWordEnd && (flags & ENDS_HERE) !== 0) {
        const last = ENDS_FROM[node + 1]!;
        const tight = straddle || hits.looseOnly !== 0;
        for (let k = ENDS_FROM[node]!; k < last; k += 1) {
          const kind = ENDS[k]!;
          if (tight && LOOSE[kind] === 0) continue;
          if (hits.end[kind]! < 0) hits.touched[hits.count++] = kind;
          if (p > hits.end[kind]!) hits.end[kind] = p;
        }
      }
      if (straddle) hits.looseOnly += 1;
      const suffix = (flags & SUFFIX_LINK) !== 0 ? SUFFIX[node]! : 0;
      if (suffix !== 0 && (NODE[suffix]! & (EDGELESS_LINK | NUMBER_LINK)) === EDGELESS_LINK) {
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
        // A gap's next word is walked only when its first letter has an edge there: most have
        // none, and the call was ~40 % of a 2 KB brief's walks (docs/safety.md, "Fourteenth
        // round, cost").
        const open = (NODE[gap]! & (JOINS | ENDS_HERE)) !== 0;
        // A gap stays in its sentence for the policy kinds: "Cut the cake at the party. Chain the
        // bicycle" is no `cut* ... chain*` (docs/safety.md, "Eighteenth round, engine slips"), but
        // for the title's last into the instructions' first, a harm split between the two fields.
        // Past the end the walk goes on for the LOOSE kinds only, as it did for all.
        const sentence = hits.sentenceAt[p]!;
        const joined = sentence + 1 === hits.opening ? hits.opening : sentence;
        let crossed = 0;
        let spelled = 0;
        for (let skipped = 0; skipped <= GAP_WORDS_MAX && q < text.length; skipped += 1) {
          const c = text.charCodeAt(q);
          const k = c < 128 ? LETTER_KEY[c]! : -1;
          const at = hits.sentenceAt[q]!;
          if (crossed === 0 && at !== sentence && at !== joined) {
            crossed = 1;
            hits.looseOnly += 1;
          }
          if (open || (k >= 0 && (child(gap, k) !== 0 || child(gap, LITERAL_KEY[c]!) !== 0)))
            walk(text, gap, q, AT_START, hits);
          const space = text.indexOf(' ', q);
          if (space < 0 || space - q > GAP_WORD_LENGTH_MAX) break;
          // A word spelled out letter by letter ("the k i o s k on fire") is one word of the gap,
          // as written whole (docs/safety.md, "Twenty-fourth round, letter spacing in gaps").
          if (space - q === 1 && spelled < SPELLED_LETTERS_MAX && letterSpaced(text, q)) {
            spelled += 1;
            skipped -= 1;
          }
          q = space + 1;
        }
        hits.looseOnly -= crossed;
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
      if (straddle) hits.looseOnly -= 1;
      if (q >= text.length) return;
      const code = text.charCodeAt(q);
      const letter = code < 128 ? LETTER_KEY[code]! : -1;
      if (letter < 0) return;
      // The node's edges read once for both keys, and only where the trie's flags say an edge
      // may be there. A digit without a leet letter ("2") has one key for both.
      let literal = 0;
      let read = 0;
      if ((flags & EDGELESS_LINK) === 0) {
        const literalKey = LITERAL_KEY[code]!;
        if ((flags & WIDE_LINK) !== 0) {
          const row = WIDE_ROW[node]! * EDGES;
          read = WIDE[row + letter]!;
          if ((flags & LITERAL_LINK) !== 0) literal = WIDE[row + literalKey]!;
        } else {
          const last = NODE[node + 1]! >>> 8;
          for (let e = word >>> 8; e < last; e += 1) {
            const edge = EDGE[e]!;
            const key = edge & KEY;
            if (key === letter) read = edge >>> KEY_BITS;
            if (key === literalKey) literal = edge >>> KEY_BITS;
          }
        }
      }
      const readOnly = read === literal ? 0 : read;
      // A leet digit in a word with letters enough ("t4il", "5et", "1gbo") spells a short term
      // word of leetable letters too, which a bare number never does (docs/safety.md,
      // "Twenty-fourth round, leet in short words").
      if (code <= 57 && letter < 26 && (flags & LITERAL_LINK) !== 0 && spelledWord(text, q)) {
        const spelled = child(node, letter + 26);
        if (spelled !== 0) walk(text, spelled, q + 1, letter, hits);
      }
      if (letter === previous && repeats < REPEATS_MAX) {
        // "col lect": the repeated letter is absorbed; the literal path (a digit) is tried apart,
        // and so is the term's next letter where it is the same key: an i and an l side by side
        // are two edges of one key ("kill*" beside "fi iná sí": safety-trie.ts).
        if (read !== 0) walk(text, read, q + 1, letter, hits);
        if (literal !== 0 && literal !== read) walk(text, literal, q + 1, AFTER_SUFFIX, hits);
        // A letter alone ("k i l l") is letter spacing, the doubled letter it seems.
        if (q > p && q + 1 < text.length && text.charCodeAt(q + 1) !== 32) straddle = true;
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
      straddle = false;
    }
  }
  return walk;
}
