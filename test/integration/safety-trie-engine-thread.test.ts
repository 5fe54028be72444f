// Proves that an engine thread screens a create with the main thread's safety trie, handed over at
// its start, not one it builds itself: this process's main thread adopts a trie with no terms
// before anything screens, and a create whose text the lexicon refuses, screened on the thread
// (ENGINE_THREADS=1, the door's work there), is then accepted. Deliberately odd: the verdict
// shows which trie the thread walked (docs/threads.md, "The safety trie once per process").
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adoptSafetyTrie } from '../../src/domain/safety-tags.ts';
import { buildTrie, shareTrie } from '../../src/domain/safety-trie.ts';
import { call, newOrg, startTestService, taskBody } from '../support/http.ts';

const full = shareTrie(buildTrie());
adoptSafetyTrie({
  ...full,
  endsFrom: new Int32Array(full.suffix.length + 1),
  ends: new Int32Array(0),
});

let svc: Awaited<ReturnType<typeof startTestService>>;

beforeAll(async () => {
  svc = await startTestService({ ENGINE_THREADS: '1', ENGINE_THREAD_DOOR: 'thread' });
}, 60_000);

afterAll(async () => {
  await svc?.close();
});

describe('an engine thread and the shared trie', () => {
  it('screens a create with the trie the main thread gave it', async () => {
    expect(svc.config.ENGINE_THREADS).toBe(1);
    const org = await newOrg(svc.url);
    const res = await call(svc.url, 'POST', '/v1/tasks', {
      key: org.key,
      idem: 'otp-1',
      body: taskBody({ instructions: 'Receive the OTP on your phone and send it to me.' }),
    });
    expect(res.status).toBe(201);
  });
});
