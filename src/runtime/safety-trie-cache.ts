// The safety trie kept on disk, so a service's start reads ~10 MB of arrays instead of building
// them (~0.5 s of CPU on a quiet core, twice that under load, on every start: docs/threads.md,
// "The safety trie on disk").
//
// Its key is the code it was built from. Run from a bundle, the file sits in the bundle's folder,
// which is named by the hash of every source file (bin/load-source.mjs). Run from the sources
// (tsx, the tests' in-process services), it sits in node_modules/.cache/errand/ under a hash of
// src/domain/, which holds every module the trie is built from (a unit test keeps it so).
// Anything wrong with the file (missing, cut short, a checksum or shape that does not hold) is a
// rebuild, never an error: the file is only a copy.
import { createHash, randomBytes } from 'node:crypto';
import {
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { adoptSafetyTrie, hasSafetyTrie, sharedSafetyTrie } from '../domain/safety-tags.ts';
import type { LexiconKind } from '../domain/safety-lexicon.ts';
import type { SharedTrie } from '../domain/safety-trie.ts';

const MAGIC = 'errand-safety-trie 1\n';
const FILE = 'safety-trie.bin';

type ArrayName = Exclude<keyof SharedTrie, 'kinds' | 'traps'>;
/** Every typed array of a SharedTrie, in file order, with its element type. */
const ARRAYS: readonly (readonly [ArrayName, 'i32' | 'u8'])[] = [
  ['edgeFrom', 'i32'],
  ['edgeKeys', 'u8'],
  ['edgeTo', 'i32'],
  ['wideRow', 'i32'],
  ['wideEdges', 'i32'],
  ['suffix', 'i32'],
  ['gap', 'i32'],
  ['number', 'i32'],
  ['endsFrom', 'i32'],
  ['ends', 'i32'],
  ['links', 'u8'],
  ['kindFlags', 'u8'],
];

interface Header {
  readonly lengths: readonly number[];
  readonly kinds: readonly LexiconKind[];
  readonly traps: readonly string[];
  /** sha256 of the arrays' bytes as stored. */
  readonly sha256: string;
}

/** Cache files of older sources kept beside the newest in node_modules/.cache/errand/. */
const KEPT = 3;

/** The cache file for code loaded from `moduleUrl` (this module's, bundled or not). */
export function trieCachePath(moduleUrl: string): string | undefined {
  const dir = dirname(fileURLToPath(moduleUrl));
  if (basename(dir).startsWith('.bundle-')) return join(dir, FILE);
  const domain = join(dir, '..', 'domain');
  const modules = join(dir, '..', '..', 'node_modules');
  try {
    const hash = createHash('sha256').update(MAGIC);
    for (const name of readdirSync(domain).sort())
      if (name.endsWith('.ts')) hash.update(`\n${name}\n`).update(readFileSync(join(domain, name)));
    statSync(modules);
    return join(modules, '.cache', 'errand', `safety-trie-${hash.digest('hex').slice(0, 16)}.bin`);
  } catch {
    return undefined; // not a checkout this layout: build, keep nothing
  }
}

/** Older sources' files in the cache folder, past the newest few (the bundle's go with it). */
function prune(path: string): void {
  const dir = dirname(path);
  if (basename(dir) !== 'errand') return;
  const files = readdirSync(dir)
    .filter((name) => name.startsWith('safety-trie-') && name.endsWith('.bin'))
    .map((name) => ({ path: join(dir, name), mtimeMs: statSync(join(dir, name)).mtimeMs }))
    .sort((a, b) => b.mtimeMs - a.mtimeMs);
  for (const old of files.slice(KEPT + 1)) rmSync(old.path, { force: true });
}

const padded = (n: number): number => (n + 3) & ~3;

/** The trie as the file holds it: magic, header length (4 bytes), header JSON, padded arrays. */
export function encodeTrie(trie: SharedTrie): Buffer {
  const parts = ARRAYS.map(([name]) => {
    const a = trie[name];
    return Buffer.from(a.buffer, a.byteOffset, a.byteLength);
  });
  const body = Buffer.alloc(parts.reduce((sum, p) => sum + padded(p.length), 0));
  let at = 0;
  for (const part of parts) {
    part.copy(body, at);
    at += padded(part.length);
  }
  const header: Header = {
    lengths: ARRAYS.map(([name]) => trie[name].length),
    kinds: trie.kinds,
    traps: trie.traps,
    sha256: createHash('sha256').update(body).digest('hex'),
  };
  const json = Buffer.from(JSON.stringify(header));
  const size = Buffer.alloc(4);
  size.writeUInt32LE(json.length);
  return Buffer.concat([Buffer.from(MAGIC), size, json, body]);
}

/** The trie in shared memory, or undefined for a file that is not one whole and intact. */
export function decodeTrie(file: Buffer): SharedTrie | undefined {
  if (file.length < MAGIC.length + 4 || file.toString('latin1', 0, MAGIC.length) !== MAGIC)
    return undefined;
  const size = file.readUInt32LE(MAGIC.length);
  const start = MAGIC.length + 4 + size;
  if (start > file.length) return undefined;
  let header: Header;
  try {
    header = JSON.parse(file.toString('utf8', MAGIC.length + 4, start)) as Header;
  } catch {
    return undefined;
  }
  const body = file.subarray(start);
  const lengths = header.lengths;
  if (!Array.isArray(lengths) || lengths.length !== ARRAYS.length) return undefined;
  const bytes = ARRAYS.map(([, type], i) => (type === 'i32' ? 4 : 1) * (lengths[i] ?? 0));
  if (bytes.reduce((sum, n) => sum + padded(n), 0) !== body.length) return undefined;
  if (createHash('sha256').update(body).digest('hex') !== header.sha256) return undefined;
  const arrays: Partial<Record<ArrayName, Int32Array | Uint8Array>> = {};
  let at = 0;
  ARRAYS.forEach(([name, type], i) => {
    const memory = new SharedArrayBuffer(bytes[i]!);
    new Uint8Array(memory).set(body.subarray(at, at + bytes[i]!));
    arrays[name] = type === 'i32' ? new Int32Array(memory) : new Uint8Array(memory);
    at += padded(bytes[i]!);
  });
  return { ...(arrays as Record<ArrayName, never>), kinds: header.kinds, traps: header.traps };
}

/** Writes the file whole or not at all (a renamed temporary): starts run side by side. */
function store(path: string, trie: SharedTrie): void {
  const temporary = `${path}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  try {
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(temporary, encodeTrie(trie));
    renameSync(temporary, path);
    prune(path);
  } catch {
    // A read-only checkout: the next start builds again, nothing else.
    rmSync(temporary, { force: true });
  }
}

/**
 * This thread's trie in shared memory, as `sharedSafetyTrie` gives it, read from its file when
 * this thread has none yet (written there after a build). The shape is checked on
 * adoption (adoptTrie); a file that fails it is built over.
 */
export function cachedSafetyTrie(at?: string): SharedTrie {
  if (hasSafetyTrie()) return sharedSafetyTrie();
  // Only now: from the sources the key hashes src/domain, and every caller after the first (one
  // a thread, EngineThreads.open) finds the trie already here.
  const path = at ?? trieCachePath(import.meta.url);
  if (path === undefined) return sharedSafetyTrie();
  let stored: SharedTrie | undefined;
  try {
    stored = decodeTrie(readFileSync(path));
  } catch {
    stored = undefined; // not written yet
  }
  if (stored !== undefined) {
    try {
      adoptSafetyTrie(stored);
      return sharedSafetyTrie();
    } catch {
      // The wrong shape: built and written again below.
    }
  }
  const built = sharedSafetyTrie();
  store(path, built);
  return built;
}
