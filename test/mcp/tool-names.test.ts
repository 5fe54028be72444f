// Proves the 25 MCP tool names of docs/mcp.md are pinned by group, which of them are served now,
// and that tools/list over HTTP serves exactly those with descriptions, schemas and honest
// annotations.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import type { Tool } from '@modelcontextprotocol/sdk/types.js';
import { toolOperations } from '../../src/mcp/tools.ts';
import { TOOL_NAMES } from '../../src/ops/tool-names.ts';
import { newOrg, startTestService, type TestService } from '../support/http.ts';
import { httpClient } from '../support/mcp.ts';

type Group = 'Discover' | 'Create' | 'Verify' | 'Money' | 'Automate';

/**
 * docs/mcp.md, the table of the 25 tools, in its order. `served` says whether the tool exists now:
 * a later issue that adds a tool flips its row to true, and the tools/list test below follows the
 * table.
 */
const TOOLS: ReadonlyArray<{ name: string; group: Group; served: boolean; flag?: string }> = [
  { name: 'estimate_task', group: 'Discover', served: true },
  { name: 'list_zones', group: 'Discover', served: true },
  { name: 'check_availability', group: 'Discover', served: true },
  { name: 'search_operators', group: 'Discover', served: true },
  { name: 'list_workflow_products', group: 'Discover', served: true },
  { name: 'list_tasks', group: 'Discover', served: true },
  { name: 'get_operator', group: 'Discover', served: true },
  { name: 'list_campaigns', group: 'Discover', served: true },
  { name: 'create_task', group: 'Create', served: true, flag: 'can_post_tasks' },
  { name: 'create_workflow', group: 'Create', served: true, flag: 'can_order_workflows' },
  { name: 'get_task', group: 'Verify', served: true },
  { name: 'get_proof', group: 'Verify', served: true },
  { name: 'get_workflow', group: 'Verify', served: true },
  { name: 'approve_task', group: 'Verify', served: true, flag: 'can_approve_release' },
  { name: 'reject_task', group: 'Verify', served: true, flag: 'can_open_disputes' },
  { name: 'cancel_task', group: 'Verify', served: true, flag: 'can_post_tasks' },
  { name: 'get_wallet', group: 'Money', served: true },
  { name: 'fund_wallet', group: 'Money', served: true },
  { name: 'estimate_loop', group: 'Automate', served: true },
  { name: 'list_loops', group: 'Automate', served: true },
  { name: 'get_loop', group: 'Automate', served: true },
  { name: 'create_loop', group: 'Automate', served: true, flag: 'can_manage_loops' },
  { name: 'pause_loop', group: 'Automate', served: true, flag: 'can_manage_loops' },
  { name: 'resume_loop', group: 'Automate', served: true, flag: 'can_manage_loops' },
  { name: 'cancel_loop', group: 'Automate', served: true, flag: 'can_manage_loops' },
];

const SERVED = TOOLS.filter((t) => t.served).map((t) => t.name);
/** Tools that change nothing (fund_wallet only lists funding rails: read-only by the spec). */
const READS = [
  'search_operators',
  'get_operator',
  'check_availability',
  'estimate_task',
  'list_zones',
  'list_tasks',
  'list_campaigns',
  'get_task',
  'get_proof',
  'get_wallet',
  'fund_wallet',
  'estimate_loop',
  'list_loops',
  'get_loop',
  'list_workflow_products',
  'get_workflow',
];
const KEYED_WRITES = [
  'create_task',
  'create_workflow',
  'approve_task',
  'reject_task',
  'cancel_task',
  'create_loop',
  'pause_loop',
  'resume_loop',
  'cancel_loop',
];
/** Moves money for good or ends something for good. */
const DESTRUCTIVE = ['approve_task', 'cancel_task', 'reject_task', 'cancel_loop'];
/** Sends a person out into the world (a resumed Loop orders its next run). */
const OPEN_WORLD = ['create_task', 'create_workflow', 'create_loop', 'resume_loop'];

describe('the 25 tool names of docs/mcp.md', () => {
  it('TOOL_NAMES is the spec list, in its order, without duplicates', () => {
    expect(TOOLS).toHaveLength(25);
    expect([...TOOL_NAMES]).toEqual(TOOLS.map((t) => t.name));
    expect(new Set(TOOL_NAMES).size).toBe(25);
  });

  it('the spec grouping', () => {
    const byGroup = (g: Group) => TOOLS.filter((t) => t.group === g).map((t) => t.name);
    expect(byGroup('Discover')).toEqual([
      'estimate_task',
      'list_zones',
      'check_availability',
      'search_operators',
      'list_workflow_products',
      'list_tasks',
      'get_operator',
      'list_campaigns',
    ]);
    expect(byGroup('Create')).toEqual(['create_task', 'create_workflow']);
    expect(byGroup('Verify')).toEqual([
      'get_task',
      'get_proof',
      'get_workflow',
      'approve_task',
      'reject_task',
      'cancel_task',
    ]);
    expect(byGroup('Money')).toEqual(['get_wallet', 'fund_wallet']);
    expect(byGroup('Automate')).toEqual([
      'estimate_loop',
      'list_loops',
      'get_loop',
      'create_loop',
      'pause_loop',
      'resume_loop',
      'cancel_loop',
    ]);
  });

  it('the served rows are exactly the tools of the operation table (all 25)', () => {
    expect(
      toolOperations()
        .map((op) => op.id)
        .sort(),
    ).toEqual([...SERVED].sort());
    expect(SERVED).toHaveLength(25);
  });
});

describe('tools/list over Streamable HTTP', () => {
  let svc: TestService;
  let client: Client;
  let tools: Tool[];
  const tool = (name: string) => tools.find((t) => t.name === name)!;

  beforeAll(async () => {
    svc = await startTestService();
    const org = await newOrg(svc.url);
    client = await httpClient(svc.url, org.key);
    tools = (await client.listTools()).tools;
  });
  afterAll(async () => {
    await client?.close();
    await svc?.close();
  });

  it('lists exactly the served tools and no other names', () => {
    expect(tools.map((t) => t.name).sort()).toEqual([...SERVED].sort());
    for (const t of tools) expect(TOOL_NAMES as readonly string[]).toContain(t.name);
  });

  it('every tool has a description naming its REST operation and its delegation flag', () => {
    for (const t of tools) {
      expect(t.description, t.name).toMatch(/\S{10,}/);
      expect(t.description, t.name).toMatch(/REST: (GET|POST) \/v1\//);
      const flag = TOOLS.find((x) => x.name === t.name)!.flag;
      if (flag) expect(t.description, t.name).toContain(flag);
    }
  });

  it('every inputSchema is an object whose properties all carry a description', () => {
    for (const t of tools) {
      expect(t.inputSchema.type, t.name).toBe('object');
      const props = (t.inputSchema.properties ?? {}) as Record<string, { description?: string }>;
      for (const [name, prop] of Object.entries(props)) {
        expect(
          typeof prop.description === 'string' && prop.description.length > 3,
          `${t.name}.${name} has no description`,
        ).toBe(true);
      }
      for (const required of (t.inputSchema.required ?? []) as string[])
        expect(Object.keys(props), t.name).toContain(required);
    }
  });

  it('every tool declares an outputSchema with data', () => {
    for (const t of tools) {
      expect(t.outputSchema, t.name).toBeDefined();
      expect(t.outputSchema!.type).toBe('object');
      expect(t.outputSchema!.required).toEqual(['data']);
      expect((t.outputSchema!.properties as Record<string, unknown>).data, t.name).toBeTypeOf(
        'object',
      );
    }
  });

  it(
    'annotations are honest: reads read-only and idempotent, keyed writes idempotent, approve, ' +
      'cancel and reject destructive, dispatch open-world',
    () => {
      expect([...READS, ...KEYED_WRITES].sort()).toEqual([...SERVED].sort());
      for (const name of READS) {
        expect(tool(name).annotations, name).toMatchObject({
          readOnlyHint: true,
          idempotentHint: true,
          destructiveHint: false,
        });
      }
      for (const name of KEYED_WRITES) {
        expect(tool(name).annotations, name).toMatchObject({
          readOnlyHint: false,
          idempotentHint: true,
          destructiveHint: DESTRUCTIVE.includes(name),
        });
      }
      for (const t of tools)
        expect(t.annotations?.openWorldHint, t.name).toBe(OPEN_WORLD.includes(t.name));
    },
  );

  it(
    'create_task and approve_task require idempotency_key; reject_task and cancel_task take it ' +
      'optionally',
    () => {
      for (const name of ['create_task', 'approve_task']) {
        expect(tool(name).inputSchema.required, name).toContain('idempotency_key');
        expect(tool(name).description).toContain('idempotency_key is required');
      }
      for (const name of ['reject_task', 'cancel_task']) {
        expect(Object.keys(tool(name).inputSchema.properties ?? {}), name).toContain(
          'idempotency_key',
        );
        expect(tool(name).inputSchema.required ?? [], name).not.toContain('idempotency_key');
        expect(tool(name).description).toMatch(/derived/);
      }
      for (const name of READS)
        expect(Object.keys(tool(name).inputSchema.properties ?? {}), name).not.toContain(
          'idempotency_key',
        );
    },
  );

  it('create_task asks for the create fields of the spec', () => {
    const input = tool('create_task').inputSchema;
    expect(input.required).toEqual(
      expect.arrayContaining([
        'type',
        'title',
        'instructions',
        'reward_major',
        'deadline',
        'idempotency_key',
      ]),
    );
    expect(Object.keys(input.properties ?? {})).toEqual(
      expect.arrayContaining(['proof_requirements', 'zone_ref']),
    );
  });
});
