// Times MCP tool calls over /mcp against a real service in a temp dir: `node bin/run-ts.mjs
// bench/mcp-call.ts [calls] [--session]`. A 2025-era tools/call (one JSON POST, as a stateless
// client sends it, or in a session opened by initialize with --session) of get_wallet,
// sequentially; prints the median and p90 in ms (docs/mcp.md, "Cost").
import { newOrg, startTestService } from '../test/support/http.ts';

const calls = Number(process.argv.find((a) => /^\d+$/.test(a)) ?? 300);
const inSession = process.argv.includes('--session');
const svc = await startTestService();
const org = await newOrg(svc.url);
const headers = {
  authorization: `Bearer ${org.key}`,
  'content-type': 'application/json',
  accept: 'application/json, text/event-stream',
  'mcp-protocol-version': '2025-11-25',
};
if (inSession) {
  const init = {
    jsonrpc: '2.0',
    id: 0,
    method: 'initialize',
    params: {
      protocolVersion: '2025-11-25',
      capabilities: {},
      clientInfo: { name: 'b', version: '1' },
    },
  };
  const res = await fetch(`${svc.url}/mcp`, {
    method: 'POST',
    headers,
    body: JSON.stringify(init),
  });
  await res.text();
  Object.assign(headers, { 'mcp-session-id': res.headers.get('mcp-session-id')! });
}
const body = (id: number) =>
  JSON.stringify({
    jsonrpc: '2.0',
    id,
    method: 'tools/call',
    params: { name: 'get_wallet', arguments: {} },
  });
const times: number[] = [];
for (let i = 0; i < calls + 50; i++) {
  const started = performance.now();
  const res = await fetch(`${svc.url}/mcp`, { method: 'POST', headers, body: body(i) });
  await res.text();
  if (res.status !== 200) throw new Error(`status ${res.status}`);
  if (i >= 50) times.push(performance.now() - started);
}
times.sort((a, b) => a - b);
const at = (q: number) => times[Math.floor(q * (times.length - 1))]!.toFixed(2);
const how = inSession ? 'in a session' : 'stateless';
console.log(`tools/call get_wallet x${calls} ${how}: median ${at(0.5)} ms, p90 ${at(0.9)} ms`);
await svc.close();
