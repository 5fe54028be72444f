// CPU time the calling thread has used, in ms, from Linux's /proc/thread-self (Node 20 has no
// per-thread CPU clock): what bench/replay reports for each replay thread. Undefined elsewhere.
import { readFileSync } from 'node:fs';

export function threadCpuMs(): number | undefined {
  try {
    const stat = readFileSync('/proc/thread-self/stat', 'utf8');
    // Fields after the command name, which may hold spaces: utime and stime are 12th and 13th.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticks = Number(fields[11]) + Number(fields[12]);
    // USER_HZ is 100 on every Linux Node runs on.
    return Number.isFinite(ticks) ? ticks * 10 : undefined;
  } catch {
    return undefined;
  }
}
