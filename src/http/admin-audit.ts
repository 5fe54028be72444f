// Admin-API changes people answer for join the console's audit log (docs/console.md, "Audit
// log"), written after the operation succeeded, with the admin API as the actor.
import type { Engine } from '../runtime/engine.ts';
import type { Services } from '../services.ts';

/** Admin-API changes people answer for, and the audit action each is logged as. */
export const AUDITED_ADMIN_OPS = new Map<string, string>([
  ['admin_create_org', 'org.create'],
  ['admin_create_agent', 'agent.create'],
  ['admin_rotate_key', 'key.rotate'],
  ['admin_revoke_key', 'key.revoke'],
  ['admin_add_key', 'key.create'],
  ['admin_roll_key', 'key.roll'],
  ['admin_revoke_one_key', 'key.revoke'],
  ['admin_set_delegation', 'governance.delegation'],
  ['admin_set_spend_policy', 'governance.caps'],
  ['admin_freeze_agent', 'governance.kill_switch.on'],
  ['admin_unfreeze_agent', 'governance.kill_switch.off'],
  ['admin_set_org_flags', 'org.flag'],
  ['admin_set_zone', 'zone.set'],
  ['admin_decide_hold', 'safety.hold'],
  ['admin_freeze_org', 'governance.org_freeze.on'],
  ['admin_unfreeze_org', 'governance.org_freeze.off'],
  ['admin_return_gold_wallet', 'gold_wallet.return'],
]);

export async function auditAdmin(
  services: Services,
  engine: Engine,
  opId: string,
  input: Record<string, unknown>,
  data: unknown,
  ip: string,
): Promise<void> {
  const out = (data ?? {}) as Record<string, unknown>;
  const agentId = (
    typeof input.id === 'string' ? input.id : typeof out.agent_id === 'string' ? out.agent_id : null
  ) as string | null;
  const orgId = (
    typeof input.org_id === 'string'
      ? input.org_id
      : typeof out.org_id === 'string'
        ? out.org_id
        : agentId
          ? (engine.indexes.orgOfAgent(agentId) ?? null)
          : null
  ) as string | null;
  // A hold's decision is named in its action (safety.hold.release / safety.hold.refuse).
  const hold = opId === 'admin_decide_hold';
  const action = hold ? `safety.hold.${String(input.decision)}` : AUDITED_ADMIN_OPS.get(opId)!;
  // A gold wallet's return names the wallet's org (docs/outcomes.md, "Older logs").
  const gold = opId === 'admin_return_gold_wallet' ? String(out.org_id) : null;
  const zone = gold ?? (typeof input.zone_ref === 'string' ? input.zone_ref : null);
  const named = zone ?? (typeof input.task_id === 'string' ? input.task_id : null);
  const target = agentId ?? named;
  await services.audit?.({ orgId, action, target, ip });
}
