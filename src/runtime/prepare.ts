// Work on a command before its shard's mailbox: screening a create's text. Apart from the engine
// because it needs only the command, never shard state.
import type { Command } from '../core/commands.ts';
import { screenTask } from '../domain/safety-filter.ts';
import { screenWorkflow } from '../core/decide-workflows.ts';
import { renderRow } from '../domain/campaign-template.ts';

/**
 * Pure work that needs no shard state runs here, before the mailbox, so it overlaps other shards'
 * disk waits instead of lengthening this shard's serial section. Always recomputed: a verdict
 * handed in by a caller is never trusted.
 */
export function prepare(command: Command): Command {
  if (command.type === 'CreateWorkflow') {
    const screened = screenWorkflow(command.input);
    return screened ? { ...command, screened } : command;
  }
  if (command.type === 'CreateCampaign') {
    // Every row's text as its Operator would read it; a row that does not render is refused in decide.
    const { template, rows } = command.input;
    const screened = rows.map((row) => {
      const text = renderRow(template, row);
      return text.ok ? screenTask({ type: template.type, title: text.title, instructions: text.instructions }) : { blocked: false as const };
    });
    return { ...command, screened };
  }
  if (command.type !== 'CreateTask') return command;
  const { type, title, instructions } = command.input;
  return { ...command, screened: screenTask({ type, title, instructions }) };
}
