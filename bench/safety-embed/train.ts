import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { documentOf, screenRules as screenTask } from '../../src/domain/safety-filter.ts';
import { featureScale } from '../safety-ml/model.ts';
import { AS_WRITTEN, rulesAt } from '../safety-ml/rules-at.ts';
import {
  denseScale,
  type EmbedModel,
  type Input,
  logit,
  setDenseWeight,
  inputOf,
  toJson,
  type Variant,
} from './model.ts';
import { loadVectors } from './vectors.ts';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
export const MODEL_JSON = join(ROOT, 'node_modules/.cache/errand-safety-embed/model.json');
const SPLITS = ['dev', 'dev2', 'dev3', 'dev4'] as const;
const VARIANTS: Variant[] = ['ngram', 'embed', 'both'];
const args = process.argv.slice(2);
const option = (name: string): string | undefined => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};
const HASH_BITS = Number(option('--bits') ?? 16);
const EPOCHS = Number(option('--epochs') ?? 12);
const RATE = Number(option('--rate') ?? 0.5);
const L2 = Number(option('--l2') ?? 1e-6);
const L2_DENSE = Number(option('--l2-dense') ?? 1e-4);
const WORDS = Number(option('--words') ?? 100_000);
setDenseWeight(Number(option('--dense-weight') ?? 1));

type Row = { id: string; label: string; title: string; instructions: string };
type Example = { id: string; split: string; harmful: boolean; x: Input; rulesCaught: boolean };

const fnv = (s: string): number => {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i += 1) h = Math.imul(h ^ s.charCodeAt(i), 0x01000193);
  return h >>> 0;
};

const vectors = loadVectors(WORDS, option('--vectors'));
const rowsOf = (split: string): Row[] =>
  readFileSync(join(ROOT, `bench/data/safety/${split}.jsonl`), 'utf8')
    .split('\n')
    .filter((l) => l.trim() !== '')
    .map((l) => JSON.parse(l) as Row);
const task = (r: Row) => ({ type: 'field_task', title: r.title, instructions: r.instructions });

/** `--pools mean,max,min,sentence,unknown`: the dense blocks kept (the others zeroed), to see
 *  which pooling carries the signal and what a cheaper reader would keep. */
const POOLS = (option('--pools') ?? 'mean,max,min,sentence,unknown').split(',');
const BLOCKS = ['mean', 'max', 'min', 'sentence'];
function keepPools(dense: Float64Array): Float64Array {
  const dims = vectors.dims;
  BLOCKS.forEach((b, k) => {
    if (!POOLS.includes(b)) dense.fill(0, k * dims, (k + 1) * dims);
  });
  if (!POOLS.includes('unknown')) dense[4 * dims] = 0;
  return dense;
}

const examples: Example[] = SPLITS.flatMap((split) =>
  rowsOf(split).map((row) => {
    const v = screenTask(task(row));
    return {
      id: row.id,
      split,
      harmful: row.label !== 'allow',
      x: ((x) => ({ ...x, dense: keepPools(x.dense) }))(inputOf(documentOf(task(row)), vectors)),
      rulesCaught: v.blocked || v.held === true,
    };
  }),
);

export function train(rows: readonly Example[], variant: Variant): EmbedModel {
  const n = rows[0]!.x.dense.length;
  const mean = new Float64Array(n);
  const std = new Float64Array(n);
  for (const r of rows) for (let j = 0; j < n; j += 1) mean[j]! += r.x.dense[j]! / rows.length;
  for (const r of rows)
    for (let j = 0; j < n; j += 1) std[j]! += (r.x.dense[j]! - mean[j]!) ** 2 / rows.length;
  for (let j = 0; j < n; j += 1) std[j] = Math.sqrt(std[j]!) || 1;
  const m: EmbedModel = {
    variant,
    hashBits: HASH_BITS,
    bias: 0,
    ngram: new Float64Array(variant === 'embed' ? 0 : 1 << HASH_BITS),
    dense: new Float64Array(variant === 'ngram' ? 0 : n),
    denseMean: mean,
    denseStd: std,
    threshold: 0,
  };
  const mask = (1 << HASH_BITS) - 1;
  const ordered = [...rows].sort((a, b) => fnv(a.id + a.split) - fnv(b.id + b.split));
  for (let epoch = 0; epoch < EPOCHS; epoch += 1) {
    const rate = RATE / (1 + epoch);
    for (const r of ordered) {
      const g = (r.harmful ? 1 : 0) - 1 / (1 + Math.exp(-logit(m, r.x)));
      m.bias += rate * g;
      if (variant !== 'embed') {
        const s = featureScale(r.x.hashes.length);
        for (const h of r.x.hashes) {
          const i = h & mask;
          m.ngram[i]! += rate * (g * s - L2 * m.ngram[i]!);
        }
      }
      if (variant !== 'ngram') {
        const s = denseScale(n);
        for (let j = 0; j < n; j += 1) {
          const x = (r.x.dense[j]! - mean[j]!) / std[j]!;
          m.dense[j]! += rate * (g * s * x - L2_DENSE * m.dense[j]!);
        }
      }
    }
  }
  return m;
}

const THRESHOLDS = Array.from({ length: 21 }, (_, i) => i / 4); // 0, 0.25 … 5
const r4 = (x: number): number => Math.round(x * 1e4) / 1e4;
type Scored = { ex: Example; z: number };

function figures(scored: readonly Scored[], t: number | null, rules = true) {
  let harmful = 0;
  let caught = 0;
  let allowed = 0;
  let falseHolds = 0;
  let byModel = 0;
  for (const { ex, z } of scored) {
    const byRules = rules && ex.rulesCaught;
    const model = !byRules && t !== null && z >= t;
    if (ex.harmful) {
      harmful += 1;
      if (byRules || model) caught += 1;
      if (model) byModel += 1;
    } else {
      allowed += 1;
      if (byRules || model) falseHolds += 1;
    }
  }
  return {
    recall: r4(caught / harmful),
    false_refusal_rate: r4(falseHolds / allowed),
    caught_by_model: byModel,
  };
}
/** The model alone, ranked: the share of harmful rows scored above every allowed row but a
 *  fraction `fr` (the recall a threshold would buy at that false-refusal rate). */
function recallAtFr(scored: readonly Scored[], fr: number): number {
  const allowed = scored.filter((s) => !s.ex.harmful).map((s) => s.z);
  allowed.sort((a, b) => b - a);
  const cut = allowed[Math.floor(fr * allowed.length)] ?? -Infinity;
  const harmful = scored.filter((s) => s.ex.harmful);
  return r4(harmful.filter((s) => s.z > cut).length / harmful.length);
}
const ranked = (scored: readonly Scored[]) =>
  Object.fromEntries(
    [0.01, 0.02, 0.05].map((fr) => [`recall_at_fr_${fr}`, recallAtFr(scored, fr)]),
  );
const grid = (scored: readonly Scored[], rules = true) =>
  Object.fromEntries(THRESHOLDS.map((t) => [t, figures(scored, t, rules)]));

const result: Record<string, unknown> = {};
const chosenOf: Partial<Record<Variant, number | null>> = {};
for (const variant of VARIANTS) {
  const pooled: Scored[] = [];
  const rotations: Record<string, unknown> = {};
  for (const held of SPLITS) {
    const m = train(
      examples.filter((e) => e.split !== held),
      variant,
    );
    const scored = examples
      .filter((e) => e.split === held)
      .map((ex) => ({ ex, z: logit(m, ex.x) }));
    pooled.push(...scored);
    rotations[held] = { rules: figures(scored, null), with_model: grid(scored) };
  }
  const chosen = THRESHOLDS.find((t) => figures(pooled, t).false_refusal_rate <= 0.01) ?? null;
  chosenOf[variant] = chosen;
  result[variant] = {
    rotations,
    pooled_rules: figures(pooled, null),
    pooled_with_model: grid(pooled),
    pooled_model_alone: grid(pooled, false),
    pooled_model_alone_ranked: ranked(pooled),
    chosen_threshold: chosen,
  };
}

// As written: the rules before any tuning on the held-out set (from git), the model trained on
// the sets that existed then (bench/safety-ml/train.ts does the same for its n-grams).
const asWritten: Record<string, unknown> = {};
for (const { held, commit, trainOn } of AS_WRITTEN) {
  const oldScreen = await rulesAt(commit);
  const heldRows = new Map(rowsOf(held).map((r) => [r.id, r]));
  const oldCaught = new Map<string, boolean>();
  for (const [id, row] of heldRows) {
    const v = oldScreen(task(row));
    oldCaught.set(id, v.blocked || v.held === true);
  }
  const out: Record<string, unknown> = { rules_at: commit, trained_on: trainOn };
  for (const variant of VARIANTS) {
    const m = train(
      examples.filter((e) => trainOn.includes(e.split)),
      variant,
    );
    const scored = examples
      .filter((e) => e.split === held)
      .map((ex) => ({ ex: { ...ex, rulesCaught: oldCaught.get(ex.id)! }, z: logit(m, ex.x) }));
    out.rules = figures(scored, null);
    out[variant] = {
      with_model: grid(scored),
      model_alone: grid(scored, false),
      model_alone_ranked: ranked(scored),
    };
  }
  asWritten[held] = out;
}

console.log(
  JSON.stringify({
    bench: 'safety-embed',
    words: vectors.index.size,
    dims: vectors.dims,
    epochs: EPOCHS,
    l2: L2,
    l2_dense: L2_DENSE,
    pools: POOLS,
    ...result,
    as_written: asWritten,
  }),
);

const write = option('--write') as Variant | undefined;
if (write) {
  const t = chosenOf[write];
  if (t === undefined || t === null) throw new Error(`safety-embed: no threshold for ${write}`);
  const m = { ...train(examples, write), threshold: t };
  mkdirSync(join(ROOT, 'node_modules/.cache/errand-safety-embed'), { recursive: true });
  writeFileSync(MODEL_JSON, `${JSON.stringify(toJson(m, WORDS))}\n`);
  process.stderr.write(
    `${JSON.stringify({ written: MODEL_JSON, variant: write, threshold: t })}\n`,
  );
}
