// The harnesses' --cpu-prof: the measured part under the inspector's CPU profiler, written to
// `file` as a .cpuprofile. Without a file, start and stop do nothing.
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';

export interface CpuProfile {
  start(): Promise<void>;
  stop(): Promise<void>;
}

export async function cpuProfile(
  file: string | undefined,
  intervalUs: number,
): Promise<CpuProfile> {
  if (!file) return { start: async () => {}, stop: async () => {} };
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.setSamplingInterval', { interval: intervalUs });
  return {
    start: async () => {
      await session.post('Profiler.start');
    },
    stop: async () => {
      writeFileSync(file, JSON.stringify((await session.post('Profiler.stop')).profile));
      session.disconnect();
    },
  };
}
