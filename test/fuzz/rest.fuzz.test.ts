// Fuzzes every mutating REST endpoint over real HTTP (keep-alive, as clients connect): hostile
// values in every field the operation names, mangled encodings, odd path parameters and keys.
// The oracle: no 5xx, no dropped connection, every refusal one complete problem document, and
// no balance anywhere moved by a refused request. FUZZ_RUNS bodies per endpoint (300 in CI).
import { createHmac } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPERATIONS } from '../../src/ops/registry.ts';
import {
  ADMIN_TOKEN,
  PARTNER_SECRET,
  newOrg,
  type TestOrg,
  type TestService,
} from '../support/http.ts';
import { registerOperator, type TestOperator } from '../support/operators.ts';
import {
  FUZZ_RUNS,
  FUZZ_SEED,
  FUZZ_TIMEOUT_MS,
  bodyArb,
  encodedArb,
  expectCompleteProblem,
  pathValueArb,
  startFuzzWorld,
  totals,
  validBody,
  type commitLog,
  type Encoded,
} from '../support/fuzz.ts';

const MUTATING = OPERATIONS.filter((op) => op.method !== 'GET');

let svc: TestService;
let agent: TestOrg; // the public surface's caller
// what the admin surface acts on, so a fuzzed revoke cannot lock the fuzzer out
let victim: TestOrg;
let operator: TestOperator;
let taskId: string;
const counts: Record<string, Record<string, number>> = {};
let commits: ReturnType<typeof commitLog>;

beforeAll(async () => {
  ({ svc, commits, agent, taskId } = await startFuzzWorld({ ERRAND_ALLOW_LOCAL_WEBHOOKS: '1' }));
  victim = await newOrg(svc.url, '1000000');
  operator = await registerOperator(svc);
});
afterAll(async () => {
  const figures = {
    runs_per_endpoint: FUZZ_RUNS,
    seed: FUZZ_SEED,
    endpoints: Object.keys(counts).length,
    of: MUTATING.length,
    statuses: totals(counts),
  };
  console.log(`fuzz rest: ${JSON.stringify(figures)}`);
  await svc.close();
});

function authFor(surface: string): Record<string, string> {
  if (surface === 'public') return { authorization: `Bearer ${agent.key}` };
  if (surface === 'admin') return { authorization: `Bearer ${ADMIN_TOKEN}` };
  if (surface === 'worker') return { authorization: `Bearer ${operator.token}` };
  return {};
}

const keyArb = fc.oneof(
  { weight: 8, arbitrary: fc.uuid() },
  {
    weight: 1,
    arbitrary: fc.constantFrom(undefined, '', ' ', 'k'.repeat(300), 'cl\u00e9', 'a\tb'),
  },
);

describe.each(MUTATING.map((op) => [`${op.method} ${op.path}`, op] as const))(
  'fuzz %s',
  (_name, op) => {
    it(
      `answers ${FUZZ_RUNS} hostile requests without a 5xx, a dropped connection or a moved ` +
        `balance`,
      async () => {
        const realIds = () => [
          taskId,
          agent.agentId,
          victim.agentId,
          victim.orgId,
          'ng.lagos.ikeja',
          operator.id,
          'key_x',
        ];
        const params = [...op.path.matchAll(/:([a-z_]+)/g)].map((m) => m[1]!);
        const tally: Record<string, number> = {};
        counts[op.id] = tally;
        await fc.assert(
          fc.asyncProperty(
            encodedArb(bodyArb(op, validBody(op.id, agent.orgId))),
            fc.array(pathValueArb(realIds()), {
              minLength: params.length,
              maxLength: params.length,
            }),
            keyArb,
            async (body: Encoded, values, key) => {
              let path = op.path;
              for (const [i, p] of params.entries())
                path = path.replace(
                  `:${p}`,
                  op.surface === 'admin' && values[i] === agent.agentId
                    ? victim.agentId
                    : values[i]!,
                );
              const headers: Record<string, string> = {
                ...authFor(op.surface),
                'content-type': body.contentType,
              };
              if (key !== undefined) headers['idempotency-key'] = key;
              if (op.surface === 'partner')
                headers['x-partner-signature'] =
                  `sha256=${createHmac('sha256', PARTNER_SECRET).update(body.bytes).digest('hex')}`;
              const mark = commits.mark();
              let res: Response;
              try {
                res = await fetch(svc.url + path, { method: op.method, headers, body: body.bytes });
              } catch (error) {
                throw new Error(
                  `${op.method} ${path}: connection failed: ` +
                    `${String((error as Error).cause ?? error)}`,
                );
              }
              const text = await res.text();
              tally[res.status] = (tally[res.status] ?? 0) + 1;
              const where = `${op.method} ${path} ${String(body.bytes).slice(0, 200)}`;
              if (res.status >= 400) {
                expectCompleteProblem(
                  res.status,
                  res.headers.get('content-type'),
                  text,
                  res.headers.get('x-request-id'),
                  where,
                );
                expect(commits.movedSince(mark), `${where}: a refused request moved money`).toEqual(
                  [],
                );
              } else {
                expect(res.status, where).toBeLessThan(300);
              }
            },
          ),
          { numRuns: FUZZ_RUNS, seed: FUZZ_SEED, endOnFailure: true },
        );
      },
      FUZZ_TIMEOUT_MS,
    );
  },
);
