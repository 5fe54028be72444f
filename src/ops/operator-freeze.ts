// Staff's registry-level freeze of an Operator (docs/operator-app.md, "Staff"): a frozen
// Operator is offered nothing by the matcher until unfrozen. A record on the registry's shard
// (SetOperatorFrozen → OperatorFrozenSet), so it holds across restarts; the console's Operators
// page runs these operations and writes the platform audit log.
import { z } from 'zod';
import { defineOp } from './operation.ts';
import { Id } from './schemas.ts';

const Frozen = z.object({ operator_id: z.string(), frozen: z.boolean() });

const freezeOperatorOp = (frozen: boolean) =>
  defineOp({
    surface: 'admin',
    idempotency: 'none',
    id: frozen ? 'admin_freeze_operator' : 'admin_unfreeze_operator',
    method: 'POST',
    path: `/internal/v1/operators/:operator_id/${frozen ? 'freeze' : 'unfreeze'}`,
    summary: frozen
      ? 'Freeze an Operator: the matcher makes them no offers'
      : 'Unfreeze an Operator: offers resume',
    description:
      'An offer made before cannot be accepted while frozen; accepted work goes on. ' +
      'Freezing a frozen Operator changes nothing.',
    input: z.object({ operator_id: Id }),
    output: Frozen,
    readOnly: false,
    async handler(ctx, input) {
      return (await ctx.engine.execute({
        type: 'SetOperatorFrozen',
        operatorId: input.operator_id,
        frozen,
      })) as z.infer<typeof Frozen>;
    },
  });

export const OPERATOR_FREEZE_OPS = [freezeOperatorOp(true), freezeOperatorOp(false)];
