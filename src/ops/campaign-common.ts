// What the campaign operations share: the id in the path, the caller's state, and the caller's
// campaign (in memory or archived), another org's being not_found.
import { z } from 'zod';
import { DomainError } from '../errors/problem.ts';
import { readCampaign } from '../runtime/reads.ts';
import { requireAgent, type OpContext } from './operation.ts';
import { Id } from './schemas.ts';

export const CampaignIdParam = z.object({ id: Id.describe('Campaign id (cmp_…)') });

export function callerState(ctx: OpContext) {
  const agent = requireAgent(ctx);
  const state = ctx.engine.stateOf(agent.orgId);
  return {
    agent,
    state,
    org: state.orgs.get(agent.orgId)!,
    record: state.agents.get(agent.agentId)!,
  };
}

/** The caller's campaign, in memory or archived once finished; another org's is not_found. */
export async function ownCampaign(ctx: OpContext, id: string) {
  const agent = requireAgent(ctx);
  const parts = await readCampaign(ctx.engine, id, agent.orgId);
  if (!parts) throw new DomainError('not_found', { resource: 'campaign' });
  return parts;
}
