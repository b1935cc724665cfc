import { useState } from 'react';
import { Alert, Box, Button, Paper, Tab, Tabs, Typography } from '@mui/material';
import ChevronLeftRoundedIcon from '@mui/icons-material/ChevronLeftRounded';
import ChevronRightRoundedIcon from '@mui/icons-material/ChevronRightRounded';
import { DndContext, KeyboardSensor, PointerSensor, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core';
import { useTranslate, type RaRecord } from 'ra-core';
import type { UserMessage } from '../../../dataProvider/apiError.ts';
import { failureOf, useMessageText } from '../../../dataProvider/failureMessage.ts';
import { useApiRead } from '../../../dataProvider/useApiRead.ts';
import { useElementWidth } from '../../../engine/list/useElementWidth.ts';
import { capacityOf, gridOf, modelOf } from '../../../../core/device/catalogue.ts';
import { deviceApi, type LayoutButton } from '../deviceApi.ts';
import { ButtonDialog, type ButtonType } from './ButtonDialog.tsx';
import { Key } from './Key.tsx';
import { keyToKey } from './keyboardMoves.ts';
import { useDragAnnouncements } from './dragAnnouncements.ts';
import { buttonOn, keyOf, place, removeFrom, swap, type KeyRef } from './layout.ts';
import { Palette } from './Palette.tsx';

const KEYBOARD_CODES = { start: ['Space'], cancel: ['Escape'], end: ['Space'] };
/** Below this width (a phone) a finger that drags a key scrolls the page instead: keys are tapped, not moved. */
const PHONE_WIDTH = 600;

interface Editing { at: KeyRef; button: LayoutButton; stored: boolean }

/**
 * The DSS editor of configuration-areas §2: the phone's programmable keys and its expansion
 * modules drawn as on the device, page by page. Buttons are dragged from the palette onto a
 * key, or from key to key (they swap); a click opens a key's button. Every change is saved at
 * once (the whole layout, v1 devices/{id}/dss_buttons/), so the page never holds unsaved keys;
 * what the server refuses (support's buttons, too many buttons) is shown and the keys stay.
 */
export default function DssEditor({ record }: { record: RaRecord }) {
  const translate = useTranslate();
  const messageText = useMessageText();
  const device = Number(record.id);
  const read = useApiRead(['dss_button', 'device', device], (signal) => deviceApi.buttons(device, signal));
  // The buttons as last saved here; until the first save, as read.
  const [savedLayout, setLayout] = useState<LayoutButton[]>();
  const layout = savedLayout ?? read.data ?? [];
  const [unit, setUnit] = useState(0);
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<Editing>();
  const [problem, setProblem] = useState<UserMessage>();
  const [saved, setSaved] = useState(false);
  // From the keyboard: Space picks a button up and drops it, arrows move it key by key, Escape
  // puts it back. Enter is left to the key itself, which opens the button's dialog (dnd-kit's
  // default also started a drag on Enter, so the dialog opened over a button being moved).
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { keyboardCodes: KEYBOARD_CODES, coordinateGetter: keyToKey }),
  );
  const accessibility = useDragAnnouncements();
  const [section, width] = useElementWidth<HTMLElement>();
  const phone = width !== undefined && width < PHONE_WIDTH;

  const model = modelOf(record.model);
  const modules = Number(record.expansion_modules ?? 0);
  if (!model || model.perPage === 0) {
    return <Alert severity="info" data-testid="dss-no-keys">{translate(model ? 'resources.dss_button.editor.no_keys' : 'resources.dss_button.editor.no_model')}</Alert>;
  }
  const grid = gridOf(model, modules, unit) ?? model;
  const capacity = capacityOf(model, modules);
  const units = [0, ...Array.from({ length: model.module ? Math.min(modules, model.module.max) : 0 }, (_, i) => i + 1)];
  const shownPage = Math.min(page, grid.pages);

  const save = async (next: LayoutButton[]) => {
    setProblem(undefined);
    setSaved(false);
    const before = layout;
    setLayout(next);
    try {
      setLayout((await deviceApi.saveLayout(device, next)).results);
      setSaved(true);
    } catch (error) {
      const failure = failureOf(error);
      setProblem(Object.values(failure.fields)[0] ?? failure.message);
      setLayout(before);
    }
  };
  const refuseManual = () => setProblem({ key: 'errors.dss_button_manual' });

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    const to = over ? keyOf(String(over.id)) : undefined;
    if (!to) return;
    const target = buttonOn(layout, to);
    if (target?.manual) return refuseManual();
    const activeId = String(active.id);
    if (activeId.startsWith('new:')) {
      if (!target && layout.length >= capacity) return setProblem({ key: 'errors.dss_too_many', args: { limit: capacity } });
      const type = activeId.slice(4) as ButtonType;
      return setEditing({ at: to, stored: false, button: { ...to, type, name: '', value: '', label: '' } });
    }
    const from = keyOf(activeId.slice(4));
    if (from && (from.module !== to.module || from.page !== to.page || from.position !== to.position)) void save(swap(layout, from, to));
  };

  const open = (at: KeyRef) => {
    const button = buttonOn(layout, at);
    if (button?.manual) return refuseManual();
    if (!button && layout.length >= capacity) return setProblem({ key: 'errors.dss_too_many', args: { limit: capacity } });
    setEditing({ at, stored: Boolean(button), button: button ?? { ...at, type: 'blf', name: '', value: '', label: '' } });
  };

  const unitName = (u: number) => (u === 0 ? model.name : `${model.module?.name ?? ''} ${u}`);
  const keys = Array.from({ length: grid.perPage }, (_, i) => ({ module: unit, page: shownPage, position: i + 1 }));

  return (
    <Box component="section" ref={section} data-testid="dss-editor" sx={{ mt: 4 }}>
      <Typography variant="h6" component="h2">{translate('resources.dss_button.editor.title')}</Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {translate('resources.dss_button.editor.intro', { used: layout.length, capacity })}
      </Typography>
      {phone ? <Alert severity="info" sx={{ mb: 2 }} data-testid="dss-phone">{translate('resources.dss_button.editor.phone')}</Alert> : null}
      {read.error ? <Alert severity="error">{messageText(failureOf(read.error).message)}</Alert> : null}
      <DndContext sensors={sensors} onDragEnd={onDragEnd} accessibility={accessibility}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 2, flexWrap: 'wrap' }}>
          <Typography variant="body2">{translate('resources.dss_button.editor.palette')}</Typography>
          <Palette full={layout.length >= capacity} />
        </Box>
        {units.length > 1 ? (
          <Tabs value={unit} onChange={(_e, u: number) => { setUnit(u); setPage(1); }} sx={{ mb: 1 }}>
            {units.map((u) => <Tab key={u} value={u} label={unitName(u)} data-testid={`dss-unit-${u}`} />)}
          </Tabs>
        ) : null}
        <Paper
          elevation={3}
          data-testid="dss-device"
          aria-label={unitName(unit)}
          sx={{ p: 2, maxWidth: grid.columns * 220 + 32, bgcolor: 'grey.800', borderRadius: 4 }}
        >
          <Box sx={{ bgcolor: '#dfe7ee', borderRadius: 1.5, p: 1.5 }}>
            <Typography variant="caption" sx={{ color: 'grey.700', display: 'block', mb: 1 }}>
              {unitName(unit)} · {translate('resources.dss_button.editor.page', { page: shownPage, pages: grid.pages })}
            </Typography>
            <Box sx={{ display: 'grid', gridTemplateColumns: `repeat(${grid.columns}, minmax(0, 1fr))`, gap: 1 }}>
              {keys.map((at) => <Key key={at.position} at={at} button={buttonOn(layout, at)} onOpen={() => open(at)} />)}
            </Box>
          </Box>
          {grid.pages > 1 ? (
            <Box sx={{ display: 'flex', justifyContent: 'center', gap: 1, mt: 1.5 }}>
              <Button size="small" variant="contained" color="inherit" disabled={shownPage <= 1} onClick={() => setPage(shownPage - 1)} startIcon={<ChevronLeftRoundedIcon />} data-testid="dss-previous-page">
                {translate('resources.dss_button.editor.previous')}
              </Button>
              <Button size="small" variant="contained" color="inherit" disabled={shownPage >= grid.pages} onClick={() => setPage(shownPage + 1)} endIcon={<ChevronRightRoundedIcon />} data-testid="dss-next-page">
                {translate('resources.dss_button.editor.next')}
              </Button>
            </Box>
          ) : null}
        </Paper>
      </DndContext>
      {problem ? <Alert severity="error" sx={{ mt: 2 }} data-testid="dss-problem">{messageText(problem)}</Alert> : null}
      {saved && !problem ? <Alert severity="success" sx={{ mt: 2 }} data-testid="dss-saved">{translate('resources.dss_button.editor.saved')}</Alert> : null}
      {editing ? (
        <ButtonDialog
          initial={editing.button}
          onClose={() => setEditing(undefined)}
          onRemove={editing.stored ? () => { setEditing(undefined); void save(removeFrom(layout, editing.at)); } : undefined}
          onSave={(button) => { setEditing(undefined); void save(place(layout, button)); }}
        />
      ) : null}
    </Box>
  );
}
