// A real three-node nats-server cluster on loopback for the JetStream log's tests: temp dirs,
// distinct free ports, a server_name per node (JetStream clustering needs it), routes between
// all nodes. Nodes can be killed and started again on the same ports and store dirs.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { connect } from '@nats-io/transport-node';
import { jetstreamManager } from '@nats-io/jetstream';
import { freePort } from './child-service.ts';

interface NatsNode {
  readonly name: string;
  readonly port: number;
  readonly clusterPort: number;
  readonly confFile: string;
  proc: ChildProcess | undefined;
}

export interface NatsCluster {
  readonly urls: string[];
  readonly nodes: readonly NatsNode[];
  /** SIGKILL one node and wait for it to exit. */
  kill(index: number): Promise<void>;
  /** Start a killed node again, same ports and store dir. */
  restart(index: number): Promise<void>;
  /** Until every node answers and the JetStream meta group has a leader. */
  waitReady(timeoutMs?: number): Promise<void>;
  stop(): Promise<void>;
}

/**
 * Why the cluster cannot run here, or undefined when it can. Tries `apt-get install` once when
 * the binary is missing (tests run as root in CI images that allow it).
 */
export function natsServerMissing(): string | undefined {
  if (has()) return undefined;
  spawnSync('apt-get', ['install', '-y', '-q', 'nats-server'], {
    stdio: 'ignore',
    timeout: 120_000,
  });
  return has()
    ? undefined
    : 'nats-server is not installed and `apt-get install -y nats-server` did not install it';
}

function has(): boolean {
  return spawnSync('nats-server', ['--version'], { stdio: 'ignore' }).status === 0;
}

export interface ClusterOptions {
  /** Where clients connect (default 127.0.0.1): 0.0.0.0 lets a client in a network namespace in. */
  readonly clientHost?: string;
}

export async function startNatsCluster(
  size = 3,
  options: ClusterOptions = {},
): Promise<NatsCluster> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'errand-nats-'));
  const ports = await distinctPorts(size * 2);
  const nodes: NatsNode[] = [];
  for (let i = 0; i < size; i += 1) {
    const name = `n${i + 1}`;
    const routes = ports.slice(size).map((p) => `nats-route://127.0.0.1:${p}`);
    const conf = [
      `server_name: ${name}`,
      `listen: ${options.clientHost ?? '127.0.0.1'}:${ports[i]}`,
      // The limits keep a test run from reserving the machine's whole memory and disk.
      `jetstream { store_dir: "${path.join(dir, name)}", max_memory_store: 64MB, ` +
        `max_file_store: 2GB }`,
      // no_advertise: clients are told of no addresses but those they were given (127.0.0.1 means
      // nothing in a namespace).
      `cluster { name: errand-test, listen: 127.0.0.1:${ports[size + i]}, routes: [` +
        `${routes.join(', ')}]${options.clientHost === undefined ? '' : ', no_advertise: true'} ` +
        `}`,
    ].join('\n');
    const confFile = path.join(dir, `${name}.conf`);
    await writeFile(confFile, conf);
    nodes.push({ name, port: ports[i]!, clusterPort: ports[size + i]!, confFile, proc: undefined });
  }
  for (const node of nodes) launch(node);
  // A test process that ends without afterAll (killed, crashed) must not leave servers running.
  const killAll = () => {
    for (const n of nodes) n.proc?.kill('SIGKILL');
  };
  process.once('exit', killAll);
  const cluster: NatsCluster = {
    urls: nodes.map((n) => `nats://127.0.0.1:${n.port}`),
    nodes,
    async kill(index) {
      const node = nodes[index]!;
      const proc = node.proc;
      node.proc = undefined;
      if (proc === undefined || proc.exitCode !== null) return;
      const exited = new Promise((resolve) => proc.once('exit', resolve));
      proc.kill('SIGKILL');
      await exited;
    },
    async restart(index) {
      const node = nodes[index]!;
      if (node.proc === undefined) launch(node);
    },
    waitReady: (timeoutMs = 30_000) => waitReady(cluster.urls, timeoutMs),
    async stop() {
      process.off('exit', killAll);
      for (let i = 0; i < nodes.length; i += 1) await cluster.kill(i);
      await rm(dir, { recursive: true, force: true });
    },
  };
  try {
    await cluster.waitReady();
  } catch (error) {
    await cluster.stop();
    throw error;
  }
  return cluster;
}

function launch(node: NatsNode): void {
  const proc = spawn('nats-server', ['-c', node.confFile], { stdio: ['ignore', 'ignore', 'pipe'] });
  // nats-server logs to stderr; keep the tail for a failing start, drop the rest.
  let tail = '';
  proc.stderr?.on('data', (chunk: Buffer) => {
    tail = (tail + chunk.toString()).slice(-4000);
  });
  proc.on('exit', (code, signal) => {
    if (code !== 0 && code !== null && signal === null)
      process.stderr.write(`nats-server ${node.name} exited ${code}: ${tail}\n`);
  });
  node.proc = proc;
}

async function distinctPorts(count: number): Promise<number[]> {
  const ports = new Set<number>();
  while (ports.size < count) ports.add(await freePort());
  return [...ports];
}

/** Every node accepts a connection, and JetStream answers account info (a meta leader exists). */
async function waitReady(urls: readonly string[], timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let last: unknown;
  for (const url of urls) {
    for (;;) {
      try {
        const nc = await connect({ servers: url, timeout: 1_000, reconnect: false });
        try {
          await (await jetstreamManager(nc, { timeout: 1_000 })).getAccountInfo();
          break;
        } finally {
          await nc.close();
        }
      } catch (error) {
        last = error;
        if (Date.now() > deadline)
          throw new Error(`nats cluster not ready after ${timeoutMs} ms at ${url}`, {
            cause: last,
          });
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    }
  }
}
