// bench/safety.ts times the filter as the service runs it: the screening workers load an esbuild
// bundle of the source (bin/load-source.mjs), not tsx's on-the-fly transform, which wraps every
// named closure in a `__name` call (~15 KB of garbage and a few % of a 2 KB brief's time,
// docs/safety.md, "Sixteenth round, cost"). The timing loop is bundled with the same options.
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const ROOT = fileURLToPath(new URL('../', import.meta.url));

/** The timing loop bundled into a folder one below src/ (where the service's bundle sits, so the
 *  paths the code builds from import.meta.url resolve the same); `remove` deletes it. */
export async function bundledTimingLoop(): Promise<{ file: string; remove: () => void }> {
  const dir = join(ROOT, 'src', `.bundle-bench-safety-${process.pid}`);
  await build({
    entryPoints: [join(ROOT, 'bench/safety-worker.ts')],
    outdir: dir,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    tsconfig: join(ROOT, 'tsconfig.json'),
    logLevel: 'silent',
  });
  return {
    file: join(dir, 'safety-worker.mjs'),
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}
