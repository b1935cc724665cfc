/**
 * The activation link of portal-overview §2: /integrations/{kind}/activate/ with optional
 * redirect or redirect_url (default /dashboard), the activation key under the integration's
 * own parameter name, and any tenant_* parameters. The server checks the redirect against
 * the integration's registered addresses; the portal passes the parameters on as they came.
 */
export const DEFAULT_REDIRECT = '/dashboard';
export const DEFAULT_ACTIVATION_KEY_NAME = 'confirmation_key';
const TENANT_PREFIX = 'tenant_';

export interface ActivationRequest {
  /** `redirect` or `redirect_url`, whichever the link used, and its value. */
  redirectField: 'redirect' | 'redirect_url';
  redirect: string;
  /** The body of subscribe/ and unsubscribe/. */
  body: Record<string, string>;
}

/** What both URLSearchParams (the portal) and a parsed query (the server) offer. */
export interface QueryParams extends Iterable<[string, string]> {
  has(name: string): boolean;
  get(name: string): string | null;
}

export function activationRequest(search: QueryParams, activationKeyName: string): ActivationRequest {
  const redirectField = search.has('redirect') ? 'redirect' : 'redirect_url';
  const redirect = search.get(redirectField) || DEFAULT_REDIRECT;
  const body: Record<string, string> = { [redirectField]: redirect };
  const key = search.get(activationKeyName);
  if (key !== null) body[activationKeyName] = key;
  for (const [name, value] of search) if (name.startsWith(TENANT_PREFIX)) body[name] = value;
  return { redirectField, redirect, body };
}

/**
 * Where Deny sends the user: the redirect with error=access_denied appended (OAuth's word
 * for it), keeping any query and fragment the partner put there.
 */
export function deniedRedirect(redirect: string): string {
  const [beforeHash, hash] = splitOnce(redirect, '#');
  const separator = beforeHash.includes('?') ? (/[?&]$/.test(beforeHash) ? '' : '&') : '?';
  return `${beforeHash}${separator}error=access_denied${hash === undefined ? '' : `#${hash}`}`;
}

function splitOnce(text: string, separator: string): [string, string | undefined] {
  const at = text.indexOf(separator);
  return at < 0 ? [text, undefined] : [text.slice(0, at), text.slice(at + 1)];
}

/** A portal path stays in the app; anything else is another site. */
export function isPortalPath(target: string): boolean {
  return target.startsWith('/') && !target.startsWith('//') && !target.startsWith('/\\');
}
