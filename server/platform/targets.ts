import type { Queryable } from '../db/index.ts';
import { ringExtension, ringNumber, type Target } from './answers.ts';
import { extensionsByIds, type ExtensionRow } from './directory.ts';

/** Something a step rings: an extension of the group (with a ring group's delay and mobile), or a number. */
export type Want = { type: 'extension'; id: number; delay?: number; mobile?: boolean } | { type: 'number'; number: string; delay?: number };

/**
 * Where a forwarding case sends an extension's call inside a fork: another extension or a
 * number. A forwarding to voicemail needs the call alone (a media server takes it), so inside a
 * Dial or ring group it leaves the extension out; called directly it is its own step (router).
 */
function forwardedTo(forwarding: Record<string, unknown> | undefined, which: 'always' | 'unavailable'): Want | 'voicemail' | undefined {
  const where = forwarding?.[which];
  const to = forwarding?.[`${which}_${where}`];
  if (where === 'extension' && typeof to === 'number') return { type: 'extension', id: to };
  if (where === 'number' && typeof to === 'string') return { type: 'number', number: to };
  if (where === 'voicemail') return 'voicemail';
  return undefined;
}

/**
 * The targets of one step, in the contract's terms: each extension as its AOR unless its
 * forwarding sends calls elsewhere first (always, or unavailable when no phone of it is
 * registered: an unregistered extension without one is left out, as it cannot ring), a
 * ring-group member's mobile after the extension's call-mobile-after. A target reached twice
 * rings once, at its earliest.
 */
export async function targetsOf(db: Queryable, group: number, wants: Want[], timeout: number): Promise<Target[]> {
  const ids = wants.flatMap((w) => (w.type === 'extension' ? [w.id] : []));
  const extensions = await extensionsByIds(db, ids, group);
  // Forwarded-to extensions are read in one more query; their own forwarding is not followed (no chains, no loops).
  const substitutes = new Map<number, Want | 'voicemail' | undefined>();
  for (const id of ids) {
    const ext = extensions.get(id);
    if (!ext) continue;
    const forwarding = ext.forwarding ?? undefined;
    const sub = forwardedTo(forwarding, 'always') ?? (ext.registered ? undefined : forwardedTo(forwarding, 'unavailable'));
    if (sub) substitutes.set(id, sub);
  }
  const extra = [...substitutes.values()].flatMap((s) => (s && s !== 'voicemail' && s.type === 'extension' && !extensions.has(s.id) ? [s.id] : []));
  for (const [id, row] of await extensionsByIds(db, extra, group)) extensions.set(id, row);

  const out = new Map<string, Target>();
  const add = (target: Target) => {
    const key = target.kind === 'extension' ? target.aor : target.number;
    const seen = out.get(key);
    if (!seen || seen.delay > target.delay) out.set(key, target);
  };
  const ringOwn = (ext: ExtensionRow, delay: number) => {
    if (ext.registered) add(ringExtension(ext, Math.max(1, timeout - delay), delay));
  };
  for (const want of wants) {
    const delay = want.delay ?? 0;
    if (delay >= timeout) continue;
    if (want.type === 'number') {
      add(ringNumber(want.number, timeout - delay, delay));
      continue;
    }
    const ext = extensions.get(want.id);
    if (!ext) continue;
    const sub = substitutes.get(want.id);
    if (sub === 'voicemail') continue;
    if (sub?.type === 'number') add(ringNumber(sub.number, timeout - delay, delay));
    else if (sub?.type === 'extension') {
      const to = extensions.get(sub.id);
      if (to) ringOwn(to, delay);
    } else ringOwn(ext, delay);
    if (want.mobile && ext.mobile && delay + ext.call_mobile_after < timeout) {
      add(ringNumber(ext.mobile, Math.min(ext.call_mobile_timeout, timeout - delay - ext.call_mobile_after), delay + ext.call_mobile_after));
    }
  }
  return [...out.values()];
}
