import { readFileSync } from 'node:fs';
import { execSync } from 'node:child_process';
import { screenTask } from '../src/domain/safety-filter.ts';
import { parseDoc } from '../src/domain/safety-normalise.ts';
import { tagDocument } from '../src/domain/safety-tags.ts';
import { policyFindings } from '../src/domain/safety-policy.ts';
const files = execSync("find node_modules -maxdepth 3 -iname 'README.md' | head -400; ls docs/*.md").toString().trim().split('\n');
const counts = new Map<string, number>(); let paras = 0; let hits = 0;
for (const f of files) {
  const text = readFileSync(f, 'utf8').replace(/```[\s\S]*?```/g, ' ');
  for (const p of text.split(/\n\s*\n/)) {
    if (p.length < 40 || p.length > 3000) continue;
    paras++;
    const v = screenTask({ type: 'x', title: '', instructions: p });
    if (v.blocked || v.held) {
      hits++;
      const d = parseDoc(p); const fs = policyFindings(d.text, tagDocument(d), 0);
      const key = fs.length ? fs.map((x) => x.reason).join(' | ') : `credential ${JSON.stringify(v)}`;
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
  }
}
console.log(paras, hits);
for (const [k, n] of [...counts].sort((a, b) => b[1] - a[1])) console.log(n, k.slice(0, 200));
