// The public face of wal/: the contract, its implementations and the codec for tools
// such as `errand verify` that read frames directly.

export * from './wal.ts';
export { LevelWal, type LevelWalOptions } from './leveldb-wal.ts';
export { WriteLatch } from './write-latch.ts';
export { GuardedLevel, openLevel, type LevelDb, type OpenLevel } from './guarded-level.ts';
export { MemoryWal, MemoryWalStore } from './memory-wal.ts';
export type { BatchFn, BatchObserver, WalOptions } from './base-wal.ts';
export {
  decodeRecord,
  encodeRecord,
  hashFrame,
  type DamageMode,
  type DecodeResult,
} from './codec.ts';
export { JetStreamWal, type JetStreamWalOptions } from './jetstream-wal.ts';
export { LeaseHeldError } from './jetstream-lease.ts';
export { FencedError } from './jetstream-context.ts';
export {
  SharedJetStreamWal,
  NotOwnerError,
  type SharedJetStreamWalOptions,
} from './jetstream-shared-wal.ts';
export type { FollowHandlers } from './jetstream-follow.ts';
