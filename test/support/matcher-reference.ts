// The matcher's pick as it was before its index (src/effects/matcher.ts before issue 36's index):
// a plain scan of the whole registry per decision, kept as the reference model the indexed
// matcher is checked against (test/property/matcher-index.property.test.ts). Its one change: an
// Operator's standing is computed afresh from every shard's tallies instead of read from the
// matcher's cache, so the check also covers the cache forgetting what it must.
import { OPERATORS_ROUTING_KEY } from '../../src/core/commands.ts';
import { isPaused, levelOf, QUALITY_LEVELS, scoreOf, tallyOf } from '../../src/core/quality.ts';
import type { Task } from '../../src/core/state.ts';
import { slotsOf } from '../../src/core/slots.ts';
import { eligible, suits } from '../../src/domain/coverage.ts';
import { isGoldOrg, wantedLevel } from '../../src/effects/matcher-quality.ts';
import type { Engine } from '../../src/runtime/engine.ts';

/** What the matcher remembers that a pick reads. */
export interface MatcherMemory {
  /** Operators holding a task (an offer, or work), as the scan counts them. */
  engaged: { has(operatorId: string): boolean };
  lastOffer: ReadonlyMap<string, number>;
  sinceGold: ReadonlyMap<string, number>;
  goldEvery: number;
}

export function referencePick(
  engine: Engine,
  task: Task,
  memory: MatcherMemory,
): string | undefined {
  const { engaged, lastOffer, sinceGold, goldEvery } = memory;
  const registry = engine.stateOf(OPERATORS_ROUTING_KEY).operators.values();
  const testMode = engine.stateOf(task.orgId).orgs.get(task.orgId)?.mode === 'test';
  const gold = isGoldOrg(task.orgId);
  const wanted = wantedLevel(task.minQuality);
  let taken: Set<string> | undefined;
  if (task.slotGroup !== undefined) {
    taken = new Set();
    for (const slot of slotsOf(engine.stateOf(task.orgId), task))
      if (slot.operatorId) taken.add(slot.operatorId);
  }
  let best: string | undefined;
  let bestBand = -1;
  let bestAt = Infinity;
  for (const op of eligible(registry, task.zoneRef, task.type)) {
    if (taken?.has(op.id)) continue;
    if ((op.sandbox === true) !== testMode || !suits(op, task)) continue;
    if (task.declinedOperators.includes(op.id) || task.unsafeFor?.includes(op.id)) continue;
    if (!op.sandbox && engaged.has(op.id)) continue;
    if (gold && (sinceGold.get(op.id) ?? goldEvery) < goldEvery - 1) continue;
    const tally = tallyOf(engine.states().values(), op.id);
    if (isPaused(op, tally) || QUALITY_LEVELS.indexOf(levelOf(tally)) < wanted) continue;
    const band = Math.floor(scoreOf(tally) / 100);
    const at = lastOffer.get(op.id) ?? 0;
    if (band > bestBand || (band === bestBand && at < bestAt)) {
      best = op.id;
      bestBand = band;
      bestAt = at;
    }
  }
  return best;
}
