import { useCallback, useMemo, useState } from 'react';
import type { EdgeChange } from '@xyflow/react';
import type { BlockData, Diagram, Position } from '../../../../../core/callFlow/types.ts';
import type { LinkFlowEdge } from '../canvas/types.ts';
import { addBlock, connect, copy, move, newId, paste, remove, renameClip, updateData, type Clip } from './ops.ts';
import { useDiagramHistory, type DiagramHistory } from './useDiagramHistory.ts';

export interface Selection {
  nodes: ReadonlySet<string>;
  edges: ReadonlySet<string>;
}

const NOTHING: Selection = { nodes: new Set(), edges: new Set() };
/** A paste lands this far from what was copied, and each next paste as far again. */
const PASTE_STEP = 40;

/** The copied selection, shared by every designer of the tab: copy in one flow, paste in another. */
let clipboard: { clip: Clip; pastes: number } | null = null;

export interface Editor extends DiagramHistory {
  selection: Selection;
  onSelectBlocks(changes: { id: string; selected: boolean }[]): void;
  onMoved(positions: ReadonlyMap<string, Position>, byDrag: boolean): void;
  onEdgesChange(changes: EdgeChange<LinkFlowEdge>[]): void;
  connect(source: string, port: string | null, target: string): void;
  remove(blocks: Iterable<string>, links: Iterable<string>): void;
  /** Removes one link, the selection kept (the block form's "Nowhere yet"). */
  unlink(link: string): void;
  removeSelection(): void;
  add(type: string, at: Position): string;
  setData(id: string, data: BlockData): void;
  moveAll(positions: ReadonlyMap<string, Position>): void;
  copySelection(): boolean;
  cutSelection(): void;
  pasteClipboard(): void;
  duplicateSelection(): void;
  select(blocks: Iterable<string>, links?: Iterable<string>): void;
  selectAll(): void;
}

/**
 * The editing of a diagram as React state: the diagram with its undo stack, what is selected,
 * and every edit the canvas, the palette, the form and the keyboard make. A drag moves blocks on
 * the canvas only (DesignerCanvas); the diagram (and undo) learns the new places when it ends,
 * so a drag costs no validation per frame.
 */
export function useEditor(initial: () => Diagram): Editor {
  const history = useDiagramHistory(initial);
  const { apply } = history;
  const [selection, setSelection] = useState<Selection>(NOTHING);

  const onSelectBlocks = useCallback((changes: { id: string; selected: boolean }[]) => {
    setSelection((current) => {
      const nodes = new Set(current.nodes);
      for (const { id, selected } of changes) {
        if (selected) nodes.add(id);
        else nodes.delete(id);
      }
      return { nodes, edges: current.edges };
    });
  }, []);

  // Arrow keys move a block a few pixels a press: a run of presses is one step of undo; each drag is one.
  const onMoved = useCallback((positions: ReadonlyMap<string, Position>, byDrag: boolean) => apply((d) => move(d, positions), byDrag ? undefined : 'nudge'), [apply]);

  const onEdgesChange = useCallback((changes: EdgeChange<LinkFlowEdge>[]) => {
    const picked = changes.filter((change) => change.type === 'select');
    if (!picked.length) return;
    setSelection((current) => {
      const edges = new Set(current.edges);
      for (const change of picked) {
        if (change.selected) edges.add(change.id);
        else edges.delete(change.id);
      }
      return { nodes: current.nodes, edges };
    });
  }, []);

  const select = useCallback((blocks: Iterable<string>, links: Iterable<string> = []) => setSelection({ nodes: new Set(blocks), edges: new Set(links) }), []);

  const connectPorts = useCallback((source: string, port: string | null, target: string) => apply((d) => connect(d, source, port, target)), [apply]);
  const removeItems = useCallback(
    (blocks: Iterable<string>, links: Iterable<string>) => {
      const b = [...blocks];
      const l = [...links];
      apply((d) => remove(d, b, l));
      setSelection(NOTHING);
    },
    [apply],
  );
  const unlink = useCallback((link: string) => apply((d) => remove(d, [], [link])), [apply]);
  const removeSelection = useCallback(() => removeItems(selection.nodes, selection.edges), [removeItems, selection]);

  const diagram = history.diagram;
  const add = useCallback(
    (type: string, at: Position) => {
      const id = newId(type, new Set(diagram.nodes.map((n) => n.id)));
      apply((d) => addBlock(d, type, at, id).diagram);
      setSelection({ nodes: new Set([id]), edges: new Set() });
      return id;
    },
    [apply, diagram],
  );

  const setData = useCallback((id: string, data: BlockData) => apply((d) => updateData(d, id, data), `data:${id}`), [apply]);
  const moveAll = useCallback((positions: ReadonlyMap<string, Position>) => apply((d) => move(d, positions)), [apply]);

  const copySelection = useCallback(() => {
    const clip = copy(diagram, selection.nodes);
    if (!clip) return false;
    clipboard = { clip, pastes: 0 };
    return true;
  }, [diagram, selection]);

  const pasteClip = useCallback(
    (clip: Clip, times: number) => {
      const renamed = renameClip(diagram, clip);
      apply((d) => paste(d, clip, { x: PASTE_STEP * times, y: PASTE_STEP * times }, renamed).diagram);
      setSelection({ nodes: new Set(renamed.values()), edges: new Set() });
    },
    [apply, diagram],
  );

  const pasteClipboard = useCallback(() => {
    if (!clipboard) return;
    clipboard.pastes += 1;
    pasteClip(clipboard.clip, clipboard.pastes);
  }, [pasteClip]);

  const cutSelection = useCallback(() => {
    if (copySelection()) removeItems(selection.nodes, []);
  }, [copySelection, removeItems, selection]);

  const duplicateSelection = useCallback(() => {
    const clip = copy(diagram, selection.nodes);
    if (clip) pasteClip(clip, 1);
  }, [diagram, selection, pasteClip]);

  const selectAll = useCallback(() => setSelection({ nodes: new Set(diagram.nodes.map((n) => n.id)), edges: new Set(diagram.edges.map((e) => e.id)) }), [diagram]);

  return useMemo(
    () => ({
      ...history,
      selection,
      onSelectBlocks,
      onMoved,
      onEdgesChange,
      connect: connectPorts,
      remove: removeItems,
      unlink,
      removeSelection,
      add,
      setData,
      moveAll,
      copySelection,
      cutSelection,
      pasteClipboard,
      duplicateSelection,
      select,
      selectAll,
    }),
    [history, selection, onSelectBlocks, onMoved, onEdgesChange, connectPorts, removeItems, unlink, removeSelection, add, setData, moveAll, copySelection, cutSelection, pasteClipboard, duplicateSelection, select, selectAll],
  );
}
