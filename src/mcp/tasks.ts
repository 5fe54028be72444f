// MCP tasks (the 2025-11-25 tasks utility) for the three long-running tools: a task-augmented
// create_task, create_workflow or create_campaign answers at once with a CreateTaskResult whose
// task is the errand object's resource (`errand://tasks/{id}`); `tasks/get` shows `working` until
// the object settles (a task paid, refunded, cancelled or expired; a workflow completed or
// failed; a campaign completed or cancelled), then `completed`; `tasks/result` waits for that,
// telling the object's state as progress while it waits, and answers the create's own tool
// result. Waiting is driven by committed, durable records (changes.ts), never by polling. The SDK
// 2.4 has no server runtime for tasks, so this sits on its low-level request handlers
// (docs/mcp.md, "Long-running calls as MCP tasks").
import {
  type CallToolResult,
  ProtocolError,
  RELATED_TASK_META_KEY,
  type Server,
} from '@modelcontextprotocol/server';
import { z } from 'zod';
import { FINAL_TASK } from '../core/evict.ts';
import { FINISHED_CAMPAIGN } from '../core/state.ts';
import { DomainError } from '../errors/problem.ts';
import type { Operation } from '../ops/operation.ts';
import type { ChangeFeed } from '../views/resource-changes.ts';
import { resourceUri } from '../views/resource-uri.ts';
import { resolveUri } from './resources.ts';
import type { ToolRunner } from './tool-call.ts';

type Kind = 'tasks' | 'workflows' | 'campaigns';

/** The tools whose work outlives the call, the resource their answer names, and when it settles. */
const LONG: Readonly<
  Record<string, { kind: Kind; idField: string; settled: ReadonlySet<string> }>
> = {
  create_task: { kind: 'tasks', idField: 'taskId', settled: FINAL_TASK },
  create_workflow: {
    kind: 'workflows',
    idField: 'workflowId',
    settled: new Set(['completed', 'failed']),
  },
  create_campaign: { kind: 'campaigns', idField: 'campaignId', settled: FINISHED_CAMPAIGN },
};

export const isLongTool = (tool: string): boolean => tool in LONG;

/** How long a task's result is kept, unless the client asks for less (or more, to a cap). */
const DEFAULT_TTL_MS = 24 * 60 * 60 * 1000;
const MAX_TTL_MS = 7 * 24 * 60 * 60 * 1000;
/** Tasks held at once, per service: past it the oldest is forgotten (its object is not). */
const MAX_HELD = 10_000;
/** A suggestion: the client is told of each move while it waits on tasks/result. */
const POLL_INTERVAL_MS = 30_000;

interface Held {
  readonly agentId: string;
  readonly taskId: string;
  readonly settled: ReadonlySet<string>;
  readonly created: CallToolResult;
  readonly createdAt: string;
  readonly ttlMs: number;
  readonly expiresAtMs: number;
  readonly progressToken?: string | number;
}

interface Standing {
  readonly state: string;
  readonly settled: boolean;
  readonly view: Record<string, unknown>;
}

/**
 * The MCP tasks of one service, in memory: what each create answered, for whom. The object's
 * state is always read afresh (as the agent), so a task shows what get_task shows.
 */
export class McpTasks {
  private readonly held = new Map<string, Held>();

  constructor(
    private readonly watch: Watch,
    private readonly now: () => number = Date.now,
  ) {}

  /** Holds a successful create; the MCP task is the object's resource URI. */
  hold(
    agentId: string,
    op: Operation,
    data: unknown,
    created: CallToolResult,
    ttl: number | undefined,
    progressToken: string | number | undefined,
  ): Held | undefined {
    const long = LONG[op.id];
    const id = (data as Record<string, unknown> | null)?.[long?.idField ?? ''];
    if (!long || typeof id !== 'string') return undefined;
    const ttlMs = Math.min(Math.max(1000, Math.floor(ttl ?? DEFAULT_TTL_MS)), MAX_TTL_MS);
    const nowMs = this.now();
    const held: Held = {
      agentId,
      taskId: resourceUri(long.kind, id),
      settled: long.settled,
      created,
      createdAt: new Date(nowMs).toISOString(),
      ttlMs,
      expiresAtMs: nowMs + ttlMs,
      ...(progressToken !== undefined ? { progressToken } : {}),
    };
    const key = `${agentId} ${held.taskId}`;
    this.held.delete(key);
    this.held.set(key, held);
    this.prune(nowMs);
    return held;
  }

  find(agentId: string, taskId: string): Held | undefined {
    this.prune(this.now());
    return this.held.get(`${agentId} ${taskId}`);
  }

  private prune(nowMs: number): void {
    for (const [key, held] of this.held) if (held.expiresAtMs <= nowMs) this.held.delete(key);
    for (const key of this.held.keys()) {
      if (this.held.size <= MAX_HELD) break;
      this.held.delete(key); // insertion order: the oldest first
    }
  }

  /** Where the object stands now, read as the agent. */
  async standing(run: ToolRunner, held: Held): Promise<Standing> {
    const target = resolveUri(held.taskId);
    if (!target) throw new DomainError('not_found');
    const view = (await run({ op: target.op, args: target.args })) as Record<string, unknown>;
    const state = String(view.state ?? view.status ?? '');
    return { state, settled: held.settled.has(state), view };
  }

  /**
   * Resolves once the object has settled, calling `onMove` with each state seen before. Each
   * committed, durable change of its resource prompts a fresh read (changes.ts).
   */
  settled(
    run: ToolRunner,
    held: Held,
    onMove: (state: string) => void,
    signal: AbortSignal,
  ): Promise<Standing> {
    return new Promise((resolve, reject) => {
      let done = false;
      let line = Promise.resolve();
      let stop: (() => void) | undefined;
      const finish = (end: () => void) => {
        if (done) return;
        done = true;
        stop?.();
        signal.removeEventListener('abort', aborted);
        end();
      };
      const look = () => {
        line = line.then(async () => {
          if (done) return;
          try {
            const now = await this.standing(run, held);
            // The settled state is the answer's to tell: progress is for the states before it.
            if (now.settled) finish(() => resolve(now));
            else onMove(now.state);
          } catch (error) {
            finish(() => reject(error));
          }
        });
      };
      const aborted = () => finish(() => reject(new ProtocolError(-32603, 'Request cancelled')));
      signal.addEventListener('abort', aborted);
      // The first look once the watch is open: no move can fall between the two.
      this.watch(held.taskId, look).then(
        (unwatch) => {
          if (done) return unwatch();
          stop = unwatch;
          look();
        },
        (error: unknown) => finish(() => reject(error)),
      );
    });
  }
}

/**
 * Calls `onChange` at each committed, durable change of `uri` once open; resolves to what ends it.
 * In-process, the service's ResourceChanges; over stdio, the relay's upstream listen.
 */
export type Watch = (uri: string, onChange: () => void) => Promise<() => void>;

export function watchChanges(changes: ChangeFeed): Watch {
  return async (uri, onChange) =>
    changes.listen((change) => {
      if (change.uri === uri) onChange();
    });
}

/** The wire task (2025-11-25 `Task`) for a held create as it stands. */
function wireTask(held: Held, standing: Standing | undefined) {
  const updated = standing?.view.updated_at;
  return {
    taskId: held.taskId,
    status: standing?.settled ? ('completed' as const) : ('working' as const),
    ...(standing ? { statusMessage: `errand state: ${standing.state}` } : {}),
    createdAt: held.createdAt,
    lastUpdatedAt: typeof updated === 'string' ? updated : held.createdAt,
    ttl: held.ttlMs,
    pollInterval: POLL_INTERVAL_MS,
  };
}

/** The 2026-07-28 tasks extension, and where a request's envelope says what the client takes. */
export const TASKS_EXTENSION = 'io.modelcontextprotocol/tasks';
const PROTOCOL_VERSION_KEY = 'io.modelcontextprotocol/protocolVersion';
const CLIENT_CAPABILITIES_KEY = 'io.modelcontextprotocol/clientCapabilities';

type Envelope = Record<string, unknown> | undefined;
/** A 2026-07-28 request carries its revision in its `_meta` envelope; a 2025 one does not. */
export const isModern = (envelope: Envelope) => envelope?.[PROTOCOL_VERSION_KEY] !== undefined;
const takesTasks = (envelope: Envelope) => {
  const caps = envelope?.[CLIENT_CAPABILITIES_KEY] as { extensions?: Record<string, unknown> };
  return caps?.extensions?.[TASKS_EXTENSION] !== undefined;
};

/** The 2026-07-28 task (the extension's `Task`, `DetailedTask` once settled). */
function modernTask(held: Held, standing: Standing | undefined) {
  const { ttl, pollInterval, ...task } = wireTask(held, standing);
  return {
    ...task,
    ttlMs: ttl,
    pollIntervalMs: pollInterval,
    ...(standing?.settled ? { result: finalResult(held, standing) } : {}),
  };
}

/** What the call would have answered (the create's result), with how the object settled. */
function finalResult(held: Held, end: Standing): CallToolResult {
  const settledText = { type: 'text' as const, text: JSON.stringify({ settled: end.view }) };
  return {
    ...held.created,
    content: [...held.created.content, settledText],
    _meta: {
      ...held.created._meta,
      [RELATED_TASK_META_KEY]: { taskId: held.taskId },
      'errand/settled': { state: end.state },
    },
  };
}

/** tasks/get's and tasks/result's params (2025-11-25's: the SDK ships no runtime for them). */
const TaskIdParams = z.looseObject({ taskId: z.string() });

const notFound = (taskId: string) =>
  new ProtocolError(-32602, `Failed to retrieve task: Task not found: ${taskId}`);

/**
 * Serves `tasks/get` and `tasks/result` on `server` for `agentId`, and returns what turns a
 * task-augmented call's answer into a CreateTaskResult (undefined: answer it as a plain call).
 */
export function serveTasks(
  server: Server,
  tasks: McpTasks,
  agentId: string,
  run: ToolRunner,
): (
  op: Operation | undefined,
  params: { task?: { ttl?: number }; _meta?: { progressToken?: string | number } },
  data: unknown,
  answer: CallToolResult,
  envelope: Envelope,
) => Record<string, unknown> | undefined {
  const heldOf = (taskId: string): Held => {
    const held = tasks.find(agentId, taskId);
    if (!held) throw notFound(taskId);
    return held;
  };
  const read = async (held: Held): Promise<Standing> => {
    try {
      return await tasks.standing(run, held);
    } catch {
      throw notFound(held.taskId); // the object is no longer the agent's to see
    }
  };
  // 2026-07-28 reuses the name (the SDK lets a handler with its own schema serve it there).
  server.setRequestHandler('tasks/get', { params: TaskIdParams }, async (params, ctx) => {
    const held = heldOf(params.taskId);
    const standing = await read(held);
    return isModern(ctx.mcpReq.envelope) ? modernTask(held, standing) : wireTask(held, standing);
  });
  server.setRequestHandler('tasks/result', { params: TaskIdParams }, async (params, ctx) => {
    const held = heldOf(params.taskId);
    const own = ctx.mcpReq._meta?.progressToken;
    const tokens = [...new Set([own, held.progressToken].filter((t) => t !== undefined))];
    let told: string | undefined;
    let progress = 0;
    const onMove = (state: string) => {
      if (state === told) return;
      told = state;
      progress += 1;
      for (const progressToken of tokens) {
        const params = {
          progressToken,
          progress,
          message: state,
          _meta: { 'errand/state': state },
        };
        void ctx.mcpReq.notify({ method: 'notifications/progress', params }).catch(() => {});
      }
    };
    const end = await tasks.settled(run, held, onMove, ctx.mcpReq.signal).catch((error) => {
      throw error instanceof ProtocolError ? error : notFound(held.taskId);
    });
    return finalResult(held, end);
  });
  return (op, params, data, answer, envelope) => {
    // A 2025 client asks with `params.task`; a 2026-07-28 one declares the extension, and the
    // server decides (the long creates become tasks).
    const modern = isModern(envelope);
    if (!op || answer.isError || !(modern ? takesTasks(envelope) : params.task)) return undefined;
    const ttl = modern ? undefined : params.task?.ttl;
    const held = tasks.hold(agentId, op, data, answer, ttl, params._meta?.progressToken);
    if (!held) return undefined;
    if (modern) return { resultType: 'task', ...modernTask(held, undefined), content: [] };
    // The SDK checks every tools/call answer as a CallToolResult, which a body carrying `task`
    // passes only with `content`: an empty one rides beside the task (results are open objects).
    return { task: wireTask(held, undefined), content: [] };
  };
}
