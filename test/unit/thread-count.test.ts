// Proves the engine-thread count a service settles on (docs/threads.md, "The default"): unset,
// one per core but the main thread's, at most the shards, none for the JetStream logs; 0 is
// single-thread mode; the start-up line's reason says which rule chose.
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.ts';
import { wantedThreads } from '../../src/engine-thread/prestart.ts';
import { engineThreadCount } from '../../src/engine-thread/thread-count.ts';

const base = { wal: 'leveldb', shards: 16, cores: 8 };

describe('the engine-thread count', () => {
  it('is the cores less the main thread when unset, capped at the shards', () => {
    expect(engineThreadCount({ ...base, asked: undefined }).threads).toBe(7);
    expect(engineThreadCount({ ...base, asked: undefined, cores: 2 }).threads).toBe(1);
    expect(engineThreadCount({ ...base, asked: undefined, cores: 1 }).threads).toBe(0);
    const capped = engineThreadCount({ ...base, asked: undefined, cores: 64 });
    expect(capped).toEqual({ threads: 16, why: expect.stringContaining('capped at 16 shards') });
  });

  it('is 0 for the JetStream logs, set or not, and saying why', () => {
    for (const wal of ['jetstream', 'jetstream-shared']) {
      expect(engineThreadCount({ ...base, wal, asked: undefined })).toEqual({
        threads: 0,
        why: expect.stringContaining(`WAL=${wal}`),
      });
      expect(engineThreadCount({ ...base, wal, asked: 4 }).threads).toBe(0);
    }
  });

  it('keeps an explicit setting; 0 is single-thread mode', () => {
    expect(engineThreadCount({ ...base, asked: 0 })).toEqual({
      threads: 0,
      why: 'ENGINE_THREADS=0',
    });
    expect(engineThreadCount({ ...base, asked: 3 }).threads).toBe(3);
  });

  it('is what config and the prestart read from the same environment', () => {
    for (const env of [
      {},
      { ENGINE_THREADS: '' },
      { ENGINE_THREADS: '0' },
      { ENGINE_THREADS: '2' },
      { WAL: 'jetstream' },
      { ERRAND_SHARDS: '1' },
    ]) {
      expect(loadConfig(env).ENGINE_THREADS).toBe(wantedThreads(env));
    }
  });
});
