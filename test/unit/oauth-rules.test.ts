// The OAuth rules that need no server: which redirect URIs a client may register and which match
// (exact, loopback any port per RFC 8252), PKCE S256 only, which addresses a client metadata
// document may not be fetched from (loopback, private, link-local, CGNAT; no http; no redirects;
// 5 KiB), and that client metadata is checked before a client exists.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientFromMetadata, isMetadataDocumentId } from '../../src/oauth/clients.ts';
import {
  fetchClientMetadata,
  isPrivateAddress,
  publicLookup,
} from '../../src/oauth/metadata-fetch.ts';
import { redirectUriMatches, redirectUriProblem } from '../../src/oauth/redirect-uris.ts';
import { pkceMatches } from '../../src/oauth/tokens.ts';

describe('redirect URIs', () => {
  it('registers https, loopback http and reverse-domain schemes only', () => {
    expect(redirectUriProblem('https://claude.ai/api/mcp/auth_callback')).toBeUndefined();
    expect(redirectUriProblem('http://127.0.0.1:33418/')).toBeUndefined();
    expect(redirectUriProblem('http://localhost/cb')).toBeUndefined();
    expect(redirectUriProblem('com.example.app:/oauth')).toBeUndefined();
    expect(redirectUriProblem('http://example.com/cb')).toBe('http only on loopback');
    expect(redirectUriProblem('https://example.com/cb#x')).toMatch(/fragment/);
    expect(redirectUriProblem('javascript:alert(1)')).toMatch(/only/);
    expect(redirectUriProblem('data:text/html,hi')).toMatch(/only/);
    expect(redirectUriProblem('cb')).toBe('not an absolute URI');
  });

  it('matches exactly, except a loopback port', () => {
    const registered = ['https://app.example/cb', 'http://127.0.0.1/callback'];
    expect(redirectUriMatches(registered, 'https://app.example/cb')).toBe(true);
    expect(redirectUriMatches(registered, 'https://app.example/cb/')).toBe(false);
    expect(redirectUriMatches(registered, 'https://app.example/cb?x=1')).toBe(false);
    expect(redirectUriMatches(registered, 'https://app.example:444/cb')).toBe(false);
    expect(redirectUriMatches(registered, 'http://127.0.0.1:50123/callback')).toBe(true);
    expect(redirectUriMatches(registered, 'http://127.0.0.1:50123/other')).toBe(false);
    expect(redirectUriMatches(registered, 'http://localhost:50123/callback')).toBe(false);
    expect(redirectUriMatches(registered, 'http://127.0.0.1:5/callback#f')).toBe(false);
    expect(redirectUriMatches(registered, 'http://u@127.0.0.1:5/callback')).toBe(false);
  });
});

describe('PKCE', () => {
  const verifier = 'dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk';
  const challenge = createHash('sha256').update(verifier).digest('base64url');

  it('takes the S256 verifier and nothing else', () => {
    expect(challenge).toBe('E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM'); // RFC 7636 Appendix B
    expect(pkceMatches(verifier, challenge)).toBe(true);
    expect(pkceMatches(`${verifier}x`, challenge)).toBe(false);
    // "plain": the verifier as its own challenge.
    expect(pkceMatches(verifier, verifier)).toBe(false);
    expect(pkceMatches('short', challenge)).toBe(false);
  });
});

describe('client metadata', () => {
  it('needs redirect URIs it can register, and the code flow', () => {
    const made = clientFromMetadata(
      { client_name: 'A', redirect_uris: ['https://a.example/cb'] },
      'id',
      'registered',
      1,
    );
    expect(made).toMatchObject({
      clientId: 'id',
      name: 'A',
      redirectUris: ['https://a.example/cb'],
    });
    const refused = (body: unknown) => () => clientFromMetadata(body, 'id', 'registered', 1);
    expect(refused({})).toThrow(/redirect_uris/);
    expect(refused({ redirect_uris: ['http://a.example/cb'] })).toThrow(/loopback/);
    expect(refused({ redirect_uris: ['https://a/cb'], grant_types: ['implicit'] })).toThrow();
    expect(refused({ redirect_uris: ['https://a/cb'], response_types: ['token'] })).toThrow();
    const secret = {
      redirect_uris: ['https://a/cb'],
      token_endpoint_auth_method: 'private_key_jwt',
    };
    expect(() => clientFromMetadata(secret, 'https://a/c.json', 'metadata_document', 1)).toThrow();
  });

  it('names a document by an https URL with a path', () => {
    expect(isMetadataDocumentId('https://app.example/oauth/client.json', false)).toBe(true);
    expect(isMetadataDocumentId('https://app.example/', false)).toBe(false);
    expect(isMetadataDocumentId('http://app.example/client.json', false)).toBe(false);
    expect(isMetadataDocumentId('http://127.0.0.1:9/client.json', true)).toBe(true);
    expect(isMetadataDocumentId('errand_client_abc', false)).toBe(false);
  });
});

describe('fetching a client metadata document', () => {
  let server: Server;
  let base: string;
  beforeAll(async () => {
    server = createServer((req, res) => {
      if (req.url === '/big') return res.end(JSON.stringify({ pad: 'x'.repeat(6000) }));
      if (req.url === '/moved') {
        res.writeHead(302, { location: '/client.json' });
        return res.end();
      }
      res.end(JSON.stringify({ client_id: `${base}/client.json`, redirect_uris: [] }));
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => server.close());

  it('knows the addresses that lead into the host or its network', () => {
    for (const a of ['127.0.0.1', '10.1.2.3', '172.16.0.1', '192.168.1.1', '169.254.169.254'])
      expect(isPrivateAddress(a), a).toBe(true);
    for (const a of [
      '100.64.0.1',
      '0.0.0.0',
      '::1',
      '::',
      'fd00::1',
      'fe80::1',
      '::ffff:127.0.0.1',
    ])
      expect(isPrivateAddress(a), a).toBe(true);
    for (const a of ['8.8.8.8', '172.32.0.1', '2606:4700::1111'])
      expect(isPrivateAddress(a), a).toBe(false);
  });

  it('refuses loopback, private and http documents unless local ones are allowed', async () => {
    await expect(fetchClientMetadata(`${base}/client.json`, false)).rejects.toThrow(/public https/);
    const names = ['https://localhost/c.json', 'https://10.0.0.1/c.json', 'https://[::1]/c.json'];
    for (const url of names)
      await expect(fetchClientMetadata(url, false)).rejects.toThrow(/public https/);
    await expect(fetchClientMetadata('https://metadata.internal/c.json', false)).rejects.toThrow();
    await expect(fetchClientMetadata(`${base}/client.json`, true)).resolves.toMatchObject({
      client_id: `${base}/client.json`,
    });
  });

  it("checks the connection's own DNS answer: a name for loopback is refused", async () => {
    const answer = await new Promise<string>((resolve) =>
      publicLookup('localhost', {}, (error, address) =>
        resolve(error ? String(error.code) : String(address)),
      ),
    );
    expect(answer).toBe('EPRIVATE');
  });

  it('follows no redirect and reads no more than 5 KiB', async () => {
    await expect(fetchClientMetadata(`${base}/moved`, true)).rejects.toThrow(/answered 302/);
    await expect(fetchClientMetadata(`${base}/big`, true)).rejects.toThrow(/over 5 KiB/);
  });
});
