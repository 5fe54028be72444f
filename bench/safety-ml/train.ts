import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { documentOf, screenTask } from '../../src/domain/safety-filter.ts';
import { modelFeatures } from './features.ts';
import { AS_WRITTEN, rulesAt } from './rules-at.ts';
import {
  featureScale,
  harmLogit,
  MODEL_FILE,
  type ModelFile,
  type ModelWeights,
  modelCategory,
} from './model.ts';
import { parseDoc } from '../../src/domain/safety-normalise.ts';
import { SAFETY_CATEGORIES } from '../../src/domain/safety-verdict.ts';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const SPLITS = ['dev', 'dev2', 'dev3', 'dev4'] as const;
const args = process.argv.slice(2);
const option = (name: string, fallback: number): number => {
  const i = args.indexOf(name);
  return i >= 0 ? Number(args[i + 1]) : fallback;
};
const HASH_BITS = option('--bits', 16);
const CATEGORY_BITS = option('--cat-bits', 12);
const EPOCHS = option('--epochs', 12);
const L2 = option('--l2', 1e-6);
const RATE = option('--rate', 0.5);

type Row = {
  id: string;
  label: 'allow' | 'refuse' | 'hold';
  category: string | null;
  lang: string;
  evasion: string;
  title: string;
  instructions: string;
};
type Example = {
  row: Row;
  split: string;
  harmful: boolean;
  category: number;
  folded: string;
  features: Int32Array;
  rulesCaught: boolean;
};

const fnv = (s: string): number => {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i += 1) h = Math.imul(h ^ s.charCodeAt(i), 0x01000193);
  return h >>> 0;
};

function load(): Example[] {
  const out: Example[] = [];
  for (const split of SPLITS) {
    const text = readFileSync(join(ROOT, `bench/data/safety/${split}.jsonl`), 'utf8');
    for (const line of text.split('\n')) {
      if (line.trim() === '') continue;
      const row = JSON.parse(line) as Row;
      const task = { type: 'field_task', title: row.title, instructions: row.instructions };
      const folded = parseDoc(documentOf(task)).text;
      const { hashes, count } = modelFeatures(folded);
      const verdict = screenTask(task);
      out.push({
        row,
        split,
        harmful: row.label !== 'allow',
        category: row.category ? SAFETY_CATEGORIES.indexOf(row.category as never) : -1,
        folded,
        features: hashes.slice(0, count),
        rulesCaught: verdict.blocked || verdict.held === true,
      });
    }
  }
  return out;
}

type Trained = { bias: number; weights: Float64Array; catBias: Float64Array; cat: Float64Array };
const scaleOf = featureScale;

/** The float model's logit, while training (the shipped scorer reads the int8 weights). */
function logit(model: Trained, features: Int32Array): number {
  const mask = (1 << HASH_BITS) - 1;
  const scale = scaleOf(features.length);
  let z = 0;
  for (const h of features) z += model.weights[h & mask]!;
  return model.bias + z * scale;
}

function order(examples: readonly Example[]): Example[] {
  return [...examples].sort((a, b) => fnv(a.row.id + a.split) - fnv(b.row.id + b.split));
}

function train(examples: readonly Example[]): Trained {
  const mask = (1 << HASH_BITS) - 1;
  const catMask = (1 << CATEGORY_BITS) - 1;
  const classes = SAFETY_CATEGORIES.length;
  const model: Trained = {
    bias: 0,
    weights: new Float64Array(1 << HASH_BITS),
    catBias: new Float64Array(classes),
    cat: new Float64Array(classes << CATEGORY_BITS),
  };
  const rows = order(examples);
  const probs = new Float64Array(classes);
  for (let epoch = 0; epoch < EPOCHS; epoch += 1) {
    const rate = RATE / (1 + epoch);
    for (const ex of rows) {
      const scale = scaleOf(ex.features.length);
      const p = 1 / (1 + Math.exp(-logit(model, ex.features)));
      const g = (ex.harmful ? 1 : 0) - p;
      model.bias += rate * g;
      for (const h of ex.features) {
        const i = h & mask;
        model.weights[i]! += rate * (g * scale - L2 * model.weights[i]!);
      }
      if (!ex.harmful) continue;
      // The category head: softmax over the categories, harmful rows only.
      let max = -Infinity;
      for (let c = 0; c < classes; c += 1) {
        let z = model.catBias[c]!;
        for (const h of ex.features) z += model.cat[(c << CATEGORY_BITS) | (h & catMask)]! * scale;
        probs[c] = z;
        if (z > max) max = z;
      }
      let sum = 0;
      for (let c = 0; c < classes; c += 1) {
        probs[c] = Math.exp(probs[c]! - max);
        sum += probs[c]!;
      }
      for (let c = 0; c < classes; c += 1) {
        const gc = (c === ex.category ? 1 : 0) - probs[c]! / sum;
        model.catBias[c]! += rate * gc;
        for (const h of ex.features)
          model.cat[(c << CATEGORY_BITS) | (h & catMask)]! += rate * gc * scale;
      }
    }
  }
  return model;
}

/** Int8 with one scale per head: what is shipped, and what every figure here is measured on. */
function quantize(model: Trained, threshold: number): ModelWeights {
  const q = (values: Float64Array): { scale: number; ints: Int8Array } => {
    let max = 0;
    for (const v of values) max = Math.max(max, Math.abs(v));
    const scale = max / 127 || 1;
    return { scale, ints: Int8Array.from(values, (v) => Math.round(v / scale)) };
  };
  const harm = q(model.weights);
  const cat = q(model.cat);
  return {
    hashBits: HASH_BITS,
    categoryBits: CATEGORY_BITS,
    threshold,
    bias: model.bias,
    scale: harm.scale,
    weights: harm.ints,
    categoryBias: [...model.catBias],
    categoryScale: cat.scale,
    categoryWeights: cat.ints,
  };
}

const THRESHOLDS = [0, 0.5, 1, 1.25, 1.5, 1.75, 2, 2.25, 2.5, 2.75, 3, 4, 5];
const r4 = (x: number): number => Math.round(x * 1e4) / 1e4;

type Scored = { ex: Example; z: number; category: number };
function figures(scored: readonly Scored[], threshold: number | null) {
  let harmful = 0;
  let caught = 0;
  let allowed = 0;
  let refused = 0;
  let byModel = 0;
  let rightCategory = 0;
  for (const { ex, z, category } of scored) {
    const model = !ex.rulesCaught && threshold !== null && z >= threshold;
    const by = ex.rulesCaught || model;
    if (ex.harmful) {
      harmful += 1;
      if (by) caught += 1;
      if (model) byModel += 1;
      if (model && category === ex.category) rightCategory += 1;
    } else {
      allowed += 1;
      if (by) refused += 1;
    }
  }
  return {
    recall: r4(caught / harmful),
    false_refusal_rate: r4(refused / allowed),
    refused,
    caught_by_model: byModel,
    model_category_right: byModel ? r4(rightCategory / byModel) : null,
  };
}

const scoreOne = (model: ModelWeights, ex: Example): Scored => ({
  ex,
  z: harmLogit(model, ex.folded),
  category: SAFETY_CATEGORIES.indexOf(modelCategory(model, ex.folded)),
});
const alone = (scored: readonly Scored[]): Scored[] =>
  scored.map((s) => ({ ...s, ex: { ...s.ex, rulesCaught: false } }));

const examples = load();
const pooled: Scored[] = [];
const rotations: Record<string, unknown> = {};
for (const held of SPLITS) {
  const model = quantize(train(examples.filter((e) => e.split !== held)), 0);
  const scored = examples.filter((e) => e.split === held).map((ex) => scoreOne(model, ex));
  pooled.push(...scored);
  rotations[held] = {
    rules: figures(scored, null),
    model_alone: Object.fromEntries(THRESHOLDS.map((t) => [t, figures(alone(scored), t)])),
    with_model: Object.fromEntries(THRESHOLDS.map((t) => [t, figures(scored, t)])),
  };
}
const chosen = THRESHOLDS.find((t) => figures(pooled, t).false_refusal_rate <= 0.01) ?? null;

/** Harmful rows caught by the rules and by rules + model at `t`, by category and by evasion. */
function breakdown(scored: readonly Scored[], t: number) {
  const groups: Record<string, Record<string, [number, number, number]>> = {
    category: {},
    evasion: {},
  };
  for (const { ex, z } of scored) {
    if (!ex.harmful) continue;
    const keys = { category: ex.row.category ?? 'none', evasion: ex.row.evasion };
    for (const [group, key] of Object.entries(keys)) {
      groups[group]![key] ??= [0, 0, 0];
      const cell = groups[group]![key]!;
      cell[0] += 1;
      if (ex.rulesCaught) cell[1] += 1;
      if (ex.rulesCaught || z >= t) cell[2] += 1;
    }
  }
  const recall = (g: Record<string, [number, number, number]>) =>
    Object.fromEntries(
      Object.entries(g)
        .sort()
        .map(([k, [n, r, m]]) => [k, { rows: n, rules: r4(r / n), with_model: r4(m / n) }]),
    );
  return { category: recall(groups.category!), evasion: recall(groups.evasion!) };
}

// As written: the rules as they stood when dev3 and dev4 were written (before any tuning on them,
// read from git), the model trained only on the sets that existed then. The honest question:
// does the model, trained on what the rules were tuned on, catch what they miss on new text?
const asWritten: Record<string, unknown> = {};
for (const { held, commit, trainOn } of AS_WRITTEN) {
  const oldScreen = await rulesAt(commit);
  const model = quantize(train(examples.filter((e) => trainOn.includes(e.split))), 0);
  const scored = examples
    .filter((e) => e.split === held)
    .map((ex) => {
      const v = oldScreen({
        type: 'field_task',
        title: ex.row.title,
        instructions: ex.row.instructions,
      });
      const rulesCaught = v.blocked || v.held === true;
      return scoreOne(model, { ...ex, rulesCaught });
    });
  asWritten[held] = {
    rules_at: commit,
    trained_on: trainOn,
    rules: figures(scored, null),
    with_model: Object.fromEntries(THRESHOLDS.map((t) => [t, figures(scored, t)])),
    model_alone: Object.fromEntries(THRESHOLDS.map((t) => [t, figures(alone(scored), t)])),
    recall_at_chosen: chosen === null ? null : breakdown(scored, chosen),
  };
}

console.log(
  JSON.stringify({
    bench: 'safety-ml',
    hash_bits: HASH_BITS,
    epochs: EPOCHS,
    l2: L2,
    rotations,
    pooled_rules: figures(pooled, null),
    pooled_with_model: Object.fromEntries(THRESHOLDS.map((t) => [t, figures(pooled, t)])),
    chosen_threshold: chosen,
    as_written: asWritten,
  }),
);
if (args.includes('--write')) {
  if (chosen === null) throw new Error('safety-ml: no threshold keeps false refusals ≤ 1 %');
  const model = quantize(train(examples), chosen);
  const file: ModelFile = {
    format: 'errand-safety-model/1',
    hash_bits: model.hashBits,
    category_bits: model.categoryBits,
    threshold: chosen,
    bias: model.bias,
    scale: model.scale,
    weights: Buffer.from(model.weights.buffer).toString('base64'),
    categories: SAFETY_CATEGORIES,
    category_bias: model.categoryBias,
    category_scale: model.categoryScale,
    category_weights: Buffer.from(model.categoryWeights.buffer).toString('base64'),
    trained_on: SPLITS,
  };
  writeFileSync(MODEL_FILE, `${JSON.stringify(file)}\n`);
  // The scores the unit test pins (test/unit/safety-ml-model.test.ts): dev4's first three harmful
  // and first three allowed rows.
  const dev4 = examples.filter((e) => e.split === 'dev4');
  const pinned = [
    ...dev4.filter((e) => e.harmful).slice(0, 3),
    ...dev4.filter((e) => !e.harmful).slice(0, 3),
  ].map((e) => ({
    id: e.row.id,
    logit: harmLogit(model, e.folded),
    category: modelCategory(model, e.folded),
  }));
  process.stderr.write(`${JSON.stringify({ written: 'bench/safety-ml/weights.json', pinned })}\n`);
}
