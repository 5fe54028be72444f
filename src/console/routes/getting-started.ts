// Getting started (docs/console.md, "Getting started"): what the Overview shows a new org — its
// id and mode, a checklist (agent → flags → fund → first task) that ticks itself from the org's
// state, copyable curl and MCP snippets — and test money for a test-mode org, credited by the
// same Deposit command the funding partner's webhook sends (decided, logged, then applied; test
// money sits in its own ledger accounts).
import type { FastifyInstance } from 'fastify';
import { balanceOf } from '../../core/state.ts';
import { pageTasks } from '../../runtime/reads.ts';
import { mintId } from '../../runtime/ids.ts';
import { parseMajor } from '../../views/format.ts';
import { requireRole } from '../../accounts/session.ts';
import { redirect, type Kit } from '../kit.ts';

/** At most this much test money per click (NGN 1,000,000.00), so a typo cannot make billions. */
const TEST_MONEY_MAX_MINOR = 100_000_000n;

/** The delegation flags in words, for the agent page and the checklist. */
export const FLAG_WORDS: Record<string, string> = {
  can_post_tasks: 'post tasks (and campaigns): money is locked in escrow for each',
  can_order_workflows: 'order workflows (several tasks under one escrow lock)',
  can_approve_release: 'approve a proof, which releases the escrow to the Operator',
  can_open_disputes: 'reject a proof, which opens a dispute and freezes the escrow',
  can_manage_loops: 'create and run Loops (recurring programs that propose runs)',
};

export async function gettingStarted(kit: Kit, orgId: string, base: string) {
  const state = kit.deps.engine.stateOf(orgId);
  const org = state.orgs.get(orgId)!;
  const agents = [...state.agents.values()].filter((a) => a.orgId === orgId);
  const funded = balanceOf(state, org.currency, `wallet:${orgId}`) > 0n;
  const anyTask = (await pageTasks(kit.deps.engine, orgId, { limit: 1 })).tasks.length > 0;
  const steps = [
    { name: 'Create an agent and its key', done: agents.length > 0, href: '/console/agents' },
    {
      name: 'Grant it flags (at least "post tasks")',
      done: agents.some((a) => a.delegation.can_post_tasks),
      href: agents[0] ? `/console/agents/${agents[0].id}` : '/console/agents',
    },
    {
      name: org.mode === 'test' ? 'Add test money' : 'Fund the wallet',
      done: funded,
      href: '/console/wallet',
    },
    { name: 'Post a first task (curl or MCP below)', done: anyTask, href: '/console/tasks' },
  ];
  const prefix = org.mode === 'test' ? 'errand_test_' : 'errand_live_';
  const curl = [
    `export ERRAND_API_KEY=${prefix}...   # the key shown once on the agent page`,
    `curl -s -X POST ${base}/v1/tasks -H "Authorization: Bearer $ERRAND_API_KEY" \\`,
    `  -H "Idempotency-Key: first-task" -H 'content-type: application/json' -d '{`,
    `  "type":"field_verification","title":"Is the pharmacy open?",`,
    `  "instructions":"Visit 12 Allen Avenue, Ikeja and photograph the storefront.",`,
    `  "reward_major":"1500.00","deadline":"'$(date -u -d '+2 days' +%Y-%m-%dT%H:%M:%SZ)'",`,
    `  "zone_ref":"ng.lagos.ikeja","proof_requirements":["photo","geofence"]}'`,
  ].join('\n');
  const mcp = JSON.stringify(
    {
      mcpServers: {
        errand: {
          url: `${base}/mcp`,
          // biome-ignore lint/suspicious/noTemplateCurlyInString: the MCP client expands it itself
          headers: { Authorization: 'Bearer ${ERRAND_API_KEY}' },
        },
      },
    },
    null,
    2,
  );
  const stdio = `ERRAND_API_KEY=${prefix}... ERRAND_URL=${base} npx errand mcp --stdio`;
  return { orgId, mode: org.mode, steps, curl, mcp, stdio, allDone: steps.every((s) => s.done) };
}

export function gettingStartedRoutes(app: FastifyInstance, kit: Kit): void {
  app.post('/wallet/test-money', async (req, reply) => {
    const signed = requireRole(await kit.who(req), 'developer');
    const orgId = signed.user.orgId!;
    const org = kit.deps.engine.stateOf(orgId).orgs.get(orgId)!;
    // Live orgs are funded only by real deposits: the server refuses whatever the page showed.
    if (org.mode !== 'test') return redirect(reply, '/console/wallet?done=live_no_test_money');
    const amount = parseMajor(String((req.body as { amount?: string }).amount ?? ''));
    if (amount === undefined || amount <= 0n || amount > TEST_MONEY_MAX_MINOR) {
      return redirect(reply, '/console/wallet?error=validation_failed');
    }
    const depositId = mintId('tdep');
    await kit.deps.engine.execute({
      type: 'Deposit',
      orgId,
      depositId,
      amountMinor: amount,
      currency: org.currency,
    });
    await kit.audit(req, {
      action: 'wallet.test_money',
      target: depositId,
      orgId,
      detail: { amount_minor: amount.toString() },
    });
    return redirect(reply, '/console/wallet?done=test_money');
  });
}
