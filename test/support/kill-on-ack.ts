// Kill points driven by the load's progress, not by wall time: the crash tests run a child that
// prints one `ACK {json}` line per acknowledged command, and SIGKILL it once it has acknowledged a
// chosen number of commands (counted from the first of a given kind, when one is named). The same
// coverage is then reached on any machine speed, where a kill "300 ms after READY" found nothing
// acknowledged yet on a loaded machine (docs/status.md, "Intermittent test failures").
import { spawn } from 'node:child_process';

/** Where a kill lands: at the `count`th ack read, counted from the first that `from` accepts. */
export interface KillPoint<A> {
  count: number;
  from?: (ack: A) => boolean;
}

/** A kill point that never arrives would hang the test: past this many acks the kill lands. */
const ACKS_MAX = 200_000;

/** A random whole number in [low, high]: where in the load a kill lands stays random. */
export const randomCount = (low: number, high: number): number =>
  low + Math.floor(Math.random() * (high - low + 1));

/**
 * Runs `node <args>`, kills it with SIGKILL at `point` and resolves every ack it printed (read
 * until its output closed, so an ack printed just before the kill is counted too).
 */
export function runAndKillOnAck<A>(args: string[], point: KillPoint<A>): Promise<A[]> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    const acks: A[] = [];
    let partial = '';
    let err = '';
    let counted = 0;
    let killed = false;
    child.stdout.on('data', (chunk: Buffer) => {
      const lines = (partial + chunk.toString()).split('\n');
      partial = lines.pop()!;
      for (const line of lines) {
        if (!line.startsWith('ACK ')) continue;
        const ack = JSON.parse(line.slice(4)) as A;
        acks.push(ack);
        if (killed) continue;
        if (counted > 0 || !point.from || point.from(ack)) counted += 1;
        if (counted >= point.count || acks.length >= ACKS_MAX) {
          killed = true;
          child.kill('SIGKILL');
        }
      }
    });
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    child.on('error', reject);
    child.on('close', (_code, signal) => {
      if (signal !== 'SIGKILL') return reject(new Error(`load exited on its own: ${err}`));
      resolve(acks);
    });
  });
}
