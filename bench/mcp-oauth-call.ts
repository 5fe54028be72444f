// What an OAuth access token costs on /mcp beside an API key: `node bin/run-ts.mjs
// bench/mcp-oauth-call.ts [calls]`. The same 2025-era tools/call get_wallet as bench/mcp-call.ts,
// sent alternately with the agent's key and with a token granted for it (the grant made through
// the authorization server's own calls, no browser); prints median and p90 of each in ms
// (docs/mcp.md, "OAuth").
import { createHash, randomBytes } from 'node:crypto';
import { newOrg, startTestService } from '../test/support/http.ts';

const calls = Number(process.argv[2] ?? 300);
const svc = await startTestService();
const org = await newOrg(svc.url);
const oauth = svc.services.oauth!;

async function grantedToken(): Promise<string> {
  const redirect = 'http://127.0.0.1:9/cb';
  const client = await oauth.register({ client_name: 'bench', redirect_uris: [redirect] });
  const verifier = randomBytes(32).toString('base64url');
  const challenge = createHash('sha256').update(verifier).digest('base64url');
  const asked = await oauth.authorize({
    response_type: 'code',
    client_id: String(client.client_id),
    redirect_uri: redirect,
    code_challenge: challenge,
    code_challenge_method: 'S256',
  });
  if (asked.kind !== 'consent') throw new Error(`authorize: ${JSON.stringify(asked)}`);
  const who = { orgId: org.orgId, agentId: org.agentId, userId: 'bench' };
  const made = await oauth.allow(asked.requestId, who);
  const code = new URL(made!.location).searchParams.get('code')!;
  const answer = await oauth.tokens.exchange({
    grant_type: 'authorization_code',
    code,
    code_verifier: verifier,
    client_id: String(client.client_id),
    redirect_uri: redirect,
  });
  return String(answer.body.access_token);
}

const body = (id: number) =>
  JSON.stringify({
    jsonrpc: '2.0',
    id,
    method: 'tools/call',
    params: { name: 'get_wallet', arguments: {} },
  });
async function once(bearer: string, id: number): Promise<number> {
  const started = performance.now();
  const res = await fetch(`${svc.url}/mcp`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${bearer}`,
      'content-type': 'application/json',
      accept: 'application/json, text/event-stream',
      'mcp-protocol-version': '2025-11-25',
    },
    body: body(id),
  });
  await res.text();
  if (res.status !== 200) throw new Error(`status ${res.status}`);
  return performance.now() - started;
}

const token = await grantedToken();
const times = { key: [] as number[], token: [] as number[] };
for (let i = 0; i < calls + 50; i++) {
  const k = await once(org.key, i);
  const t = await once(token, i);
  if (i >= 50) {
    times.key.push(k);
    times.token.push(t);
  }
}
const at = (list: number[], q: number) =>
  [...list].sort((a, b) => a - b)[Math.floor(q * (list.length - 1))]!.toFixed(2);
console.log(
  JSON.stringify({
    calls,
    key_median_ms: at(times.key, 0.5),
    key_p90_ms: at(times.key, 0.9),
    token_median_ms: at(times.token, 0.5),
    token_p90_ms: at(times.token, 0.9),
  }),
);
await svc.close();
