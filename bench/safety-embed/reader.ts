// The embedding reader as an add-holds-only step after the rules (docs/safety.md, "Word vectors"):
// loads the model train.ts --write left in node_modules/.cache/errand-safety-embed/ and the word
// vectors, and holds a text the rules pass when its logit is at or over the threshold
// (SAFETY_EMBED_THRESHOLD overrides the file's; SAFETY_EMBED_LOG=FILE lists what it held).
// Used by the look-alike check only (lookalikes.config.ts); screenTask does not call it. The
// reason names the reader and its score, never the text. The model has no category head: the
// category is a placeholder.
import { appendFileSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { SafetyVerdict } from '../../src/domain/safety-filter.ts';
import { fromJson, inputOf, logit, type ModelJson } from './model.ts';
import { loadVectors } from './vectors.ts';

const MODEL_JSON = fileURLToPath(
  new URL('../../node_modules/.cache/errand-safety-embed/model.json', import.meta.url),
);
const json = JSON.parse(readFileSync(MODEL_JSON, 'utf8')) as ModelJson;
const model = fromJson(json);
const vectors = json.variant === 'ngram' ? null : loadVectors(json.words_max);
const threshold = Number(process.env.SAFETY_EMBED_THRESHOLD ?? model.threshold);

/** `doc` is documentOf(task): every field the rules read, extras included. */
export function readerHold(doc: string): SafetyVerdict | null {
  const z = logit(model, inputOf(doc, vectors));
  if (z < threshold) return null;
  // The look-alike check may list what it held (the repository's own test texts, not users').
  const log = process.env.SAFETY_EMBED_LOG;
  if (log) appendFileSync(log, `${z.toFixed(2)}\t${doc.replaceAll('\n', ' ').slice(0, 160)}\n`);
  return {
    blocked: false,
    held: true,
    category: 'harassment_intimidation',
    reasons: [`embedding reader (${json.variant}), score ${z.toFixed(2)} ≥ ${threshold}`],
  } as SafetyVerdict;
}
