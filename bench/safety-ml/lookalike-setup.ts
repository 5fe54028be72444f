// The look-alike check of the learned reader (lookalikes.config.ts): every screenTask the safety
// unit tests call is the rules, then the reader of weights-voices.json (voices.ts --write)
// holding what they pass at its threshold (or SAFETY_ML_THRESHOLD). A test that expects a pass
// and fails here is a hand-written look-alike, never trained on, that the reader holds.
import { readFileSync } from 'node:fs';
import { vi } from 'vitest';
import type * as Filter from '../../src/domain/safety-filter.ts';

vi.mock('../../src/domain/safety-filter.ts', async (importOriginal) => {
  const real = await importOriginal<typeof Filter>();
  const { parseDoc } = await import('../../src/domain/safety-normalise.ts');
  const { harmLogit, modelCategory, weightsOf } = await import('./model.ts');
  const file = JSON.parse(readFileSync(new URL('./weights-voices.json', import.meta.url), 'utf8'));
  const model = weightsOf(file);
  const threshold = Number(process.env.SAFETY_ML_THRESHOLD ?? model.threshold);
  const screenTask: typeof real.screenTask = (input) => {
    const v = real.screenTask(input);
    if (v.blocked || v.held) return v;
    const folded = parseDoc(real.documentOf(input)).text;
    const z = harmLogit(model, folded);
    if (z < threshold) return v;
    const category = modelCategory(model, folded);
    return { blocked: false, held: true, category, reasons: [`learned reader ${z.toFixed(2)}`] };
  };
  return { ...real, screenTask };
});
