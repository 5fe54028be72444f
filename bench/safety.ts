// bench/safety: the safety filter measured on the labeled evaluation set
// (bench/data/safety/*.jsonl, or --data DIR): recall per refused/held category (caught = refused
// or held), false refusals (allowed texts refused or held), by split, language and evasion; and
// its cost per text timed on a piscina worker thread (where the service screens) beside a
// baseline measured in the same run on the same thread (NFKC-normalising and lower-casing the
// same texts), and the rules alone without the learned reader in the same run. Prints one JSON
// line. docs/safety.md reports the figures.
//
//   npm run bench:safety                     # the repository's set
//   npm run bench:safety -- --data DIR       # another copy of the set
//   npm run bench:safety -- --misses dev     # also list the dev rows it gets wrong (stderr)
//   npm run bench:safety -- --tsx            # time the source through tsx, not the bundle
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Piscina } from 'piscina';
import { screenRules, screenTask, type SafetyVerdict } from '../src/domain/safety-filter.ts';
import { nodeArgsFor } from '../test/support/test-bundle.ts';
import type { TimingAnswer, TimingMessage } from './safety-worker.ts';
import type { Row as SetRow } from './safety-ml/learn.ts';

/** A row of a split, with the split it came from. */
type Row = SetRow & { split: string };

const ROOT = fileURLToPath(new URL('../', import.meta.url));
const args = process.argv.slice(2);
const option = (name: string): string | undefined => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};
const dataDir = resolve(option('--data') ?? join(ROOT, 'bench/data/safety'));
const missesOf = option('--misses');
const rounds = Number(option('--rounds') ?? 20);
const viaTsx = args.includes('--tsx');

function load(dir: string): Row[] {
  if (!existsSync(dir)) throw new Error(`bench/safety: no data at ${dir} (pass --data DIR)`);
  const rows: Row[] = [];
  for (const file of readdirSync(dir)
    .filter((f) => f.endsWith('.jsonl'))
    .sort()) {
    const split = basename(file, '.jsonl');
    for (const line of readFileSync(join(dir, file), 'utf8').split('\n')) {
      if (line.trim() !== '') rows.push({ ...(JSON.parse(line) as Omit<Row, 'split'>), split });
    }
  }
  return rows;
}

const round = (x: number, digits = 4): number => Math.round(x * 10 ** digits) / 10 ** digits;

type Tally = {
  harmful: number;
  caught: number;
  rightCategory: number;
  allowed: number;
  falseRefusals: number;
};
const tally = (): Tally => ({
  harmful: 0,
  caught: 0,
  rightCategory: 0,
  allowed: 0,
  falseRefusals: 0,
});
const summary = (t: Tally) => ({
  harmful: t.harmful,
  recall: t.harmful ? round(t.caught / t.harmful) : null,
  category_accuracy: t.caught ? round(t.rightCategory / t.caught) : null,
  allowed: t.allowed,
  false_refusal_rate: t.allowed ? round(t.falseRefusals / t.allowed) : null,
});

const caughtBy = (v: SafetyVerdict): boolean => v.blocked || v.held === true;
const categoryOf = (v: SafetyVerdict): string | null => (v.blocked || v.held ? v.category : null);

function score(rows: readonly Row[], screen: typeof screenTask = screenTask) {
  const overall = tally();
  const groups = {
    split: new Map<string, Tally>(),
    lang: new Map<string, Tally>(),
    evasion: new Map<string, Tally>(),
    category: new Map<string, Tally>(),
  };
  const at = (map: Map<string, Tally>, key: string): Tally => {
    if (!map.has(key)) map.set(key, tally());
    return map.get(key)!;
  };
  const misses: string[] = [];
  for (const row of rows) {
    const { title, instructions } = row;
    const verdict = screen({ type: 'field_task', title, instructions });
    const targets = [
      overall,
      at(groups.split, row.split),
      at(groups.lang, row.lang),
      at(groups.evasion, row.evasion),
    ];
    if (row.label === 'allow') {
      const wrong = caughtBy(verdict);
      for (const t of targets) {
        t.allowed += 1;
        if (wrong) t.falseRefusals += 1;
      }
      if (wrong && row.split === missesOf) {
        misses.push(`FALSE ${row.id} ${JSON.stringify(verdict)} | ${title} | ${instructions}`);
      }
    } else {
      targets.push(at(groups.category, row.category ?? 'none'));
      const caught = caughtBy(verdict);
      const right = categoryOf(verdict) === row.category;
      for (const t of targets) {
        t.harmful += 1;
        if (caught) t.caught += 1;
        if (right) t.rightCategory += 1;
      }
      if (!caught && row.split === missesOf) {
        misses.push(`MISS ${row.id} ${row.category} | ${title} | ${instructions}`);
      }
    }
  }
  const by = (map: Map<string, Tally>) =>
    Object.fromEntries([...map].sort().map(([k, t]) => [k, summary(t)]));
  const recallByCategory = Object.fromEntries(
    [...groups.category].sort().map(([k, t]) => [k, round(t.caught / t.harmful)]),
  );
  return {
    overall,
    recallByCategory,
    bySplit: by(groups.split),
    byLang: by(groups.lang),
    byEvasion: by(groups.evasion),
    misses,
  };
}

/** Each text's median over the rounds (the timing answers rounds × texts, round-major). */
function perTextMedians(values: Float64Array, texts: number): Float64Array {
  const out = new Float64Array(texts);
  const runs = values.length / texts;
  for (let t = 0; t < texts; t += 1) {
    const mine = new Float64Array(runs);
    for (let r = 0; r < runs; r += 1) mine[r] = values[r * texts + t]!;
    out[t] = percentile(mine, 50);
  }
  return out;
}

function percentile(values: Float64Array, p: number): number {
  const sorted = Float64Array.from(values).sort();
  return round(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0, 1);
}

/** Briefs of ~2 KB made of the set's own texts, so the timing sees the filter's real work. */
function briefs2kb(rows: readonly Row[], count: number): string[] {
  const texts = rows.map((r) => `${r.title}\n${r.instructions}`);
  const out: string[] = [];
  for (let i = 0; i < count; i += 1) {
    let brief = '';
    for (let j = i; brief.length < 2048; j += 7) brief += `${texts[j % texts.length]}\n`;
    out.push(brief.slice(0, 2048));
  }
  return out;
}

// The service's workers load an esbuild bundle of the source (bin/load-source.mjs), not tsx's
// transform, which wraps every named closure in a `__name` call: the loop is timed bundled the
// same way (test/support/test-bundle.ts), unless asked for tsx (ERRAND_TSX=1 answers tsx too).
const entry = viaTsx ? [] : await nodeArgsFor('bench/safety-worker.ts');
const bundle = entry.length === 1 ? entry[0] : undefined;

async function timeOnWorker(texts: string[]): Promise<TimingAnswer> {
  const pool = new Piscina<TimingMessage, TimingAnswer>({
    filename: join(ROOT, 'bench/safety-worker-entry.cjs'),
    workerData: { bundle },
    minThreads: 1,
    maxThreads: 1,
  });
  try {
    return await pool.run({ texts, rounds });
  } finally {
    await pool.close();
  }
}

const rows = load(dataDir);
if (rows.length === 0) throw new Error(`bench/safety: no rows in ${dataDir}`);
const scored = score(rows);
const splits = [...new Set(rows.map((r) => r.split))].sort();
/** Every figure of the quality half again for each split alone (dev and test reported apart). */
const perSplit = Object.fromEntries(
  splits.map((split) => {
    const own = score(rows.filter((r) => r.split === split));
    return [
      split,
      {
        ...summary(own.overall),
        recall_per_category: own.recallByCategory,
        by_language: own.byLang,
        by_evasion: own.byEvasion,
      },
    ];
  }),
);
/** The same splits screened by the rules alone (the filter before the fifth round's reader). */
const rulesOnly = Object.fromEntries(
  splits.map((split) => {
    const own = score(
      rows.filter((r) => r.split === split),
      screenRules,
    );
    const { recall, false_refusal_rate } = summary(own.overall);
    return [split, { recall, false_refusal_rate }];
  }),
);
const rowTexts = rows.map((r) => `${r.title}\n${r.instructions}`);
const rowTiming = await timeOnWorker(rowTexts);
const briefs = briefs2kb(rows, 100);
const briefTiming = await timeOnWorker(briefs);
// Briefs of allowed rows only: the rules pass most of them, so the learned reader runs too.
const allowedBriefs = briefs2kb(
  rows.filter((r) => r.label === 'allow'),
  100,
);
const allowedTiming = await timeOnWorker(allowedBriefs);
const allowedPassed = allowedBriefs.filter((text) => {
  const v = screenTask({ type: 'field_verification', title: '', instructions: text });
  return !v.blocked && !v.held;
}).length;
const p99Filter2kb = percentile(briefTiming.filterUs, 99);
const p99Baseline2kb = percentile(briefTiming.baselineUs, 99);
for (const miss of scored.misses) process.stderr.write(`${miss}\n`);
console.log(
  JSON.stringify({
    bench: 'safety',
    data: dataDir,
    rows: rows.length,
    recall_per_category: scored.recallByCategory,
    recall_overall: round(scored.overall.caught / scored.overall.harmful),
    category_accuracy: round(scored.overall.rightCategory / scored.overall.caught),
    false_refusal_rate: round(scored.overall.falseRefusals / scored.overall.allowed),
    by_split: perSplit,
    rules_only_by_split: rulesOnly,
    by_language: scored.byLang,
    by_evasion: scored.byEvasion,
    timed_on: 'piscina worker thread',
    loaded_from: bundle === undefined ? 'tsx' : 'esbuild bundle, as the service loads it',
    // The service's screening thread runs under `npm start`'s flags (its semi-space: a scavenge
    // lands on ~1 % of 2 KB briefs, the p99's tail): the bench runs under the same.
    node_flags: process.execArgv.join(' '),
    p50_us: percentile(rowTiming.filterUs, 50),
    p99_us: percentile(rowTiming.filterUs, 99),
    p50_us_2kb: percentile(briefTiming.filterUs, 50),
    p99_us_2kb: p99Filter2kb,
    // Scheduler noise apart (a shared 2-core machine preempts the worker): the p99 over texts of
    // each text's median time over the rounds.
    p99_us_2kb_of_medians: percentile(perTextMedians(briefTiming.filterUs, briefs.length), 99),
    p99_us_of_medians: percentile(perTextMedians(rowTiming.filterUs, rowTexts.length), 99),
    baseline: 'NFKC + lower-case of the same texts, same thread',
    baseline_p50_us: percentile(rowTiming.baselineUs, 50),
    baseline_p99_us_2kb: p99Baseline2kb,
    ratio_p99_2kb: round(p99Filter2kb / Math.max(p99Baseline2kb, 0.1), 1),
    // The rules alone (the filter before the fifth round's reader), timed in the same run.
    rules_only_p50_us_2kb: percentile(briefTiming.rulesUs, 50),
    rules_only_p99_us_2kb: percentile(briefTiming.rulesUs, 99),
    rules_only_p99_us_2kb_of_medians: percentile(
      perTextMedians(briefTiming.rulesUs, briefs.length),
      99,
    ),
    // 2 KB briefs of allowed rows (the filter, then the rules alone, same run).
    allowed_briefs_passed: allowedPassed,
    p50_us_2kb_allowed: percentile(allowedTiming.filterUs, 50),
    p99_us_2kb_allowed_of_medians: percentile(
      perTextMedians(allowedTiming.filterUs, allowedBriefs.length),
      99,
    ),
    rules_only_p50_us_2kb_allowed: percentile(allowedTiming.rulesUs, 50),
    rules_only_p99_us_2kb_allowed_of_medians: percentile(
      perTextMedians(allowedTiming.rulesUs, allowedBriefs.length),
      99,
    ),
    // The reader's step alone, on the document the filter has already folded.
    reader_p50_us_2kb: percentile(briefTiming.readerUs, 50),
    reader_p99_us_2kb: percentile(briefTiming.readerUs, 99),
    reader_p99_us_2kb_of_medians: percentile(
      perTextMedians(briefTiming.readerUs, briefs.length),
      99,
    ),
  }),
);
