// The operation table: every operation of every surface, declared once.
import type { Operation } from './operation.ts';
import { LOOP_LIFECYCLE_OPS } from './loop-ops.ts';
import { listWorkflowProducts } from './workflow-products.ts';
import { WORKFLOW_OPS } from './workflows.ts';
import { TASK_OPS } from './tasks.ts';
import { WALLET_OPS } from './wallet.ts';
import { DISCOVERY_OPS } from './discovery.ts';
import { ADMIN_OPS } from './admin.ts';
import { partnerDeposit } from './partner.ts';
import { STATUS_OPS } from './status.ts';
import { OPERATOR_OPS } from './operators.ts';
import { WORKER_OPS } from './worker.ts';
import { verifyPass } from './pass.ts';
import { WEBHOOK_OPS } from './webhook-endpoints.ts';
import { LOOP_OPS } from './loops.ts';
import { AGENT_KEY_OPS } from './agent-keys.ts';
import { OPERATOR_PHOTO_OPS } from './operator-photos.ts';
import { CAMPAIGN_OPS } from './campaigns.ts';
import { APPEAL_OPS } from './appeals.ts';
import { OPERATOR_FREEZE_OPS } from './operator-freeze.ts';
import { QUALITY_ADMIN_OPS } from './quality-admin.ts';
import { GOLD_WALLET_OPS } from './gold-wallet-admin.ts';

const TABLE = [
  ...WALLET_OPS,
  ...TASK_OPS,
  ...DISCOVERY_OPS,
  ...STATUS_OPS,
  ...OPERATOR_OPS,
  verifyPass,
  ...WEBHOOK_OPS,
  ...LOOP_OPS,
  ...WORKER_OPS,
  ...ADMIN_OPS,
  ...AGENT_KEY_OPS,
  partnerDeposit,
  ...LOOP_LIFECYCLE_OPS,
  listWorkflowProducts,
  ...WORKFLOW_OPS,
  ...OPERATOR_PHOTO_OPS,
  ...CAMPAIGN_OPS,
  ...APPEAL_OPS,
  ...OPERATOR_FREEZE_OPS,
  ...QUALITY_ADMIN_OPS,
  ...GOLD_WALLET_OPS,
];

// Each operation keeps its own input and output types (defineOp keeps the literal id), so a
// door that names an operation gets its result typed from the output schema, not cast.
type KnownOperation = (typeof TABLE)[number];
/** The literal ids; an operation made with a plain `string` id is found by the untyped overload. */
export type OperationId = KnownOperation extends infer X
  ? X extends { readonly id: infer Id extends string }
    ? string extends Id
      ? never
      : Id
    : never
  : never;
/** The operation of the table whose id is K. */
export type OperationOf<K extends string> = KnownOperation extends infer X
  ? X extends { readonly id: infer Id }
    ? string extends Id
      ? never
      : K extends Id
        ? X
        : never
    : never
  : never;

export const OPERATIONS: readonly Operation[] = TABLE as Operation[];

export function operation<K extends OperationId>(id: K): OperationOf<K>;
export function operation(id: string): Operation;
export function operation(id: string): Operation {
  const op = OPERATIONS.find((o) => o.id === id);
  if (!op) throw new Error(`no operation ${id}`);
  return op;
}
