// Orders test files so that the slowest start first. Vitest runs the longest files first only once
// it has their durations cached; on a clean clone (CI) it starts the largest files first, and the
// campaigns, small files that run for minutes, started last and ran on alone at the end.
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Path prefixes of the files that run longest (campaigns restart services for minutes), slowest
 * first.
 */
const SLOW_FIRST = [
  'test/campaign/crash',
  'test/fuzz/',
  'test/campaign/',
  'test/integration/http-crash',
  'test/integration/crash',
  'test/browser/',
];

function rank(spec: TestSpecification): number {
  const at = SLOW_FIRST.findIndex((prefix) => spec.moduleId.includes(`/${prefix}`));
  return at < 0 ? SLOW_FIRST.length : at;
}

export default class SlowFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const base = await super.sort(files);
    const order = new Map(base.map((spec, i) => [spec, i]));
    const group = (spec: TestSpecification) => spec.project.config.sequence.groupOrder;
    return [...base].sort(
      (a, b) => group(a) - group(b) || rank(a) - rank(b) || order.get(a)! - order.get(b)!,
    );
  }
}
