// bench/safety-evasions: how well the safety filter holds when a text it judges right as written
// is disguised by machine, one disguise at a time: letters spaced or joined by dots, hyphens or
// stars, leet digits, look-alike letters of other scripts, invisible characters, full-width and
// mathematical letters, accents, masks (`c*caine`), typing slips (a letter left out, two
// swapped), SMS shorthand; and, apart, the text put among other work (a long brief, a numbered
// step, business mail) or asked as a question ("Can you …?"). For each, the share of the
// harmful rows caught as written that are still caught (refused or held), and the share of the
// allowed rows passed as written that the disguise turns into a refusal or hold. A disguise
// changes each word of four letters or more with probability `--p` (default 0.5), from a fixed
// seed, so two runs print the same line.
//
// Only the tuned splits are disguised (every bench/data/safety/*.jsonl but the held-out ones of
// safety-ml/held-out.ts: docs/safety.md). Prints one JSON line.
//
//   npm run bench:safety-evasions
//   npm run bench:safety-evasions -- --p 0.2
import { readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { screenTask } from '../src/domain/safety-filter.ts';
import { HELD_OUT } from './safety-ml/held-out.ts';
import type { Row } from './safety-ml/learn.ts';

const DIR = fileURLToPath(new URL('data/safety/', import.meta.url));
const args = process.argv.slice(2);
const pAt = args.indexOf('--p');
const P = pAt >= 0 ? Number(args[pAt + 1]) : 0.5;
if (!(P > 0 && P <= 1)) throw new Error('bench/safety-evasions: --p takes a share in (0, 1]');

const rows: Row[] = readdirSync(DIR)
  .filter((f) => f.endsWith('.jsonl') && !HELD_OUT.has(basename(f, '.jsonl')))
  .sort()
  .flatMap((f) =>
    readFileSync(join(DIR, f), 'utf8')
      .split('\n')
      .filter((line) => line.trim() !== '')
      .map((line) => JSON.parse(line) as Row),
  );

/** A small deterministic generator (an LCG): the same disguises in every run. */
let seed = 1;
const random = (): number => {
  seed = (seed * 1_103_515_245 + 12_345) & 0x7fffffff;
  return seed / 0x7fffffff;
};
const each = (word: string, p: number, f: (c: string) => string): string =>
  [...word].map((c) => (random() < p ? f(c) : c)).join('');
const mapped =
  (table: Record<string, string>, p: number) =>
  (word: string): string =>
    each(word, p, (c) => table[c] ?? c);
const shifted =
  (lower: number, upper: number) =>
  (word: string): string =>
    [...word]
      .map((c) =>
        /[a-z]/.test(c)
          ? String.fromCodePoint(lower + c.charCodeAt(0) - 97)
          : /[A-Z]/.test(c)
            ? String.fromCodePoint(upper + c.charCodeAt(0) - 65)
            : c,
      )
      .join('');

const LEET = { a: '4', e: '3', i: '1', o: '0', s: '5', t: '7', g: '9', b: '8' };
const CYRILLIC = { a: 'а', e: 'е', o: 'о', p: 'р', c: 'с', y: 'у', x: 'х', i: 'і', s: 'ѕ', j: 'ј' };
const GREEK = { a: 'α', o: 'ο', i: 'ι', u: 'υ', v: 'ν', k: 'κ', p: 'ρ', t: 'τ', n: 'η', e: 'ε' };
const ACCENTS = { a: 'á', e: 'è', i: 'ï', o: 'ô', u: 'ü', c: 'ç', n: 'ñ' };
const INVISIBLE = ['\u200b', '\u200c', '\u200d', '\u2060', '\u00ad', '\ufeff'];

/** SMS shorthand for whole words, as people type on a phone. */
const SHORTHAND: Record<string, string> = {
  you: 'u',
  your: 'ur',
  the: 'd',
  that: 'dat',
  with: 'wit',
  please: 'pls',
  people: 'ppl',
  before: 'b4',
  tonight: '2nite',
  tomorrow: '2moro',
  about: 'abt',
  because: 'bcos',
  what: 'wat',
  message: 'msg',
  from: 'frm',
  and: 'n',
  them: 'dem',
  this: 'dis',
  there: 'der',
  they: 'dey',
  know: 'kno',
  going: 'goin',
  money: 'mony',
  number: 'no',
  night: 'nite',
  should: 'shd',
};

const DISGUISES: Record<string, (word: string) => string> = {
  spaced: (w) => [...w].join(' '),
  dotted: (w) => [...w].join('.'),
  hyphenated: (w) => [...w].join('-'),
  starred: (w) => [...w].join('*'),
  leet: mapped(LEET, 0.7),
  cyrillic: mapped(CYRILLIC, 0.8),
  greek: mapped(GREEK, 0.8),
  invisible: (w) => each(w, 0.5, (c) => c + INVISIBLE[Math.floor(random() * INVISIBLE.length)]),
  fullwidth: (w) => w.replace(/[a-z0-9]/gi, (c) => String.fromCodePoint(c.charCodeAt(0) + 0xfee0)),
  math_bold: shifted(0x1d41a, 0x1d400),
  accents: mapped(ACCENTS, 0.6),
  upper_case: (w) => w.toUpperCase(),
  stretched: (w) => each(w, 0.4, (c) => c.repeat(3)),
  masked_vowel: (w) => w[0] + w.slice(1, -1).replace(/[aeiou]/, '*') + w.slice(-1),
  dropped_letter: (w) => (w.length > 5 ? w[0] + w.slice(1).replace(/[aeiou]/, '') : w),
  swapped_letters: (w) => {
    if (w.length < 5) return w;
    const i = 1 + Math.floor(random() * (w.length - 3));
    return w.slice(0, i) + w[i + 1] + w[i] + w.slice(i + 2);
  },
};

const disguise = (text: string, f: (word: string) => string): string =>
  f === shorthand
    ? text.replace(/[\p{L}']+/gu, (w) => (random() < P ? shorthand(w) : w))
    : text.replace(/[\p{L}\p{N}']{4,}/gu, (w) => (random() < P ? f(w) : w));
function shorthand(word: string): string {
  return SHORTHAND[word.toLowerCase()] ?? word;
}
DISGUISES.shorthand = shorthand;

/** Refused or held: what a disguise must keep for a harmful row and must not cause for another. */
const screened = (title: string, instructions: string): boolean => {
  const v = screenTask({ type: 'field_verification', title, instructions });
  return v.blocked || v.held === true;
};
const caught = (row: Row, f?: (word: string) => string): boolean =>
  f
    ? screened(disguise(row.title, f), disguise(row.instructions, f))
    : screened(row.title, row.instructions);

const harmful = rows.filter((r) => r.label !== 'allow' && caught(r));
const allowed = rows.filter((r) => r.label === 'allow' && !caught(r));
const round = (x: number): number => Math.round(x * 10_000) / 10_000;
const kept: Record<string, number> = {};
const turned: Record<string, number> = {};
for (const [name, f] of Object.entries(DISGUISES)) {
  seed = 11;
  kept[name] = round(harmful.filter((r) => caught(r, f)).length / harmful.length);
  seed = 11;
  turned[name] = round(allowed.filter((r) => caught(r, f)).length / allowed.length);
}
// Settings: the text left as written and put among other text, as long briefs and polite
// business mail put it. The text around is the allowed rows' own (rows the filter passes), so a
// setting that turns an allowed row says the two texts read together badly.
const around = (i: number): [string, string] => {
  const a = allowed[(i * 7 + 3) % allowed.length]?.instructions ?? '';
  const b = allowed[(i * 13 + 5) % allowed.length]?.instructions ?? '';
  return [a, b];
};
const SETTINGS: Record<string, (row: Row, i: number) => string> = {
  among_other_work: (row, i) => {
    const [a, b] = around(i);
    return `${a}\n${row.instructions}\n${b}`;
  },
  numbered_step: (row, i) => {
    const [a, b] = around(i);
    return `1. ${a}\n2. ${row.instructions}\n3. ${b}`;
  },
  asked_as_a_question: (row, i) => {
    const ask = ['Can you', 'Could you please', 'Abeg, you fit', 'Would you'][i % 4];
    const body = row.instructions.trim().replace(/[.!]+$/, '');
    return `${ask} ${body.charAt(0).toLowerCase()}${body.slice(1)}?`;
  },
  business_mail: (row) =>
    'Dear team, as part of our routine operations this week, please handle the following. ' +
    `${row.instructions} Kindly share a short report with photos by Friday. Thank you.`,
};
const caughtIn = (row: Row, i: number, setting: (row: Row, i: number) => string): boolean =>
  screened(row.title, setting(row, i));
const inSettings: Record<string, number> = {};
const turnedInSettings: Record<string, number> = {};
for (const [name, setting] of Object.entries(SETTINGS)) {
  const keptIn = harmful.filter((r, i) => caughtIn(r, i, setting)).length;
  inSettings[name] = round(keptIn / harmful.length);
  const turnedIn = allowed.filter((r, i) => caughtIn(r, i + 1, setting)).length;
  turnedInSettings[name] = round(turnedIn / allowed.length);
}

const line = {
  bench: 'safety-evasions',
  p_word: P,
  harmful_caught_as_written: harmful.length,
  allowed_passed_as_written: allowed.length,
  still_caught: kept,
  still_caught_min: Math.min(...Object.values(kept)),
  allowed_turned: turned,
  still_caught_in_setting: inSettings,
  allowed_turned_in_setting: turnedInSettings,
};
process.stdout.write(`${JSON.stringify(line)}\n`);
