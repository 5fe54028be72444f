// Crash-test load: runs concurrent commands on a real data directory and prints one line per
// acknowledged command, synchronously, so a parent that SIGKILLs this process knows exactly what
// was acknowledged. `--fault ack-before-write` is the negative control: it answers first.
import { writeSync } from 'node:fs';
import { LevelWal } from '../../wal/index.ts';
import { Engine } from '../../src/runtime/engine.ts';
import { fingerprint } from '../../src/runtime/fingerprint.ts';
import { ackBeforeWrite } from '../support/ack-before-write-wal.ts';
import { openDirEngine } from '../support/dir-engine.ts';
import type { CreateTaskInput, OperatorStep } from '../../src/core/commands.ts';

const dir = process.argv[2]!;
const faulty = process.argv.includes('--fault');
const ORGS = Array.from({ length: 8 }, (_, i) => `org_c${i}`);

function ack(line: object): void {
  writeSync(1, `ACK ${JSON.stringify(line)}\n`);
}

// The negative control wraps today's log; otherwise the mode the suite runs in.
const engine = faulty
  ? await Engine.open({ wal: ackBeforeWrite(new LevelWal(dir)), shardCount: 8, snapshotEvery: 200 })
  : await openDirEngine(dir, { shardCount: 8, snapshotEvery: 200 });
for (const org of ORGS) {
  await engine.execute({ type: 'CreateOrg', orgId: org, name: org, mode: 'live' });
  await engine.execute({ type: 'CreateAgent', orgId: org, agentId: `agt_${org}`, name: 'crash' });
  await engine.execute({
    type: 'SetDelegation',
    orgId: org,
    agentId: `agt_${org}`,
    delegation: { can_post_tasks: true, can_approve_release: true },
  });
}
writeSync(1, 'READY\n');

let n = 0;
const created: Array<{ org: string; taskId: string }> = [];
const STEPS: OperatorStep[] = ['SCREEN_PASSED', 'MATCH', 'ACCEPT', 'START', 'SUBMIT_PROOF'];

async function worker(w: number): Promise<void> {
  for (;;) {
    const i = n++;
    const org = ORGS[i % ORGS.length]!;
    const roll = i % 5;
    try {
      if (roll === 0) {
        const depositId = `dep_${w}_${i}`;
        await engine.execute({
          type: 'Deposit',
          orgId: org,
          depositId,
          amountMinor: 1_000_000n,
          currency: 'NGN',
        });
        ack({ kind: 'deposit', org, id: depositId });
      } else if (roll <= 2 || created.length === 0) {
        const input: CreateTaskInput = {
          type: 'field_verification',
          title: `crash ${i}`,
          instructions: 'Confirm the shop is open.',
          reward_major: '1500.00',
          deadline: new Date(Date.now() + 3_600_000).toISOString(),
          zone_ref: 'ng.lagos.ikeja',
        };
        const idem = { key: `key_${i}`, fingerprint: fingerprint('create_task', input) };
        const res = (await engine.execute({
          type: 'CreateTask',
          orgId: org,
          agentId: `agt_${org}`,
          input,
          idem,
        })) as { taskId: string };
        created.push({ org, taskId: res.taskId });
        ack({ kind: 'create', org, id: res.taskId, key: idem.key, input });
      } else {
        const t = created[i % created.length]!;
        if (roll === 3) {
          const res = (await engine.execute({
            type: 'CancelTask',
            orgId: t.org,
            agentId: `agt_${t.org}`,
            taskId: t.taskId,
          })) as { state: string };
          ack({ kind: 'move', org: t.org, id: t.taskId, to: res.state });
        } else {
          const task = engine.findTask(t.taskId);
          if (!task) continue; // settled (cancelled): out of memory, nothing more to do with it
          const next =
            STEPS[
              STEPS.indexOf(
                task.state === 'screening'
                  ? 'SCREEN_PASSED'
                  : task.state === 'live'
                    ? 'MATCH'
                    : task.state === 'matched'
                      ? 'ACCEPT'
                      : task.state === 'accepted'
                        ? 'START'
                        : 'SUBMIT_PROOF',
              )
            ]!;
          const res = (await engine.execute({
            type: 'StepTask',
            orgId: t.org,
            taskId: t.taskId,
            step: next,
            operatorId: 'op_crash',
          })) as { state: string };
          ack({ kind: 'move', org: t.org, id: t.taskId, to: res.state });
        }
      }
    } catch {
      // Refusals (402, invalid_state) are answers too, but they write nothing: not tracked.
    }
  }
}

// 128 workers over 8 shards: each shard has many commands in flight, so kills land mid-pipeline.
await Promise.all(Array.from({ length: 128 }, (_, w) => worker(w)));
