// Child processes the tests start from their own TypeScript entry (a crash-test load, a test-only
// `errand serve`) ran through bin/run-ts.mjs: tsx's loader then compiled and resolved every
// module again in each child, which cost a second or more a start on the shared 2-core CI machine,
// times dozens of starts a file. Here the entry is bundled once with esbuild, the way
// bin/load-source.mjs bundles `errand` (same options), and each child runs the bundle with plain
// node: the same source, started like `errand serve` is (docs/status.md, "CI wall time").
//
// The bundle sits one folder below src/, as the start bundle does, so the paths the code builds
// from import.meta.url ('../workers/…', '../console/views') resolve the same from it. It is named
// by the hash of its own bytes: a changed source builds a new one, and processes starting
// together never load a half-written file (built aside, renamed whole).
import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const PREFIX = '.test-bundle-';
/** Bundles of older sources go once this old: a running child may still be loading one. */
const STALE_MS = 24 * 60 * 60 * 1000;

const built = new Map<string, Promise<string>>();

async function build(entry: string): Promise<string> {
  const esbuild = await import('esbuild');
  const out = await esbuild.build({
    entryPoints: [join(ROOT, entry)],
    outfile: join(ROOT, 'src', 'entry.mjs'),
    write: false,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    sourcemap: 'inline',
    sourcesContent: false,
    tsconfig: join(ROOT, 'tsconfig.json'),
    logLevel: 'silent',
  });
  const code = out.outputFiles[0]!.contents;
  const hash = createHash('sha256').update(entry).update(code).digest('hex').slice(0, 16);
  const dir = join(ROOT, 'src', `${PREFIX}${hash}`);
  const file = join(dir, 'entry.mjs');
  if (existsSync(file)) return file;
  const partial = `${dir}.${process.pid}.tmp`;
  rmSync(partial, { recursive: true, force: true });
  mkdirSync(partial, { recursive: true });
  writeFileSync(join(partial, 'entry.mjs'), code);
  try {
    renameSync(partial, dir);
  } catch (error) {
    // Another test file built the same bundle first: use its copy.
    rmSync(partial, { recursive: true, force: true });
    if (!existsSync(file)) throw error;
  }
  removeStale();
  return file;
}

function removeStale(): void {
  const src = join(ROOT, 'src');
  const now = Date.now();
  for (const name of readdirSync(src)) {
    if (!name.startsWith(PREFIX)) continue;
    try {
      if (now - statSync(join(src, name)).mtimeMs > STALE_MS)
        rmSync(join(src, name), { recursive: true, force: true });
    } catch {
      // removed by another process meanwhile
    }
  }
}

/**
 * The file node runs for `entry` (a path from the project root, e.g. 'test/crash/child.ts'),
 * bundled once per test file and source version. ERRAND_TSX=1 (a debugger on the .ts files) or
 * ERRAND_TEST_CHILD_TSX=1 (the old way, to compare) answers the bin/run-ts.mjs command line.
 */
export async function nodeArgsFor(entry: string): Promise<string[]> {
  if (process.env.ERRAND_TSX === '1' || process.env.ERRAND_TEST_CHILD_TSX === '1')
    return ['bin/run-ts.mjs', entry];
  let file = built.get(entry);
  if (!file) {
    file = build(entry);
    built.set(entry, file);
  }
  return [await file];
}
