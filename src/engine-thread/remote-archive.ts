// The archive store as an engine thread sees it (docs/threads.md, "The archive"): the store is
// the main thread's, written there from the replicas' evictions, so a write here only waits until
// the main thread has written everything it was given so far (the records that ended these
// objects crossed before this call, in the same ordered stream), and a look-up asks the main
// thread. The thread's Archiver keeps its pending index until then, as it does over a store of
// its own, so decide never misses an object on its way.
import type { ArchiveEntry, ArchiveStore, ScanRange } from '../archive/store.ts';
import type { MainCall } from './protocol.ts';

export class RemoteArchiveStore implements ArchiveStore {
  constructor(private readonly call: (call: MainCall) => Promise<unknown>) {}

  async open(): Promise<void> {}
  async close(): Promise<void> {}

  async write(_entries: readonly ArchiveEntry[]): Promise<void> {
    await this.call({ op: 'archiveWritten' });
  }

  async getMany(keys: readonly string[]): Promise<Array<Buffer | undefined>> {
    const values = (await this.call({ op: 'archiveGet', keys })) as Array<Uint8Array | undefined>;
    // Buffers cross as Uint8Arrays; the archive's decoders read Buffers.
    return values.map((v) =>
      v === undefined ? undefined : Buffer.from(v.buffer, v.byteOffset, v.byteLength),
    );
  }

  scan(_range: ScanRange): AsyncIterable<ArchiveEntry> {
    throw new Error('the archive is scanned on the main thread');
  }

  async clear(): Promise<void> {
    throw new Error('the archive is cleared on the main thread');
  }
}
