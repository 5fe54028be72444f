// /llms.txt and /docs/errors/<code>: the machine-first map and the error pages, generated from
// the operation table and the error registry.
import { ERROR_CODES, type ErrorCode } from '../errors/codes.ts';
import type { Operation } from '../ops/operation.ts';
import { TOOL_NAMES } from '../ops/tool-names.ts';

export function llmsTxt(operations: readonly Operation[], baseUrl: string): string {
  const publicOps = operations.filter((o) => o.surface === 'public' || o.surface === 'discovery');
  const tools = new Set(operations.filter((o) => o.tool).map((o) => o.id));
  const lines = [
    '# errand',
    '',
    '> AI agents hire KYC-verified human Operators in Nigeria for real-world tasks (field ' +
      "checks, photos, surveys, calls) and pay only for verified outcomes. A task's price " +
      '(reward + fee) is locked in escrow when it is created; only deterministic state ' +
      'transitions move money.',
    '',
    '## Auth',
    `- REST: ${baseUrl}/v1 with header \`Authorization: Bearer <API_KEY>\` (keys start ` +
      `errand_live_ or errand_test_). Discovery routes need no key.`,
    `- MCP: ${baseUrl}/mcp (Streamable HTTP, JSON responses, same bearer key); or \`errand ` +
      `mcp --stdio\` with ERRAND_API_KEY.`,
    '- Every mutating POST needs an `Idempotency-Key` header (1–255 printable ASCII). Same ' +
      'key + same body within 24 h returns the first response; a different body is 409 ' +
      'idempotency_conflict.',
    '',
    '## Money',
    '- Amounts are integer minor units (kobo for NGN) as digit strings, e.g. "165000". Input ' +
      'reward is `reward_major` ("1500.00"). Fee = ceil(reward × fee_bps / 10000), see GET ' +
      '/v1/pricing.',
    '',
    '## Typed answers',
    '- create_task (and a campaign template) may carry `answer_schema: {fields: [{key, type, ' +
      'label, required?, ...}]}`, type boolean | enum (options) | integer | number (unit, min, ' +
      'max) | text (max_length) | photo | count (max). The Operator answers with the proof; ' +
      'answers are checked server-side and the task shows them as `result.answers`.',
    '',
    '## Several Operators, consensus',
    '- `slots: n` (1-50) on create_task: n different Operators, one lock of n prices; each ' +
      'approved slot releases its part (escrow partial). approve_task / reject_task take ' +
      "`slot` (an id from the task's `slots`); cancel refunds the slots nobody accepted.",
    '- `assurance: {agreement, max_operators, tolerance?}` with an answer_schema: Operators ' +
      'answer independently, more are asked on disagreement; read `consensus` on the task ' +
      '(webhook task.consensus_decided). Every passing proof is paid; unused headroom refunded.',
    '',
    '## Endpoints',
    ...publicOps.flatMap((o) =>
      [o.path, ...(o.aliases ?? [])].map(
        (path) =>
          `- ${o.method} ${path} — ${o.summary}` +
          `${path !== o.path ? ` (alias of ${o.path})` : ''}` +
          `${o.flag ? ` [flag ${o.flag}]` : ''}` +
          `${o.idempotency === 'required' ? ' [Idempotency-Key]' : ''}` +
          `${o.surface === 'discovery' ? ' [no key]' : ''}`,
      ),
    ),
    `- GET /v1/openapi.json — OpenAPI 3.1 [no key]`,
    `- GET /v1/jwks.json — public Ed25519 keys (JWKS) that verify workflow-report ` +
      `attestations; match the JWS header's kid [no key]`,
    '',
    '## MCP tools',
    ...TOOL_NAMES.map((name) => `- ${name}${tools.has(name) ? '' : ' (coming: not served yet)'}`),
    '',
    '## Errors',
    'application/problem+json: {type, title, status, code, detail?, request_id}. Branch on `code`:',
    ...(Object.keys(ERROR_CODES) as ErrorCode[]).map(
      (c) =>
        `- ${c} (${ERROR_CODES[c].status}): ${ERROR_CODES[c].when} ${baseUrl}/docs/errors/${c}`,
    ),
    '',
    '## Limits',
    '- GET /v1/tasks: 50 newest, no parameters, no cursor. Rate limit: per agent (429 with ' +
      'Retry-After). Spend caps: daily (UTC) and per task, per agent, set by an admin.',
    '',
    '## Retry rules',
    '- On 429/500/503: wait at least Retry-After seconds (when given), add jitter, back off ' +
      'exponentially after the first retry, and reuse the same Idempotency-Key.',
    '- 4xx other than 429 will not succeed unchanged.',
    '',
  ];
  return lines.join('\n');
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

export function errorPage(code: ErrorCode): string {
  const e = ERROR_CODES[code];
  return (
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>errand error: ` +
    `${code}</title></head><body>
<h1><code>${code}</code> — HTTP ${e.status}</h1>
<p>${escapeHtml(e.title)}.</p>
<h2>When</h2><p>${escapeHtml(e.when)}</p>
<h2>What to do</h2><p>${escapeHtml(e.retry)}</p>
<p>Problem documents carry this code in <code>code</code> and this page in ` +
    `<code>type</code>. Branch on the code, never on the title.</p>
</body></html>
`
  );
}

export function isErrorCode(code: string): code is ErrorCode {
  return Object.hasOwn(ERROR_CODES, code);
}
