/**
 * The page an anonymous visitor asked for, kept in sessionStorage so that it survives the
 * detour through the sign-in page (portal-overview §4).
 */
const STORAGE_KEY = 'switchboard.requestedPath';

export function rememberPath(pathAndQuery: string): void {
  try {
    sessionStorage.setItem(STORAGE_KEY, pathAndQuery);
  } catch {
    // Without storage the user lands on the dashboard instead.
  }
}

/** The remembered page, once: it is forgotten as it is read. Only same-origin paths count. */
export function takeRememberedPath(): string | null {
  try {
    const path = sessionStorage.getItem(STORAGE_KEY);
    sessionStorage.removeItem(STORAGE_KEY);
    return path && path.startsWith('/') && !path.startsWith('//') ? path : null;
  } catch {
    return null;
  }
}
