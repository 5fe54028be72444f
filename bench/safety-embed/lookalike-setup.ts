// The look-alike check's setup (lookalikes.config.ts): every screenTask the safety unit tests
// call — directly or through the screening worker's module — is the rules, then the embedding
// reader holding what they pass. A test that expects a pass and fails here is a hand-written
// look-alike the reader holds.
import { vi } from 'vitest';
import type * as Filter from '../../src/domain/safety-filter.ts';

vi.mock('../../src/domain/safety-filter.ts', async (importOriginal) => {
  const real = await importOriginal<typeof Filter>();
  const { readerHold } = await import('./reader.ts');
  const screenTask: typeof real.screenTask = (input) => {
    const v = real.screenRules(input);
    return v.blocked || v.held ? v : (readerHold(real.documentOf(input)) ?? v);
  };
  return { ...real, screenTask };
});
