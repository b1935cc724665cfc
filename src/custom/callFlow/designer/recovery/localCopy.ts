import type { Diagram } from '../../../../../core/callFlow/types.ts';

/**
 * The unsaved diagram kept in the browser when the designer could not be drawn (its error
 * boundary), offered again on the next visit of the same flow by the same user.
 */
export interface LocalCopy {
  diagram: Diagram;
  /** The flow's version the edits were based on. */
  version: number | null;
  at: string;
}

const key = (user: string | number, flowId: number) => `switchboard.callFlowDesigner.${user}.${flowId}`;

export function keepLocalCopy(user: string | number, flowId: number, diagram: Diagram, version: number | null): void {
  try {
    const copy: LocalCopy = { diagram, version, at: new Date().toISOString() };
    localStorage.setItem(key(user, flowId), JSON.stringify(copy));
  } catch {
    // Storage full or refused (private mode): there is nothing more the page can do.
  }
}

export function readLocalCopy(user: string | number, flowId: number): LocalCopy | null {
  try {
    const text = localStorage.getItem(key(user, flowId));
    if (!text) return null;
    const copy = JSON.parse(text) as LocalCopy;
    return copy && Array.isArray(copy.diagram?.nodes) && Array.isArray(copy.diagram?.edges) ? copy : null;
  } catch {
    return null;
  }
}

export function dropLocalCopy(user: string | number, flowId: number): void {
  try {
    localStorage.removeItem(key(user, flowId));
  } catch {
    // As above.
  }
}

/**
 * The diagram being edited right now, for the error boundary: when drawing fails, React state
 * is gone, so the editor keeps its latest diagram here as it changes.
 */
export const latestEdit: { flowId: number | null; user: string | number | null; diagram: Diagram | null; version: number | null; dirty: boolean } = {
  flowId: null,
  user: null,
  diagram: null,
  version: null,
  dirty: false,
};
