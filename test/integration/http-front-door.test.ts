// Proves that every bad request gets a complete answer a client can read, over real sockets:
// over-limit bodies of any size get a 413 problem (with the limit) read in full and the
// connection stays usable; slow headers and trickled bodies get a 408; malformed bodies (bad
// JSON, bad UTF-8, duplicate keys, deep nesting, NUL, __proto__) get 400 with a stable reason and
// change nothing.
import http from 'node:http';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  newKey,
  newOrg,
  startTestService,
  taskBody,
  type TestOrg,
  type TestService,
} from '../support/http.ts';
import { balance, createTask, taskIds } from '../support/http-steps.ts';

interface RawReply {
  status: number;
  headers: http.IncomingHttpHeaders;
  text: string;
  reusedSocket: boolean;
}

/** One request through node:http, body written in full (or in chunks without a length). */
function send(
  base: string,
  method: string,
  path: string,
  opts: {
    headers?: Record<string, string>;
    body?: Buffer;
    chunked?: boolean;
    agent?: http.Agent;
  } = {},
): Promise<RawReply> {
  const url = new URL(path, base);
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = { ...(opts.headers ?? {}) };
    if (opts.body && !opts.chunked) headers['content-length'] = String(opts.body.length);
    const req = http.request(url, { method, headers, agent: opts.agent ?? false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        resolve({
          status: res.statusCode!,
          headers: res.headers,
          text: Buffer.concat(chunks).toString('utf8'),
          reusedSocket: req.reusedSocket,
        }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    if (opts.body && opts.chunked) {
      for (let at = 0; at < opts.body.length; at += 64 * 1024)
        req.write(opts.body.subarray(at, at + 64 * 1024));
      req.end();
    } else {
      req.end(opts.body);
    }
  });
}

const json = (value: unknown) => Buffer.from(JSON.stringify(value));
const problemOf = (r: RawReply) => {
  expect(r.headers['content-type']).toMatch(/^application\/problem\+json/);
  return JSON.parse(r.text);
};

let svc: TestService;
let org: TestOrg;
beforeAll(async () => {
  svc = await startTestService();
  org = await newOrg(svc.url);
});
afterAll(async () => {
  await svc.close();
});

describe('413 over-limit bodies are answered in full', () => {
  const auth = () => ({ authorization: `Bearer ${org.key}`, 'content-type': 'application/json' });
  const cases = (taskId: string): Array<[string, string, (size: number) => Buffer]> => [
    [
      'approve with a huge note',
      `/v1/tasks/${taskId}/approve`,
      (n) => json({ note: 'n'.repeat(n) }),
    ],
    ['pass verify with a huge token', '/v1/pass/verify', (n) => json({ token: 't'.repeat(n) })],
    [
      'webhook endpoint with a huge url',
      '/v1/webhook_endpoints',
      (n) => json({ url: `https://example.com/${'u'.repeat(n)}`, events: ['task.*'] }),
    ],
    [
      'create task with huge instructions',
      '/v1/tasks',
      (n) => json(taskBody({ instructions: 'i'.repeat(n) })),
    ],
  ];

  it.each([600 * 1024, 3.6 * 1024 * 1024])(
    'a %d-byte body gets 413 payload_too_large with the limit, and nothing changes',
    async (size) => {
      const taskId = await createTask(svc, org);
      const before = await balance(svc, org);
      const tasksBefore = await taskIds(svc, org);
      for (const [, path, body] of cases(taskId)) {
        const r = await send(svc.url, 'POST', path, {
          headers: { ...auth(), 'idempotency-key': newKey() },
          body: body(Math.floor(size)),
        });
        expect(r.status, path).toBe(413);
        const problem = problemOf(r);
        expect(problem.code).toBe('payload_too_large');
        expect(problem.detail.limit_bytes).toBe(64 * 1024);
        expect(r.headers['x-request-id']).toBe(problem.request_id);
      }
      expect(await balance(svc, org)).toBe(before);
      expect(await taskIds(svc, org)).toEqual(tasksBefore);
    },
  );

  it(
    'a client that writes the whole body before reading (as curl does) reads the 413, never a ' +
      'reset',
    async () => {
      const body = json(taskBody({ instructions: 'i'.repeat(3_600_000) }));
      for (let i = 0; i < 8; i++) {
        const head =
          `POST /v1/tasks HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ` +
          `${org.key}\r\nIdempotency-Key: ${newKey()}\r\nContent-Type: ` +
          `application/json\r\nContent-Length: ${body.length}\r\nConnection: close\r\n`;
        const { text, error } = await curlLikeSend(svc.url, head, body);
        expect(error).toBeUndefined();
        expect(text).toMatch(/^HTTP\/1\.1 413 /);
      }
    },
  );

  it('a chunked body with no length gets the same 413', async () => {
    const r = await send(svc.url, 'POST', '/v1/tasks', {
      headers: { ...auth(), 'idempotency-key': newKey() },
      body: json(taskBody({ instructions: 'i'.repeat(3_600_000) })),
      chunked: true,
    });
    expect(r.status).toBe(413);
    expect(problemOf(r).detail.limit_bytes).toBe(64 * 1024);
  });

  it('the connection carries the next request after a drained 413', async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const big = await send(svc.url, 'POST', '/v1/tasks', {
        headers: { ...auth(), 'idempotency-key': newKey() },
        body: json(taskBody({ instructions: 'i'.repeat(1_000_000) })),
        agent,
      });
      expect(big.status).toBe(413);
      const next = await send(svc.url, 'GET', '/v1/status', { agent });
      expect(next.status).toBe(200);
      expect(next.reusedSocket).toBe(true);
    } finally {
      agent.destroy();
    }
  });

  it('proof uploads have their own, larger limit, stated in the problem', async () => {
    const r = await send(svc.url, 'POST', '/worker/v1/tasks/task_x/proof', {
      headers: { authorization: 'Bearer op_unknown', 'content-type': 'application/json' },
      body: Buffer.alloc(17 * 1024 * 1024, 0x20),
    });
    // Authentication runs first (onRequest), so an unknown Operator learns 401 before the size.
    expect([401, 413]).toContain(r.status);
    if (r.status === 413) expect(problemOf(r).detail.limit_bytes).toBe(16 * 1024 * 1024);
  });
});

describe('past the drain bound the connection is cut, not held', () => {
  // A connection held open would leave the send hanging: the test's own limit catches that, and
  // no wall-time check here (no timing assertions in test/, docs/status.md).
  it('a body beyond DRAIN_LIMIT_BYTES ends the exchange', async () => {
    const small = await startTestService({ DRAIN_LIMIT_BYTES: String(256 * 1024) });
    try {
      const o = await newOrg(small.url);
      const outcome = await send(small.url, 'POST', '/v1/tasks', {
        headers: {
          authorization: `Bearer ${o.key}`,
          'content-type': 'application/json',
          'idempotency-key': newKey(),
        },
        body: Buffer.alloc(32 * 1024 * 1024, 0x20),
      }).then(
        (r) => r.status,
        (e: NodeJS.ErrnoException) => e.code,
      );
      expect([413, 'ECONNRESET', 'EPIPE']).toContain(outcome);
      expect(await taskIds(small, o)).toEqual([]);
    } finally {
      await small.close();
    }
  });
});

/** Raw bytes on a socket, for requests node:http would not send; resolves with all it gets back. */
function rawExchange(base: string, write: (socket: net.Socket) => void): Promise<string> {
  const url = new URL(base);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(url.port), url.hostname, () => write(socket));
    const chunks: Buffer[] = [];
    socket.on('data', (c) => chunks.push(c));
    socket.on('close', () => resolve(Buffer.concat(chunks).toString('utf8')));
    socket.on('error', (e: NodeJS.ErrnoException) =>
      e.code === 'ECONNRESET' || e.code === 'EPIPE' ? undefined : reject(e),
    );
  });
}

/**
 * Sends as curl does for a large body: headers with `Expect: 100-continue`, then (after the 100)
 * the body in 16 KiB writes, reading only once all is sent. Reports a send or read error.
 */
function curlLikeSend(
  base: string,
  head: string,
  body: Buffer,
): Promise<{ text: string; error?: string }> {
  const url = new URL(base);
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let error: string | undefined;
    let sending = false;
    const socket = net.connect(Number(url.port), url.hostname, () =>
      socket.write(`${head}Expect: 100-continue\r\n\r\n`),
    );
    const sendBody = async () => {
      for (let at = 0; at < body.length && !socket.destroyed; at += 16 * 1024) {
        if (!socket.write(body.subarray(at, at + 16 * 1024)))
          await new Promise((r) => socket.once('drain', r));
      }
    };
    socket.on('data', (c) => {
      chunks.push(c);
      if (!sending && Buffer.concat(chunks).toString('latin1').startsWith('HTTP/1.1 100')) {
        sending = true;
        chunks.length = 0;
        void sendBody();
      }
    });
    socket.on('error', (e: NodeJS.ErrnoException) => (error = e.code));
    socket.on('close', () =>
      resolve({ text: Buffer.concat(chunks).toString('utf8'), ...(error ? { error } : {}) }),
    );
  });
}

describe('408 slow clients', () => {
  let slow: TestService;
  beforeAll(async () => {
    slow = await startTestService({ HEADERS_TIMEOUT_MS: '500', REQUEST_TIMEOUT_MS: '1500' });
  });
  afterAll(async () => {
    await slow.close();
  });

  const bodyOf = (text: string) => JSON.parse(text.slice(text.indexOf('\r\n\r\n') + 4));

  it('headers that never finish get 408 request_timeout', async () => {
    const text = await rawExchange(slow.url, (s) =>
      s.write('POST /v1/tasks HTTP/1.1\r\nHost: x\r\n'),
    );
    expect(text).toMatch(/^HTTP\/1\.1 408 /);
    expect(bodyOf(text).code).toBe('request_timeout');
  });

  it('a body trickled slower than the request timeout gets 408 request_timeout', async () => {
    const o = await newOrg(slow.url);
    const body = JSON.stringify(taskBody());
    const text = await rawExchange(slow.url, (s) => {
      s.write(
        `POST /v1/tasks HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ` +
          `${o.key}\r\nIdempotency-Key: ${newKey()}\r\nContent-Type: ` +
          `application/json\r\nContent-Length: ${body.length}\r\n\r\n`,
      );
      let at = 0;
      const timer = setInterval(() => {
        if (s.destroyed || at >= body.length) return clearInterval(timer);
        s.write(body[at++]!);
      }, 100);
      s.on('close', () => clearInterval(timer));
    });
    expect(text).toMatch(/^HTTP\/1\.1 408 /);
    expect(bodyOf(text).code).toBe('request_timeout');
    expect(await taskIds(slow, o)).toEqual([]);
  });
});

describe('400 malformed bodies, with a stable reason', () => {
  const post = (body: Buffer, contentType = 'application/json') =>
    send(svc.url, 'POST', '/v1/tasks', {
      headers: {
        authorization: `Bearer ${org.key}`,
        'content-type': contentType,
        'idempotency-key': newKey(),
      },
      body,
    });
  const valid = JSON.stringify(taskBody());
  const nested = (depth: number) => `${'['.repeat(depth)}1${']'.repeat(depth)}`;
  const CASES: Array<[string, Buffer, string, string?]> = [
    ['truncated JSON', Buffer.from(valid.slice(0, -3)), 'invalid_json'],
    ['a raw NUL byte', Buffer.from(valid.replace('"type"', '\u0000"type"')), 'invalid_json'],
    [
      'invalid UTF-8',
      Buffer.concat([
        Buffer.from(valid.slice(0, -2)),
        Buffer.from([0xff, 0xfe]),
        Buffer.from('"}'),
      ]),
      'invalid_utf8',
    ],
    [
      'a duplicate key',
      Buffer.from(valid.replace('{', '{"reward_major":"1.00",')),
      'duplicate_key',
    ],
    [
      'a duplicate key spelled with an escape',
      Buffer.from(valid.replace('{', '{"reward\\u005fmajor":"1.00",')),
      'duplicate_key',
    ],
    ['nesting 40 deep', Buffer.from(valid.replace('{', `{"extra":${nested(40)},`)), 'too_deep'],
    [
      'an escaped NUL in a string',
      Buffer.from(valid.replace('"title":"', '"title":"a\\u0000')),
      'nul_character',
    ],
    [
      'a __proto__ key',
      Buffer.from(valid.replace('{', '{"__proto__":{"admin":true},')),
      'forbidden_key',
    ],
    ['text/plain', Buffer.from(valid), '', 'text/plain'],
  ];

  it.each(CASES)('%s → 400 validation_failed', async (_name, body, reason, type) => {
    const before = await balance(svc, org);
    const r = await post(body, type);
    expect(r.status).toBe(400);
    const problem = problemOf(r);
    expect(problem.code).toBe('validation_failed');
    if (reason) expect(problem.detail.reason).toBe(reason);
    expect(await balance(svc, org)).toBe(before);
  });

  it('deep but legal nesting (a Loop template) and escapes in values are accepted', async () => {
    const r = await post(
      Buffer.from(valid.replace('"title":"', '"title":"caf\\u00e9 \\"quoted\\" ')),
    );
    expect(r.status).toBe(201);
  });
});
