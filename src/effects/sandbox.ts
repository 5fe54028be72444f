// The test-mode sandbox: simulated Operators that serve test-mode orgs only, accepting, starting,
// submitting a plausible proof and, once approved, being paid out with simulated money (a real JPEG
// with GPS at the zone's centre and a fresh capture time) on the service clock, so an agent can
// integrate end to end without people — like Mechanical Turk's sandbox. Everything goes through the
// same commands as real Operators.
import { disagreeingAnswers, goldTaskAnswers, sandboxAnswers } from './sandbox-answers.ts';
import sharp from 'sharp';
import { OPERATORS_ROUTING_KEY } from '../core/commands.ts';
import type { CommandRecord } from '../core/events.ts';
import { goldAnswerOf } from '../core/quality.ts';
import type { Task } from '../core/state.ts';
import type { AnswerSchema, SubmittedAnswer } from '../domain/answer-schema.ts';
import { findTaskType, TASK_TYPES } from '../domain/catalogue.ts';
import { LAUNCH_ZONES, ZONE_GEOFENCES } from '../domain/zones.ts';
import { sha256Hex } from '../runtime/api-keys.ts';
import type { Clock } from '../runtime/clock.ts';
import type { Engine } from '../runtime/engine.ts';
import { mintId, randomBase62 } from '../runtime/ids.ts';
import type { MediaStore } from '../runtime/media-store.ts';
import type { Effect } from './effect.ts';

/**
 * Simulated Operators per launch zone: a multi-worker task's slots each need a different one
 * (docs/api.md, "Several Operators on one task"), so test mode fills up to this many slots.
 */
const SANDBOX_OPERATORS_PER_ZONE = 5;

/** Service-clock delays of the simulated Operator's steps. */
const SANDBOX_STEP_MS = { accept: 2_000, start: 2_000, proof: 5_000, payout: 2_000 };

function cameraTime(ms: number): string {
  const d = new Date(ms + 3_600_000).toISOString(); // Lagos wall clock, UTC+1
  return `${d.slice(0, 4)}:${d.slice(5, 7)}:${d.slice(8, 10)} ${d.slice(11, 19)}`;
}

async function plausiblePhoto(
  seed: number,
  gps: { lat: number; lng: number },
  atMs: number,
): Promise<Buffer> {
  const width = 640;
  const height = 480;
  const pixels = Buffer.alloc(width * height * 3);
  let x = seed >>> 0 || 1;
  for (let i = 0; i < pixels.length; i++) {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    pixels[i] = ((i / 3) % width) / 3 + (x & 63);
  }
  const ref = (v: number, pos: string, neg: string) => (v >= 0 ? pos : neg);
  const dms = (v: number) => {
    const a = Math.abs(v);
    const d = Math.floor(a);
    const m = Math.floor((a - d) * 60);
    const s = Math.round(((a - d) * 60 - m) * 60 * 100);
    return `${d}/1 ${m}/1 ${s}/100`;
  };
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 80 })
    .withExif({
      IFD0: { Make: 'errand', Model: 'Sandbox' },
      IFD2: { DateTimeOriginal: cameraTime(atMs), OffsetTimeOriginal: '+01:00' },
      IFD3: {
        GPSLatitudeRef: ref(gps.lat, 'N', 'S'),
        GPSLatitude: dms(gps.lat),
        GPSLongitudeRef: ref(gps.lng, 'E', 'W'),
        GPSLongitude: dms(gps.lng),
      },
    })
    .toBuffer();
}

export class Sandbox implements Effect {
  readonly hears = 'owned';
  private readonly active = new Set<string>();
  private readonly busy = new Set<string>();
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly engine: Engine,
    private readonly clock: Clock,
    private readonly media: MediaStore,
    private readonly tickMs = 250,
    /** The share of a multi-worker task's slots whose answers disagree (config.ts). */
    private readonly disagreePercent = 20,
    /** The share of gold tasks a simulated Operator answers wrongly (config.ts). */
    private readonly goldWrongPercent = 10,
  ) {}

  /** Simulated Operators in every launch zone, with every skill; registered once per directory. */
  async start(): Promise<void> {
    await this.register();
    for (const op of this.engine.stateOf(OPERATORS_ROUTING_KEY).operators.values()) {
      if (op.sandbox) for (const t of this.engine.indexes.offeredTo(op.id)) this.active.add(t.id);
    }
    this.timer = setInterval(() => void this.tick(), this.tickMs);
    this.timer.unref();
  }

  /**
   * Registered by the node that owns the operators' shard (on a shared log the others would only
   * forward to it, or be refused while nobody owns it); run again when a node takes that shard.
   */
  async register(): Promise<void> {
    if (!this.engine.owns(this.engine.shardFor(OPERATORS_ROUTING_KEY).id)) return;
    const registry = this.engine.stateOf(OPERATORS_ROUTING_KEY).operators;
    const have = new Map<string, number>();
    for (const o of registry.values())
      if (o.sandbox) have.set(o.zoneRef, (have.get(o.zoneRef) ?? 0) + 1);
    for (const zoneRef of LAUNCH_ZONES) {
      for (let n = have.get(zoneRef) ?? 0; n < SANDBOX_OPERATORS_PER_ZONE; n++)
        await this.registerOne(zoneRef);
    }
  }

  private async registerOne(zoneRef: string): Promise<void> {
    const center = ZONE_GEOFENCES.get(zoneRef)?.center ?? { lat: 0, lng: 0 };
    await this.engine.execute({
      type: 'RegisterOperator',
      operator: {
        id: mintId('opr'),
        firstName: 'Sandbox',
        lastName: 'Operator',
        phone: '+0000000000',
        languages: ['en'],
        lgaCoverage: [zoneRef],
        skills: TASK_TYPES.map((t) => t.id),
        tier: 'verified',
        zoneRef,
        location: center,
        tokenHash: sha256Hex(`sandbox-${randomBase62(32)}`),
        createdAtMs: this.clock.now(),
        sandbox: true,
      },
    });
  }

  /**
   * The slots of one task answer alike (seeded by the task the agent created), except the share
   * that disagrees (chosen by each slot's id), so consensus has something to decide.
   */
  private answersFor(task: Task, schema: AnswerSchema): Record<string, SubmittedAnswer> {
    const seedOf = (id: string) => Number.parseInt(sha256Hex(id).slice(0, 8), 16);
    // A gold task (its known answer is the gold org's, which only platform code reads) is
    // answered rightly but for a share chosen by its id. The answers go into the proof record,
    // and grading is apply's fold over that record, so replay grades what was answered.
    // Every slot of a gold task is graded, so every slot's answer is chosen by its own id.
    const known = goldAnswerOf(this.engine.stateOf(task.orgId).orgs.get(task.orgId), task);
    if (known) {
      const wrong = seedOf(`gold-wrong:${task.id}`) % 100 < this.goldWrongPercent;
      return goldTaskAnswers(schema, known, seedOf(task.id), wrong);
    }
    const answers = sandboxAnswers(schema, seedOf(task.slotGroup ?? task.id));
    if (task.slotGroup === undefined || seedOf(`disagree:${task.id}`) % 100 >= this.disagreePercent)
      return answers;
    const first = this.engine.stateOf(task.orgId).tasks.get(task.slotGroup);
    return disagreeingAnswers(schema, answers, first?.assurance?.tolerance ?? 0);
  }

  shardTaken(): Promise<void> {
    return this.register();
  }

  close(): void {
    if (this.timer) clearInterval(this.timer);
  }

  committed(_shard: number, _seq: number, record: CommandRecord): void {
    for (const e of record.events)
      if (
        e.type === 'TaskMoved' &&
        e.event === 'MATCH' &&
        e.operatorId &&
        this.isSandbox(e.operatorId)
      )
        this.active.add(e.taskId);
  }

  private isSandbox(operatorId: string): boolean {
    return this.engine.stateOf(OPERATORS_ROUTING_KEY).operators.get(operatorId)?.sandbox === true;
  }

  async tick(): Promise<void> {
    const now = this.clock.now();
    for (const id of this.active) {
      if (this.busy.has(id)) continue;
      const task = this.engine.findTask(id);
      // A shard this node does not own (a shared log) is its owner's Operators' to work.
      if (
        !task?.operatorId ||
        !['matched', 'accepted', 'in_progress', 'verifying', 'approved'].includes(task.state) ||
        !this.engine.owns(this.engine.shardFor(task.orgId).id)
      ) {
        this.active.delete(id);
        continue;
      }
      this.busy.add(id);
      void this.step(task, now)
        .catch(() => {})
        .finally(() => this.busy.delete(id));
    }
  }

  private async step(task: Task, now: number): Promise<void> {
    const base = { orgId: task.orgId, taskId: task.id, byOperator: task.operatorId! };
    const since = now - task.updatedAtMs;
    if (task.state === 'matched' && since >= SANDBOX_STEP_MS.accept) {
      const needsVisit = findTaskType(task.type)?.needsVisit ?? false;
      const pass = {
        id: mintId('cred'),
        token: `pass_${randomBase62(32)}`,
        expiresAtMs: now + 24 * 3_600_000,
      };
      await this.engine.execute({
        type: 'StepTask',
        ...base,
        step: 'ACCEPT',
        ...(needsVisit ? { pass } : {}),
      });
    } else if (task.state === 'accepted' && since >= SANDBOX_STEP_MS.start) {
      await this.engine.execute({ type: 'StepTask', ...base, step: 'START' });
    } else if (task.state === 'approved' && since >= SANDBOX_STEP_MS.payout) {
      // Test money is paid out by the sandbox itself: no payout partner ever sees it.
      await this.engine.execute({
        type: 'SettleTask',
        orgId: task.orgId,
        taskId: task.id,
        payoutRef: `sandbox_${task.id}`,
      });
    } else if (task.state === 'in_progress' && since >= SANDBOX_STEP_MS.proof) {
      const center = ZONE_GEOFENCES.get(task.zoneRef)?.center ?? { lat: 0, lng: 0 };
      const capturedMs = now - 1_000;
      const sha = await this.media.put(
        await plausiblePhoto(
          Number.parseInt(sha256Hex(task.id).slice(0, 8), 16),
          center,
          capturedMs,
        ),
      );
      const asks = task.type === 'survey' || task.type === 'shelf_audit';
      const free: Record<string, string> = asks ? { summary: 'Sandbox answer' } : {};
      const answers = task.answerSchema ? this.answersFor(task, task.answerSchema) : free;
      await this.engine.execute({
        type: 'SubmitProof',
        orgId: task.orgId,
        taskId: task.id,
        operatorId: task.operatorId!,
        proof: {
          capturedAt: new Date(capturedMs).toISOString(),
          mediaSha256: [sha],
          location: center,
          answers,
        },
      });
    }
  }
}
