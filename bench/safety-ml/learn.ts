// The learned reader's trainer (docs/safety.md, "A learned second reader"), shared by train.ts
// (the dev-set rotations) and voices.ts (the voice rotations of the fifth round): logistic
// regression on the hashed features of features.ts plus a softmax category head, plain SGD over
// a fixed row order, then int8 weights with one scale a head. Deterministic; no clock, no
// randomness.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { documentOf, screenRules } from '../../src/domain/safety-filter.ts';
import { parseDoc } from '../../src/domain/safety-normalise.ts';
import { SAFETY_CATEGORIES } from '../../src/domain/safety-verdict.ts';
import { modelFeatures } from '../../src/domain/safety-reader-features.ts';
import { kindFeatures } from '../../src/domain/safety-reader-kinds.ts';
import { readings } from '../../src/domain/safety-respell.ts';
import { tagsOf } from '../../src/domain/safety-tags.ts';
import { featureScale, type ModelFile, type ModelWeights } from './model.ts';

export const ROOT = fileURLToPath(new URL('../../', import.meta.url));

export type Row = {
  id: string;
  label: 'allow' | 'refuse' | 'hold';
  category: string | null;
  lang: string;
  evasion: string;
  title: string;
  instructions: string;
};
export type Example = {
  row: Row;
  split: string;
  harmful: boolean;
  category: number;
  folded: string;
  /** The lexicon features (safety-reader-kinds.ts) when the reader reads them, else empty. */
  kinds: Int32Array;
  features: Int32Array;
  rulesCaught: boolean;
};
export type TrainOptions = {
  hashBits: number;
  categoryBits: number;
  epochs: number;
  l2: number;
  /** Each feature once (safety-reader-features.ts), as the merged reader reads. */
  distinct: boolean;
  /** The lexicons' kinds beside the n-grams (safety-reader-kinds.ts; the twelfth round). */
  kinds?: boolean;
};
export type Trained = {
  bias: number;
  weights: Float64Array;
  catBias: Float64Array;
  cat: Float64Array;
};

const fnv = (s: string): number => {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i += 1) h = Math.imul(h ^ s.charCodeAt(i), 0x01000193);
  return h >>> 0;
};

/** Every row of bench/data/safety/<split>.jsonl, folded, featurised and screened by the rules. */
export function loadSplit(split: string, distinct = false, kinds = false): Example[] {
  return examplesOf(rowsIn(join(ROOT, `bench/data/safety/${split}.jsonl`)), split, distinct, kinds);
}

/** The rows of a JSON-lines file. */
export function rowsIn(file: string): Row[] {
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as Row);
}

/** Rows folded, featurised and screened by the rules alone. */
export function examplesOf(
  rows: readonly Row[],
  split: string,
  distinct = false,
  withKinds = false,
): Example[] {
  return rows.map((row) => {
    const task = { type: 'field_task', title: row.title, instructions: row.instructions };
    // The document the service's reader reads (safety-filter.ts, screenTask): the first reading.
    const doc = readings(parseDoc(documentOf(task)))[0]!;
    const folded = doc.text;
    const kinds = withKinds ? kindFeatures(tagsOf(doc)) : new Int32Array(0);
    const { hashes, count } = modelFeatures(folded, distinct, kinds);
    const verdict = screenRules(task);
    return {
      row,
      split,
      harmful: row.label !== 'allow',
      category: row.category ? SAFETY_CATEGORIES.indexOf(row.category as never) : -1,
      folded,
      kinds,
      features: hashes.slice(0, count),
      rulesCaught: verdict.blocked || verdict.held === true,
    };
  });
}

/** The float model's logit, while training (the shipped scorer reads the int8 weights). */
function logit(model: Trained, features: Int32Array, hashBits: number): number {
  const mask = (1 << hashBits) - 1;
  const scale = featureScale(features.length);
  let z = 0;
  for (const h of features) z += model.weights[h & mask]!;
  return model.bias + z * scale;
}

function order(examples: readonly Example[]): Example[] {
  return [...examples].sort((a, b) => fnv(a.row.id + a.split) - fnv(b.row.id + b.split));
}

export function train(examples: readonly Example[], o: TrainOptions, rateAt0 = 0.5): Trained {
  const mask = (1 << o.hashBits) - 1;
  const catMask = (1 << o.categoryBits) - 1;
  const classes = SAFETY_CATEGORIES.length;
  const model: Trained = {
    bias: 0,
    weights: new Float64Array(1 << o.hashBits),
    catBias: new Float64Array(classes),
    cat: new Float64Array(classes << o.categoryBits),
  };
  const rows = order(examples);
  const probs = new Float64Array(classes);
  for (let epoch = 0; epoch < o.epochs; epoch += 1) {
    const rate = rateAt0 / (1 + epoch);
    for (const ex of rows) {
      const scale = featureScale(ex.features.length);
      const p = 1 / (1 + Math.exp(-logit(model, ex.features, o.hashBits)));
      const g = (ex.harmful ? 1 : 0) - p;
      model.bias += rate * g;
      for (const h of ex.features) {
        const i = h & mask;
        model.weights[i]! += rate * (g * scale - o.l2 * model.weights[i]!);
      }
      if (!ex.harmful) continue;
      // The category head: softmax over the categories, harmful rows only.
      let max = -Infinity;
      for (let c = 0; c < classes; c += 1) {
        let z = model.catBias[c]!;
        for (const h of ex.features) z += model.cat[(c << o.categoryBits) | (h & catMask)]! * scale;
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
          model.cat[(c << o.categoryBits) | (h & catMask)]! += rate * gc * scale;
      }
    }
  }
  return model;
}

/** Int8 with one scale per head: what is shipped, and what every figure here is measured on. */
export function quantize(model: Trained, threshold: number, o: TrainOptions): ModelWeights {
  const q = (values: Float64Array): { scale: number; ints: Int8Array } => {
    let max = 0;
    for (const v of values) max = Math.max(max, Math.abs(v));
    const scale = max / 127 || 1;
    return { scale, ints: Int8Array.from(values, (v) => Math.round(v / scale)) };
  };
  const harm = q(model.weights);
  const cat = q(model.cat);
  return {
    hashBits: o.hashBits,
    categoryBits: o.categoryBits,
    threshold,
    bias: model.bias,
    scale: harm.scale,
    weights: harm.ints,
    categoryBias: [...model.catBias],
    categoryScale: cat.scale,
    categoryWeights: cat.ints,
    distinct: o.distinct,
    kinds: o.kinds === true,
  };
}

/** The weights file of a quantized model. */
export function fileOf(model: ModelWeights, trainedOn: readonly string[]): ModelFile {
  return {
    format: 'errand-safety-model/1',
    hash_bits: model.hashBits,
    category_bits: model.categoryBits,
    threshold: model.threshold,
    bias: model.bias,
    scale: model.scale,
    weights: Buffer.from(model.weights.buffer).toString('base64'),
    categories: SAFETY_CATEGORIES,
    category_bias: model.categoryBias,
    category_scale: model.categoryScale,
    category_weights: Buffer.from(model.categoryWeights.buffer).toString('base64'),
    trained_on: trainedOn,
    ...(model.distinct ? { distinct_features: true } : {}),
    ...(model.kinds ? { kind_features: true } : {}),
  };
}
