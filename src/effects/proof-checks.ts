// Effect after commit: every proof that is submitted and not yet verified is checked in the
// piscina pool, and the findings are recorded as a command (a `pass` approves through the task
// machine). Driven from committed records, so a crash between submission and verification is healed
// at the next start; photos come back from the media store.
import type { CommandRecord } from '../core/events.ts';
import type { Task } from '../core/state.ts';
import { ZONE_GEOFENCES, NIGERIA_UTC_OFFSET_MINUTES } from '../domain/zones.ts';
import type { ProofCheckInput, ProofCheckOutput } from '../proof-checks/index.ts';
import type { Engine } from '../runtime/engine.ts';
import type { MediaStore } from '../runtime/media-store.ts';
import type { Effect } from './effect.ts';

export interface ProofChecker {
  check(input: ProofCheckInput): Promise<ProofCheckOutput>;
  close(): Promise<void>;
}

/** Without a geofence the location check cannot pass: such proofs go to review. */
const NO_GEOFENCE = { center: { lat: 0, lng: 0 }, radiusM: 1 };
const KNOWN_HASHES_MAX = 10_000;

export class ProofCheckRunner implements Effect {
  readonly hears = 'owned';
  private readonly running = new Set<string>();

  constructor(
    private readonly engine: Engine,
    private readonly media: MediaStore,
    private readonly checker: ProofChecker,
  ) {}

  committed(_shard: number, _seq: number, record: CommandRecord): void {
    for (const e of record.events) {
      if (e.type === 'ProofSubmitted') void this.run(e.taskId);
      else if (e.type === 'ProofVerified') this.remember(e.taskId, e.verification.media);
    }
  }

  start(): void {
    this.resume();
  }

  shardTaken(shard: number): void {
    this.resume(shard);
  }

  /** Proofs a previous run (or a dead node, for a shard taken over) left unverified. */
  private resume(only?: number): void {
    for (const state of this.engine.ownedStates(only).values()) {
      for (const t of state.tasks.values()) {
        if (t.proof?.verification) this.remember(t.id, t.proof.verification.media);
        else if (t.proof) void this.run(t.id);
      }
    }
  }

  /**
   * The newest verified media, up to KNOWN_HASHES_MAX: kept here as proofs are verified, since
   * settled tasks leave memory (seeded at start from the tasks still in memory).
   */
  private readonly recentMedia = new Map<
    string,
    { taskId: string; sha256: string; phash: string }
  >();

  private remember(
    taskId: string,
    media: ReadonlyArray<{ sha256: string; phash: string | null }>,
  ): void {
    for (const m of media) {
      const key = `${taskId}|${m.sha256}`;
      this.recentMedia.delete(key);
      this.recentMedia.set(key, { taskId, sha256: m.sha256, phash: m.phash ?? '' });
      if (this.recentMedia.size > KNOWN_HASHES_MAX)
        this.recentMedia.delete(this.recentMedia.keys().next().value!);
    }
  }

  private knownHashes(except: string): ProofCheckInput['knownHashes'] {
    return [...this.recentMedia.values()].filter((m) => m.taskId !== except);
  }

  private async input(task: Task): Promise<ProofCheckInput> {
    const proof = task.proof!;
    const photos = await Promise.all(
      proof.mediaSha256.map(async (sha) => ({
        jpegBase64: (await this.media.get(sha)).toString('base64'),
      })),
    );
    const fence = ZONE_GEOFENCES.get(task.zoneRef) ?? NO_GEOFENCE;
    return {
      task: {
        id: task.id,
        type: task.type,
        proofRequirements: task.proofRequirements,
        windowStartMs: task.createdAtMs,
        windowEndMs: task.deadlineMs,
        zone: { ref: task.zoneRef, center: fence.center, radiusM: fence.radiusM },
      },
      proof: {
        photos,
        location: proof.location,
        capturedAt: proof.capturedAt,
        submittedAtMs: proof.submittedAtMs,
        answers: proof.answers,
        ...(task.checkIn ? { checkIn: { lat: task.checkIn.lat, lng: task.checkIn.lng } } : {}),
      },
      knownHashes: this.knownHashes(task.id),
      zoneUtcOffsetMinutes: NIGERIA_UTC_OFFSET_MINUTES,
    };
  }

  private async run(taskId: string): Promise<void> {
    if (this.running.has(taskId)) return;
    this.running.add(taskId);
    try {
      const task = this.engine.findTask(taskId);
      if (!task?.proof || task.proof.verification) return;
      const output = await this.checker.check(await this.input(task));
      await this.engine.execute({
        type: 'RecordVerification',
        orgId: task.orgId,
        taskId,
        verification: {
          checks: output.checks.map((c) => ({ name: c.name, result: c.result, reason: c.reason })),
          confidence: output.confidence,
          outcome: output.outcome,
          media: output.media.map((m) => ({ sha256: m.sha256, phash: m.phash })),
          verifierVersion: output.verifierVersion,
          thresholds: { ...output.thresholds },
        },
      });
    } catch {
      // Left unverified: the next start (resume) tries again; the task waits in verifying.
    } finally {
      this.running.delete(taskId);
    }
  }
}
