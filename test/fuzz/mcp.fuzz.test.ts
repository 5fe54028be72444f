// Fuzzes every MCP tool over Streamable HTTP (JSON-RPC `tools/call` posted to /mcp, keep-alive):
// hostile arguments for every field the tool's operation names, odd idempotency keys, and now and
// then a broken JSON-RPC envelope. The oracle: no 5xx, no dropped connection, every answer a
// JSON-RPC response, a tool error always a problem document, and no balance moved by a refusal.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toolOperations } from '../../src/mcp/tools.ts';
import { TOOL_NAMES } from '../../src/ops/tool-names.ts';
import { ERROR_CODES } from '../../src/errors/codes.ts';
import type { TestOrg, TestService } from '../support/http.ts';
import {
  FUZZ_RUNS,
  FUZZ_SEED,
  FUZZ_TIMEOUT_MS,
  bodyArb,
  startFuzzWorld,
  totals,
  validBody,
  type commitLog,
} from '../support/fuzz.ts';

let svc: TestService;
let agent: TestOrg;
let taskId: string;
const counts: Record<string, Record<string, number>> = {};
let commits: ReturnType<typeof commitLog>;

beforeAll(async () => {
  ({ svc, commits, agent, taskId } = await startFuzzWorld());
});
afterAll(async () => {
  const figures = {
    runs_per_tool: FUZZ_RUNS,
    seed: FUZZ_SEED,
    tools: Object.keys(counts).length,
    of: TOOL_NAMES.length,
    outcomes: totals(counts),
  };
  console.log(`fuzz mcp: ${JSON.stringify(figures)}`);
  await svc.close();
});

const idArb = (real: string[]) =>
  fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...real) },
    {
      weight: 2,
      arbitrary: fc.oneof(
        fc.string({ maxLength: 40 }),
        fc.constantFrom('x'.repeat(250), '../..', '', 7 as unknown as string),
      ),
    },
  );

let rpcId = 0;
async function rpc(
  body: string,
): Promise<{ status: number; text: string; contentType: string | null }> {
  try {
    const res = await fetch(`${svc.url}/mcp`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${agent.key}`,
        'content-type': 'application/json',
        accept: 'application/json, text/event-stream',
      },
      body,
    });
    return {
      status: res.status,
      text: await res.text(),
      contentType: res.headers.get('content-type'),
    };
  } catch (error) {
    throw new Error(`/mcp: connection failed: ${String((error as Error).cause ?? error)}`);
  }
}

const ENVELOPE_BREAKERS = [
  (call: Record<string, unknown>) => ({ ...call, jsonrpc: '1.0' }),
  (call: Record<string, unknown>) => ({ ...call, method: 'tools/cal' }),
  (call: Record<string, unknown>) => ({ ...call, params: 'not an object' }),
  (call: Record<string, unknown>) => ({
    ...call,
    params: { ...(call.params as object), name: 'no_such_tool' },
  }),
  (call: Record<string, unknown>) => [call, call],
];

describe.each(toolOperations().map((op) => [op.id, op] as const))('fuzz tool %s', (name, op) => {
  it(
    `answers ${FUZZ_RUNS} hostile calls without a 5xx, a dropped connection or a moved balance`,
    async () => {
      const tally: Record<string, number> = {};
      counts[name] = tally;
      const params = [...op.path.matchAll(/:([a-z_]+)/g)].map((m) => m[1]!);
      const argsArb = fc
        .tuple(
          bodyArb(op, validBody(op.id, agent.orgId)),
          fc.array(idArb([taskId, 'loop_x', 'wf_x', 'op_x']), {
            minLength: params.length,
            maxLength: params.length,
          }),
          fc.option(
            fc.oneof(fc.uuid(), fc.constantFrom('', 'k'.repeat(300), 42 as unknown as string)),
            { nil: undefined },
          ),
        )
        .map(([body, values, key]) => {
          const args: Record<string, unknown> =
            body && typeof body === 'object' && !Array.isArray(body)
              ? { ...(body as object) }
              : { value: body };
          for (const [i, p] of params.entries()) args[p] = values[i];
          if (key !== undefined) args.idempotency_key = key;
          return args;
        });
      await fc.assert(
        fc.asyncProperty(argsArb, fc.nat({ max: 24 }), async (args, breaker) => {
          const call: Record<string, unknown> = {
            jsonrpc: '2.0',
            id: ++rpcId,
            method: 'tools/call',
            params: { name, arguments: args },
          };
          const message =
            breaker < ENVELOPE_BREAKERS.length ? ENVELOPE_BREAKERS[breaker]!(call) : call;
          const mark = commits.mark();
          const res = await rpc(JSON.stringify(message));
          const where = `${name} ${JSON.stringify(message).slice(0, 300)}`;
          expect(res.status, `${where}: ${res.text.slice(0, 300)}`).toBeLessThan(500);
          const answer = JSON.parse(res.text) as
            | {
                result?: { isError?: boolean; content?: Array<{ text: string }> };
                error?: { code: number };
              }
            | unknown[];
          const single = Array.isArray(answer) ? (answer[0] as Record<string, any>) : answer;
          let outcome: string;
          if (single.error) {
            outcome = `rpc_error ${single.error.code}`;
          } else if (single.result?.isError) {
            const problem = JSON.parse(single.result.content![0]!.text) as {
              code: keyof typeof ERROR_CODES;
              status: number;
            };
            expect(ERROR_CODES[problem.code]?.status, where).toBe(problem.status);
            expect(problem.status, where).toBeLessThan(500);
            outcome = `tool_error ${problem.code}`;
          } else {
            outcome = 'ok';
          }
          tally[outcome] = (tally[outcome] ?? 0) + 1;
          if (outcome !== 'ok')
            expect(commits.movedSince(mark), `${where}: a refused call moved money`).toEqual([]);
        }),
        { numRuns: FUZZ_RUNS, seed: FUZZ_SEED, endOnFailure: true },
      );
    },
    FUZZ_TIMEOUT_MS,
  );
});
