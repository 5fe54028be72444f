// Proves idempotency is one scope across both doors: MCP replays like REST, an MCP key and a REST
// key of the same agent are the same request, and keyless cancel_task/reject_task use a derived key
// so an identical retry returns the first result.
import { describe, expect, it } from 'vitest';
import { admin, newKey, newOrg, taskBody } from '../support/http.ts';
import { balance, createTask, taskIds, waitLive } from '../support/http-steps.ts';
import { callTool } from '../support/mcp.ts';
import { ok, okRest, parityKit, sameError } from './parity-support.ts';

const kit = parityKit();

describe('idempotency is one scope across both doors', () => {
  it(
    'replay: the same key and arguments give the same task and one charge; other arguments ' +
      'conflict',
    async () => {
      const o = await newOrg(kit.svc().url, '1000000');
      const c = await kit.mcp(o);
      const body = taskBody();
      const key = newKey();
      const first = ok(await callTool(c, 'create_task', { ...body, idempotency_key: key }));
      const again = ok(await callTool(c, 'create_task', { ...body, idempotency_key: key }));
      expect(again).toEqual(first);
      expect(await balance(kit.svc(), o)).toBe('835000');
      expect(await taskIds(kit.svc(), o)).toEqual([first.taskId]);
      const other = taskBody({ deadline: body.deadline, reward_major: '1600.00' });
      const restKey = newKey();
      okRest(await kit.rest(o, 'POST', '/v1/tasks', { body, idem: restKey }));
      sameError(
        await callTool(c, 'create_task', { ...other, idempotency_key: key }),
        await kit.rest(o, 'POST', '/v1/tasks', { body: other, idem: restKey }),
        409,
        'idempotency_conflict',
      );
      expect(await balance(kit.svc(), o)).toBe('670000');
    },
  );

  it(
    'an MCP create and a REST create with the same key for the same agent are the same ' +
      'request: replayed, or a conflict',
    async () => {
      // Behaviour found: the key's scope is the agent, whichever door; the fingerprint is the
      // operation and its validated input, which both doors build alike. So REST replays the MCP
      // task (same taskId, one charge), and a different body under that key is
      // idempotency_conflict.
      const o = await newOrg(kit.svc().url, '1000000');
      const c = await kit.mcp(o);
      const body = taskBody();
      const key = newKey();
      const viaMcp = ok(await callTool(c, 'create_task', { ...body, idempotency_key: key }));
      const viaRest = await kit.rest(o, 'POST', '/v1/tasks', { body, idem: key });
      expect(viaRest.status).toBe(201);
      expect(viaRest.body.data).toEqual(viaMcp);
      expect(await balance(kit.svc(), o)).toBe('835000');
      const conflict = await kit.rest(o, 'POST', '/v1/tasks', {
        body: { ...body, title: 'Another title' },
        idem: key,
      });
      expect(conflict.body.code).toBe('idempotency_conflict');
      // and the other way round: a REST key replays over MCP
      const restKey = newKey();
      const made = okRest(await kit.rest(o, 'POST', '/v1/tasks', { body, idem: restKey }));
      expect(ok(await callTool(c, 'create_task', { ...body, idempotency_key: restKey }))).toEqual(
        made,
      );
      expect(await taskIds(kit.svc(), o)).toHaveLength(2);
      // the same key in another org is a different scope
      const stranger = await newOrg(kit.svc().url, '1000000');
      expect(
        ok(
          await callTool(await kit.mcp(stranger), 'create_task', { ...body, idempotency_key: key }),
        ).taskId,
      ).not.toBe(viaMcp.taskId);
    },
  );

  it(
    'cancel_task without a key uses the derived key: an identical retry returns the same ' +
      'result, not invalid_state',
    async () => {
      const o = await newOrg(kit.svc().url, '1000000');
      const c = await kit.mcp(o);
      const id = await createTask(kit.svc(), o);
      await waitLive(kit.svc(), o, id);
      const first = ok(await callTool(c, 'cancel_task', { id }));
      expect(first.state).toBe('cancelled');
      const retry = await callTool(c, 'cancel_task', { id });
      expect(retry.ok, JSON.stringify(retry.problem)).toBe(true);
      expect(retry.data).toEqual(first);
      expect(await balance(kit.svc(), o)).toBe('1000000'); // refunded once
      // REST with a fresh key is a new request, which the state refuses
      const fresh = await kit.rest(o, 'POST', `/v1/tasks/${id}/cancel`, { idem: newKey() });
      expect(fresh.body).toMatchObject({
        status: 409,
        code: 'invalid_state',
        detail: { state: 'cancelled', action: 'cancel' },
      });
      // a fresh MCP client (a reconnecting agent) derives the same key
      expect(ok(await callTool(await kit.mcp(o), 'cancel_task', { id }))).toEqual(first);
    },
  );

  it(
    'a refused keyless call records nothing: once the refusal is lifted the identical retry ' +
      'goes through',
    async () => {
      const o = await newOrg(kit.svc().url, '1000000');
      const c = await kit.mcp(o);
      const id = await createTask(kit.svc(), o);
      await admin(kit.svc().url, 'POST', `/internal/v1/agents/${o.agentId}/freeze`);
      expect((await callTool(c, 'cancel_task', { id })).problem).toMatchObject({
        status: 403,
        code: 'agent_frozen',
      });
      await admin(kit.svc().url, 'POST', `/internal/v1/agents/${o.agentId}/unfreeze`);
      expect(ok(await callTool(c, 'cancel_task', { id })).state).toBe('cancelled');
      expect(await balance(kit.svc(), o)).toBe('1000000');
    },
  );

  it(
    'reject_task without a key: an identical retry returns the same dispute; other arguments ' +
      'are a new request',
    async () => {
      const o = await newOrg(kit.svc().url, '1000000');
      const c = await kit.mcp(o);
      const id = await kit.verifyingTask(o);
      const first = ok(await callTool(c, 'reject_task', { id, reason: 'Blurry photo' }));
      expect(first.state).toBe('disputed');
      expect(first.escrow).toEqual({ state: 'disputed_frozen', amount_minor: '165000' });
      expect(ok(await callTool(c, 'reject_task', { id, reason: 'Blurry photo' }))).toEqual(first);
      const changed = await callTool(c, 'reject_task', { id, reason: 'Wrong shop' });
      expect(changed.problem).toMatchObject({
        status: 409,
        code: 'invalid_state',
        detail: { state: 'disputed', action: 'reject' },
      });
      expect(await balance(kit.svc(), o)).toBe('835000');
    },
  );

  it('an explicit key on cancel_task replays like REST', async () => {
    const o = await newOrg(kit.svc().url, '1000000');
    const c = await kit.mcp(o);
    const id = await createTask(kit.svc(), o);
    const key = newKey();
    const first = ok(await callTool(c, 'cancel_task', { id, idempotency_key: key }));
    const viaRest = await kit.rest(o, 'POST', `/v1/tasks/${id}/cancel`, { idem: key });
    expect(viaRest.status).toBe(200);
    expect(viaRest.body.data).toEqual(first);
  });
});
