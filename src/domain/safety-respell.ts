// Near spellings for the safety filter (safety-filter.ts decides): a word typed one slip away from
// a lexicon word ("cocane", "tramdol", "herion", "folow") or with letters masked ("c*caine",
// "k*ll", "s*x") is read as the lexicon word before the trie walk, so the rules see what the
// writer meant (docs/safety.md, "Near spellings"). Pure: the tables are made from the lexicon at
// the first document, and a word is rewritten only to a lexicon word.
//
// What counts as a slip, for a slip of five letters or more: one letter of a lexicon word left
// out, or two neighbours swapped, never the first letter. A slip that is itself a word (an
// English word of safety-respell-words.ts, another lexicon word, or a piece of one) is left
// alone: "heron" is not "heroin". A masked letter (`*` or `#` between letters; fold() turns it
// into `_`, as it does an unmapped letter of another script) stands for one letter, with at
// least half the word's letters shown; every lexicon word that fits is a reading (readings()).
import { SAFETY_LEXICON } from './safety-lexicon.ts';
import { policyLexicon } from './safety-lexicon-policy.ts';
import { parseDoc, type Doc } from './safety-normalise.ts';
import { ENGLISH_SLIPS } from './safety-respell-words.ts';
import { shorthandRead, shorthandTable, type ShorthandTable } from './safety-shorthand.ts';

/** Slips shorter than this are left as written: four letters one slip from a lexicon word are
 *  too often a word of their own in one of the five languages (Hausa "nake", not "naked"). */
const SLIP_LETTERS_MIN = 5;
/** Masked words: at least this many letters shown, and at least half the lexicon word's. */
const MASKED_SHOWN_MIN = 2;
const MASK = 95; // `_`
/** Lexicon words one masked word is read as, and readings of one document, at most. */
const MASK_READINGS_MAX = 3;
const READINGS_MAX = 3;
/** Endings a slipped or masked word may carry past its lexicon stem, longest first. */
const ENDINGS = ['ing', 'ers', 'es', 'ed', 'er', 's', 'd'];
const ENDING_LETTERS_MAX = 3;

type Tables = {
  /** A slip → the one lexicon word it is a slip of (slips of two words are left out). */
  slips: ReadonlyMap<string, string>;
  /** Slips, and slips with an ending, that are English words: left as written. */
  english: ReadonlySet<string>;
  /** Lexicon words by length, in lexicon order, for masked words. */
  byLength: ReadonlyMap<number, readonly string[]>;
  /** The same by length and first letter (startKey): a masked word's first letter is most
   *  often shown, and it leaves ~1/20 of the words of its length to compare. */
  byStart: ReadonlyMap<number, readonly string[]>;
  /** One bit a slip's hash (slipHash): a word whose bits are all clear is no slip, found
   *  without cutting it out of the text or hashing it into the map (mayBeSlip). */
  bits: Uint8Array;
  /** The longest slip. */
  slipLengthMax: number;
  /** Texting shorthand the lexicon does not spell ("b4", "wen"). */
  shorthand: ShorthandTable;
};

/** Bits of Tables.bits: ~150,000 slips set ~7 % of them. */
const SLIP_BITS_LOG = 21;
const FNV_OFFSET = 0x811c9dc5;
const FNV_PRIME = 0x01000193;
const slipBit = (h: number): number => h >>> (32 - SLIP_BITS_LOG);

let TABLES: Tables | undefined;

const squeeze = (s: string): string => s.replace(/(.)\1+/g, '$1');

/** The lexicon's words as the document spells them: folded, cut, squeezed, letters only. */
export function lexiconWords(): string[] {
  const seen = new Set<string>();
  for (const group of [...SAFETY_LEXICON, ...policyLexicon()]) {
    if (group.kind === 'splitTrap') continue;
    for (const term of group.terms) {
      // As the document cuts it: "'ya'yansa" is the words "ya" and "yansa" there.
      for (const word of parseDoc(term.replace(/\*(?=\s|$)/g, '')).text.split(' '))
        if (/^[a-z]+$/.test(word)) seen.add(word);
    }
  }
  return [...seen];
}

/** The slips of a lexicon word: one letter left out, or two neighbours swapped; never the first. */
export function slipsOf(word: string): Set<string> {
  const out = new Set<string>();
  for (let i = 1; i < word.length; i += 1) out.add(squeeze(word.slice(0, i) + word.slice(i + 1)));
  for (let i = 1; i < word.length - 1; i += 1) {
    if (word[i] !== word[i + 1])
      out.add(word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2));
  }
  return out;
}

/** Every slip of every lexicon word long enough, before the English words are taken out. */
export function lexiconSlips(words: readonly string[]): Map<string, string | null> {
  const known = new Set(words);
  const slips = new Map<string, string | null>();
  for (const word of words) {
    if (word.length < SLIP_LETTERS_MIN) continue;
    for (const slip of slipsOf(word)) {
      if (slip.length < SLIP_LETTERS_MIN || known.has(slip)) continue;
      const before = slips.get(slip);
      slips.set(slip, before === undefined || before === word ? word : null);
    }
  }
  return slips;
}

function tables(): Tables {
  if (TABLES) return TABLES;
  const words = lexiconWords();
  const english = new Set(ENGLISH_SLIPS);
  const slips = new Map<string, string>();
  for (const [slip, word] of lexiconSlips(words)) {
    if (word !== null && !english.has(slip)) slips.set(slip, word);
  }
  // A piece of a lexicon word may be that word split by spaces ("regist er", "cre ation"): the
  // trie joins the pieces, so a piece is left as written.
  for (const word of words) {
    for (let from = 0; from + SLIP_LETTERS_MIN <= word.length; from += 1) {
      for (let to = from + SLIP_LETTERS_MIN; to <= word.length; to += 1) {
        if (to - from < word.length) slips.delete(word.slice(from, to));
      }
    }
  }
  const byLength = new Map<number, string[]>();
  const byStart = new Map<number, string[]>();
  for (const word of words) {
    for (const [map, key] of [
      [byLength, word.length],
      [byStart, startKey(word.length, word.charCodeAt(0))],
    ] as const) {
      const list = map.get(key) ?? [];
      list.push(word);
      map.set(key, list);
    }
  }
  const bits = new Uint8Array(1 << (SLIP_BITS_LOG - 3));
  let slipLengthMax = 0;
  for (const slip of slips.keys()) {
    let h = FNV_OFFSET;
    for (let i = 0; i < slip.length; i += 1) h = Math.imul(h ^ slip.charCodeAt(i), FNV_PRIME);
    const bit = slipBit(h);
    bits[bit >>> 3]! |= 1 << (bit & 7);
    slipLengthMax = Math.max(slipLengthMax, slip.length);
  }
  const shorthand = shorthandTable(new Set(words));
  TABLES = { slips, byLength, byStart, english, bits, slipLengthMax, shorthand };
  return TABLES;
}

/** The word text[start, end) may be a slip, whole or before one of ENDINGS (slipRead's
 *  lookups): false when none of them is in the slips' bits. Most words are no slip, and asking
 *  the map cut each out of the text and hashed it up to eight times (~5 % of a 2 KB brief's
 *  time, docs/safety.md, "Sixteenth round, cost"). */
function mayBeSlip(text: string, start: number, end: number, t: Tables): boolean {
  const length = end - start;
  if (length > t.slipLengthMax + ENDING_LETTERS_MAX) return false;
  let h = FNV_OFFSET;
  for (let i = start; i < end; i += 1) {
    h = Math.imul(h ^ text.charCodeAt(i), FNV_PRIME);
    const stem = i + 1 - start;
    if (stem < SLIP_LETTERS_MIN || stem < length - ENDING_LETTERS_MAX) continue;
    const bit = slipBit(h);
    if ((t.bits[bit >>> 3]! & (1 << (bit & 7))) === 0) continue;
    if (stem === length || endsWithEnding(text, end, length - stem)) return true;
  }
  return false;
}

/** Whether text[..end) ends with one of ENDINGS of `letters` letters (a loop, not a closure a
 *  call: mayBeSlip asks it at most words' ends). */
function endsWithEnding(text: string, end: number, letters: number): boolean {
  for (const ending of ENDINGS)
    if (ending.length === letters && text.endsWith(ending, end)) return true;
  return false;
}

/** The lexicon words a masked word may stand for, in lexicon order, at most `MASK_READINGS_MAX`. */
function unmasked(word: string, t: Tables): string[] {
  let shown = 0;
  for (let i = 0; i < word.length; i += 1) {
    const c = word.charCodeAt(i);
    if (c >= 48 && c <= 57) return [];
    if (c !== MASK) shown += 1;
  }
  if (shown < MASKED_SHOWN_MIN || shown * 2 < word.length) return [];
  // Compared letter by letter, not by a pattern made for the word: building and running a
  // RegExp over every lexicon word of the length was most of a masked brief's extra time.
  const first = word.charCodeAt(0);
  const candidates =
    first === MASK ? t.byLength.get(word.length) : t.byStart.get(startKey(word.length, first));
  const found: string[] = [];
  for (const candidate of candidates ?? []) {
    if (fitsMask(word, candidate)) found.push(candidate);
    if (found.length === MASK_READINGS_MAX) break;
  }
  return found;
}

const startKey = (length: number, first: number): number => length * 128 + first;

/** Whether lexicon word `candidate` (letters only, as long as `word`) shows `word`'s letters. */
function fitsMask(word: string, candidate: string): boolean {
  for (let i = 0; i < word.length; i += 1) {
    const c = word.charCodeAt(i);
    if (c !== MASK && c !== candidate.charCodeAt(i)) return false;
  }
  return true;
}

/** The word a slip stands for, the word's ending kept ("cptchas": captchas). A lexicon word is
 *  never a slip (lexiconSlips leaves them out), so a word of the lexicon is left as it is. */
function slipRead(word: string, t: Tables): string | undefined {
  const whole = t.slips.get(word);
  if (whole !== undefined || t.english.has(word)) return whole;
  for (const ending of ENDINGS) {
    if (word.length - ending.length < SLIP_LETTERS_MIN || !word.endsWith(ending)) continue;
    const stem = t.slips.get(word.slice(0, -ending.length));
    if (stem !== undefined) return stem + ending;
  }
  return undefined;
}

/** The lexicon words a masked word may stand for, whole or with an ending shown ("c*ptchas"). */
function unmaskedWithEnding(word: string, t: Tables): string[] {
  const whole = unmasked(word, t);
  if (whole.length > 0) return whole;
  for (const ending of ENDINGS) {
    if (!word.endsWith(ending) || word.length - ending.length < MASKED_SHOWN_MIN + 1) continue;
    const stems = unmasked(word.slice(0, -ending.length), t);
    if (stems.length > 0) return stems.map((stem) => stem + ending);
  }
  return [];
}

/**
 * The document with near spellings read as the lexicon words they stand for: the first reading
 * takes each masked word's first fit; a masked word that fits several lexicon words ("s*x": sex,
 * six) adds a reading for each other fit, up to `READINGS_MAX` in all, and the filter takes the
 * strictest verdict over them (a mask hides a word on purpose). The same `doc` when nothing is
 * read anew. Word count, sentences and squeezed flags are unchanged in every reading.
 */
export function readings(doc: Doc): Doc[] {
  const t = tables();
  const { text, wordStarts } = doc;
  const anyMask = text.includes('_');
  // The words read anew, by index (ascending): the rest of the text is kept as it is, not cut into
  // words and joined again (that was ~17 % of a 2 KB brief's garbage; docs/safety.md,
  // "Seventeenth round, cost").
  const read: { w: number; word: string }[] = [];
  const others: { w: number; word: string }[] = [];
  for (let w = 0; w < wordStarts.length; w += 1) {
    const start = wordStarts[w]!;
    const end = w + 1 < wordStarts.length ? wordStarts[w + 1]! - 1 : text.length;
    const masked = anyMask && hasMask(text, start, end);
    const short = masked ? undefined : shorthandRead(text, start, end, t.shorthand);
    if (short !== undefined) {
      read.push({ w, word: short });
      continue;
    }
    if (!masked && (end - start < SLIP_LETTERS_MIN || !mayBeSlip(text, start, end, t))) continue;
    const word = text.slice(start, end);
    const fits = masked ? unmaskedWithEnding(word, t) : undefined;
    const first = fits ? fits[0] : slipRead(word, t);
    if (first === undefined) continue;
    read.push({ w, word: first });
    for (const other of fits?.slice(1) ?? []) others.push({ w, word: other });
  }
  if (read.length === 0) return [doc];
  const alternates = others.slice(0, READINGS_MAX - 1).map(({ w, word }) =>
    docOf(
      doc,
      read.map((r) => (r.w === w ? { w, word } : r)),
    ),
  );
  return [docOf(doc, read), ...alternates];
}

/** The first reading alone: the one the title's length is measured on. */
export const respell = (doc: Doc): Doc => readings(doc)[0]!;

/** `doc` with the words at the indexes of `read` (ascending) replaced. */
function docOf(doc: Doc, read: readonly { w: number; word: string }[]): Doc {
  const { text, wordStarts } = doc;
  const starts = wordStarts.slice();
  let out = '';
  let from = 0;
  let shift = 0;
  let next = 0;
  for (let w = 0; w < wordStarts.length; w += 1) {
    starts[w] = wordStarts[w]! + shift;
    if (next < read.length && read[next]!.w === w) {
      const start = wordStarts[w]!;
      const end = w + 1 < wordStarts.length ? wordStarts[w + 1]! - 1 : text.length;
      const { word } = read[next]!;
      out += text.slice(from, start) + word;
      from = end;
      shift += word.length - (end - start);
      next += 1;
    }
  }
  return { ...doc, text: out + text.slice(from), wordStarts: starts };
}

function hasMask(text: string, start: number, end: number): boolean {
  for (let i = start; i < end; i += 1) if (text.charCodeAt(i) === MASK) return true;
  return false;
}

/** The slips of the lexicon that are words of `dictionary` (as written; squeezed here), sorted:
 *  what safety-respell-words.ts must list. */
export function englishSlips(dictionary: Iterable<string>): string[] {
  const english = new Set(Array.from(dictionary, squeeze));
  const found = new Set<string>();
  for (const slip of lexiconSlips(lexiconWords()).keys()) {
    if (english.has(slip)) found.add(slip);
    // "register" is "regist" + "er", and "regist" a slip of "registr": the whole word is English.
    for (const ending of ENDINGS) if (english.has(slip + ending)) found.add(slip + ending);
  }
  return [...found].sort();
}
