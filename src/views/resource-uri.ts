// The URI that names an agent's object as a resource, `errand://<kind>/<id>`: MCP serves it
// (mcp/resources.ts) and the after-commit change feed announces it (docs/mcp.md, "Resources"),
// so the name lives below both.
export const RESOURCE_SCHEME = 'errand';

export type ResourceKind = 'tasks' | 'workflows' | 'campaigns' | 'loops';

export function resourceUri(kind: ResourceKind, id: string): string {
  return `${RESOURCE_SCHEME}://${kind}/${encodeURIComponent(id)}`;
}
