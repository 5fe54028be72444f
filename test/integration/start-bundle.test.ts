// bin/errand.mjs loads the source from an esbuild bundle of this version of it
// (bin/load-source.mjs), or through tsx when told to: both run the same commands. The child-service
// tests run every `errand serve` from the bundle, so this checks only what is the loader's own.
import { execFile } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../support/child-service.ts';

const run = (env: Record<string, string>) =>
  promisify(execFile)(process.execPath, ['bin/errand.mjs'], {
    cwd: ROOT,
    env: { ...process.env, ...env },
  }).then(
    () => ({ code: 0, stderr: '' }),
    (error: { code: number; stderr: string }) => ({ code: error.code, stderr: error.stderr }),
  );

describe('the errand command', () => {
  it('runs from a bundle of the source, with the worker entries beside it', async () => {
    const { code, stderr } = await run({ ERRAND_TSX: '' });
    expect(code).toBe(2);
    expect(stderr).toMatch(/^usage: errand <command>/);
    expect(stderr).not.toMatch(/running through tsx/);
    const bundles = readdirSync(join(ROOT, 'src')).filter(
      (name) => name.startsWith('.bundle-') && !name.endsWith('.tmp'),
    );
    expect(
      bundles.some((name) =>
        ['main.mjs', 'screen.mjs', 'check-proof.mjs'].every((f) =>
          existsSync(join(ROOT, 'src', name, f)),
        ),
      ),
    ).toBe(true);
  });

  it('runs through tsx when ERRAND_TSX=1, to the same answer', async () => {
    const { code, stderr } = await run({ ERRAND_TSX: '1' });
    expect(code).toBe(2);
    expect(stderr).toMatch(/^usage: errand <command>/);
  });
});
