// A create the safety filter refused leaves no task, so nothing else records it: this notes the
// refusal in the log (NoteSafetyRefusal) before the answer leaves, as an org's safety strike. Strikes
// within a window flag the org to staff (core/apply-safety.ts; docs/api.md, "Flagged orgs").
import type { Command } from '../core/commands.ts';
import { SAFETY_CATEGORIES, type SafetyCategory } from '../domain/safety-verdict.ts';
import { DomainError } from '../errors/problem.ts';

const CREATES: ReadonlySet<string> = new Set(['CreateTask', 'CreateWorkflow', 'CreateCampaign']);
const CATEGORY: ReadonlySet<string> = new Set(SAFETY_CATEGORIES);

/** The category a refusal of a create names: its own, or the first refused row's of a campaign. */
export function refusedCategory(error: unknown): SafetyCategory | undefined {
  if (!(error instanceof DomainError)) return undefined;
  const detail = error.detail as { category?: unknown; rows?: Array<{ code?: string; detail?: { category?: unknown } }> } | undefined;
  const category = error.code === 'safety_filter_blocked' ? detail?.category : detail?.rows?.find((r) => r.code === 'safety_filter_blocked')?.detail?.category;
  return typeof category === 'string' && CATEGORY.has(category) ? (category as SafetyCategory) : undefined;
}

/**
 * `answer` as it is; when it is a create refused by the filter, the refusal is noted first, so
 * the 422 leaves once the strike is in the log (a refusal costs one small record; creates are
 * rate-limited) and a read after it sees the strike.
 */
export function notingRefusals(command: Command, answer: Promise<unknown>, execute: (c: Command) => Promise<unknown>): Promise<unknown> {
  if (!CREATES.has(command.type)) return answer;
  const orgId = (command as { orgId: string }).orgId;
  return answer.catch(async (error: unknown) => {
    const category = refusedCategory(error);
    // Best effort: a note refused (shutting down, overloaded) loses one strike, never the answer.
    if (category) await execute({ type: 'NoteSafetyRefusal', orgId, category }).catch(() => {});
    throw error;
  });
}
