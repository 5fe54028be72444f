// The per-org list of open task ids (append-only, removal lazy) against a plain model: the same
// ids in creation order, newest-first windows included, through adds, drops and compactions.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { addOrgTask, dropOrgTask, openTaskIds, type OrgTasks } from '../../src/core/org-tasks.ts';

describe('open task ids per org', () => {
  it('lists what a set in creation order lists, whatever is dropped and when', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            org: fc.constantFrom('o1', 'o2', 'o3'),
            drop: fc.nat({ max: 3 }),
            pick: fc.nat(),
          }),
          { minLength: 1, maxLength: 600 },
        ),
        fc.integer({ min: 1, max: 50 }),
        (steps, newest) => {
          const byOrg = new Map<string, OrgTasks>();
          const tasks = new Map<string, string>();
          const model = new Map<string, Set<string>>();
          for (const [i, { org, drop, pick }] of steps.entries()) {
            const id = `t${i}`;
            tasks.set(id, org);
            addOrgTask(byOrg, org, id);
            if (!model.has(org)) model.set(org, new Set());
            model.get(org)!.add(id);
            // Drop up to three open tasks of a random org, as eviction does: from `tasks` first.
            for (let d = 0; d < drop; d++) {
              const open = [...tasks.keys()];
              if (open.length === 0) break;
              const gone = open[(pick + d) % open.length]!;
              const of = tasks.get(gone)!;
              tasks.delete(gone);
              dropOrgTask(byOrg, of, tasks);
              model.get(of)!.delete(gone);
            }
          }
          for (const org of ['o1', 'o2', 'o3']) {
            const want = [...(model.get(org) ?? [])];
            expect(openTaskIds(byOrg, org, tasks)).toEqual(want);
            expect(openTaskIds(byOrg, org, tasks, newest)).toEqual(want.slice(-newest));
            expect(byOrg.get(org)?.live ?? 0).toBe(want.length);
            // Compacted once mostly dead: never more than twice the open ids, plus slack.
            expect(byOrg.get(org)?.ids.length ?? 0).toBeLessThanOrEqual(2 * want.length + 33);
          }
        },
      ),
      { numRuns: 200 },
    );
  });
});
