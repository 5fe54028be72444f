// Proves the sandbox fails gold tasks on purpose (docs/outcomes.md, "Gold tasks", "In test
// mode"): with SANDBOX_GOLD_WRONG_PERCENT=100 a test-mode gold task staff create over the admin
// API is answered wrongly by a simulated Operator, and staff see that Operator's gold tally and
// score fall; at 0 the same task is answered rightly and the score does not fall. The grading
// survives a restart (it is apply's fold over the recorded proof). A gold task of three slots has
// every slot graded, each answered wrongly or not by its own id.
import { afterEach, describe, expect, it } from 'vitest';
import { sha256Hex } from '../../src/runtime/api-keys.ts';
import { readTask } from '../../src/runtime/reads.ts';
import { runVerify } from '../support/child-service.ts';
import { admin, startTestService, taskBody, type TestService } from '../support/http.ts';

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));
const schema = {
  fields: [
    { key: 'open', type: 'boolean', label: 'Is the pharmacy open?' },
    { key: 'colour', type: 'enum', label: 'Door colour', options: ['red', 'blue', 'green'] },
  ],
};
const known = { open: true, colour: 'blue' };

let svc: TestService | undefined;
afterEach(async () => {
  await svc?.close();
  svc = undefined;
});

async function untilPaid(s: TestService, id: string) {
  for (let i = 0; i < 80; i++) {
    const read = await readTask(s.engine, id);
    if (read?.task.state === 'paid') return read.task;
    await admin(s.url, 'POST', '/internal/v1/clock/advance', { seconds: 3 });
    await pause(200);
  }
  throw new Error(`gold task ${id} never got paid`);
}

interface Quality {
  operator_id: string;
  score: number;
  tally: { gold_right: number; gold_wrong: number; approved: number };
}

async function qualityOf(s: TestService): Promise<Map<string, Quality>> {
  const list = (await admin(s.url, 'GET', '/internal/v1/operator-quality')).body.data as Quality[];
  return new Map(list.map((q) => [q.operator_id, q]));
}

/** A test-mode gold task, created by staff and worked by the sandbox until paid. */
async function goldTaskWorked(percent: string) {
  svc = await startTestService({ ERRAND_CLOCK: 'virtual', SANDBOX_GOLD_WRONG_PERCENT: percent });
  const before = await qualityOf(svc);
  const created = await admin(svc.url, 'POST', '/internal/v1/gold-tasks', {
    task: taskBody({ answer_schema: schema }),
    known_answer: known,
    mode: 'test',
  });
  expect(created.status).toBe(201);
  const task = await untilPaid(svc, created.body.data.task_id);
  const operatorId = task.operatorId!;
  return { task, operatorId, before: before.get(operatorId)! };
}

describe('the sandbox on gold tasks', () => {
  it('answers wrongly at 100 %: the Operator loses gold accuracy and score', async () => {
    const { task, operatorId, before } = await goldTaskWorked('100');
    expect(before).toMatchObject({ score: 800, tally: { gold_right: 0, gold_wrong: 0 } });
    expect(task.proof?.answers.open).toBe(false);
    expect(task.proof?.answers.colour).not.toBe('blue');
    const after = (await qualityOf(svc!)).get(operatorId)!;
    expect(after.tally).toMatchObject({ gold_wrong: 1, gold_right: 0, approved: 1 });
    expect(after.score).toBeLessThan(before.score);
    const one = await admin(svc!.url, 'GET', `/internal/v1/operator-quality/${operatorId}`);
    expect(one.body.data.history.map((h: { kind: string }) => h.kind)).toContain('goldWrong');

    // Replay grades the recorded answer again: the same tally after a restart.
    const dir = svc!.dataDir;
    await svc!.close();
    svc = await startTestService({ ERRAND_CLOCK: 'virtual' }, dir);
    expect((await qualityOf(svc)).get(operatorId)).toEqual(after);
  });

  it('answers rightly at 0 %: the gold answer counts for the Operator', async () => {
    const { task, operatorId, before } = await goldTaskWorked('0');
    expect(task.proof?.answers).toMatchObject(known);
    const after = (await qualityOf(svc!)).get(operatorId)!;
    expect(after.tally).toMatchObject({ gold_right: 1, gold_wrong: 0 });
    expect(after.score).toBeGreaterThanOrEqual(before.score);
  });

  it('grades every slot of a gold task of three, each failed or not by its id', async () => {
    svc = await startTestService({ ERRAND_CLOCK: 'virtual', SANDBOX_GOLD_WRONG_PERCENT: '50' });
    const created = await admin(svc.url, 'POST', '/internal/v1/gold-tasks', {
      task: taskBody({ answer_schema: schema, slots: 3 }),
      known_answer: known,
      mode: 'test',
    });
    expect(created.status).toBe(201);
    // Funded from the platform for all three slots' parts.
    expect(created.body.data.total_minor).toBe('495000');
    const first = created.body.data.task_id as string;
    const slotIds = svc.engine.findTask(first)!.slotIds!;
    expect(slotIds).toHaveLength(3);
    const graded = new Map<string, 'right' | 'wrong'>();
    for (const id of slotIds) {
      const slot = await untilPaid(svc, id);
      // The sandbox's choice: a hash of the slot's own id under the percent (sandbox.ts).
      const wrong = Number.parseInt(sha256Hex(`gold-wrong:${id}`).slice(0, 8), 16) % 100 < 50;
      expect(slot.proof?.answers.open).toBe(!wrong);
      graded.set(slot.operatorId!, wrong ? 'wrong' : 'right');
    }
    expect(graded.size).toBe(3);
    const quality = await qualityOf(svc);
    for (const [op, grade] of graded)
      expect(quality.get(op)!.tally).toMatchObject(
        grade === 'wrong' ? { gold_wrong: 1, gold_right: 0 } : { gold_wrong: 0, gold_right: 1 },
      );
    // Replay grades the recorded answers again, slot by slot.
    const dir = svc.dataDir;
    await svc.close();
    svc = await startTestService({ ERRAND_CLOCK: 'virtual' }, dir);
    const again = await qualityOf(svc);
    for (const op of graded.keys()) expect(again.get(op)).toEqual(quality.get(op));
    // errand verify recounts the tallies from the raw records: the same slot by slot.
    await svc.close();
    svc = undefined;
    const verify = await runVerify(dir);
    expect(verify.code, verify.output).toBe(0);
    expect(verify.output).toMatch(/quality_tally\s+ok/);
  }, 60_000);
});
