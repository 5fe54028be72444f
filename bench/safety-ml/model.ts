// The learned reader as first tried (docs/safety.md, "A learned second reader: tried, not
// merged"): trained by train.ts on the four dev sets only, its int8 weights in weights.json. The
// scorer is the merged reader's (src/domain/safety-reader.ts); only the weights differ. Kept so
// that finding can be rerun beside the fifth round's reader.
import { readFileSync } from 'node:fs';
import { type ModelFile, type ModelWeights, weightsOf } from '../../src/domain/safety-reader.ts';

export {
  featureScale,
  harmLogit,
  type ModelFile,
  type ModelWeights,
  modelCategory,
  weightsOf,
} from '../../src/domain/safety-reader.ts';

export const MODEL_FILE = new URL('./weights.json', import.meta.url);

let shipped: ModelWeights | undefined;

/** The dev-set reader, read on first use (the trainer imports this file before any exists). */
export function safetyModel(): ModelWeights {
  shipped ??= weightsOf(JSON.parse(readFileSync(MODEL_FILE, 'utf8')) as ModelFile);
  return shipped;
}
