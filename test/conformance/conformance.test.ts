// Proves /mcp passes the official MCP conformance suite (@modelcontextprotocol/conformance,
// pinned): every server scenario passes except those listed in baseline.yml as not applicable (the
// suite's fixture tools, resources and prompts), and the suite itself fails the run if a listed one
// starts passing or an unlisted one fails.
import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { newOrg, startTestService, type TestService } from '../support/http.ts';
import { tempDir } from '../support/harness.ts';
import { keyProxy, type KeyProxy } from './key-proxy.ts';

const here = dirname(fileURLToPath(import.meta.url));
const suite = join(
  dirname(createRequire(import.meta.url).resolve('@modelcontextprotocol/conformance/package.json')),
  'dist/index.js',
);

let svc: TestService;
let proxy: KeyProxy;

beforeAll(async () => {
  svc = await startTestService();
  const org = await newOrg(svc.url);
  proxy = await keyProxy(svc.url, org.key);
});
afterAll(async () => {
  await proxy?.close();
  await svc?.close();
});

function run(args: string[]): Promise<{ code: number; out: string }> {
  const argv = ['--import', join(here, 'node20.mjs'), suite, ...args];
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      argv,
      { cwd: tempDir('errand-conformance-'), maxBuffer: 64 << 20 },
      (error, stdout, stderr) => {
        resolve({ code: error ? Number(error.code ?? 1) : 0, out: `${stdout}\n${stderr}` });
      },
    );
  });
}

it('every applicable server scenario passes; the rest are exactly baseline.yml', async () => {
  const { code, out } = await run([
    'server',
    '--url',
    `${proxy.url}/mcp`,
    '--suite',
    'all',
    '--expected-failures',
    join(here, 'baseline.yml'),
  ]);
  const summary = out.slice(out.indexOf('=== SUMMARY ==='));
  expect(code, summary).toBe(0);
  expect(summary).toContain('Baseline check passed');
  for (const scenario of [
    'server-initialize',
    'ping',
    'tools-list',
    'tools-call-error',
    'resources-list',
    'prompts-list',
    'completion-complete',
    'dns-rebinding-protection',
    // 2025 clients get a session (Mcp-Session-Id) and its GET stream (src/mcp/sessions.ts).
    'server-sse-multiple-streams',
  ]) {
    expect(summary, scenario).toMatch(new RegExp(`✓ ${scenario}: [1-9]\\d* passed, 0 failed`));
  }
});
