// Campaigns in the console: the list with progress; a CSV upload with the template's fields that
// first shows the estimate (cost, refused rows by number, governance verdict) and then creates
// the campaign as the chosen agent; a campaign's page with its progress (htmx polling), pause /
// resume / cancel, its rows, and the results CSV served under the session. Every change runs
// through the operation layer as the campaign's agent: the same validation, flag and errors as
// REST.
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { operation } from '../../ops/registry.ts';
import { invoke } from '../../ops/invoke.ts';
import { mintId } from '../../runtime/ids.ts';
import { DomainError } from '../../errors/problem.ts';
import type { MultipartSpec } from '../../ops/multipart-spec.ts';
import { CAMPAIGN_UPLOAD } from '../../ops/campaign-input.ts';
import { CAMPAIGNS_FLAG } from '../../core/decide-campaigns.ts';
import type { Campaign } from '../../core/state.ts';
import { listAllCampaigns, readCampaign } from '../../runtime/reads.ts';
import { formatMinor } from '../../views/format.ts';
import { requireRole } from '../../accounts/session.ts';
import { redirect, type Kit } from '../kit.ts';

/** The console's upload form: the template as separate fields, the CSV file as rows. */
const CONSOLE_UPLOAD: MultipartSpec = { ...CAMPAIGN_UPLOAD, json: [] };
const UPLOAD_LIMIT_BYTES = 8 * 1024 * 1024;
const DRAFT_TTL_MS = 30 * 60_000;
/**
 * Uploads kept between the estimate and the create, oldest dropped first (each up to 8 MiB of CSV).
 */
const DRAFTS_MAX = 50;
const DRAFT_CHARS_MAX = 32 * 1024 * 1024;
const ACTIONS: Record<string, string> = {
  pause: 'pause_campaign',
  resume: 'resume_campaign',
  cancel: 'cancel_campaign',
};
const ID = /^[\w-]{1,100}$/;

interface Draft {
  userId: string;
  orgId: string;
  agentId: string;
  body: Record<string, unknown>;
  idem: string;
  expiresAtMs: number;
}

type Form = Record<string, unknown>;
const text = (form: Form, name: string): string =>
  typeof form[name] === 'string' ? (form[name] as string) : '';

/**
 * The template as the form gives it (numbers and lists from text); the operation's schema judges
 * it.
 */
function templateOf(form: Form): Record<string, unknown> {
  const proofs = text(form, 'proof_requirements')
    .split(/[\s,]+/)
    .filter(Boolean);
  const hours = Number(text(form, 'deadline_after_hours'));
  // Operators per task: given only when more than one (docs/campaigns.md, "Several Operators").
  const slots = text(form, 'slots').trim();
  const operators = slots === '' || slots === '1' ? {} : { slots: Number(slots) || slots };
  return {
    type: text(form, 'type').trim(),
    title: text(form, 'title'),
    instructions: text(form, 'instructions'),
    reward_major: text(form, 'reward_major').trim(),
    deadline_after_hours:
      Number.isFinite(hours) && text(form, 'deadline_after_hours').trim() !== ''
        ? hours
        : text(form, 'deadline_after_hours'),
    ...(proofs.length ? { proof_requirements: proofs } : {}),
    ...operators,
  };
}

export function campaignRoutes(app: FastifyInstance, kit: Kit): void {
  const { engine } = kit.deps;
  const drafts = new Map<string, Draft>();

  const agentsOf = (orgId: string) =>
    [...engine.stateOf(orgId).agents.values()]
      .filter((a) => a.orgId === orgId)
      .map((a) => ({ id: a.id, name: a.name, frozen: a.frozen }));
  // Finished campaigns may have left memory for the archive: looked up wherever they are.
  const campaignOf = async (orgId: string, id: string): Promise<Campaign | undefined> =>
    ID.test(id) ? (await readCampaign(engine, id, orgId))?.campaign : undefined;
  const asAgent = (c: Campaign) => ({ agentId: c.agentId, orgId: c.orgId });
  const viewOf = async (req: FastifyRequest, c: Campaign) => {
    const v = await operation('get_campaign').handler(kit.ctx(req, asAgent(c)), { id: c.id });
    type Sum = 'budget_minor' | 'spent_minor' | 'refunded_minor' | 'remaining_minor';
    const minor = (k: Sum) => formatMinor(BigInt(v.progress[k]));
    return {
      ...v,
      budget: minor('budget_minor'),
      spent: minor('spent_minor'),
      refunded: minor('refunded_minor'),
      remaining: minor('remaining_minor'),
      polling:
        (v.status === 'active' || v.status === 'paused') &&
        v.progress.rows_ended !== v.progress.rows_total,
    };
  };
  const notFound = (req: FastifyRequest, reply: FastifyReply) =>
    kit.page(req, reply, 'message.eta', { title: 'No such campaign', text: '' }, 404);

  app.get('/campaigns', async (req, reply) => {
    const signed = requireRole(await kit.who(req), 'viewer');
    const id = (req.query as { id?: string }).id;
    if (id && (await campaignOf(signed.user.orgId!, id)))
      return redirect(reply, `/console/campaigns/${id}`);
    const campaigns = (await listAllCampaigns(engine, signed.user.orgId!))
      .map((p) => p.campaign)
      .reverse();
    const views = [];
    for (const c of campaigns) views.push(await viewOf(req, c));
    const enabled =
      engine.stateOf(signed.user.orgId!).orgs.get(signed.user.orgId!)?.flags.get(CAMPAIGNS_FLAG) ===
      true;
    return kit.page(req, reply, 'campaigns.eta', {
      campaigns: views,
      agents: agentsOf(signed.user.orgId!),
      form: {},
      missing: id ? id : '',
      enabled,
    });
  });

  // Step 1: the upload, judged as estimate_campaign judges it. Nothing changes.
  app.post(
    '/campaigns/estimate',
    { bodyLimit: UPLOAD_LIMIT_BYTES, config: { multipart: CONSOLE_UPLOAD } },
    async (req, reply) => {
      const signed = requireRole(await kit.who(req), 'developer');
      const orgId = signed.user.orgId!;
      const form = (req.body ?? {}) as Form;
      const agents = agentsOf(orgId);
      const agent = agents.find((a) => a.id === text(form, 'agent_id'));
      const shown = {
        agent_id: text(form, 'agent_id'),
        name: text(form, 'name'),
        type: text(form, 'type'),
        title: text(form, 'title'),
        instructions: text(form, 'instructions'),
        reward_major: text(form, 'reward_major'),
        deadline_after_hours: text(form, 'deadline_after_hours'),
        proof_requirements: text(form, 'proof_requirements'),
      };
      const page = (data: Record<string, unknown>, status = 200) =>
        kit.page(
          req,
          reply,
          'campaign-new.eta',
          { agents, form: shown, estimate: null, refused: [], problems: [], draft: null, ...data },
          status,
        );
      if (!agent) return page({ problems: ['Choose the agent the campaign is created as.'] }, 400);
      if (typeof form.rows_csv !== 'string')
        return page({ problems: ['Choose a CSV file of rows.'] }, 400);
      const body = {
        name: text(form, 'name').trim() || (typeof form.name === 'string' ? form.name : 'Campaign'),
        template: templateOf(form),
        rows_csv: form.rows_csv,
      };
      shown.name = body.name;
      const estimateOp = operation('estimate_campaign');
      let estimate: z.output<typeof estimateOp.output>;
      try {
        estimate = await estimateOp.handler(
          kit.ctx(req, { agentId: agent.id, orgId }),
          estimateOp.input.parse(body),
        );
      } catch (error) {
        const detail =
          error instanceof DomainError
            ? (error.detail as
                | {
                    rows?: Array<{ row: number; code: string; message: string }>;
                    errors?: Array<{ path: string; message: string }>;
                  }
                | undefined)
            : undefined;
        if (detail?.rows) return page({ refused: detail.rows }, 400);
        const issues = (error as { issues?: Array<{ path: PropertyKey[]; message: string }> })
          .issues;
        if (issues)
          return page(
            { problems: issues.map((i) => `${i.path.map(String).join('.')}: ${i.message}`) },
            400,
          );
        if (detail?.errors)
          return page(
            { problems: detail.errors.map((e) => `${e.path ? `${e.path}: ` : ''}${e.message}`) },
            400,
          );
        throw error;
      }
      let draft: string | null = null;
      if (estimate.governance.allowed) {
        const now = Date.now();
        let chars = body.rows_csv.length;
        for (const d of drafts.values()) chars += (d.body.rows_csv as string).length;
        for (const [k, d] of drafts) {
          if (d.expiresAtMs >= now && drafts.size < DRAFTS_MAX && chars <= DRAFT_CHARS_MAX)
            continue;
          drafts.delete(k);
          chars -= (d.body.rows_csv as string).length;
        }
        draft = randomBytes(18).toString('base64url');
        drafts.set(draft, {
          userId: signed.user.id,
          orgId,
          agentId: agent.id,
          body,
          idem: mintId('con'),
          expiresAtMs: now + DRAFT_TTL_MS,
        });
      }
      const g = estimate.governance;
      return page(
        {
          estimate: {
            ...estimate,
            budget: formatMinor(BigInt(estimate.budget_minor)),
            cap:
              g.remaining_daily_cap_minor === null
                ? null
                : formatMinor(BigInt(g.remaining_daily_cap_minor)),
          },
          refused: estimate.rows_refused,
          draft,
        },
        estimate.rows_refused.length ? 400 : 200,
      );
    },
  );

  // Step 2: create what was estimated, with the key minted then (a double submit creates once).
  app.post('/campaigns/create', async (req, reply) => {
    const signed = requireRole(await kit.who(req), 'developer');
    const draft = drafts.get(text((req.body ?? {}) as Form, 'draft'));
    if (
      !draft ||
      draft.userId !== signed.user.id ||
      draft.orgId !== signed.user.orgId ||
      draft.expiresAtMs < Date.now()
    ) {
      return kit.page(
        req,
        reply,
        'message.eta',
        { title: 'This upload has expired', text: 'Upload the CSV again to see a fresh estimate.' },
        410,
      );
    }
    const created = await invoke(
      operation('create_campaign'),
      kit.ctx(req, { agentId: draft.agentId, orgId: draft.orgId }),
      draft.body,
      draft.idem,
    );
    await kit.audit(req, {
      action: 'campaign.create',
      target: created.campaignId,
      orgId: draft.orgId,
      detail: { agent_id: draft.agentId, rows: String(created.rows) },
    });
    return redirect(reply, `/console/campaigns/${created.campaignId}?done=campaign_created`);
  });

  app.get('/campaigns/:id', async (req, reply) => {
    const signed = requireRole(await kit.who(req), 'viewer');
    const c = await campaignOf(signed.user.orgId!, (req.params as { id: string }).id);
    if (!c) return notFound(req, reply);
    const json = await operation('get_campaign_results').handler(kit.ctx(req, asAgent(c)), {
      id: c.id,
      format: 'json',
    });
    const results = 'rows' in json ? json.rows.slice(0, 500) : [];
    return kit.page(req, reply, 'campaign.eta', {
      c: await viewOf(req, c),
      results,
      idem: mintId('con'),
    });
  });

  // The progress block alone, for htmx's polling of the campaign page.
  app.get('/campaigns/:id/progress', async (req, reply) => {
    const signed = requireRole(await kit.who(req), 'viewer');
    const c = await campaignOf(signed.user.orgId!, (req.params as { id: string }).id);
    if (!c) return notFound(req, reply);
    return reply
      .header('cache-control', 'no-store')
      .view('partials/campaign-progress.eta', { c: await viewOf(req, c) });
  });

  app.get('/campaigns/:id/results.csv', async (req, reply) => {
    const signed = requireRole(await kit.who(req), 'viewer');
    const c = await campaignOf(signed.user.orgId!, (req.params as { id: string }).id);
    if (!c) return notFound(req, reply);
    const csv = await operation('get_campaign_results').handler(kit.ctx(req, asAgent(c)), {
      id: c.id,
      format: 'csv',
    });
    // format csv answers the csv shape (ops/campaign-results.ts); the union is narrowed here.
    if (!('content' in csv)) throw new Error('get_campaign_results: csv expected');
    return reply
      .header('cache-control', 'no-store')
      .header('content-disposition', `attachment; filename="${c.id}-results.csv"`)
      .type(csv.content_type)
      .send(csv.content);
  });

  app.post('/campaigns/:id/:action', async (req, reply) => {
    const signed = requireRole(await kit.who(req), 'developer');
    const { id, action } = req.params as { id: string; action: string };
    const c = await campaignOf(signed.user.orgId!, id);
    const opId = ACTIONS[action];
    if (!c || !opId) return notFound(req, reply);
    const form = (req.body ?? {}) as Form;
    if (action === 'cancel' && text(form, 'confirm') !== 'on') {
      return kit.page(
        req,
        reply,
        'message.eta',
        { title: 'Not cancelled', text: 'Tick the confirmation box to cancel the campaign.' },
        400,
      );
    }
    const idem = /^[\w-]{1,100}$/.test(text(form, 'idem'))
      ? `${text(form, 'idem')}-${action}`
      : mintId('con');
    await kit.run(
      req,
      operation(opId),
      { id },
      { action: `campaign.${action}`, target: id, orgId: c.orgId },
      { agent: asAgent(c), idempotencyKey: idem },
    );
    return redirect(reply, `/console/campaigns/${id}?done=saved`);
  });
}
