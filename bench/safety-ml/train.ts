import { writeFileSync } from 'node:fs';
import { AS_WRITTEN, rulesAt } from './rules-at.ts';
import {
  type Example,
  fileOf,
  loadSplit,
  quantize as quantizeOf,
  type Trained,
  type TrainOptions,
  train as trainOn,
} from './learn.ts';
import { harmLogit, MODEL_FILE, type ModelWeights, modelCategory } from './model.ts';
import { SAFETY_CATEGORIES } from '../../src/domain/safety-verdict.ts';

const SPLITS = ['dev', 'dev2', 'dev3', 'dev4'] as const;
const args = process.argv.slice(2);
const option = (name: string, fallback: number): number => {
  const i = args.indexOf(name);
  return i >= 0 ? Number(args[i + 1]) : fallback;
};
const OPTIONS: TrainOptions = {
  hashBits: option('--bits', 16),
  categoryBits: option('--cat-bits', 12),
  epochs: option('--epochs', 12),
  l2: option('--l2', 1e-6),
  distinct: false,
};
const RATE = option('--rate', 0.5);
const HASH_BITS = OPTIONS.hashBits;
const EPOCHS = OPTIONS.epochs;
const L2 = OPTIONS.l2;

const load = (): Example[] => SPLITS.flatMap((split) => loadSplit(split));
const train = (examples: readonly Example[]): Trained => trainOn(examples, OPTIONS, RATE);
const quantize = (model: Trained, threshold: number): ModelWeights =>
  quantizeOf(model, threshold, OPTIONS);

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
  const file = fileOf(model, SPLITS);
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
