// piscina task module: screens a batch of task texts with the safety filter (pure; see
// runtime/screener.ts for why it runs here). Texts in, verdicts out, in the same order.
import { screenTask, type SafetyVerdict, type TaskText } from '../domain/safety-filter.ts';

export default function screenBatch(texts: readonly TaskText[]): SafetyVerdict[] {
  return texts.map(screenTask);
}
