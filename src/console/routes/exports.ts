// CSV exports (docs/console.md, "Exports"): the org's tasks (with the Tasks page's search and
// filters), its ledger entries and its audit log; staff get the platform audit log. Cells go
// through the campaign results' csvCell (quoted, and a leading = + - @ made text, so a
// spreadsheet never runs a formula from a task title). At most EXPORT_ROWS rows per file.
import type { FastifyInstance, FastifyReply } from 'fastify';
import { csvCell } from '../../ops/campaign-results.ts';
import { pageTasks } from '../../runtime/reads.ts';
import { walletEntries } from '../../projections/wallet-ledger.ts';
import { requireRole } from '../../accounts/session.ts';
import type { Kit } from '../kit.ts';
import type { AuditEntry, ConsoleStore } from '../../accounts/store.ts';
import { taskMatcher, type TaskFilters } from './tasks.ts';

const EXPORT_ROWS = 10_000;
const PAGE = 500;

function sendCsv(
  reply: FastifyReply,
  name: string,
  header: string[],
  rows: unknown[][],
): FastifyReply {
  const lines = [header.join(','), ...rows.map((r) => r.map(csvCell).join(','))];
  return reply
    .header('cache-control', 'no-store')
    .header('content-disposition', `attachment; filename="${name}"`)
    .type('text/csv; charset=utf-8')
    .send(`${lines.join('\n')}\n`);
}

const iso = (ms: number) => new Date(ms).toISOString();

async function auditRows(store: ConsoleStore, orgId: string | null): Promise<unknown[][]> {
  const rows: unknown[][] = [];
  let before: string | undefined;
  while (rows.length < EXPORT_ROWS) {
    const page = await store.auditLog(orgId, {
      limit: PAGE,
      ...(before ? { beforeKey: before } : {}),
    });
    for (const e of page.entries as AuditEntry[]) {
      const detail = e.detail
        ? Object.entries(e.detail)
            .map(([k, v]) => `${k}=${v}`)
            .join('; ')
        : '';
      rows.push([
        iso(e.atMs),
        e.actor.kind,
        e.actor.email ?? '',
        e.action,
        e.target ?? '',
        e.ip ?? '',
        detail,
      ]);
    }
    if (!page.next) break;
    before = page.next;
  }
  return rows.slice(0, EXPORT_ROWS);
}

const AUDIT_HEADER = ['at', 'actor_kind', 'actor_email', 'action', 'target', 'ip', 'detail'];

export function exportRoutes(app: FastifyInstance, kit: Kit): void {
  const { engine, store } = kit.deps;

  app.get('/exports/tasks.csv', async (req, reply) => {
    const signed = requireRole(await kit.who(req), 'viewer');
    const match = taskMatcher(req.query as TaskFilters);
    const rows: unknown[][] = [];
    let before: number | undefined;
    while (rows.length < EXPORT_ROWS) {
      const page = await pageTasks(engine, signed.user.orgId!, {
        limit: PAGE,
        match,
        ...(before !== undefined ? { beforeOrdinal: before } : {}),
      });
      for (const { task: t } of page.tasks) {
        // A task of several Operators is one row: how many, and each slot's state in order.
        const slots = page.slots.get(t.id);
        rows.push([
          t.id,
          t.title,
          t.state,
          t.type,
          t.zoneRef,
          t.rewardMinor,
          t.feeMinor,
          t.totalMinor,
          t.currency,
          iso(t.createdAtMs),
          iso(t.updatedAtMs),
          slots?.length ?? 1,
          slots ? slots.map((s) => s.state).join(' ') : t.state,
        ]);
      }
      if (page.next === null) break;
      before = page.next;
    }
    const header = [
      'task_id',
      'title',
      'state',
      'type',
      'zone_ref',
      'reward_minor',
      'fee_minor',
      'total_minor',
      'currency',
      'created_at',
      'updated_at',
      'operators',
      'slot_states',
    ];
    return sendCsv(reply, 'tasks.csv', header, rows.slice(0, EXPORT_ROWS));
  });

  app.get('/exports/ledger.csv', async (req, reply) => {
    const signed = requireRole(await kit.who(req), 'viewer');
    const rows: unknown[][] = [];
    let before: number | undefined;
    while (rows.length < EXPORT_ROWS) {
      const page = await walletEntries(engine, signed.user.orgId!, {
        limit: PAGE,
        ...(before !== undefined ? { beforeSeq: before } : {}),
      });
      for (const e of page.entries)
        rows.push([
          iso(e.atMs),
          e.entryId,
          e.memo,
          e.taskId ?? '',
          e.deltaMinor,
          e.escrowDeltaMinor,
        ]);
      if (page.next === null) break;
      before = page.next;
    }
    return sendCsv(
      reply,
      'ledger.csv',
      ['at', 'entry_id', 'kind', 'task_id', 'wallet_delta_minor', 'escrow_delta_minor'],
      rows,
    );
  });

  app.get('/exports/audit.csv', async (req, reply) => {
    const signed = requireRole(await kit.who(req), 'viewer');
    return sendCsv(reply, 'audit.csv', AUDIT_HEADER, await auditRows(store, signed.user.orgId));
  });

  app.get('/staff/exports/audit.csv', async (req, reply) => {
    requireRole(await kit.who(req), 'staff');
    return sendCsv(reply, 'platform-audit.csv', AUDIT_HEADER, await auditRows(store, null));
  });
}
