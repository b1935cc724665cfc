import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState, type ComponentType } from 'react';
import { Alert, Box, Button, DialogContentText, useMediaQuery, type Theme } from '@mui/material';
import { useReactFlow } from '@xyflow/react';
import { useQueryClient } from '@tanstack/react-query';
import { useNotify, useTranslate } from 'ra-core';
import { useNavigate } from 'react-router';
import type { BlockData, Diagram, Position, TraceStep, ValidationContext } from '../../../../core/callFlow/types.ts';
import { useLeaveGuard } from '../../../engine/form/useLeaveGuard.tsx';
import { useWriteAccess } from '../../../engine/form/useWriteAccess.ts';
import { Modal } from '../../../engine/ui/Modal.tsx';
import { StaleRecordDialog } from '../../../engine/ui/StaleRecordDialog.tsx';
import { DesignerCanvas } from './canvas/DesignerCanvas.tsx';
import { createFlowBuilder } from './canvas/flowBuilder.ts';
import { NODE_WIDTH } from './canvas/geometry.ts';
import { initialView } from './canvas/initialView.ts';
import { FIT_VIEW_OPTIONS } from './canvas/readableView.ts';
import { readFlow, type FlowRecord } from './data/api.ts';
import { missingReferences, takenShortcodes, type DesignerData } from './data/designerData.ts';
import { useLabels } from './data/useLabels.ts';
import { autoLayout } from './layout/autoLayout.ts';
import { Palette } from './palette/Palette.tsx';
import { loadTestResultsSummary } from './panels.ts';
import { IssuesList } from './panel/IssuesList.tsx';
import { PropertiesPanel } from './panel/PropertiesPanel.tsx';
import { SidePanel, type SideTab } from './panel/SidePanel.tsx';
import { usePresence } from './presence/usePresence.ts';
import { dropLocalCopy, latestEdit, readLocalCopy, type LocalCopy } from './recovery/localCopy.ts';
import { ConfirmSaveDialog } from './save/ConfirmSaveDialog.tsx';
import { useSaving } from './save/useSaving.ts';
import { ensureStart, portOfLink } from './state/ops.ts';
import { useEditor } from './state/useEditor.ts';
import { useShortcuts } from './state/useShortcuts.ts';
import { useValidation } from './state/useValidation.ts';
import { designerPath } from '../list/paths.ts';
import { Toolbar } from './Toolbar.tsx';
import { useDateFormat } from '../../../i18n/dates.ts';

const TestResultsSummary = loadTestResultsSummary
  ? lazy(loadTestResultsSummary as () => Promise<{ default: ComponentType<{ results: unknown[]; diagram?: Diagram }> }>)
  : null;

/** The diagram a flow opens with: its unconfirmed edits when there are, else the live (or concept) diagram. */
export const diagramOf = (record: FlowRecord): Diagram => ensureStart(record.working_diagram ?? record.diagram);

export interface DesignerEditorProps {
  record: FlowRecord;
  designerData: DesignerData | undefined;
  user: string | number;
}

/**
 * The designer of one call flow (issue 11): palette, canvas, side panel and toolbar around one
 * diagram being edited. Everything that changes the diagram is an edit of useEditor (undo and
 * redo); the rules run on every edit; saving, presence and recovery are hooks of their own.
 */
export function DesignerEditor({ record: loaded, designerData, user }: DesignerEditorProps) {
  const translate = useTranslate();
  const recoveryTime = useDateFormat('dateTime');
  const notify = useNotify();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const flow = useReactFlow();
  const [record, setRecord] = useState(loaded);
  const flowId = record.id;
  const editor = useEditor(() => diagramOf(loaded));
  const { diagram } = editor;
  const [baseline, setBaseline] = useState<Diagram>(diagram);
  const [initial] = useState(() => initialView(diagram));
  const dirty = diagram !== baseline;

  const access = useWriteAccess('call_flow');
  const changeable = access.changeable(record as unknown as Record<string, unknown>);
  // A phone has no room for the palette and the block form beside the canvas: the flow is shown
  // as it is, read-only, with a word to edit it on a larger screen (issue 20).
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const readOnly = phone || (changeable !== 'all' && changeable.size === 0);

  // The rules, the greyed blocks and the labels.
  const context = useMemo<ValidationContext>(
    () => ({ missing: missingReferences(designerData), takenShortcodes: takenShortcodes(designerData), flowId }),
    [designerData, flowId],
  );
  const validation = useValidation(diagram, context);
  const labels = useLabels(designerData, diagram);
  const blocks = useMemo(() => new Map(diagram.nodes.map((n) => [n.id, n])), [diagram]);
  const errorBlocks = useMemo(() => new Set(validation.issues.filter((i) => i.severity === 'error' && i.block !== null).map((i) => i.block!)), [validation]);

  // A test call's path on the canvas.
  const [path, setPath] = useState<{ blocks: Set<string>; links: Set<string> } | null>(null);
  const onPath = useCallback(
    (steps: TraceStep[] | null) => {
      const own = (steps ?? []).filter((step) => step.flow === null || step.flow === flowId);
      if (!own.length) {
        setPath(null);
        return;
      }
      const links = new Set<string>();
      for (let i = 0; i + 1 < own.length; i++) {
        const from = own[i];
        const link = diagram.edges.find((e) => e.source === from.block && e.target === own[i + 1].block && (from.port === null || portOfLink(e) === from.port));
        if (link) links.add(link.id);
      }
      setPath({ blocks: new Set(own.map((step) => step.block)), links });
    },
    [diagram, flowId],
  );

  // The canvas's nodes and edges, rebuilt per change but reusing every unchanged node.
  const [build] = useState(createFlowBuilder);
  const { nodes, edges } = useMemo(
    () =>
      build({
        diagram,
        byBlock: validation.byBlock,
        unreachable: validation.unreachable,
        selectedNodes: editor.selection.nodes,
        selectedEdges: editor.selection.edges,
        path,
      }),
    [build, diagram, validation, editor.selection, path],
  );

  // What the error boundary keeps if drawing fails.
  useEffect(() => {
    Object.assign(latestEdit, { flowId, user, diagram, version: record.version, dirty });
  }, [flowId, user, diagram, record.version, dirty]);

  // A copy kept by a failed visit is offered once.
  const [offered, setOffered] = useState<LocalCopy | null>(() => {
    const copy = readLocalCopy(user, flowId);
    return copy && JSON.stringify(copy.diagram) !== JSON.stringify(diagramOf(loaded)) ? copy : null;
  });

  const guard = useLeaveGuard(dirty && !readOnly);
  const editors = usePresence(flowId);

  const onSaved = useCallback(
    (saved: FlowRecord, savedDiagram: Diagram) => {
      setRecord((current) => ({ ...current, ...saved }));
      setBaseline(savedDiagram);
      dropLocalCopy(user, flowId);
      void queryClient.invalidateQueries({ queryKey: ['call_flow'] });
    },
    [user, flowId, queryClient],
  );
  const saving = useSaving(record, onSaved);
  const [confirming, setConfirming] = useState(false);
  const [tab, setTab] = useState<SideTab>('properties');
  const [layingOut, setLayingOut] = useState(false);

  const wrapper = useRef<HTMLDivElement>(null);
  const added = useRef(0);
  const viewCentre = useCallback((): Position => {
    const box = wrapper.current?.querySelector('.react-flow')?.getBoundingClientRect();
    const at = box ? flow.screenToFlowPosition({ x: box.left + box.width / 2, y: box.top + box.height / 2 }) : { x: 0, y: 0 };
    // Blocks added one after another from the keyboard land side by side, not on one another.
    const step = (added.current++ % 8) * 24;
    return { x: at.x - NODE_WIDTH / 2 + step, y: at.y - 40 + step };
  }, [flow]);

  const addFromPalette = useCallback(
    (type: string) => {
      editor.add(type, viewCentre());
      setTab('properties');
    },
    [editor, viewCentre],
  );
  const dropBlock = useCallback((type: string, at: Position) => {
    editor.add(type, at);
    setTab('properties');
  }, [editor]);

  const focusBlock = useCallback(
    (id: string) => {
      editor.select([id]);
      const node = flow.getNode(id);
      if (!node) return;
      const width = node.measured?.width ?? NODE_WIDTH;
      const height = node.measured?.height ?? 80;
      void flow.setCenter(node.position.x + width / 2, node.position.y + height / 2, { zoom: Math.max(flow.getZoom(), 0.9), duration: 250 });
    },
    [editor, flow],
  );

  const fit = useCallback(() => void flow.fitView({ ...FIT_VIEW_OPTIONS, duration: 250 }), [flow]);
  // The view fits the laid-out blocks once their new places are committed (the canvas's store
  // takes them in its own effect, before this one): a fit on the next animation frame could run
  // first on a busy machine, fit the old places and leave the blocks out of sight.
  const [laidOut, setLaidOut] = useState(0);
  useEffect(() => {
    if (laidOut) fit();
  }, [laidOut, fit]);
  const layout = useCallback(async () => {
    setLayingOut(true);
    try {
      editor.moveAll(await autoLayout(diagram));
      setLaidOut((count) => count + 1);
    } catch (error) {
      console.error('Auto-layout failed', error);
      notify('designer.notify.layout_failed', { type: 'error' });
    } finally {
      setLayingOut(false);
    }
  }, [editor, diagram, notify]);

  const openConfirm = useCallback(() => {
    setConfirming(true);
    if (validation.errors) setTab('issues');
  }, [validation.errors]);
  const confirm = useCallback(
    async (comment: string) => {
      const outcome = await saving.confirm(diagram, comment);
      setConfirming(false);
      if (outcome === 'invalid') setTab('issues');
    },
    [saving, diagram],
  );
  const duplicate = useCallback(async () => {
    const copy = await saving.duplicate();
    if (copy) navigate(designerPath(copy.id));
  }, [saving, navigate]);

  const reloadLatest = useCallback(async () => {
    try {
      const latest = await readFlow(flowId);
      setRecord(latest);
      const fresh = diagramOf(latest);
      editor.reset(fresh);
      setBaseline(fresh);
      saving.closeStale();
    } catch {
      notify('errors.unknown', { type: 'error' });
    }
  }, [flowId, editor, saving, notify]);

  useShortcuts(
    {
      undo: editor.undo,
      redo: editor.redo,
      copy: () => void editor.copySelection(),
      cut: editor.cutSelection,
      paste: editor.pasteClipboard,
      duplicate: editor.duplicateSelection,
      selectAll: editor.selectAll,
    },
    !readOnly,
  );

  const selectedBlocks = useMemo(() => [...editor.selection.nodes].map((id) => blocks.get(id)).filter((b) => b !== undefined), [editor.selection.nodes, blocks]);
  const setData = useCallback((id: string, data: BlockData) => editor.setData(id, data), [editor]);
  const removeOne = useCallback((id: string) => editor.remove([id], []), [editor]);
  const links = useMemo(() => ({ diagram, labels, onConnect: editor.connect, onUnlink: editor.unlink }), [diagram, labels, editor]);

  return (
    <Box ref={wrapper} sx={{ display: 'flex', flexDirection: 'column', height: 'calc(100dvh - 136px)', minHeight: 520 }} data-testid="cf-designer">
      <Toolbar
        name={record.description}
        draft={record.draft}
        pendingDraft={!record.draft && Boolean(record.working_diagram)}
        dirty={dirty}
        readOnly={readOnly}
        editors={editors}
        canUndo={editor.canUndo}
        canRedo={editor.canRedo}
        busy={layingOut ? 'layout' : saving.busy}
        onUndo={editor.undo}
        onRedo={editor.redo}
        onLayout={() => void layout()}
        onFit={fit}
        onDuplicate={() => void duplicate()}
        onSaveDraft={() => void saving.saveDraft(diagram)}
        onConfirm={openConfirm}
      />
      {phone && (
        <Alert severity="info" sx={{ borderRadius: 0 }} data-testid="cf-phone-read-only">
          {translate('designer.phone_read_only')}
        </Alert>
      )}
      {saving.testResults && saving.testResults.length > 0 && TestResultsSummary && (
        <Box sx={{ px: 2, py: 1, borderBottom: 1, borderColor: 'divider', position: 'relative', maxHeight: 180, overflowY: 'auto' }}>
          <Suspense fallback={null}>
            <TestResultsSummary results={saving.testResults} diagram={diagram} />
          </Suspense>
        </Box>
      )}
      <Box sx={{ flex: 1, display: 'flex', minHeight: 0 }}>
        {!readOnly && (
          <Box sx={{ width: 210, flex: 'none', borderRight: 1, borderColor: 'divider', display: { xs: 'none', md: 'block' } }}>
            <Palette onAdd={addFromPalette} />
          </Box>
        )}
        <Box sx={{ flex: 1, minWidth: 0, position: 'relative' }}>
          <DesignerCanvas
            nodes={nodes}
            edges={edges}
            labels={labels}
            initial={initial}
            readOnly={readOnly}
            diagram={diagram}
            errors={errorBlocks}
            onSelectBlocks={editor.onSelectBlocks}
            onMoved={editor.onMoved}
            onEdgesChange={editor.onEdgesChange}
            onConnect={editor.connect}
            onDelete={editor.remove}
            onDropBlock={dropBlock}
          />
        </Box>
        <Box sx={{ width: 380, flex: 'none', borderLeft: 1, borderColor: 'divider', display: { xs: 'none', sm: 'block' } }}>
          <SidePanel
            tab={tab}
            onTab={setTab}
            errors={validation.errors}
            warnings={validation.warnings}
            properties={
              <PropertiesPanel selected={selectedBlocks} issues={validation.byBlock} flowId={flowId} designerData={designerData} readOnly={readOnly} onChange={setData} onRemove={removeOne} links={links} />
            }
            issues={<IssuesList issues={validation.issues} serverIssues={saving.serverIssues} blocks={blocks} onFocusBlock={focusBlock} />}
            panelProps={{ diagram, flowId, onPath }}
          />
        </Box>
      </Box>
      <ConfirmSaveDialog open={confirming} errors={validation.errors} busy={saving.busy !== null} draft={record.draft} onCancel={() => setConfirming(false)} onConfirm={(comment) => void confirm(comment)} />
      <StaleRecordDialog open={saving.stale} name={record.description} onKeep={saving.closeStale} onReload={() => void reloadLatest()} />
      <Modal
        id="cf-recovery"
        size="small"
        open={offered !== null}
        onClose={() => setOffered(null)}
        closeButton={false}
        title={translate('designer.recovery.title')}
        actions={
          <>
            <Button
              onClick={() => {
                dropLocalCopy(user, flowId);
                setOffered(null);
              }}
            >
              {translate('designer.recovery.discard')}
            </Button>
            <Button
              variant="contained"
              onClick={() => {
                const copy = offered;
                setOffered(null);
                dropLocalCopy(user, flowId);
                if (copy) editor.apply(() => ensureStart(copy.diagram));
              }}
              data-testid="cf-recovery-restore"
            >
              {translate('designer.recovery.restore')}
            </Button>
          </>
        }
      >
        <DialogContentText>{translate('designer.recovery.text', { time: offered ? recoveryTime.format(offered.at) : '' })}</DialogContentText>
      </Modal>
      {guard.dialog}
    </Box>
  );
}
