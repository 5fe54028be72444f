// Many disk-full runs over the shapes in turn, then the negative control until it loses: the
// figures a maintainer reads (and CI asserts), with which write the full disk refused first.
import { SHAPES, runDiskFull, type DiskFullRun, type DiskFullShape } from './disk-full-run.ts';

export interface DiskFullFigures {
  campaign: 'disk-full';
  runs: number;
  acked_checked: number;
  acked_lost: number;
  in_doubt_retried: number;
  acked_after_failure: number;
  problems: number;
  /**
   * First refused write → runs: "log append, .log file", "log append, .ldb file" (a memtable
   * flush), "snapshot, …", "archive, …".
   */
  first_failure: Record<string, number>;
  status_after_failure: Record<string, number>;
  control: { runs: number; acked_checked: number; acked_lost: number; first_lost?: string };
  seed: number;
  first_problem?: string;
}

/**
 * "log append, .ldb file" from "log append: IO error: /tmp/…/data/000012.ldb: No space left on
 * device".
 */
export function failureKind(firstFailure: string): string {
  const where = firstFailure.split(':')[0]!;
  const file = /\/(archive\/)?(?:\d+\.(log|ldb|sst)|(MANIFEST)-\d+|(CURRENT)|(LOG))\b/.exec(
    firstFailure,
  );
  if (!file) return where;
  return (
    `${where}, ${file[1] ? 'archive ' : ''}` +
    `${file[2] ? `.${file[2]}` : (file[3] ?? file[4] ?? file[5])} file`
  );
}

const bump = (counts: Record<string, number>, key: string): void => {
  counts[key] = (counts[key] ?? 0) + 1;
};

export interface DiskFullCampaignOptions {
  runs: number;
  controlRuns: number;
  /** The shapes runs cycle through (default: all of SHAPES). */
  shapes?: readonly DiskFullShape[];
  seed?: number;
  log?: (line: string) => void;
}

export async function runDiskFullCampaign(
  options: DiskFullCampaignOptions,
): Promise<DiskFullFigures> {
  const shapes = options.shapes ?? SHAPES;
  const seed = options.seed ?? Math.floor(Math.random() * 2 ** 31);
  const log = options.log ?? (() => {});
  const figures: DiskFullFigures = {
    campaign: 'disk-full',
    runs: 0,
    acked_checked: 0,
    acked_lost: 0,
    in_doubt_retried: 0,
    acked_after_failure: 0,
    problems: 0,
    first_failure: {},
    status_after_failure: {},
    control: { runs: 0, acked_checked: 0, acked_lost: 0 },
    seed,
  };
  const describe = (run: DiskFullRun) =>
    `${run.shape.sizeKb} KB` +
    `${run.shape.snapshotEvery ? `, snapshots every ${run.shape.snapshotEvery}` : ''}, ` +
    `${run.shape.stopWith}: ${run.acked} acked, ${run.inDoubt} in doubt, ${run.lost.length} ` +
    `lost; first failure ${run.firstFailure.slice(0, 160)}; status ${run.statusAfterFailure}; ` +
    `ms ${JSON.stringify(run.phases)}`;
  for (let i = 0; i < options.runs; i++) {
    const run = await runDiskFull(shapes[i % shapes.length]!, { seed: seed + i });
    figures.runs += 1;
    figures.acked_checked += run.acked;
    figures.acked_lost += run.lost.length;
    figures.in_doubt_retried += run.inDoubt;
    figures.acked_after_failure += run.ackedAfterFailure;
    figures.problems += run.problems.length;
    figures.first_problem ??= run.lost[0] ?? run.problems[0];
    bump(figures.first_failure, failureKind(run.firstFailure));
    bump(figures.status_after_failure, run.statusAfterFailure);
    log(
      `[disk-full] run ${i + 1}/${options.runs}: ${describe(run)}` +
        `${run.problems.map((p) => `\n  ${p}`).join('')}`,
    );
  }
  for (let i = 0; i < options.controlRuns && figures.control.acked_lost === 0; i++) {
    const run = await runDiskFull(shapes[i % shapes.length]!, {
      seed: seed + 1000 + i,
      control: true,
    });
    figures.control.runs += 1;
    figures.control.acked_checked += run.acked;
    figures.control.acked_lost += run.lost.length;
    if (run.lost[0]) figures.control.first_lost ??= run.lost[0];
    log(`[disk-full] control run ${i + 1}: ${describe(run)}`);
  }
  return figures;
}

/** Figures of runs made side by side, as one. */
export function mergeFigures(parts: readonly DiskFullFigures[]): DiskFullFigures {
  const total: DiskFullFigures = {
    ...parts[0]!,
    first_failure: {},
    status_after_failure: {},
    control: { runs: 0, acked_checked: 0, acked_lost: 0 },
  };
  for (const key of [
    'runs',
    'acked_checked',
    'acked_lost',
    'in_doubt_retried',
    'acked_after_failure',
    'problems',
  ] as const)
    total[key] = parts.reduce((n, p) => n + p[key], 0);
  for (const part of parts) {
    for (const [k, n] of Object.entries(part.first_failure))
      total.first_failure[k] = (total.first_failure[k] ?? 0) + n;
    for (const [k, n] of Object.entries(part.status_after_failure))
      total.status_after_failure[k] = (total.status_after_failure[k] ?? 0) + n;
    total.control.runs += part.control.runs;
    total.control.acked_checked += part.control.acked_checked;
    total.control.acked_lost += part.control.acked_lost;
    total.control.first_lost ??= part.control.first_lost;
    total.first_problem ??= part.first_problem;
  }
  return total;
}
