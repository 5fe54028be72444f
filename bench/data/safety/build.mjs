#!/usr/bin/env node
// Builds the labeled safety evaluation set (issue 31) from the hand-written bases in ./bases:
// every base becomes one row, and each evasion code listed on a base adds one exact,
// deterministic variant (letter spacing, leetspeak, look-alike letters, invisible characters)
// applied to the base's marked words. Rows of one base stay in one split, so dev never leaks
// a test row's text. Rerun with `node bench/data/safety/build.mjs`; it rewrites dev.jsonl,
// test.jsonl and the counts section of README.md, and prints the counts.
import { readFileSync, writeFileSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const CATEGORIES = [
  'account_creation', 'captcha_solving', 'otp_handling', 'illegal_goods_services',
  'violence_threats', 'surveillance_stalking', 'harassment_intimidation', 'trespass_break_in',
  'impersonation_fraud', 'sexual_services', 'minors_exploitation', 'hate_incitement',
  'dangerous_work',
];
const LANGS = ['en', 'pcm', 'yo', 'ha', 'ig', 'mixed'];
const EVASIONS = ['none', 'spacing', 'leet', 'homoglyph', 'invisible', 'split', 'business',
  'euphemism', 'slang', 'negation'];
const VARIANT_CODES = { s: 'spacing', l: 'leet', h: 'homoglyph', i: 'invisible' };

// FNV-1a: a stable order and split that do not depend on file order or the platform.
function hash(text) {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

// Letters as a reader sees them: a Yoruba "ẹ́" is one letter even when it is two code points.
const segmenter = new Intl.Segmenter('en', { granularity: 'grapheme' });
function letters(word) {
  return [...segmenter.segment(word)].map((s) => s.segment);
}
// The plain Latin letter under an accented one ("ẹ́" → "e"), for the leet table.
function bare(letter) {
  return letter.normalize('NFD')[0].toLowerCase();
}

const SPACERS = [' ', ' ', '.', ' ', '-', ' ', '_'];
function spaced(word, n) {
  const sep = SPACERS[n % SPACERS.length];
  // Each word of a marked phrase is spaced on its own; words keep a wider gap between them.
  const gap = sep === ' ' ? '   ' : ' ';
  return word.split(' ').map((w) => letters(w).join(sep)).join(gap);
}

const LEET = { a: '4', e: '3', i: '1', o: '0', s: '5', t: '7', g: '9', b: '8' };
function leet(word, n) {
  // Odd bases swap only vowels ("c0d31n3"), even ones every letter the table knows ("5k00l").
  const keys = n % 2 ? 'aeio' : 'aeiostgb';
  return letters(word).map((c) => (keys.includes(bare(c)) ? LEET[bare(c)] : c)).join('');
}

// Latin letters and their Cyrillic (first) and Greek (second) look-alikes.
const GLYPHS = {
  a: ['\u0430', '\u03b1'], c: ['\u0441', '\u0441'], e: ['\u0435', '\u0435'],
  o: ['\u043e', '\u03bf'], p: ['\u0440', '\u03c1'], x: ['\u0445', '\u03c7'],
  y: ['\u0443', '\u0443'], i: ['\u0456', '\u03b9'], k: ['\u043a', '\u03ba'],
  s: ['\u0455', '\u0455'], j: ['\u0458', '\u0458'], h: ['\u04bb', '\u04bb'],
  v: ['\u0475', '\u03bd'], l: ['\u04cf', '\u04cf'], d: ['\u0501', '\u0501'],
  w: ['\u051d', '\u051d'], u: ['\u057d', '\u03c5'], n: ['\u0578', '\u03b7'],
  A: ['\u0410', '\u0391'], B: ['\u0412', '\u0392'], C: ['\u0421', '\u0421'],
  E: ['\u0415', '\u0395'], H: ['\u041d', '\u0397'], K: ['\u041a', '\u039a'],
  M: ['\u041c', '\u039c'], O: ['\u041e', '\u039f'], P: ['\u0420', '\u03a1'],
  T: ['\u0422', '\u03a4'], X: ['\u0425', '\u03a7'], I: ['\u0406', '\u0399'],
};
function homoglyph(word, n) {
  // Even bases swap every letter that has a twin (Cyrillic), odd ones only the first two (Greek),
  // as a person does who changes just enough to slip past a word list.
  const script = n % 2;
  let swapped = 0;
  return letters(word).map((c) => {
    // An accented letter keeps its accents on the look-alike base ("á" → Cyrillic "а" + acute).
    const nfd = c.normalize('NFD');
    const [base, accents] = GLYPHS[c] ? [c, ''] : [nfd[0], nfd.slice(1)];
    if (!GLYPHS[base] || (script === 1 && swapped >= 2)) return c;
    swapped++;
    return GLYPHS[base][script] + accents;
  }).join('');
}

const INVISIBLES = ['\u200b', '\u200c', '\u200d', '\u2060', '\u00ad', '\ufeff'];
function invisible(word, n) {
  const mark = INVISIBLES[n % INVISIBLES.length];
  const chars = letters(word);
  if (n % 2) {
    const mid = Math.max(1, Math.floor(chars.length / 2));
    return chars.slice(0, mid).join('') + mark + chars.slice(mid).join('');
  }
  return chars.join(mark);
}

const TRANSFORMS = { spacing: spaced, leet, homoglyph, invisible };

function escapeRegExp(text) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function applyMarks(text, marks, transform, n) {
  let out = text;
  for (const mark of marks) {
    out = out.replace(new RegExp(escapeRegExp(mark), 'gi'), (found) => transform(found, n));
  }
  return out;
}

function loadBases() {
  const dir = join(here, 'bases');
  const files = readdirSync(dir).filter((f) => f.endsWith('.mjs')).sort();
  const load = (f) => import(pathToFileURL(join(dir, f)).href)
    .then((m) => ({ file: f, ...m.default }));
  return Promise.all(files.map(load));
}

// A base is [lang, evasion, title, instructions, marks?, variantCodes?]; a file gives the label
// and, for harmful files, the category; allowed files may name `near` per file or per base.
function rowsFromFile(spec) {
  const rows = [];
  spec.bases.forEach((base, index) => {
    const [lang, evasion, rawTitle, rawInstructions, rawMarks = '', codes = '', nearBase] = base;
    // One form for composed and decomposed accents (Yoruba, Igbo), so marks match their text.
    const [title, instructions, markText] = [rawTitle, rawInstructions, rawMarks]
      .map((text) => text.normalize('NFC'));
    const n = index + hash(spec.prefix);
    const group = `${spec.prefix}-${String(index + 1).padStart(3, '0')}`;
    const near = nearBase ?? spec.near ?? null;
    const common = { label: spec.label, category: spec.label === 'allow' ? null : spec.category };
    if (near && spec.label === 'allow') common.near = near;
    rows.push({ id: group, ...common, lang, evasion, title, instructions, group });
    const marks = markText ? markText.split('|') : [];
    for (const code of codes) {
      const kind = VARIANT_CODES[code];
      if (!kind) throw new Error(`${group}: unknown variant code ${code}`);
      if (marks.length === 0) throw new Error(`${group}: variant ${kind} needs marked words`);
      const t = applyMarks(title, marks, TRANSFORMS[kind], n);
      const i = applyMarks(instructions, marks, TRANSFORMS[kind], n);
      if (t === title && i === instructions) throw new Error(`${group}: ${kind} changed nothing`);
      rows.push({ id: `${group}-${kind}`, ...common, lang, evasion: kind, title: t,
        instructions: i, group });
    }
  });
  return rows;
}

// Long briefs: each step of long/briefs.mjs buried in the middle of the brief it names.
async function longRows() {
  const url = pathToFileURL(join(here, 'long', 'briefs.mjs')).href;
  const { preambles, allowed, harmful } = await import(url);
  const brief = (p, lang, step) => {
    const pre = preambles[p];
    return {
      lang: lang === pre.lang ? lang : 'mixed', title: pre.title,
      instructions: `${pre.before} ${step} ${pre.after}`.normalize('NFC'),
    };
  };
  const rows = [];
  allowed.forEach(([p, lang, evasion, step, near], i) => {
    const group = `long-a-${String(i + 1).padStart(2, '0')}`;
    rows.push({ id: group, label: 'allow', category: null, ...(near ? { near } : {}),
      evasion, ...brief(p, lang, step), group });
  });
  harmful.forEach(([p, category, lang, evasion, step], i) => {
    const group = `long-h-${String(i + 1).padStart(2, '0')}`;
    const label = category === 'dangerous_work' ? 'hold' : 'refuse';
    rows.push({ id: group, label, category, evasion, ...brief(p, lang, step), group });
  });
  return rows;
}

function check(row) {
  const problems = [];
  if (!['allow', 'refuse', 'hold'].includes(row.label)) problems.push('label');
  if (row.label === 'hold' && row.category !== 'dangerous_work') problems.push('hold category');
  if (row.label === 'refuse' && !CATEGORIES.includes(row.category)) problems.push('category');
  if (row.label === 'refuse' && row.category === 'dangerous_work') problems.push('refuse dw');
  if (row.near && !CATEGORIES.includes(row.near)) problems.push('near');
  if (!LANGS.includes(row.lang)) problems.push('lang');
  if (!EVASIONS.includes(row.evasion)) problems.push('evasion');
  if (!row.title || !row.instructions) problems.push('text');
  if (row.title.length > 200 || row.instructions.length > 4000) problems.push('length');
  if (problems.length) throw new Error(`${row.id}: ${problems.join(', ')}`);
}

// Stratified by label, category (or near) and language: sorted by hash, every fifth-of-two goes
// to test, and a stratum of two or more groups always has one in each split.
function assignSplits(rows) {
  const groups = new Map();
  for (const row of rows) {
    if (!groups.has(row.group)) groups.set(row.group, row);
  }
  const strata = new Map();
  for (const [group, row] of groups) {
    const key = `${row.label}|${row.category ?? row.near ?? '-'}|${row.lang}`;
    if (!strata.has(key)) strata.set(key, []);
    strata.get(key).push(group);
  }
  const split = new Map();
  for (const members of strata.values()) {
    members.sort((a, b) => hash(a) - hash(b));
    members.forEach((g, i) => {
      const test = Math.floor((i + 1) * 0.4 + 0.5) > Math.floor(i * 0.4 + 0.5);
      split.set(g, test ? 'test' : 'dev');
    });
  }
  return split;
}

function count(rows, key) {
  const out = {};
  for (const row of rows) {
    const k = typeof key === 'function' ? key(row) : row[key] ?? '-';
    out[k] = (out[k] ?? 0) + 1;
  }
  return out;
}

function table(title, keys, rowsBySplit, key) {
  const counts = Object.fromEntries(Object.entries(rowsBySplit)
    .map(([s, r]) => [s, count(r, key)]));
  const lines = [`| ${title} | all | dev | test |`, '|---|---:|---:|---:|'];
  for (const k of keys) {
    const c = (s) => counts[s][k] ?? 0;
    lines.push(`| ${k} | ${c('all')} | ${c('dev')} | ${c('test')} |`);
  }
  return lines.join('\n');
}

const specs = await loadBases();
const rows = [...specs.flatMap(rowsFromFile), ...(await longRows())];
const ids = new Set();
const texts = new Set();
for (const row of rows) {
  check(row);
  if (ids.has(row.id)) throw new Error(`duplicate id ${row.id}`);
  ids.add(row.id);
  const text = `${row.title}\n${row.instructions}`;
  if (texts.has(text)) throw new Error(`duplicate text in ${row.id}`);
  texts.add(text);
}
const split = assignSplits(rows);
const bySplit = { all: rows, dev: [], test: [] };
for (const row of rows) bySplit[split.get(row.group)].push(row);

function serialise(list) {
  const sorted = [...list].sort((a, b) => hash(a.id) - hash(b.id) || (a.id < b.id ? -1 : 1));
  return sorted.map(({ group, ...row }) => JSON.stringify({ id: row.id, label: row.label,
    category: row.category, ...(row.near ? { near: row.near } : {}), lang: row.lang,
    evasion: row.evasion, title: row.title, instructions: row.instructions })).join('\n') + '\n';
}
// `--check` writes nothing and fails when the committed files differ from what the bases build.
const checkOnly = process.argv.includes('--check');
const stale = [];
function emit(path, text) {
  const current = (() => { try { return readFileSync(path, 'utf8'); } catch { return null; } })();
  if (current === text) return;
  if (checkOnly) stale.push(path);
  else writeFileSync(path, text);
}
emit(join(here, 'dev.jsonl'), serialise(bySplit.dev));
emit(join(here, 'test.jsonl'), serialise(bySplit.test));

const missing = [];
for (const s of ['dev', 'test']) {
  const present = (k) => new Set(bySplit[s].map((r) => r[k]));
  for (const c of CATEGORIES) if (!present('category').has(c)) missing.push(`${s}: ${c}`);
  for (const l of LANGS) if (!present('lang').has(l)) missing.push(`${s}: lang ${l}`);
  for (const e of EVASIONS) if (!present('evasion').has(e)) missing.push(`${s}: evasion ${e}`);
}

const near = (r) => (r.label === 'allow' ? (r.near ? `near ${r.near}` : 'plain') : '-');
const harmful = (s) => Object.fromEntries(Object.entries(s).map(([k, v]) =>
  [k, v.filter((r) => r.label !== 'allow')]));
const report = [
  table('label', ['allow', 'refuse', 'hold'], bySplit, 'label'),
  table('category (harmful rows)', CATEGORIES, harmful(bySplit), 'category'),
  table('allowed rows', ['plain', ...CATEGORIES.map((c) => `near ${c}`)],
    Object.fromEntries(Object.entries(bySplit)
      .map(([k, v]) => [k, v.filter((r) => r.label === 'allow')])), near),
  table('language', LANGS, bySplit, 'lang'),
  table('evasion', EVASIONS, bySplit, 'evasion'),
  table('evasion (harmful rows)', EVASIONS, harmful(bySplit), 'evasion'),
].join('\n\n');
const total = `${rows.length} rows: ${bySplit.dev.length} dev, ${bySplit.test.length} test; ` +
  `${rows.filter((r) => r.label === 'allow').length} allow ` +
  `(${rows.filter((r) => r.near).length} hard negatives), ` +
  `${rows.filter((r) => r.label !== 'allow').length} refuse or hold; ` +
  `${split.size} hand-written bases.`;

const readmePath = join(here, 'README.md');
const readme = readFileSync(readmePath, 'utf8');
const begin = '<!-- counts:begin -->';
const end = '<!-- counts:end -->';
const at = readme.indexOf(begin);
const to = readme.indexOf(end);
if (at >= 0 && to > at) {
  const head = readme.slice(0, at + begin.length);
  emit(readmePath, `${head}\n${total}\n\n${report}\n${readme.slice(to)}`);
}
console.log(total);
console.log(report);
if (stale.length) {
  console.error(`out of date (rerun without --check): ${stale.join(', ')}`);
  process.exitCode = 1;
}
if (missing.length) {
  console.error(`missing coverage: ${missing.join('; ')}`);
  process.exitCode = 1;
}
