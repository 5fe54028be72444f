// The safety unit tests' own texts as training rows for the learned reader (docs/safety.md,
// "Seventeenth round, the reader retrained"): each class test's look-alikes ("passes: …") as
// allowed text, its harmful wordings ("catches: …") as harm in the category the rules give them.
// Hundreds of hands' hard negatives, written next to the harm on purpose: a reader trained without
// them held dozens. Read from `vitest list` (test names carry the texts), written to
// bench/safety-ml/test-texts.jsonl; never a row of bench/data/safety.
//
//   node bin/run-ts.mjs bench/safety-ml/test-texts.ts
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
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

if (import.meta.url === `file://${process.argv[1]}`) {
  const rows: Row[] = [];
  const seen = new Set<string>();
  for (const { name } of listed()) {
    const at = Math.max(name.lastIndexOf(' > passes: '), name.lastIndexOf(' > catches: '));
    if (at < 0) continue;
    const passes = name.startsWith(' > passes: ', at);
    const text = name.slice(at + (passes ? ' > passes: ' : ' > catches: ').length);
    if (seen.has(text)) continue;
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
  writeFileSync(TEST_TEXTS, rows.map((r) => JSON.stringify(r)).join('\n') + '\n');
  const allowed = rows.filter((r) => r.label === 'allow').length;
  console.log(JSON.stringify({ written: TEST_TEXTS, rows: rows.length, allowed }));
}
