// The disguises the safety filter's properties draw (test/unit/safety-filter.test.ts,
// test/unit/safety-policy.test.ts): spaces, zero-width characters, case, look-alike letters of
// other scripts and leet digits put into a text at random places.
import fc from 'fast-check';

const ZERO_WIDTH = ['\u200b', '\u200c', '\u200d', '\u2060', '\ufeff', '\u00ad'];
/** Latin letter → look-alikes (Cyrillic, Greek, fullwidth). */
const LOOK_ALIKES: Readonly<Record<string, readonly string[]>> = {
  a: ['а', 'α', 'ａ'],
  c: ['с', 'ｃ'],
  e: ['е', 'ε', 'ｅ'],
  i: ['і', 'ι', 'ｉ'],
  j: ['ј'],
  o: ['о', 'ο', 'ｏ'],
  p: ['р', 'ρ', 'ｐ'],
  s: ['ѕ', 'ｓ'],
  x: ['х', 'χ'],
  y: ['у', 'ｙ'],
  h: ['һ', 'ｈ'],
  t: ['т', 'τ', 'ｔ'],
  k: ['к', 'κ'],
};
/** Latin letter → the digit leetspeak writes for it. */
const LEET: Readonly<Record<string, string>> = {
  a: '4',
  b: '8',
  e: '3',
  g: '9',
  i: '1',
  o: '0',
  s: '5',
  t: '7',
};

export type Edit = {
  at: number;
  kind: 'space' | 'spacedWord' | 'zeroWidth' | 'case' | 'lookAlike' | 'leet';
  pick: number;
};

/** Applies edits from the end backwards so earlier offsets stay valid. */
export function disguise(text: string, edits: readonly Edit[]): string {
  const chars = [...text];
  for (const edit of [...edits].sort((a, b) => b.at - a.at)) {
    const at = edit.at % (chars.length + 1);
    const ch = chars[at] ?? '';
    if (edit.kind === 'space') chars.splice(at, 0, ' ');
    else if (edit.kind === 'spacedWord') spaceWord(chars, at);
    else if (edit.kind === 'zeroWidth')
      chars.splice(at, 0, ZERO_WIDTH[edit.pick % ZERO_WIDTH.length] ?? '');
    else if (edit.kind === 'case')
      chars[at] = ch === ch.toUpperCase() ? ch.toLowerCase() : ch.toUpperCase();
    else if (edit.kind === 'leet') leet(chars, at);
    else {
      const options = LOOK_ALIKES[ch.toLowerCase()];
      if (options && options.length > 0) chars[at] = options[edit.pick % options.length] ?? ch;
    }
  }
  return chars.join('');
}

const isLetter = (ch: string | undefined): boolean => ch !== undefined && /\p{L}/u.test(ch);

/** The start and end (exclusive) of the run of letters and digits around `at`. */
function wordAround(chars: readonly string[], at: number): [number, number] {
  const inWord = (ch: string | undefined): boolean => ch !== undefined && /[\p{L}\p{N}]/u.test(ch);
  let start = at;
  while (start > 0 && inWord(chars[start - 1])) start -= 1;
  let end = at;
  while (end < chars.length && inWord(chars[end])) end += 1;
  return [start, end];
}

/** Letter spacing: a space between every two letters of the word at `at` ("t r a m a d o l"). */
function spaceWord(chars: string[], at: number): void {
  const [start, end] = wordAround(chars, at);
  for (let i = end - 1; i > start; i -= 1) chars.splice(i, 0, ' ');
}

/**
 * A leet digit for the letter at `at`, where the word keeps two letters and no more digits than
 * letters: the filter reads a shorter one ("4s", "b3") as a label, not a word (docs/safety.md,
 * "Known limits").
 */
function leet(chars: string[], at: number): void {
  const digit = LEET[(chars[at] ?? '').toLowerCase()];
  if (digit === undefined) return;
  const [start, end] = wordAround(chars, at);
  const word = chars.slice(start, end);
  const letters = word.filter(isLetter).length - 1;
  if (letters >= 2 && letters >= word.length - letters) chars[at] = digit;
}

/** One edit of the given kinds at a random place. */
export const editOf = (kinds: readonly Edit['kind'][]): fc.Arbitrary<Edit> =>
  fc.record({ at: fc.nat(500), kind: fc.constantFrom(...kinds), pick: fc.nat(10) });

/** The credential property's edits. Not leet: a word that opens on a digit is read as a label
 *  ("5end", "4b"), so a digit put first in a short word of its seeds spells nothing. */
export const editArb = editOf(['space', 'zeroWidth', 'case', 'lookAlike']);
