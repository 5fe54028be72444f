// Agents and their keys, and each agent's governance: delegation flags, caps with what is spent
// today, the kill switch behind a confirmation. A key is shown once, on the page that answers the
// ceremony (never stored, never in a URL, no-store), and only after a recent password entry.
import { FLAG_WORDS } from './getting-started.ts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { DELEGATION_FLAGS } from '../../core/events.ts';
import { utcDay } from '../../domain/governance.ts';
import { formatMinor } from '../../views/format.ts';
import { operation } from '../../ops/registry.ts';
import { keysOf } from '../../ops/agent-keys.ts';
import { invoke } from '../../ops/invoke.ts';
import { DomainError } from '../../errors/problem.ts';
import { ERROR_CODES } from '../../errors/codes.ts';
import { recentlyAuthenticated, requireRole, type Signed } from '../../accounts/session.ts';
import { redirect, type Kit } from '../kit.ts';

const DAY_MS = 86_400_000;

function agentOfOrg(kit: Kit, signed: Signed, agentId: string) {
  const orgId = signed.user.orgId!;
  const agent = kit.deps.engine.stateOf(orgId).agents.get(agentId);
  return agent && agent.orgId === orgId ? agent : undefined;
}

export function agentRoutes(app: FastifyInstance, kit: Kit): void {
  const { engine, services } = kit.deps;

  /** Key ceremonies need the password again within the last five minutes. */
  async function ceremony(
    req: FastifyRequest,
    reply: FastifyReply,
    back: string,
  ): Promise<Signed | undefined> {
    const signed = requireRole(await kit.who(req), 'developer');
    if (recentlyAuthenticated(signed)) return signed;
    await redirect(reply, `/console/reauth?next=${encodeURIComponent(back)}`);
    return undefined;
  }

  app.get('/agents', async (req, reply) => {
    const signed = requireRole(await kit.who(req), 'viewer');
    const state = engine.stateOf(signed.user.orgId!);
    const agents = [...state.agents.values()].filter((a) => a.orgId === signed.user.orgId);
    return kit.page(req, reply, 'agents.eta', { agents, fresh: recentlyAuthenticated(signed) });
  });

  app.post('/agents', async (req, reply) => {
    const signed = await ceremony(req, reply, '/console/agents');
    if (!signed) return reply;
    const name = String((req.body as { name?: string }).name ?? '').trim();
    const made = await kit.run(
      req,
      operation('admin_create_agent'),
      { org_id: signed.user.orgId, name },
      { action: 'agent.create', target: null, orgId: signed.user.orgId },
    );
    await kit.audit(req, {
      action: 'key.create',
      target: made.agent_id,
      orgId: signed.user.orgId,
      detail: { label: 'default' },
    });
    return kit.page(
      req,
      reply,
      'key-once.eta',
      { agentId: made.agent_id, apiKey: made.api_key, what: `Agent "${name}" is created.` },
      201,
    );
  });

  app.get('/agents/:id', async (req, reply) => {
    const signed = requireRole(await kit.who(req), 'viewer');
    const agent = agentOfOrg(kit, signed, (req.params as { id: string }).id);
    if (!agent)
      return kit.page(req, reply, 'message.eta', { title: 'No such agent', text: '' }, 404);
    const now = services.clock.now();
    const spend = engine.stateOf(agent.orgId).spend.get(agent.id);
    const spentToday = spend && spend.day === utcDay(now) ? spend.spentMinor : 0n;
    const currency = engine.stateOf(agent.orgId).orgs.get(agent.orgId)!.currency;
    const resetsInMs = DAY_MS - (now % DAY_MS);
    return kit.page(req, reply, 'agent.eta', {
      agent,
      keys: keysOf(kit.deps, agent.id),
      flags: DELEGATION_FLAGS.map((f) => ({
        name: f,
        on: agent.delegation[f],
        words: FLAG_WORDS[f] ?? '',
      })),
      caps: {
        daily: agent.dailyCapMinor === null ? '' : formatMinor(agent.dailyCapMinor),
        perTask: agent.perTaskCapMinor === null ? '' : formatMinor(agent.perTaskCapMinor),
        spentToday: formatMinor(spentToday),
        currency,
        resetsIn:
          `${Math.floor(resetsInMs / 3_600_000)} h ` +
          `${Math.floor((resetsInMs % 3_600_000) / 60_000)} min`,
      },
      fresh: recentlyAuthenticated(signed),
    });
  });

  app.post('/agents/:id/keys', async (req, reply) => {
    const id = (req.params as { id: string }).id;
    const signed = await ceremony(req, reply, `/console/agents/${id}`);
    if (!signed) return reply;
    if (!agentOfOrg(kit, signed, id))
      return kit.page(req, reply, 'message.eta', { title: 'No such agent', text: '' }, 404);
    const label = String((req.body as { label?: string }).label ?? '').trim();
    const made = await kit.run(
      req,
      operation('admin_add_key'),
      { id, label },
      { action: 'key.create', target: id, orgId: signed.user.orgId, detail: { label } },
    );
    return kit.page(
      req,
      reply,
      'key-once.eta',
      { agentId: id, apiKey: made.api_key, what: `Key "${label}" is created.` },
      201,
    );
  });

  app.post('/agents/:id/keys/:keyId/roll', async (req, reply) => {
    const { id, keyId } = req.params as { id: string; keyId: string };
    const signed = await ceremony(req, reply, `/console/agents/${id}`);
    if (!signed) return reply;
    if (!agentOfOrg(kit, signed, id))
      return kit.page(req, reply, 'message.eta', { title: 'No such agent', text: '' }, 404);
    const graceHours = Number((req.body as { grace_hours?: string }).grace_hours ?? '0');
    const made = await kit.run(
      req,
      operation('admin_roll_key'),
      { id, key_id: keyId, grace_seconds: Math.round(graceHours * 3600) },
      {
        action: 'key.roll',
        target: id,
        orgId: signed.user.orgId,
        detail: { key_id: keyId, grace_hours: graceHours },
      },
    );
    const what = made.old_key_expires_at
      ? `The old key keeps working until ${made.old_key_expires_at}, then answers 401.`
      : 'The old key is revoked.';
    return kit.page(
      req,
      reply,
      'key-once.eta',
      { agentId: id, apiKey: made.api_key, what: `Key rolled. ${what}` },
      201,
    );
  });

  app.post('/agents/:id/keys/:keyId/revoke', async (req, reply) => {
    const { id, keyId } = req.params as { id: string; keyId: string };
    const signed = requireRole(await kit.who(req), 'developer');
    if (!agentOfOrg(kit, signed, id))
      return kit.page(req, reply, 'message.eta', { title: 'No such agent', text: '' }, 404);
    // A revoked key answers 401 at once: never by a stray click (the box is checked here too).
    if ((req.body as { confirm?: string }).confirm !== 'on') {
      return redirect(reply, `/console/agents/${id}?done=unconfirmed`);
    }
    await kit.run(
      req,
      operation('admin_revoke_one_key'),
      { id, key_id: keyId },
      { action: 'key.revoke', target: id, orgId: signed.user.orgId, detail: { key_id: keyId } },
    );
    return redirect(reply, `/console/agents/${id}?done=revoked`);
  });

  app.post('/agents/:id/delegation', async (req, reply) => {
    const id = (req.params as { id: string }).id;
    const signed = requireRole(await kit.who(req), 'developer');
    if (!agentOfOrg(kit, signed, id))
      return kit.page(req, reply, 'message.eta', { title: 'No such agent', text: '' }, 404);
    const body = req.body as Record<string, string | undefined>;
    const flags = Object.fromEntries(DELEGATION_FLAGS.map((f) => [f, body[f] === 'on']));
    await kit.run(
      req,
      operation('admin_set_delegation'),
      { id, ...flags },
      { action: 'governance.delegation', target: id, orgId: signed.user.orgId, detail: flags },
    );
    return redirect(reply, `/console/agents/${id}?done=saved`);
  });

  app.post('/agents/:id/caps', async (req, reply) => {
    const id = (req.params as { id: string }).id;
    const signed = requireRole(await kit.who(req), 'developer');
    if (!agentOfOrg(kit, signed, id))
      return kit.page(req, reply, 'message.eta', { title: 'No such agent', text: '' }, 404);
    const body = req.body as Record<string, string | undefined>;
    const minor = (v: string | undefined) =>
      v === undefined || v.trim() === '' ? null : toMinorString(v);
    const input = {
      id,
      daily_cap_minor: minor(body.daily),
      per_task_cap_minor: minor(body.per_task),
    };
    await kit.run(req, operation('admin_set_spend_policy'), input, {
      action: 'governance.caps',
      target: id,
      orgId: signed.user.orgId,
      detail: {
        daily_cap_minor: input.daily_cap_minor,
        per_task_cap_minor: input.per_task_cap_minor,
      },
    });
    return redirect(reply, `/console/agents/${id}?done=saved`);
  });

  // "Would this agent be allowed to post this?": the estimate's governance verdict, from the very
  // operation agents call (POST /v1/estimate_task), run as the agent. Changes nothing.
  app.get('/agents/:id/estimate', async (req, reply) => {
    const id = (req.params as { id: string }).id;
    const signed = requireRole(await kit.who(req), 'viewer');
    const agent = agentOfOrg(kit, signed, id);
    if (!agent)
      return kit.page(req, reply, 'message.eta', { title: 'No such agent', text: '' }, 404);
    const q = req.query as Record<string, string | undefined>;
    let verdict: {
      allowed: boolean;
      code: string | null;
      reasons: string[];
      total: string;
    } | null = null;
    let problem: string | null = null;
    try {
      const est = await invoke(
        operation('estimate_task'),
        kit.ctx(req, { agentId: agent.id, orgId: agent.orgId }),
        { type: q.type, reward_major: q.reward_major, zone_ref: q.zone_ref },
      );
      verdict = {
        allowed: est.governance.allowed,
        code: est.governance.code ?? null,
        reasons: est.reasons,
        total: formatMinor(est.total_minor),
      };
    } catch (error) {
      problem =
        error instanceof DomainError ? ERROR_CODES[error.code].title : 'The estimate failed.';
    }
    return reply
      .header('cache-control', 'no-store')
      .view('partials/estimate.eta', { verdict, problem });
  });

  app.get('/agents/:id/kill', async (req, reply) => {
    const id = (req.params as { id: string }).id;
    const signed = requireRole(await kit.who(req), 'developer');
    const agent = agentOfOrg(kit, signed, id);
    if (!agent)
      return kit.page(req, reply, 'message.eta', { title: 'No such agent', text: '' }, 404);
    return kit.page(req, reply, 'kill.eta', { agent });
  });

  app.post('/agents/:id/kill', async (req, reply) => {
    const id = (req.params as { id: string }).id;
    const signed = requireRole(await kit.who(req), 'developer');
    const agent = agentOfOrg(kit, signed, id);
    if (!agent)
      return kit.page(req, reply, 'message.eta', { title: 'No such agent', text: '' }, 404);
    const body = req.body as Record<string, string | undefined>;
    const on = body.frozen === 'on';
    // Turning it on needs the agent's name typed back: a slip of the mouse must not stop an agent.
    if (on && body.confirm !== agent.name)
      return kit.page(
        req,
        reply,
        'kill.eta',
        { agent, error: "Type the agent's name to confirm." },
        400,
      );
    await kit.run(
      req,
      operation(on ? 'admin_freeze_agent' : 'admin_unfreeze_agent'),
      { id },
      {
        action: on ? 'governance.kill_switch.on' : 'governance.kill_switch.off',
        target: id,
        orgId: signed.user.orgId,
      },
    );
    return redirect(reply, `/console/agents/${id}?done=${on ? 'frozen' : 'unfrozen'}`);
  });
}

/**
 * "1500.00" or "1500" (major units) → minor-unit digits; anything else is left for the schema to
 * refuse.
 */
function toMinorString(major: string): string {
  const m = /^\s*(\d{1,15})(?:\.(\d{1,2}))?\s*$/.exec(major);
  if (!m) return major;
  return (BigInt(m[1]!) * 100n + BigInt((m[2] ?? '0').padEnd(2, '0'))).toString();
}
