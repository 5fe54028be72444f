// Steps any suite can take between its own commands. A failed write — refused before the disk, or
// landed on it and then reported failed ("outcome unknown") — must stop the engine (nothing
// acknowledged after it) and a restart must replay to exactly what was acknowledged, plus the
// landed record if it landed. A plain restart must replay to the live state byte for byte.
import fc from 'fast-check';
import { expect } from 'vitest';
import { encodeState } from '../../src/core/state-codec.ts';
import type { Engine } from '../../src/runtime/engine.ts';
import type { BatchFn } from '../../wal/base-wal.ts';
import { LevelWal, MemoryWal, MemoryWalStore } from '../../wal/index.ts';
import { tempDir, type LogHome } from '../support/harness.ts';
import { checkedCommands } from './checked-command.ts';
import type { Suite, SuiteReal } from './suite.ts';

/**
 * refused: the batch never reaches the disk; landed: it does, then the write reports failure;
 * silent: the batch is dropped and reported written — a disk that lies, for the negative control.
 */
export type FaultMode = 'refused' | 'landed' | 'silent';

/** A log home whose next batch write can be made to fail, through the WAL's batchFn seam. */
export interface FaultyHome extends LogHome {
  arm(mode: FaultMode): void;
  /** The directory of a LevelDB home, to remove once the run is over. */
  dir?: string;
}

export function faultyHome(kind: 'memory' | 'level'): FaultyHome {
  let armed: FaultMode | undefined;
  const batchFn: BatchFn = async (write) => {
    const mode = armed;
    armed = undefined;
    if (mode === undefined) return write();
    if (mode === 'silent') return;
    if (mode === 'landed') await write();
    throw new Error(`injected write failure (${mode})`);
  };
  const arm = (mode: FaultMode) => {
    armed = mode;
  };
  if (kind === 'level') {
    const dir = tempDir('errand-props-');
    return { kind, dir, arm, wal: () => new LevelWal(dir, { batchFn }) };
  }
  const store = new MemoryWalStore();
  return { kind, arm, wal: () => new MemoryWal(store, { batchFn }) };
}

function faultsOf(home: LogHome): FaultyHome {
  const faulty = home as Partial<FaultyHome>;
  if (typeof faulty.arm !== 'function') throw new Error('fault steps need a run on a faultyHome');
  return home as FaultyHome;
}

function statesOf(engine: Engine): Map<number, Buffer> {
  return new Map(
    [...engine.states()].map(([shard, state]) => [shard, Buffer.from(encodeState(state))]),
  );
}

function expectSameStates(
  after: Map<number, Buffer>,
  before: Map<number, Buffer>,
  skip?: number,
): void {
  for (const [shard, bytes] of before) {
    if (shard !== skip)
      expect(after.get(shard)?.equals(bytes), `shard ${shard} replays to the state it had`).toBe(
        true,
      );
  }
}

/**
 * The first org of the lowest shard holding one: every suite has one, and a flag on it touches no
 * model.
 */
function probeOrg(engine: Engine): string {
  for (const state of engine.states().values()) {
    const [org] = [...state.orgs.keys()].sort();
    if (org !== undefined) return org;
  }
  throw new Error('no org to write a probe to');
}

const PROBE_FLAG = 'flags.campaign.probe';
const probeOf = (engine: Engine, orgId: string) =>
  engine.stateOf(orgId).orgs.get(orgId)!.flags.get(PROBE_FLAG) ?? false;

export type FaultTally = (what: 'failed_write' | 'replay' | 'lost_write') => void;

/** A failed write, then the restart that must find exactly what was acknowledged. */
async function failedWrite(
  reopen: () => Promise<void>,
  r: SuiteReal,
  mode: 'refused' | 'landed',
): Promise<void> {
  const orgId = probeOrg(r.engine);
  const shard = r.engine.shardFor(orgId).id;
  const before = statesOf(r.engine);
  const head = r.engine.wal.head(shard).seq;
  const flag = !probeOf(r.engine, orgId);
  faultsOf(r.home).arm(mode);
  await expect(
    r.engine.execute({ type: 'SetOrgFlags', orgId, flags: { [PROBE_FLAG]: flag } }),
  ).rejects.toMatchObject({ code: 'outcome_unknown' });
  expect(r.engine.isFailed()).toBe(true);
  // Fail-stop: nothing is acknowledged after the failure; a command decided after it is refused
  // unapplied.
  await expect(
    r.engine.execute({ type: 'SetOrgFlags', orgId, flags: { [PROBE_FLAG]: !flag } }),
  ).rejects.toMatchObject({ code: 'unavailable', detail: { reason: 'writes_stopped' } });
  await reopen();
  expectSameStates(statesOf(r.engine), before, mode === 'landed' ? shard : undefined);
  expect(r.engine.wal.head(shard).seq).toBe(head + (mode === 'landed' ? 1 : 0));
  expect(probeOf(r.engine, orgId)).toBe(mode === 'landed' ? flag : !flag);
}

export function faultSteps<M extends object, R extends SuiteReal>(
  suite: Suite<M, R, unknown>,
  tally: FaultTally,
): fc.Arbitrary<fc.AsyncCommand<M, R>>[] {
  const command = checkedCommands<M, R>(
    (m, r) => suite.agrees(m, r),
    () => {},
  );
  const failed = fc.constantFrom('refused' as const, 'landed' as const).map((mode) =>
    command(`failedWrite(${mode})`, async (_m, r) => {
      await failedWrite(() => suite.reopen(r), r, mode);
      tally('failed_write');
      tally('replay');
    }),
  );
  const replay = fc.constant(
    command('replay', async (_m, r) => {
      const before = statesOf(r.engine);
      await suite.reopen(r);
      expectSameStates(statesOf(r.engine), before);
      tally('replay');
    }),
  );
  return [failed, replay];
}

/**
 * The negative control's step: a write the disk drops while reporting it done. The command is
 * acknowledged, so the checks after this step must find the loss, or they cannot be trusted.
 */
export function lostWriteStep<M extends object, R extends SuiteReal>(
  suite: Suite<M, R, unknown>,
  tally: FaultTally,
): fc.Arbitrary<fc.AsyncCommand<M, R>> {
  const command = checkedCommands<M, R>(
    (m, r) => suite.agrees(m, r),
    () => {},
  );
  return fc.constant(
    command('lostWrite', async (_m, r) => {
      const orgId = probeOrg(r.engine);
      faultsOf(r.home).arm('silent');
      await r.engine.execute({
        type: 'SetOrgFlags',
        orgId,
        flags: { [PROBE_FLAG]: !probeOf(r.engine, orgId) },
      });
      tally('lost_write');
    }),
  );
}
