// The public face of wal/: the contract, its two implementations and the codec for tools
// such as `errand verify` that read frames directly.

export * from './wal.ts';
export { LevelWal, type LevelWalOptions } from './leveldb-wal.ts';
export { WriteLatch } from './write-latch.ts';
export { GuardedLevel, openLevel, type LevelDb, type OpenLevel } from './guarded-level.ts';
export { MemoryWal, MemoryWalStore } from './memory-wal.ts';
export type { BatchFn, BatchObserver, WalOptions } from './base-wal.ts';
export { decodeRecord, encodeRecord, hashFrame, type DamageMode, type DecodeResult } from './codec.ts';
