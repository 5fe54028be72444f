// The safety lexicon's trie (safety-tags.ts walks it): every term of every kind of
// safety-lexicon.ts and safety-lexicon-policy.ts compiled into flat typed arrays, and the same
// arrays in shared memory, so a process builds it once and its threads adopt it instead of each
// building its own (docs/threads.md, "The safety trie once per process"). Pure: the memory is
// made here, handed over by the callers in src/workers/ and src/runtime/.
import { SAFETY_LEXICON, type LexiconKind } from './safety-lexicon.ts';
import { policyLexicon } from './safety-lexicon-policy.ts';
import { fold, parseDoc } from './safety-normalise.ts';

// ── Lexicon trie ────────────────────────────────────────────────────────────────────────────
//
// Every term of every kind sits in one trie, walked once from each word start. Walking allows
// what the term syntax promises: one optional space between any two letters ("capt cha"), a
// letter repeated across a space ("col lect"), a leet digit for a letter ("0tp"), `*` suffixes,
// `#` numbers and `...` gaps. Each branch point is bounded (suffix ≤ 6, gap ≤ 4 words of ≤ 30
// letters, repeats ≤ 3, at most two readings of a digit), so a walk costs O(term length) and a
// document O(words × longest term), whatever the input.

/** Leet digits and the letter each stands for; `l` and `i` are one letter (1, l, I, |). */
export const LEET_DIGITS: Readonly<Record<string, string>> = {
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
/**
 * Edge keys: a-z → 0-25 (letters a digit may stand for), `=a`-`=z` → 26-51 (literal letters), 0-9 →
 * 52-61.
 */
export const EDGES = 62;

export const canonical = (ch: string): string => (ch === 'l' ? 'i' : ch);

export function edgeKey(ch: string, literal: boolean): number {
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
 * The trie as flat typed arrays (node 0 is the root, and 0 also means "no node"): node n's
 * children are `edgeTo[e]` by key `edgeKeys[e]` for e in `edgeFrom[n] .. edgeFrom[n + 1]`, and a
 * node of more than WIDE_EDGES_MIN children also has a row of EDGES children (by key, 0 for none)
 * at `wideEdges[wideRow[n] * EDGES]` (wideRow -1 for the others); `suffix`, `gap`, `number` the
 * node after a `*`, `...` or `#`; the kinds of the terms ending at node n are
 * `ends[endsFrom[n] .. endsFrom[n + 1])`.
 *
 * Not a row of EDGES children for every node: ~180,000 nodes made that 44 MB, and each step of a
 * walk read it where no cache held it (~55 ns a step; docs/safety.md, "Sixteenth round, cost").
 * Most nodes have one child, so the lists are ~1 MB in all.
 */
export type Trie = {
  edgeFrom: Int32Array;
  edgeKeys: Uint8Array;
  edgeTo: Int32Array;
  wideRow: Int32Array;
  wideEdges: Int32Array;
  suffix: Int32Array;
  gap: Int32Array;
  number: Int32Array;
  endsFrom: Int32Array;
  ends: Int32Array;
  /** Per node, its links (SUFFIX | GAP | NUMBER) and the shape of its edges (WIDE | LITERAL |
   *  EDGELESS), so the walk reads one byte for the common node that has no link; a node EDGELESS
   *  without a NUMBER link is a leaf: after a `*` only the word's end can lead anywhere from it,
   *  so the walk jumps there instead of trying every suffix length. */
  links: Uint8Array;
  kinds: readonly LexiconKind[];
  /** Per kind, KIND_NUMERIC | KIND_POSSESSIVE (below). */
  kindFlags: Uint8Array;
  traps: ReadonlySet<string>;
};

/** A kind with a bare number among its terms ("#": a count), which a hit of digits alone may
 *  stand for ("open 10 gmails"). */
export const KIND_NUMERIC = 1;
/** A kind with a term that opens on the possessive "s" ("'s hotel room"), which a hit from a
 *  possessive "s" may stand for; the other kinds' hits from one join it to the next word
 *  ("the speaker's talk" is no "stalk": docs/safety.md, "The possessive s"). */
export const KIND_POSSESSIVE = 2;

/** Children above which a node also gets a row by key (the root, the first letters). */
export const WIDE_EDGES_MIN = 8;

/** Node `node`'s child by edge key `key` (0: none). */
export function childOf(trie: Trie, node: number, key: number): number {
  const row = trie.wideRow[node]!;
  if (row >= 0) return trie.wideEdges[row * EDGES + key]!;
  const last = trie.edgeFrom[node + 1]!;
  for (let e = trie.edgeFrom[node]!; e < last; e += 1)
    if (trie.edgeKeys[e] === key) return trie.edgeTo[e]!;
  return 0;
}

/** The build's children (by `node * EDGES + key`) as lists in key order, and rows for the wide
 *  nodes. */
function compactEdges(
  children: ReadonlyMap<number, number>,
  counts: readonly number[],
): Pick<Trie, 'edgeFrom' | 'edgeKeys' | 'edgeTo' | 'wideRow' | 'wideEdges'> {
  const nodes = counts.length;
  const edgeFrom = new Int32Array(nodes + 1);
  for (let n = 0; n < nodes; n += 1) edgeFrom[n + 1] = edgeFrom[n]! + counts[n]!;
  const edgeKeys = new Uint8Array(edgeFrom[nodes]!);
  const edgeTo = new Int32Array(edgeFrom[nodes]!);
  const filled = new Int32Array(nodes);
  for (const [at, child] of children) {
    const n = Math.floor(at / EDGES);
    // Insertion into the node's slice in key order (a node has few children; the root 62).
    let e = edgeFrom[n]! + filled[n]!;
    const key = at - n * EDGES;
    while (e > edgeFrom[n]! && edgeKeys[e - 1]! > key) {
      edgeKeys[e] = edgeKeys[e - 1]!;
      edgeTo[e] = edgeTo[e - 1]!;
      e -= 1;
    }
    edgeKeys[e] = key;
    edgeTo[e] = child;
    filled[n] = filled[n]! + 1;
  }
  const wideRow = new Int32Array(nodes).fill(-1);
  const wide: number[] = [];
  for (let n = 0; n < nodes; n += 1) {
    if (counts[n]! <= WIDE_EDGES_MIN) continue;
    wideRow[n] = wide.length / EDGES;
    const row = new Array<number>(EDGES).fill(0);
    for (let e = edgeFrom[n]!; e < edgeFrom[n + 1]!; e += 1) row[edgeKeys[e]!] = edgeTo[e]!;
    wide.push(...row);
  }
  return { edgeFrom, edgeKeys, edgeTo, wideRow, wideEdges: Int32Array.from(wide) };
}

/** The kinds of the terms ending at each node, in the order the terms came, each kind once a
 *  node (`ends[endsFrom[n] .. endsFrom[n + 1])`): the pairs counted and placed by node. */
function endsByNode(
  endNodes: readonly number[],
  endKinds: readonly number[],
  nodes: number,
): Pick<Trie, 'endsFrom' | 'ends'> {
  const at = new Int32Array(nodes + 1);
  for (const n of endNodes) at[n + 1] = at[n + 1]! + 1;
  for (let n = 0; n < nodes; n += 1) at[n + 1] = at[n + 1]! + at[n]!;
  const placed = new Int32Array(endNodes.length);
  const cursor = at.slice(0, nodes);
  for (let i = 0; i < endNodes.length; i += 1) placed[cursor[endNodes[i]!]!++] = endKinds[i]!;
  const endsFrom = new Int32Array(nodes + 1);
  const ends = new Int32Array(endNodes.length);
  let out = 0;
  for (let n = 0; n < nodes; n += 1) {
    endsFrom[n] = out;
    for (let i = at[n]!; i < at[n + 1]!; i += 1) {
      const kind = placed[i]!;
      if (!ends.subarray(endsFrom[n]!, out).includes(kind)) ends[out++] = kind;
    }
  }
  endsFrom[nodes] = out;
  return { endsFrom, ends: ends.slice(0, out) };
}

export const SUFFIX_LINK = 1;
export const GAP_LINK = 2;
export const NUMBER_LINK = 4;
/** The node has a row by key (wideRow): the walk reads wideRow for these nodes only. */
export const WIDE_LINK = 8;
/** The node has an edge by a literal key (a literal letter or a digit): for the others the walk
 *  looks for the letter's edge only. */
export const LITERAL_LINK = 16;
/** The node has no child edge at all: the walk looks for none. */
export const EDGELESS_LINK = 32;

export function buildTrie(): Trie {
  // Children in one map by `node * EDGES + key`, not a row of EDGES slots a node: ~235,000 nodes
  // made that 14.6 million slots, most of the build's second (docs/safety.md, "Seventeenth round,
  // cost").
  const children = new Map<number, number>();
  const childCounts: number[] = [];
  const links = { suffix: [] as number[], gap: [] as number[], number: [] as number[] };
  // Each term's end as a (node, kind) pair, grouped by node once all are in: a list a node was
  // ~235,000 small arrays, a tenth of the build in the collector.
  const endNodes: number[] = [];
  const endKinds: number[] = [];
  const newNode = (): number => {
    childCounts.push(0);
    links.suffix.push(0);
    links.gap.push(0);
    links.number.push(0);
    return childCounts.length - 1;
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
    let previousLetter = '';
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
        // "collect": one l matches l, ll or "l l". An i and an l are both kept: as one, "kill*"
        // was "ki*" and read "kiss", "fill*" read "field" (docs/safety.md, "Twenty-fourth round,
        // i and l").
        if (c === previous && ch === previousLetter) continue;
        previousLetter = ch;
        const at = node * EDGES + edgeKey(c, literal && c >= 'a');
        const found = children.get(at);
        if (found !== undefined) node = found;
        else {
          const made = newNode();
          children.set(at, made);
          childCounts[node] = childCounts[node]! + 1;
          node = made;
        }
        previous = c;
      }
      if (star) {
        node = follow(links.suffix, node);
        previous = '';
      }
    }
    endNodes.push(node);
    endKinds.push(kind);
  };

  newNode();
  const kinds: LexiconKind[] = [];
  const flagsOfKinds: number[] = [];
  const traps = new Set<string>();
  // A kind's index by a map, once a group: looked up in the list for every term it was a fifth
  // of the build (~1,400 kinds; docs/safety.md, "Eighteenth round, cost").
  const kindIndex = new Map<LexiconKind, number>();
  for (const group of [...SAFETY_LEXICON, ...policyLexicon()]) {
    if (group.kind === 'splitTrap') {
      for (const term of group.terms) traps.add(parseDoc(term).text);
      continue;
    }
    let index = kindIndex.get(group.kind);
    if (index === undefined) {
      index = kinds.push(group.kind) - 1;
      kindIndex.set(group.kind, index);
    }
    for (const term of group.terms) {
      addTerm(term, index);
      const bit =
        term === '#'
          ? KIND_NUMERIC
          : /^\W*s\b/.test(term) && parseDoc(term).text.startsWith('s ')
            ? KIND_POSSESSIVE
            : 0;
      flagsOfKinds[index] = (flagsOfKinds[index] ?? 0) | bit;
    }
  }
  const kindFlags = Uint8Array.from(kinds, (_, k) => flagsOfKinds[k] ?? 0);
  const { endsFrom, ends } = endsByNode(endNodes, endKinds, childCounts.length);
  const compact = compactEdges(children, childCounts);
  const linkFlags = new Uint8Array(childCounts.length);
  for (let n = 0; n < childCounts.length; n += 1) {
    const from = compact.edgeFrom[n]!;
    const to = compact.edgeFrom[n + 1]!;
    let literal = false;
    for (let e = from; e < to && !literal; e += 1) literal = compact.edgeKeys[e]! >= 26;
    linkFlags[n] =
      ((links.suffix[n] ?? 0) !== 0 ? SUFFIX_LINK : 0) |
      ((links.gap[n] ?? 0) !== 0 ? GAP_LINK : 0) |
      ((links.number[n] ?? 0) !== 0 ? NUMBER_LINK : 0) |
      (compact.wideRow[n]! >= 0 ? WIDE_LINK : 0) |
      (literal ? LITERAL_LINK : 0) |
      (from === to ? EDGELESS_LINK : 0);
  }
  return {
    links: linkFlags,
    ...compact,
    suffix: Int32Array.from(links.suffix),
    gap: Int32Array.from(links.gap),
    number: Int32Array.from(links.number),
    endsFrom,
    ends,
    kinds,
    kindFlags,
    traps,
  };
}

// ── The trie in shared memory ───────────────────────────────────────────────────────────────

/** The trie as a thread receives it: its arrays on SharedArrayBuffers (cloned as references,
 *  never copied, by workerData and postMessage), its kinds and traps as plain lists. */
export type SharedTrie = {
  readonly edgeFrom: Int32Array;
  readonly edgeKeys: Uint8Array;
  readonly edgeTo: Int32Array;
  readonly wideRow: Int32Array;
  readonly wideEdges: Int32Array;
  readonly suffix: Int32Array;
  readonly gap: Int32Array;
  readonly number: Int32Array;
  readonly endsFrom: Int32Array;
  readonly ends: Int32Array;
  readonly links: Uint8Array;
  readonly kindFlags: Uint8Array;
  readonly kinds: readonly LexiconKind[];
  readonly traps: readonly string[];
};

const sharedInts = (array: Int32Array): Int32Array => {
  const copy = new Int32Array(new SharedArrayBuffer(array.byteLength));
  copy.set(array);
  return copy;
};
const sharedBytes = (array: Uint8Array): Uint8Array => {
  const copy = new Uint8Array(new SharedArrayBuffer(array.byteLength));
  copy.set(array);
  return copy;
};

/** A copy of `trie` in shared memory, for the threads of this process. */
export function shareTrie(trie: Trie): SharedTrie {
  return {
    edgeFrom: sharedInts(trie.edgeFrom),
    edgeKeys: sharedBytes(trie.edgeKeys),
    edgeTo: sharedInts(trie.edgeTo),
    wideRow: sharedInts(trie.wideRow),
    wideEdges: sharedInts(trie.wideEdges),
    suffix: sharedInts(trie.suffix),
    gap: sharedInts(trie.gap),
    number: sharedInts(trie.number),
    endsFrom: sharedInts(trie.endsFrom),
    ends: sharedInts(trie.ends),
    links: sharedBytes(trie.links),
    kindFlags: sharedBytes(trie.kindFlags),
    kinds: [...trie.kinds],
    traps: [...trie.traps],
  };
}

/**
 * The trie another thread shared, after a check of its shape (a node's arrays all as long, its
 * ends within bounds): a mismatch is a programmer error, not a verdict to guess at.
 */
export function adoptTrie(shared: SharedTrie): Trie {
  const nodes = shared.suffix.length;
  const edgeCount = shared.edgeKeys.length;
  const sized =
    shared.edgeFrom.length === nodes + 1 &&
    shared.edgeFrom[nodes] === edgeCount &&
    shared.edgeTo.length === edgeCount &&
    shared.edgeTo.every((n) => n > 0 && n < nodes) &&
    shared.edgeKeys.every((k) => k < EDGES) &&
    shared.wideRow.every((r) => r < shared.wideEdges.length / EDGES) &&
    shared.wideEdges.length % EDGES === 0 &&
    shared.wideEdges.every((n) => n >= 0 && n < nodes) &&
    [shared.gap, shared.number, shared.links, shared.wideRow].every((a) => a.length === nodes) &&
    shared.endsFrom.length === nodes + 1 &&
    shared.endsFrom[nodes] === shared.ends.length &&
    shared.kindFlags.length === shared.kinds.length &&
    shared.ends.every((k) => k >= 0 && k < shared.kinds.length);
  if (!sized) throw new Error('safety trie: a shared trie of the wrong shape');
  return { ...shared, traps: new Set(shared.traps) };
}
