// A data directory as a log written before gold refunds went back to gold funding leaves it
// (docs/outcomes.md, "Older logs"): a live gold task created and cancelled, its refund recorded
// into the gold org's wallet only. The cancel is decided by today's decider and written without
// its `reversal` posting, exactly the record the older code wrote; the service replays it.
import { decide } from '../../src/core/decide.ts';
import { GOLD_AGENT, GOLD_ORG } from '../../src/core/decide-gold.ts';
import type { CommandRecord } from '../../src/core/events.ts';
import { encodeRecord } from '../../src/core/record-codec.ts';
import { LevelWal } from '../../wal/leveldb-wal.ts';
import { levelHome, openEngine, tempDir } from './harness.ts';
import { taskBody } from './http.ts';

/** The directory, and the amount (minor units, NGN) the gold wallet holds. */
export async function legacyGoldWallet(): Promise<{ dir: string; heldMinor: bigint }> {
  const dir = tempDir('errand-legacy-gold-');
  const orgId = GOLD_ORG.live;
  const agentId = GOLD_AGENT.live;
  // The shard count of startTestService (test/support/http.ts).
  const engine = await openEngine(levelHome(dir), { shardCount: 4 });
  await engine.execute({ type: 'CreateOrg', orgId, name: 'Platform gold tasks', mode: 'live' });
  await engine.execute({ type: 'CreateAgent', orgId, agentId, name: 'gold' });
  const delegation = { can_post_tasks: true };
  await engine.execute({ type: 'SetDelegation', orgId, agentId, delegation });
  const schema = { fields: [{ key: 'open', type: 'boolean' as const, label: 'Open?' }] };
  const created = await engine.execute({
    type: 'CreateGoldTask',
    orgId,
    agentId,
    input: taskBody({ answer_schema: schema }) as never,
    knownAnswer: { open: true },
  });
  const cancel = { type: 'CancelTask' as const, orgId, agentId, taskId: created.taskId };
  const ctx = engine.context();
  const decision = decide(engine.stateOf(orgId), cancel, ctx);
  if (decision.kind !== 'commit') throw new Error('the cancel wrote nothing');
  const events = decision.events.filter((e) => !(e.type === 'Posted' && e.memo === 'reversal'));
  const shard = engine.shardFor(orgId).id;
  await engine.close();
  const record: CommandRecord = { v: 1, atMs: ctx.atMs, command: 'CancelTask', events };
  const wal = new LevelWal(dir);
  await wal.open();
  await wal.append(shard, encodeRecord(record));
  await wal.close();
  return { dir, heldMinor: BigInt(created.totalChargedMinor) };
}
