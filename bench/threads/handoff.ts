// bench/threads/handoff (issue 39, "the hand-off"): the main thread keeps `inflight` create_task
// commands in flight to K engine threads (command id mod K) and gets answers back, (a) one
// postMessage per command and per answer, (b) one postMessage per thread per tick each way, (c)
// a SharedArrayBuffer ring each way woken by Atomics.waitAsync, published once per tick; beside
// the baseline, the same handler called in-process on the main thread, same run. Prints one
// JSON line per configuration: commands/s and the main thread's busy µs per command (event-loop
// utilisation × time / commands), and the engine threads' busy µs per command.
import { availableParallelism } from 'node:os';
import { parseArgs } from 'node:util';
import type { Worker } from 'node:worker_threads';
import { nextMessage, round, startWorker } from './common.ts';
import { type Answer, type Command, command, handle } from './handoff-thread.ts';
import { Ring } from './ring.ts';

const cores = availableParallelism();
const { values } = parseArgs({
  options: {
    threads: { type: 'string', default: [...new Set([1, 2, cores])].join(',') },
    seconds: { type: 'string', default: '3' },
    warmup: { type: 'string', default: '1' },
    /** Commands in flight: bench/http's 50 connections, rounded up. */
    inflight: { type: 'string', default: '64' },
    /** CPU of the handler per command (0: the crossing alone; ~50: the engine's share). */
    'work-us': { type: 'string', default: '0' },
    /** Each answer also carries a committed record (bigint money) back, as the effects need. */
    'with-record': { type: 'boolean', default: false },
    modes: { type: 'string', default: 'post-each,post-batch,ring,ring-message' },
  },
});
const seconds = Number(values.seconds);
const warmup = Number(values.warmup);
const inflight = Number(values.inflight);
const workUs = Number(values['work-us']);
const withRecord = values['with-record'];
const threadCounts = values.threads.split(',').map(Number);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type Mode = 'in-process' | 'post-each' | 'post-batch' | 'ring' | 'ring-message';
type Submit = (cmd: Command) => Promise<Answer>;

/** Resolvers of commands in flight, by id. */
class Waiting {
  private readonly map = new Map<number, (answer: Answer) => void>();
  add(id: number): Promise<Answer> {
    return new Promise((resolve) => this.map.set(id, resolve));
  }
  answer(answer: Answer): void {
    const resolve = this.map.get(answer.id)!;
    this.map.delete(answer.id);
    resolve(answer);
  }
}

function connect(mode: Mode, workers: Worker[], rings: { toThread: Ring; toMain: Ring }[]) {
  const waiting = new Waiting();
  if (mode === 'post-each') {
    for (const w of workers) w.on('message', (a: Answer) => waiting.answer(a));
    return (cmd: Command) => {
      workers[cmd.id % workers.length]!.postMessage(cmd);
      return waiting.add(cmd.id);
    };
  }
  if (mode === 'post-batch') {
    const outboxes: Command[][] = workers.map(() => []);
    const flush = () => {
      outboxes.forEach((out, i) => {
        if (out.length > 0) workers[i]!.postMessage(out.splice(0));
      });
    };
    for (const w of workers)
      w.on('message', (answers: Answer[]) => {
        for (const a of answers) waiting.answer(a);
      });
    let queued = false;
    return (cmd: Command) => {
      outboxes[cmd.id % workers.length]!.push(cmd);
      if (!queued) {
        queued = true;
        setImmediate(() => {
          queued = false;
          flush();
        });
      }
      return waiting.add(cmd.id);
    };
  }
  const byMessage = mode === 'ring-message';
  rings.forEach(({ toMain }, i) => {
    const wakes: (() => void)[] = [];
    workers[i]!.on('message', () => wakes.shift()?.());
    const woken = byMessage ? () => new Promise<void>((resolve) => wakes.push(resolve)) : undefined;
    void (async () => {
      for (;;) await toMain.read((text) => waiting.answer(JSON.parse(text)), woken);
    })();
  });
  let queued = false;
  return (cmd: Command) => {
    rings[cmd.id % rings.length]!.toThread.write(JSON.stringify(cmd));
    if (!queued) {
      queued = true;
      setImmediate(() => {
        queued = false;
        rings.forEach((r, i) => {
          r.toThread.publish(byMessage ? () => workers[i]!.postMessage(0) : undefined);
        });
      });
    }
    return waiting.add(cmd.id);
  };
}

/**
 * The baseline: the same handler on the main thread, commands gathered and handled once per tick
 * as the threaded configurations gather them (a loop of bare microtasks would starve the timers).
 */
function inProcess(): Submit {
  const waiting = new Waiting();
  let queue: Command[] = [];
  return (cmd) => {
    if (queue.length === 0)
      setImmediate(() => {
        const batch = queue;
        queue = [];
        for (const c of batch) waiting.answer(handle(c, workUs, withRecord));
      });
    queue.push(cmd);
    return waiting.add(cmd.id);
  };
}

async function run(mode: Mode, threads: number) {
  const workers: Worker[] = [];
  const rings = Array.from({ length: mode.startsWith('ring') ? threads : 0 }, () => ({
    toThread: Ring.create(),
    toMain: Ring.create(),
  }));
  for (let i = 0; i < (mode === 'in-process' ? 0 : threads); i += 1) {
    const worker = startWorker(new URL('./handoff-thread.ts', import.meta.url), {
      role: 'handoff-thread',
      mode,
      workUs,
      withRecord,
      toThread: rings[i]?.toThread.shared,
      toMain: rings[i]?.toMain.shared,
    });
    await nextMessage(worker, (m) => m.type === 'ready');
    workers.push(worker);
  }
  const submit: Submit = mode === 'in-process' ? inProcess() : connect(mode, workers, rings);
  let running = true;
  let done = 0;
  let next = 0;
  const loops = Array.from({ length: inflight }, async () => {
    while (running) {
      next += 1;
      await submit(command(next));
      done += 1;
    }
  });
  await sleep(warmup * 1000);
  const from = done;
  const sleepsFrom = rings.reduce((n, r) => n + r.toMain.sleeps, 0);
  const elu = performance.eventLoopUtilization();
  const threadElu = workers.map((w) => w.performance.eventLoopUtilization());
  const started = performance.now();
  await sleep(seconds * 1000);
  const elapsed = (performance.now() - started) / 1000;
  const mainBusy = performance.eventLoopUtilization(elu).utilization * elapsed;
  const threadBusy = workers.reduce(
    (s, w, i) => s + w.performance.eventLoopUtilization(threadElu[i]).utilization * elapsed,
    0,
  );
  const commands = done - from;
  const sleeps = rings.reduce((n, r) => n + r.toMain.sleeps, 0) - sleepsFrom;
  running = false;
  // Ring readers never finish; the workers and their rings go with the process at the end.
  if (!mode.startsWith('ring')) await Promise.all(loops);
  await Promise.all(workers.map((w) => w.terminate()));
  return {
    bench: 'threads-handoff',
    config: mode,
    threads: mode === 'in-process' ? 0 : threads,
    inflight,
    work_us: workUs,
    with_record: withRecord,
    commands_per_s: Math.round(commands / elapsed),
    main_thread_us_per_command: round((mainBusy * 1e6) / commands, 2),
    engine_threads_us_per_command: round((threadBusy * 1e6) / commands, 2),
    ...(mode.startsWith('ring') ? { main_sleeps_per_command: round(sleeps / commands, 3) } : {}),
  };
}

console.log(JSON.stringify(await run('in-process', 0)));
for (const threads of threadCounts) {
  for (const mode of values.modes.split(',') as Mode[]) {
    console.log(JSON.stringify(await run(mode, threads)));
  }
}
process.exit(0);
