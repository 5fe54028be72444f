// Proves `errand backup` and `errand restore` on a log in partitions (docs/threads.md, "Backups of
// a partitioned log"): a stopped partitioned directory backs up to exactly the entries of the same
// log unpartitioned, and its restore (a version-1 directory) reads the golden states on one thread
// and on engine threads and passes `errand verify`; a running service on two engine threads, and
// the same partitioned directory served on the main thread, back up through the socket to a copy
// whose every shard replays to the source's state byte for byte, whose balances the restored
// service shows, and which verifies.
import { cpSync, createReadStream } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { headerOf, replayTo } from '../../bench/campaign/backup-round.ts';
import { readBackup } from '../../src/backup/reader.ts';
import { restoreBackup } from '../../src/backup/restore.ts';
import { takeBackup } from '../../src/backup/take.ts';
import { encodeState } from '../../src/core/state-codec.ts';
import { readLayout } from '../../src/engine-thread/layout.ts';
import { upgradeLog } from '../../src/engine-thread/upgrade.ts';
import { runVerify } from '../support/child-service.ts';
import { observe } from '../support/golden.ts';
import { expected, FIXTURE, onOneThread, onThreads } from '../support/golden-engines.ts';
import { tempDir } from '../support/harness.ts';
import { newOrg, startTestService, type TestOrg, type TestService } from '../support/http.ts';
import { balance, createTask } from '../support/http-steps.ts';

/** Every entry of a backup file in order, as `section|key|value-hex` (the header apart). */
async function entriesOf(file: string): Promise<string[]> {
  const out: string[] = [];
  for await (const item of readBackup(createReadStream(file)))
    if (item.type === 'entry') {
      const section = `${item.section.kind}${item.section.shard ?? ''}`;
      out.push(`${section}|${item.key}|${Buffer.from(item.value).toString('hex')}`);
    }
  return out;
}

/** Each shard of the restored log is the source's replayed to the backup's heads, byte for byte. */
async function sameAsSource(source: string, file: string, restored: string): Promise<void> {
  const header = await headerOf(file);
  expect(header.records).toBeGreaterThan(0);
  const [a, b] = [await replayTo(source, 4, header.heads), await replayTo(restored, 4)];
  for (const [shard, state] of a.states)
    expect(
      Buffer.from(encodeState(b.states.get(shard)!)).equals(Buffer.from(encodeState(state))),
    ).toBe(true);
  const verify = await runVerify(restored);
  expect(verify.code, verify.output).toBe(0);
}

describe('backups of a partitioned log', () => {
  it('a stopped one backs up as the same log unpartitioned and restores whole', async () => {
    const work = tempDir('errand-backup-parts-');
    const v1 = join(work, 'v1');
    const v2 = join(work, 'v2');
    cpSync(join(FIXTURE, 'data'), v1, { recursive: true });
    cpSync(join(FIXTURE, 'data'), v2, { recursive: true });
    await upgradeLog(v2, 3);
    expect(readLayout(v2)).toMatchObject({ version: 2, partitions: 3 });
    const [fileV1, fileV2] = [join(work, 'v1.backup'), join(work, 'v2.backup')];
    const takenV1 = await takeBackup(v1, fileV1);
    const takenV2 = await takeBackup(v2, fileV2);
    expect(takenV2.header.source).toBe('directory');
    expect(takenV2.header.heads).toEqual(takenV1.header.heads);
    expect(takenV2.header.records).toBe(takenV1.header.records);
    expect(await entriesOf(fileV2)).toEqual(await entriesOf(fileV1));
    const restored = join(work, 'restored');
    await restoreBackup(fileV2, restored);
    // Restore writes version 1: one LevelDB in the directory (docs/threads.md says why).
    expect(readLayout(restored)).toMatchObject({ version: 1 });
    for (const open of [onOneThread, onThreads]) {
      const engine = await open(restored);
      try {
        expect(await observe(engine, expected.ids), open.name).toEqual(expected.observed);
      } finally {
        await engine.close();
      }
    }
    const verify = await runVerify(restored);
    expect(verify.code, verify.output).toBe(0);
  }, 120_000);

  it('a running service backs it up through its socket, on engine threads and on one', async () => {
    const work = tempDir('errand-backup-live-');
    const source = join(work, 'source');
    let svc: TestService = await startTestService({ ENGINE_THREADS: '2' }, source);
    const orgs: TestOrg[] = [];
    const balances = new Map<string, string>();
    try {
      expect(readLayout(source)).toMatchObject({ version: 2, partitions: 2 });
      for (let i = 0; i < 3; i++) orgs.push(await newOrg(svc.url, '50000000'));
      for (const org of orgs) for (let i = 0; i < 3; i++) await createTask(svc, org);
      for (const org of orgs) balances.set(org.orgId, await balance(svc, org));
      const file = join(work, 'threads.backup');
      const taken = await takeBackup(source, file);
      expect(taken.header.source).toBe('service');
      const restored = join(work, 'from-threads');
      await restoreBackup(file, restored);
      await svc.close();
      await sameAsSource(source, file, restored);
      // The restored directory serves: the balances the source showed, on engine threads.
      svc = await startTestService({ ENGINE_THREADS: '2' }, restored);
      for (const org of orgs) expect(await balance(svc, org)).toBe(balances.get(org.orgId));
      await svc.close();
      // The partitioned source served on the main thread (ENGINE_THREADS=0): its socket too.
      svc = await startTestService({ ENGINE_THREADS: '0' }, source);
      await createTask(svc, orgs[0]!);
      const file0 = join(work, 'main.backup');
      expect((await takeBackup(source, file0)).header.source).toBe('service');
      const restored0 = join(work, 'from-main');
      await restoreBackup(file0, restored0);
      await svc.close();
      await sameAsSource(source, file0, restored0);
    } finally {
      await svc.close().catch(() => undefined);
    }
  }, 180_000);
});
