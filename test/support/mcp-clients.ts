// The MCP SDK's v2 clients (@modelcontextprotocol/client), which speak 2026-07-28 when pinned to
// it and the 2025 handshake otherwise, over Streamable HTTP or stdio against `errand mcp --stdio`.
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { StdioClientTransport } from '@modelcontextprotocol/client/stdio';

/** 2026-07-28 (per-request `_meta`, `server/discover`) or the 2025 `initialize` handshake. */
export type Era = '2026-07-28' | '2025';

function client(name: string, era: Era): Client {
  const mode = era === '2026-07-28' ? { pin: '2026-07-28' } : ('legacy' as const);
  return new Client({ name, version: '1.0.0' }, { versionNegotiation: { mode } });
}

export async function httpClientOf(era: Era, baseUrl: string, key: string): Promise<Client> {
  const c = client(`errand-tests-${era}`, era);
  await c.connect(
    new StreamableHTTPClientTransport(new URL(`${baseUrl}/mcp`), {
      requestInit: { headers: { authorization: `Bearer ${key}` } },
    }),
  );
  return c;
}

export async function stdioClientOf(era: Era, baseUrl: string, key: string): Promise<Client> {
  const c = client(`errand-tests-stdio-${era}`, era);
  await c.connect(
    new StdioClientTransport({
      command: process.execPath,
      args: ['bin/errand.mjs', 'mcp', '--stdio'],
      env: { ...process.env, ERRAND_API_KEY: key, ERRAND_URL: baseUrl } as Record<string, string>,
      stderr: 'pipe',
    }),
  );
  return c;
}
