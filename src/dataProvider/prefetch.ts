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
/** An answer nobody claimed is dropped after this long: the page asked for something else. */
const UNCLAIMED_MS = 15_000;

/** Sends a GET now, to be claimed by `claimPrefetched` with the same address and headers. */
export function prefetch(url: string, headers: Record<string, string>): void {
  const href = new URL(url, window.location.href).href;
  const answer = fetch(href, { headers, credentials: 'same-origin' });
  // An unclaimed failure is nobody's error; a claimed one reaches its caller as usual.
  answer.catch(() => undefined);
  sent.set(href, { answer, headers });
  setTimeout(() => sent.delete(href), UNCLAIMED_MS);
}

/** The answer to a request already sent for `request`, once; undefined when there is none. */
export function claimPrefetched(request: Request): Promise<Response> | undefined {
  if (request.method !== 'GET') return undefined;
  const found = sent.get(request.url);
  if (!found) return undefined;
  sent.delete(request.url);
  const same = Object.entries(found.headers).every(([name, value]) => request.headers.get(name) === value);
  return same ? found.answer : undefined;
}
