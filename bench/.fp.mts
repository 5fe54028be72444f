import { readFileSync } from 'node:fs';
import { screenTask } from '../src/domain/safety-filter.ts';
const rows = readFileSync('/work/wt-31-evalset/bench/data/safety/test.jsonl','utf8').trim().split('\n').map((l)=>JSON.parse(l));
const counts = new Map<string, number>();
for (const r of rows) { if (r.label !== 'allow') continue; const v = screenTask({type:'field_task', title:r.title, instructions:r.instructions});
  if (v.blocked || v.held) { const k = `${v.category} ${v.held ? (v.reasons[0]!.split('(')[0]) : 'refuse'} [${r.lang}]`; counts.set(k, (counts.get(k) ?? 0) + 1); } }
console.log([...counts].sort());
