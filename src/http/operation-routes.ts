// One REST route per operation (and per alias): authenticate by surface (an agent's key, the
// admin token, an Operator's token), spend the agent's budget, then invoke the operation and
// answer `{data}` (or its raw body), auditing the admin changes people answer for.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  authenticateAdmin,
  authenticateAgentFresh,
  authenticateOperatorFresh,
} from '../auth/bearer.ts';
import { invoke } from '../ops/invoke.ts';
import type { AgentIdentity, Operation, OpContext } from '../ops/operation.ts';
import { isOwnAnswer } from '../runtime/answer-queue.ts';
import type { Engine } from '../runtime/engine.ts';
import type { Services } from '../services.ts';
import { AUDITED_ADMIN_OPS, auditAdmin } from './admin-audit.ts';
import { chargedByGate } from './gate.ts';
import { hasFields, idempotencyKeyOf, inputOf } from './operation-input.ts';
import { createdWithNotice, createOnThread, onEngineThread } from '../engine-thread/door-create.ts';

/**
 * The body's bytes in a buffer of their own: fastify's body (Buffer.concat) is a view into Node's
 * shared 8 KiB buffer pool, and a structured clone copies a view's whole backing buffer.
 */
function ownBytes(bytes: Buffer): Uint8Array {
  const own = new Uint8Array(bytes.byteLength);
  own.set(bytes);
  return own;
}

/** Fastify's own content type for an object it serializes: the thread's text goes out as that. */
const JSON_UTF8 = 'application/json; charset=utf-8';

/** Requests whose answer is their command's own, given at its own record's barrier (onSend). */
export const answeredAtOwnBarrier = new WeakSet<object>();

export interface OperationRouteDeps {
  readonly engine: Engine;
  readonly services: Services;
  readonly operations: readonly Operation[];
  /** Spends one request of `key`'s budget (an agent id, or `ip:` and an address), or throws. */
  readonly spendBudget: (reply: FastifyReply, key: string) => void;
  /** Sets the request's agent and spends one request of its budget. */
  readonly admitAgent: (req: FastifyRequest, reply: FastifyReply, identity: AgentIdentity) => void;
}

export function registerOperationRoutes(app: FastifyInstance, deps: OperationRouteDeps): void {
  const { engine, services, operations, spendBudget, admitAgent } = deps;
  /**
   * create_task on engine threads: the body's bytes, the agent and the Idempotency-Key go to the
   * shard's thread, which parses, checks, fingerprints, screens, decides and answers with the
   * body's JSON text once its record is durable (docs/threads.md, "The door's work on the thread").
   */
  const createOnItsThread = async (op: Operation, req: FastifyRequest, reply: FastifyReply) => {
    const agent = req.agent!;
    const answer = await createOnThread(
      { engine, agent },
      {
        http: {
          ...(req.bodyBytes !== undefined ? { body: ownBytes(req.bodyBytes) } : {}),
          ...(req.body !== undefined ? { parsed: req.body } : {}),
          query: req.query as Record<string, unknown>,
          keyHeader: req.headers['idempotency-key'],
        },
      },
    );
    // Given once its own record was durable: no other barrier to wait for.
    answeredAtOwnBarrier.add(req.raw);
    reply.code(op.successStatus ?? 200);
    if (answer.body !== undefined) return reply.type(JSON_UTF8).send(answer.body);
    const ctx = { engine, services, requestId: req.id, headers: req.headers, agent };
    return { data: createdWithNotice(ctx, answer) };
  };
  for (const op of operations)
    for (const url of [op.path, ...(op.aliases ?? [])]) {
      app.route({
        method: op.method,
        url,
        ...(op.bodyLimitBytes ? { bodyLimit: op.bodyLimitBytes } : {}),
        config: {
          ignoresBody: !hasFields(op.input),
          operationId: op.id,
          ...(onEngineThread(op, engine) ? { bodyOnThread: true } : {}),
          ...(op.multipart ? { multipart: op.multipart } : {}),
        },
        onRequest: (req, reply, done) => {
          // A callback hook too: most requests authenticate synchronously.
          let waits: Promise<void> | undefined;
          try {
            if (op.surface === 'public') {
              // No named closure here: tsx keeps function names, and naming one costs a
              // defineProperty a request.
              // The gate already found this request's agent by its key (same turn: nothing
              // changed since).
              const charged = chargedByGate.get(req.raw);
              const orgId =
                charged === undefined ? undefined : engine.indexes.orgOfAgent(charged.agentId);
              if (charged !== undefined && orgId !== undefined)
                admitAgent(req, reply, { agentId: charged.agentId, orgId });
              else
                waits = authenticateAgentFresh(engine, req.headers.authorization).then((identity) =>
                  admitAgent(req, reply, identity),
                );
            } else if (op.rateLimitedByIp) spendBudget(reply, `ip:${req.ip}`);
            if (op.surface === 'admin')
              authenticateAdmin(services.adminTokenHash, req.headers.authorization);
            else if (op.surface === 'worker') {
              waits = authenticateOperatorFresh(engine, req.headers.authorization).then((id) => {
                req.operatorId = id;
              });
            }
          } catch (error) {
            return done(error as Error);
          }
          if (waits) waits.then(() => done(), done);
          else done();
        },
        handler: async (req, reply) => {
          if (req.routeOptions.config.bodyOnThread === true)
            return createOnItsThread(op, req, reply);
          const key = idempotencyKeyOf(op, req);
          const ctx: Omit<OpContext, 'idem'> = {
            engine,
            services,
            requestId: req.id,
            headers: req.headers,
            ...(req.agent ? { agent: req.agent } : {}),
            ...(req.operatorId ? { operatorId: req.operatorId } : {}),
            ...(req.rawBody !== undefined ? { rawBody: req.rawBody } : {}),
          };
          const input = inputOf(op, req);
          const data = await invoke(op, ctx, input, key);
          if (!op.readOnly && isOwnAnswer(data)) answeredAtOwnBarrier.add(req.raw);
          if (AUDITED_ADMIN_OPS.has(op.id))
            await auditAdmin(services, engine, op.id, input, data, req.ip);
          reply.code(op.statusFor?.when(data) ? op.statusFor.status : (op.successStatus ?? 200));
          const raw = op.raw?.(data);
          if (raw) {
            if (raw.headers) reply.headers(raw.headers);
            return reply.type(raw.contentType).send(raw.body);
          }
          return { data };
        },
      });
    }
}
