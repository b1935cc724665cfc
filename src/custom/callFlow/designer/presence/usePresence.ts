import { useCallback, useEffect, useState } from 'react';
import { useSession } from '../../../../auth/useSession.ts';
import { useServerEvents, type LiveEvent } from '../../../../events/useServerEvents.ts';
import { heartbeat, stopEditing, type Editor } from '../data/api.ts';

/** The contract's heartbeat: the server forgets an editor it has not heard from in 45 s. */
export const HEARTBEAT_MS = 20_000;

/**
 * Who else has this flow open in the designer: a heartbeat every 20 s while the page is open
 * (its answer names the others), the `call_flow.editing` event when the set changes, and a
 * goodbye when the page closes. A failed heartbeat changes nothing on the page.
 */
export function usePresence(flowId: number): Editor[] {
  const session = useSession();
  const me = session.status === 'signed-in' ? Number(session.profile.id) : null;
  const [editors, setEditors] = useState<Editor[]>([]);
  const others = useCallback((list: Editor[]) => list.filter((editor) => Number(editor.user) !== me), [me]);

  useEffect(() => {
    let live = true;
    const beat = () =>
      heartbeat(flowId).then(
        (answer) => live && setEditors(others(answer.editors ?? [])),
        () => undefined,
      );
    void beat();
    const timer = window.setInterval(beat, HEARTBEAT_MS);
    return () => {
      live = false;
      window.clearInterval(timer);
      void stopEditing(flowId).catch(() => undefined);
    };
  }, [flowId, others]);

  useServerEvents(
    useCallback(
      (event: LiveEvent) => {
        if (event.type !== 'call_flow.editing' || Number(event.data.call_flow) !== flowId) return;
        setEditors(others((event.data.editors as Editor[] | undefined) ?? []));
      },
      [flowId, others],
    ),
  );
  return editors;
}
