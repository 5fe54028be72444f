// A maintainer command on a directory that holds no log says so and creates nothing: opening it
// would make an empty log, and `errand verify` of a mistyped path would report every invariant
// holding.
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { ROOT } from '../support/child-service.ts';

const parent = mkdtempSync(join(tmpdir(), 'errand-cli-dir-'));
afterAll(() => rmSync(parent, { recursive: true, force: true }));

const run = (args: string[], env: Record<string, string> = {}) =>
  promisify(execFile)(process.execPath, ['bin/errand.mjs', ...args], {
    cwd: ROOT,
    env: { ...process.env, ...env },
  }).then(
    (out) => ({ code: 0, stderr: out.stderr }),
    (error: { code: number; stderr: string }) => ({ code: error.code, stderr: error.stderr }),
  );

describe('errand on a directory with no log', () => {
  it.each([
    ['verify', []],
    ['replay', []],
    ['rebuild', []],
    ['dump', []],
    ['backup', ['--out', join(parent, 'x.backup')]],
  ])('%s refuses it, names it, and leaves nothing behind', async (command, extra) => {
    const dir = join(parent, `mistyped-${command}`);
    const { code, stderr } = await run([command, '--data', dir, ...extra]);
    expect(code).toBe(1);
    expect(stderr).toContain(`errand ${command}: no errand data directory at ${dir}`);
    expect(existsSync(dir)).toBe(false);
  });
});

describe('errand on a log kept on JetStream', () => {
  it.each([['replay'], ['dump']])('%s says how to copy the log to disk first', async (command) => {
    const dir = join(parent, `jetstream-${command}`);
    const { code, stderr } = await run([command, '--data', dir], { WAL: 'jetstream-shared' });
    expect(code).toBe(1);
    expect(stderr).toContain('errand copy-log --to DIR');
    expect(existsSync(dir)).toBe(false);
  });
});
