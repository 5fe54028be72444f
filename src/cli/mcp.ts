// `errand mcp --stdio`: serves the MCP tools over stdin/stdout until stdin closes.
import { runStdio } from '../mcp/stdio.ts';

export async function mcpCommand(argv: string[]): Promise<number> {
  if (!argv.includes('--stdio')) {
    console.error(
      'usage: errand mcp --stdio   (ERRAND_API_KEY=<key> ERRAND_URL=http://127.0.0.1:8080)',
    );
    return 2;
  }
  await runStdio();
  // Stay up until the client closes stdin.
  await new Promise<void>((resolve) => process.stdin.on('close', resolve));
  return 0;
}
