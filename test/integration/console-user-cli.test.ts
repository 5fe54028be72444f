// `errand console-user` on a stopped data directory: `--org` with an id the log holds prints a
// link, an unknown id is refused with the reason and no link; `--reset` prints a reset link.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { newOrg, startTestService } from '../support/http.ts';
import { ROOT } from '../support/child-service.ts';

const run = promisify(execFile);

describe('console-user on a stopped data directory', () => {
  it('checks the org in the log before printing a link', async () => {
    const svc = await startTestService();
    const org = await newOrg(svc.url);
    await svc.close();
    const cli = (args: string[]) =>
      run(process.execPath, ['bin/errand.mjs', 'console-user', '--data', svc.dataDir, ...args], {
        cwd: ROOT,
      });
    const known = await cli(['--org', org.orgId, '--email', 'a@example.com']);
    expect(known.stdout).toMatch(/\/console\/setup\?token=/);
    const unknown = await cli(['--org', 'org_nosuchorg0000000', '--email', 'b@example.com']).catch(
      (e: { code: number; stdout: string; stderr: string }) => e,
    );
    expect(unknown).toMatchObject({ code: 1 });
    expect((unknown as { stderr: string }).stderr).toContain(
      'no organisation org_nosuchorg0000000',
    );
    expect((unknown as { stdout: string }).stdout).not.toContain('token=');
    const reset = await cli(['--reset', '--email', 'a@example.com']);
    expect(reset.stdout).toMatch(/\/console\/reset\?token=/);
  }, 30_000);
});
