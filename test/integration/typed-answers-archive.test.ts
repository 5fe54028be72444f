// Proves a typed-answer task's form and checked answers are history like the rest of it: once
// settled the task leaves memory for the archive, and its reads (one and list) answer the same
// from there, after a restart too, with every invariant and the log's replay intact.
import { describe, expect, it } from 'vitest';
import type { Engine } from '../../src/runtime/engine.ts';
import { listTasks, readTask } from '../../src/runtime/reads.ts';
import { publicTask } from '../../src/ops/task-projection.ts';
import type { CreateTaskInput } from '../../src/core/commands.ts';
import { AnswerSchema } from '../../src/domain/answer-schema.ts';
import {
  checkAll,
  counterMint,
  failuresOf,
  levelHome,
  openEngine,
  tempDir,
  T0,
  TestClock,
} from '../support/harness.ts';

const ORG = 'org_ans';
const AGENT = 'agt_ans';
const SHA = 'c'.repeat(64);
const FORM = AnswerSchema.parse({
  fields: [
    { key: 'open', type: 'boolean', label: 'Is it open?' },
    { key: 'price', type: 'number', label: 'Price', unit: 'NGN', min: 0 },
    { key: 'shelf', type: 'photo', label: 'The shelf' },
  ],
});

async function seed(engine: Engine): Promise<void> {
  await engine.execute({ type: 'CreateOrg', orgId: ORG, name: 'Answers', mode: 'live' });
  await engine.execute({ type: 'CreateAgent', orgId: ORG, agentId: AGENT, name: 'a' });
  const delegation = { can_post_tasks: true, can_approve_release: true };
  await engine.execute({ type: 'SetDelegation', orgId: ORG, agentId: AGENT, delegation });
  await engine.execute({
    type: 'Deposit',
    orgId: ORG,
    depositId: 'd1',
    amountMinor: 10n ** 12n,
    currency: 'NGN',
  });
}

async function create(engine: Engine, clock: TestClock, form?: AnswerSchema): Promise<string> {
  const input: CreateTaskInput = {
    type: 'survey',
    title: 'Shelf check',
    instructions: 'Answer the questions about the shelf.',
    reward_major: '1500.00',
    deadline: new Date(clock.ms + 3_600_000).toISOString(),
    zone_ref: 'ng.lagos.ikeja',
    ...(form ? { answer_schema: form } : {}),
  };
  const made = await engine.execute({ type: 'CreateTask', orgId: ORG, agentId: AGENT, input });
  return (made as { taskId: string }).taskId;
}

async function payOut(
  engine: Engine,
  id: string,
  answers: Record<string, string | number | boolean>,
) {
  for (const step of ['SCREEN_PASSED', 'MATCH', 'ACCEPT', 'START'] as const) {
    const op = step === 'MATCH' ? { operatorId: 'op_1' } : {};
    await engine.execute({ type: 'StepTask', orgId: ORG, taskId: id, step, ...op });
  }
  const capturedAt = new Date(T0).toISOString();
  const location = { lat: 6.6, lng: 3.35 };
  const proof = { capturedAt, mediaSha256: [SHA], location, answers };
  await engine.execute({ type: 'SubmitProof', orgId: ORG, taskId: id, operatorId: 'op_1', proof });
  const checks = [{ name: 'freshness', result: 'pass' as const, reason: 'ok' }];
  const verification = {
    checks,
    confidence: 0.97,
    outcome: 'pass' as const,
    media: [],
    verifierVersion: 't',
    thresholds: {},
  };
  await engine.execute({ type: 'RecordVerification', orgId: ORG, taskId: id, verification });
  await engine.execute({ type: 'SettleTask', orgId: ORG, taskId: id, payoutRef: `po_${id}` });
}

async function reads(engine: Engine, ids: string[]) {
  return {
    one: await Promise.all(
      ids.map(async (id) => publicTask((await readTask(engine, id, ORG))!, T0)),
    ),
    list: (await listTasks(engine, ORG, 50)).map((r) => publicTask(r, T0)),
  };
}

describe('typed answers in settled history', () => {
  it(
    'the form and the answers read the same ' + 'from memory, the archive and after a restart',
    async () => {
      const home = levelHome(tempDir('errand-answers-'));
      const clock = new TestClock();
      let engine = await openEngine(home, { clock, mint: counterMint(), snapshotEvery: 0 });
      await seed(engine);
      const typed = await create(engine, clock, FORM);
      const open = await create(engine, clock, FORM);
      const plain = await create(engine, clock);
      const answers = { open: true, price: 1250.5, shelf: 0 };
      await payOut(engine, typed, answers);
      await payOut(engine, plain, { summary: 'fine' });
      expect(engine.stateOf(ORG).tasks.has(typed)).toBe(false); // settled: in the archive
      const before = await reads(engine, [typed, open, plain]);
      expect(before.one[0]).toMatchObject({
        state: 'paid',
        answer_schema: FORM,
        result: { answers: { ...answers, shelf: SHA } },
      });
      expect(before.one[1]).toMatchObject({ state: 'screening', answer_schema: FORM });
      expect(before.one[1]).not.toHaveProperty('result');
      expect(before.one[2]).not.toHaveProperty('answer_schema');
      expect(failuresOf(await checkAll(engine))).toEqual([]);
      await engine.close();

      engine = await openEngine(home, { clock, mint: counterMint(), snapshotEvery: 0 });
      expect(await reads(engine, [typed, open, plain])).toEqual(before);
      expect(failuresOf(await checkAll(engine))).toEqual([]);
      await engine.close();
    },
  );

  it(
    'a refused submission writes nothing: the ' + 'task is still in progress and can be answered',
    async () => {
      const clock = new TestClock();
      const engine = await openEngine(levelHome(tempDir('errand-answers-')), {
        clock,
        mint: counterMint(),
        snapshotEvery: 0,
      });
      await seed(engine);
      const id = await create(engine, clock, FORM);
      const bad = { open: 'yes', price: -1, shelf: 4 };
      await expect(payOut(engine, id, bad)).rejects.toMatchObject({
        code: 'validation_failed',
        detail: {
          errors: [
            { path: 'answers.open', message: 'expected true or false' },
            { path: 'answers.price', message: 'at least 0' },
            { path: 'answers.shelf', message: expect.stringContaining('index of a photo') },
          ],
        },
      });
      expect(engine.stateOf(ORG).tasks.get(id)).toMatchObject({
        state: 'in_progress',
        proof: null,
      });
      const proof = {
        capturedAt: new Date(T0).toISOString(),
        mediaSha256: [SHA],
        location: { lat: 6.6, lng: 3.35 },
        answers: { open: false, price: 0, shelf: 0 },
      };
      await engine.execute({
        type: 'SubmitProof',
        orgId: ORG,
        taskId: id,
        operatorId: 'op_1',
        proof,
      });
      expect(engine.stateOf(ORG).tasks.get(id)?.proof?.answers).toEqual({
        open: false,
        price: 0,
        shelf: SHA,
      });
      expect(failuresOf(await checkAll(engine))).toEqual([]);
      await engine.close();
    },
  );
});
