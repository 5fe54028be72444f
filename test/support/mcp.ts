// MCP clients as agents use them: the SDK's Client over Streamable HTTP, or over stdio against
// `errand mcp --stdio`.
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';

export async function httpClient(baseUrl: string, key: string): Promise<Client> {
  const client = new Client({ name: 'errand-tests', version: '1.0.0' });
  const transport = new StreamableHTTPClientTransport(new URL(`${baseUrl}/mcp`), {
    requestInit: { headers: { authorization: `Bearer ${key}` } },
  });
  await client.connect(transport);
  return client;
}

export async function stdioClient(baseUrl: string, key: string): Promise<Client> {
  const client = new Client({ name: 'errand-tests-stdio', version: '1.0.0' });
  const transport = new StdioClientTransport({
    command: process.execPath,
    args: ['bin/errand.mjs', 'mcp', '--stdio'],
    env: { ...process.env, ERRAND_API_KEY: key, ERRAND_URL: baseUrl } as Record<string, string>,
    stderr: 'pipe',
  });
  await client.connect(transport);
  return client;
}

export interface ToolOutcome {
  ok: boolean;
  data?: unknown;
  problem?: { code: string; status: number; detail?: Record<string, unknown> };
}

export async function callTool(
  client: Client,
  name: string,
  args: Record<string, unknown> = {},
): Promise<ToolOutcome> {
  const result = await client.callTool({ name, arguments: args });
  if (result.isError) {
    const text = (result.content as Array<{ type: string; text: string }>)[0]!.text;
    return { ok: false, problem: JSON.parse(text) };
  }
  return { ok: true, data: (result.structuredContent as { data: unknown }).data };
}
