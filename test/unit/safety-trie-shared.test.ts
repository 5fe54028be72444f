// Proves that a safety trie adopted from shared memory (as engine threads and the screening worker
// take the main thread's) gives every row of the dev safety sets the verdict a trie built in place
// gives, that its shape is checked, and that a thread adopts only before it has a trie of its own.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { screenTask, type TaskText } from '../../src/domain/safety-filter.ts';
import { sharedSafetyTrie } from '../../src/domain/safety-tags.ts';
import { adoptTrie, buildTrie, shareTrie } from '../../src/domain/safety-trie.ts';

const DIR = join(import.meta.dirname, '..', '..', 'bench', 'data', 'safety');
const SETS = ['dev.jsonl', 'dev2.jsonl', 'dev3.jsonl', 'dev4.jsonl'];

interface Row {
  readonly id: string;
  readonly title: string;
  readonly instructions: string;
  readonly type?: string;
  readonly extra?: string[];
}

const rows: Row[] = SETS.flatMap((name) =>
  readFileSync(join(DIR, name), 'utf8')
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as Row),
);
/** A text every trie with the lexicon's terms refuses. */
const OTP: TaskText = {
  type: 'field_task',
  title: 'Field task',
  instructions: 'Receive the OTP on your phone and send it to me.',
};

const textOf = (r: Row): TaskText => ({
  type: r.type ?? 'field_task',
  title: r.title,
  instructions: r.instructions,
  ...(r.extra ? { extra: r.extra } : {}),
});

/** A fresh copy of the filter's modules, as a new thread loads them: no trie yet. */
async function freshFilter() {
  vi.resetModules();
  const tags = await import('../../src/domain/safety-tags.ts');
  const filter = await import('../../src/domain/safety-filter.ts');
  return { tags, filter };
}

describe('the safety trie shared between threads', () => {
  it('gives every dev row the verdict of a trie built in place', async () => {
    expect(rows.length).toBeGreaterThan(2000);
    const built = rows.map((r) => screenTask(textOf(r)));
    const shared = sharedSafetyTrie();
    expect(shared.edgeTo.buffer).toBeInstanceOf(SharedArrayBuffer);
    const { tags, filter } = await freshFilter();
    tags.adoptSafetyTrie(shared);
    const adopted = rows.map((r) => filter.screenTask(textOf(r)));
    const differing = rows.filter(
      (_, i) => JSON.stringify(built[i]) !== JSON.stringify(adopted[i]),
    );
    expect(differing.map((r) => r.id)).toEqual([]);
    // Not all passes: the sets hold refusals and holds, so the trie is really walked.
    expect(adopted.filter((v) => v.blocked).length).toBeGreaterThan(500);
    expect(adopted.filter((v) => v.held).length).toBeGreaterThan(0);
  });

  it('is what the thread walks: a trie with no terms finds nothing', async () => {
    const { tags, filter } = await freshFilter();
    const full = shareTrie(buildTrie());
    const nodes = full.suffix.length;
    tags.adoptSafetyTrie({ ...full, endsFrom: new Int32Array(nodes + 1), ends: new Int32Array(0) });
    expect(filter.screenTask(OTP).blocked).toBe(false);
    expect(screenTask(OTP).blocked).toBe(true);
  });

  it('refuses a trie of the wrong shape, and a second trie on a thread that has one', async () => {
    const full = shareTrie(buildTrie());
    expect(() => adoptTrie({ ...full, edgeTo: full.edgeTo.subarray(1) })).toThrow(/wrong shape/);
    expect(() => adoptTrie({ ...full, kinds: full.kinds.slice(1) })).toThrow(/wrong shape/);
    const { tags, filter } = await freshFilter();
    filter.screenTask(OTP);
    expect(() => tags.adoptSafetyTrie(full)).toThrow(/after this thread had one/);
  });
});
