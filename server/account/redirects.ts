/** Where an integration sends the user when nothing else is asked (portal-overview §2). */
export const DEFAULT_REDIRECT = '/dashboard';

function parse(address: string): URL | undefined {
  try {
    return new URL(address);
  } catch {
    return undefined;
  }
}

/** A registered address matches the target's origin exactly, and its path is a prefix at a '/' boundary. */
function matches(target: URL, registered: URL): boolean {
  if (target.origin !== registered.origin) return false;
  const prefix = registered.pathname;
  return target.pathname === prefix || target.pathname.startsWith(prefix.endsWith('/') ? prefix : `${prefix}/`);
}

/**
 * The address to send the user to after an integration is allowed or revoked, or undefined
 * when it would be an open redirect. A path of this portal ("/dashboard") is fine; anything
 * absolute must be one of the integration's registered addresses. Refused: "//evil" and
 * "/\evil" (other hosts to a browser), user info ("https://allowed@evil"), schemes such as
 * javascript:, and any whitespace or control character a browser would silently drop.
 */
export function safeRedirect(target: string, registered: string[]): string | undefined {
  if (!target || target.length > 2048 || /[\s\\]/.test(target) || [...target].some((c) => c < ' ' || c === '\u007f')) return undefined;
  if (target.startsWith('/')) return target.startsWith('//') ? undefined : target;
  const url = parse(target);
  if (!url || url.username || url.password || (url.protocol !== 'https:' && url.protocol !== 'http:')) return undefined;
  return registered.some((address) => {
    const allowed = parse(address);
    return allowed !== undefined && matches(url, allowed);
  })
    ? url.href
    : undefined;
}
