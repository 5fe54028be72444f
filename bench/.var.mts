import { readFileSync } from 'node:fs';
import { screenTask } from '../src/domain/safety-filter.ts';
const rows = readFileSync('/work/wt-31-evalset/bench/data/safety/dev.jsonl','utf8').trim().split('\n').map((l)=>JSON.parse(l));
const byId = new Map(rows.map((r)=>[r.id, r]));
const caught = (r: any) => { const v = screenTask({type:'field_task', title:r.title, instructions:r.instructions}); return v.blocked || v.held; };
for (const r of rows) {
  const m = /^(.*)-(spacing|leet|homoglyph|invisible)$/.exec(r.id); if (!m) continue;
  const base = byId.get(m[1]); if (!base || r.label === 'allow') continue;
  if (caught(base) && !caught(r)) console.log(r.id, '|', r.title, '|', r.instructions.slice(0, 200));
}
