// The peer's PostgreSQL schema, its seed (the same orgs, agents and deposits as seedOrgs) and the
// after-run checks. Money is BIGINT minor units throughout; CHECKs stop a negative wallet even if
// the application's balance check were wrong.
import type { PoolClient } from 'pg';
import { benchOrgs } from '../setup.ts';

export const SCHEMA_SQL = `
CREATE TABLE orgs (
  id          text PRIMARY KEY,
  name        text NOT NULL,
  mode        text NOT NULL CHECK (mode IN ('live', 'test')),
  currency    char(3) NOT NULL,
  flags       jsonb NOT NULL DEFAULT '{}',
  created_at  timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE agents (
  id                   text PRIMARY KEY,
  org_id               text NOT NULL REFERENCES orgs (id),
  name                 text NOT NULL,
  can_post_tasks       boolean NOT NULL DEFAULT false,
  can_order_workflows  boolean NOT NULL DEFAULT false,
  can_approve_release  boolean NOT NULL DEFAULT false,
  can_open_disputes    boolean NOT NULL DEFAULT false,
  can_manage_loops     boolean NOT NULL DEFAULT false,
  frozen               boolean NOT NULL DEFAULT false,
  per_task_cap_minor   bigint CHECK (per_task_cap_minor >= 0),
  daily_cap_minor      bigint CHECK (daily_cap_minor >= 0),
  created_at           timestamptz NOT NULL DEFAULT now()
);
-- Lookups are by (id, org_id): the key must belong to the org it claims.
CREATE INDEX agents_org_idx ON agents (org_id);

-- One row per org: the row every create of that org locks.
CREATE TABLE wallets (
  org_id         text PRIMARY KEY REFERENCES orgs (id),
  currency       char(3) NOT NULL,
  balance_minor  bigint NOT NULL CHECK (balance_minor >= 0),
  updated_at     timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE deposits (
  id            text PRIMARY KEY,
  org_id        text NOT NULL REFERENCES orgs (id),
  amount_minor  bigint NOT NULL CHECK (amount_minor > 0),
  currency      char(3) NOT NULL,
  created_at    timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX deposits_org_idx ON deposits (org_id);

CREATE TABLE tasks (
  id                  text PRIMARY KEY,
  org_id              text NOT NULL REFERENCES orgs (id),
  agent_id            text NOT NULL REFERENCES agents (id),
  type                text NOT NULL,
  title               text NOT NULL,
  instructions        text NOT NULL,
  reward_minor        bigint NOT NULL CHECK (reward_minor > 0),
  fee_minor           bigint NOT NULL CHECK (fee_minor >= 0),
  total_minor         bigint NOT NULL CHECK (total_minor = reward_minor + fee_minor),
  currency            char(3) NOT NULL,
  state               text NOT NULL,
  deadline            timestamptz NOT NULL,
  proof_requirements  text[] NOT NULL,
  zone_ref            text NOT NULL,
  created_at          timestamptz NOT NULL DEFAULT now()
);
-- The org's task list (GET /tasks, newest first) is the read every client makes.
CREATE INDEX tasks_org_created_idx ON tasks (org_id, created_at DESC);

-- The escrow account of one lock: what it holds is its balance.
CREATE TABLE escrow_accounts (
  id          text PRIMARY KEY,
  task_id     text NOT NULL UNIQUE REFERENCES tasks (id),
  org_id      text NOT NULL REFERENCES orgs (id),
  currency    char(3) NOT NULL,
  held_minor  bigint NOT NULL CHECK (held_minor >= 0),
  state       text NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX escrow_accounts_org_idx ON escrow_accounts (org_id);

-- Double entry: every journal has debit and credit lines of equal sums.
CREATE TABLE ledger_entries (
  id            bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  journal_id    text NOT NULL,
  kind          text NOT NULL,
  account       text NOT NULL,
  direction     char(1) NOT NULL CHECK (direction IN ('D', 'C')),
  amount_minor  bigint NOT NULL CHECK (amount_minor > 0),
  currency      char(3) NOT NULL,
  created_at    timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX ledger_entries_account_idx ON ledger_entries (account, id);
CREATE INDEX ledger_entries_journal_idx ON ledger_entries (journal_id);

CREATE TABLE agent_daily_spend (
  agent_id     text NOT NULL REFERENCES agents (id),
  day          date NOT NULL,
  spent_minor  bigint NOT NULL CHECK (spent_minor >= 0),
  PRIMARY KEY (agent_id, day)
);

CREATE TABLE idempotency_keys (
  agent_id     text NOT NULL,
  key          text NOT NULL,
  fingerprint  text NOT NULL,
  response     jsonb,
  created_at   timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (agent_id, key)
);
`;

/** The same shape as bench/setup.ts seedOrgs: live org, one agent allowed to post, one deposit. */
export async function seedPeer(
  client: PoolClient,
  orgCount: number,
  depositMinor: bigint,
): Promise<string[]> {
  const orgs = benchOrgs(orgCount);
  const deposit = depositMinor.toString();
  await client.query('BEGIN');
  await client.query(
    `INSERT INTO orgs (id, name, mode, currency) SELECT o, o, 'live', 'NGN' FROM ` +
      `unnest($1::text[]) AS o`,
    [orgs],
  );
  await client.query(
    `INSERT INTO agents (id, org_id, name, can_post_tasks) SELECT 'agt_' || o, o, 'bench', ` +
      `true FROM unnest($1::text[]) AS o`,
    [orgs],
  );
  await client.query(
    `INSERT INTO deposits (id, org_id, amount_minor, currency) SELECT 'seed_' || o, o, $2, ` +
      `'NGN' FROM unnest($1::text[]) AS o`,
    [orgs, deposit],
  );
  await client.query(
    `INSERT INTO wallets (org_id, currency, balance_minor) SELECT o, 'NGN', $2 FROM ` +
      `unnest($1::text[]) AS o`,
    [orgs, deposit],
  );
  await client.query(
    `INSERT INTO ledger_entries (journal_id, kind, account, direction, amount_minor, ` +
      `currency)
     SELECT 'seed_' || o, 'deposit', side.account, side.direction, $2, 'NGN'
     FROM unnest($1::text[]) AS o,
          LATERAL (VALUES ('clearing:funding', 'D'), ('wallet:' || o, 'C')) AS side ` +
      `(account, direction)`,
    [orgs, deposit],
  );
  await client.query('COMMIT');
  await client.query('ANALYZE');
  return orgs;
}

export interface PeerCheck {
  ok: boolean;
  debits: string;
  credits: string;
  unbalancedJournals: number;
  walletsOff: number;
  walletsOffLedger: number;
  tasks: number;
  escrows: number;
  escrowsOffLedger: number;
  spendOff: number;
}

/** Checks the books in SQL after the run: a peer that skipped a write would fail here. */
export async function checkPeer(
  client: PoolClient,
  creates: number,
  totalPerCreate: bigint,
): Promise<PeerCheck> {
  const one = async (sql: string) =>
    (await client.query(sql)).rows[0] as Record<string, string | null>;
  const sums = await one(`
    SELECT coalesce(sum(amount_minor) FILTER (WHERE direction = 'D'), 0)::text AS debits,
           coalesce(sum(amount_minor) FILTER (WHERE direction = 'C'), 0)::text AS credits
    FROM ledger_entries`);
  const unbalanced = await one(`
    SELECT count(*)::text AS n FROM (
      SELECT journal_id FROM ledger_entries GROUP BY journal_id
      HAVING sum(CASE direction WHEN 'D' THEN amount_minor ELSE -amount_minor END) <> 0) AS j`);
  // Balance = deposits − what its escrow accounts hold, and the same from the wallet's ledger
  // lines.
  const walletsOff = await one(
    `
    SELECT count(*)::text AS n FROM wallets w
    WHERE w.balance_minor <> (SELECT coalesce(sum(amount_minor), 0) FROM deposits d WHERE ` +
      `d.org_id = w.org_id)
                           - (SELECT coalesce(sum(held_minor), 0) FROM escrow_accounts e ` +
      `WHERE e.org_id = w.org_id)`,
  );
  const walletsOffLedger = await one(
    `
    SELECT count(*)::text AS n FROM wallets w
    WHERE w.balance_minor <> (SELECT coalesce(sum(CASE direction WHEN 'C' THEN ` +
      `amount_minor ELSE -amount_minor END), 0)
                              FROM ledger_entries l WHERE l.account = 'wallet:' || ` +
      `w.org_id)`,
  );
  const escrowsOffLedger = await one(
    `
    SELECT count(*)::text AS n FROM escrow_accounts e
    WHERE e.held_minor <> (SELECT coalesce(sum(CASE direction WHEN 'C' THEN amount_minor ` +
      `ELSE -amount_minor END), 0)
                           FROM ledger_entries l WHERE l.account = 'escrow:' || e.id)
       OR e.held_minor <> (SELECT total_minor FROM tasks t WHERE t.id = e.task_id)`,
  );
  const counts = await one(`
    SELECT (SELECT count(*) FROM tasks)::text AS tasks,
           (SELECT count(*) FROM escrow_accounts)::text AS escrows,
           (SELECT coalesce(sum(total_minor), 0) FROM tasks)::text AS total,
           (SELECT coalesce(sum(spent_minor), 0) FROM agent_daily_spend)::text AS spent`);
  const spendOff = await one(`
    SELECT count(*)::text AS n FROM agents a
    WHERE (SELECT coalesce(sum(spent_minor), 0) FROM agent_daily_spend s WHERE s.agent_id = a.id)
       <> (SELECT coalesce(sum(total_minor), 0) FROM tasks t WHERE t.agent_id = a.id)`);
  const check: PeerCheck = {
    ok: false,
    debits: sums.debits!,
    credits: sums.credits!,
    unbalancedJournals: Number(unbalanced.n),
    walletsOff: Number(walletsOff.n),
    walletsOffLedger: Number(walletsOffLedger.n),
    tasks: Number(counts.tasks),
    escrows: Number(counts.escrows),
    escrowsOffLedger: Number(escrowsOffLedger.n),
    spendOff: Number(spendOff.n),
  };
  check.ok =
    check.debits === check.credits &&
    check.unbalancedJournals === 0 &&
    check.walletsOff === 0 &&
    check.walletsOffLedger === 0 &&
    check.tasks === creates &&
    check.escrows === creates &&
    check.escrowsOffLedger === 0 &&
    check.spendOff === 0 &&
    BigInt(counts.total!) === BigInt(creates) * totalPerCreate &&
    BigInt(counts.spent!) === BigInt(creates) * totalPerCreate;
  return check;
}
