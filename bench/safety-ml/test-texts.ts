// The safety unit tests' own texts as training rows for the learned reader (docs/safety.md,
// "Seventeenth round, the reader retrained"): each class test's look-alikes ("passes: …") as
// allowed text, its harmful wordings ("catches: …") as harm in the category the rules give them.
// Hundreds of hands' hard negatives, written next to the harm on purpose: a reader trained without
// them held dozens. Read from `vitest list` (test names carry the texts), written to
// bench/safety-ml/test-texts.jsonl; never a row of bench/data/safety.
//
//   node bin/run-ts.mjs bench/safety-ml/test-texts.ts
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { screenTask } from '../../src/domain/safety-filter.ts';
import { ROOT, type Row } from './learn.ts';

export const TEST_TEXTS = join(ROOT, 'bench/safety-ml/test-texts.jsonl');

/** The rows in TEST_TEXTS (empty when it was never written). */
export function testTextRows(): Row[] {
  const text = readFileSync(TEST_TEXTS, 'utf8');
  return text
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as Row);
}

function listed(): { name: string }[] {
  const dir = mkdtempSync(join(tmpdir(), 'safety-test-texts-'));
  const out = join(dir, 'list.json');
  try {
    execFileSync(
      'npx',
      ['vitest', 'list', '--project', 'unit', `--json=${out}`, 'test/unit/safety-'],
      { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] },
    );
    return JSON.parse(readFileSync(out, 'utf8')) as { name: string }[];
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
  for (const { name } of listed()) {
    const found = textOf(name);
    if (found === undefined || seen.has(found.text)) continue;
    const { passes, text } = found;
    seen.add(text);
    const verdict = screenTask({ type: 'field_task', title: 'Errand', instructions: text });
    const caught = verdict.blocked || verdict.held === true;
    // A harmful wording is labelled by the rules' category; one they do not catch under this
    // title (its test screens it another way) is left out rather than guessed at.
    if (!passes && !caught) continue;
    rows.push({
      id: `tt-${rows.length + 1}`,
      label: passes ? 'allow' : verdict.held ? 'hold' : 'refuse',
      category: passes || !caught ? null : verdict.category,
      lang: 'mixed',
      evasion: 'none',
      title: 'Errand',
      instructions: text,
    });
  }
  for (const { title, text } of listedLookalikes()) {
    if (seen.has(text)) continue;
    seen.add(text);
    rows.push({
      id: `tt-${rows.length + 1}`,
      label: 'allow',
      category: null,
      lang: 'mixed',
      evasion: 'none',
      title,
      instructions: text,
    });
  }
  writeFileSync(TEST_TEXTS, rows.map((r) => JSON.stringify(r)).join('\n') + '\n');
  const allowed = rows.filter((r) => r.label === 'allow').length;
  console.log(JSON.stringify({ written: TEST_TEXTS, rows: rows.length, allowed }));
}
