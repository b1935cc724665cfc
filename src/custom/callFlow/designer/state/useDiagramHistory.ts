import { useCallback, useMemo, useState } from 'react';
import type { Diagram } from '../../../../../core/callFlow/types.ts';
import { record, redo, startHistory, undo, type History } from './history.ts';

export interface DiagramHistory {
  diagram: Diagram;
  /** Applies an edit; edits with the same tag in quick succession are one undo step. */
  apply(edit: (diagram: Diagram) => Diagram, tag?: string): void;
  undo(): void;
  redo(): void;
  canUndo: boolean;
  canRedo: boolean;
  /** Starts over from a diagram (the latest version loaded, a restored copy). */
  reset(diagram: Diagram): void;
}

/** The diagram being edited with its undo and redo (history.ts), in React state. */
export function useDiagramHistory(initial: () => Diagram): DiagramHistory {
  const [history, setHistory] = useState<History>(() => startHistory(initial()));
  const apply = useCallback((edit: (diagram: Diagram) => Diagram, tag?: string) => setHistory((h) => record(h, edit(h.present), tag)), []);
  const undoEdit = useCallback(() => setHistory(undo), []);
  const redoEdit = useCallback(() => setHistory(redo), []);
  const reset = useCallback((diagram: Diagram) => setHistory(startHistory(diagram)), []);
  return useMemo(
    () => ({
      diagram: history.present,
      apply,
      undo: undoEdit,
      redo: redoEdit,
      canUndo: history.past.length > 0,
      canRedo: history.future.length > 0,
      reset,
    }),
    [history, apply, undoEdit, redoEdit, reset],
  );
}
