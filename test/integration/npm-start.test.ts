// `npm start` is the README's way to run the service, and a supervisor or a script stops it by
// sending SIGTERM to the process it started: npm. npm passes the signal to its child, which was
// `sh -c`, and the shell died without passing it on, so the server went on holding its port and
// its data directory with no parent. The script now `exec`s node, so npm's child is the server.
import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { tempDir } from '../support/harness.ts';
import { freePort, ROOT } from '../support/child-service.ts';

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

describe('npm start', () => {
  it('stops the server, cleanly, when npm is sent SIGTERM', async () => {
    const port = await freePort();
    const proc = spawn(npm, ['start'], {
      cwd: ROOT,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: tempDir('errand-npm-start-'),
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true, // a group of its own, so the finally below reaches a server npm left behind
    });
    let out = '';
    const printed = (text: string) =>
      new Promise<void>((resolve) => {
        const look = () => out.includes(text) && resolve();
        proc.stdout!.on('data', (c: Buffer) => {
          out += c.toString();
          look();
        });
        proc.stderr!.on('data', (c: Buffer) => {
          out += c.toString();
          look();
        });
      });
    try {
      await printed('errand: listening on');
      expect((await fetch(`http://127.0.0.1:${port}/v1/status`)).status).toBe(200);
      const closed = printed('closed cleanly');
      proc.kill('SIGTERM'); // to npm alone, as a supervisor sends it
      const late = new Promise<string>((resolve) =>
        setTimeout(() => resolve('no "closed cleanly" within 20 s'), 20_000).unref(),
      );
      expect(await Promise.race([closed.then(() => 'closed cleanly'), late])).toBe(
        'closed cleanly',
      );
      // The server, not only npm, is gone: nothing answers on its port.
      await expect(fetch(`http://127.0.0.1:${port}/v1/status`)).rejects.toThrow();
    } finally {
      try {
        process.kill(-proc.pid!, 'SIGKILL');
      } catch {
        // the group is gone already
      }
    }
  }, 60_000);
});
