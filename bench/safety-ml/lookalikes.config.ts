// The learned reader's look-alike check (docs/safety.md, "Fifth round"): the repository's safety
// unit tests with the reader of weights-voices.json after the rules (lookalike-setup.ts). Every
// failure is a text that must pass and that the reader holds.
//   npm run bench:safety-voices -- --write
//   npx vitest run --config bench/safety-ml/lookalikes.config.ts
//   SAFETY_ML_THRESHOLD=3 npx vitest run --config bench/safety-ml/lookalikes.config.ts
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    root: fileURLToPath(new URL('../../', import.meta.url)),
    include: ['test/unit/safety-{concepts,filter,policy,screen-wire,structure,veiled}.test.ts'],
    setupFiles: ['bench/safety-ml/lookalike-setup.ts'],
    pool: 'forks',
    maxWorkers: 1,
  },
});
