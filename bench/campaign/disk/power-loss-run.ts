// The power-loss campaign: `errand serve` on ext4 in a loop image (journal commit every 60 s),
// REST load from several orgs, then at a random moment SIGKILL and, at once, a copy of the image
// file — the disk as a power cut leaves it, holding only what reached the device. The copy is
// mounted, verified, served, and every acknowledged command read back; it then carries the next
// cut's load. Under eatmydata (fsync does nothing) the same checker must report loss.
import { existsSync, mkdtempSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { READY_MS } from './mounts.ts';
import { runVerify, startChild, type ChildService } from '../../../test/support/child-service.ts';
import type { TestOrg } from '../../../test/support/http.ts';
import { copyImage, eatmydataLibrary, makeExt4Image, mountImage, type Mounted } from './mounts.ts';
import { driveLoad, makeOrgs, newLedger, type Acked, type Command } from './rest-load.ts';
import { mulberry32 as seeded } from '../../../test/support/prng.ts';
import { expectedWallets, lostOf, moneyProblems, settleInDoubt } from './read-back.ts';

export interface PowerLossOptions {
  cuts: number;
  /** Run the server under eatmydata: the negative control. Stops at the first cut that loses. */
  control?: boolean;
  orgs?: number;
  workers?: number;
  /**
   * The load runs until this many commands (uniformly random) were acknowledged, then the cut: a
   * count, not a time, so a loaded machine cuts at the same depth of the load (docs/status.md).
   */
  loadAcks?: [number, number];
  /** Acknowledged commands of earlier cuts read back again after each cut. */
  resample?: number;
  seed?: number;
  log?: (line: string) => void;
}

export interface PowerLossFigures {
  campaign: 'power-loss';
  control: boolean;
  cuts: number;
  acked_checked: number;
  acked_lost: number;
  in_doubt_retried: number;
  verify_failed: number;
  restart_failed: number;
  money_problems: number;
  idempotency_problems: number;
  refused: number;
  seed: number;
  first_lost?: string;
}

const IMAGE_MB = 256;

export async function runPowerLoss(options: PowerLossOptions): Promise<PowerLossFigures> {
  const seed = options.seed ?? Math.floor(Math.random() * 2 ** 31);
  const random = seeded(seed);
  const log = options.log ?? (() => {});
  const control = options.control ?? false;
  const [loadMin, loadMax] = options.loadAcks ?? [50, 800];
  const env: Record<string, string> = control ? { LD_PRELOAD: eatmydataLibrary() } : {};
  const work = mkdtempSync(join(tmpdir(), 'errand-power-'));
  const image = join(work, 'disk.img');
  const figures: PowerLossFigures = {
    campaign: 'power-loss',
    control,
    cuts: 0,
    acked_checked: 0,
    acked_lost: 0,
    in_doubt_retried: 0,
    verify_failed: 0,
    restart_failed: 0,
    money_problems: 0,
    idempotency_problems: 0,
    refused: 0,
    seed,
  };
  let mounted: Mounted | undefined;
  let child: ChildService | undefined;
  const everAcked: Acked[] = [];
  const sent: Command[] = [];
  try {
    makeExt4Image(image, IMAGE_MB);
    mounted = mountImage(image);
    const dataDir = () => join(mounted!.dir, 'data');
    // Orgs are set up without eatmydata and closed cleanly: the control loses only its load.
    child = await startChild(dataDir(), { readyTimeoutMs: READY_MS });
    const orgs: TestOrg[] = await makeOrgs(child.url, options.orgs ?? 4);
    await child.stop('SIGTERM');
    child = await startChild(dataDir(), { env, readyTimeoutMs: READY_MS });

    for (let cut = 0; cut < options.cuts; cut++) {
      const ledger = newLedger();
      const loadAcks = loadMin + Math.floor(random() * (loadMax - loadMin));
      let cutNow!: () => void;
      const stop = new Promise<void>((resolve) => (cutNow = resolve));
      let enough!: () => void;
      const acking = new Promise<void>((resolve) => (enough = resolve));
      const load = driveLoad(
        {
          url: child.url,
          orgs,
          tag: `c${cut}s${seed}`,
          workers: options.workers ?? 16,
          stop,
          random,
          onAck: (count) => {
            if (count >= loadAcks) enough();
          },
        },
        ledger,
      );
      // Or the load ended by itself (a fail-stopped service refuses every write): cut anyway.
      await Promise.race([acking, child.exited, load]);
      // The cut: the process dies, and the image is copied before anything can write it back.
      child.proc.kill('SIGKILL');
      const copy = `${image}.cut`;
      copyImage(image, copy);
      cutNow();
      await child.exited;
      child = undefined;
      await load;
      mounted.unmount();
      mounted = undefined;
      renameSync(copy, image);
      mounted = mountImage(image);
      figures.cuts += 1;
      figures.refused += ledger.refused.length;
      sent.push(...ledger.acked, ...ledger.inDoubt);

      try {
        child = await startChild(dataDir(), { env, readyTimeoutMs: READY_MS });
      } catch (error) {
        figures.restart_failed += 1;
        figures.acked_checked += ledger.acked.length;
        figures.acked_lost += ledger.acked.length;
        figures.first_lost ??=
          `cut ${cut}: the copy did not start: ` + `${(error as Error).message.slice(0, 300)}`;
        log(`[power-loss] ${figures.first_lost}`);
        break;
      }
      const earlier = Array.from(
        { length: Math.min(options.resample ?? 50, everAcked.length) },
        () => everAcked[Math.floor(random() * everAcked.length)]!,
      );
      const lost = await lostOf(child.url, orgs, [...ledger.acked, ...earlier]);
      figures.acked_checked += ledger.acked.length + earlier.length;
      figures.acked_lost += lost.length;
      if (lost.length > 0) figures.first_lost ??= `cut ${cut}: ${lost[0]}`;
      everAcked.push(...ledger.acked);
      const retried = await settleInDoubt(child.url, orgs, ledger.inDoubt);
      figures.in_doubt_retried += ledger.inDoubt.length;
      figures.idempotency_problems += retried.length;
      const money =
        lost.length > 0
          ? []
          : await moneyProblems(child.url, orgs, expectedWallets(orgs.length, sent));
      figures.money_problems += money.length;
      log(
        `[power-loss] cut ${cut + 1}/${options.cuts} after ${loadAcks} acks: ` +
          `${ledger.acked.length} acked, ${ledger.inDoubt.length} in doubt, ${lost.length} lost` +
          `${[...retried, ...money].map((p) => `; ${p}`).join('')}`,
      );
      // errand verify after the restart: a start archives again what the cut left unarchived
      // (straight off the cut copy, verify reports that lag as archive_derived).
      await child.stop('SIGTERM');
      child = undefined;
      const verified = await runVerify(dataDir());
      if (verified.code !== 0) {
        figures.verify_failed += 1;
        log(`[power-loss] cut ${cut}: errand verify failed:\n${verified.output.slice(-1500)}`);
      }
      child = await startChild(dataDir(), { env, readyTimeoutMs: READY_MS });
      if (control && lost.length > 0) break;
    }
    if (child && !control) {
      // The whole history once more, after a clean stop and start.
      await child.stop('SIGTERM');
      child = await startChild(dataDir(), { env, readyTimeoutMs: READY_MS });
      const lost = await lostOf(child.url, orgs, everAcked);
      figures.acked_checked += everAcked.length;
      figures.acked_lost += lost.length;
      if (lost.length > 0) figures.first_lost ??= `final pass: ${lost[0]}`;
      await child.stop('SIGTERM');
      child = undefined;
      const verified = await runVerify(dataDir());
      if (verified.code !== 0) figures.verify_failed += 1;
    }
    return figures;
  } finally {
    if (child) await child.stop('SIGKILL');
    mounted?.unmount();
    if (existsSync(work)) rmSync(work, { recursive: true, force: true });
  }
}
