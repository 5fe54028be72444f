// Proves a storage failure on an engine thread reaches the main thread's fail-stop line whole:
// LevelDB's code and its innermost cause cross the thread boundary (structured clone), so the
// line names them as it does when the log runs on the main thread (docs/threads.md, fail-stop).
import { describe, expect, it } from 'vitest';
import { fromWire, toWire } from '../../src/engine-thread/protocol.ts';
import { DomainError } from '../../src/errors/problem.ts';
import { failureLine } from '../../src/runtime/failure-report.ts';

describe('an engine thread failure crossing to the main thread', () => {
  it('keeps the storage code and the innermost cause for the fail-stop line', () => {
    const io = Object.assign(new Error('IO error: /data/log/p0/000012.log: Input/output error'), {
      name: 'ModuleError',
    });
    const failed = Object.assign(new Error('Write failed', { cause: io }), {
      code: 'LEVEL_IO_ERROR',
    });
    const across = fromWire(structuredClone(toWire(failed)));
    expect(failureLine(across)).toBe(failureLine(failed));
    expect(failureLine(across)).toMatch(/engine failed \(LEVEL_IO_ERROR: .*Input\/output error/);
  });

  it('still rebuilds a refusal as the domain error it was', () => {
    const across = fromWire(structuredClone(toWire(new DomainError('invalid_state'))));
    expect(across).toBeInstanceOf(DomainError);
    expect((across as DomainError).code).toBe('invalid_state');
  });
});
