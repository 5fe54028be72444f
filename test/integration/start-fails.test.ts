// A start that fails exits: on a port in use or a data directory another process holds, `errand
// serve` says why and ends with a non-zero code within seconds, keeping nothing open.
import { execFile } from 'node:child_process';
import { createServer, type Server } from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ROOT, freePort, startChild } from '../support/child-service.ts';

const parent = mkdtempSync(join(tmpdir(), 'errand-start-fails-'));
afterAll(() => rmSync(parent, { recursive: true, force: true }));

/** `errand serve` as an operator runs it; killed after 30 s so a hang fails the test, not CI. */
function serve(dataDir: string, port: number) {
  return new Promise<{ code: number | null; signal: string | null; stderr: string }>((resolve) => {
    const child = execFile(
      process.execPath,
      ['bin/errand.mjs', 'serve'],
      {
        cwd: ROOT,
        timeout: 30_000,
        env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), ADMIN_TOKEN: 'x'.repeat(32) },
      },
      (_error, _stdout, stderr) =>
        resolve({ code: child.exitCode, signal: child.signalCode, stderr }),
    );
  });
}

describe('a start that fails', () => {
  it('on a port in use exits non-zero and names the port', async () => {
    const port = await freePort();
    const busy: Server = createServer();
    await new Promise<void>((resolve) => busy.listen(port, '127.0.0.1', resolve));
    try {
      const out = await serve(join(parent, 'busy-port'), port);
      expect(out.signal).toBeNull();
      expect(out.code).toBe(1);
      expect(out.stderr).toContain(`EADDRINUSE`);
      // Nothing of it is left holding the directory: a start on the same directory now works.
      const again = await startChild(join(parent, 'busy-port'));
      await again.stop('SIGTERM');
    } finally {
      busy.close();
    }
  });

  it(
    'on a data directory another errand serve ' + 'holds exits non-zero and says it is in use',
    async () => {
      const first = await startChild(join(parent, 'held'));
      try {
        const out = await serve(first.dataDir, await freePort());
        expect(out.signal).toBeNull();
        expect(out.code).toBe(1);
        expect(out.stderr).toContain('the data directory is in use by another process');
        // The first one is untouched and still answers.
        expect((await fetch(`${first.url}/v1/status`)).status).toBe(200);
      } finally {
        await first.stop('SIGTERM');
      }
    },
  );
});
