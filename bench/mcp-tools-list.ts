// Measures what tools/list costs an agent's context: its bytes as JSON, each tool's share, and the
// patterns repeated most (docs/mcp.md, "Schemas"). `node bin/run-ts.mjs bench/mcp-tools-list.ts`
import { toolDescriptor, toolOperations } from '../src/mcp/tools.ts';

const tools = toolOperations().map(toolDescriptor);
console.log(
  `tools/list: ${tools.length} tools, ${Buffer.byteLength(JSON.stringify({ tools }))} bytes`,
);
const counts = new Map<string, number>();
const walk = (node: unknown): void => {
  if (!node || typeof node !== 'object') return;
  for (const [key, value] of Object.entries(node)) {
    if (key === 'pattern' && typeof value === 'string')
      counts.set(value, (counts.get(value) ?? 0) + 1);
    walk(value);
  }
};
walk(tools);
const top = [...counts].sort((a, b) => b[1] * b[0].length - a[1] * a[0].length).slice(0, 3);
for (const [pattern, n] of top)
  console.log(`pattern x${n} (${pattern.length} chars): ${pattern.slice(0, 60)}`);
const sizes = tools
  .map((t) => [t.name, JSON.stringify(t).length] as const)
  .sort((a, b) => b[1] - a[1]);
for (const [name, bytes] of sizes.slice(0, 5)) console.log(`${name}: ${bytes} bytes`);
