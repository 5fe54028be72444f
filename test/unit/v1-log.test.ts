// Proves that a JSON (v1) log written by the engine before the binary record codec still replays to
// the states it had then, and that the same records written in the binary format replay to the same
// states.
import crypto from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { MemoryWal, MemoryWalStore } from '../../wal/index.ts';
import { replayInto } from '../../src/runtime/recovery.ts';
import { emptyShardState } from '../../src/core/state.ts';
import { encodeState } from '../../src/core/state-codec.ts';
import { decodeRecord, encodeRecord } from '../../src/core/record-codec.ts';

interface Row {
  log: string;
  shard: number;
  seq: number;
  payload: string;
}

/**
 * Four logs captured from the property and webhook tests before the codec changed; together they
 * hold every event type they produce, idempotency results included.
 */
const rows = readFileSync(new URL('../fixtures/v1-json-log.jsonl', import.meta.url), 'utf8')
  .trim()
  .split('\n')
  .map((line) => JSON.parse(line) as Row);
/**
 * sha256 of encodeState per log and shard. Computed by the pre-codec engine, then once more when
 * the state's own layout changed (state codec v2, issue 12: open work only, ordinals), from the
 * same records, and again for state codec v3 (agents hold a list of keys; checked by mapping the
 * new layout back to v2 and matching the old hashes), and for v4 (campaigns; checked the same way,
 * dropping the empty campaign fields and matching the v3 hashes), and for v5 (finished campaigns
 * leave memory: the same layout under a new number; checked by writing the number back to 4 and
 * matching the v4 hashes), and for v6 (the filter of archived idempotency scopes; checked by
 * dropping it, writing the number back to 5 and matching the v5 hashes), and for v7 (orgs' proof
 * tallies; checked by dropping them, writing the number back to 6 and matching the v6 hashes), and
 * for v8 (quality outcomes per Operator; checked by emptying them, writing the number back to 7 and
 * matching the v7 hashes); the records themselves are checked to decode exactly as written.
 */
const expected = JSON.parse(
  readFileSync(new URL('../fixtures/v1-json-log.states.json', import.meta.url), 'utf8'),
) as Record<string, Record<string, string>>;

async function statesOf(
  log: string,
  rewrite: (payload: Uint8Array) => Uint8Array = (p) => p,
): Promise<Record<string, string>> {
  const wal = new MemoryWal(new MemoryWalStore());
  await wal.open();
  for (const row of rows.filter((r) => r.log === log)) {
    expect((await wal.append(row.shard, rewrite(Buffer.from(row.payload, 'utf8')))).seq).toBe(
      row.seq,
    );
  }
  const hashes: Record<string, string> = {};
  for (const shard of wal.shards()) {
    const state = emptyShardState();
    await replayInto(wal, shard, state, 0);
    hashes[shard] = crypto.createHash('sha256').update(encodeState(state)).digest('hex');
  }
  await wal.close();
  return hashes;
}

describe('a v1 (JSON payload) log', () => {
  it('decodes every record exactly as it was written', () => {
    for (const row of rows)
      expect(decodeRecord(Buffer.from(row.payload, 'utf8'))).toEqual(JSON.parse(row.payload));
  });

  for (const log of Object.keys(expected)) {
    it(`${log} replays to the states the pre-codec engine had`, async () => {
      expect(await statesOf(log)).toEqual(expected[log]);
    });

    it(`${log} rewritten in the binary format replays to the same states`, async () => {
      const binary = (payload: Uint8Array) => {
        const bytes = encodeRecord(decodeRecord(payload));
        expect(bytes[0]).toBe(0x02);
        return bytes;
      };
      expect(await statesOf(log, binary)).toEqual(expected[log]);
    });
  }
});
