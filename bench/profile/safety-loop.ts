// The safety filter in a loop over 2 KB briefs made as bench/safety.ts makes them, for
// `node --cpu-prof`: prints the CPU time (user + system, not wall) per brief after a warm-up,
// which a loaded machine disturbs less than wall time. `node bin/run-ts.mjs
// bench/profile/safety-loop.ts [rounds]`.
import { readFileSync } from 'node:fs';
import { screenTask } from '../../src/domain/safety-filter.ts';

const rows = readFileSync(new URL('../data/safety/dev.jsonl', import.meta.url), 'utf8')
  .trim()
  .split('\n')
  .map((l) => JSON.parse(l) as { title: string; instructions: string });
const texts = rows.map((r) => `${r.title}\n${r.instructions}`);
const briefs: string[] = [];
for (let i = 0; i < 100; i += 1) {
  let brief = '';
  for (let j = i; brief.length < 2048; j += 7) brief += `${texts[j % texts.length]}\n`;
  briefs.push(brief.slice(0, 2048));
}
const screen = (b: string) =>
  screenTask({ type: 'field_verification', title: '', instructions: b });
for (let r = 0; r < 10; r += 1) for (const b of briefs) screen(b);
const rounds = Number(process.argv[2] ?? 50);
const before = process.cpuUsage();
for (let r = 0; r < rounds; r += 1) for (const b of briefs) screen(b);
const used = process.cpuUsage(before);
const perBrief = (used.user + used.system) / (rounds * briefs.length);
console.log(JSON.stringify({ cpu_us_per_2kb_brief: Math.round(perBrief) }));
