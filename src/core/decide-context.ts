// What every decider shares: the context a command is decided in (time, ids, config, the
// archive), the decision it comes to, and the lookups that refuse with not_found. Apart from
// decide.ts so that decide-loops, decide-workflows and decide-campaigns, which decide.ts calls,
// need nothing from it: the types sit below both sides.
import { DomainError } from '../errors/problem.ts';
import type { ZoneStatus } from '../domain/zones.ts';
import type { CommandType } from './commands.ts';
import type { CommandOf, CommandResults } from './results.ts';
import type { DomainEvent, PostingMemo, Transfer } from './events.ts';
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

/** The Idempotency-Key a decision is stored under; its answer is added once it is known. */
interface IdempotencyScope {
  readonly scope: string;
  readonly fingerprint: string;
}

/**
 * What a command comes to: records to write and its answer, or an answer without a write (an
 * idempotent retry, a repeated deposit). A write answers either with a value known when decided
 * or with `read`, which reads the answer from the state apply produced from the records (a task
 * move answers with the task as GET shows it), never from a second fold beside apply.
 */
export type Decision<R = unknown> = Commit<R> | { readonly kind: 'reply'; readonly result: R };

export type Commit<R = unknown> = ValueCommit<R> | ReadCommit<R>;

interface CommitBase {
  readonly kind: 'commit';
  readonly events: DomainEvent[];
  readonly idem?: IdempotencyScope;
}

/** A write whose answer is known when it is decided. */
export interface ValueCommit<R> extends CommitBase {
  readonly result: R;
  readonly read?: undefined;
}

/** A write whose answer is read from the state its records produce. */
export interface ReadCommit<R> extends CommitBase {
  readonly read: (applied: ShardState) => R;
  readonly result?: undefined;
}

/** The decider of one command type: its answer is the one results.ts gives that type. */
export type Decider<K extends CommandType> = (
  state: ShardState,
  cmd: CommandOf<K>,
  ctx: DecideContext,
) => Decision<CommandResults[K]>;

export function commit<R>(events: DomainEvent[], result: R): ValueCommit<R> {
  return { kind: 'commit', events, result };
}

/** A write whose answer is read from the state once its records are applied. */
export function commitRead<R>(
  events: DomainEvent[],
  read: (applied: ShardState) => R,
): ReadCommit<R> {
  return { kind: 'commit', events, read };
}

export function reply<R>(result: R): Decision<R> {
  return { kind: 'reply', result };
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
