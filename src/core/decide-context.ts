// What every decider shares: the context a command is decided in (time, ids, config, the
// archive), the decision it comes to, and the lookups that refuse with not_found. Apart from
// decide.ts so that decide-loops, decide-workflows and decide-campaigns, which decide.ts calls,
// need nothing from it: the types sit below both sides.
import { DomainError } from '../errors/problem.ts';
import type { ZoneStatus } from '../domain/zones.ts';
import type { DomainEvent, IdempotencyWrite, PostingMemo, Transfer } from './events.ts';
import type {
  Agent,
  Campaign,
  IdempotencyRecord,
  Loop,
  Org,
  ShardState,
  Task,
  Workflow,
} from './state.ts';

export interface DecideContext {
  readonly atMs: number;
  readonly feeBps: bigint;
  /** Zone settings live in the system shard; read-only here. */
  readonly zoneOverrides: ReadonlyMap<string, ZoneStatus>;
  mint(prefix: string): string;
  /** Settled history that left memory (absent: nothing is archived, as in unit tests). */
  readonly archived?: ArchiveLookup;
}

/**
 * Finds what left memory. Synchronous, so decide stays pure: what is not at hand throws
 * ArchiveMiss, the shard fetches those keys from the archive and decides the command again.
 */
export interface ArchiveLookup {
  task(id: string): Task | undefined;
  idem(scope: string): IdempotencyRecord | undefined;
  loop(id: string): Loop | undefined;
  workflow(id: string): Workflow | undefined;
  campaign(id: string): Campaign | undefined;
}

export type Decision =
  | {
      readonly kind: 'commit';
      readonly events: DomainEvent[];
      readonly result: unknown;
      readonly idem?: IdempotencyWrite;
    }
  | { readonly kind: 'reply'; readonly result: unknown };

export function commit(events: DomainEvent[], result: unknown): Decision {
  return { kind: 'commit', events, result };
}

export function orgOf(state: ShardState, orgId: string): Org {
  const org = state.orgs.get(orgId);
  if (!org) throw new DomainError('not_found', { resource: 'org' });
  return org;
}

export function agentOf(state: ShardState, orgId: string, agentId: string): Agent {
  const agent = state.agents.get(agentId);
  if (!agent || agent.orgId !== orgId) throw new DomainError('not_found', { resource: 'agent' });
  return agent;
}

export function posted(ctx: DecideContext, memo: PostingMemo, transfers: Transfer[]): DomainEvent {
  return { type: 'Posted', entryId: ctx.mint('le'), memo, transfers };
}
