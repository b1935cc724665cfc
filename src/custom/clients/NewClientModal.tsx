import { useMemo, useState, type FormEvent } from 'react';
import { Alert, Autocomplete, Box, Button, TextField, Typography } from '@mui/material';
import { useLocale, useNotify, useTranslate } from 'ra-core';
import { apiClient } from '../../dataProvider/apiClient.ts';
import { resultOf } from '../../dataProvider/client.ts';
import { failureOf, useMessageText } from '../../dataProvider/failureMessage.ts';
import type { MappedError } from '../../dataProvider/apiError.ts';
import { countryCatalogue, type CatalogueLanguage, type CountryEntry } from '../../domain/countries.ts';
import { Modal } from '../common/Modal.tsx';

/** The longest group name (common.schema.json description). */
const MAX_NAME = 255;

interface Values {
  description: string;
  country: string | null;
}

/** What the form refuses before sending, as the server would (schemas/client_create.schema.json). */
function checkClient(values: Values): Partial<Record<keyof Values, string>> {
  const errors: Partial<Record<keyof Values, string>> = {};
  if (!values.description.trim()) errors.description = 'errors.required';
  else if (values.description.length > MAX_NAME) errors.description = 'errors.max_length';
  if (!values.country) errors.country = 'errors.required';
  return errors;
}

/**
 * A new client group: its name and country. The server gives it the reseller's permissions
 * and call settings; the reseller acts as it afterwards to set it up.
 */
export function NewClientModal({ onClose, onCreated }: { onClose: () => void; onCreated: (id: number) => void }) {
  const translate = useTranslate();
  const locale = useLocale() as CatalogueLanguage;
  const notify = useNotify();
  const messageText = useMessageText();
  const [values, setValues] = useState<Values>({ description: '', country: null });
  const [tried, setTried] = useState(false);
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<MappedError>();
  const countries = useMemo(() => {
    const collator = new Intl.Collator(locale);
    return [...countryCatalogue().countries].sort((a, b) => collator.compare(a.names[locale] ?? a.code, b.names[locale] ?? b.code));
  }, [locale]);
  const errors = checkClient(values);
  const fieldError = (field: keyof Values) => {
    if (tried && errors[field]) return translate(errors[field]!, { limit: MAX_NAME });
    const server = failure?.fields[field];
    return server ? messageText(server) : undefined;
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (Object.keys(errors).length || saving) return;
    setSaving(true);
    setFailure(undefined);
    resultOf(apiClient.POST('/v1/clients/', { body: { description: values.description.trim(), country: values.country! } }))
      .then((created) => {
        notify('groups.clients.create.created', { type: 'success', messageArgs: { name: created.description } });
        onCreated(created.id);
      })
      .catch((error: unknown) => {
        const mapped = failureOf(error);
        setFailure(mapped);
        // The fields say what is wrong; a failure without one shows above them.
        if (!Object.keys(mapped.fields).length) notify('apiError_request', { type: 'error' });
      })
      .finally(() => setSaving(false));
  };

  const nameOf = (country: CountryEntry) => country.names[locale] ?? country.code;
  return (
    <Modal
      open
      size="medium"
      title={translate('groups.clients.create.title')}
      onClose={saving ? undefined : onClose}
      data-testid="new-client-modal"
      actions={
        <>
          <Button onClick={onClose} disabled={saving}>
            {translate('groups.clients.create.cancel')}
          </Button>
          <Button type="submit" form="new-client-form" variant="contained" disabled={saving}>
            {translate('groups.clients.create.save')}
          </Button>
        </>
      }
    >
      <Box component="form" id="new-client-form" onSubmit={submit} noValidate sx={{ display: 'flex', flexDirection: 'column', gap: 2.5 }}>
        <Typography color="text.secondary">{translate('groups.clients.create.intro')}</Typography>
        {failure && !Object.keys(failure.fields).length ? <Alert severity="error">{messageText(failure.message)}</Alert> : null}
        <TextField
          label={translate('groups.clients.create.description')}
          value={values.description}
          onChange={(event) => setValues({ ...values, description: event.target.value })}
          required
          autoFocus
          disabled={saving}
          error={Boolean(fieldError('description'))}
          helperText={fieldError('description')}
          slotProps={{ htmlInput: { maxLength: MAX_NAME } }}
        />
        <Autocomplete
          options={countries}
          value={countries.find((c) => c.code === values.country) ?? null}
          onChange={(_event, country) => setValues({ ...values, country: country?.code ?? null })}
          getOptionLabel={nameOf}
          isOptionEqualToValue={(a, b) => a.code === b.code}
          disabled={saving}
          renderInput={(params) => (
            <TextField
              {...params}
              label={translate('groups.clients.create.country')}
              required
              error={Boolean(fieldError('country'))}
              helperText={fieldError('country') ?? translate('groups.clients.create.country_help')}
            />
          )}
        />
      </Box>
    </Modal>
  );
}
