import type { Session } from '../../auth/session.ts';
import type { ResourceRules } from '../../resources/rules/types.ts';

/** The author of a change as the flow keeps it: a name that outlives the user, no id for an impersonator's change (as the revisions). */
export function authorOf(session: Session) {
  return { id: session.impersonator ? null : session.user.id, name: session.user.name || session.user.username };
}

/**
 * Every write of a flow (a rename, a draft save, a confirmed save, a restore: they all pass
 * here) records when and by whom in `changed`, which the lists show (issue 27, as Monster UI
 * and 3CX list each flow's last change). The field is read-only to clients: only this sets it.
 */
export const lastChangeRules: ResourceRules = {
  async beforeWrite({ session }, record) {
    record.changed = { at: new Date().toISOString(), by: authorOf(session) };
    return {};
  },
};
