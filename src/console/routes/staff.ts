// The platform console (staff accounts only): the review queue in Mechanical Turk's manner
// (proofs side by side, decide one or many), disputes, zones, org flags and kill switches,
// Operators (public projection only), settlements and the ledger check. Each change is an admin
// operation, the same one /internal/v1 serves, recorded in the platform audit log.
import type { FastifyInstance } from 'fastify';
import { OPERATORS_ROUTING_KEY, SYSTEM_ROUTING_KEY } from '../../core/commands.ts';
import { ZONES, zoneStatus } from '../../domain/zones.ts';
import { operation } from '../../ops/registry.ts';
import { publicOperator } from '../../ops/operators.ts';
import { orgSafety } from '../../ops/safety-admin.ts';
import { readTask } from '../../runtime/reads.ts';
import { requireRole } from '../../accounts/session.ts';
import { formatMinor } from '../../views/format.ts';
import { redirect, type Kit } from '../kit.ts';

const ORGS_PAGE = 25;

export function staffRoutes(app: FastifyInstance, kit: Kit): void {
  const { engine, services, store } = kit.deps;
  const adminCtx = (req: {
    id: string;
    headers: Record<string, string | string[] | undefined>;
  }) => ({ engine, services, requestId: req.id, headers: req.headers });

  app.get('/staff/reviews', async (req, reply) => {
    requireRole(await kit.who(req), 'staff');
    const queue = await operation('admin_list_reviews').handler(adminCtx(req), {});
    const items = [];
    for (const r of queue.slice(0, 50)) {
      const read = await readTask(engine, r.task_id);
      const t = read?.task;
      // What the Operator was asked to do and for how much, beside what they sent back.
      const org = engine.stateOf(r.org_id).orgs.get(r.org_id);
      items.push({
        ...r,
        photos: t?.proof?.mediaSha256 ?? [],
        checks: t?.proof?.verification?.checks ?? [],
        instructions: t?.instructions ?? '',
        reward: t ? `${t.currency} ${formatMinor(t.rewardMinor)}` : '',
        orgName: org?.name ?? r.org_id,
      });
    }
    return kit.page(req, reply, 'staff/reviews.eta', { items, total: queue.length });
  });

  app.get('/staff/tasks/:id/photos/:sha', async (req, reply) => {
    requireRole(await kit.who(req), 'staff');
    const { id, sha } = req.params as { id: string; sha: string };
    const read = await readTask(engine, id);
    if (!read?.task.proof?.mediaSha256.includes(sha) || !services.media)
      return kit.page(req, reply, 'message.eta', { title: 'No such photo', text: '' }, 404);
    const { default: sharp } = await import('sharp');
    const jpeg = await sharp(await services.media.get(sha))
      .rotate()
      .resize({ width: 800, withoutEnlargement: true })
      .jpeg({ quality: 75 })
      .toBuffer();
    return reply.header('cache-control', 'private, max-age=3600').type('image/jpeg').send(jpeg);
  });

  app.post('/staff/reviews', async (req, reply) => {
    requireRole(await kit.who(req), 'staff');
    const body = req.body as Record<string, string | string[] | undefined>;
    const decision =
      body.decision === 'approve' ? 'approve' : body.decision === 'reject' ? 'reject' : undefined;
    const ids = ([] as string[]).concat(body.task_id ?? []).slice(0, 50);
    if (!decision || ids.length === 0)
      return redirect(reply, '/console/staff/reviews?error=validation_failed');
    // Rejecting opens a dispute on each task: never by a stray click, whatever the page sent.
    if (decision === 'reject' && body.confirm_reject !== 'on') {
      return redirect(reply, '/console/staff/reviews?done=unconfirmed');
    }
    const feedback = String(body.feedback ?? '')
      .trim()
      .slice(0, 500);
    for (const id of ids) {
      await kit.run(
        req,
        operation('admin_decide_review'),
        { task_id: id, decision },
        {
          action: `review.${decision}`,
          target: id,
          orgId: null,
          ...(feedback ? { detail: { feedback } } : {}),
        },
      );
    }
    return redirect(reply, '/console/staff/reviews?done=decided');
  });

  app.get('/staff/disputes', async (req, reply) => {
    requireRole(await kit.who(req), 'staff');
    const disputes = [];
    for (const state of engine.states().values())
      for (const t of state.tasks.values()) if (t.state === 'disputed') disputes.push(t);
    return kit.page(req, reply, 'staff/disputes.eta', { disputes: disputes.slice(0, 100) });
  });

  app.post('/staff/disputes/:id', async (req, reply) => {
    requireRole(await kit.who(req), 'staff');
    const id = (req.params as { id: string }).id;
    const favour = (req.body as { favour?: string }).favour === 'operator' ? 'operator' : 'agent';
    await kit.run(
      req,
      operation('admin_resolve_dispute'),
      { task_id: id, favour },
      { action: 'dispute.resolve', target: id, orgId: null, detail: { favour } },
    );
    return redirect(reply, '/console/staff/disputes?done=resolved');
  });

  app.get('/staff/zones', async (req, reply) => {
    requireRole(await kit.who(req), 'staff');
    const overrides = engine.stateOf(SYSTEM_ROUTING_KEY).zoneOverrides;
    const state = (req.query as { state?: string }).state ?? 'ng.lagos';
    const zones = [...ZONES.values()]
      .filter((z) => z.kind === 'lga' && z.stateRef === state)
      .map((z) => ({ ref: z.ref, name: z.name, status: zoneStatus(z.ref, overrides) }));
    const states = [...ZONES.values()]
      .filter((z) => z.kind === 'state')
      .map((z) => ({ ref: z.ref, name: z.name }));
    return kit.page(req, reply, 'staff/zones.eta', { zones, states, state });
  });

  app.post('/staff/zones/:ref', async (req, reply) => {
    requireRole(await kit.who(req), 'staff');
    const ref = (req.params as { ref: string }).ref;
    const status = (req.body as { status?: string }).status === 'live' ? 'live' : 'coming-soon';
    await kit.run(
      req,
      operation('admin_set_zone'),
      { zone_ref: ref, status },
      { action: 'zone.set', target: ref, orgId: null, detail: { status } },
    );
    // Back to the same state's list, at the row just changed: the page keeps its place.
    const stateRef = ZONES.get(ref)?.stateRef ?? 'ng.lagos';
    const q = new URLSearchParams({ state: stateRef, done: 'saved' }).toString();
    return redirect(reply, `/console/staff/zones?${q}#zone-${ref.replaceAll('.', '-')}`);
  });

  app.get('/staff/orgs', async (req, reply) => {
    requireRole(await kit.who(req), 'staff');
    const query = req.query as { q?: string; page?: string };
    const text = (query.q ?? '').trim().toLowerCase().slice(0, 100);
    const pageNo = /^\d{1,6}$/.test(query.page ?? '') ? Math.max(1, Number(query.page)) : 1;
    type ShardState = ReturnType<typeof engine.stateOf>;
    const all: Array<{
      state: ShardState;
      org: ShardState['orgs'] extends Map<string, infer O> ? O : never;
    }> = [];
    for (const state of engine.states().values()) {
      for (const org of state.orgs.values()) {
        if (!text || org.id.toLowerCase().includes(text) || org.name.toLowerCase().includes(text))
          all.push({ state, org });
      }
    }
    // Flagged orgs first (they need staff), then by name; ORGS_PAGE a page.
    const now = services.clock.now();
    const flagged = (o: (typeof all)[number]) => Number(orgSafety(o.org, now).flagged);
    all.sort((a, b) => flagged(b) - flagged(a) || a.org.name.localeCompare(b.org.name));
    const orgs = [];
    for (const { state, org } of all.slice((pageNo - 1) * ORGS_PAGE, pageNo * ORGS_PAGE)) {
      const agents = [...state.agents.values()].filter((a) => a.orgId === org.id);
      const safety = orgSafety(org, now);
      orgs.push({
        id: org.id,
        name: org.name,
        mode: org.mode,
        flags: [...org.flags.entries()],
        safety,
        agents: agents.map((a) => ({ id: a.id, name: a.name, frozen: a.frozen })),
      });
    }
    const pages = Math.max(1, Math.ceil(all.length / ORGS_PAGE));
    return kit.page(req, reply, 'staff/orgs.eta', {
      orgs,
      q: text,
      page: pageNo,
      pages,
      total: all.length,
    });
  });

  app.post('/staff/orgs/:id/flags', async (req, reply) => {
    requireRole(await kit.who(req), 'staff');
    const id = (req.params as { id: string }).id;
    const body = req.body as Record<string, string | undefined>;
    const flag = String(body.flag ?? '');
    // The admin API takes any flag key; the console offers only real ones (docs/api.md, flags).
    if (
      !/^flags\.[a-z][a-z0-9_.-]{1,80}$/.test(flag) ||
      !['on', 'off'].includes(body.value ?? '')
    ) {
      return redirect(reply, '/console/staff/orgs?error=validation_failed');
    }
    const on = body.value === 'on';
    await kit.runOnOrg(
      req,
      operation('admin_set_org_flags'),
      { org_id: id, [flag]: on },
      {
        action: 'org.flag',
        target: id,
        orgId: id,
        detail: { flag, on },
      },
    );
    return redirect(reply, '/console/staff/orgs?done=saved');
  });

  app.post('/staff/agents/:id/kill', async (req, reply) => {
    requireRole(await kit.who(req), 'staff');
    const id = (req.params as { id: string }).id;
    const on = (req.body as { frozen?: string }).frozen === 'on';
    const orgId = engine.indexes.orgOfAgent(id);
    if (!orgId)
      return kit.page(req, reply, 'message.eta', { title: 'No such agent', text: '' }, 404);
    await kit.runOnOrg(
      req,
      operation(on ? 'admin_freeze_agent' : 'admin_unfreeze_agent'),
      { id },
      {
        action: on ? 'governance.kill_switch.on' : 'governance.kill_switch.off',
        target: id,
        orgId,
      },
    );
    return redirect(reply, `/console/staff/orgs?done=${on ? 'frozen' : 'unfrozen'}`);
  });

  app.get('/staff/operators', async (req, reply) => {
    requireRole(await kit.who(req), 'staff');
    const operators = [...engine.stateOf(OPERATORS_ROUTING_KEY).operators.values()]
      .slice(0, 500)
      .map((op) => ({
        ...publicOperator(op),
        sandbox: op.sandbox === true,
        frozen: op.frozen === true,
      }));
    return kit.page(req, reply, 'staff/operators.eta', { operators });
  });

  app.get('/staff/ledger', async (req, reply) => {
    requireRole(await kit.who(req), 'staff');
    return kit.page(req, reply, 'staff/ledger.eta', { result: null, settled: null });
  });

  app.post('/staff/ledger/verify', async (req, reply) => {
    requireRole(await kit.who(req), 'staff');
    const result = await kit.run(
      req,
      operation('admin_verify_ledger'),
      {},
      { action: 'ledger.verify', target: null, orgId: null },
    );
    return kit.page(req, reply, 'staff/ledger.eta', { result, settled: null });
  });

  app.post('/staff/settlements', async (req, reply) => {
    requireRole(await kit.who(req), 'staff');
    const settled = await kit.run(
      req,
      operation('admin_run_settlements'),
      {},
      { action: 'settlements.run', target: null, orgId: null },
    );
    return kit.page(req, reply, 'staff/ledger.eta', { result: null, settled });
  });

  app.get('/staff/audit', async (req, reply) => {
    requireRole(await kit.who(req), 'staff');
    const q = req.query as { before?: string };
    const before = q.before && /^a![\w!]{1,200}$/.test(q.before) ? q.before : undefined;
    const page = await store.auditLog(null, {
      limit: 50,
      ...(before ? { beforeKey: before } : {}),
    });
    return kit.page(req, reply, 'audit.eta', {
      entries: page.entries,
      next: page.next ? new URLSearchParams({ before: page.next }).toString() : null,
      action: '',
    });
  });
}
