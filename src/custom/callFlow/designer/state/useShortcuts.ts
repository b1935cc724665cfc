import { useEffect, useRef } from 'react';

export interface ShortcutActions {
  undo(): void;
  redo(): void;
  copy(): void;
  cut(): void;
  paste(): void;
  duplicate(): void;
  selectAll(): void;
}

/** Typing in a field, a menu or a dialog is not a shortcut of the canvas. */
function typingOrElsewhere(event: KeyboardEvent): boolean {
  const target = event.target as HTMLElement | null;
  if (!target) return false;
  if (target.closest('input, textarea, select, [contenteditable="true"], [role="dialog"], [role="menu"], [role="listbox"]')) return true;
  return false;
}

/**
 * The designer's keyboard, as in other diagram tools: Ctrl+Z undo, Ctrl+Shift+Z (or Ctrl+Y)
 * redo, Ctrl+C / Ctrl+X / Ctrl+V copy, cut and paste a selection with its inner links, Ctrl+D
 * duplicate, Ctrl+A select all (⌘ on a Mac). Delete is React Flow's (its deleteKeyCode).
 */
export function useShortcuts(actions: ShortcutActions, enabled: boolean): void {
  const latest = useRef(actions);
  useEffect(() => {
    latest.current = actions;
  });
  useEffect(() => {
    if (!enabled) return;
    const onKey = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.altKey || typingOrElsewhere(event)) return;
      const key = event.key.toLowerCase();
      const a = latest.current;
      const run: Record<string, (() => void) | undefined> = {
        z: event.shiftKey ? a.redo : a.undo,
        y: a.redo,
        c: event.shiftKey ? undefined : a.copy,
        x: a.cut,
        v: event.shiftKey ? undefined : a.paste,
        d: a.duplicate,
        a: a.selectAll,
      };
      const action = run[key];
      if (!action) return;
      // Text the user selected on the page is theirs to copy.
      if ((key === 'c' || key === 'x') && window.getSelection()?.toString()) return;
      event.preventDefault();
      action();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [enabled]);
}
