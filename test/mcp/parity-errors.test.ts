// Proves both doors are one governed layer for errors: every served MCP tool over Streamable HTTP
// answers the same problem (code, status, detail, type) as its REST operation for every
// governance, validation and state error. (Successes: parity.test.ts.)
import { describe, expect, it } from 'vitest';
import { admin, call, newKey, newOrg, taskBody } from '../support/http.ts';
import { balance, createTask, taskIds, waitLive } from '../support/http-steps.ts';
import { callTool } from '../support/mcp.ts';
import { expectDigitStrings, ok, parityKit, sameError } from './parity-support.ts';

const kit = parityKit();

describe('errors agree: code, status, detail and type', () => {
  it('delegation_denied for an agent without the flag, on every write', async () => {
    const o = await newOrg(kit.svc().url);
    const id = await kit.verifyingTask(o);
    const extra = await admin(kit.svc().url, 'POST', `/internal/v1/orgs/${o.orgId}/agents`, {
      name: 'No flags',
    });
    const bare = { key: extra.body.data.api_key as string };
    const c = await kit.mcp(bare);
    sameError(
      await callTool(c, 'create_task', { ...taskBody(), idempotency_key: newKey() }),
      await kit.rest(bare, 'POST', '/v1/tasks', { body: taskBody(), idem: newKey() }),
      403,
      'delegation_denied',
    );
    for (const [tool, move, flag] of [
      ['approve_task', 'approve', 'can_approve_release'],
      ['reject_task', 'reject', 'can_open_disputes'],
      ['cancel_task', 'cancel', 'can_post_tasks'],
    ] as const) {
      const out = await callTool(c, tool, { id, idempotency_key: newKey() });
      sameError(
        out,
        await kit.rest(bare, 'POST', `/v1/tasks/${id}/${move}`, { idem: newKey() }),
        403,
        'delegation_denied',
      );
      expect(out.problem!.detail).toEqual({ flag });
    }
    // reads need no flag: the agent sees its org's task
    expect(ok(await callTool(c, 'get_task', { id })).state).toBe('verifying');
  });

  it(
    'spend_policy_exceeded, insufficient_escrow_balance ' +
      'and agent_frozen, with nothing charged',
    async () => {
      const capped = await newOrg(kit.svc().url);
      await admin(kit.svc().url, 'PUT', `/internal/v1/agents/${capped.agentId}/spend_policy`, {
        daily_cap_minor: null,
        per_task_cap_minor: '100000',
      });
      const poor = await newOrg(kit.svc().url, '1000');
      const frozen = await newOrg(kit.svc().url);
      const frozenTask = await createTask(kit.svc(), frozen);
      await admin(kit.svc().url, 'POST', `/internal/v1/agents/${frozen.agentId}/freeze`);
      for (const [o, status, code] of [
        [capped, 403, 'spend_policy_exceeded'],
        [poor, 402, 'insufficient_escrow_balance'],
        [frozen, 403, 'agent_frozen'],
      ] as const) {
        const before = await balance(kit.svc(), o);
        const out = await callTool(await kit.mcp(o), 'create_task', {
          ...taskBody(),
          idempotency_key: newKey(),
        });
        sameError(
          out,
          await kit.rest(o, 'POST', '/v1/tasks', { body: taskBody(), idem: newKey() }),
          status,
          code,
        );
        expectDigitStrings(out.problem!.detail);
        expect(await balance(kit.svc(), o)).toBe(before);
      }
      sameError(
        await callTool(await kit.mcp(frozen), 'cancel_task', { id: frozenTask }),
        await kit.rest(frozen, 'POST', `/v1/tasks/${frozenTask}/cancel`, { idem: newKey() }),
        403,
        'agent_frozen',
      );
    },
  );

  it(
    'safety_filter_blocked, zone_not_serviceable, ' + 'task_type_unavailable and validation_failed',
    async () => {
      const o = await newOrg(kit.svc().url);
      const c = await kit.mcp(o);
      const cases: Array<[Record<string, unknown>, number, string]> = [
        [
          { instructions: 'Receive the OTP on your phone and send it to me.' },
          422,
          'safety_filter_blocked',
        ],
        [{ zone_ref: 'ng.kano.kano-municipal' }, 422, 'zone_not_serviceable'],
        [{ zone_ref: 'ng.atlantis.downtown' }, 422, 'zone_not_serviceable'],
        [{ type: 'teleportation' }, 422, 'task_type_unavailable'],
        [{ reward_major: '15.005' }, 400, 'validation_failed'],
        [{ deadline: 'tomorrow' }, 400, 'validation_failed'],
        [{ title: undefined }, 400, 'validation_failed'],
      ];
      for (const [fields, status, code] of cases) {
        const body = taskBody(fields);
        sameError(
          await callTool(c, 'create_task', { ...body, idempotency_key: newKey() }),
          await kit.rest(o, 'POST', '/v1/tasks', { body, idem: newKey() }),
          status,
          code,
        );
      }
      sameError(
        await callTool(c, 'estimate_task', { type: 'field_verification' }),
        await kit.rest(o, 'POST', '/v1/estimate_task', { body: { type: 'field_verification' } }),
        400,
        'validation_failed',
      );
      // a field under another name (task_id for id): the one it lacks is named as required, and the
      // one the tool does not take is named as unknown (REST ignores it: docs/mcp.md)
      expect((await callTool(c, 'get_task', { task_id: 'task_x' })).problem).toMatchObject({
        code: 'validation_failed',
        detail: {
          errors: [
            { path: 'id', message: 'required' },
            { path: 'task_id', message: 'unknown argument' },
          ],
        },
      });
      // a malformed key: the same code; detail.errors names the key as each door spells it
      const badKey = await callTool(c, 'create_task', {
        ...taskBody(),
        idempotency_key: 'x'.repeat(256),
      });
      const badHeader = await call(kit.svc().url, 'POST', '/v1/tasks', {
        key: o.key,
        body: taskBody(),
        idem: 'x'.repeat(256),
      });
      expect(badKey.problem).toMatchObject({
        status: 400,
        code: 'validation_failed',
        detail: { errors: [{ path: 'idempotency_key' }] },
      });
      expect(badHeader.body).toMatchObject({
        status: 400,
        code: 'validation_failed',
        detail: { errors: [{ path: 'Idempotency-Key' }] },
      });
      expect(await taskIds(kit.svc(), o)).toEqual([]);
      expect(await balance(kit.svc(), o)).toBe('10000000');
    },
  );

  it("not_found for another org's task, on reads and writes", async () => {
    const owner = await newOrg(kit.svc().url);
    const id = await createTask(kit.svc(), owner);
    const other = await newOrg(kit.svc().url);
    const c = await kit.mcp(other);
    sameError(
      await callTool(c, 'get_task', { id }),
      await kit.rest(other, 'GET', `/v1/tasks/${id}`),
      404,
      'not_found',
    );
    sameError(
      await callTool(c, 'get_proof', { id }),
      await kit.rest(other, 'GET', `/v1/tasks/${id}/proof`),
      404,
      'not_found',
    );
    sameError(
      await callTool(c, 'cancel_task', { id, idempotency_key: newKey() }),
      await kit.rest(other, 'POST', `/v1/tasks/${id}/cancel`, { idem: newKey() }),
      404,
      'not_found',
    );
    sameError(
      await callTool(c, 'get_task', { id: 'tsk_nope' }),
      await kit.rest(other, 'GET', '/v1/tasks/tsk_nope'),
      404,
      'not_found',
    );
    expect((await kit.rest(owner, 'GET', `/v1/tasks/${id}`)).body.data.state).not.toBe('cancelled');
  });

  it('invalid_state for approve and reject out of turn', async () => {
    const o = await newOrg(kit.svc().url);
    const c = await kit.mcp(o);
    const id = await createTask(kit.svc(), o);
    await waitLive(kit.svc(), o, id);
    sameError(
      await callTool(c, 'approve_task', { id, idempotency_key: newKey() }),
      await kit.rest(o, 'POST', `/v1/tasks/${id}/approve`, { idem: newKey() }),
      409,
      'invalid_state',
    );
    const out = await callTool(c, 'reject_task', { id, reason: 'no' });
    sameError(
      out,
      await kit.rest(o, 'POST', `/v1/tasks/${id}/reject`, {
        idem: newKey(),
        body: { reason: 'no' },
      }),
      409,
      'invalid_state',
    );
    expect(out.problem!.detail).toEqual({ state: 'live', action: 'reject' });
  });

  it(
    'idempotency_key_missing for create_task and approve_task without a key (titled for the ' +
      'argument over MCP)',
    async () => {
      const o = await newOrg(kit.svc().url);
      const c = await kit.mcp(o);
      const id = await kit.verifyingTask(o);
      sameError(
        await callTool(c, 'create_task', taskBody()),
        await kit.rest(o, 'POST', '/v1/tasks', { body: taskBody() }),
        400,
        'idempotency_key_missing',
        true,
      );
      sameError(
        await callTool(c, 'approve_task', { id }),
        await kit.rest(o, 'POST', `/v1/tasks/${id}/approve`),
        400,
        'idempotency_key_missing',
        true,
      );
      expect(await taskIds(kit.svc(), o)).toEqual([id]);
      expect((await kit.rest(o, 'GET', `/v1/tasks/${id}`)).body.data.state).toBe('verifying');
    },
  );
});
