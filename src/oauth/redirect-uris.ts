// Which redirect URIs a client may register, and whether the one an authorization request names
// is one of them: an exact string match, except that a loopback redirect (a native app listening
// on 127.0.0.1, [::1] or localhost) may use any port (RFC 8252 §7.3; OAuth 2.1 §2.3.1).
// docs/mcp.md, "OAuth".

const LOOPBACK = new Set(['127.0.0.1', '[::1]', 'localhost']);

function parse(raw: string): URL | undefined {
  try {
    return new URL(raw);
  } catch {
    return undefined;
  }
}

const isLoopback = (url: URL) => url.protocol === 'http:' && LOOPBACK.has(url.hostname);

/**
 * Why a redirect URI cannot be registered, or undefined when it can: https, http on loopback,
 * or a native app's private-use scheme in reverse-domain form (`com.example.app:/cb`); never a
 * fragment, never a URI that runs script.
 */
export function redirectUriProblem(raw: string): string | undefined {
  const url = parse(raw);
  if (!url) return 'not an absolute URI';
  if (url.hash !== '' || raw.includes('#')) return 'a redirect URI has no fragment';
  if (url.protocol === 'https:') return undefined;
  if (url.protocol === 'http:') return isLoopback(url) ? undefined : 'http only on loopback';
  const scheme = url.protocol.slice(0, -1);
  if (/^[a-z][a-z0-9+-]*(\.[a-z0-9+-]+)+$/.test(scheme)) return undefined;
  return 'https, loopback http or a reverse-domain private-use scheme only';
}

/** True when `requested` is one of `registered` (loopback: any port, all else exactly). */
export function redirectUriMatches(registered: readonly string[], requested: string): boolean {
  if (registered.includes(requested)) return true;
  const want = parse(requested);
  if (!want || !isLoopback(want) || requested.includes('#') || want.username || want.password)
    return false;
  return registered.some((raw) => {
    const have = parse(raw);
    return (
      have !== undefined &&
      isLoopback(have) &&
      have.hostname === want.hostname &&
      have.pathname === want.pathname &&
      have.search === want.search
    );
  });
}
