// The org's tasks: a filtered, paged list (htmx swaps the table when a filter changes), a task
// page with its proof (photos served without metadata, each check's evidence) and approve or
// reject, which run as the task's own agent: the same delegation flags, the same errors.
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { TASK_STATES } from '../../../machines/task.machine.ts';
import { ZONES } from '../../domain/zones.ts';
import { TASK_TYPES } from '../../domain/catalogue.ts';
import { pageTasks, readTask, type TaskMatch } from '../../runtime/reads.ts';
import { slotsOfTasks } from '../../runtime/slot-groups.ts';
import { SLOT_REFUNDED, SLOT_RELEASED } from '../../core/slots.ts';
import type { Task } from '../../core/state.ts';
import { operation } from '../../ops/registry.ts';
import { mintId } from '../../runtime/ids.ts';
import { requireRole } from '../../accounts/session.ts';
import { redirect, type Kit } from '../kit.ts';

const PAGE_SIZE = 25;
const DAY_MS = 86_400_000;

type Verification = { outcome: string; checks: Array<{ result: string }> } | null | undefined;

/**
 * A proof whose checks did not pass (none ran yet, or one failed): approving it needs the
 * stronger confirmation, and bulk approval leaves it out. A proof the checks sent to review
 * without a failed check (warnings at most) has passed them.
 */
export const checksFailed = (v: Verification) =>
  !v || v.outcome === 'fail' || v.checks.some((c) => c.result === 'fail');

function approvalConfirmed(v: Verification, body: Record<string, string | undefined>): boolean {
  if (body.confirm !== 'on') return false;
  return (
    !checksFailed(v) ||
    String(body.confirm_text ?? '')
      .trim()
      .toLowerCase() === 'approve'
  );
}

export interface TaskFilters {
  state?: string;
  zone?: string;
  type?: string;
  from?: string;
  to?: string;
  before?: string;
  q?: string;
}

/**
 * The Tasks page's filters as a predicate (the CSV export uses the same): state, zone, type,
 * created between two dates, and `q`, a task id or words of the title (case-insensitive). A task
 * of several Operators is in a state when any of its slots is (a slot awaiting a decision shows
 * its task under "verifying"), and found by any slot's id.
 */
export function taskMatcher(q: TaskFilters): TaskMatch {
  const from =
    q.from && /^\d{4}-\d{2}-\d{2}$/.test(q.from) ? Date.parse(`${q.from}T00:00:00Z`) : undefined;
  const to =
    q.to && /^\d{4}-\d{2}-\d{2}$/.test(q.to) ? Date.parse(`${q.to}T00:00:00Z`) + DAY_MS : undefined;
  const text = (q.q ?? '').trim().toLowerCase().slice(0, 200);
  return (t, slots) =>
    (!q.state || slots.some((s) => s.state === q.state)) &&
    (!q.zone || t.zoneRef === q.zone) &&
    (!q.type || t.type === q.type) &&
    (from === undefined || t.createdAtMs >= from) &&
    (to === undefined || t.createdAtMs < to) &&
    (!text ||
      slots.some((s) => s.id.toLowerCase() === text) ||
      t.title.toLowerCase().includes(text));
}

/** "3 Operators: 2 paid, 1 live" for a task of several; null for a task of one. */
function slotSummary(slots: readonly Task[] | undefined): string | null {
  if (slots === undefined) return null;
  const counts = new Map<string, number>();
  for (const s of slots) counts.set(s.state, (counts.get(s.state) ?? 0) + 1);
  const parts = [...counts].map(([state, n]) => `${n} ${state.replaceAll('_', ' ')}`);
  return `${slots.length} Operators: ${parts.join(', ')}`;
}

export function taskRoutes(app: FastifyInstance, kit: Kit): void {
  const { engine, services } = kit.deps;

  app.get('/tasks', async (req, reply) => {
    const signed = requireRole(await kit.who(req), 'viewer');
    const q = req.query as TaskFilters;
    const before = q.before && /^\d{1,15}$/.test(q.before) ? Number(q.before) : undefined;
    const page = await pageTasks(engine, signed.user.orgId!, {
      limit: PAGE_SIZE,
      ...(before !== undefined ? { beforeOrdinal: before } : {}),
      match: taskMatcher(q),
    });
    const filters = {
      state: q.state ?? '',
      zone: q.zone ?? '',
      type: q.type ?? '',
      from: q.from ?? '',
      to: q.to ?? '',
      q: (q.q ?? '').slice(0, 200),
    };
    const nextQuery =
      page.next === null
        ? null
        : new URLSearchParams({ ...filters, before: String(page.next) }).toString();
    const data = {
      tasks: page.tasks.map((r) => r.task),
      summaries: Object.fromEntries(
        page.tasks.map((r) => [r.task.id, slotSummary(page.slots.get(r.task.id))]),
      ),
      filters,
      nextQuery,
      states: TASK_STATES,
      zones: [...ZONES.keys()],
      types: TASK_TYPES.map((t) => t.id),
    };
    // htmx asks for the table only when a filter changes or a page is turned.
    if (req.headers['hx-request'] === 'true')
      return reply.header('cache-control', 'no-store').view('partials/task-table.eta', data);
    return kit.page(req, reply, 'tasks.eta', data);
  });

  app.get('/tasks/:id', async (req, reply) => {
    const signed = requireRole(await kit.who(req), 'viewer');
    const read = await readTask(engine, (req.params as { id: string }).id, signed.user.orgId!);
    if (!read || read.task.orgId !== signed.user.orgId)
      return kit.page(req, reply, 'message.eta', { title: 'No such task', text: '' }, 404);
    const t = read.task;
    // A task of several Operators shows its slots; a slot shows the task it is part of.
    const group =
      t.slotGroup === undefined
        ? undefined
        : t.slotGroup === t.id
          ? t
          : (await readTask(engine, t.slotGroup, t.orgId))?.task;
    const slots = group ? (await slotsOfTasks(engine, t.orgId, [group])).get(group.id) : undefined;
    const timeline = [
      { label: 'Created', atMs: t.createdAtMs },
      ...(t.pass ? [{ label: 'Pass issued', atMs: t.pass.issuedAtMs }] : []),
      ...(t.proof ? [{ label: 'Proof submitted', atMs: t.proof.submittedAtMs }] : []),
      { label: `Now ${t.state.replaceAll('_', ' ')}`, atMs: t.updatedAtMs },
    ];
    return kit.page(req, reply, 'task.eta', {
      task: t,
      lock: read.lock,
      timeline,
      verification: t.proof?.verification ?? null,
      photos: t.proof?.mediaSha256 ?? [],
      answers: t.proof ? Object.entries(t.proof.answers) : [],
      canDecide: t.state === 'proof_submitted' || t.state === 'verifying',
      group: group && group.id !== t.id ? { id: group.id, slot: (t.slot ?? 0) + 1 } : null,
      slots: (slots ?? []).map((s) => ({
        id: s.id,
        n: (s.slot ?? 0) + 1,
        state: s.state.replaceAll('_', ' '),
        money: SLOT_RELEASED.has(s.state)
          ? 'released'
          : SLOT_REFUNDED.has(s.state)
            ? 'refunded'
            : 'held',
        proof: s.proof !== undefined,
      })),
      checksFailed: checksFailed(t.proof?.verification),
      idem: mintId('con'),
    });
  });

  app.get('/tasks/:id/photos/:sha', async (req, reply) => {
    const signed = requireRole(await kit.who(req), 'viewer');
    const { id, sha } = req.params as { id: string; sha: string };
    const read = await readTask(engine, id, signed.user.orgId!);
    if (
      !read ||
      read.task.orgId !== signed.user.orgId ||
      !read.task.proof?.mediaSha256.includes(sha) ||
      !services.media
    ) {
      return kit.page(req, reply, 'message.eta', { title: 'No such photo', text: '' }, 404);
    }
    // Re-encoded: sharp drops EXIF (the device's GPS position is never shown to anyone).
    const jpeg = await sharp(await services.media.get(sha))
      .rotate()
      .resize({ width: 1200, withoutEnlargement: true })
      .jpeg({ quality: 80 })
      .toBuffer();
    return reply.header('cache-control', 'private, max-age=3600').type('image/jpeg').send(jpeg);
  });

  for (const [action, opId, done] of [
    ['approve', 'approve_task', 'approved'],
    ['reject', 'reject_task', 'rejected'],
  ] as const) {
    app.post(`/tasks/:id/${action}`, async (req, reply) => {
      const signed = requireRole(await kit.who(req), 'developer');
      const id = (req.params as { id: string }).id;
      const read = await readTask(engine, id, signed.user.orgId!);
      if (!read || read.task.orgId !== signed.user.orgId)
        return kit.page(req, reply, 'message.eta', { title: 'No such task', text: '' }, 404);
      const body = req.body as Record<string, string | undefined>;
      // Approving releases the escrow for good: confirmed by a box, and when a check failed by
      // typing "approve" too (docs/console.md, "Pages"). Checked here, whatever the page sent.
      if (action === 'approve' && !approvalConfirmed(read.task.proof?.verification, body)) {
        return redirect(reply, `/console/tasks/${id}?done=unconfirmed`);
      }
      const reason = String(body.reason ?? '').trim();
      // A slot's page decides that slot: the task is its group, the slot named (docs/api.md).
      const t = read.task;
      const target = t.slotGroup === undefined ? { id } : { id: t.slotGroup, slot: id };
      const input = action === 'reject' ? { ...target, ...(reason ? { reason } : {}) } : target;
      // The form carries its own idempotency key: a double submit approves once.
      const idem = /^con_[0-9A-Za-z]{10,40}$/.test(body.idem ?? '') ? body.idem! : mintId('con');
      await kit.run(
        req,
        operation(opId),
        input,
        {
          action: `task.${action}`,
          target: id,
          orgId: signed.user.orgId,
          ...(reason ? { detail: { reason } } : {}),
        },
        { agent: { agentId: read.task.agentId, orgId: read.task.orgId }, idempotencyKey: idem },
      );
      return redirect(reply, `/console/tasks/${id}?done=${done}`);
    });
  }
}
