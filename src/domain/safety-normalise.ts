// The safety filter's normalisation (safety-filter.ts decides): text folded so that disguises
// collapse onto plain spelling, then cut into words joined by single spaces, with a sentence
// number per word. Apart from the rules because it knows nothing of what is refused, only how
// text can be spelled.

// ── Folding ─────────────────────────────────────────────────────────────────────────────────

/** Look-alikes (after lower-casing) to the Latin letter they imitate; Hausa hooked letters. */
const HOMOGLYPHS: Readonly<Record<string, string>> = {
  // Cyrillic
  а: 'a',
  в: 'b',
  г: 'r',
  е: 'e',
  ё: 'e',
  к: 'k',
  м: 'm',
  н: 'h',
  о: 'o',
  п: 'n',
  р: 'p',
  с: 'c',
  т: 't',
  у: 'y',
  х: 'x',
  ш: 'w',
  щ: 'w',
  ъ: 'b',
  ь: 'b',
  і: 'i',
  ї: 'i',
  ј: 'j',
  ѕ: 's',
  ԁ: 'd',
  ԛ: 'q',
  ԝ: 'w',
  ӏ: 'l',
  һ: 'h',
  ү: 'y',
  // Greek
  α: 'a',
  β: 'b',
  γ: 'y',
  ε: 'e',
  η: 'n',
  ι: 'i',
  κ: 'k',
  μ: 'u',
  ν: 'v',
  ο: 'o',
  π: 'n',
  ρ: 'p',
  σ: 'o',
  ς: 'c',
  τ: 't',
  υ: 'u',
  χ: 'x',
  ω: 'w',
  // Armenian
  օ: 'o',
  ս: 'u',
  հ: 'h',
  ո: 'n',
  // Latin small capitals and other look-alikes
  ᴀ: 'a',
  ʙ: 'b',
  ᴄ: 'c',
  ᴅ: 'd',
  ᴇ: 'e',
  ꜰ: 'f',
  ɢ: 'g',
  ʜ: 'h',
  ɪ: 'i',
  ᴊ: 'j',
  ᴋ: 'k',
  ʟ: 'l',
  ᴍ: 'm',
  ɴ: 'n',
  ᴏ: 'o',
  ᴘ: 'p',
  ʀ: 'r',
  ꜱ: 's',
  ᴛ: 't',
  ᴜ: 'u',
  ᴠ: 'v',
  ᴡ: 'w',
  ʏ: 'y',
  ᴢ: 'z',
  ı: 'i',
  ȷ: 'j',
  ɑ: 'a',
  ɡ: 'g',
  ǝ: 'e',
  ɩ: 'i',
  ø: 'o',
  đ: 'd',
  ł: 'l',
  ħ: 'h',
  ŧ: 't',
  æ: 'ae',
  œ: 'oe',
  ß: 'ss',
  // Hausa, Yoruba and Igbo letters that do not decompose
  ɗ: 'd',
  ƙ: 'k',
  ɓ: 'b',
  ƴ: 'y',
  ŋ: 'n',
  ɛ: 'e',
  ɔ: 'o',
};
const HOMOGLYPH_RE = new RegExp(`[${Object.keys(HOMOGLYPHS).join('')}]`, 'gu');
/** Capitals whose small letters look like another Latin letter (Greek Η/η, Ν/ν, Μ/μ, Υ/υ):
 *  mapped before lower-casing. */
const CAPITAL_LOOK_ALIKES: Readonly<Record<string, string>> = { Η: 'h', Ν: 'n', Μ: 'm', Υ: 'y' };
const CAPITAL_LOOK_ALIKE_RE = /[ΗΝΜΥ]/gu;
const NON_ASCII_RUN_RE = /[\x80-\uffff]+/g;
const ASCII_ONLY_RE = /^[^\x80-\uffff]*$/;
const MARK_RE = /\p{M}+/gu;
/** Zero-width and format characters (ZWSP, ZWJ, BOM, soft hyphen, bidi controls) and blank
 *  fillers. */
const INVISIBLE_RE = /[\p{Cf}\u115F\u1160\u3164\uFFA0\u2800]+/gu;
const LEFTOVER_RE = /[\x80-\u{10ffff}]/gu;
const LETTER_OR_NUMBER_RE = /[\p{L}\p{N}]/u;
const SENTENCE_MARK_RE = /[\u2026\u3002\u061F\u0964]/u;
const LEET_SYMBOL_RE = /[@$!|]/;
const LEET_A_S_RE = /[@$]/g; // always: "c@ptch @" survives a space, and a lone @ or $ means little
const MASKED_RE = /(?<=[a-z])[*#]+(?=[a-z])/g;
const SPELLED_OUT_RE = /(?<![a-z0-9])(?:[a-z0-9][*#]){2,}[a-z0-9](?![a-z0-9])/g;
const LEET_I_RE = /(?<=[a-z0-9])[!|](?=[a-z0-9])|(?<![a-z0-9])\|(?=[a-z])/g;

/**
 * Folded runs already seen ("ọ̀", "ẹ́", a Cyrillic word): a run folds the same whatever the text
 * around it, so the answer is kept and the map cleared when full. It changes no verdict, only
 * the cost of Yoruba, Igbo and Hausa text, where the same few runs recur in every sentence.
 */
const FOLDED_RUNS = new Map<string, string>();
const FOLDED_RUNS_MAX = 4096;

function foldNonAscii(run: string): string {
  const known = FOLDED_RUNS.get(run);
  if (known !== undefined) return known;
  if (FOLDED_RUNS.size >= FOLDED_RUNS_MAX) FOLDED_RUNS.clear();
  const folded = foldRun(run);
  FOLDED_RUNS.set(run, folded);
  return folded;
}

/** A run of non-ASCII characters after NFKC: strip marks and invisibles, map look-alikes. */
function foldRun(run: string): string {
  return run
    .normalize('NFD')
    .replace(MARK_RE, '')
    .replace(INVISIBLE_RE, '')
    .replace(HOMOGLYPH_RE, (c) => HOMOGLYPHS[c] ?? c)
    .replace(LEFTOVER_RE, (c) =>
      LETTER_OR_NUMBER_RE.test(c)
        ? '_'
        : SENTENCE_MARK_RE.test(c)
          ? '.'
          : c === '\u2019'
            ? "'"
            : ' ',
    );
}

/** ASCII `_` as a space; the text itself when it has none (`replaceAll` copies it regardless:
 *  ~10 % of a 2 KB brief's garbage, docs/safety.md, "Eighteenth round, cost"). */
const spaced = (s: string): string => (s.includes('_') ? s.replaceAll('_', ' ') : s);

/**
 * Folds text onto the matching alphabet: a-z, 0-9, `_` for any other letter or number, and
 * ASCII punctuation/space as separators. NFKC (fullwidth, math letters), lower case, no
 * diacritics, no invisibles, look-alikes to Latin, leet symbols to letters. (Doubled letters
 * are squeezed when words are cut, in parseDoc.)
 */
export function fold(raw: string): string {
  // ASCII `_` separates words in the input ("captcha_solving"); from here on `_` stands for a
  // letter of another script, a word character that matches no term.
  // Plain ASCII (most briefs) is its own NFKC form and has no run to fold: skip both passes.
  const s = ASCII_ONLY_RE.test(raw)
    ? spaced(raw.toLowerCase())
    : spaced(
        raw
          .normalize('NFKC')
          .replace(CAPITAL_LOOK_ALIKE_RE, (c) => CAPITAL_LOOK_ALIKES[c] ?? c)
          .toLowerCase(),
      ).replace(NON_ASCII_RUN_RE, foldNonAscii);
  const leet = LEET_SYMBOL_RE.test(s)
    ? s.replace(LEET_A_S_RE, (c) => (c === '@' ? 'a' : 's')).replace(LEET_I_RE, 'i')
    : s;
  if (!leet.includes('*') && !leet.includes('#')) return leet;
  // Stars between single letters spell a word out ("o*t*p", "c*o*d*e"), as spaces and dots do;
  // a star among letters is a letter not shown ("c*caine", "k#ll"): `_`, as a letter of another
  // script is, which safety-respell.ts reads (docs/safety.md, "Near spellings").
  return leet
    .replace(SPELLED_OUT_RE, (m) => m.replace(/[*#]/g, ' '))
    .replace(MASKED_RE, (m) => '_'.repeat(m.length));
}

// ── Document: words joined by single spaces, with a sentence number per word ────────────────

/** `squeezed[w]`: 1 where word w had doubled letters in the input ("a ccount" is not the trap
 *  "a count"); POSSESSIVE where it is the "s" of a possessive ("the speaker's talk"). */
/** `steps`: the words that number a step ("1." after a sentence end, "2)"), when there are any. */
/** `opening`: the sentence after the second blank line, where a task's instructions open when its
 *  title stands apart (documentOf: type, title, instructions, each after a blank line). */
export type Doc = {
  text: string;
  wordStarts: Int32Array;
  sentenceOf: Int32Array;
  squeezed: Uint8Array;
  steps?: number[];
  opening?: number;
};

/** `squeezed[w]` of a lone "s" written right after a word and an apostrophe. */
export const POSSESSIVE = 2;

export const isWordChar = (code: number): boolean =>
  (code >= 97 && code <= 122) || (code >= 48 && code <= 57) || code === 95;
// A colon is not an end: "Human verification tasks: pass the puzzles" is one instruction.
// A semicolon is not an end either: "there is a branch on the power line; climb and cut it" is one
// instruction whose halves point at each other (docs/safety.md, "Split texts").
const isSentenceEnd = (code: number): boolean =>
  code === 46 || code === 33 || code === 63 || code === 10;

/** The folded text is ASCII (fold maps every other character to `_`, `.` or a space), so the
 *  document is written as bytes into one buffer, grown when a longer text comes, and decoded
 *  once: no string a word. */
let OUT = new Uint8Array(4096);
const ASCII = new TextDecoder('latin1');

/** Titles written with a full stop before a name: mr, mrs, ms, dr, prof, engr, rev, hon. */
const TITLE_WORDS = ['mr', 'mrs', 'ms', 'dr', 'prof', 'engr', 'rev', 'hon'];

function isTitleWord(out: Uint8Array, start: number, length: number): boolean {
  if (length < 2 || length > 4) return false;
  for (const word of TITLE_WORDS) {
    if (word.length !== length) continue;
    let same = true;
    for (let k = 0; k < length && same; k += 1) same = out[start + k] === word.charCodeAt(k);
    if (same) return true;
  }
  return false;
}

/** Single letters that are words of the five languages: Igbo "m" (me), Yoruba "o" (you), Igbo
 *  "a", Pidgin "e", English "i". */
const LETTER_WORDS = new Set([97, 101, 105, 109, 111]);

/**
 * A full stop after such a letter ends a sentence when no single letter stands on either side of
 * it: "… gas m. Dee ya ma zitere m" is two sentences (sixteenth round, older rules); "o. t. p.",
 * "e.g.", "a.m." still spell out. `next`: where the next word starts in `folded`.
 */
function sentenceLetter(
  letter: number,
  beforeLength: number,
  folded: string,
  next: number,
): boolean {
  if (!LETTER_WORDS.has(letter) || beforeLength === 1) return false;
  return next + 1 < folded.length && isWordChar(folded.charCodeAt(next + 1));
}

const isDigit = (code: number): boolean => code >= 48 && code <= 57;
/** A full stop between digits is a decimal point ("12.5kg", "N2.5m"), not a sentence end. */
const decimalPoint = (folded: string, i: number): boolean =>
  folded.charCodeAt(i) === 46 &&
  isDigit(folded.charCodeAt(i - 1)) &&
  isDigit(folded.charCodeAt(i + 1));

/** Whether the one-letter word at `at` of `folded` follows a word and an apostrophe ("'", or
 *  "’" as fold writes it). */
const possessive = (folded: string, at: number): boolean =>
  at >= 2 && folded.charCodeAt(at - 1) === 39 && isWordChar(folded.charCodeAt(at - 2));

/** parseDoc's scratch, kept between calls (one call at a time on a thread): a document's arrays
 *  are copied out of it at their size. Grown by push, the three arrays were ~30 KB of a 2 KB
 *  brief's garbage (docs/safety.md, "Seventeenth round, cost"). */
let WORD_STARTS = new Int32Array(2048);
let SENTENCE_OF = new Int32Array(2048);
let SQUEEZED = new Uint8Array(2048);

export function parseDoc(raw: string): Doc {
  const folded = fold(raw);
  if (OUT.length < folded.length) OUT = new Uint8Array(folded.length * 2);
  const out = OUT;
  // At most one word every two characters, plus one.
  if (WORD_STARTS.length < (folded.length >> 1) + 1) {
    WORD_STARTS = new Int32Array(folded.length + 2);
    SENTENCE_OF = new Int32Array(folded.length + 2);
    SQUEEZED = new Uint8Array(folded.length + 2);
  }
  const wordStarts = WORD_STARTS;
  const sentenceOf = SENTENCE_OF;
  const squeezedWords = SQUEEZED;
  let words = 0;
  let n = 0; // bytes written
  let previousLength = 0; // letters of the last word written
  let beforeLength = 0; // letters of the word before it
  let steps: number[] | undefined;
  let sentence = 0;
  let ended = false; // the gap since the last word holds a sentence end
  // ...a list marker's ")", which ends the step before its single letter or digit ("2) climb":
  // sixteenth round, older rules).
  let marked = false;
  let newlines = 0;
  let blankLines = 0;
  let opening = -1;
  // An "(" not yet closed: its ")" closes a bracket, not a list marker ("the two girls (12 and
  // 13) to his room" is one sentence: fifteenth round, voice-31).
  let bracket = false;
  let i = 0;
  while (i < folded.length) {
    const code = folded.charCodeAt(i);
    if (!isWordChar(code)) {
      // The ")" of a list marker ("2) hit him", "b) climb"): the step before it has ended.
      const listMarker =
        code === 41 &&
        !bracket &&
        i > 0 &&
        isWordChar(folded.charCodeAt(i - 1)) &&
        words > 1 &&
        previousLength <= 2;
      if (code === 40) bracket = true;
      else if (code === 41 || isSentenceEnd(code)) bracket = false;
      if ((isSentenceEnd(code) && !decimalPoint(folded, i)) || listMarker) ended = true;
      if (listMarker) marked = true;
      if (code === 10) newlines += 1;
      i += 1;
      continue;
    }
    // A full stop after a single letter is spelling-out ("o. t. p."), not a sentence end; nor
    // after a title on one line ("to Mr. Eke's drink": thirteenth round, voice-20).
    // Nor after "No." or "Nos." before a number ("No. 8 Ajose Street": fourteenth round,
    // voice-26).
    const at = n - previousLength;
    const numbered =
      code >= 48 &&
      code <= 57 &&
      (previousLength === 2 || (previousLength === 3 && out[n - 1] === 115)) &&
      out[at] === 110 &&
      out[at + 1] === 111;
    const titled = ended && newlines === 0 && (numbered || isTitleWord(out, at, previousLength));
    if (
      words > 0 &&
      ended &&
      !titled &&
      (previousLength > 1 ||
        newlines > 1 ||
        marked ||
        sentenceLetter(out[at]!, beforeLength, folded, i))
    ) {
      sentence += 1;
    }
    if (words > 0 && newlines > 1) {
      blankLines += newlines >> 1;
      if (opening < 0 && blankLines >= 2) opening = sentence;
    }
    if (words > 0) out[n++] = 32;
    const start = n;
    let last = -1;
    let typed = 0;
    // Doubled letters squeezed ("captchaaa" → "captcha", "ootp" → "otp").
    for (; i < folded.length; i += 1) {
      const c = folded.charCodeAt(i);
      if (!isWordChar(c)) break;
      typed += 1;
      // `_` is never squeezed: each stands for one letter not shown (safety-respell.ts).
      if (c !== last || c === 95) out[n++] = c;
      last = c;
    }
    // A step's number: one or two digits, then "." or ")", opening a line or following a sentence
    // end ("1. Photograph … 2. Climb"); "10,000 litres", "at 4 pm" number nothing.
    if (n - start <= 2 && out[start]! <= 57 && out[n - 1]! <= 57 && i < folded.length) {
      const after = folded.charCodeAt(i);
      if (after === 41 || (after === 46 && (ended || newlines > 0 || words === 0))) {
        if (steps === undefined) steps = [];
        steps.push(words);
      }
    }
    wordStarts[words] = start;
    sentenceOf[words] = sentence;
    squeezedWords[words] =
      n - start !== typed
        ? 1
        : typed === 1 && out[start] === 115 && possessive(folded, i - 1)
          ? POSSESSIVE
          : 0;
    words += 1;
    beforeLength = previousLength;
    previousLength = n - start;
    ended = false;
    marked = false;
    newlines = 0;
  }
  const doc: Doc = {
    text: ASCII.decode(out.subarray(0, n)),
    wordStarts: wordStarts.slice(0, words),
    sentenceOf: sentenceOf.slice(0, words),
    squeezed: squeezedWords.slice(0, words),
  };
  if (steps) doc.steps = steps;
  if (opening >= 0) doc.opening = opening;
  return doc;
}
