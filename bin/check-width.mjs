#!/usr/bin/env node
// Fails when a tracked source line is wider than 100 columns (docs/design.md, "Formatting and lint
// rules"). Biome breaks code at 100 columns but not strings, comments or template literals, so
// this catches what the formatter leaves. Run by `npm run lint`.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const MAX = 100;
const SOURCE = /\.(ts|mts|cts|mjs|cjs|js)$/;

// Paths not checked, each with its reason.
const ALLOWED = [
  // The safety evaluation set: one labelled case per line, so a diff shows whole cases
  // (docs/safety-evalset.md).
  { prefix: 'bench/data/', reason: 'data: one evaluation case per line' },
  // The safety word lists: one entry per line, phrases kept whole to be read and reviewed.
  { prefix: 'src/domain/safety-lexicon', reason: 'word lists: one entry per line' },
];

const files = execFileSync('git', ['ls-files', '-z'], { encoding: 'utf8', maxBuffer: 64 << 20 })
  .split('\0')
  .filter((f) => SOURCE.test(f) && !ALLOWED.some((a) => f.startsWith(a.prefix)));

const offenders = [];
for (const file of files) {
  let text;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    continue; // listed by git but deleted in the work tree
  }
  const wide = [];
  text.split('\n').forEach((line, i) => {
    const columns = [...line].length;
    if (columns > MAX) wide.push({ line: i + 1, columns });
  });
  if (wide.length > 0) offenders.push({ file, wide });
}

if (offenders.length === 0) process.exit(0);
const total = offenders.reduce((n, o) => n + o.wide.length, 0);
for (const { file, wide } of offenders) {
  const shown = wide
    .slice(0, 3)
    .map((w) => `${w.line} (${w.columns})`)
    .join(', ');
  const more = wide.length > 3 ? `, and ${wide.length - 3} more` : '';
  console.error(`${file}: ${wide.length} line(s) over ${MAX} columns: ${shown}${more}`);
}
console.error(`check-width: ${total} line(s) over ${MAX} columns in ${offenders.length} file(s)`);
process.exit(1);
