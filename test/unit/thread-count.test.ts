// Proves the engine-thread count a service settles on (docs/threads.md, "The default" and
// "Step 8"): unset, one per core but the main thread's, at most the shards, and single-thread on
// the JetStream logs; an explicit count applies to LevelDB and to both JetStream logs (the shared
// one since "WAL=jetstream-shared on engine threads"); 0 is single-thread mode; the start-up
// line's reason says which rule chose.
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

  it('is single-thread on the JetStream logs when unset, saying why', () => {
    for (const wal of ['jetstream', 'jetstream-shared'])
      expect(engineThreadCount({ ...base, wal, asked: undefined })).toEqual({
        threads: 0,
        why: expect.stringContaining(`WAL=${wal}`),
      });
  });

  it('applies an explicit count to LevelDB and to both JetStream logs', () => {
    for (const wal of ['leveldb', 'jetstream', 'jetstream-shared'])
      expect(engineThreadCount({ ...base, wal, asked: 2 })).toEqual({
        threads: 2,
        why: 'ENGINE_THREADS=2',
      });
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
      { WAL: 'jetstream', ENGINE_THREADS: '2' },
      { ERRAND_SHARDS: '1' },
    ]) {
      expect(loadConfig(env).ENGINE_THREADS).toBe(wantedThreads(env));
    }
  });
});
