// Bearer authentication: API keys for agents (looked up by SHA-256, never stored in clear) and
// the admin token. Every failure is the same 401 `unauthorized`: no hint which part was wrong.
import { DomainError } from '../errors/problem.ts';
import type { Engine } from '../runtime/engine.ts';
import { keyHashOf, sameHash, sha256Hex } from '../runtime/api-keys.ts';
import type { AgentIdentity } from '../ops/operation.ts';

function bearer(header: string | undefined): string {
  const match = header ? /^Bearer ([^\s]+)$/i.exec(header) : null;
  if (!match) throw new DomainError('unauthorized');
  return match[1]!;
}

function authenticateAgent(engine: Engine, header: string | undefined): AgentIdentity {
  const hash = keyHashOf(bearer(header));
  const agentId = hash ? engine.indexes.agentForKeyHash(hash) : undefined;
  const orgId = agentId ? engine.indexes.orgOfAgent(agentId) : undefined;
  if (!agentId || !orgId) throw new DomainError('unauthorized');
  return { agentId, orgId };
}

/**
 * The stored hash of the bearer key in `header`, or undefined when it has no key of our shape (no
 * lookup).
 */
export function bearerKeyHash(header: string | undefined): string | undefined {
  const match = header ? /^Bearer ([^\s]+)$/i.exec(header) : null;
  return match ? keyHashOf(match[1]!) : undefined;
}

export function authenticateAdmin(adminTokenHash: string, header: string | undefined): void {
  if (!sameHash(sha256Hex(bearer(header)), adminTokenHash)) throw new DomainError('unauthorized');
}

function authenticateOperator(engine: Engine, header: string | undefined): string {
  const token = bearer(header);
  const operatorId = /^errand_op_[0-9A-Za-z]{32}$/.test(token)
    ? engine.indexes.operatorForTokenHash(sha256Hex(token))
    : undefined;
  if (!operatorId) throw new DomainError('unauthorized');
  return operatorId;
}

/**
 * On a shared log a key made through another node a moment ago may not have reached this node's
 * follower yet: a well-formed key not found is looked up once more after catching up.
 */
export function authenticateAgentFresh(
  engine: Engine,
  header: string | undefined,
): Promise<AgentIdentity> {
  return engine.readCaughtUp(
    () => authenticateAgent(engine, header),
    () => bearerKeyHash(header) !== undefined,
  );
}

/** As authenticateAgentFresh, for an Operator's token (registered on the Operators' shard). */
export function authenticateOperatorFresh(
  engine: Engine,
  header: string | undefined,
): Promise<string> {
  return engine.readCaughtUp(
    () => authenticateOperator(engine, header),
    () => true,
  );
}
