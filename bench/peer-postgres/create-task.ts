// The peer's create-task-with-escrow: one READ COMMITTED transaction per request on one pooled
// connection, the way a team would write it with `pg`. The request rules (price, deadline, type,
// zone, safety filter, caps, funds) are errand's own pure functions, so both sides run the same
// in-memory checks and differ only in how state is read, locked and made durable.
import type { PoolClient } from 'pg';
import type { CreateTaskInput } from '../../src/core/commands.ts';
import type { Agent, Org } from '../../src/core/state.ts';
import type { CreateTaskResult } from '../../src/core/views.ts';
import { IDEMPOTENCY_WINDOW_MS } from '../../src/core/apply.ts';
import { FEE_BPS_DEFAULT } from '../../src/domain/catalogue.ts';
import {
  authorize,
  checkSpend,
  requireFunds,
  screenAndPrice,
  utcDay,
} from '../../src/domain/governance.ts';
import { DomainError } from '../../src/errors/problem.ts';
import { mintId } from '../../src/runtime/ids.ts';

export interface PeerCreate {
  orgId: string;
  agentId: string;
  input: CreateTaskInput;
  idem: { key: string; fingerprint: string };
}

const NO_ZONE_OVERRIDES = new Map<string, never>();

// Named statements: pg parses and plans each once per connection. That is the kind choice for
// the peer (a team using an ORM or ad-hoc text would pay a parse per query).
const Q = {
  claimKey: {
    name: 'claim_key',
    text: `INSERT INTO idempotency_keys (agent_id, key, fingerprint) VALUES ($1, $2, $3)
           ON CONFLICT (agent_id, key) DO NOTHING RETURNING 1`,
  },
  priorKey: {
    name: 'prior_key',
    text:
      `SELECT fingerprint, response, created_at > now() - make_interval(secs => $3::double ` +
      `precision / 1000) AS live
           FROM idempotency_keys WHERE agent_id = $1 AND key = $2 FOR UPDATE`,
  },
  reclaimKey: {
    name: 'reclaim_key',
    text:
      `UPDATE idempotency_keys SET fingerprint = $3, response = NULL, created_at = now() WHERE ` +
      `agent_id = $1 AND key = $2`,
  },
  lockWallet: {
    name: 'lock_wallet',
    text: `SELECT balance_minor, currency FROM wallets WHERE org_id = $1 FOR UPDATE`,
  },
  agentAndSpend: {
    name: 'agent_and_spend',
    text:
      `SELECT a.can_post_tasks, a.can_order_workflows, a.can_approve_release, ` +
      `a.can_open_disputes, a.can_manage_loops, a.frozen,
                  a.per_task_cap_minor, a.daily_cap_minor, o.mode, o.flags, ` +
      `s.spent_minor
           FROM agents a
           JOIN orgs o ON o.id = a.org_id
           LEFT JOIN agent_daily_spend s ON s.agent_id = a.id AND s.day = $3::date
           WHERE a.id = $1 AND a.org_id = $2`,
  },
  debitWallet: {
    name: 'debit_wallet',
    text:
      `UPDATE wallets SET balance_minor = balance_minor - $2, updated_at = now() WHERE org_id ` +
      `= $1`,
  },
  insertTask: {
    name: 'insert_task',
    text:
      `INSERT INTO tasks (id, org_id, agent_id, type, title, instructions, reward_minor, ` +
      `fee_minor, total_minor,
                              currency, state, deadline, proof_requirements, zone_ref)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, 'screening', $11, $12, $13)`,
  },
  creditEscrow: {
    name: 'credit_escrow',
    text:
      `INSERT INTO escrow_accounts (id, task_id, org_id, currency, held_minor, state) VALUES ` +
      `($1, $2, $3, $4, $5, 'locked')`,
  },
  postLock: {
    name: 'post_lock',
    text: `INSERT INTO ledger_entries (journal_id, kind, account, direction, amount_minor, currency)
           VALUES ($1, 'lock', $2, 'D', $4, $5), ($1, 'lock', $3, 'C', $4, $5)`,
  },
  countSpend: {
    name: 'count_spend',
    text:
      `INSERT INTO agent_daily_spend (agent_id, day, spent_minor) VALUES ($1, $2::date, $3)
           ON CONFLICT (agent_id, day) DO UPDATE SET spent_minor = ` +
      `agent_daily_spend.spent_minor + EXCLUDED.spent_minor`,
  },
  storeResponse: {
    name: 'store_response',
    text: `UPDATE idempotency_keys SET response = $3 WHERE agent_id = $1 AND key = $2`,
  },
} as const;

const big = (v: string | null): bigint | null => (v === null ? null : BigInt(v));

export async function createTaskPeer(
  client: PoolClient,
  req: PeerCreate,
  atMs = Date.now(),
): Promise<CreateTaskResult> {
  const { orgId, agentId, input, idem } = req;
  await client.query('BEGIN');
  try {
    // The key first: a concurrent request with the same key blocks on this row until we finish,
    // then sees our stored response instead of creating a second task.
    const claimed = await client.query({
      ...Q.claimKey,
      values: [agentId, idem.key, idem.fingerprint],
    });
    if (claimed.rowCount === 0) {
      const prior = (
        await client.query({ ...Q.priorKey, values: [agentId, idem.key, IDEMPOTENCY_WINDOW_MS] })
      ).rows[0];
      if (prior?.live) {
        if (prior.fingerprint !== idem.fingerprint) throw new DomainError('idempotency_conflict');
        await client.query('ROLLBACK');
        return prior.response as CreateTaskResult;
      }
      await client.query({ ...Q.reclaimKey, values: [agentId, idem.key, idem.fingerprint] });
    }

    // Every create of an org serializes on its wallet row; the day's spend is read in a later
    // statement, so under READ COMMITTED it sees the previous holder's commit. (Joining it into
    // the FOR UPDATE query would not: a re-checked locked row keeps the joined rows' old versions.)
    const wallet = (await client.query({ ...Q.lockWallet, values: [orgId] })).rows[0];
    if (!wallet) throw new DomainError('not_found');
    const day = utcDay(atMs);
    const row = (await client.query({ ...Q.agentAndSpend, values: [agentId, orgId, day] })).rows[0];
    if (!row) throw new DomainError('not_found');
    const agent: Agent = {
      id: agentId,
      orgId,
      name: '',
      keys: [],
      delegation: {
        can_post_tasks: row.can_post_tasks,
        can_order_workflows: row.can_order_workflows,
        can_approve_release: row.can_approve_release,
        can_open_disputes: row.can_open_disputes,
        can_manage_loops: row.can_manage_loops,
      },
      dailyCapMinor: big(row.daily_cap_minor),
      perTaskCapMinor: big(row.per_task_cap_minor),
      frozen: row.frozen,
    };
    const org: Org = {
      id: orgId,
      name: '',
      mode: row.mode,
      currency: wallet.currency,
      flags: new Map(Object.entries(row.flags as Record<string, boolean>)),
      webhooks: new Map(),
    };
    authorize(agent, 'can_post_tasks');
    const priced = screenAndPrice(input, org, {
      atMs,
      feeBps: FEE_BPS_DEFAULT,
      zoneOverrides: NO_ZONE_OVERRIDES,
    });
    const spent =
      row.spent_minor === null ? undefined : { day, spentMinor: BigInt(row.spent_minor) };
    checkSpend(agent, spent, priced.totalMinor, atMs);
    requireFunds(BigInt(wallet.balance_minor), priced.totalMinor);

    const taskId = mintId('task');
    const lockId = mintId('esc');
    const total = priced.totalMinor.toString();
    await client.query({ ...Q.debitWallet, values: [orgId, total] });
    await client.query({
      ...Q.insertTask,
      values: [
        taskId,
        orgId,
        agentId,
        input.type,
        input.title,
        input.instructions,
        priced.rewardMinor.toString(),
        priced.feeMinor.toString(),
        total,
        priced.currency,
        new Date(priced.deadlineMs).toISOString(),
        input.proof_requirements ?? [],
        input.zone_ref,
      ],
    });
    await client.query({
      ...Q.creditEscrow,
      values: [lockId, taskId, orgId, priced.currency, total],
    });
    await client.query({
      ...Q.postLock,
      values: [lockId, `wallet:${orgId}`, `escrow:${lockId}`, total, priced.currency],
    });
    await client.query({ ...Q.countSpend, values: [agentId, day, total] });
    const result: CreateTaskResult = {
      taskId,
      escrowLockId: lockId,
      state: 'screening',
      totalChargedMinor: total,
    };
    await client.query({ ...Q.storeResponse, values: [agentId, idem.key, JSON.stringify(result)] });
    await client.query('COMMIT');
    return result;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  }
}
