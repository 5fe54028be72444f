// bench/safety-why: the rows of one tuned split the safety filter gets wrong, each with what
// decided it: the policy rules that fired (with the words they quote, as staff see them), or the
// credential rules or the learned reader when no policy rule did. For finding false refusals and
// misses as classes (docs/safety.md, "How a round works"); never for a held-out split
// (safety-ml/held-out.ts), which it refuses to read.
//
//   npm run bench:safety-why -- voice-9            # false refusals and misses
//   npm run bench:safety-why -- voice-9 false      # false refusals only (or: miss)
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { documentOf } from '../src/domain/safety-document.ts';
import { screenTask, type SafetyVerdict } from '../src/domain/safety-filter.ts';
import { parseDoc } from '../src/domain/safety-normalise.ts';
import { policyFindings } from '../src/domain/safety-policy.ts';
import { readings, respell } from '../src/domain/safety-respell.ts';
import { kindsIn, tagDocument } from '../src/domain/safety-tags.ts';
import { HELD_OUT } from './safety-ml/held-out.ts';
import type { Row } from './safety-ml/learn.ts';

const [split, which] = process.argv.slice(2);
if (!split || HELD_OUT.has(split)) {
  throw new Error(`bench/safety-why: name a tuned split (never ${[...HELD_OUT].join(', ')})`);
}
const file = fileURLToPath(new URL(`data/safety/${split}.jsonl`, import.meta.url));
const caught = (v: SafetyVerdict): boolean => v.blocked || v.held === true;
const TYPE = 'field_task';

/** The policy findings of the first reading, as the filter reads the row (safety-filter.ts). */
function findingsOf(row: Row): string {
  const input = { type: TYPE, title: row.title, instructions: row.instructions };
  const doc = readings(parseDoc(documentOf(input)))[0]!;
  const head = respell(parseDoc(`${TYPE}\n\n${row.title}`));
  const titleLetters = head.text.length - Math.max(0, head.wordStarts.length - 1);
  const titleWords = [parseDoc(TYPE).wordStarts.length, head.wordStarts.length] as const;
  const found = policyFindings(doc.text, tagDocument(doc), titleLetters, kindsIn(doc), titleWords);
  return found.map((f) => `${f.outcome} ${f.category}: ${f.reason}`).join(' ; ');
}

for (const line of readFileSync(file, 'utf8').split('\n')) {
  if (line.trim() === '') continue;
  const row = JSON.parse(line) as Row;
  const verdict = screenTask({ type: TYPE, title: row.title, instructions: row.instructions });
  const allowed = row.label === 'allow';
  if (allowed !== caught(verdict)) continue;
  if ((which === 'false' && !allowed) || (which === 'miss' && allowed)) continue;
  const head = allowed
    ? `FALSE ${row.id} [${verdict.blocked || verdict.held ? verdict.category : ''}]`
    : `MISS ${row.id} ${row.category}`;
  console.log(`${head} ${row.title} | ${row.instructions}`);
  if (allowed)
    console.log(
      `    <- ${findingsOf(row) || `credential rules or reader: ${JSON.stringify(verdict)}`}`,
    );
}
