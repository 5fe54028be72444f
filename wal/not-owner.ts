// The error a shard's append gets on a node that does not own it (a shared log): the shard alone
// stops being this node's; the rest of the log goes on.

/** An append to a shard this node does not own: forward it to the owner (stage 2). */
export class NotOwnerError extends Error {
  constructor(readonly shard: number, why = 'this node does not own it') {
    super(`shard ${shard}: ${why}`);
    this.name = 'NotOwnerError';
  }
}
