// What every check receives, and how findings become one check result with one reason.
import type {
  Check,
  CheckName,
  CheckResult,
  PhotoFacts,
  Thresholds,
  ProofCheckInput,
} from '../types.ts';

export interface CheckContext {
  readonly input: ProofCheckInput;
  /** One entry per examined photo, in submission order. */
  readonly facts: readonly PhotoFacts[];
  readonly thresholds: Thresholds;
}

export interface Finding {
  readonly result: CheckResult;
  readonly text: string;
}

/** Reasons stay readable with many photos: the first few findings at the deciding level. */
const FINDINGS_SHOWN_MAX = 4;

/** The check's result is its worst finding; the reason lists the findings at that level. */
export function conclude(name: CheckName, findings: readonly Finding[]): Check {
  // programmer error
  if (findings.length === 0) throw new Error(`check ${name} produced no finding`);
  const result: CheckResult = findings.some((f) => f.result === 'fail')
    ? 'fail'
    : findings.some((f) => f.result === 'warn')
      ? 'warn'
      : 'pass';
  const texts = findings.filter((f) => f.result === result).map((f) => f.text);
  const shown = texts.slice(0, FINDINGS_SHOWN_MAX);
  if (texts.length > shown.length) shown.push(`and ${texts.length - shown.length} more`);
  const reason = shown.join('; ');
  return { name, result, reason: reason.charAt(0).toUpperCase() + reason.slice(1) };
}

/** "the photo" when there is one, "photo 2" when there are several. */
export function photoLabel(index: number, count: number): string {
  return count === 1 ? 'the photo' : `photo ${index + 1}`;
}

export const pass = (text: string): Finding => ({ result: 'pass', text });
export const warn = (text: string): Finding => ({ result: 'warn', text });
export const fail = (text: string): Finding => ({ result: 'fail', text });
