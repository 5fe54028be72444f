// The safety filter's tagging (safety-filter.ts decides): the trie of safety-trie.ts walked from
// every word start of a normalised document (safety-normalise.ts), and the tags it finds with the
// distances between them. Apart from the rules because it knows only which words stand where, not
// what they mean together.
//
// The trie is built at the first document, not at load, unless a thread has adopted one built
// elsewhere in its process first (adoptSafetyTrie): building costs ~0.2–1 s of CPU, once per
// process instead of once per thread (docs/threads.md, "The safety trie once per process").
import type { LexiconKind } from './safety-lexicon.ts';
import { type Doc, POSSESSIVE } from './safety-normalise.ts';
import { pooledList, pooledTag, releasePooled, type Tag } from './safety-tag-pool.ts';
import {
  adoptTrie,
  buildTrie,
  childOf,
  KIND_NUMERIC,
  KIND_POSSESSIVE,
  shareTrie,
  type SharedTrie,
  type Trie,
} from './safety-trie.ts';
import {
  AT_START,
  type Hits,
  LETTER_KEY,
  LITERAL_KEY,
  type Walk,
  walkerOf,
} from './safety-walk.ts';

export type { SharedTrie } from './safety-trie.ts';

// The trie and the walk over it, set once by `install`: `tagDocument` installs one before its
// first walk.
let TRIE: Trie | undefined;
let SHARED: SharedTrie | undefined;
let WALK: Walk = () => undefined;
/** 1 for a char code the trie's root has an edge for (as a letter or literally). */
const ROOT_EDGE = new Uint8Array(128);

/** The trie's traps by length: a hit is compared in place with the few of its length, never
 *  sliced (a slice a hit was ~5 % of a 2 KB brief's allocation, docs/safety.md, "Fourteenth
 *  round, cost"). */
let TRAPS_BY_LENGTH: (readonly string[] | undefined)[] = [];

function install(trie: Trie): Trie {
  TRIE = trie;
  WALK = walkerOf(trie);
  TRAPS_BY_LENGTH = [];
  for (const trap of trie.traps)
    TRAPS_BY_LENGTH[trap.length] = [...(TRAPS_BY_LENGTH[trap.length] ?? []), trap];
  for (let code = 0; code < 128; code += 1) {
    const letter = LETTER_KEY[code] ?? -1;
    const literal = LITERAL_KEY[code] ?? -1;
    const edged =
      (letter >= 0 && childOf(trie, 0, letter) !== 0) ||
      (literal >= 0 && childOf(trie, 0, literal) !== 0);
    // A term may start with a number ("# five-star"): every digit may start one then.
    const numbered = code >= 48 && code <= 57 && (trie.number[0] ?? 0) !== 0;
    ROOT_EDGE[code] = edged || numbered ? 1 : 0;
  }
  KIND_INDEX = new Map(trie.kinds.map((kind, i) => [kind, i]));
  TAGGED_LISTS = Array.from({ length: TAGGED_RING }, () =>
    new Array<Tag[] | undefined>(trie.kinds.length).fill(undefined),
  );
  TAGGED_PRESENT = Array.from({ length: TAGGED_RING }, () => new Int32Array(trie.kinds.length));
  PRESENT_COUNT.fill(0);
  TAGGED_DOCS.fill(undefined);
  HITS.end = new Int32Array(trie.kinds.length).fill(-1);
  HITS.touched = new Int32Array(trie.kinds.length);
  HITS.count = 0;
  return trie;
}

const ready = (): Trie => TRIE ?? install(buildTrie());

/**
 * Takes the trie another thread of this process built (`sharedSafetyTrie` there) instead of
 * building one here; before the first document only, so every verdict of a thread comes from one
 * trie. A worker started without one (a test's) builds its own at its first document.
 */
export function adoptSafetyTrie(shared: SharedTrie): void {
  if (TRIE !== undefined) throw new Error('safety trie: adopted after this thread had one');
  // Checked before anything is kept: a trie refused leaves the thread free to build its own.
  const trie = adoptTrie(shared);
  SHARED = shared;
  install(trie);
}

/** Whether this thread has its trie yet (built or adopted): after that none can be adopted. */
export function hasSafetyTrie(): boolean {
  return TRIE !== undefined;
}

/** This thread's trie in shared memory (built first if need be), to hand to its workers. */
export function sharedSafetyTrie(): SharedTrie {
  SHARED ??= shareTrie(ready());
  return SHARED;
}

// ── Tags ────────────────────────────────────────────────────────────────────────────────────

export type { Tag } from './safety-tag-pool.ts';
export type Tagger = (kind: LexiconKind) => readonly Tag[];

/** A hit made only of digits ("0 01 0 05") is a number, never a leet word. */
function hasLetter(text: string, s: number, e: number): boolean {
  for (let i = s; i < e; i += 1) {
    const code = text.charCodeAt(i);
    if (code >= 97 && code <= 122) return true;
  }
  return false;
}

/** Two real words that only spell a term once joined ("a count"), as typed, not squeezed; or
 *  one word that spells a term of two once its space is ignored (Yoruba "dáadáa", well, is not
 *  Hausa "da adda": docs/safety.md, "Twelfth round, languages"). */
function isTrap(doc: Doc, s: number, e: number, w0: number, w1: number): boolean {
  const same = TRAPS_BY_LENGTH[e - s];
  if (same === undefined) return false;
  let trapped = false;
  for (let i = 0; i < same.length && !trapped; i += 1) trapped = doc.text.startsWith(same[i]!, s);
  if (!trapped) return false;
  if (w1 === w0) return true;
  for (let w = w0; w <= w1; w += 1) if (doc.squeezed[w] === 1) return false;
  return true;
}

/** Scratch of tagDocument, kept between calls (one call at a time on a thread): every `end` is
 *  back to -1 when a word's hits have been read, and `WORD_OF`, `SENTENCE_AT` are written before
 *  they are read. */
const HITS: Hits = {
  end: new Int32Array(0),
  touched: new Int32Array(0),
  count: 0,
  looseOnly: 0,
  sentenceAt: new Int32Array(0),
  opening: -1,
};
let WORD_OF = new Int32Array(4096);
let SENTENCE_AT = new Int32Array(4096);

/**
 * All hits of all kinds: per kind, the longest hit at each word start. Hits may overlap ("u se nd"
 * holds both "use" and "send"), so a disguise cannot hide one term inside another.
 */
/** One empty answer for every kind a document lacks (most): a new `[]` each was ~9 % of a 2 KB
 *  brief's garbage. */
const NO_TAGS: readonly Tag[] = Object.freeze([]);

export function tagDocument(doc: Doc): Tagger {
  let slot = slotOf(doc);
  return (kind) => {
    // The ring may have given the slot to another document since (a caller tagging many without
    // a screen's release): the document is tagged again rather than read from another's tags.
    if (TAGGED_DOCS[slot] !== doc) slot = slotOf(doc);
    const index = KIND_INDEX.get(kind);
    return (index === undefined ? undefined : TAGGED_LISTS[slot]![index]) ?? NO_TAGS;
  };
}

/** The tags of the documents read last (a screen reads at most a few readings of one text):
 *  the rules and the learned reader's lexicon features (safety-reader-kinds.ts) read one
 *  document's tags once. A small ring by identity, not a WeakMap: an ephemeron a call cost the
 *  garbage collector ~50 µs a 2 KB brief (docs/safety.md, "Twelfth round"). */
const TAGGED_RING = 4;
const TAGGED_DOCS = new Array<Doc | undefined>(TAGGED_RING);
/** Per slot of the ring: its document's tags by the trie's kind index (arrays made at install),
 *  not a map by kind: a map's lookups and stores a hit were ~4 % of a 2 KB brief's time
 *  (docs/safety.md, "Sixteenth round, cost"). */
let TAGGED_LISTS: (Tag[] | undefined)[][] = [];
/** Per slot of the ring: the trie's index of each kind its document holds, in the order found
 *  (the policy rules pick the rules to try by them, policyFindings), and how many. Typed arrays
 *  made at install: an array emptied by its length gives up its backing store, and growing it
 *  again each screen was ~8 % of a 2 KB brief's garbage (docs/safety.md, "Eighteenth round,
 *  cost"). */
let TAGGED_PRESENT: Int32Array[] = [];
const PRESENT_COUNT = new Int32Array(TAGGED_RING);
let taggedNext = 0;
/** The trie's index of each kind (set at install). */
let KIND_INDEX: ReadonlyMap<LexiconKind, number> = new Map();

/** Empties the ring once a screen is done: its tags go back to their pools (safety-tag-pool.ts);
 *  made anew a screen and kept, they were most of what each young-generation scavenge had to copy
 *  (~0.5 MB, ~0.7 ms a scavenge on a 2 KB brief's worker), the cause of the p99's tail
 *  (docs/safety.md, "Fourteenth round, cost"). */
export function releaseTags(): void {
  for (let slot = 0; slot < TAGGED_RING; slot += 1) emptySlot(slot);
  TAGGED_DOCS.fill(undefined);
  releasePooled();
}

function emptySlot(slot: number): void {
  const lists = TAGGED_LISTS[slot];
  const present = TAGGED_PRESENT[slot];
  if (lists && present) {
    for (let p = 0; p < PRESENT_COUNT[slot]!; p += 1) lists[present[p]!] = undefined;
  }
  PRESENT_COUNT[slot] = 0;
}

/** Every hit of every kind in `doc`, by kind: a new map (the learned reader's lexicon features and
 *  the benches; the rules read tagDocument's). */
export function tagsOf(doc: Doc): ReadonlyMap<LexiconKind, readonly Tag[]> {
  const slot = slotOf(doc);
  const kinds = ready().kinds;
  const lists = TAGGED_LISTS[slot]!;
  return new Map(
    Array.from(kindsAt(slot), (index) => [kinds[index]!, [...lists[index]!]] as const),
  );
}

/** The trie's index (trieKinds) of every kind `doc` holds, each once. */
export function kindsIn(doc: Doc): ArrayLike<number> {
  return kindsAt(slotOf(doc));
}

const kindsAt = (slot: number): Int32Array =>
  TAGGED_PRESENT[slot]!.subarray(0, PRESENT_COUNT[slot]!);

/** The trie's kinds, by index. */
export const trieKinds = (): readonly LexiconKind[] => ready().kinds;

/** The trie's index of `kind` (undefined: no term of it). */
export function kindIndexOf(kind: LexiconKind): number | undefined {
  ready();
  return KIND_INDEX.get(kind);
}

function slotOf(doc: Doc): number {
  for (let i = 0; i < TAGGED_RING; i += 1) if (TAGGED_DOCS[i] === doc) return i;
  ready();
  const slot = taggedNext;
  emptySlot(slot);
  TAGGED_DOCS[slot] = undefined;
  PRESENT_COUNT[slot] = tagInto(doc, TAGGED_LISTS[slot]!, TAGGED_PRESENT[slot]!);
  TAGGED_DOCS[slot] = doc;
  taggedNext = (taggedNext + 1) % TAGGED_RING;
  return slot;
}

/** Tags `doc` into `byIndex`; writes the kinds found into `present` and answers how many. */
function tagInto(doc: Doc, byIndex: (Tag[] | undefined)[], present: Int32Array): number {
  let found = 0;
  const trie = ready();
  const walk = WALK;
  const hits = HITS;
  hits.count = 0;
  // The word of each offset of the text, built once: a hit's last word without a search.
  // ...and its sentence, which a gap reads.
  if (WORD_OF.length < doc.text.length + 1) {
    WORD_OF = new Int32Array(doc.text.length * 2 + 1);
    SENTENCE_AT = new Int32Array(doc.text.length * 2 + 1);
  }
  const wordOf = WORD_OF;
  const sentenceAt = SENTENCE_AT;
  for (let w = 0, at = 0; w < doc.wordStarts.length; w += 1) {
    const end = doc.wordStarts[w + 1] ?? doc.text.length + 1;
    const sentence = doc.sentenceOf[w]!;
    for (; at < end; at += 1) {
      wordOf[at] = w;
      sentenceAt[at] = sentence;
    }
  }
  hits.sentenceAt = sentenceAt;
  hits.opening = doc.opening ?? -1;
  for (let w0 = 0; w0 < doc.wordStarts.length; w0 += 1) {
    const s = doc.wordStarts[w0] ?? 0;
    // Most words start no term: skip the walk when the root has no edge for the first letter.
    const first = doc.text.charCodeAt(s);
    if (first < 128 && (ROOT_EDGE[first] ?? 0) === 1) walk(doc.text, 0, s, AT_START, hits);
    for (let h = 0; h < hits.count; h += 1) {
      const index = hits.touched[h] ?? 0;
      const e = hits.end[index] ?? -1;
      hits.end[index] = -1;
      const w1 = wordOf[e - 1] ?? 0;
      if (isTrap(doc, s, e, w0, w1)) continue;
      const flags = trie.kindFlags[index]!;
      if ((flags & KIND_NUMERIC) === 0 && !hasLetter(doc.text, s, e)) continue;
      if (w1 > w0 && (flags & KIND_POSSESSIVE) === 0 && doc.squeezed[w0] === POSSESSIVE) continue;
      const tag = pooledTag(s, e, w0, w1, doc.sentenceOf[w0] ?? 0, doc.sentenceOf[w1] ?? 0);
      const list = byIndex[index];
      if (list) list.push(tag);
      else {
        byIndex[index] = pooledList(tag);
        present[found++] = index;
      }
    }
    hits.count = 0;
  }
  return found;
}

export const overlaps = (a: Tag, b: Tag): boolean => a.s < b.e && b.s < a.e;
export const sameSentence = (a: Tag, b: Tag): boolean => a.sent0 <= b.sent1 && b.sent0 <= a.sent1;
/** Letters from the end of `x` to the start of `y`; negative when y starts before x ends. */
export const gap = (x: Tag, y: Tag): number => y.cs - x.ce;
export const within = (n: number, max: number): boolean => n >= 0 && n <= max;
