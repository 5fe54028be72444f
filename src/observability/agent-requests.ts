// Each org's recent agent requests, for the console's request log (docs/console.md, "Request
// log"): so a developer can see why a call got 403. One entry per answered request an agent made
// with a working key: method, path (never the query string), operation, status, the problem's
// error code, the time taken, and the Idempotency-Key it carried. Never a header, a body, a key or
// a token. Bounded: the newest REQUESTS_PER_ORG per org, in memory (lost on restart, like the
// keys' "last used"); a diagnostic aid, not an archive.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { operationOf } from './route-operation.ts';
import { pathOf } from './request-log.ts';

const REQUESTS_PER_ORG = 2_000;
const IDEM_SHOWN_MAX = 100;

export interface AgentRequest {
  atMs: number;
  requestId: string;
  agentId: string;
  method: string;
  path: string;
  operation: string;
  status: number;
  code: string | null;
  ms: number;
  idempotencyKey: string | null;
}

export interface RequestFilter {
  agentId?: string;
  /** A substring of the path, the operation, the error code, the request id or the key. */
  text?: string;
  /** '2xx', '4xx', '5xx' or an exact status. */
  status?: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The problem's code, when the answer was one (set where problems are written). */
    problemCode?: string;
    /** The MCP tool a /mcp request called. */
    mcpTool?: string;
  }
}

export class AgentRequestLog {
  private readonly byOrg = new Map<string, AgentRequest[]>();

  record(orgId: string, entry: AgentRequest): void {
    let ring = this.byOrg.get(orgId);
    if (!ring) {
      ring = [];
      this.byOrg.set(orgId, ring);
    }
    ring.push(entry);
    // Amortised: trim a batch at a time rather than shifting on every request.
    if (ring.length > REQUESTS_PER_ORG * 1.25) ring.splice(0, ring.length - REQUESTS_PER_ORG);
  }

  /** Newest first, at most `limit`. */
  list(orgId: string, filter: RequestFilter, limit: number): AgentRequest[] {
    const ring = this.byOrg.get(orgId) ?? [];
    const text = filter.text?.toLowerCase();
    const out: AgentRequest[] = [];
    for (let i = ring.length - 1; i >= 0 && out.length < limit; i--) {
      const r = ring[i]!;
      if (ring.length - i > REQUESTS_PER_ORG) break;
      if (filter.agentId && r.agentId !== filter.agentId) continue;
      if (filter.status && !statusMatches(r.status, filter.status)) continue;
      if (
        text &&
        ![r.path, r.operation, r.code ?? '', r.requestId, r.idempotencyKey ?? ''].some((s) =>
          s.toLowerCase().includes(text),
        )
      )
        continue;
      out.push(r);
    }
    return out;
  }
}

function statusMatches(status: number, want: string): boolean {
  if (/^[1-5]xx$/.test(want)) return Math.floor(status / 100) === Number(want[0]);
  return String(status) === want;
}

/** Records every answered request that an agent's key authenticated. */
export function registerAgentRequestLog(app: FastifyInstance, log: AgentRequestLog | undefined) {
  if (!log) return;
  app.addHook('onResponse', (req: FastifyRequest, reply, done) => {
    const agent = req.agent;
    if (agent) {
      const idem = req.headers['idempotency-key'];
      log.record(agent.orgId, {
        atMs: Date.now(),
        requestId: req.id,
        agentId: agent.agentId,
        method: req.method,
        path: pathOf(req.url),
        operation: req.mcpTool ? `mcp ${req.mcpTool}` : operationOf(req),
        status: reply.statusCode,
        code: req.problemCode ?? null,
        ms: Math.round(reply.elapsedTime * 10) / 10,
        idempotencyKey: typeof idem === 'string' ? idem.slice(0, IDEM_SHOWN_MAX) : null,
      });
    }
    done();
  });
}
