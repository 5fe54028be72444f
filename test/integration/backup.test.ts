// Proves `errand backup` and `errand restore` on a stopped data directory (the golden fixture, with
// a console store and secret beside it): the backup stands at the directory's heads and restores to
// the same log, archive rebuilt and every invariant holding, the console's users, audit log and
// secret with it; and that restore refuses, writing nothing, a file with a flipped byte, a
// truncated file, a file of an unknown format, and a directory that is not empty; and that a backup
// never overwrites a file. Backups of a running service under load: test/campaign/backup.test.ts.
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { backupCommand } from '../../src/cli/backup.ts';
import { restoreCommand } from '../../src/cli/restore.ts';
import { LevelWal } from '../../wal/index.ts';
import { restoreBackup } from '../../src/backup/restore.ts';
import { takeBackup } from '../../src/backup/take.ts';
import { CONSOLE_STORE_IN_BACKUP } from '../../src/accounts/backup-store.ts';
import { BACKUP_MAGIC } from '../../src/backup/format.ts';
import { headerOf, replayTo } from '../../bench/campaign/backup-round.ts';
import { encodeState } from '../../src/core/state-codec.ts';
import { runVerify } from '../support/child-service.ts';
import { ConsoleStore } from '../../src/accounts/store.ts';
import { tempDir } from '../support/harness.ts';

/**
 * An `errand` subcommand run in this process (a CLI start-up costs seconds on a loaded machine):
 * its exit code and what it printed.
 */
async function errand(args: string[]): Promise<{ code: number; out: string }> {
  let out = '';
  const capture = (...parts: unknown[]) => {
    out += `${parts.join(' ')}\n`;
  };
  const log = vi.spyOn(console, 'log').mockImplementation(capture);
  const error = vi.spyOn(console, 'error').mockImplementation(capture);
  try {
    const command = args[0] === 'backup' ? backupCommand : restoreCommand;
    const code = await command(args.slice(1)).catch((e: Error) => {
      capture(e.message);
      return 1;
    });
    return { code, out };
  } finally {
    log.mockRestore();
    error.mockRestore();
  }
}

let work: string;
let source: string;
let file: string;

beforeAll(async () => {
  work = tempDir('errand-backup-');
  source = join(work, 'source');
  cpSync(new URL('../fixtures/golden-v2/data', import.meta.url).pathname, source, {
    recursive: true,
  });
  // The console's store and secret beside the log, as a service that served the console leaves
  // them.
  const store = new ConsoleStore(join(source, 'console'));
  await store.open();
  await store.createUser(
    {
      id: 'usr_golden',
      email: 'owner@example.com',
      kind: 'member',
      orgId: 'org_golden_a',
      role: 'owner',
      passwordHash: 'scrypt$golden',
      createdAtMs: 1,
    },
    'tok_golden',
  );
  await store.audit({
    atMs: 2,
    orgId: 'org_golden_a',
    actor: { kind: 'cli', id: null, email: null },
    action: 'console_user.created',
    target: 'usr_golden',
    ip: null,
  });
  await store.close();
  writeFileSync(join(source, 'console.secret'), 'c2VjcmV0LW9mLXRoZS1nb2xkZW4tY29uc29sZQ', {
    mode: 0o600,
  });
  file = join(work, 'golden.backup');
  const backup = await errand(['backup', '--data', source, '--out', file]);
  expect(backup.code, backup.out).toBe(0);
  expect(backup.out).toMatch(/180 records in 4 shards at 0:31 2:53 3:96, from the directory/);
}, 120_000);

describe('a backup of a stopped directory', () => {
  it("stands at the directory's heads and restores to the same log, verified", async () => {
    const wal = new LevelWal(source);
    await wal.open();
    const heads = Object.fromEntries(wal.shards().map((s) => [String(s), wal.head(s)]));
    await wal.close();
    expect(statSync(file).mode & 0o777).toBe(0o600); // it holds secrets: owner-only
    const header = await headerOf(file);
    expect(header).toMatchObject({
      format: 1,
      source: 'directory',
      shard_count: 4,
      heads,
      records: 180,
    });

    const restored = join(work, 'restored');
    const result = await restoreBackup(file, restored);
    expect(result.archiveEntries).toBeGreaterThan(0);
    const verify = await runVerify(restored);
    expect(verify.code, verify.output).toBe(0);
    expect(verify.output).toMatch(/archive_derived\s+ok/);
    const [a, b] = [await replayTo(source, 4), await replayTo(restored, 4)];
    for (const [shard, state] of a.states)
      expect(
        Buffer.from(encodeState(b.states.get(shard)!)).equals(Buffer.from(encodeState(state))),
        `shard ${shard}`,
      ).toBe(true);
    // The console's people, tokens and audit log come back with it, and its secret.
    const consoleOf = async (dir: string) => {
      const store = new ConsoleStore(join(dir, 'console'));
      await store.open();
      const user = await store.userByEmail('owner@example.com');
      const audit = await store.auditLog('org_golden_a', { limit: 10 });
      await store.close();
      return { user, used: audit.entries.map((e) => e.action) };
    };
    expect(await consoleOf(restored)).toEqual(await consoleOf(source));
    expect((await consoleOf(restored)).user?.id).toBe('usr_golden');
    expect(readFileSync(join(restored, 'console.secret'), 'utf8')).toBe(
      readFileSync(join(source, 'console.secret'), 'utf8'),
    );
  }, 120_000);

  it(
    'reads the directory itself when the socket ' + 'left behind by a dead service answers nothing',
    async () => {
      const dir = join(work, 'crashed');
      cpSync(source, dir, { recursive: true });
      writeFileSync(join(dir, 'errand.sock'), ''); // not listening: connecting is refused
      const taken = await takeBackup(dir, join(work, 'crashed.backup'), undefined, [
        CONSOLE_STORE_IN_BACKUP,
      ]);
      expect(taken.header).toMatchObject({ source: 'directory', records: 180 });
    },
  );

  it('never overwrites a file', async () => {
    await expect(takeBackup(source, file)).rejects.toThrow(/exists already/);
  });
});

describe('restore refuses, writing nothing', () => {
  const refusedInto = async (bytes: Buffer, pattern: RegExp) => {
    const bad = join(work, `bad-${Math.random().toString(36).slice(2)}.backup`);
    writeFileSync(bad, bytes);
    const target = join(work, `target-${Math.random().toString(36).slice(2)}`);
    await expect(restoreBackup(bad, target)).rejects.toThrow(pattern);
    expect(existsSync(target) ? readdirSync(target) : []).toEqual([]);
  };

  it('a file with one flipped byte, with a clear message from the CLI', async () => {
    const bytes = readFileSync(file);
    const at = Math.floor(bytes.length / 2);
    bytes[at] = bytes[at]! ^ 0x20;
    const bad = join(work, 'flipped.backup');
    writeFileSync(bad, bytes);
    const target = join(work, 'flipped-target');
    const restore = await errand(['restore', '--in', bad, '--data', target]);
    expect(restore.code).toBe(1);
    expect(restore.out).toMatch(
      new RegExp(
        /errand restore: refusing .*flipped\.backup: the backup file is damaged or incomplete: /
          .source + /.+\. Nothing was written\./.source,
      ),
    );
    expect(existsSync(target)).toBe(false);
  }, 120_000);

  it('a truncated file, and one of an unknown format', async () => {
    const bytes = readFileSync(file);
    await refusedInto(bytes.subarray(0, bytes.length - 7), /damaged or incomplete/);
    await refusedInto(bytes.subarray(0, Math.floor(bytes.length / 3)), /damaged or incomplete/);
    const future = Buffer.from(bytes);
    future.writeUInt32BE(2, BACKUP_MAGIC.length);
    await refusedInto(future, /backup format 2 is not one this errand reads/);
    await refusedInto(Buffer.from('not a backup at all'), /does not start like an errand backup/);
  });

  it('a directory that is not empty', async () => {
    const target = join(work, 'occupied');
    mkdirSync(target);
    writeFileSync(join(target, 'keep.txt'), 'mine');
    await expect(restoreBackup(file, target)).rejects.toThrow(/is not empty/);
    expect(readdirSync(target)).toEqual(['keep.txt']);
  });
});
