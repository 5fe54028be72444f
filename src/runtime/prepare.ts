// Work on a command before its shard's mailbox: screening a create's text. Apart from the engine
// because it needs only the command, never shard state.
import type { Command } from '../core/commands.ts';
import { firstBlocked, type SafetyVerdict, type TaskText } from '../domain/safety-filter.ts';
import { workflowTexts } from '../core/decide-workflows.ts';
import { renderRow } from '../domain/campaign-template.ts';
import { answerTexts } from '../domain/answer-schema.ts';

type Screened = Extract<Command, { type: 'CreateTask' | 'CreateWorkflow' | 'CreateCampaign' }>;

/**
 * What a command needs screened; for a campaign, which text each row's is (-1: the row did not
 * render).
 */
export interface Screening {
  readonly command: Screened;
  readonly texts: TaskText[];
  readonly textOfRow?: number[];
}

const RENDER_FAILED: SafetyVerdict = { blocked: false };

/**
 * The texts of a create (a task, a workflow's steps, a campaign's rendered rows), or undefined
 * for a command that screens nothing. The verdicts are always computed here, before the mailbox,
 * so they overlap other shards' disk waits (or run on another thread: screener.ts) instead of
 * lengthening this shard's serial section. A verdict handed in by a caller is never trusted.
 */
export function screeningOf(command: Command): Screening | undefined {
  switch (command.type) {
    case 'CreateTask': {
      const { type, title, instructions, answer_schema } = command.input;
      const extra = answerTexts(answer_schema);
      const also = extra.length > 0 ? { extra } : {};
      return { command, texts: [{ type, title, instructions, ...also }] };
    }
    case 'CreateWorkflow': {
      const texts = workflowTexts(command.input);
      return texts && { command, texts };
    }
    case 'CreateCampaign': {
      // Every row's text as its Operator would read it; a row that does not render is refused in
      // decide.
      const { template, rows } = command.input;
      const texts: TaskText[] = [];
      const extra = answerTexts(template.answer_schema);
      const also = extra.length > 0 ? { extra } : {};
      const textOfRow = rows.map((row) => {
        const text = renderRow(template, row);
        if (!text.ok) return -1;
        const { title, instructions } = text;
        return texts.push({ type: template.type, title, instructions, ...also }) - 1;
      });
      return { command, texts, textOfRow };
    }
    default:
      return undefined;
  }
}

/** The command carrying its verdicts (given in the order of `screening.texts`). */
export function withVerdicts(screening: Screening, verdicts: readonly SafetyVerdict[]): Command {
  const { command } = screening;
  switch (command.type) {
    case 'CreateTask':
      return { ...command, screened: verdicts[0]! };
    case 'CreateWorkflow':
      return { ...command, screened: firstBlocked(verdicts) };
    case 'CreateCampaign':
      return {
        ...command,
        screened: screening.textOfRow!.map((i) => (i < 0 ? RENDER_FAILED : verdicts[i]!)),
      };
  }
}
