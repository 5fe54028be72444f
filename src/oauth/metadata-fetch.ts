// Fetches a client ID metadata document with the guards an outbound request from the service
// needs (no way into its own host or network: SSRF): the host name and every address it
// resolves to must be public, checked in the connection's own DNS lookup so a name cannot
// resolve one way for the check and another for the connection; no redirects, 5 s, 5 KiB.
// Loopback and private hosts are allowed only with OAUTH_ALLOW_LOCAL_CLIENTS=1.
import { type LookupAddress, lookup } from 'node:dns';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP } from 'node:net';
import { ClientMetadataError } from './clients.ts';

const TIMEOUT_MS = 5_000;
const BODY_MAX_BYTES = 5 * 1024;

/** Loopback, private, link-local, carrier-grade NAT and unspecified addresses. */
export function isPrivateAddress(address: string): boolean {
  const a = address.replace(/^\[|\]$/g, '').toLowerCase();
  const v4 = a.startsWith('::ffff:') ? a.slice(7) : a;
  if (isIP(v4) === 4) {
    const [p, q] = v4.split('.').map(Number) as [number, number];
    return (
      p === 127 ||
      p === 10 ||
      p === 0 ||
      (p === 172 && q >= 16 && q <= 31) ||
      (p === 192 && q === 168) ||
      (p === 169 && q === 254) ||
      (p === 100 && q >= 64 && q <= 127)
    );
  }
  if (isIP(a) === 6) return a === '::1' || a === '::' || /^(fc|fd|fe8|fe9|fea|feb)/.test(a);
  return false;
}

function isLocalName(host: string): boolean {
  const h = host.replace(/^\[|\]$/g, '').toLowerCase();
  return (
    h === 'localhost' ||
    h.endsWith('.localhost') ||
    h.endsWith('.local') ||
    h.endsWith('.internal') ||
    isPrivateAddress(h)
  );
}

type LookupCallback = (
  error: NodeJS.ErrnoException | null,
  address: string | LookupAddress[],
  family?: number,
) => void;

/** dns.lookup that refuses private addresses (used by the connection itself). */
export function publicLookup(
  hostname: string,
  options: { all?: boolean },
  callback: LookupCallback,
) {
  lookup(hostname, { all: true }, (error, addresses) => {
    if (error) return callback(error, []);
    if (addresses.length === 0 || addresses.some((a) => isPrivateAddress(a.address)))
      return callback(Object.assign(new Error('private address'), { code: 'EPRIVATE' }), []);
    if (options.all) return callback(null, addresses);
    callback(null, addresses[0]!.address, addresses[0]!.family);
  });
}

/** The document at `clientId`, parsed, or a ClientMetadataError saying why not. */
export function fetchClientMetadata(clientId: string, allowLocal: boolean): Promise<unknown> {
  const url = new URL(clientId);
  if (!allowLocal && (url.protocol !== 'https:' || isLocalName(url.hostname)))
    return Promise.reject(refused('the client metadata document must be public https'));
  const request = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      {
        method: 'GET',
        headers: { accept: 'application/json' },
        timeout: TIMEOUT_MS,
        ...(allowLocal ? {} : { lookup: publicLookup }),
      },
      (res) => {
        if (res.statusCode !== 200) {
          res.resume();
          return reject(refused(`the client metadata document answered ${res.statusCode}`));
        }
        const chunks: Buffer[] = [];
        let size = 0;
        res.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > BODY_MAX_BYTES) {
            req.destroy();
            return reject(refused('the client metadata document is over 5 KiB'));
          }
          chunks.push(chunk);
        });
        res.on('end', () => {
          try {
            resolve(JSON.parse(Buffer.concat(chunks).toString('utf8')));
          } catch {
            reject(refused('the client metadata document is not JSON'));
          }
        });
        res.on('error', () => reject(refused('the client metadata document could not be read')));
      },
    );
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', () => reject(refused('the client metadata document could not be fetched')));
    req.end();
  });
}

const refused = (message: string) => new ClientMetadataError('invalid_client', message);
