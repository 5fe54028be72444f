// Proves that a shard's one state never keeps records that will not be durable: when a shard stops
// owning with records in flight (a shared log's lease lost), its state is built again from the log
// before anything reads or follows it, and what those records moved toward the archive is
// withdrawn; their answers say "outcome unknown" unless the log refused them before writing any.
import { describe, expect, it } from 'vitest';
import type { CreateTaskInput } from '../../src/core/commands.ts';
import { encodeState } from '../../src/core/state-codec.ts';
import { DomainError } from '../../src/errors/problem.ts';
import type { Wal } from '../../wal/wal.ts';
import { counterMint, memoryHome, openEngine, TestClock } from '../support/harness.ts';

const ORG = 'org_rb';
const AGENT = 'agt_rb';

describe('a shard that stops owning with records in flight', () => {
  it(
    'builds its state again from the log: the records in flight are gone from it and from the ' +
      'archive index',
    async () => {
      const clock = new TestClock();
      const engine = await openEngine(memoryHome(), {
        clock,
        mint: counterMint(),
        snapshotEvery: 0,
      });
      await engine.execute({ type: 'CreateOrg', orgId: ORG, name: 'Rebuild', mode: 'live' });
      await engine.execute({ type: 'CreateAgent', orgId: ORG, agentId: AGENT, name: 'a' });
      await engine.execute({
        type: 'SetDelegation',
        orgId: ORG,
        agentId: AGENT,
        delegation: { can_post_tasks: true },
      });
      await engine.execute({
        type: 'Deposit',
        orgId: ORG,
        depositId: 'd1',
        amountMinor: 10n ** 12n,
        currency: 'NGN',
      });
      const input: CreateTaskInput = {
        type: 'field_verification',
        title: 'Rebuild check',
        instructions: 'Confirm the shop at 12 Allen Avenue is open.',
        reward_major: '1500.00',
        deadline: new Date(clock.ms + 3_600_000).toISOString(),
        zone_ref: 'ng.lagos.ikeja',
      };
      const { taskId } = (await engine.execute({
        type: 'CreateTask',
        orgId: ORG,
        agentId: AGENT,
        input,
      })) as { taskId: string };
      const shard = engine.shardFor(ORG);
      await shard.settled();
      const durable = Buffer.from(encodeState(shard.state));
      expect(shard.barrier()).toBeUndefined();

      // From here the log takes appends and never answers them: the cancel stays in flight.
      (engine.wal as { append: Wal['append'] }).append = () => new Promise(() => {});
      const cancel = engine.execute({ type: 'CancelTask', orgId: ORG, agentId: AGENT, taskId });
      cancel.catch(() => {});
      await new Promise((r) => setImmediate(r));
      expect(shard.state.tasks.has(taskId)).toBe(false); // cancelled: settled, so out of memory
      expect(engine.archiver.pending.tasks.get(taskId)?.task.state).toBe('cancelled');
      const read = shard.barrier();
      expect(read).toBeInstanceOf(Promise);

      // Its record was handed to the log: it may be committed, so its outcome is unknown (not
      // shard_moving, which says nothing was applied; docs/scale.md, "Answers that tell the
      // truth").
      shard.becomeFollower();
      await expect(cancel).rejects.toMatchObject({ code: 'outcome_unknown' });
      await expect(read).rejects.toBeInstanceOf(DomainError);
      await shard.whenConsistent();
      expect(Buffer.from(encodeState(shard.state)).equals(durable)).toBe(true);
      expect(shard.state.tasks.get(taskId)?.state).toBe('screening');
      expect(engine.archiver.pending.tasks.has(taskId)).toBe(false);
      expect(shard.barrier()).toBeUndefined();
      await engine.close();
    },
  );

  it('answers shard_moving when the log refused the records before writing any', async () => {
    const clock = new TestClock();
    const engine = await openEngine(memoryHome(), { clock, mint: counterMint(), snapshotEvery: 0 });
    await engine.execute({ type: 'CreateOrg', orgId: ORG, name: 'Rebuild', mode: 'live' });
    const shard = engine.shardFor(ORG);
    await shard.settled();
    (engine.wal as { append: Wal['append'] }).append = () => new Promise(() => {});
    const agent = engine.execute({ type: 'CreateAgent', orgId: ORG, agentId: AGENT, name: 'a' });
    agent.catch(() => {});
    await new Promise((r) => setImmediate(r));
    shard.becomeFollower(true);
    await expect(agent).rejects.toMatchObject({
      code: 'unavailable',
      detail: { reason: 'shard_moving' },
    });
    await shard.whenConsistent();
    await engine.close();
  });
});
