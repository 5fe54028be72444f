// Proves the doors get results typed from each operation's output schema: the op table's ids are
// a type, `operation(id)` answers that operation, and `invoke` answers its output (tsc checks it).
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { z } from 'zod';
import type { invoke } from '../../src/ops/invoke.ts';
import { OPERATIONS, operation, type OperationId } from '../../src/ops/registry.ts';
import type { Operation } from '../../src/ops/operation.ts';

describe('the operation table as a type', () => {
  it('keeps every literal id, so a door can name an operation', () => {
    expectTypeOf<'get_campaign'>().toExtend<OperationId>();
    expectTypeOf<'activate_loop'>().toExtend<OperationId>();
    expectTypeOf<'admin_freeze_operator'>().toExtend<OperationId>();
    // A wide `string` id would make every name valid and every answer untyped.
    expectTypeOf<string>().not.toExtend<OperationId>();
  });

  it('answers the named operation, whose output types the result of invoke', () => {
    const op = operation('admin_create_agent');
    expect(op.id).toBe('admin_create_agent');
    expectTypeOf(op.id).toEqualTypeOf<'admin_create_agent'>();
    type Result = Awaited<ReturnType<typeof invoke<typeof op.input, typeof op.output>>>;
    expectTypeOf<Result>().toEqualTypeOf<{ agent_id: string; api_key: string }>();
    expectTypeOf<Result>().toEqualTypeOf<z.output<typeof op.output>>();
  });

  it('still finds an operation by a name known only at run time', () => {
    const name: string = OPERATIONS[0]!.id;
    expectTypeOf(operation(name)).toEqualTypeOf<Operation>();
    expect(operation(name)).toBe(OPERATIONS[0]);
    expect(() => operation('no_such_op' as string)).toThrow('no operation no_such_op');
  });
});
