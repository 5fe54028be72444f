// The 2025 sessions of one service (sessions.ts), wired to /mcp's server factory: a session's
// server is built once and serves each request as that request's agent and request id (its
// scope, read per call), and it reads a resource as the agent to subscribe it.
import type { AuthInfo, Server } from '@modelcontextprotocol/server';
import type { Services } from '../services.ts';
import type { ResourceChange } from '../views/resource-changes.ts';
import { readResource } from './resources.ts';
import type { McpServerOptions } from './server.ts';
import type { RequestScope, ToolRunner } from './tool-call.ts';
import { LegacySessions } from './sessions.ts';

type Factory = (
  ctx: { authInfo?: AuthInfo },
  subscriptions?: McpServerOptions['subscriptions'],
) => Server;

export function legacySessions(
  factory: Factory,
  runner: (scope: RequestScope) => ToolRunner,
  metaOf: (change: ResourceChange) => Record<string, unknown>,
  services: Services,
  barrier: () => Promise<void> | undefined,
  applied: () => readonly number[],
): LegacySessions {
  const scopeOf = (authInfo: AuthInfo | undefined) =>
    authInfo?.extra?.scope as RequestScope | undefined;
  const sessions: LegacySessions = new LegacySessions(
    {
      build(opening, subscriptions) {
        const first = scopeOf(opening)!;
        // Each property is the current request's, or the opening request's outside one.
        const scope = new Proxy(first, {
          get: (target, key) => Reflect.get(scopeOf(sessions.authInfo()) ?? target, key),
        });
        return factory({ authInfo: { ...opening, extra: { scope } } }, subscriptions);
      },
      async stateOf(uri) {
        const scope = scopeOf(sessions.authInfo());
        if (!scope) return undefined;
        try {
          const content = await readResource(runner(scope), uri);
          const view = 'text' in content ? JSON.parse(content.text) : {};
          const updatedAt = typeof view.updated_at === 'string' ? view.updated_at : undefined;
          return {
            state: String(view.state ?? view.status ?? ''),
            ...(updatedAt ? { updatedAt } : {}),
          };
        } catch {
          return undefined;
        }
      },
      metaOf,
      barrier,
      applied,
    },
    services.mcpChanges,
  );
  return sessions;
}
