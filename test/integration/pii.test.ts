// Proves no Operator PII (last name, phone, exact coordinates) leaves the service: an end-to-end
// flow over REST, MCP and the Operator app is recorded, and every response body and every log line
// is scanned for it.
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  admin,
  call,
  newKey,
  newOrg,
  startTestService,
  taskBody,
  type Reply,
  type TestOrg,
  type TestService,
} from '../support/http.ts';
import { httpClient } from '../support/mcp.ts';
import {
  advance,
  deadlineIn,
  waitMatched,
  worker,
  type OperatorBody,
  type TestOperator,
} from '../support/operators.ts';

let svc: TestService;
let org: TestOrg;
let mcp: Client;
const ops: TestOperator[] = [];
/**
 * Every response body the agent, the public or the admin received (the Operator app's are kept
 * apart).
 */
const seen: Array<{ what: string; text: string }> = [];
/** Operator-app responses, by the Operator that received them. */
const seenBy = new Map<string, Array<{ what: string; text: string }>>();

const PEOPLE: Array<Partial<OperatorBody>> = [
  {
    first_name: 'Tolu',
    last_name: 'Quarshiebello',
    phone: '+2348031234567',
    location: { lat: 6.601834, lng: 3.351472 },
    lga_coverage: ['ng.lagos.ikeja'],
    zone_ref: 'ng.lagos',
  },
  {
    first_name: 'Musa',
    last_name: 'Vandertuijl',
    phone: '+234 805 998 1122',
    location: { lat: 6.4281, lng: 3.4219 },
    lga_coverage: ['ng.lagos.ikeja', 'ng.lagos.eti-osa'],
    zone_ref: 'ng.lagos',
  },
  {
    first_name: 'Ngozi',
    last_name: 'Xanthopoulou',
    phone: '08127770044',
    location: { lat: 9.0765, lng: 7.3986 },
    lga_coverage: ['ng.fct.abuja-municipal-area-council'],
    zone_ref: 'ng.fct',
    skills: ['field_verification', 'survey'],
  },
];

/**
 * Everything that would identify one Operator: full last name, phone (as given and digits only),
 * coordinates.
 */
function piiOf(body: OperatorBody): string[] {
  const digits = body.phone.replace(/\D/g, '');
  return [
    body.last_name,
    body.last_name.toLowerCase(),
    body.phone,
    digits,
    digits.slice(-10),
    String(body.location.lat),
    String(body.location.lng),
  ];
}
const allPii = () => ops.flatMap((o) => piiOf(o.body));

async function rec(what: string, res: Reply | Promise<Reply>): Promise<Reply> {
  const r = await res;
  seen.push({ what, text: JSON.stringify(r.body) + JSON.stringify([...r.headers.entries()]) });
  return r;
}
const agent = (method: string, path: string, body?: unknown, idem?: string) =>
  rec(
    `${method} ${path}`,
    call(svc.url, method, path, {
      key: org.key,
      ...(body !== undefined ? { body } : {}),
      ...(idem ? { idem } : {}),
    }),
  );
async function asOperator(op: TestOperator, method: string, path: string): Promise<Reply> {
  const r = await worker(svc, op, method, path);
  const list = seenBy.get(op.id) ?? [];
  list.push({
    what: `${method} ${path}`,
    text: JSON.stringify(r.body) + JSON.stringify([...r.headers.entries()]),
  });
  seenBy.set(op.id, list);
  return r;
}
async function tool(name: string, args: Record<string, unknown> = {}): Promise<any> {
  const result = await mcp.callTool({ name, arguments: args });
  seen.push({ what: `mcp ${name}`, text: JSON.stringify(result) });
  expect(result.isError, `${name}: ${JSON.stringify(result.content)}`).toBeFalsy();
  return (result.structuredContent as { data: unknown }).data;
}

beforeAll(async () => {
  svc = await startTestService({ ERRAND_CLOCK: 'virtual' });
  org = await newOrg(svc.url);
  for (const person of PEOPLE) {
    const res = await rec(
      'register',
      admin(svc.url, 'POST', '/internal/v1/operators', {
        languages: ['en', 'yo'],
        skills: ['field_verification'],
        tier: 'verified',
        ...person,
      }),
    );
    expect(res.status).toBe(201);
    ops.push({
      id: res.body.data.operator_id,
      token: res.body.data.operator_token,
      body: {
        languages: ['en', 'yo'],
        skills: ['field_verification'],
        tier: 'verified',
        ...person,
      } as OperatorBody,
    });
  }
  mcp = await httpClient(svc.url, org.key);
});
afterAll(async () => {
  await mcp?.close();
  await svc?.close();
});

describe('an end-to-end flow leaks no Operator PII', () => {
  it(
    'runs: discovery, availability, matching, lapse, accept, start, Pass scans, cancel, proof, ' +
      'reads over REST and MCP',
    async () => {
      // A registration the admin gets wrong still echoes nothing back.
      const bad = await rec(
        'register invalid',
        admin(svc.url, 'POST', '/internal/v1/operators', {
          ...PEOPLE[0],
          languages: ['en'],
          skills: ['juggling'],
        }),
      );
      expect(bad.status).toBe(400);
      const badZone = await rec(
        'register invalid zone',
        admin(svc.url, 'POST', '/internal/v1/operators', {
          ...PEOPLE[1],
          languages: ['en'],
          skills: ['survey'],
          zone_ref: 'ng.lagos.nowhere',
          tier: 'gold',
        }),
      );
      expect(badZone.status).toBe(400);

      // Discovery as an agent would do it.
      for (const q of [
        '',
        '?zone_ref=ng.lagos',
        '?zone_ref=ng.lagos.ikeja&skill=field_verification',
        '?zone_ref=ng.fct&limit=50',
        '?skill=survey',
      ]) {
        expect((await agent('GET', `/v1/workers${q}`)).status).toBe(200);
        expect((await agent('GET', `/v1/operators${q}`)).status).toBe(200);
      }
      for (const op of ops) {
        expect((await agent('GET', `/v1/workers/${op.id}`)).status).toBe(200);
        expect((await agent('GET', `/v1/operators/${op.id}`)).status).toBe(200);
      }
      for (const [zone, skill] of [
        ['ng.lagos.ikeja', 'field_verification'],
        ['ng.lagos.surulere', 'field_verification'],
        ['ng.fct', 'survey'],
      ]) {
        expect(
          (await agent('GET', `/v1/availability?zone_ref=${zone}&skill=${skill}`)).status,
        ).toBe(200);
        expect(
          (
            await agent('POST', '/v1/estimate_task', {
              type: skill,
              reward_major: '2000.00',
              zone_ref: zone,
            })
          ).status,
        ).toBe(200);
      }
      expect(
        (
          await tool('search_operators', {
            zone_ref: 'ng.lagos.ikeja',
            skill: 'field_verification',
          })
        ).length,
      ).toBe(2);
      await tool('search_operators', {});
      for (const op of ops) expect((await tool('get_operator', { id: op.id })).id).toBe(op.id);
      await tool('check_availability', { zone_ref: 'ng.lagos.ikeja', skill: 'field_verification' });
      await tool('estimate_task', {
        type: 'field_verification',
        reward_major: '1500.00',
        zone_ref: 'ng.lagos.ikeja',
      });
      await tool('list_zones', {});

      // Three tasks: two in Ikeja (both Lagos Operators), one in Abuja.
      const create = async (zone: string, title: string) =>
        (
          await agent(
            'POST',
            '/v1/tasks',
            taskBody({ zone_ref: zone, title, deadline: deadlineIn(svc, 48) }),
            newKey(),
          )
        ).body.data.taskId as string;
      const ikeja1 = await create('ng.lagos.ikeja', 'Check the clinic signage');
      const ikeja2 = await create('ng.lagos.ikeja', 'Check the bakery opening hours');
      const abuja = await create('ng.fct.abuja-municipal-area-council', 'Check the office address');
      for (const id of [ikeja1, ikeja2, abuja]) await waitMatched(svc, org, id);
      for (const op of ops)
        expect((await asOperator(op, 'GET', '/worker/v1/offers')).status).toBe(200);

      // Every offer lapses once: the Ikeja tasks swap Operators; nobody else covers Abuja, so it
      // waits live.
      await advance(svc, 16 * 60);
      expect((await agent('GET', `/v1/tasks/${abuja}`)).body.data.state).toBe('live');
      await rec('clock', admin(svc.url, 'GET', '/internal/v1/clock'));
      const passes: string[] = [];
      for (const id of [ikeja1, ikeja2]) {
        const opId = await waitMatched(svc, org, id);
        const op = ops.find((o) => o.id === opId)!;
        const acc = await asOperator(op, 'POST', `/worker/v1/offers/${id}/accept`);
        expect(acc.status).toBe(200);
        passes.push(acc.body.data.pass.token);
        expect((await asOperator(op, 'GET', `/worker/v1/tasks/${id}`)).status).toBe(200);
        expect((await asOperator(op, 'POST', `/worker/v1/tasks/${id}/start`)).status).toBe(200);
        // Poking at the other Operator's task answers 404 and nothing more.
        const other = ops.find((o) => o !== op)!;
        expect((await asOperator(other, 'GET', `/worker/v1/tasks/${id}`)).status).toBe(404);
      }
      for (const token of [...passes, ...passes, 'pass_notarealtokenatall00000000000']) {
        expect(
          (await rec('verify', call(svc.url, 'POST', '/v1/pass/verify', { body: { token } })))
            .status,
        ).toBe(200);
      }

      // Agent reads, over both doors.
      for (const id of [ikeja1, ikeja2, abuja]) {
        await agent('GET', `/v1/tasks/${id}`);
        await agent('GET', `/v1/tasks/${id}/proof`);
        await tool('get_task', { id });
        await tool('get_proof', { id });
      }
      await agent('GET', '/v1/tasks');
      await tool('list_tasks', {});

      // One handed in (its Pass is then spent), one cancelled into a dispute and resolved, the
      // Abuja one cancelled.
      await svc.engine.execute({
        type: 'StepTask',
        orgId: org.orgId,
        taskId: ikeja1,
        step: 'SUBMIT_PROOF',
      });
      await svc.engine.execute({
        type: 'StepTask',
        orgId: org.orgId,
        taskId: ikeja1,
        step: 'BEGIN_VERIFY',
      });
      expect(
        (await agent('POST', `/v1/tasks/${ikeja1}/approve`, undefined, newKey())).body.data.state,
      ).toBe('approved');
      expect(
        (await agent('POST', `/v1/tasks/${ikeja2}/cancel`, undefined, newKey())).body.data.state,
      ).toBe('disputed');
      expect(
        (
          await rec(
            'resolve',
            admin(svc.url, 'POST', `/internal/v1/disputes/${ikeja2}/resolve`, {
              favour: 'operator',
            }),
          )
        ).status,
      ).toBe(200);
      expect(
        (await agent('POST', `/v1/tasks/${abuja}/cancel`, undefined, newKey())).body.data.state,
      ).toBe('cancelled');
      await rec('settle', admin(svc.url, 'POST', '/internal/v1/settlements/run', {}));
      await rec('reviews', admin(svc.url, 'GET', '/internal/v1/reviews'));
      await rec('ledger', admin(svc.url, 'GET', '/internal/v1/ledger/verify'));
      for (const token of passes)
        await rec('verify after', call(svc.url, 'POST', '/v1/pass/verify', { body: { token } }));
      await agent('GET', '/v1/tasks');
      await agent('GET', '/v1/wallet');
      for (const op of ops) await asOperator(op, 'GET', '/worker/v1/offers');
      expect(seen.length).toBeGreaterThan(60);
    },
  );

  it(
    "no response the agent, the public or the admin received names an Operator's last name, " +
      'phone or location',
    () => {
      const pii = allPii();
      for (const { what, text } of seen)
        for (const p of pii) expect(text.includes(p), `${what} contains ${p}`).toBe(false);
      // The projection did reach the agent: first names and initials only.
      const all = seen.map((s) => s.text).join('\n');
      for (const op of ops) expect(all).toContain(op.body.first_name);
    },
  );

  it("no Operator-app response carries another Operator's PII", () => {
    expect(seenBy.size).toBe(ops.length);
    for (const [opId, responses] of seenBy) {
      const others = ops.filter((o) => o.id !== opId).flatMap((o) => piiOf(o.body));
      for (const { what, text } of responses)
        for (const p of others)
          expect(text.includes(p), `${opId}: ${what} contains ${p}`).toBe(false);
    }
  });

  it("no log line names an Operator's last name, phone or location, or any token", () => {
    expect(svc.logs.length).toBeGreaterThan(50);
    const pii = allPii();
    for (const line of svc.logs) {
      for (const p of pii)
        expect(line.includes(p), `log line contains ${p}: ${line.slice(0, 200)}`).toBe(false);
      for (const op of ops)
        expect(line.includes(op.token), 'log line contains an Operator token').toBe(false);
      expect(line).not.toMatch(/pass_[0-9A-Za-z]{32}/);
    }
  });
});
