import { useState, type FormEvent } from 'react';
import { Button, DialogContentText, Stack, TextField } from '@mui/material';
import { useTranslate, type Identifier } from 'ra-core';
import { isApiError } from '../../dataProvider/client.ts';
import { mapError, type UserMessage } from '../../dataProvider/apiError.ts';
import { Modal } from '../../engine/ui/Modal.tsx';
import { ReferenceAutocomplete } from '../../engine/widgets/ReferenceWidget/index.ts';

export interface PinDialogProps {
  open: boolean;
  title: string;
  text: string;
  submit: string;
  /** Sends the extension and PIN; a refusal is shown at the field it names. */
  onSubmit(extension: number, pin: string): Promise<void>;
  onClose(): void;
}

const PIN = /^[0-9]{4,8}$/;

/**
 * An extension and a PIN, asked in a dialog: to sign in at a desk, or to set an extension's
 * hotdesking PIN. The PIN's form (4 to 8 digits) is checked here before anything is sent, and
 * the server's refusal (wrong PIN, throttled) shows under the field it is about.
 */
export function PinDialog({ open, title, text, submit, onSubmit, onClose }: PinDialogProps) {
  const translate = useTranslate();
  const [extension, setExtension] = useState<Identifier | null>(null);
  const [pin, setPin] = useState('');
  const [errors, setErrors] = useState<{ extension?: UserMessage; pin?: UserMessage; other?: UserMessage }>({});
  const [busy, setBusy] = useState(false);
  const say = (message?: UserMessage) => (message ? translate(message.key, { ...message.args, _: message.text ?? message.key }) : undefined);

  async function send(event: FormEvent) {
    event.preventDefault();
    const found = {
      extension: extension === null ? { key: 'errors.required' } : undefined,
      pin: !pin ? { key: 'errors.required' } : PIN.test(pin) ? undefined : { key: 'resources.hotdesk.pin_format' },
    };
    setErrors(found);
    if (found.extension || found.pin) return;
    setBusy(true);
    try {
      await onSubmit(Number(extension), pin);
      setPin('');
    } catch (error) {
      const mapped = isApiError(error) ? mapError(error.status, error.body, error.retryAfter) : undefined;
      setErrors({ extension: mapped?.fields.extension, pin: mapped?.fields.pin, other: mapped && !mapped.fields.pin && !mapped.fields.extension ? mapped.message : mapped ? undefined : { key: 'errors.unknown' } });
    } finally {
      setBusy(false);
    }
  }

  // The submit button sits in the modal's actions, outside the form: it names the form, so that
  // Enter in a field and the button send the same.
  return (
    <Modal
      open={open}
      size="small"
      title={title}
      onClose={onClose}
      locked={busy}
      closeButton={false}
      actions={
        <>
          <Button onClick={onClose} disabled={busy}>
            {translate('ra.action.cancel')}
          </Button>
          <Button type="submit" form="pin-dialog-form" variant="contained" disabled={busy}>
            {submit}
          </Button>
        </>
      }
    >
      <form id="pin-dialog-form" onSubmit={send} noValidate>
        <DialogContentText sx={{ mb: 2 }}>{text}</DialogContentText>
        <Stack spacing={2}>
          <ReferenceAutocomplete
            id="pin-dialog-extension"
            resource="extension"
            value={extension}
            onChange={setExtension}
            label={translate('resources.call_forwarding.fields.extension')}
            required
            error={Boolean(errors.extension)}
            helperText={say(errors.extension)}
          />
          <TextField
            label={translate('resources.hotdesk.fields.pin')}
            type="password"
            required
            value={pin}
            onChange={(e) => setPin(e.target.value)}
            slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off', maxLength: 8 } }}
            error={Boolean(errors.pin || errors.other)}
            helperText={say(errors.pin ?? errors.other)}
          />
        </Stack>
      </form>
    </Modal>
  );
}
