// Test and live side by side (docs/console.md, "Test and live"): an org is test or live for good
// (its keys and money say which), so a team that wants both runs a pair of orgs. The owner of a
// live org makes its test twin here; every member of the team then switches the session between
// the two from the header. The team (members, invitations, ownership) stays the live org's.
import type { FastifyInstance } from 'fastify';
import { mintId } from '../../runtime/ids.ts';
import { requireRole } from '../../accounts/session.ts';
import { redirect, type Kit } from '../kit.ts';

export function testLiveRoutes(app: FastifyInstance, kit: Kit): void {
  const { engine, store } = kit.deps;

  app.post('/org/test-twin', async (req, reply) => {
    const signed = requireRole(await kit.who(req), 'owner');
    const home = signed.homeOrgId!;
    const org = engine.stateOf(home).orgs.get(home)!;
    if (org.mode !== 'live') return redirect(reply, '/console/overview?done=twin_live_only');
    if (signed.twinOrgId) return redirect(reply, '/console/overview?done=twin_exists');
    // Named before it is made, so a crash between the log and this store finishes on retry.
    const twinId = (await store.twinPending(home)) ?? mintId('org');
    await store.putTwinPending(home, twinId);
    if (!engine.stateOf(twinId).orgs.has(twinId))
      await engine.execute({
        type: 'CreateOrg',
        orgId: twinId,
        name: `${org.name} (test)`.slice(0, 200),
        mode: 'test',
      });
    await store.linkTwins(home, twinId);
    for (const orgId of [home, twinId])
      await kit.audit(req, { action: 'org.test_twin.create', target: twinId, orgId });
    await store.setActiveOrg(signed.sessionHash, twinId);
    return redirect(reply, '/console/overview?done=twin_created');
  });

  // Only ever the member's own org or its twin: the form names a mode, never an org id.
  app.post('/org/switch', async (req, reply) => {
    const signed = requireRole(await kit.who(req), 'viewer');
    const to = (req.body as { to?: string }).to;
    if (!signed.twinOrgId || (to !== 'test' && to !== 'live'))
      return redirect(reply, '/console/overview?error=not_found');
    const twinMode = engine.stateOf(signed.twinOrgId).orgs.get(signed.twinOrgId)?.mode;
    const target = twinMode === to ? signed.twinOrgId : signed.homeOrgId!;
    await store.setActiveOrg(
      signed.sessionHash,
      target === signed.homeOrgId ? undefined : signed.twinOrgId,
    );
    return redirect(reply, '/console/overview');
  });
}
