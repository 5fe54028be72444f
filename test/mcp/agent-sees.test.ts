// Proves an agent can see over MCP: get_proof carries the proof photos as image content
// (re-encoded, at most 1024 px, no camera or GPS metadata) and each is a resource too; zones and
// pricing are resources; the templates are listed; a finished workflow's report reads as Markdown;
// the two prompts exist; and zone_ref, task type and product complete from the catalogues.
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Client } from '@modelcontextprotocol/client';
import {
  admin,
  call,
  newKey,
  newOrg,
  startTestService,
  taskBody,
  type TestOrg,
  type TestService,
} from '../support/http.ts';
import { httpClientOf } from '../support/mcp-clients.ts';

let svc: TestService;
let org: TestOrg;
let client: Client;

beforeAll(async () => {
  svc = await startTestService({ ERRAND_CLOCK: 'virtual' });
  org = await newOrg(svc.url, '1000000', 'test');
  client = await httpClientOf('2026-07-28', svc.url, org.key);
});
afterAll(async () => {
  await client?.close();
  await svc?.close();
});

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function provenTask(): Promise<string> {
  const created = await client.callTool({
    name: 'create_task',
    arguments: { ...taskBody(), idempotency_key: newKey() },
  });
  const id = (created.structuredContent as { data: { taskId: string } }).data.taskId;
  for (let i = 0; i < 80; i++) {
    const task = (await call(svc.url, 'GET', `/v1/tasks/${id}`, { key: org.key })).body.data;
    if (task.proof.has_proof) return id;
    await admin(svc.url, 'POST', '/internal/v1/clock/advance', { seconds: 3 });
    await pause(150);
  }
  throw new Error(`task ${id} never got its proof`);
}

async function expectCleanJpeg(base64: string): Promise<void> {
  const meta = await sharp(Buffer.from(base64, 'base64')).metadata();
  expect(meta.format).toBe('jpeg');
  expect(Math.max(meta.width ?? 0, meta.height ?? 0)).toBeLessThanOrEqual(1024);
  expect(meta.exif).toBeUndefined();
}

describe('proof photos', () => {
  it(
    'get_proof shows the photos as image content, ' + 'without metadata, and each is a resource',
    async () => {
      const id = await provenTask();
      const result = await client.callTool({ name: 'get_proof', arguments: { id } });
      const data = (result.structuredContent as { data: { evidence: { media_sha256: string[] } } })
        .data;
      expect(data.evidence.media_sha256.length).toBeGreaterThan(0);
      const images = (
        result.content as Array<{ type: string; data?: string; mimeType?: string }>
      ).filter((c) => c.type === 'image');
      expect(images).toHaveLength(Math.min(4, data.evidence.media_sha256.length));
      for (const image of images) {
        expect(image.mimeType).toBe('image/jpeg');
        await expectCleanJpeg(image.data!);
      }
      const { contents } = await client.readResource({ uri: `errand://tasks/${id}/proof/1` });
      expect(contents[0]).toMatchObject({ mimeType: 'image/jpeg' });
      await expectCleanJpeg((contents[0] as { blob: string }).blob);
      await expect(client.readResource({ uri: `errand://tasks/${id}/proof/99` })).rejects.toThrow();
    },
  );
});

describe('workflow report', () => {
  it("a finished workflow's report reads as Markdown; an unfinished one is refused", async () => {
    const deadline = new Date(svc.services.clock.now() + 7 * 86_400_000).toISOString();
    const inputs = { business_name: 'Mama Put Kitchen', address: '12 Allen Avenue, Ikeja' };
    const args = {
      product: 'business_address_verification',
      zone_ref: 'ng.lagos.ikeja',
      inputs,
      deadline,
      idempotency_key: newKey(),
    };
    await admin(svc.url, 'PUT', `/internal/v1/orgs/${org.orgId}/flags`, {
      'flags.workflows.business_address_verification': true,
    });
    const ordered = await client.callTool({ name: 'create_workflow', arguments: args });
    expect(ordered.isError, JSON.stringify(ordered.content)).toBeFalsy();
    const id = (ordered.structuredContent as { data: { workflowId: string } }).data.workflowId;
    const uri = `errand://workflows/${id}/report`;
    await expect(client.readResource({ uri })).rejects.toThrow();
    for (let i = 0; i < 120; i++) {
      const wf = (await call(svc.url, 'GET', `/v1/workflows/${id}`, { key: org.key })).body.data;
      if (wf.state === 'completed' || wf.state === 'failed') break;
      await admin(svc.url, 'POST', '/internal/v1/clock/advance', { seconds: 3 });
      await pause(150);
    }
    const { contents } = await client.readResource({ uri });
    expect(contents[0]).toMatchObject({ uri, mimeType: 'text/markdown' });
    expect((contents[0] as { text: string }).text).toContain('Mama Put Kitchen');
  });
});

describe('resources, prompts and completion', () => {
  it('lists the templates and the fixed resources; zones and pricing read as JSON', async () => {
    const { resourceTemplates } = await client.listResourceTemplates();
    expect(resourceTemplates.map((t) => t.uriTemplate).sort()).toEqual([
      'errand://campaigns/{id}',
      'errand://loops/{id}',
      'errand://tasks/{id}',
      'errand://tasks/{id}/proof/{n}',
      'errand://workflows/{id}',
      'errand://workflows/{id}/report',
    ]);
    const { resources } = await client.listResources();
    expect(resources.map((r) => r.uri).sort()).toEqual(['errand://pricing', 'errand://zones']);
    const zones = JSON.parse(
      ((await client.readResource({ uri: 'errand://zones' })).contents[0] as { text: string }).text,
    );
    expect(JSON.stringify(zones)).toContain('ng.lagos.ikeja');
    const pricing = JSON.parse(
      ((await client.readResource({ uri: 'errand://pricing' })).contents[0] as { text: string })
        .text,
    );
    expect(JSON.stringify(pricing)).toContain('field_verification');
    await expect(client.readResource({ uri: 'errand://tasks/task_nope' })).rejects.toThrow();
    await expect(client.readResource({ uri: 'https://example.com/x' })).rejects.toThrow();
  });

  it('offers the field-check and workflow prompts', async () => {
    const { prompts } = await client.listPrompts();
    expect(prompts.map((p) => p.name).sort()).toEqual(['order_workflow', 'post_field_check']);
    const got = await client.getPrompt({
      name: 'post_field_check',
      arguments: { zone_ref: 'ng.lagos.ikeja', address: '12 Allen Avenue' },
    });
    const text = (got.messages[0]!.content as { text: string }).text;
    expect(text).toContain('ng.lagos.ikeja');
    expect(text).toContain('create_task');
  });

  it('completes zone_ref, task type and product', async () => {
    const ref = { type: 'ref/prompt' as const, name: 'post_field_check' };
    const zones = await client.complete({
      ref,
      argument: { name: 'zone_ref', value: 'ng.lagos.ik' },
    });
    expect(zones.completion.values).toEqual(['ng.lagos.ikeja']);
    const types = await client.complete({ ref, argument: { name: 'type', value: 'field' } });
    expect(types.completion.values).toContain('field_verification');
    const products = await client.complete({
      ref: { type: 'ref/prompt', name: 'order_workflow' },
      argument: { name: 'product', value: 'business' },
    });
    expect(products.completion.values).toContain('business_address_verification');
  });
});
