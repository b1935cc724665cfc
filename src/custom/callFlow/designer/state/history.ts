import type { Diagram } from '../../../../../core/callFlow/types.ts';

/** The designer's undo stack: diagrams, newest last. Selection and viewport are not history. */
export interface History {
  past: Diagram[];
  present: Diagram;
  future: Diagram[];
  /** The last edit's kind and time, so that typing in one field is one step, not one per key. */
  last?: { tag: string; at: number };
}

export const HISTORY_LIMIT = 200;
/** Edits of the same tag closer together than this are one step of undo. */
export const COALESCE_MS = 1000;

export function startHistory(present: Diagram): History {
  return { past: [], present, future: [] };
}

export function record(h: History, next: Diagram, tag?: string, now = Date.now()): History {
  if (next === h.present) return h;
  if (tag && h.last?.tag === tag && now - h.last.at < COALESCE_MS) {
    return { past: h.past, present: next, future: [], last: { tag, at: now } };
  }
  const past = h.past.length >= HISTORY_LIMIT ? [...h.past.slice(1), h.present] : [...h.past, h.present];
  return { past, present: next, future: [], last: tag ? { tag, at: now } : undefined };
}

export function undo(h: History): History {
  if (!h.past.length) return h;
  return { past: h.past.slice(0, -1), present: h.past[h.past.length - 1], future: [h.present, ...h.future] };
}

export function redo(h: History): History {
  if (!h.future.length) return h;
  return { past: [...h.past, h.present], present: h.future[0], future: h.future.slice(1) };
}
