/**
 * Requests sent before the code that needs them has loaded (boot.ts), handed over once to the
 * client when it asks for exactly the same thing. A bookmarked list otherwise asks for its rows
 * only after React, the shell and the list page have been evaluated and drawn: on this machine
 * the network then sat idle for most of the time before the first rows (bench/extensionsListRender).
 * No React here, nor anything that imports it: boot.ts runs before them.
 */
interface Sent {
  answer: Promise<Response>;
  headers: Record<string, string>;
}

const sent = new Map<string, Sent>();
/** What the client asked for without a prefetched answer: sending it now would be a second request. */
const asked = new Set<string>();
/** An answer nobody claimed is dropped after this long: the page asked for something else. */
const UNCLAIMED_MS = 15_000;

/** Cancels an answer's body nobody will read: the browser would hold the request open until then. */
const discard = (answer: Promise<Response>) => void answer.then((response) => response.body?.cancel()).catch(() => undefined);

/** Sends a GET now, to be claimed by `claimPrefetched` with the same address and headers. */
export function prefetch(url: string, headers: Record<string, string>): void {
  const href = new URL(url, window.location.href).href;
  // The page was quicker than this (a warm cache): it has asked already.
  if (asked.has(href) || sent.has(href)) return;
  const answer = fetch(href, { headers, credentials: 'same-origin' });
  // An unclaimed failure is nobody's error; a claimed one reaches its caller as usual.
  answer.catch(() => undefined);
  sent.set(href, { answer, headers });
  setTimeout(() => {
    if (sent.get(href)?.answer !== answer) return;
    sent.delete(href);
    discard(answer);
  }, UNCLAIMED_MS);
}

/** The answer to a request already sent for `request`, once; undefined when there is none. */
export function claimPrefetched(request: Request): Promise<Response> | undefined {
  if (request.method !== 'GET') return undefined;
  const found = sent.get(request.url);
  if (!found) {
    asked.add(request.url);
    setTimeout(() => asked.delete(request.url), UNCLAIMED_MS);
    return undefined;
  }
  sent.delete(request.url);
  if (Object.entries(found.headers).every(([name, value]) => request.headers.get(name) === value)) return found.answer;
  discard(found.answer);
  return undefined;
}

/** The headers the client sends with a group's request (client.ts: sessionMiddleware), for a request sent before it loads. */
export function sessionHeaders(credentials: { token: string; groupId: number | null }, language: string): Record<string, string> {
  const headers: Record<string, string> = { Authorization: `Token ${credentials.token}`, 'Accept-Language': language };
  if (credentials.groupId !== null) headers['Current-Group-Id'] = String(credentials.groupId);
  return headers;
}
