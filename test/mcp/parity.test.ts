// Proves both doors are one governed layer for successes: every served MCP tool over Streamable
// HTTP answers as its REST operation does for the same agent, with the same data.
// (Errors: parity-errors.test.ts.)
import { describe, expect, it } from 'vitest';
import { admin, newKey, newOrg, taskBody } from '../support/http.ts';
import { balance, createTask, driveTo, taskIds, waitLive } from '../support/http-steps.ts';
import { callTool } from '../support/mcp.ts';
import { expectDigitStrings, normalized, ok, okRest, parityKit } from './parity-support.ts';

const kit = parityKit();

/** The tools the success cases below call through both doors; a new tool must join them. */
const COVERED = [
  'get_wallet',
  'fund_wallet',
  'estimate_task',
  'list_zones',
  'list_campaigns',
  'list_tasks',
  'get_task',
  'get_proof',
  'create_task',
  'approve_task',
  'reject_task',
  'cancel_task',
  'search_operators',
  'get_operator',
  'check_availability',
  'estimate_loop',
  'create_loop',
  'list_loops',
  'get_loop',
  'pause_loop',
  'resume_loop',
  'cancel_loop',
  'list_workflow_products',
  'create_workflow',
  'get_workflow',
];

it('every tool the server lists is covered here', async () => {
  const o = await newOrg(kit.svc().url);
  const served = (await (await kit.mcp(o)).listTools()).tools.map((t) => t.name);
  expect([...served].sort()).toEqual([...COVERED].sort());
});

describe('successful calls agree', () => {
  it(
    'reads: get_wallet, fund_wallet, estimate_task, estimate_loop, list_zones, list_campaigns, ' +
      'list_tasks, get_task, get_proof',
    async () => {
      const o = await newOrg(kit.svc().url, '5000000');
      const c = await kit.mcp(o);
      const id = await createTask(kit.svc(), o);
      await waitLive(kit.svc(), o, id);
      const estimate = {
        type: 'field_verification',
        reward_major: '1500.00',
        zone_ref: 'ng.lagos.ikeja',
      };
      const registered = await admin(kit.svc().url, 'POST', '/internal/v1/operators', {
        first_name: 'Adaeze',
        last_name: 'Okafor',
        phone: '+2348012345678',
        languages: ['en', 'ig'],
        lga_coverage: ['ng.lagos.surulere'],
        skills: ['field_verification'],
        zone_ref: 'ng.lagos.surulere',
        location: { lat: 6.4968, lng: 3.3553 },
      });
      // The Operator covers another LGA than the task's, so matching never moves the task
      // mid-comparison.
      const operatorId = registered.body.data.operator_id as string;
      await admin(kit.svc().url, 'PUT', `/internal/v1/orgs/${o.orgId}/flags`, {
        'flags.loop.engine': true,
        'flags.workflows.business_address_verification': true,
      });
      const { deadline: _deadline, ...template } = taskBody();
      const loopEstimate = {
        template: { kind: 'task', task: { ...template, deadline_after_hours: 48 } },
        schedule: { kind: 'weekly', weekdays: [1, 4], hour: 9 },
        budget_total_minor: '1000000',
      };
      const pairs: Array<[string, Record<string, unknown>, string, string, unknown?]> = [
        ['get_wallet', {}, 'GET', '/v1/wallet'],
        ['fund_wallet', {}, 'POST', '/v1/wallet/fund'],
        ['estimate_task', estimate, 'POST', '/v1/estimate_task', estimate],
        ['list_zones', {}, 'GET', '/v1/zones'],
        ['list_campaigns', {}, 'GET', '/v1/campaigns'],
        ['list_tasks', {}, 'GET', '/v1/tasks'],
        ['get_task', { id }, 'GET', `/v1/tasks/${id}`],
        ['get_proof', { id }, 'GET', `/v1/tasks/${id}/proof`],
        [
          'search_operators',
          { zone_ref: 'ng.lagos.surulere', skill: 'field_verification' },
          'GET',
          '/v1/workers?zone_ref=ng.lagos.surulere&skill=field_verification',
        ],
        ['get_operator', { id: operatorId }, 'GET', `/v1/workers/${operatorId}`],
        [
          'check_availability',
          { zone_ref: 'ng.lagos.surulere', skill: 'field_verification' },
          'GET',
          '/v1/availability?zone_ref=ng.lagos.surulere&skill=field_verification',
        ],
        [
          'list_workflow_products',
          { zone_ref: 'ng.lagos.ikeja' },
          'GET',
          '/v1/workflow_products?zone_ref=ng.lagos.ikeja',
        ],
        ['list_workflow_products', {}, 'GET', '/v1/workflow_products'],
        ['estimate_loop', loopEstimate, 'POST', '/v1/estimate_loop', loopEstimate],
      ];
      for (const [tool, args, method, path, body] of pairs) {
        const viaMcp = ok(await callTool(c, tool, args));
        const viaRest = okRest(await kit.rest(o, method, path, body === undefined ? {} : { body }));
        expect(viaMcp, tool).toEqual(viaRest);
        expectDigitStrings(viaMcp, tool);
      }
      expect(ok(await callTool(c, 'get_wallet'))).toEqual({
        balance_minor: '4835000',
        currency: 'NGN',
      });
      expect(ok(await callTool(c, 'list_tasks')).map((t: { id: string }) => t.id)).toEqual([id]);
    },
  );

  it(
    'create_task: the same body through each door ' + 'gives the same result and the same charge',
    async () => {
      const o = await newOrg(kit.svc().url, '1000000');
      const c = await kit.mcp(o);
      const body = taskBody();
      const viaMcp = ok(
        await callTool(c, 'create_task', { ...body, idempotency_key: newKey('mcp') }),
      );
      const afterMcp = await balance(kit.svc(), o);
      const viaRest = okRest(
        await kit.rest(o, 'POST', '/v1/tasks', { body, idem: newKey('rest') }),
      );
      expect(normalized(viaMcp)).toEqual(normalized(viaRest));
      expect(viaMcp).toMatchObject({
        state: 'screening',
        totalChargedMinor: '165000',
        taskId: expect.any(String),
        escrowLockId: expect.any(String),
      });
      expect(viaMcp.taskId).not.toBe(viaRest.taskId);
      expect(afterMcp).toBe('835000');
      expect(await balance(kit.svc(), o)).toBe('670000');
      expect((await taskIds(kit.svc(), o)).sort()).toEqual([viaMcp.taskId, viaRest.taskId].sort());
    },
  );

  it(
    'approve_task, reject_task and cancel_task: ' + 'the same move on twin tasks answers the same',
    async () => {
      const o = await newOrg(kit.svc().url, '5000000');
      const c = await kit.mcp(o);
      const deadline = new Date(Date.now() + 72 * 3_600_000).toISOString();
      const twins = async (drive: boolean) => {
        const a = await createTask(kit.svc(), o, { deadline });
        const b = await createTask(kit.svc(), o, { deadline });
        for (const id of [a, b]) {
          if (drive) await driveTo(kit.svc(), o, id, 'BEGIN_VERIFY');
          else await waitLive(kit.svc(), o, id);
        }
        return [a, b] as const;
      };
      for (const [tool, move, drive, extra, state] of [
        ['approve_task', 'approve', true, {}, 'approved'],
        ['reject_task', 'reject', true, { reason: 'The photo shows another shop' }, 'disputed'],
        ['cancel_task', 'cancel', false, {}, 'cancelled'],
      ] as const) {
        const [a, b] = await twins(drive);
        const viaMcp = ok(await callTool(c, tool, { id: a, ...extra, idempotency_key: newKey() }));
        const viaRest = okRest(
          await kit.rest(o, 'POST', `/v1/tasks/${b}/${move}`, {
            idem: newKey(),
            ...(Object.keys(extra).length ? { body: extra } : {}),
          }),
        );
        expect(viaMcp.state, tool).toBe(state);
        expect(normalized(viaMcp), tool).toEqual(normalized(viaRest));
        expect(viaMcp.id).toBe(a);
        expectDigitStrings(viaMcp, tool);
        // and the task reads the same afterwards through both doors
        expect(ok(await callTool(c, 'get_task', { id: a }))).toEqual(
          okRest(await kit.rest(o, 'GET', `/v1/tasks/${a}`)),
        );
      }
    },
  );
});
