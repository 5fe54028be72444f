// Loads one of errand's TypeScript entry files for bin/errand.mjs and the worker threads.
//
// Through tsx's loader every module, ours and node_modules' alike, costs a round trip to the
// loader's thread: `errand serve` took 2–4 s to listen that way on this 2-core machine, ~1.2 s
// from an esbuild bundle. So the entries are bundled once per version of the source (the sources
// are hashed, not dated: a checkout that keeps mtimes still rebuilds) into src/.bundle-<hash>/,
// and loaded from there. Packages stay external: Node loads them from node_modules as usual.
//
// The bundle's files sit one folder below src/ like every source file, so the paths the code
// builds from import.meta.url ('../workers/…', '../console/views') resolve the same from them.
//
// Anything in the way (a read-only checkout, no esbuild) falls back to tsx, which runs the same
// source: slower to start, nothing else. ERRAND_TSX=1 chooses tsx on purpose (a debugger on
// the .ts files).
import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import { readdirSync, readFileSync, renameSync, rmSync, statSync, existsSync } from 'node:fs';
import { join, relative, basename } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ROOT = fileURLToPath(new URL('../', import.meta.url));
const require = createRequire(import.meta.url);
const SOURCE_DIRS = ['src', 'machines', 'wal'];
/** Every entry file anything loads through loadSource: one build serves them all. */
const ENTRIES = [
  'src/cli/main.ts',
  'src/workers/screen.ts',
  'src/workers/check-proof.ts',
  'src/workers/replay-shard.ts',
  'src/workers/engine-thread.ts',
];
const BUNDLE_PREFIX = '.bundle-';
/**
 * Bundles of older versions are removed only when both this old and not among the newest KEPT: a
 * service still running from one may yet load a chunk of it (a CLI command, the MCP handler).
 */
const STALE_MS = 7 * 24 * 60 * 60 * 1000;
const KEPT = 8;

function sourceFiles(dir, out) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name.startsWith('.') || entry.name === 'node_modules') continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) sourceFiles(path, out);
    else if (/\.([cm]?[jt]s|json)$/.test(entry.name)) out.push(path);
  }
  return out;
}

/**
 * One hash of every source file's path and bytes, tsconfig.json, this file (the build's options)
 * and esbuild's version.
 */
function sourceHash() {
  const hash = createHash('sha256').update(`esbuild ${require('esbuild/package.json').version}\n`);
  hash.update(readFileSync(join(ROOT, 'tsconfig.json')));
  hash.update(readFileSync(fileURLToPath(import.meta.url)));
  const files = SOURCE_DIRS.flatMap((d) => sourceFiles(join(ROOT, d), [])).sort();
  for (const file of files) hash.update(`\n${relative(ROOT, file)}\n`).update(readFileSync(file));
  return hash.digest('hex').slice(0, 16);
}

function removeStale() {
  const src = join(ROOT, 'src');
  const bundles = readdirSync(src)
    .filter((name) => name.startsWith(BUNDLE_PREFIX))
    .map((name) => {
      try {
        return { path: join(src, name), mtimeMs: statSync(join(src, name)).mtimeMs };
      } catch {
        return undefined; // removed by another process meanwhile
      }
    })
    .filter((b) => b !== undefined)
    .sort((x, y) => y.mtimeMs - x.mtimeMs);
  const now = Date.now();
  for (const old of bundles.slice(KEPT))
    if (now - old.mtimeMs > STALE_MS) rmSync(old.path, { recursive: true, force: true });
}

/** The folder holding this source version's bundle, built first if missing. */
async function bundleDir() {
  const name = `${BUNDLE_PREFIX}${sourceHash()}`;
  const dir = join(ROOT, 'src', name);
  if (existsSync(dir)) return dir;
  // Built aside and renamed whole: processes starting together never load a half-written chunk.
  const partial = `${dir}.${process.pid}.tmp`;
  rmSync(partial, { recursive: true, force: true });
  const esbuild = await import('esbuild');
  await esbuild.build({
    entryPoints: ENTRIES.map((e) => join(ROOT, e)),
    outdir: partial,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    // Each CLI command's modules (and the packages they import) stay in their own chunk, loaded
    // only when that command runs, as src/cli/main.ts intends.
    splitting: true,
    entryNames: '[name]',
    chunkNames: 'chunk-[hash]',
    platform: 'node',
    format: 'esm',
    // The oldest Node errand runs on (package.json's engines), whichever Node builds it: the hash
    // does not name the Node version, so every version must be able to load the same bundle.
    target: 'node20',
    packages: 'external',
    // Not tsx's keepNames: naming every closure made on the hot path cost ~0.4 % of a create's
    // time, and nothing reads a function's name (errors set theirs).
    sourcemap: 'inline',
    sourcesContent: false,
    tsconfig: join(ROOT, 'tsconfig.json'),
    logLevel: 'silent',
  });
  try {
    renameSync(partial, dir);
  } catch (error) {
    // Another process finished the same build first: use its copy.
    rmSync(partial, { recursive: true, force: true });
    if (!existsSync(dir)) throw error;
  }
  removeStale();
  return dir;
}

/**
 * Imports `entry` (a path from the project root, e.g. 'src/cli/main.ts') and answers its module.
 */
export async function loadSource(entry) {
  if (process.env.ERRAND_TSX !== '1') {
    let file;
    try {
      if (!ENTRIES.includes(entry)) throw new Error(`${entry} is not one of the bundle's entries`);
      // Worker threads start with a copy of this process's environment: they load the bundle the
      // main thread loaded, the same version, without hashing every source file again.
      const inherited = process.env.ERRAND_BUNDLE_DIR;
      const dir = inherited !== undefined && existsSync(inherited) ? inherited : await bundleDir();
      process.env.ERRAND_BUNDLE_DIR = dir;
      file = join(dir, basename(entry).replace(/\.ts$/, '.mjs'));
    } catch (error) {
      process.stderr.write(
        `errand: running through tsx (no start bundle: ${error?.message ?? error})\n`,
      );
    }
    if (file !== undefined) return import(pathToFileURL(file).href);
  }
  const { register } = await import('tsx/esm/api');
  register();
  return import(pathToFileURL(join(ROOT, entry)).href);
}
