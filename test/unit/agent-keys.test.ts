// Proves an agent's keys one by one on the engine: a labelled key beside the others, a roll whose
// old key works until the grace period ends on the service clock (never longer than an expiry
// already set), a roll without grace and a revoke that end a key at once, the admin rotation that
// leaves one key, the ten-key limit, and that all of it replays to the same keys.
import { beforeEach, describe, expect, it } from 'vitest';
import type { Engine } from '../../src/runtime/engine.ts';
import {
  checkAll,
  counterMint,
  failuresOf,
  memoryHome,
  openEngine,
  outcomeCode,
  TestClock,
  type LogHome,
} from '../support/harness.ts';

const HOUR = 3_600_000;
let home: LogHome;
let engine: Engine;
let clock: TestClock;

const keys = () => engine.stateOf('org_1').agents.get('agt_1')!.keys;
const works = (hash: string) => engine.indexes.agentForKeyHash(hash) === 'agt_1';
const add = (keyId: string, hash: string) =>
  engine.execute({
    type: 'AddAgentKey',
    orgId: 'org_1',
    agentId: 'agt_1',
    keyId,
    label: keyId,
    keyHash: hash,
  });
const roll = (oldKeyId: string, graceUntilMs: number | null, keyId: string, hash: string) =>
  engine.execute({
    type: 'RollAgentKey',
    orgId: 'org_1',
    agentId: 'agt_1',
    oldKeyId,
    graceUntilMs,
    keyId,
    label: 'rolled',
    keyHash: hash,
  });

const code = outcomeCode;

beforeEach(async () => {
  home = memoryHome();
  clock = new TestClock();
  engine = await openEngine(home, { clock, mint: counterMint() });
  await engine.execute({
    type: 'RegisterOrg',
    orgId: 'org_1',
    name: 'Org',
    mode: 'live',
    agentId: 'agt_1',
    agentName: 'a',
    keyHash: 'a'.repeat(64),
  });
});

describe('agent keys', () => {
  it('adds a labelled key beside the first; both work', async () => {
    await add('key_b', 'b'.repeat(64));
    expect(keys().map((k) => [k.id, k.label])).toEqual([
      [`key_${'a'.repeat(16)}`, 'default'],
      ['key_b', 'key_b'],
    ]);
    expect(works('a'.repeat(64)) && works('b'.repeat(64))).toBe(true);
  });

  it(
    'a roll with grace keeps the old key until the ' +
      'expiry on the service clock, then refuses it',
    async () => {
      const first = keys()[0]!.id;
      await roll(first, clock.now() + HOUR, 'key_new', 'c'.repeat(64));
      expect(works('a'.repeat(64))).toBe(true);
      expect(works('c'.repeat(64))).toBe(true);
      clock.advance(HOUR);
      expect(works('a'.repeat(64))).toBe(false);
      expect(works('c'.repeat(64))).toBe(true);
    },
  );

  it('a second roll never lengthens an expiry already set', async () => {
    const first = keys()[0]!.id;
    await roll(first, clock.now() + HOUR, 'key_n1', 'c'.repeat(64));
    await roll(first, clock.now() + 10 * HOUR, 'key_n2', 'd'.repeat(64));
    expect(keys().find((k) => k.id === first)!.expiresAtMs).toBe(clock.now() + HOUR);
  });

  it(
    'a roll without grace and a revoke end a ' + 'key at once; unknown keys are not_found',
    async () => {
      const first = keys()[0]!.id;
      await roll(first, null, 'key_n', 'c'.repeat(64));
      expect(works('a'.repeat(64))).toBe(false);
      await engine.execute({
        type: 'RevokeAgentKey',
        orgId: 'org_1',
        agentId: 'agt_1',
        keyId: 'key_n',
      });
      expect(works('c'.repeat(64))).toBe(false);
      expect(keys()).toEqual([]);
      expect(
        await code(
          engine.execute({
            type: 'RevokeAgentKey',
            orgId: 'org_1',
            agentId: 'agt_1',
            keyId: 'key_n',
          }),
        ),
      ).toBe('not_found');
      expect(await code(roll('key_gone', null, 'key_x', 'e'.repeat(64)))).toBe('not_found');
    },
  );

  it('the admin rotation leaves exactly one key', async () => {
    await add('key_b', 'b'.repeat(64));
    await engine.execute({
      type: 'SetAgentKey',
      orgId: 'org_1',
      agentId: 'agt_1',
      keyHash: 'f'.repeat(64),
    });
    expect(keys().map((k) => k.hash)).toEqual(['f'.repeat(64)]);
    expect(works('a'.repeat(64)) || works('b'.repeat(64))).toBe(false);
    await engine.execute({ type: 'SetAgentKey', orgId: 'org_1', agentId: 'agt_1', keyHash: null });
    expect(keys()).toEqual([]);
  });

  it('refuses an eleventh live key', async () => {
    for (let i = 0; i < 9; i++) await add(`key_${i}`, String(i).repeat(64));
    expect(await code(add('key_x', 'e'.repeat(64)))).toBe('invalid_state');
  });

  it('replays to the same keys, and every invariant holds', async () => {
    const first = keys()[0]!.id;
    await add('key_b', 'b'.repeat(64));
    await roll(first, clock.now() + HOUR, 'key_c', 'c'.repeat(64));
    const before = JSON.stringify(keys());
    expect(failuresOf(await checkAll(engine))).toEqual([]);
    await engine.close();
    engine = await openEngine(home, { clock, mint: counterMint() });
    expect(JSON.stringify(keys())).toBe(before);
    expect(works('b'.repeat(64))).toBe(true);
  });
});
