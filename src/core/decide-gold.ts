// Gold tasks and quality reviews, decided (docs/outcomes.md). A gold task is an ordinary task of
// the platform's gold org, so an Operator's offer, Pass, proof and pay are those of any task; what
// makes it gold is one more event, GoldTaskDefined, keeping the known answer on that org, which
// no agent can read. Its money comes from the platform: the record debits the gold-funding
// clearing account into the gold org's wallet by exactly the task's total, then locks it as any
// create does, so the ledger stays balanced and no org's wallet pays; a refund goes back to the
// funding account (gold-funding.ts).
import { DomainError } from '../errors/problem.ts';
import { checkAnswers } from '../domain/answer-schema.ts';
import { screenAndPrice } from '../domain/governance.ts';
import { balanceKey } from './state.ts';
import { createTask } from './decide-tasks.ts';
import { slotsAsked } from './slots.ts';
import { commit, orgOf, posted, reply, type Decider } from './decide-context.ts';
import type { DomainEvent } from './events.ts';
import { GOLD_FUNDING_ACCOUNT, isGoldOrg } from './gold-funding.ts';

export { GOLD_AGENT, GOLD_FUNDING_ACCOUNT, GOLD_ORG } from './gold-funding.ts';

export const createGoldTask: Decider<'CreateGoldTask'> = (state, cmd, ctx) => {
  const org = orgOf(state, cmd.orgId);
  if (!isGoldOrg(org.id))
    throw new DomainError('validation_failed', {
      errors: [{ path: 'org_id', message: 'gold tasks belong to the platform gold org' }],
    });
  const schema = cmd.input.answer_schema;
  if (!schema)
    throw new DomainError('validation_failed', {
      errors: [{ path: 'answer_schema', message: 'a gold task asks a typed question' }],
    });
  if (Object.keys(cmd.knownAnswer).length === 0)
    throw new DomainError('validation_failed', {
      errors: [{ path: 'known_answer', message: 'must answer at least one field' }],
    });
  const photoKeys = schema.fields.filter((f) => f.type === 'photo').map((f) => f.key);
  const photo = photoKeys.find((k) => k in cmd.knownAnswer);
  if (photo)
    throw new DomainError('validation_failed', {
      errors: [{ path: `known_answer.${photo}`, message: 'a photo has no known answer' }],
    });
  // Same rules as an Operator's answers; the problem paths say known_answer, not answers.
  let known: ReturnType<typeof checkAnswers>;
  try {
    known = checkAnswers(
      { ...schema, fields: schema.fields.filter((f) => f.key in cmd.knownAnswer) },
      cmd.knownAnswer,
      [],
    );
  } catch (error) {
    if (error instanceof DomainError && error.code === 'validation_failed') {
      const errors = (error.detail?.errors ?? []) as { path: string; message: string }[];
      throw new DomainError('validation_failed', {
        errors: errors.map((e) => ({ ...e, path: e.path.replace(/^answers/, 'known_answer') })),
      });
    }
    throw error;
  }
  const rules = { atMs: ctx.atMs, feeBps: ctx.feeBps, zoneOverrides: ctx.zoneOverrides };
  const priced = screenAndPrice(cmd.input, org, rules);
  // The whole lock: every slot's part (consensus: up to its most Operators), as create locks.
  const lockMinor = priced.totalMinor * BigInt(slotsAsked(cmd.input).funded);
  const funding = posted(ctx, 'deposit', [
    {
      debit: GOLD_FUNDING_ACCOUNT,
      credit: `wallet:${org.id}`,
      amountMinor: lockMinor.toString(),
      currency: priced.currency,
    },
  ]);
  // createTask reads the wallet: it sees the balance the funding posting makes.
  const key = balanceKey(priced.currency, `wallet:${org.id}`);
  const balances = new Map(state.balances);
  balances.set(key, (balances.get(key) ?? 0n) + lockMinor);
  const created = createTask(
    { ...state, balances },
    { type: 'CreateTask', orgId: org.id, agentId: cmd.agentId, input: cmd.input },
    ctx,
  );
  // Several slots (or consensus, which may add slots later): every one is graded against the
  // known answer. A one-slot gold task's record stays as it was.
  const taskId = created.result.taskId;
  const grouped = created.events.some((e) => e.type === 'TaskCreated' && e.task.slotGroup);
  const events: DomainEvent[] = [
    funding,
    ...created.events,
    {
      type: 'GoldTaskDefined',
      orgId: org.id,
      taskId,
      knownAnswer: known,
      ...(grouped ? { everySlot: true as const } : {}),
    },
  ];
  return commit(events, created.result);
};

/**
 * Staff's return of a gold wallet's balance to the gold-funding account (docs/outcomes.md,
 * "Older logs"): one `reversal` posting per currency the wallet holds, as a gold refund's return
 * is, so the ledger stays balanced and `gold_funded` counts it. The wallet holds no money any
 * task needs (each gold task is funded afresh in its create record), so all of it goes back; an
 * empty wallet writes nothing.
 */
export const returnGoldWallet: Decider<'ReturnGoldWallet'> = (state, cmd, ctx) => {
  if (!isGoldOrg(cmd.orgId))
    throw new DomainError('validation_failed', {
      errors: [{ path: 'org_id', message: 'only a gold org wallet returns to gold funding' }],
    });
  const wallet = `wallet:${cmd.orgId}`;
  const returned: { currency: string; amountMinor: string }[] = [];
  const transfers = [];
  for (const [key, balance] of state.balances) {
    const bar = key.indexOf('|');
    const currency = key.slice(0, bar);
    if (key.slice(bar + 1) !== wallet || balance <= 0n) continue;
    returned.push({ currency, amountMinor: balance.toString() });
    transfers.push({
      debit: wallet,
      credit: GOLD_FUNDING_ACCOUNT,
      amountMinor: balance.toString(),
      currency,
    });
  }
  if (transfers.length === 0) return reply({ returned });
  return commit([posted(ctx, 'reversal', transfers)], { returned });
};

/** Staff's review: reinstate an Operator the score paused, or keep one off offers. */
export const reviewOperatorQuality: Decider<'ReviewOperatorQuality'> = (state, cmd) => {
  const operator = state.operators.get(cmd.operatorId);
  if (!operator) throw new DomainError('not_found', { resource: 'operator' });
  if (!Number.isSafeInteger(cmd.outcomes) || cmd.outcomes < 0)
    throw new DomainError('validation_failed', {
      errors: [{ path: 'outcomes', message: 'must be a whole number, 0 or more' }],
    });
  const result = { operator_id: operator.id, decision: cmd.decision };
  const last = operator.qualityReview;
  if (last && last.decision === cmd.decision && last.outcomes === cmd.outcomes)
    return reply(result);
  return commit(
    [
      {
        type: 'OperatorQualityReviewed',
        operatorId: operator.id,
        decision: cmd.decision,
        outcomes: cmd.outcomes,
      },
    ],
    result,
  );
};
