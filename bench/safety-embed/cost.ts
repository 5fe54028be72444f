// bench/safety-embed/cost: what the embedding reader would add to a screening call, timed on a
// piscina worker thread beside the rules, on 2 KB briefs made of the dev sets' texts (as
// bench/safety.ts makes them; test.jsonl is not read), and the memory its vectors and weights
// take on that thread. Needs the model train.ts --write left. One JSON line.
//   node --expose-gc bin/run-ts.mjs bench/safety-embed/cost.ts [-- --rounds 20]
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Piscina } from 'piscina';
import type { CostAnswer, CostMessage } from './cost-worker.ts';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const args = process.argv.slice(2);
const roundsAt = args.indexOf('--rounds');
const rounds = roundsAt >= 0 ? Number(args[roundsAt + 1]) : 20;
const modelFile = join(ROOT, 'node_modules/.cache/errand-safety-embed/model.json');

const texts = ['dev', 'dev2', 'dev3', 'dev4'].flatMap((split) =>
  readFileSync(join(ROOT, `bench/data/safety/${split}.jsonl`), 'utf8')
    .split('\n')
    .filter((l) => l.trim() !== '')
    .map((l) => JSON.parse(l) as { title: string; instructions: string })
    .map((r) => `${r.title}\n${r.instructions}`),
);
const briefs: string[] = [];
for (let i = 0; i < 100; i += 1) {
  let brief = '';
  for (let j = i; brief.length < 2048; j += 7) brief += `${texts[j % texts.length]}\n`;
  briefs.push(brief.slice(0, 2048));
}

const pool = new Piscina<CostMessage, CostAnswer>({
  filename: join(ROOT, 'bench/safety-embed/cost-worker-entry.cjs'),
  minThreads: 1,
  maxThreads: 1,
});
const answer = await pool.run({ texts: briefs, rounds, modelFile });
await pool.close();

const pct = (values: Float64Array, p: number): number => {
  const sorted = Float64Array.from(values).sort();
  const v = sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
  return Math.round(v * 10) / 10;
};
const sum = answer.denseUs.map((d, i) => d + answer.ngramUs[i]!);
console.log(
  JSON.stringify({
    bench: 'safety-embed-cost',
    timed_on: 'piscina worker thread',
    briefs: briefs.length,
    rounds,
    rules_p50_us_2kb: pct(answer.filterUs, 50),
    reader_dense_p50_us_2kb: pct(answer.denseUs, 50),
    reader_ngram_p50_us_2kb: pct(answer.ngramUs, 50),
    reader_p50_us_2kb: pct(sum, 50),
    reader_p99_us_2kb: pct(sum, 99),
    // The cheap form's look-ups alone (one number a word on the filter's folded words).
    mean_table_p50_us_2kb: pct(answer.tableUs, 50),
    memory_added: answer.memory,
  }),
);
