// The load generator of bench/overload, run as a child process so it has its own event loop (the
// server's is what is measured). It speaks HTTP/1.1 over raw sockets with pipelining: a request is
// a pre-rendered string written to a socket, a response is framed by its Content-Length. Node's
// http client and fetch spend 50–100 µs of CPU on each request, which on this 2-core machine would
// cap the offered load far below 10 times the service's rate; a write and a header scan cost a
// few µs.
//
// Open loop: request i of a stream is due at start + i / rate, whether or not earlier ones were
// answered, and its latency runs from that due time, not from when it was written, so a stalled
// server is charged for the requests it delayed (no coordinated omission). A stream may bound what
// it has outstanding per connection: past it a due request is not sent and is counted as
// `unsent` (the generator, not the server, shed it), so that the generator's memory stays bounded.
//
// Closed loop (the sustainable-rate measurement): each connection keeps one request outstanding.
import { connect, type Socket } from 'node:net';

export interface StreamSpec {
  name: string;
  port: number;
  /** Agent keys; requests rotate over them, each connection bound to one key. */
  keys: string[];
  connectionsPerKey: number;
  body: string;
  tag: string;
  durationS: number;
  /** Requests per second over all keys; 0 = closed loop (one outstanding per connection). */
  rate: number;
  /** Outstanding requests per connection before a due request is left unsent. */
  outstandingMax: number;
  /** Whether to keep latencies and the ids of acknowledged creates. */
  record: boolean;
}

export interface StreamResult {
  name: string;
  durationS: number;
  offered: number;
  sent: number;
  unsent: number;
  answered: number;
  status: Record<string, number>;
  /** 429 and 503 answers without a Retry-After header. */
  retryAfterMissing: number;
  /** Requests written but never answered because their connection closed or failed. */
  dropped: number;
  /**
   * Requests still unanswered when the drain window after the stream ended ran out (the client hung
   * up on them).
   */
  abandoned: number;
  connectionErrors: number;
  latencyMs?: { p50: number; p90: number; p99: number; max: number; count: number };
  /** [key index, task id] of every 201. */
  acked?: Array<[number, string]>;
  cpuPct: number;
}

interface Outstanding {
  dueMs: number;
}

class Conn {
  private readonly socket: Socket;
  private readonly pending: Outstanding[] = [];
  private head = 0;
  private buf: Buffer | undefined;
  closed = false;
  private hungUp = false;

  constructor(
    port: number,
    private readonly onAnswer: (
      o: Outstanding,
      status: number,
      retryAfter: boolean,
      body: Buffer,
    ) => void,
    private readonly onDropped: (count: number, error: boolean) => void,
  ) {
    this.socket = connect({ port, host: '127.0.0.1', noDelay: true });
    this.socket.on('data', (chunk: Buffer) => this.read(chunk));
    this.socket.on('error', () => this.close(true));
    this.socket.on('close', () => this.close(false));
  }

  get outstanding(): number {
    return this.pending.length - this.head;
  }

  send(request: string, o: Outstanding): void {
    this.pending.push(o);
    this.socket.write(request);
  }

  /**
   * Hangs up; a connection with requests still unanswered is reset (the client gave up on them).
   */
  end(): void {
    this.hungUp = true;
    if (this.outstanding > 0) this.socket.destroy();
    else this.socket.end();
  }

  private close(error: boolean): void {
    if (this.closed) return;
    this.closed = true;
    if (!this.hungUp) this.onDropped(this.outstanding, error);
    this.head = this.pending.length;
  }

  private read(chunk: Buffer): void {
    let buf = this.buf ? Buffer.concat([this.buf, chunk]) : chunk;
    for (;;) {
      const headerEnd = buf.indexOf('\r\n\r\n');
      if (headerEnd < 0) break;
      const head = buf.toString('latin1', 0, headerEnd).toLowerCase();
      const lengthAt = head.indexOf('\r\ncontent-length:');
      const length = lengthAt < 0 ? 0 : parseInt(head.slice(lengthAt + 17, lengthAt + 40), 10);
      const end = headerEnd + 4 + length;
      if (buf.length < end) break;
      const status = parseInt(head.slice(9, 12), 10);
      const o = this.pending[this.head];
      this.pending[this.head++] = undefined as never;
      if (this.head > 4096) {
        this.pending.splice(0, this.head);
        this.head = 0;
      }
      if (o)
        this.onAnswer(
          o,
          status,
          head.includes('\r\nretry-after:'),
          buf.subarray(headerEnd + 4, end),
        );
      buf = buf.subarray(end);
    }
    this.buf = buf.length > 0 ? Buffer.from(buf) : undefined;
  }
}

function percentile(sorted: Float64Array, p: number): number {
  if (sorted.length === 0) return 0;
  return Number(
    sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!.toFixed(2),
  );
}

export function runStream(spec: StreamSpec): Promise<StreamResult> {
  const cpuFrom = process.cpuUsage();
  const status: Record<string, number> = {};
  const latencies: number[] = [];
  const acked: Array<[number, string]> = [];
  let sent = 0;
  let unsent = 0;
  let answered = 0;
  let retryAfterMissing = 0;
  let dropped = 0;
  let connectionErrors = 0;
  let seq = 0;
  const bodyBytes = Buffer.byteLength(spec.body);
  const render = (key: string, i: number) =>
    `POST /v1/tasks HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer ` +
    `${key}\r\nIdempotency-Key: ${spec.tag}-${i}\r\n` +
    `Content-Type: application/json\r\nContent-Length: ${bodyBytes}\r\n\r\n${spec.body}`;

  const conns: Array<{ conn: Conn; keyIndex: number }> = [];
  let stopping = false;
  let sendNext: (slot: number) => void = () => {};
  for (let k = 0; k < spec.keys.length; k++) {
    for (let c = 0; c < spec.connectionsPerKey; c++) {
      const slot = conns.length;
      const conn = new Conn(
        spec.port,
        (o, code, retryAfter, body) => {
          answered += 1;
          status[code] = (status[code] ?? 0) + 1;
          if ((code === 429 || code === 503) && !retryAfter) retryAfterMissing += 1;
          if (spec.record) {
            latencies.push(performance.now() - o.dueMs);
            if (code === 201)
              acked.push([
                k,
                (JSON.parse(body.toString('utf8')) as { data: { taskId: string } }).data.taskId,
              ]);
          }
          if (spec.rate === 0 && !stopping) sendNext(slot);
        },
        (count, error) => {
          dropped += count;
          if (error) connectionErrors += 1;
        },
      );
      conns.push({ conn, keyIndex: k });
    }
  }
  const send = (slot: number, dueMs: number) => {
    const { conn, keyIndex } = conns[slot]!;
    if (conn.closed || conn.outstanding >= spec.outstandingMax) {
      unsent += 1;
      return;
    }
    sent += 1;
    conn.send(render(spec.keys[keyIndex]!, seq++), { dueMs });
  };
  sendNext = (slot) => send(slot, performance.now());

  return new Promise((resolve) => {
    const startMs = performance.now();
    const endMs = startMs + spec.durationS * 1000;
    let due = 0;
    let slot = 0;
    let timer: NodeJS.Timeout | undefined;
    if (spec.rate === 0) {
      for (let s = 0; s < conns.length; s++) sendNext(s);
    } else {
      const intervalMs = 1000 / spec.rate;
      // Every millisecond, send whatever fell due since the last tick, each stamped with its own
      // due time.
      timer = setInterval(() => {
        const now = Math.min(performance.now(), endMs);
        for (
          let dueMs = startMs + due * intervalMs;
          dueMs <= now;
          dueMs = startMs + ++due * intervalMs
        ) {
          send(slot, dueMs);
          slot = (slot + 1) % conns.length;
        }
      }, 1);
    }
    setTimeout(() => {
      stopping = true;
      if (timer) clearInterval(timer);
      const offered = spec.rate === 0 ? sent : due;
      // Let what is outstanding be answered (bounded), then close and count what never was.
      const drainEnd = performance.now() + 10_000;
      const finish = () => {
        if (
          conns.some((c) => !c.conn.closed && c.conn.outstanding > 0) &&
          performance.now() < drainEnd
        )
          return void setTimeout(finish, 20);
        const abandoned = conns.reduce(
          (sum, c) => sum + (c.conn.closed ? 0 : c.conn.outstanding),
          0,
        );
        for (const c of conns) c.conn.end();
        const cpu = process.cpuUsage(cpuFrom);
        const sorted = Float64Array.from(latencies).sort();
        resolve({
          name: spec.name,
          durationS: spec.durationS,
          offered,
          sent,
          unsent,
          answered,
          status,
          retryAfterMissing,
          dropped,
          abandoned,
          connectionErrors,
          ...(spec.record
            ? {
                latencyMs: {
                  p50: percentile(sorted, 50),
                  p90: percentile(sorted, 90),
                  p99: percentile(sorted, 99),
                  max: percentile(sorted, 100),
                  count: sorted.length,
                },
                acked,
              }
            : {}),
          cpuPct: Math.round((cpu.user + cpu.system) / 10 / (spec.durationS * 1000)),
        });
      };
      finish();
    }, spec.durationS * 1000);
  });
}

// As a child: run the stream in ERRAND_OVERLOAD_STREAM, print its result as one JSON line.
if (process.env.ERRAND_OVERLOAD_STREAM) {
  const spec = JSON.parse(process.env.ERRAND_OVERLOAD_STREAM) as StreamSpec;
  process.stdout.write(`${JSON.stringify({ ready: true })}\n`);
  // Start when the parent says so (a line on stdin), so both streams of phase B start together.
  process.stdin.once('data', () => {
    void runStream(spec).then((result) => {
      process.stdout.write(`${JSON.stringify(result)}\n`);
      process.exit(0);
    });
  });
}
