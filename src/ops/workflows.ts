// Workflow orders over REST and MCP: create (one escrow lock for the whole product), read
// (stages and completion, no Operator identities) and the verified report in four formats.
import { z } from 'zod';
import { DomainError } from '../errors/problem.ts';
import { readWorkflow, type WorkflowRead } from '../runtime/reads.ts';
import { workflowView } from '../projections/workflow-view.ts';
import {
  buildReport,
  renderHtml,
  renderMarkdown,
  REPORT_FORMATS,
} from '../projections/workflow-report.ts';
import { defineOp, requireAgent, type OpContext } from './operation.ts';
import { Id, IsoTime, MinorString } from './schemas.ts';
import { CreateWorkflowBody } from './workflow-schemas.ts';

const REPORT_ISSUER = 'errand';

const Stage = z.object({
  index: z.number().int(),
  type: z.string(),
  title: z.string(),
  status: z.enum(['pending', 'active', 'completed', 'failed']),
  task_id: z.string().nullable(),
  task_state: z.string().nullable(),
  reward_minor: MinorString,
});

const WorkflowOut = z.object({
  id: z.string(),
  workflowId: z.string(),
  product: z.string(),
  title: z.string(),
  state: z.enum(['ordered', 'running', 'completed', 'failed']),
  zone_ref: z.string(),
  currency: z.string(),
  price_minor: MinorString,
  deadline: IsoTime,
  escrow: z.object({ state: z.string(), amount_minor: MinorString }),
  stages: z.array(Stage),
  completion: z.object({ completed_steps: z.number().int(), total_steps: z.number().int() }),
  created_at: IsoTime,
  updated_at: IsoTime,
  finished_at: IsoTime.nullable(),
});

async function ownWorkflow(ctx: OpContext, id: string): Promise<WorkflowRead> {
  const agent = requireAgent(ctx);
  const read = await readWorkflow(ctx.engine, id, agent.orgId);
  if (!read || read.workflow.orgId !== agent.orgId)
    throw new DomainError('not_found', { resource: 'workflow' });
  return read;
}

const createWorkflow = defineOp({
  id: 'create_workflow',
  method: 'POST',
  path: '/v1/workflows',
  surface: 'public',
  summary: 'Order a workflow product: one escrow lock for the whole price',
  description:
    'Runs governance (kill switch, delegation can_order_workflows, the product flag, zone, ' +
    'safety filter over every step, spend caps on the whole price) and, if the wallet covers ' +
    'the price, creates the workflow in state ordered with one escrow lock. Its steps then ' +
    'run one after another as tasks; each verified step releases its part; a step that cannot ' +
    'complete fails the workflow and refunds the unreleased remainder.',
  input: CreateWorkflowBody,
  output: z.object({
    workflowId: z.string(),
    state: z.literal('ordered'),
    totalChargedMinor: MinorString,
  }),
  flag: 'can_order_workflows',
  idempotency: 'required',
  successStatus: 201,
  readOnly: false,
  tool: { idempotent: true, openWorld: true },
  async handler(ctx, input) {
    const agent = requireAgent(ctx);
    return await ctx.engine.execute({
      type: 'CreateWorkflow',
      orgId: agent.orgId,
      agentId: agent.agentId,
      input,
      ...(ctx.idem ? { idem: ctx.idem } : {}),
    });
  },
});

const getWorkflow = defineOp({
  id: 'get_workflow',
  method: 'GET',
  path: '/v1/workflows/:id',
  surface: 'public',
  summary: 'A workflow: state, stages and completion',
  description:
    "Per-step progress (pending, active, completed, failed) with each step's task id and " +
    "state, the escrow lock's state and what it holds. Never an Operator's identity. Another " +
    "org's workflow answers not_found.",
  input: z.object({ id: Id.describe('Workflow id') }),
  output: WorkflowOut,
  idempotency: 'none',
  readOnly: true,
  tool: {},
  async handler(ctx, input) {
    return workflowView(await ownWorkflow(ctx, input.id));
  },
});

const Attestation = z.object({
  format: z.literal('attestation'),
  alg: z.literal('EdDSA'),
  kid: z.string(),
  jws: z.string().describe('Compact JWS whose payload is the JSON report'),
  jwks_url: z.string(),
});
const Rendered = z.object({
  format: z.enum(['markdown', 'html']),
  content_type: z.string(),
  content: z.string(),
});

const getWorkflowReport = defineOp({
  id: 'get_workflow_report',
  method: 'GET',
  path: '/v1/workflows/:id/report',
  surface: 'public',
  summary: 'The verified report of a finished workflow',
  description:
    'Once the workflow is completed or failed (before: invalid_state). format=json (default) ' +
    'answers {data: report}; markdown and html answer the rendered report as text/markdown or ' +
    'text/html; attestation answers {data: {jws, kid, ...}}, a compact JWS (EdDSA, Ed25519) ' +
    'over the JSON report, verifiable with the keys at GET /v1/jwks.json.',
  input: z.object({
    id: Id.describe('Workflow id'),
    format: z
      .enum(REPORT_FORMATS)
      .default('json')
      .describe('json (default), markdown, html or attestation'),
  }),
  output: z.union([z.record(z.string(), z.unknown()), Attestation, Rendered]),
  idempotency: 'none',
  readOnly: true,
  async handler(ctx, input) {
    const read = await ownWorkflow(ctx, input.id);
    const wf = read.workflow;
    if (wf.state !== 'completed' && wf.state !== 'failed')
      throw new DomainError('invalid_state', { state: wf.state, action: 'report' });
    const report = buildReport(read, REPORT_ISSUER);
    if (input.format === 'markdown')
      return {
        format: 'markdown' as const,
        content_type: 'text/markdown; charset=utf-8',
        content: renderMarkdown(report),
      };
    if (input.format === 'html')
      return {
        format: 'html' as const,
        content_type: 'text/html; charset=utf-8',
        content: renderHtml(report),
      };
    if (input.format === 'attestation') {
      const keys = ctx.services.signingKeys;
      if (!keys) throw new DomainError('unavailable', { reason: 'no_signing_keys' });
      const { jws, kid } = await keys.sign(JSON.stringify(report));
      return {
        format: 'attestation' as const,
        alg: 'EdDSA' as const,
        kid,
        jws,
        jwks_url: '/v1/jwks.json',
      };
    }
    return report as unknown as Record<string, unknown>;
  },
  raw: (result) =>
    'content_type' in result && typeof result.content === 'string'
      ? { contentType: String(result.content_type), body: result.content }
      : undefined,
});

export const WORKFLOW_OPS = [createWorkflow, getWorkflow, getWorkflowReport];
