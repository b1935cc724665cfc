import { memo, type ReactNode, type RefObject } from 'react';

/**
 * A record's page that saved (or deleted) its record and is going elsewhere is not drawn again
 * on its way out (issue 27 item 19). The save writes the answer into the record's cache before
 * the page can leave, and the router's navigation is a transition that waits behind the redraw
 * that write triggers: the form was rebuilt from scratch (its key is the record's version) and
 * each reference field read its record's label again, all before the list even asked for its
 * rows (~1.4 s on a busy machine). Held, the page's last drawing stays until it is replaced.
 * `leaving` is the leave guard's: set before the page navigates (useLeaveGuard).
 */
export const HeldWhileLeaving = memo(
  function HeldWhileLeaving({ children }: { leaving: RefObject<boolean>; children: ReactNode }) {
    return children;
  },
  (_previous, next) => next.leaving.current === true,
);
