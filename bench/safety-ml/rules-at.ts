// The safety rules as they stood at a commit, read from git into a scratch directory and loaded,
// so a learned reader is judged beside the rules as written before a set was tuned on
// (docs/safety.md, "as written"). Both bench/safety-ml and bench/safety-embed ask it.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { screenTask } from '../../src/domain/safety-filter.ts';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** Each held-out set, the commit of the rules before it existed, and the sets that did exist. */
export const AS_WRITTEN = [
  { held: 'dev3', commit: '684ef1a', trainOn: ['dev', 'dev2'] },
  { held: 'dev4', commit: '3790387', trainOn: ['dev', 'dev2', 'dev3'] },
];

/** `screenTask` of the rules at `commit` (the scratch copy is gone once they are loaded). */
export async function rulesAt(commit: string): Promise<typeof screenTask> {
  const dir = mkdtempSync(join(tmpdir(), `safety-rules-${commit}-`));
  try {
    mkdirSync(join(dir, 'src/domain'), { recursive: true });
    writeFileSync(join(dir, 'package.json'), '{"type":"module"}\n');
    const files = execFileSync('git', ['ls-tree', '--name-only', commit, 'src/domain/'], {
      cwd: ROOT,
      encoding: 'utf8',
    })
      .split('\n')
      .filter((f) => f.includes('/safety-'));
    for (const f of files)
      writeFileSync(
        join(dir, f),
        execFileSync('git', ['show', `${commit}:${f}`], { cwd: ROOT, encoding: 'utf8' }),
      );
    const old = (await import(pathToFileURL(join(dir, 'src/domain/safety-filter.ts')).href)) as {
      screenTask: typeof screenTask;
    };
    return old.screenTask;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
