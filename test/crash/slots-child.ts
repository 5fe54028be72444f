// Crash-test load of multi-worker and consensus tasks: concurrent creates (3 slots, or consensus
// 2 of up to 3), each slot matched to its own Operator and worked to its answers, approvals by
// slot id and cancels, printing one line per acknowledged command (and per consensus the engine
// shows decided after an acknowledged answer), so the parent that SIGKILLs it knows what was
// acknowledged.
import { writeSync } from 'node:fs';
import { openDirEngine } from '../support/dir-engine.ts';
import type { CreateTaskInput } from '../../src/core/commands.ts';

const dir = process.argv[2]!;
const ORGS = Array.from({ length: 8 }, (_, i) => `org_s${i}`);

function ack(line: object): void {
  writeSync(1, `ACK ${JSON.stringify(line)}\n`);
}

const engine = await openDirEngine(dir, { shardCount: 8, snapshotEvery: 200 });
for (const org of ORGS) {
  await engine.execute({ type: 'CreateOrg', orgId: org, name: org, mode: 'live' });
  await engine.execute({ type: 'CreateAgent', orgId: org, agentId: `agt_${org}`, name: 'crash' });
  await engine.execute({
    type: 'SetDelegation',
    orgId: org,
    agentId: `agt_${org}`,
    delegation: { can_post_tasks: true, can_approve_release: true },
  });
  await engine.execute({
    type: 'Deposit',
    orgId: org,
    depositId: `dep_${org}`,
    amountMinor: 10_000_000_000n,
    currency: 'NGN',
  });
}
writeSync(1, 'READY\n');

const schema = { fields: [{ key: 'open', label: 'Open?', type: 'boolean' as const }] };
let n = 0;
/**
 * The last step queued on each slot: a slot's steps run one after another, as its one Operator
 * would take them. Each is chosen from the state read before it (findTask), and on engine threads
 * a read shows only durable records, not a step decided and still in flight (docs/threads.md):
 * two workers on one slot then both stepped from the same state and one was refused, so often
 * that the slots seldom reached a consensus and the first kill point was never reached.
 */
const steps = new Map<string, Promise<void>>();
/**
 * The groups still being worked: a new one is created only while fewer than `ACTIVE` are, and each
 * step picks one of them at random. Picked by position among all groups ever created (as this
 * load once did), a group's slots were reached ever more seldom as groups piled up, and the
 * modular picks left some slots never stepped: in about one run in three no consensus was ever
 * decided and the run went on to the 200,000-ack cap (minutes on the CI machine).
 */
const ACTIVE = 16;
const groups: Array<{ org: string; taskId: string }> = [];
/** Slots a step was refused on (consensus decided, the group cancelled): not picked again. */
const dead = new Set<string>();
const WORKED = new Set(['screening', 'live', 'matched', 'accepted', 'in_progress', 'verifying']);
const pick = <T>(xs: readonly T[]): T => xs[Math.floor(Math.random() * xs.length)]!;

/** Slots of `g` a step can still move. */
function openSlots(g: { taskId: string }): string[] {
  const ids = engine.findTask(g.taskId)?.slotIds ?? [];
  return ids.filter((id) => !dead.has(id) && WORKED.has(engine.findTask(id)?.state ?? ''));
}

/** The next step of one slot, as its Operator (op_<slot>) or the agent would take it. */
async function advance(org: string, first: string, slotId: string, i: number): Promise<void> {
  const task = engine.findTask(slotId);
  if (!task) return;
  const operatorId = `op_${task.slot ?? 0}`;
  const base = { orgId: org, taskId: slotId };
  const step = async (s: 'SCREEN_PASSED' | 'ACCEPT' | 'START') =>
    ((await engine.execute({ type: 'StepTask', ...base, step: s })) as { state: string }).state;
  let to: string | undefined;
  if (task.state === 'screening') to = await step('SCREEN_PASSED');
  else if (task.state === 'live')
    to = (
      (await engine.execute({ type: 'StepTask', ...base, step: 'MATCH', operatorId })) as {
        state: string;
      }
    ).state;
  else if (task.state === 'matched') to = await step('ACCEPT');
  else if (task.state === 'accepted') to = await step('START');
  else if (task.state === 'in_progress') {
    to = (
      (await engine.execute({
        type: 'SubmitProof',
        ...base,
        operatorId,
        proof: {
          capturedAt: new Date().toISOString(),
          mediaSha256: ['a'.repeat(64)],
          location: { lat: 6.6, lng: 3.35 },
          answers: { open: i % 3 !== 0 },
        },
      })) as { state: string }
    ).state;
    if (engine.findTask(first)?.consensus) ack({ kind: 'consensus', org, id: first });
  } else if (task.state === 'verifying') {
    await engine.execute({
      type: 'ApproveTask',
      orgId: org,
      agentId: `agt_${org}`,
      taskId: first,
      slot: slotId,
    });
    to = 'approved';
  }
  if (to) ack({ kind: 'move', org, id: slotId, to });
}

async function create(i: number): Promise<void> {
  const org = ORGS[i % ORGS.length]!;
  const input: CreateTaskInput = {
    type: 'field_verification',
    title: `crash ${i}`,
    instructions: 'Confirm the shop is open.',
    reward_major: '1500.00',
    deadline: new Date(Date.now() + 3_600_000).toISOString(),
    zone_ref: 'ng.lagos.ikeja',
    ...(i % 2 === 0
      ? { slots: 3 }
      : { answer_schema: schema, assurance: { agreement: 2, max_operators: 3 } }),
  };
  const res = (await engine.execute({
    type: 'CreateTask',
    orgId: org,
    agentId: `agt_${org}`,
    input,
  })) as { taskId: string };
  groups.push({ org, taskId: res.taskId });
  ack({ kind: 'create', org, id: res.taskId });
}

async function cancel(g: { org: string; taskId: string }): Promise<void> {
  const res = (await engine.execute({
    type: 'CancelTask',
    orgId: g.org,
    agentId: `agt_${g.org}`,
    taskId: g.taskId,
  })) as { slots?: { id: string; state: string }[] };
  for (const s of res.slots ?? [])
    if (s.state === 'cancelled') ack({ kind: 'move', org: g.org, id: s.id, to: s.state });
}

/** The next step of `slotId`, after its step in flight, if any, whatever that one's outcome. */
async function stepSlot(g: { org: string; taskId: string }, slotId: string, i: number) {
  const step = (steps.get(slotId) ?? Promise.resolve())
    .catch(() => {})
    .then(() => advance(g.org, g.taskId, slotId, i))
    .catch((error: unknown) => {
      dead.add(slotId);
      throw error;
    });
  steps.set(slotId, step);
  try {
    await step;
  } finally {
    if (steps.get(slotId) === step) steps.delete(slotId);
  }
}

async function worker(): Promise<void> {
  for (;;) {
    const i = n++;
    try {
      const active = groups.filter((g) => openSlots(g).length > 0);
      groups.splice(0, groups.length, ...active);
      if (active.length < ACTIVE) await create(i);
      else if (i % 29 === 0) await cancel(pick(active));
      else {
        const g = pick(active);
        await stepSlot(g, pick(openSlots(g)), i);
      }
    } catch {
      // Refusals (invalid_state, a cancelled group's slot) write nothing.
    }
  }
}

await Promise.all(Array.from({ length: 64 }, () => worker()));
