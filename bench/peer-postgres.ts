// bench/peer-postgres: errand's durable task creates per second beside the same create-task-with-
// escrow built the usual way on PostgreSQL (one READ COMMITTED transaction per request over `pg`,
// row lock on the wallet, double-entry ledger rows), against a server this script starts with
// default durability (fsync on, synchronous_commit on). Same creates, concurrency, orgs and input
// on both sides, in the same run. Prints one JSON line; progress goes to stderr.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { LevelWal } from '../wal/index.ts';
import { Engine } from '../src/runtime/engine.ts';
import { PooledScreener } from '../src/runtime/screener.ts';
import type { CreateTaskResult } from '../src/core/views.ts';
import { cpuSecondsSince, drive, keyedCreate, seedOrgs } from './setup.ts';
import { createTaskPeer } from './peer-postgres/create-task.ts';
import { checkPeer, SCHEMA_SQL, seedPeer } from './peer-postgres/schema.ts';
import { findPgBin, startPg } from './peer-postgres/server.ts';

const { values } = parseArgs({
  options: {
    creates: { type: 'string', default: '20000' },
    concurrency: { type: 'string', default: '256' },
    orgs: { type: 'string', default: '1000' },
    shards: { type: 'string', default: '16' },
    pool: { type: 'string' },
  },
});
const creates = Number(values.creates);
const concurrency = Number(values.concurrency);
const orgCount = Number(values.orgs);
// A team would not give PostgreSQL one backend per in-flight request: past a few dozen
// connections the backends contend for the same cores and locks, so services sit behind a pool,
// and the in-flight requests queue for a connection. 16 is PostgreSQL's best measured here
// (2026-11-28, two runs each, creates/s: pool 4 417–597, 8 1,041–1,196, 16 1,040–1,474, 24
// 1,122–1,245, 32 978–1,000, 64 813–857, 128 762–882); until then the pool was 64.
const poolSize = Number(values.pool ?? Math.min(concurrency, 16));
const DEPOSIT_MINOR = 10n ** 15n; // seedOrgs' default
const TOTAL_PER_CREATE = 165_000n; // 1500.00 NGN reward + 10% fee, in kobo
const log = (line: string) => process.stderr.write(`${line}\n`);

async function errandRun(): Promise<{ seconds: number; charged: bigint; cpu: number }> {
  const dir = mkdtempSync(join(tmpdir(), 'errand-bench-peer-engine-'));
  const remove = () => rmSync(dir, { recursive: true, force: true });
  process.on('exit', remove); // an interrupt skips the finally below
  try {
    const wal = new LevelWal(dir);
    // Configured as the service is: the safety filter on its own thread.
    const screener = new PooledScreener();
    const engine = await Engine.open({ wal, shardCount: Number(values.shards), screener });
    const orgs = await seedOrgs(engine, orgCount, DEPOSIT_MINOR);
    let charged = 0n;
    const cpuBefore = process.cpuUsage();
    const seconds = await drive(creates, concurrency, async (i) => {
      const result = (await engine.execute(keyedCreate(orgs, i))) as CreateTaskResult;
      charged += BigInt(result.totalChargedMinor);
    });
    const cpu = cpuSecondsSince(cpuBefore);
    await engine.close();
    await screener.close();
    return { seconds, charged, cpu };
  } finally {
    process.removeListener('exit', remove);
    remove();
  }
}

async function peerRun(binDir: string) {
  const server = await startPg(binDir, log);
  const pool = new pg.Pool({ host: server.socketDir, port: server.port, user: server.user, database: 'postgres', max: poolSize });
  // An idle pooled connection cut by the server's shutdown emits an error: expected at the end.
  pool.on('error', () => {});
  try {
    const version = (await pool.query<{ server_version: string }>('SHOW server_version')).rows[0]!.server_version;
    // Read back on a pooled connection, so the line shows what the transactions actually ran with.
    const setting = async (name: string) => (await pool.query(`SELECT current_setting('${name}') AS v`)).rows[0].v as string;
    const durability = { fsync: await setting('fsync'), synchronous_commit: await setting('synchronous_commit') };
    const admin = await pool.connect();
    let orgs: string[];
    try {
      await admin.query(SCHEMA_SQL);
      orgs = await seedPeer(admin, orgCount, DEPOSIT_MINOR);
    } finally {
      admin.release();
    }
    // Open every pooled connection before the clock starts: a running service has a warm pool.
    const warm = await Promise.all(Array.from({ length: poolSize }, () => pool.connect()));
    for (const c of warm) c.release();
    log(`peer-postgres: postgres ${version}, schema and ${orgCount} orgs seeded, pool ${poolSize}`);

    let charged = 0n;
    const cpuBefore = { client: process.cpuUsage(), server: server.cpuSeconds() };
    const seconds = await drive(creates, concurrency, async (i) => {
      const create = keyedCreate(orgs, i);
      const client = await pool.connect();
      try {
        const result = await createTaskPeer(client, create);
        charged += BigInt(result.totalChargedMinor);
      } finally {
        client.release();
      }
    });
    const cpu = { client: cpuSecondsSince(cpuBefore.client), server: server.cpuSeconds() - cpuBefore.server };
    const checker = await pool.connect();
    try {
      const check = await checkPeer(checker, creates, TOTAL_PER_CREATE);
      log(`peer-postgres: ledger check ${JSON.stringify(check)}`);
      return { seconds, charged, version, durability, check, cpu };
    } finally {
      checker.release();
    }
  } finally {
    await pool.end().catch(() => undefined);
    server.stop();
  }
}

const binDir = findPgBin();
if (!binDir) {
  console.log(JSON.stringify({ bench: 'peer-postgres', skipped: 'no PostgreSQL server binaries under /usr/lib/postgresql/*/bin' }));
  process.exit(0);
}
// Ctrl-C still runs the 'exit' handlers that stop the server and delete its directory.
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => process.exit(130));

log(`peer-postgres: errand side, ${creates} creates, concurrency ${concurrency}, ${orgCount} orgs`);
const errand = await errandRun();
log(`peer-postgres: errand ${Math.round(creates / errand.seconds)} creates/s`);
log('peer-postgres: PostgreSQL side');
const peer = await peerRun(binDir);
log(`peer-postgres: peer ${Math.round(creates / peer.seconds)} creates/s`);

const expected = BigInt(creates) * TOTAL_PER_CREATE;
if (errand.charged !== expected || peer.charged !== expected) {
  log(`peer-postgres: charged totals differ: errand ${errand.charged}, peer ${peer.charged}, expected ${expected}`);
}
const errandRate = creates / errand.seconds;
const peerRate = creates / peer.seconds;
console.log(JSON.stringify({
  bench: 'peer-postgres',
  node_flags: process.execArgv.join(' '),
  creates,
  concurrency,
  orgs: orgCount,
  errand_creates_per_s: Math.round(errandRate),
  peer_creates_per_s: Math.round(peerRate),
  ratio: Number((errandRate / peerRate).toFixed(2)),
  peer_pool: poolSize,
  // CPU per create is steadier than the rates when other work shares the cores.
  errand_cpu_ms_per_create: Number((errand.cpu * 1000 / creates).toFixed(3)),
  peer_client_cpu_ms_per_create: Number((peer.cpu.client * 1000 / creates).toFixed(3)),
  peer_server_cpu_ms_per_create: Number((peer.cpu.server * 1000 / creates).toFixed(3)),
  peer_ledger_ok: peer.check.ok && peer.charged === expected,
  errand_charged_ok: errand.charged === expected,
  postgres_version: peer.version,
  peer_fsync: peer.durability.fsync,
  peer_synchronous_commit: peer.durability.synchronous_commit,
}));
