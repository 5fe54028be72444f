// Proves that the safety trie kept beside a bundle (src/runtime/safety-trie-cache.ts) reads back
// as the trie that was built, that a start reading it gives every dev row the verdict a built
// trie gives, that a file not whole or not intact is built over and written again, and that code
// run from its sources keeps no file at all.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { screenTask, type TaskText } from '../../src/domain/safety-filter.ts';
import { sharedSafetyTrie } from '../../src/domain/safety-tags.ts';
import { buildTrie, shareTrie } from '../../src/domain/safety-trie.ts';
import { decodeTrie, encodeTrie, trieCachePath } from '../../src/runtime/safety-trie-cache.ts';

const DIR = join(import.meta.dirname, '..', '..', 'bench', 'data', 'safety');
const texts: TaskText[] = ['dev.jsonl', 'dev2.jsonl']
  .flatMap((name) => readFileSync(join(DIR, name), 'utf8').trim().split('\n'))
  .map((line) => JSON.parse(line) as { title: string; instructions: string; type?: string })
  .map((r) => ({ type: r.type ?? 'field_task', title: r.title, instructions: r.instructions }));

const scratch = mkdtempSync(join(tmpdir(), 'errand-trie-cache-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** A fresh copy of the filter and the cache, as a new process loads them: no trie yet. */
async function freshStart() {
  vi.resetModules();
  const tags = await import('../../src/domain/safety-tags.ts');
  const filter = await import('../../src/domain/safety-filter.ts');
  const cache = await import('../../src/runtime/safety-trie-cache.ts');
  return { tags, filter, cache };
}

describe('the safety trie kept on disk', () => {
  it('reads back as the trie that was written, every array, kind and trap', () => {
    const trie = sharedSafetyTrie();
    const back = decodeTrie(encodeTrie(trie));
    expect(back).toBeDefined();
    for (const [name, value] of Object.entries(trie)) {
      const read = back![name as keyof typeof trie];
      if (ArrayBuffer.isView(value)) {
        expect((read as Int32Array).buffer, name).toBeInstanceOf(SharedArrayBuffer);
        expect(
          Buffer.compare(Buffer.from(value as Int32Array), Buffer.from(read as Int32Array)),
        ).toBe(0);
        expect(read.constructor, name).toBe(value.constructor);
      } else expect(read, name).toEqual(value);
    }
  });

  it('gives a start that reads it the verdicts of a trie built in place', async () => {
    const path = join(scratch, 'first', 'safety-trie.bin');
    rmSync(join(scratch, 'first'), { recursive: true, force: true });
    const built = texts.map(screenTask);
    expect(built.filter((v) => v.blocked).length).toBeGreaterThan(300);

    // The first start builds and writes the file; the next reads it instead of building.
    mkdirSync(join(scratch, 'first'));
    const first = await freshStart();
    first.cache.cachedSafetyTrie(path);
    expect(statSync(path).size).toBeGreaterThan(1_000_000);
    const next = await freshStart();
    const t0 = performance.now();
    const shared = next.cache.cachedSafetyTrie(path);
    const readMs = performance.now() - t0;
    expect(next.tags.hasSafetyTrie()).toBe(true);
    expect(shared.edgeTo.buffer).toBeInstanceOf(SharedArrayBuffer);
    const read = texts.map((t) => next.filter.screenTask(t));
    const differing = texts.filter((_, i) => JSON.stringify(built[i]) !== JSON.stringify(read[i]));
    expect(differing).toEqual([]);
    console.log(`safety trie read from its file in ${readMs.toFixed(0)} ms`);
  });

  it('builds over a file cut short, altered or misshapen, and writes it again', async () => {
    const good = encodeTrie(sharedSafetyTrie());
    const altered = Buffer.from(good);
    altered[altered.length - 100] = (altered[altered.length - 100]! + 1) % 256;
    const full = shareTrie(buildTrie());
    const misshapen = encodeTrie({ ...full, kinds: full.kinds.slice(1) });
    const bad: Record<string, Buffer> = {
      short: good.subarray(0, good.length - 4),
      altered,
      garbage: Buffer.from('not a trie at all'),
      empty: Buffer.alloc(0),
      misshapen,
    };
    for (const [name, bytes] of Object.entries(bad)) {
      if (name !== 'misshapen') expect(decodeTrie(bytes), name).toBeUndefined();
      const path = join(scratch, `${name}.bin`);
      writeFileSync(path, bytes);
      const start = await freshStart();
      const shared = start.cache.cachedSafetyTrie(path);
      expect(start.tags.hasSafetyTrie(), name).toBe(true);
      expect(shared.kinds.length, name).toBe(full.kinds.length);
      expect(start.filter.screenTask(texts[0]!), name).toEqual(screenTask(texts[0]!));
      expect(Buffer.compare(readFileSync(path), good), name).toBe(0);
    }
  });

  it('is keyed by the code it is built from: the bundle, or src/domain run from sources', () => {
    const bundled = join('/srv', 'errand', 'src', '.bundle-0123456789abcdef', 'chunk-ABC.mjs');
    expect(trieCachePath(pathToFileURL(bundled).href)).toBe(
      join('/srv', 'errand', 'src', '.bundle-0123456789abcdef', 'safety-trie.bin'),
    );
    // No such checkout: nothing kept.
    const nowhere = join('/srv', 'errand', 'src', 'runtime', 'screener.ts');
    expect(trieCachePath(pathToFileURL(nowhere).href)).toBeUndefined();

    const root = join(scratch, 'checkout');
    for (const dir of ['src/runtime', 'src/domain', 'node_modules'])
      mkdirSync(join(root, dir), { recursive: true });
    writeFileSync(join(root, 'src/domain/safety-lexicon.ts'), 'export const TERMS = ["a"];\n');
    const module = pathToFileURL(join(root, 'src/runtime/safety-trie-cache.ts')).href;
    const before = trieCachePath(module);
    expect(before).toMatch(/node_modules\/\.cache\/errand\/safety-trie-[0-9a-f]{16}\.bin$/);
    expect(trieCachePath(module)).toBe(before);
    writeFileSync(join(root, 'src/domain/safety-lexicon.ts'), 'export const TERMS = ["b"];\n');
    expect(trieCachePath(module)).not.toBe(before);
  });

  it('is built only from modules in src/domain, the folder its key hashes', () => {
    const domain = join(import.meta.dirname, '..', '..', 'src', 'domain');
    const seen = new Set<string>();
    const outside: string[] = [];
    const visit = (file: string) => {
      if (seen.has(file)) return;
      seen.add(file);
      const text = readFileSync(file, 'utf8');
      for (const m of text.matchAll(/^(?:import|export)[^;]*?from '([^']+)'/gms)) {
        const spec = m[1]!;
        if (!spec.startsWith('.')) {
          // A package or node: built-in would make the trie depend on more than this folder.
          outside.push(`${file}: ${spec}`);
          continue;
        }
        const target = join(dirname(file), spec);
        if (dirname(target) !== domain) outside.push(`${file}: ${spec}`);
        else visit(target);
      }
    };
    visit(join(domain, 'safety-trie.ts'));
    expect(seen.size).toBeGreaterThan(50);
    expect(outside).toEqual([]);
  });
});
