// Proves what `errand serve` tells its operator about engine threads (docs/threads.md, "The
// default"): unset, as many as the cores less one (at most the shards), prestarted and serving;
// ENGINE_THREADS=0 on the same directory, single-thread mode; both create a task and stop cleanly.
import { availableParallelism } from 'node:os';
import { describe, expect, it } from 'vitest';
import { startChild } from '../support/child-service.ts';
import { tempDir } from '../support/harness.ts';
import { call, newKey, newOrg, taskBody } from '../support/http.ts';

/** A task created through REST: decided on the shard's thread when threads serve. */
async function creates(url: string): Promise<number> {
  const org = await newOrg(url);
  return (
    await call(url, 'POST', '/v1/tasks', { key: org.key, idem: newKey('t'), body: taskBody() })
  ).status;
}

/** The child service's shards (test/support/child-service.ts). */
const SHARDS = 4;

describe('errand serve and its engine threads', () => {
  it('says how many serve and why, by default and with ENGINE_THREADS=0', async () => {
    const dir = tempDir('errand-threads-default-');
    const n = Math.min(availableParallelism() - 1, SHARDS);
    // An empty setting is no setting: the default.
    let child = await startChild(dir, { env: { ENGINE_THREADS: '' }, readyTimeoutMs: 60_000 });
    try {
      const cores = availableParallelism();
      const threads = `${n} engine thread${n === 1 ? '' : 's'}`;
      const expected =
        n === 0
          ? 'errand: single-thread mode, the shards on the main thread (default: 1 cores less'
          : `errand: ${threads} (default: ${cores} cores less the main thread`;
      expect(child.output()).toContain(expected);
      expect(await creates(child.url)).toBe(201);
    } finally {
      expect((await child.stop('SIGTERM')).code).toBe(0);
    }
    child = await startChild(dir, { env: { ENGINE_THREADS: '0' }, readyTimeoutMs: 60_000 });
    try {
      expect(child.output()).toContain(
        'errand: single-thread mode, the shards on the main thread (ENGINE_THREADS=0)',
      );
      expect(await creates(child.url)).toBe(201);
    } finally {
      expect((await child.stop('SIGTERM')).code).toBe(0);
    }
  });
});
