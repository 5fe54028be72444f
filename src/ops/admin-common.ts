// What the admin operations share (admin.ts and its admin-*.ts files): the surface, the org an
// agent or a task belongs to, and an agent named in the path.
import { z } from 'zod';
import { DomainError } from '../errors/problem.ts';
import { readTask } from '../runtime/reads.ts';
import type { OpContext } from './operation.ts';
import { Id } from './schemas.ts';

/** What every admin operation shares: the admin surface, no Idempotency-Key. */
export const ADMIN = { surface: 'admin' as const, idempotency: 'none' as const };

export function orgOfAgent(ctx: OpContext, agentId: string): string {
  const orgId = ctx.engine.indexes.orgOfAgent(agentId);
  if (!orgId) throw new DomainError('not_found', { resource: 'agent' });
  return orgId;
}

export async function taskOrg(ctx: OpContext, taskId: string): Promise<string> {
  const read = await readTask(ctx.engine, taskId);
  if (!read) throw new DomainError('not_found', { resource: 'task' });
  return read.task.orgId;
}

/** An agent named by id in the path. */
export const AgentRef = z.object({ id: Id });
