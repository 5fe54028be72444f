// The conformance suite connects without credentials: this proxy adds an agent's key to each
// request and passes everything else (Host and Origin included) through to the service.
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface KeyProxy {
  readonly url: string;
  close(): Promise<void>;
}

export async function keyProxy(target: string, key: string): Promise<KeyProxy> {
  const to = new URL(target);
  const server: Server = createServer((req, res) => {
    const headers = { ...req.headers, authorization: `Bearer ${key}` };
    const upstream = request(
      { host: to.hostname, port: to.port, path: req.url, method: req.method, headers },
      (up) => {
        res.writeHead(up.statusCode ?? 502, up.headers);
        up.pipe(res);
      },
    );
    upstream.on('error', () => res.destroy());
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://localhost:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
