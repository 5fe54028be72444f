// Proves which logs engine threads serve and what the start-up line says of it
// (src/engine-thread/thread-count.ts; docs/threads.md, "Step 8"): ENGINE_THREADS applies to
// WAL=leveldb and WAL=jetstream, is ignored (with its reason) on WAL=jetstream-shared, and unset
// stays single-thread mode.
import { describe, expect, it } from 'vitest';
import { engineThreadCount } from '../../src/engine-thread/thread-count.ts';

const base = { shards: 16, cores: 8 };

describe('engineThreadCount', () => {
  it('applies an explicit count to LevelDB and to the single-node JetStream log', () => {
    for (const wal of ['leveldb', 'jetstream'])
      expect(engineThreadCount({ ...base, wal, asked: 2 })).toEqual({
        threads: 2,
        why: 'ENGINE_THREADS=2',
      });
  });

  it('ignores it on the shared JetStream log, and says so', () => {
    expect(engineThreadCount({ ...base, wal: 'jetstream-shared', asked: 2 })).toEqual({
      threads: 0,
      why: 'ENGINE_THREADS=2 ignored: WAL=jetstream-shared is served on the main thread',
    });
  });

  it('is single-thread mode for 0 and when unset', () => {
    expect(engineThreadCount({ ...base, wal: 'jetstream', asked: 0 }).threads).toBe(0);
    expect(engineThreadCount({ ...base, wal: 'jetstream', asked: undefined })).toEqual({
      threads: 0,
      why: 'default: single-thread mode',
    });
    expect(engineThreadCount({ ...base, wal: 'jetstream-shared', asked: undefined }).why).toBe(
      'WAL=jetstream-shared: engine threads serve WAL=leveldb|jetstream only',
    );
  });
});
