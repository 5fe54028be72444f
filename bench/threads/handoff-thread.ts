// One engine thread of bench/threads/handoff.ts, and the command it handles: a create_task-like
// object in, a small answer out. `handle` is the same code the in-process baseline calls, so
// the difference between the configurations is the crossing alone.
import { parentPort, workerData } from 'node:worker_threads';
import { spin } from './common.ts';
import { Ring } from './ring.ts';

export interface Command {
  readonly id: number;
  readonly op: 'create_task';
  readonly org: string;
  readonly idempotencyKey: string;
  readonly body: {
    readonly type: string;
    readonly title: string;
    readonly instructions: string;
    readonly budget: string;
    readonly currency: string;
    readonly location: { readonly lat: string; readonly lng: string; readonly radius_m: number };
    readonly deadline: string;
  };
}

export interface Answer {
  readonly id: number;
  readonly ok: boolean;
  readonly task: string;
  readonly status: string;
  readonly budget: string;
  readonly seq: number;
  /** With --with-record: the committed record as the effects would receive it. */
  readonly record?: unknown;
}

export function command(id: number): Command {
  return {
    id,
    op: 'create_task',
    org: `org_${(id % 1000).toString(16).padStart(8, '0')}`,
    idempotencyKey: `key-${id.toString(36)}`,
    body: {
      type: 'field_verification',
      title: 'Photograph the shop front at 14 Adeola Odeku Street',
      instructions: 'Stand across the street; one photo of the whole front, one of the sign.',
      budget: '1500000',
      currency: 'NGN',
      location: { lat: '6.4281', lng: '3.4219', radius_m: 200 },
      deadline: '2026-12-01T12:00:00Z',
    },
  };
}

let seq = 0;

/** Money crosses the ring as digit strings, as it leaves errand in JSON. */
const digits = (_key: string, value: unknown) =>
  typeof value === 'bigint' ? value.toString() : value;

/** A committed create's record in the shape of CommandRecord (src/core/events.ts), bigint money. */
function recordOf(cmd: Command, at: number) {
  return {
    v: 1,
    atMs: at,
    command: 'create_task',
    idem: { key: cmd.idempotencyKey, fingerprint: 'f'.repeat(64), status: 201 },
    events: [
      {
        ...cmd.body,
        kind: cmd.body.type,
        type: 'task_created',
        task: `tsk_${cmd.id.toString(16)}`,
        org: cmd.org,
        budgetMinor: 1_500_000n,
        feeMinor: 75_000n,
      },
      { type: 'escrow_locked', org: cmd.org, amountMinor: 1_575_000n, entries: 2 },
    ],
  };
}

/** The stand-in for the shard's decide: checks a few fields, answers, spends `workUs` of CPU. */
export function handle(cmd: Command, workUs: number, withRecord = false): Answer {
  spin(workUs);
  seq += 1;
  const ok = cmd.body.title.length > 0 && /^[0-9]+$/.test(cmd.body.budget);
  return {
    ...(withRecord ? { record: recordOf(cmd, seq) } : {}),
    id: cmd.id,
    ok,
    task: `tsk_${cmd.id.toString(16)}`,
    status: 'open',
    budget: cmd.body.budget,
    seq,
  };
}

function main(): void {
  const { mode, workUs, withRecord, toThread, toMain } = workerData as {
    mode: 'post-each' | 'post-batch' | 'ring' | 'ring-message';
    workUs: number;
    withRecord: boolean;
    toThread?: SharedArrayBuffer;
    toMain?: SharedArrayBuffer;
  };
  const port = parentPort!;
  if (mode === 'post-each') {
    port.on('message', (cmd: Command) => port.postMessage(handle(cmd, workUs, withRecord)));
  } else if (mode === 'post-batch') {
    port.on('message', (cmds: Command[]) =>
      port.postMessage(cmds.map((c) => handle(c, workUs, withRecord))),
    );
  } else {
    const inbox = new Ring(toThread!);
    const outbox = new Ring(toMain!);
    // In 'ring' mode the listener is also what keeps this thread's event loop alive while it
    // waits in Atomics.waitAsync, which holds no handle of its own.
    const wakes: (() => void)[] = [];
    port.on('message', () => wakes.shift()?.());
    const byMessage = mode === 'ring-message';
    const woken = byMessage ? () => new Promise<void>((resolve) => wakes.push(resolve)) : undefined;
    const wakeMain = byMessage ? () => port.postMessage({ type: 'wake' }) : undefined;
    void (async () => {
      for (;;) {
        await inbox.read(
          (text) =>
            outbox.write(JSON.stringify(handle(JSON.parse(text), workUs, withRecord), digits)),
          woken,
        );
        outbox.publish(wakeMain);
      }
    })();
  }
  port.postMessage({ type: 'ready' });
}

if (parentPort !== null && workerData?.role === 'handoff-thread') main();
