// create_task's command, built in one place: the operation's handler (tasks.ts) and an engine
// thread taking the whole create (src/engine-thread/thread-door.ts, docs/threads.md) build it
// alike, so the record and the idempotency fingerprint it carries cannot drift apart.
import type { Command, CreateTaskInput, IdempotencyInput } from '../core/commands.ts';
import type { AgentIdentity } from './operation.ts';

export type CreateTaskCommand = Extract<Command, { type: 'CreateTask' }>;

export function createTaskCommand(
  agent: AgentIdentity,
  input: CreateTaskInput,
  idem: IdempotencyInput | undefined,
): CreateTaskCommand {
  return {
    type: 'CreateTask',
    orgId: agent.orgId,
    agentId: agent.agentId,
    input,
    ...(idem ? { idem } : {}),
  };
}
