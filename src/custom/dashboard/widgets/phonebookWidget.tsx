import { useState } from 'react';
import { Box, IconButton, InputAdornment, List, ListItem, ListItemText, TextField, Tooltip } from '@mui/material';
import CallRoundedIcon from '@mui/icons-material/CallRounded';
import OpenInNewRoundedIcon from '@mui/icons-material/OpenInNewRounded';
import SearchRoundedIcon from '@mui/icons-material/SearchRounded';
import { useGetList, useTranslate, type RaRecord } from 'ra-core';
import { Link } from 'react-router';
import { EmptyState, WidgetCard } from '../WidgetCard.tsx';
import { WidgetState } from '../WidgetState.tsx';
import type { WidgetDefinition } from '../types.ts';

const T = 'dashboard.widgets.phonebookWidget';
const SHOWN = 5;

/** The contacts found: call one (tel:, which a softphone or the phone's app takes) or open its phonebook. */
export function ContactList({ contacts, searched }: { contacts: RaRecord[]; searched: boolean }) {
  const translate = useTranslate();
  if (contacts.length === 0) return <EmptyState>{translate(searched ? `${T}.no_match` : `${T}.empty`)}</EmptyState>;
  return (
    <List dense disablePadding>
      {contacts.map((contact) => {
        const number = (contact.number || contact.mobile) as string | undefined;
        return (
          <ListItem
            key={contact.id}
            disableGutters
            secondaryAction={
              <Box>
                {number && (
                  <Tooltip title={translate(`${T}.call`, { name: contact.display_name })}>
                    <IconButton href={`tel:${number}`} size="small" aria-label={translate(`${T}.call`, { name: contact.display_name })}>
                      <CallRoundedIcon fontSize="small" />
                    </IconButton>
                  </Tooltip>
                )}
                <Tooltip title={translate(`${T}.open`, { name: contact.display_name })}>
                  <IconButton component={Link} to={`/phonebooks/${String(contact.phonebook)}`} size="small" aria-label={translate(`${T}.open`, { name: contact.display_name })}>
                    <OpenInNewRoundedIcon fontSize="small" />
                  </IconButton>
                </Tooltip>
              </Box>
            }
          >
            <ListItemText primary={contact.display_name} secondary={number} slotProps={{ primary: { noWrap: true } }} />
          </ListItem>
        );
      })}
    </List>
  );
}

/** phonebookWidget: search the group's phonebooks by name or number. */
function Phonebook() {
  const translate = useTranslate();
  const [search, setSearch] = useState('');
  const q = search.trim();
  const { data, isPending, error, refetch } = useGetList('phonebook_contact', {
    pagination: { page: 1, perPage: SHOWN },
    sort: { field: 'display_name', order: 'ASC' },
    filter: q ? { q } : {},
  });
  return (
    <WidgetCard widget="phonebookWidget" title={translate(`${T}.title`)}>
      <TextField
        size="small"
        fullWidth
        type="search"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        placeholder={translate(`${T}.search`)}
        slotProps={{ htmlInput: { 'aria-label': translate(`${T}.search`) }, input: { startAdornment: <InputAdornment position="start"><SearchRoundedIcon fontSize="small" /></InputAdornment> } }}
        sx={{ mb: 1 }}
      />
      <WidgetState loading={isPending} error={error ?? undefined} retry={() => void refetch()}>
        {() => <ContactList contacts={data ?? []} searched={q !== ''} />}
      </WidgetState>
    </WidgetCard>
  );
}

export const widget: WidgetDefinition = { id: 'phonebookWidget', section: 'general', permission: 'phonebooks', size: 'small', Component: Phonebook };
