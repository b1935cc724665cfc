import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Alert, Box, Button, TextField, Typography } from '@mui/material';
import { useNotify, useTranslate } from 'ra-core';
import type { MappedError } from '../../dataProvider/apiError.ts';
import { failureOf, useMessageText } from '../../dataProvider/failureMessage.ts';
import { Modal, type ModalSize } from '../../engine/ui/Modal.tsx';

/** The longest name of a record (common.schema.json description). */
export const MAX_NAME = 255;

/** A field beside the name: its value, a check before sending, and how it is drawn. */
export interface NameDialogExtra<E> {
  initial: E;
  /** Locale keys of what is wrong, by field, as the server would refuse it. */
  check(values: E): Partial<Record<keyof E, string>>;
  render(field: { values: E; set(values: E): void; saving: boolean; error(field: keyof E): string | undefined }): ReactNode;
}

export interface NameDialogProps<E> {
  /** Translated texts: the title, the line under it, the name's label, the two buttons. */
  texts: { title: string; intro: string; name: string; cancel: string; save: string };
  size?: ModalSize;
  'data-testid'?: string;
  extra?: NameDialogExtra<E>;
  /** Sends the new record; the server's field errors come back at the fields. */
  create(name: string, extra: E): Promise<{ id: number; description: string }>;
  /** Locale key of the notice once made, given the record's name as %{name}. */
  created: string;
  onClose(): void;
  onCreated(id: number): void;
}

/**
 * A dialog that makes a record from its name (and what `extra` adds): the name is checked
 * before anything is sent, the server's refusals land at their fields or above them, and the
 * dialog cannot be closed while it saves. A new call flow and a new client are made by it.
 */
export function NameDialog<E extends object = Record<never, never>>({ texts, size = 'small', extra, create, created, onClose, onCreated, ...rest }: NameDialogProps<E>) {
  const translate = useTranslate();
  const notify = useNotify();
  const messageText = useMessageText();
  const formId = useId();
  const [name, setName] = useState('');
  const [values, setValues] = useState<E>(extra?.initial ?? ({} as E));
  const [tried, setTried] = useState(false);
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<MappedError>();
  const nameProblem = !name.trim() ? 'errors.required' : name.length > MAX_NAME ? 'errors.max_length' : undefined;
  const problems: Partial<Record<keyof E, string>> = extra?.check(values) ?? {};
  const error = (field: string, problem: string | undefined) => {
    if (tried && problem) return translate(problem, { limit: MAX_NAME });
    const server = failure?.fields[field];
    return server ? messageText(server) : undefined;
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (nameProblem || Object.keys(problems).length || saving) return;
    setSaving(true);
    setFailure(undefined);
    create(name.trim(), values)
      .then((record) => {
        notify(created, { type: 'success', messageArgs: { name: record.description } });
        onCreated(record.id);
      })
      .catch((failed: unknown) => setFailure(failureOf(failed)))
      .finally(() => setSaving(false));
  };

  const nameError = error('description', nameProblem);
  return (
    <Modal
      open
      size={size}
      title={texts.title}
      onClose={saving ? undefined : onClose}
      data-testid={rest['data-testid']}
      actions={
        <>
          <Button onClick={onClose} disabled={saving}>
            {texts.cancel}
          </Button>
          <Button type="submit" form={formId} variant="contained" disabled={saving}>
            {texts.save}
          </Button>
        </>
      }
    >
      <Box component="form" id={formId} onSubmit={submit} noValidate sx={{ display: 'flex', flexDirection: 'column', gap: 2.5 }}>
        <Typography color="text.secondary">{texts.intro}</Typography>
        {failure && !Object.keys(failure.fields).length ? <Alert severity="error">{messageText(failure.message)}</Alert> : null}
        <TextField
          label={texts.name}
          value={name}
          onChange={(event) => setName(event.target.value)}
          required
          autoFocus
          disabled={saving}
          error={Boolean(nameError)}
          helperText={nameError}
          slotProps={{ htmlInput: { maxLength: MAX_NAME } }}
        />
        {extra?.render({ values, set: setValues, saving, error: (field) => error(String(field), problems[field]) })}
      </Box>
    </Modal>
  );
}
