import { DomainError } from '../../src/errors/problem.ts';
// Builds engines the way the service does, over an in-memory or a LevelDB log, with a test
// clock and predictable ids, and checks every invariant through the same verifier as the CLI.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LevelWal, MemoryWal, MemoryWalStore } from '../../wal/index.ts';
import type { Wal } from '../../wal/wal.ts';
import { Engine, type EngineOptions } from '../../src/runtime/engine.ts';
import { verifyLog } from '../../src/runtime/verify.ts';
import type { Clock } from '../../src/runtime/clock.ts';

export const T0 = Date.parse('2026-03-02T09:00:00.000Z');

export class TestClock implements Clock {
  constructor(public ms = T0) {}
  now(): number {
    return this.ms;
  }
  advance(ms: number): void {
    this.ms += ms;
  }
}

export function tempDir(prefix = 'errand-'): string {
  return mkdtempSync(join(tmpdir(), prefix));
}

/** Storage that survives close/reopen: a LevelDB directory or an in-memory store. */
export interface LogHome {
  kind: 'memory' | 'level';
  wal(): Wal;
}

export function memoryHome(): LogHome {
  const store = new MemoryWalStore();
  return { kind: 'memory', wal: () => new MemoryWal(store) };
}

export function levelHome(dir = tempDir()): LogHome {
  return { kind: 'level', wal: () => new LevelWal(dir) };
}

export function counterMint(): (prefix: string) => string {
  let n = 0;
  return (prefix) => `${prefix}_${(++n).toString().padStart(6, '0')}`;
}

export async function openEngine(
  home: LogHome,
  options: Partial<EngineOptions> = {},
): Promise<Engine> {
  return Engine.open({ wal: home.wal(), shardCount: 4, snapshotEvery: 5, ...options });
}

export async function checkAll(engine: Engine) {
  // Live state includes records still on their way to disk: compared with a replay of the log,
  // those would read as a difference, so wait until everything decided so far is durable.
  await engine.barrier();
  await engine.archiver.barrier();
  return verifyLog(engine.wal, {
    shardCount: engine.shardCount,
    live: engine.states(),
    checkSnapshots: true,
    archive: engine.archiver.store,
  });
}

export function failuresOf(report: Awaited<ReturnType<typeof checkAll>>): string[] {
  return report.invariants.flatMap((r) => r.failures.map((f) => `${r.name}: ${f}`));
}

/** The DomainError code a command is refused with, or 'ok'. */
export async function outcomeCode(p: Promise<unknown>): Promise<string> {
  try {
    await p;
    return 'ok';
  } catch (e) {
    if (e instanceof DomainError) return e.code;
    throw e;
  }
}
