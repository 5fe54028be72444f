// A host of its own for a test process: a network namespace with two veth links to this one, one
// for clients and one for the log (NATS), so the log's link can be cut while clients still reach
// it — a partition between an errand node and the JetStream cluster. Root and iproute2 only.
import { execFileSync, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';

const ip = (...args: string[]) => execFileSync('ip', args, { stdio: ['ignore', 'ignore', 'pipe'] });

/** Why namespaces cannot be made here, or undefined when they can. */
export function netnsMissing(): string | undefined {
  const name = `errand-probe-${randomBytes(3).toString('hex')}`;
  const made = spawnSync('ip', ['netns', 'add', name], { encoding: 'utf8' });
  if (made.error !== undefined) return `ip (iproute2) not found: ${made.error.message}`;
  if (made.status !== 0) return `ip netns add failed (root needed): ${made.stderr.trim()}`;
  spawnSync('ip', ['netns', 'del', name]);
  return undefined;
}

export interface IsolatedHost {
  readonly ns: string;
  /** The namespace's address on the client link: where its services listen. */
  readonly clientIp: string;
  /** This host's address on the log link: where the namespace reaches NATS. */
  readonly logHostIp: string;
  /** The command prefix that runs a process inside (exec, so its pid stays the process's). */
  readonly prefix: readonly string[];
  cutLog(): void;
  healLog(): void;
  destroy(): void;
}

export function isolatedHost(subnet: number): IsolatedHost {
  const tag = randomBytes(3).toString('hex');
  const ns = `errand-${tag}`;
  const links = { client: [`ec${tag}h`, `ec${tag}n`], log: [`el${tag}h`, `el${tag}n`] } as const;
  const nets = { client: `10.210.${subnet}`, log: `10.211.${subnet}` };
  ip('netns', 'add', ns);
  try {
    ip('netns', 'exec', ns, 'ip', 'link', 'set', 'lo', 'up');
    for (const kind of ['client', 'log'] as const) {
      const [host, inner] = links[kind];
      ip('link', 'add', host, 'type', 'veth', 'peer', 'name', inner);
      ip('link', 'set', inner, 'netns', ns);
      ip('addr', 'add', `${nets[kind]}.1/24`, 'dev', host);
      ip('link', 'set', host, 'up');
      ip('netns', 'exec', ns, 'ip', 'addr', 'add', `${nets[kind]}.2/24`, 'dev', inner);
      ip('netns', 'exec', ns, 'ip', 'link', 'set', inner, 'up');
    }
  } catch (error) {
    spawnSync('ip', ['netns', 'del', ns]);
    for (const [host] of Object.values(links)) spawnSync('ip', ['link', 'del', host]);
    throw error;
  }
  return {
    ns,
    clientIp: `${nets.client}.2`,
    logHostIp: `${nets.log}.1`,
    prefix: ['ip', 'netns', 'exec', ns],
    // Down on both ends: packets either way are dropped, nothing is refused (a cable pulled, not a
    // closed port).
    cutLog: () => {
      ip('link', 'set', links.log[0], 'down');
      ip('netns', 'exec', ns, 'ip', 'link', 'set', links.log[1], 'down');
    },
    healLog: () => {
      ip('link', 'set', links.log[0], 'up');
      ip('netns', 'exec', ns, 'ip', 'link', 'set', links.log[1], 'up');
    },
    destroy: () => {
      spawnSync('ip', ['netns', 'del', ns]);
      for (const [host] of Object.values(links)) spawnSync('ip', ['link', 'del', host]);
    },
  };
}
