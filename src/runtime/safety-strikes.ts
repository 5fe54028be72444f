// A create the safety filter refused leaves no task, so nothing else records it: this notes the
// refusal in the log (NoteSafetyRefusal) before the answer leaves, as an org's safety strike.
// Strikes within a window flag the org to staff (core/apply-safety.ts; docs/api.md, "Flagged
// orgs"). Called by the operation layer (ops/invoke.ts) for both doors and the console.
import type { Command } from '../core/commands.ts';
import { SAFETY_CATEGORIES, type SafetyCategory } from '../domain/safety-verdict.ts';
import { DomainError } from '../errors/problem.ts';

/** The operations that create work an Operator would read. */
const CREATES: ReadonlySet<string> = new Set(['create_task', 'create_workflow', 'create_campaign']);
const CATEGORY: ReadonlySet<string> = new Set(SAFETY_CATEGORIES);

/** The category a refusal of a create names: its own, or the first refused row's of a campaign. */
function refusedCategory(error: unknown): SafetyCategory | undefined {
  if (!(error instanceof DomainError)) return undefined;
  const detail = error.detail as
    | { category?: unknown; rows?: Array<{ code?: string; detail?: { category?: unknown } }> }
    | undefined;
  const category =
    error.code === 'safety_filter_blocked'
      ? detail?.category
      : detail?.rows?.find((r) => r.code === 'safety_filter_blocked')?.detail?.category;
  return typeof category === 'string' && CATEGORY.has(category)
    ? (category as SafetyCategory)
    : undefined;
}

/**
 * Runs `handler`; when it is a create refused by the filter, the refusal is noted first, so the
 * 422 leaves once the strike is in the log (a refusal costs one small record; creates are
 * rate-limited) and a read after it sees the strike. Done at the operation layer, for an agent's
 * own create: the engine's commands stay one answer each.
 */
export async function notingRefusals<T>(
  opId: string,
  orgId: string | undefined,
  engine: { execute(c: Command): Promise<unknown> },
  handler: () => Promise<T>,
): Promise<T> {
  if (!CREATES.has(opId) || orgId === undefined) return handler();
  try {
    return await handler();
  } catch (error) {
    const category = refusedCategory(error);
    // Best effort: a note refused (shutting down, overloaded) loses one strike, never the answer.
    if (category)
      await engine.execute({ type: 'NoteSafetyRefusal', orgId, category }).catch(() => {});
    throw error;
  }
}
