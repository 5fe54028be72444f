// The error a shard's append gets on a node that does not own it (a shared log): the shard alone
// stops being this node's; the rest of the log goes on.

/**
 * An append to a shard this node does not own: forward it to the owner (stage 2).
 * `mayHaveLanded`: refused after publishing began (another node fenced the shard meanwhile), so
 * some of the records may be in the log, applied by the new owner; else nothing was written.
 */
export class NotOwnerError extends Error {
  constructor(
    readonly shard: number,
    why = 'this node does not own it',
    readonly mayHaveLanded = false,
  ) {
    super(`shard ${shard}: ${why}`);
    this.name = 'NotOwnerError';
  }
}
