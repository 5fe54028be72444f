// The look-alike check (docs/safety.md, "Word vectors"): the repository's safety unit tests run
// with the embedding reader after the rules (lookalike-setup.ts). Every failure is a text that
// must pass and that the reader holds; a reader that fails any is not mergeable.
//   npm run bench:safety-embed -- --write both      # writes the model
//   npx vitest run --config bench/safety-embed/lookalikes.config.ts
//   SAFETY_EMBED_THRESHOLD=3 npx vitest run --config bench/safety-embed/lookalikes.config.ts
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    root: fileURLToPath(new URL('../../', import.meta.url)),
    include: ['test/unit/safety-{concepts,filter,policy,screen-wire,structure,veiled}.test.ts'],
    setupFiles: ['bench/safety-embed/lookalike-setup.ts'],
    pool: 'forks',
    maxWorkers: 1,
  },
});
