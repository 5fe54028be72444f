// A Loop's state in memory: its definition, envelope and runs. Part of a shard's state (state.ts);
// built only by apply.
import type { LoopStatus } from '../../machines/loop.machine.ts';
import type { LoopTemplate, LoopWorkflowTemplate } from './record-shapes.ts';

export type { LoopTaskTemplate, LoopTemplate, LoopWorkflowTemplate } from './record-shapes.ts';

type LoopRunStatus = 'proposed' | 'declined' | 'charged' | 'skipped';

interface LoopRun {
  id: string;
  dueMs: number;
  status: LoopRunStatus;
  spentMinor: bigint;
  taskId: string | null;
  workflowId: string | null;
}

export function isWorkflowTemplate(t: LoopTemplate): t is LoopWorkflowTemplate {
  return (t as { kind?: string }).kind === 'workflow';
}

export interface Loop {
  id: string;
  orgId: string;
  agentId: string;
  name: string;
  template: LoopTemplate;
  /** The schedule as given (kind weekly | interval | monthly | adaptive); see domain/schedule. */
  schedule: Record<string, unknown>;
  timezone: string;
  budgetTotalMinor: bigint;
  perRunCapMinor: bigint | null;
  endsAtMs: number | null;
  status: LoopStatus;
  spentMinor: bigint;
  /** When the Loop was last activated or resumed: due times are counted from here. */
  anchorMs: number | null;
  /** The latest due time ever proposed: a due time is never proposed twice. */
  lastDueMs: number | null;
  runs: LoopRun[];
  createdAtMs: number;
  /** Creation order within its shard: the Loop list's order, in memory and in the archive. */
  ordinal: number;
}
