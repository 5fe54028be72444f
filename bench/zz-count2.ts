import { readFileSync, readdirSync } from 'node:fs';
import { screenTask } from '../src/domain/safety-filter.ts';
import { HELD_OUT } from './safety-ml/held-out.ts';
const rows: any[] = [];
for (const f of readdirSync('bench/data/safety').filter((f) => f.endsWith('.jsonl')).sort()) {
  if (HELD_OUT.has(f.slice(0, -6))) continue;
  for (const l of readFileSync(`bench/data/safety/${f}`, 'utf8').split('\n')) if (l.trim()) rows.push(JSON.parse(l));
}
const texts = rows.map((r) => `${r.title}\n${r.instructions}`);
const briefs: string[] = [];
for (let i = 0; i < 200; i += 1) { let b = ''; for (let j = i * 53; b.length < 2048; j += 7) b += `${texts[j % texts.length]}\n`; briefs.push(b.slice(0, 2048)); }
for (const b of briefs) screenTask({ type: 'field_verification', title: '', instructions: b });
const g = globalThis as any;
console.log('briefs', briefs.length, 'coresOf computations', g.ZZ_CALLS, 'live calls with safe', g.ZZ_LIVE);
