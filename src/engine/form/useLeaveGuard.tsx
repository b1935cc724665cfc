import { useCallback, useEffect, useRef, type ReactNode, type RefObject } from 'react';
import { useBlocker } from 'react-router';
import { LeavePageDialog } from '../ui/LeavePageDialog.tsx';

/**
 * The leave-page warning of portal-overview §2 while a form has unsaved changes: a modal for
 * the portal's own navigation (menu, links, back button), the browser's prompt for closing or
 * reloading the tab. After a save or a delete the page leaves without asking; `leaving` says
 * it is on its way (HeldWhileLeaving: the page is not drawn again before it goes).
 */
export function useLeaveGuard(dirty: boolean): { dialog: ReactNode; allowLeaving(): void; leaving: RefObject<boolean> } {
  const leaving = useRef(false);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => dirty && !leaving.current && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (!dirty) return;
    const prompt = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Chrome before 119 and other older browsers only prompt when returnValue is set.
      event.returnValue = true;
    };
    window.addEventListener('beforeunload', prompt);
    return () => window.removeEventListener('beforeunload', prompt);
  }, [dirty]);

  const allowLeaving = useCallback(() => {
    leaving.current = true;
  }, []);

  const dialog = (
    <LeavePageDialog open={blocker.state === 'blocked'} onStay={() => blocker.reset?.()} onLeave={() => blocker.proceed?.()} />
  );
  return { dialog, allowLeaving, leaving };
}
