// The safety unit tests' own texts as training rows for the learned reader (docs/safety.md,
// "Seventeenth round, the reader retrained"): each class test's look-alikes ("passes: …") as
// allowed text, its harmful wordings ("catches: …") as harm in the category the rules give them.
// Hundreds of hands' hard negatives, written next to the harm on purpose: a reader trained without
// them held dozens. Read from `vitest list` (test names carry the texts), written to
// bench/safety-ml/test-texts.jsonl; never a row of bench/data/safety.
//
//   node bin/run-ts.mjs bench/safety-ml/test-texts.ts
//
// The committed file is the shipped reader's training input (its weights come back byte for byte
// from it); written again, its rows come in file order, which the shipped file predates.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { screenTask } from '../../src/domain/safety-filter.ts';
import { ROOT, type Row, rowsIn } from './learn.ts';

export const TEST_TEXTS = join(ROOT, 'bench/safety-ml/test-texts.jsonl');

/** The rows in TEST_TEXTS, as this script last wrote them. */
export const testTextRows = (): Row[] => rowsIn(TEST_TEXTS);

/** The safety unit tests, by file (vitest lists files in the order it collected them, which
 *  varies run to run: the rows' ids, and so the trainer's order, would vary with it). */
function listed(): { name: string }[] {
  const dir = mkdtempSync(join(tmpdir(), 'safety-test-texts-'));
  const out = join(dir, 'list.json');
  try {
    execFileSync(
      'npx',
      ['vitest', 'list', '--project', 'unit', `--json=${out}`, 'test/unit/safety-'],
      { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] },
    );
    const tests = JSON.parse(readFileSync(out, 'utf8')) as { name: string; file: string }[];
    return tests.sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : 0));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The text a test name carries, and whether it must pass: a class test's "passes: …" or
 *  "catches: …", a look-alike test's "passes …", or a test under a "screenTask passes …" block. */
function textOf(name: string): { passes: boolean; text: string } | undefined {
  const parts = name.split(' > ');
  const last = parts[parts.length - 1]!;
  if (last.startsWith('catches: ')) return { passes: false, text: last.slice(9) };
  if (last.startsWith('passes: ')) return { passes: true, text: last.slice(8) };
  if (/^passes [^a-z]/.test(last)) return { passes: true, text: last.slice(7) };
  if (parts[0]!.startsWith('screenTask passes')) return { passes: true, text: last };
  return undefined;
}

/** The look-alike lists of the tests that check a whole list in one test (`const ALLOWED = [...]`,
 *  PASSING, PASSED, LOOKALIKES): each entry a text, or a [title, instructions] pair. The literal
 *  is plain data, read as JavaScript. */
function listedLookalikes(): { title: string; text: string }[] {
  const dir = join(ROOT, 'test/unit');
  const found: { title: string; text: string }[] = [];
  for (const file of readdirSync(dir).filter((f) => /^safety-.*\.test\.ts$/.test(f))) {
    const source = readFileSync(join(dir, file), 'utf8');
    const lists = /^const (?:ALLOWED|PASSING|PASSED|LOOKALIKES)\b[^=]*= (\[[\s\S]*?\n\]);/gm;
    for (const [, literal] of source.matchAll(lists)) {
      const entries = new Function(`return ${literal};`)() as (string | string[])[];
      for (const entry of entries) {
        if (typeof entry === 'string') found.push({ title: 'Errand', text: entry });
        else if (Array.isArray(entry) && entry.every((part) => typeof part === 'string'))
          found.push({ title: entry[0]!, text: entry[entry.length - 1]! });
      }
    }
  }
  return found;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const rows: Row[] = [];
  const seen = new Set<string>();
  const add = (label: Row['label'], category: string | null, title: string, text: string) => {
    if (seen.has(text)) return;
    seen.add(text);
    const id = `tt-${rows.length + 1}`;
    rows.push({ id, label, category, lang: 'mixed', evasion: 'none', title, instructions: text });
  };
  for (const { name } of listed()) {
    const found = textOf(name);
    if (found === undefined || seen.has(found.text)) continue;
    if (found.passes) {
      add('allow', null, 'Errand', found.text);
      continue;
    }
    const verdict = screenTask({ type: 'field_task', title: 'Errand', instructions: found.text });
    // A harmful wording is labelled by the rules' category; one they do not catch under this
    // title (its test screens it another way) is left out rather than guessed at.
    if (verdict.blocked || verdict.held === true)
      add(verdict.held ? 'hold' : 'refuse', verdict.category, 'Errand', found.text);
  }
  for (const { title, text } of listedLookalikes()) add('allow', null, title, text);
  writeFileSync(TEST_TEXTS, `${rows.map((r) => JSON.stringify(r)).join('\n')}\n`);
  const allowed = rows.filter((r) => r.label === 'allow').length;
  console.log(JSON.stringify({ written: TEST_TEXTS, rows: rows.length, allowed }));
}
