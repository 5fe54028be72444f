// Proves the learned second reader of bench/safety-ml (tried, not merged: docs/safety.md) loads
// from its weights file and scores dev4 rows exactly as its trainer reported when it wrote them,
// deterministically, with disguises that the features undo scoring like the plain text.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { modelFeatures } from '../../src/domain/safety-reader-features.ts';
import {
  harmLogit,
  MODEL_FILE,
  type ModelFile,
  modelCategory,
  safetyModel,
  weightsOf,
} from '../../bench/safety-ml/model.ts';
import { documentOf } from '../../src/domain/safety-filter.ts';
import { parseDoc } from '../../src/domain/safety-normalise.ts';

type Row = { id: string; title: string; instructions: string };

const dev4 = new Map(
  readFileSync(new URL('../../bench/data/safety/dev4.jsonl', import.meta.url), 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as Row)
    .map((row) => [row.id, row]),
);

const folded = (title: string, instructions: string): string =>
  parseDoc(documentOf({ type: 'field_task', title, instructions })).text;

// What `npm run bench:safety-ml -- --write` printed when it wrote bench/safety-ml/weights.json.
const PINNED = [
  { id: 'h-001', logit: 4.201064405146609, category: 'harassment_intimidation' },
  { id: 'h-002', logit: 1.430494250080626, category: 'harassment_intimidation' },
  { id: 'h-003', logit: 2.319069157171794, category: 'harassment_intimidation' },
  { id: 'h-060', logit: -1.2853737737368303, category: 'harassment_intimidation' },
  { id: 'h-061', logit: -1.5161252623482488, category: 'harassment_intimidation' },
  { id: 'h-062', logit: -0.4544202744350439, category: 'violence_threats' },
] as const;

describe('the learned reader of bench/safety-ml', () => {
  it('loads its weights file: 2^16 int8 harm weights, 13 categories, threshold 2', () => {
    const model = safetyModel();
    expect(model.weights.length).toBe(1 << 16);
    expect(model.categoryWeights.length).toBe(13 << model.categoryBits);
    expect(model.threshold).toBe(2);
  });

  it.each(PINNED)('scores dev4 row $id as training reported', ({ id, logit, category }) => {
    const row = dev4.get(id)!;
    const text = folded(row.title, row.instructions);
    expect(harmLogit(safetyModel(), text)).toBeCloseTo(logit, 9);
    expect(modelCategory(safetyModel(), text)).toBe(category);
  });

  it('is the same for the same text, whatever was scored between', () => {
    const row = dev4.get('h-001')!;
    const text = folded(row.title, row.instructions);
    const first = harmLogit(safetyModel(), text);
    harmLogit(safetyModel(), 'x '.repeat(5000));
    expect(harmLogit(safetyModel(), text)).toBe(first);
  });

  it('reads spaced-out letters as the word ("c o d e i n e" as "codeine")', () => {
    const plain = modelFeatures(folded('', 'buy codeine now'));
    const plainList = [...plain.hashes.slice(0, plain.count)].sort();
    const spaced = modelFeatures(folded('', 'buy c o d e i n e now'));
    expect([...spaced.hashes.slice(0, spaced.count)].sort()).toEqual(plainList);
  });

  it('refuses a weights file written for other categories', () => {
    const file = JSON.parse(readFileSync(MODEL_FILE, 'utf8')) as ModelFile;
    expect(() => weightsOf({ ...file, categories: file.categories.slice(1) })).toThrow(
      /other categories/,
    );
  });
});
