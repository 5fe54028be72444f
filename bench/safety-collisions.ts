// bench/safety-collisions: screens every paragraph of the installed packages' READMEs and of
// docs/ (thousands of paragraphs of ordinary English, none of it a task) and lists what the safety
// filter refuses or holds there, grouped by rule and matched words. Each line is a candidate
// collision of a term with everyday words ("stable" read as "stab"): docs/safety.md, known limits.
//   node bin/run-ts.mjs bench/safety-collisions.ts
import { readFileSync } from 'node:fs';
import { execSync } from 'node:child_process';
import { screenTask } from '../src/domain/safety-filter.ts';
import { parseDoc } from '../src/domain/safety-normalise.ts';
import { kindsIn, tagDocument } from '../src/domain/safety-tags.ts';
import { policyFindings } from '../src/domain/safety-policy.ts';

const FIND = "find node_modules -maxdepth 3 -iname 'README.md' | head -400; ls docs/*.md";
const files = execSync(FIND).toString().trim().split('\n');
const counts = new Map<string, number>();
let paragraphs = 0;
let caught = 0;
for (const file of files) {
  const text = readFileSync(file, 'utf8').replace(/```[\s\S]*?```/g, ' ');
  for (const paragraph of text.split(/\n\s*\n/)) {
    if (paragraph.length < 40 || paragraph.length > 3000) continue;
    paragraphs += 1;
    const verdict = screenTask({ type: 'x', title: '', instructions: paragraph });
    if (!verdict.blocked && !verdict.held) continue;
    caught += 1;
    const doc = parseDoc(paragraph);
    const findings = policyFindings(doc.text, tagDocument(doc), 0, kindsIn(doc));
    const reasons = findings.map((f) => f.reason).join(' | ');
    const key = reasons !== '' ? reasons : `credential ${JSON.stringify(verdict)}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
}
console.log(JSON.stringify({ bench: 'safety-collisions', paragraphs, caught }));
for (const [key, n] of [...counts].sort((a, b) => b[1] - a[1])) console.log(n, key.slice(0, 200));
