// The shapes of Operator quality (docs/outcomes.md), in a file of their own that imports nothing,
// so events, state and commands can name them without an import cycle through quality.ts.
export interface QualityTally {
  approved: number;
  rejected: number;
  disputesLost: number;
  lapses: number;
  goldRight: number;
  goldWrong: number;
  /** Hook for consensus (issue 36 part 3): answers agreeing and not, once that record exists. */
  agreed: number;
  disagreed: number;
  /** The latest outcomes of this shard (at most RECENT_MAX), for staff's history view. */
  recent?: QualityOutcome[];
}

export interface QualityOutcome {
  atMs: number;
  taskId: string;
  kind: Exclude<keyof QualityTally, 'recent'>;
}

/** Outcomes kept per Operator per shard for the history: the tally itself counts them all. */
export const RECENT_MAX = 20;
export type Counter = Exclude<keyof QualityTally, 'recent'>;
export const COUNTERS: readonly Counter[] = [
  'approved',
  'rejected',
  'disputesLost',
  'lapses',
  'goldRight',
  'goldWrong',
  'agreed',
  'disagreed',
];

export const QUALITY_LEVELS = ['standard', 'trusted', 'expert'] as const;
export type QualityLevel = (typeof QUALITY_LEVELS)[number];
