// Proves the console tells the truth about a change whose write failed (docs/reliability.md,
// "Every answer tells the truth"): with one lane and one org, an API create is written and the
// console's spend-cap change right behind it fails at the disk. The create is answered 201; the
// console form goes back to its page saying the outcome is unknown, not a 500 page and not
// "nothing was applied".
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.ts';
import { consoleSecret, mintSetupToken } from '../../src/console/setup-tokens.ts';
import { startService, type RunningService } from '../../src/service.ts';
import { ADMIN_TOKEN, PARTNER_SECRET, call, newKey, newOrg, taskBody } from '../support/http.ts';
import { GatedLatch } from '../support/gated-latch.ts';
import { waitFor } from '../support/operators.ts';

const PASSWORD = 'a long enough passphrase';
let svc: (RunningService & { url: string }) | undefined;
const latch = new GatedLatch();
afterAll(async () => {
  latch.open();
  await svc?.close().catch(() => {});
});

/** A signed-in console person: cookies and the form token, taken before any write is held. */
async function owner(url: string, dataDir: string, orgId: string) {
  const jar = new Map<string, string>();
  const send = async (path: string, init: RequestInit = {}) => {
    const cookie = [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
    const headers = { ...(init.headers as Record<string, string>), cookie };
    const res = await fetch(`${url}${path}`, { ...init, headers, redirect: 'manual' });
    for (const c of res.headers.getSetCookie()) {
      const [k, v] = c.split(';')[0]!.split('=');
      if (v === '' || /Expires=Thu, 01 Jan 1970/i.test(c)) jar.delete(k!);
      else jar.set(k!, v!);
    }
    return { status: res.status, location: res.headers.get('location'), text: await res.text() };
  };
  const token = async () =>
    /name="_csrf" value="([^"]+)"/.exec((await send('/console/login')).text)![1]!;
  const post = (path: string, form: Record<string, string>, csrf: string, referer?: string) =>
    send(path, {
      method: 'POST',
      body: new URLSearchParams({ ...form, _csrf: csrf }),
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        ...(referer ? { referer } : {}),
      },
    });
  const setup = mintSetupToken(consoleSecret(dataDir), {
    kind: 'setup',
    email: 'owner-truth@example.com',
    staff: false,
    role: 'owner',
    orgId,
    orgName: null,
    mode: 'live',
    expiresAtMs: Date.now() + 60_000,
  });
  const form = { token: setup, password: PASSWORD, confirm: PASSWORD };
  expect((await post('/console/setup', form, await token())).status).toBe(303);
  return { send, post, csrf: await token() };
}

describe('a console change whose write fails behind a durable create', () => {
  it(
    'goes back to its page with "outcome ' + 'unknown"; the create is answered as applied',
    async () => {
      const dataDir = mkdtempSync(join(tmpdir(), 'errand-truth-console-'));
      const config = loadConfig({
        DATA_DIR: dataDir,
        PORT: '0',
        HOST: '127.0.0.1',
        ADMIN_TOKEN,
        PARTNER_WEBHOOK_SECRET: PARTNER_SECRET,
        ERRAND_SHARDS: '1',
        ERRAND_WAL_LANES: '1',
      });
      const started = await startService(config, {
        logger: false,
        announce: () => {},
        unsafeWriteLatch: latch,
      });
      svc = started as RunningService & { url: string };
      const org = await newOrg(svc.url);
      const person = await owner(svc.url, dataDir, org.orgId);
      const page = `/console/agents/${org.agentId}`;

      latch.hold();
      const create = call(svc.url, 'POST', '/v1/tasks', {
        key: org.key,
        idem: newKey('c'),
        body: taskBody(),
      });
      const atDisk = () => (latch.held === 1 ? true : undefined);
      await waitFor(atDisk, 5_000, "the create's batch at the disk");
      const caps = person.post(
        `${page}/caps`,
        { daily: '5000.00', per_task: '' },
        person.csrf,
        `${svc.url}${page}`,
      );
      const decided = () => (svc!.engine.shards[0]!.depth === 2 ? true : undefined);
      await waitFor(decided, 5_000, 'the cap change decided behind it');
      latch.next();
      await waitFor(atDisk, 5_000, "the cap change's batch at the disk");
      expect((await create).status).toBe(201);
      const eio = Object.assign(new Error('IO error: simulated: Input/output error'), {
        code: 'LEVEL_IO_ERROR',
      });
      latch.next(eio);

      const answered = await caps;
      expect(answered.status).toBe(303);
      expect(answered.location).toBe(`${page}?error=outcome_unknown`);
      const shown = await person.send(answered.location!);
      expect(shown.status).toBe(200);
      expect(shown.text).toContain('The outcome of this command is unknown');
    },
  );
});
