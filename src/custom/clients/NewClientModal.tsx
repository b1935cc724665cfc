import { useMemo } from 'react';
import { Autocomplete, TextField } from '@mui/material';
import { useLocale, useTranslate } from 'ra-core';
import { apiClient } from '../../dataProvider/apiClient.ts';
import { resultOf } from '../../dataProvider/client.ts';
import { countryCatalogue, type CatalogueLanguage, type CountryEntry } from '../../../core/domain/countries.ts';
import { NameDialog } from '../common/NameDialog.tsx';

/** What the new client needs besides its name (schemas/client_create.schema.json). */
interface Country {
  country: string | null;
}

/**
 * A new client group: its name and country. The server gives it the reseller's permissions
 * and call settings; the reseller acts as it afterwards to set it up.
 */
export function NewClientModal({ onClose, onCreated }: { onClose: () => void; onCreated: (id: number) => void }) {
  const translate = useTranslate();
  const locale = useLocale() as CatalogueLanguage;
  const countries = useMemo(() => {
    const collator = new Intl.Collator(locale);
    return [...countryCatalogue().countries].sort((a, b) => collator.compare(a.names[locale] ?? a.code, b.names[locale] ?? b.code));
  }, [locale]);
  const nameOf = (country: CountryEntry) => country.names[locale] ?? country.code;

  return (
    <NameDialog<Country>
      size="medium"
      data-testid="new-client-modal"
      texts={{
        title: translate('groups.clients.create.title'),
        intro: translate('groups.clients.create.intro'),
        name: translate('groups.clients.create.description'),
        cancel: translate('groups.clients.create.cancel'),
        save: translate('groups.clients.create.save'),
      }}
      extra={{
        initial: { country: null },
        check: (values) => (values.country ? {} : { country: 'errors.required' }),
        render: ({ values, set, saving, error }) => (
          <Autocomplete
            options={countries}
            value={countries.find((c) => c.code === values.country) ?? null}
            onChange={(_event, country) => set({ country: country?.code ?? null })}
            getOptionLabel={nameOf}
            isOptionEqualToValue={(a, b) => a.code === b.code}
            disabled={saving}
            renderInput={(params) => (
              <TextField
                {...params}
                label={translate('groups.clients.create.country')}
                required
                error={Boolean(error('country'))}
                helperText={error('country') ?? translate('groups.clients.create.country_help')}
              />
            )}
          />
        ),
      }}
      create={(description, { country }) => resultOf(apiClient.POST('/v1/clients/', { body: { description, country: country! } }))}
      created="groups.clients.create.created"
      onClose={onClose}
      onCreated={onCreated}
    />
  );
}
