// Proves what a node answers for a command it forwarded to its shard's owner (SharedNode, over a
// stand-in NATS connection): the owner's result once this node has applied its record, as the
// command's own answer (so no commit barrier of this node holds it); no responder is 503
// shard_moving (nothing applied); a timeout or a lost connection is 503 forward_timeout (outcome
// unknown); an owner's refusal is the same refusal. And that the answer of a writing request held
// behind records that were then dropped never says "nothing was applied" (docs/scale.md).
import { NoRespondersError, RequestError, TimeoutError } from '@nats-io/transport-node';
import { describe, expect, it } from 'vitest';
import { encodeForward, type ForwardReply } from '../../src/cluster/forward-codec.ts';
import { SharedNode } from '../../src/cluster/shared-node.ts';
import type { Command } from '../../src/core/commands.ts';
import { asCommandAnswer, DomainError, refusedForLoad } from '../../src/errors/problem.ts';
import { isOwnAnswer } from '../../src/runtime/answer-queue.ts';
import type { Engine } from '../../src/runtime/engine.ts';
import type { SharedJetStreamWal } from '../../wal/index.ts';

const command = { type: 'CreateOrg', orgId: 'org_f', name: 'F', mode: 'live' } as Command;

/** A node whose one shard is followed; each request is answered by `answer`. */
async function nodeAnswering(answer: () => Promise<{ data: Uint8Array }>) {
  const waited: number[] = [];
  const connection = { request: answer };
  const wal = {
    addShardLostListener: () => () => undefined,
    connection: () => connection,
    follow: () => ({ stop: async () => undefined }),
  };
  const shard = {
    id: 0,
    durableSeq: 0,
    becomeFollower: () => undefined,
    waitDurable: async (seq: number) => {
      waited.push(seq);
    },
  };
  const node = new SharedNode(wal as unknown as SharedJetStreamWal, { prefix: 'p' });
  await node.attach({ shards: [shard] } as unknown as Engine);
  return { node, waited };
}

const replying = (reply: ForwardReply) => async () => ({ data: encodeForward(reply) });

async function refusal(p: Promise<unknown>): Promise<DomainError> {
  const error = await p.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(DomainError);
  return error as DomainError;
}

describe('a forwarded command', () => {
  it("answers the owner's result as its own answer, once applied here", async () => {
    const { node, waited } = await nodeAnswering(
      replying({ ok: true, result: { orgId: 'org_f', amountMinor: 12n }, seq: 7 }),
    );
    try {
      const result = await node.forward(0, command);
      expect(result).toEqual({ orgId: 'org_f', amountMinor: 12n });
      expect(isOwnAnswer(result)).toBe(true);
      expect(waited).toEqual([7]);
    } finally {
      await node.close();
    }
  });

  it("answers the owner's refusal as the same refusal", async () => {
    const { node } = await nodeAnswering(
      replying({ ok: false, error: { code: 'not_found', detail: { resource: 'org' } } }),
    );
    try {
      const error = await refusal(node.forward(0, command));
      expect([error.code, error.detail]).toEqual(['not_found', { resource: 'org' }]);
    } finally {
      await node.close();
    }
  });

  it('answers shard_moving only when no node received it', async () => {
    const { node } = await nodeAnswering(async () => {
      throw new RequestError('no responders', { cause: new NoRespondersError('p.cmd.0') });
    });
    try {
      const error = await refusal(node.forward(0, command));
      expect([error.code, error.detail?.reason]).toEqual(['unavailable', 'shard_moving']);
    } finally {
      await node.close();
    }
  });

  it('answers forward_timeout (outcome unknown) when it may have been received', async () => {
    for (const failure of [new TimeoutError(), new RequestError('connection closed')]) {
      const { node } = await nodeAnswering(async () => {
        throw failure;
      });
      try {
        const error = await refusal(node.forward(0, command));
        expect([error.code, error.detail?.reason]).toEqual(['unavailable', 'forward_timeout']);
      } finally {
        await node.close();
      }
    }
  });
});

describe('the answer of a writing request held behind records then dropped', () => {
  it('says outcome_unknown, never "nothing was applied"', () => {
    const moving = new DomainError('unavailable', { reason: 'shard_moving' });
    const stopped = new DomainError('unavailable', { reason: 'writes_stopped' });
    for (const dropped of [moving, stopped])
      expect((asCommandAnswer(dropped) as DomainError).code).toBe('outcome_unknown');
    const overloaded = refusedForLoad('overloaded');
    expect(asCommandAnswer(overloaded)).toBe(overloaded);
  });
});
