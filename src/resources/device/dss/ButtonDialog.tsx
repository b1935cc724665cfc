import { useEffect, useState } from 'react';
import { Box, Button, MenuItem, TextField } from '@mui/material';
import { useTranslate } from 'ra-core';
import { Modal } from '../../../engine/ui/Modal.tsx';
import { ReferenceAutocomplete } from '../../../engine/widgets/ReferenceWidget/ReferenceAutocomplete.tsx';
import { deviceApi, type LayoutButton } from '../deviceApi.ts';

export const BUTTON_TYPES = ['blf', 'toggle', 'speed_dial'] as const;
export type ButtonType = (typeof BUTTON_TYPES)[number];

const VALUE = /^\+?[0-9*#]{1,31}$/;

/**
 * One key's button: its kind, what it acts on and its label. A BLF key watches a user: the
 * extension is chosen from the group's, its number becomes the value, and the label follows
 * the user's name until it is typed over (as phone templates fill it from the monitored user).
 */
export function ButtonDialog({ initial, onSave, onRemove, onClose }: {
  initial: LayoutButton;
  onSave(button: LayoutButton): void;
  onRemove?: () => void;
  onClose(): void;
}) {
  const translate = useTranslate();
  const [button, setButton] = useState<LayoutButton>(initial);
  const [extension, setExtension] = useState<number | null>(null);
  const [labelTyped, setLabelTyped] = useState(Boolean(initial.label && initial.label !== initial.name));
  // A BLF key reopened shows the user it watches: the extension its value numbers (issue 27).
  useEffect(() => {
    if (initial.type !== 'blf' || !initial.value) return;
    const request = new AbortController();
    deviceApi
      .extensionNumbered(initial.value, request.signal)
      .then((found) => {
        const id = found?.id;
        if (id !== undefined) setExtension((chosen) => chosen ?? id);
      })
      .catch(() => undefined); // Not found or not readable: the field stays empty, the value says the number.
    return () => request.abort();
  }, [initial.type, initial.value]);
  const set = (change: Partial<LayoutButton>) => setButton((b) => ({ ...b, ...change }));
  const field = (name: string) => translate(`resources.dss_button.fields.${name}`);

  const chooseExtension = async (id: number | null) => {
    setExtension(id);
    if (id === null) return;
    const chosen = await deviceApi.extension(id);
    set({ value: String(chosen.extension), name: chosen.name, ...(labelTyped ? {} : { label: chosen.name }) });
  };
  const valid = Boolean(button.name?.trim()) && VALUE.test(button.value ?? '');

  return (
    <Modal
      open
      size="small"
      title={translate(initial.id === undefined && !onRemove ? 'resources.dss_button.dialog.add' : 'resources.dss_button.dialog.edit')}
      onClose={onClose}
      data-testid="dss-dialog"
      actions={
        <>
          {onRemove ? <Button color="error" onClick={onRemove} data-testid="dss-remove" sx={{ mr: 'auto' }}>{translate('resources.dss_button.dialog.remove')}</Button> : null}
          <Button onClick={onClose}>{translate('resources.dss_button.dialog.cancel')}</Button>
          <Button variant="contained" disabled={!valid} onClick={() => onSave({ ...button, name: button.name.trim(), label: (button.label ?? '').trim() })} data-testid="dss-save">
            {translate('resources.dss_button.dialog.save')}
          </Button>
        </>
      }
    >
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, pt: 1 }}>
        <TextField select label={field('type')} value={button.type} onChange={(e) => set({ type: e.target.value as ButtonType })} data-testid="dss-type">
          {BUTTON_TYPES.map((t) => (
            <MenuItem key={t} value={t}>{translate(`resources.dss_button.values.type.${t}`)}</MenuItem>
          ))}
        </TextField>
        {button.type === 'blf' ? (
          <ReferenceAutocomplete id="dss-extension" resource="extension" value={extension} onChange={(id) => void chooseExtension(id === null ? null : Number(id))} label={field('extension')} />
        ) : null}
        <TextField
          label={field('value')}
          value={button.value ?? ''}
          onChange={(e) => set({ value: e.target.value.replace(/\s/g, '') })}
          helperText={translate(`resources.dss_button.help.value_${button.type}`)}
          error={Boolean(button.value) && !VALUE.test(button.value)}
          slotProps={{ htmlInput: { 'data-testid': 'dss-value' } }}
        />
        <TextField
          label={field('name')}
          value={button.name ?? ''}
          onChange={(e) => set({ name: e.target.value })}
          helperText={translate('resources.dss_button.help.name')}
          slotProps={{ htmlInput: { maxLength: 100, 'data-testid': 'dss-name' } }}
        />
        <TextField
          label={field('label')}
          value={button.label ?? ''}
          onChange={(e) => {
            setLabelTyped(true);
            set({ label: e.target.value });
          }}
          helperText={translate('resources.dss_button.help.label')}
          slotProps={{ htmlInput: { maxLength: 50, 'data-testid': 'dss-label' } }}
        />
      </Box>
    </Modal>
  );
}
