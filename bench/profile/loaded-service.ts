// The harnesses' service under bench/http's load: the real service on a fresh directory (rate
// limit out of the way), 64 funded orgs, and the load spec that drives creates at it.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startService, type RunningService } from '../../src/service.ts';
import { benchConfig, newSecrets, seedOrgs, taskBody } from '../http-setup.ts';
import type { LoadSpec } from '../http-load.ts';

export interface LoadedService {
  service: RunningService;
  /** bench/http's create load: `connections` closed loops for `seconds` after 3 s of warm-up. */
  spec(seconds: number, connections: number, tag: string): LoadSpec;
  close(): Promise<void>;
}

export async function startLoadedService(name: string): Promise<LoadedService> {
  const dataDir = mkdtempSync(join(tmpdir(), `errand-${name}-`));
  const secrets = newSecrets();
  const service = await startService(
    benchConfig(dataDir, secrets, { RATE_LIMIT_PER_MINUTE: '100000000' }),
    { logger: false, announce: () => {} },
  );
  const close = async () => {
    await service.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    const keys = await seedOrgs(service.url, secrets, 64);
    return {
      service,
      spec: (seconds, connections, tag) => ({
        url: service.url,
        keys,
        body: JSON.stringify(taskBody(Date.now())),
        connections,
        duration: seconds,
        warmup: 3,
        tag,
      }),
      close,
    };
  } catch (error) {
    await close();
    throw error;
  }
}
