import { Button } from '@mui/material';
import UploadFileRoundedIcon from '@mui/icons-material/UploadFileRounded';
import type { RaRecord } from 'ra-core';
import { useTranslate } from 'ra-core';
import { Link, Route } from 'react-router';
import { areaPaths, definitionOf, type AreaPaths } from '../../engine/index.ts';
import { PhonebookImportPage } from './PhonebookImportPage.tsx';

/** The path of a phonebook's import page. */
export const importPath = (phonebook: RaRecord['id']) => `${areaPaths(definitionOf('phonebook').meta.route!).edit(phonebook)}/import`;

/** On a phonebook's page, beside delete: import contacts from a spreadsheet. */
export function ImportAction({ record }: { record: RaRecord }) {
  const translate = useTranslate();
  return (
    <Button component={Link} to={importPath(record.id)} startIcon={<UploadFileRoundedIcon />} data-testid="phonebook-import">
      {translate('resources.phonebook.import.action')}
    </Button>
  );
}

/** The import page under the phonebook's address. */
export function importRoutes(phonebooks: AreaPaths) {
  return [<Route key="import" path=":id/import" element={<PhonebookImportPage phonebooks={phonebooks} />} />];
}
