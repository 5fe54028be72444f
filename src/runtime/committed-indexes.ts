// What the engine keeps beside the shards' state to find things by something other than their
// shard: agents by key hash and org, Operators by token hash and photo, tasks by Operator and by
// Pass token, and the zone overrides commands are priced against. Built from the state at open,
// then kept from committed records only (never from records still on their way to disk), so
// replay rebuilds it and it never points at anything that is not durable.
import { OPERATORS_ROUTING_KEY } from '../core/commands.ts';
import type { CommandRecord } from '../core/events.ts';
import type { Agent, Evicted, Operator, ShardState, Task } from '../core/state.ts';
import type { ZoneStatus } from '../domain/zones.ts';

export interface IndexedStates {
  stateOf(routingKey: string): ShardState;
  /** A task in memory or on its way to the archive. */
  findTask(taskId: string): Task | undefined;
  now(): number;
}

export class CommittedIndexes {
  private readonly agentOrg = new Map<string, string>();
  /** sha256(api key) → its agent and key id. */
  private readonly keyByHash = new Map<string, { agentId: string; keyId: string }>();
  private readonly keyHashesOfAgent = new Map<string, string[]>();
  /** Key id → when it last authenticated: kept in memory only (docs/console.md). */
  private readonly keyLastUsed = new Map<string, number>();
  /** Operator → ids of tasks ever offered to it; pass token → task. */
  private readonly tasksOfOperator = new Map<string, Set<string>>();
  private readonly taskOfPassToken = new Map<string, string>();
  /** sha256(operator token) → operator id. */
  private readonly operatorByTokenHash = new Map<string, string>();
  /** Current photo id → operator id (and back, to drop a replaced id). */
  private readonly operatorByPhotoId = new Map<string, string>();
  private readonly photoIdOfOperator = new Map<string, string>();
  /** The system shard's zone overrides as of its last durable record (its state's may be ahead). */
  readonly zoneOverrides = new Map<string, ZoneStatus>();

  constructor(private readonly states: IndexedStates) {}

  /** A shard's state as opened (snapshot and replayed tail: all durable). */
  addState(state: ShardState): void {
    for (const op of state.operators.values()) {
      this.operatorByTokenHash.set(op.tokenHash, op.id);
      if (op.photo) this.indexPhoto(op.id, op.photo.id);
    }
    for (const t of state.tasks.values()) {
      for (const op of [t.operatorId, ...t.declinedOperators]) if (op) this.indexOffer(op, t.id);
      if (t.pass) this.taskOfPassToken.set(t.pass.token, t.id);
    }
    for (const agent of state.agents.values()) {
      this.agentOrg.set(agent.id, agent.orgId);
      this.indexKeys(agent);
    }
    for (const [zone, status] of state.zoneOverrides) this.zoneOverrides.set(zone, status);
  }

  committed(record: CommandRecord): void {
    for (const e of record.events) {
      if (e.type === 'AgentCreated') this.agentOrg.set(e.agentId, e.orgId);
      if (e.type === 'OperatorRegistered')
        this.operatorByTokenHash.set(e.operator.tokenHash, e.operator.id);
      if (e.type === 'OperatorPhotoSet') this.indexPhoto(e.operatorId, e.photoId);
      if (e.type === 'TaskMoved' && e.event === 'MATCH' && e.operatorId)
        this.indexOffer(e.operatorId, e.taskId);
      if (e.type === 'PassIssued') this.taskOfPassToken.set(e.token, e.taskId);
      if (e.type === 'ZoneStatusSet') this.zoneOverrides.set(e.zoneRef, e.status);
      if (e.type === 'AgentKeySet' || e.type === 'AgentKeyAdded' || e.type === 'AgentKeyRevoked') {
        const agent = this.states.stateOf(this.agentOrg.get(e.agentId)!).agents.get(e.agentId);
        if (agent) this.indexKeys(agent);
      }
    }
  }

  /** Settled history left memory for good: its ids leave the indexes that point into memory. */
  evicted(evicted: readonly Evicted[]): void {
    for (const e of evicted) {
      const tasks = e.kind === 'task' ? [e.task] : e.kind === 'workflow' ? e.tasks : [];
      for (const t of tasks) {
        if (t.pass) this.taskOfPassToken.delete(t.pass.token);
        for (const op of [t.operatorId, ...t.declinedOperators]) {
          if (!op) continue;
          const set = this.tasksOfOperator.get(op);
          set?.delete(t.id);
          if (set?.size === 0) this.tasksOfOperator.delete(op);
        }
      }
    }
  }

  orgOfAgent(agentId: string): string | undefined {
    return this.agentOrg.get(agentId);
  }

  /**
   * Open tasks offered to an Operator, now or before (the caller checks each task's current state).
   */
  offeredTo(operatorId: string): Task[] {
    const out: Task[] = [];
    for (const id of this.tasksOfOperator.get(operatorId) ?? []) {
      const task = this.states.findTask(id);
      if (task) out.push(task);
    }
    return out;
  }

  /** The open task a Pass token belongs to (settled tasks: readTaskForPass). */
  openTaskForPassToken(token: string): Task | undefined {
    const id = this.taskOfPassToken.get(token);
    return id === undefined ? undefined : this.states.findTask(id);
  }

  operatorForTokenHash(tokenHash: string): string | undefined {
    return this.operatorByTokenHash.get(tokenHash);
  }

  /** The Operator whose current photo has this id (a replaced photo's id finds nobody). */
  operatorForPhotoId(photoId: string): Operator | undefined {
    const id = this.operatorByPhotoId.get(photoId);
    const operator =
      id === undefined ? undefined : this.states.stateOf(OPERATORS_ROUTING_KEY).operators.get(id);
    return operator?.photo?.id === photoId ? operator : undefined;
  }

  /**
   * The agent a key hash belongs to, if the key works now: revoked keys are gone from the index,
   * and a key rolled with a grace period stops at its expiry (on the service clock, so the test
   * clock moves it too). Notes the key's last use.
   */
  agentForKeyHash(keyHash: string): string | undefined {
    const found = this.keyByHash.get(keyHash);
    if (!found) return undefined;
    const key = this.states
      .stateOf(this.agentOrg.get(found.agentId)!)
      .agents.get(found.agentId)
      ?.keys.find((k) => k.id === found.keyId);
    const now = this.states.now();
    if (!key || (key.expiresAtMs !== null && now >= key.expiresAtMs)) return undefined;
    this.keyLastUsed.set(key.id, now);
    return found.agentId;
  }

  /** When a key last authenticated since this process started (undefined: not since). */
  keyLastUsedAt(keyId: string): number | undefined {
    return this.keyLastUsed.get(keyId);
  }

  private indexOffer(operatorId: string, taskId: string): void {
    const set = this.tasksOfOperator.get(operatorId);
    if (set) set.add(taskId);
    else this.tasksOfOperator.set(operatorId, new Set([taskId]));
  }

  private indexPhoto(operatorId: string, photoId: string): void {
    const old = this.photoIdOfOperator.get(operatorId);
    if (old !== undefined) this.operatorByPhotoId.delete(old);
    this.photoIdOfOperator.set(operatorId, photoId);
    this.operatorByPhotoId.set(photoId, operatorId);
  }

  private indexKeys(agent: Agent): void {
    for (const hash of this.keyHashesOfAgent.get(agent.id) ?? []) this.keyByHash.delete(hash);
    for (const key of agent.keys)
      this.keyByHash.set(key.hash, { agentId: agent.id, keyId: key.id });
    this.keyHashesOfAgent.set(
      agent.id,
      agent.keys.map((k) => k.hash),
    );
  }
}
