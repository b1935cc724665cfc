import { Box } from '@mui/material';
import type { RaRecord } from 'ra-core';
import { areaPaths, definitionOf, ResourceList } from '../../engine/index.ts';
import { contactPaths } from './contactPaths.ts';

/** Under a phonebook's form: its contacts, with the engine's list (search, paging, bulk delete). */
export function PhonebookContacts({ record }: { record: RaRecord }) {
  const phonebooks = areaPaths(definitionOf('phonebook').meta.route!);
  return (
    <Box sx={{ mt: 4 }} component="section" data-testid="phonebook-contacts">
      <ResourceList resource="phonebook_contact" paths={contactPaths(phonebooks, record.id)} filter={{ phonebook: record.id }} embedded />
    </Box>
  );
}
