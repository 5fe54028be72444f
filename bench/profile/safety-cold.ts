// The safety filter screened cold: one 2 KB brief (made as bench/safety.ts makes them) timed
// right after other work on the thread, against the same brief screened twice in a row. Prints
// one JSON line of medians in µs (docs/safety.md, "Twentieth round, cost: what the 2 KB p99 is
// made of"):
// `node bin/run-ts.mjs bench/profile/safety-cold.ts [brief] [rounds]`.
import { readdirSync, readFileSync } from 'node:fs';
import { documentOf, screenTask } from '../../src/domain/safety-filter.ts';
import { parseDoc } from '../../src/domain/safety-normalise.ts';
import { harmLogit, readerWeights } from '../../src/domain/safety-reader.ts';

const data = new URL('../data/safety/', import.meta.url);
const texts: string[] = [];
for (const file of readdirSync(data)
  .filter((f) => f.endsWith('.jsonl'))
  .sort()) {
  for (const line of readFileSync(new URL(file, data), 'utf8').split('\n')) {
    if (line.trim() === '') continue;
    const row = JSON.parse(line) as { title: string; instructions: string };
    texts.push(`${row.title}\n${row.instructions}`);
  }
}
const briefs = Array.from({ length: 100 }, (_, i) => {
  let brief = '';
  for (let j = i; brief.length < 2048; j += 7) brief += `${texts[j % texts.length]}\n`;
  return brief.slice(0, 2048);
});
const input = (text: string) => ({ type: 'field_verification', title: '', instructions: text });
const which = Number(process.argv[2] ?? 0);
const rounds = Number(process.argv[3] ?? 200);
const model = readerWeights();
const folded = briefs.map((b) => parseDoc(documentOf(input(b))).text);
const memory = new Int32Array((8 << 20) >> 2);
let sink = 0;

/** What runs on the thread before the timed screen, ~8 ms each but `again`. */
const before: Record<string, () => void> = {
  again: () => {
    sink += screenTask(input(briefs[which]!)).blocked ? 1 : 0;
  },
  clock: () => {
    const t0 = performance.now();
    while (performance.now() - t0 < 8);
  },
  arithmetic: () => {
    let h = 1;
    for (let k = 0; k < 4e6; k += 1) h = Math.imul(h ^ k, 16777619);
    sink += h;
  },
  reader: () => {
    for (const f of folded) sink += harmLogit(model, f);
  },
  memory: () => {
    for (let i = 0; i < memory.length; i += 16) memory[i] = memory[i]! + 1;
  },
};

for (let r = 0; r < 20; r += 1) for (const b of briefs) screenTask(input(b));
const times: Record<string, number[]> = Object.fromEntries(
  Object.keys(before).map((name) => [name, [] as number[]]),
);
for (let r = 0; r < rounds; r += 1) {
  for (const [name, run] of Object.entries(before)) {
    run();
    const t0 = performance.now();
    screenTask(input(briefs[which]!));
    times[name]!.push((performance.now() - t0) * 1000);
  }
}
const median = (xs: number[]) => Math.round(xs.sort((a, b) => a - b)[xs.length >> 1]!);
const out = Object.fromEntries(Object.entries(times).map(([k, v]) => [`after_${k}_us`, median(v)]));
console.log(JSON.stringify({ brief: which, rounds, ...out, sink: sink !== 0 }));
