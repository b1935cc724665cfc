import { isPortalPath } from '../../../../core/domain/integrationActivation.ts';

/**
 * Whether an address outside the portal may be opened at all: http(s) only, without user
 * information (https://partner@evil.example) or characters a browser would drop. Allow and
 * Unsubscribe get their address from the server, which also checks it against the
 * integration's registered addresses; Deny has only this check (see the report in README).
 */
export function isOpenableAddress(target: string): boolean {
  if (isPortalPath(target)) return true;
  if (/[\s\\]/.test(target) || [...target].some((c) => c < ' ' || c === '\u007f')) return false;
  try {
    const url = new URL(target);
    return (url.protocol === 'https:' || url.protocol === 'http:') && !url.username && !url.password;
  } catch {
    return false;
  }
}

/** The host an external address leads to, to tell the user before they go. */
export function hostOf(target: string): string | undefined {
  if (isPortalPath(target)) return undefined;
  try {
    return new URL(target).host;
  } catch {
    return undefined;
  }
}
