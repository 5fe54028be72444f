// The CPU of an in-process service's start and first create, every thread of the process
// counted (process.cpuUsage), as the test suite starts hundreds: `node bin/run-ts.mjs
// bench/profile/service-start-cpu.ts [threads]` (ENGINE_THREADS, default 1); one JSON line with
// the CPU and wall time since the process began (its modules' loading included: the trie was
// built there before) to listening, to the first create's answer, and to the close.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../../src/config.ts';
import { startService } from '../../src/service.ts';
import { ADMIN_TOKEN, call, newOrg, PARTNER_SECRET, taskBody } from '../../test/support/http.ts';

const ms = (us: NodeJS.CpuUsage) => Math.round((us.user + us.system) / 1000);
const dir = mkdtempSync(join(tmpdir(), 'errand-start-'));
const config = loadConfig({
  DATA_DIR: dir,
  PORT: '0',
  HOST: '127.0.0.1',
  ADMIN_TOKEN: ADMIN_TOKEN,
  PARTNER_WEBHOOK_SECRET: PARTNER_SECRET,
  ERRAND_SHARDS: '4',
  ENGINE_THREADS: process.argv[2] ?? '1',
  LOG_LEVEL: 'silent',
});
const service = await startService(config, { announce: () => undefined });
const listening = { cpuMs: ms(process.cpuUsage()), wallMs: Math.round(performance.now()) };
const org = await newOrg(service.url);
const task = await call(service.url, 'POST', '/v1/tasks', {
  key: org.key,
  idem: 'bench-1',
  body: taskBody(),
});
const created = { cpuMs: ms(process.cpuUsage()), wallMs: Math.round(performance.now()) };
await service.close();
const closed = { cpuMs: ms(process.cpuUsage()), wallMs: Math.round(performance.now()) };
rmSync(dir, { recursive: true, force: true });
console.log(
  JSON.stringify({
    threads: config.ENGINE_THREADS,
    status: task.status,
    listening,
    created,
    closed,
  }),
);
