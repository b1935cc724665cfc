import { Box, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import { recognise } from '../../dataProvider/apiError.ts';
import { useMessageText } from '../../dataProvider/failureMessage.ts';
import { formatPhoneNumber } from '../../../core/domain/formats.ts';
import type { ImportPreview } from './importApi.ts';

const FIELDS = ['display_name', 'company', 'number', 'mobile', 'shortcode'] as const;

/** What the commit would write: the counts, the first contacts, and every skipped row with its reasons in the user's language. */
export function ImportPreviewTable({ preview }: { preview: ImportPreview }) {
  const translate = useTranslate();
  const messageText = useMessageText();
  const field = (name: string) => translate(`resources.phonebook_contact.fields.${name}`, { _: '' });
  const counts = [
    ['records', preview.records],
    ['to_add', preview.to_add],
    ['duplicates', preview.duplicates],
    ['skipped', preview.skipped],
  ] as const;
  return (
    <Box data-testid="import-preview">
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'max-content auto', columnGap: 2, rowGap: 0.5, mb: 3 }}>
        {counts.map(([key, value]) => (
          <Box key={key} sx={{ display: 'contents' }} data-testid={`import-count-${key}`}>
            <Typography component="dt" color="text.secondary">{translate(`resources.phonebook.import.counts.${key}`)}</Typography>
            <Typography component="dd" sx={{ m: 0, fontWeight: 600 }}>{value}</Typography>
          </Box>
        ))}
      </Box>
      {preview.rows.length ? (
        <>
          <Typography component="h2" variant="h6">{translate('resources.phonebook.import.first_rows')}</Typography>
          <Table size="small" sx={{ mb: 3 }} data-testid="import-rows">
            <TableHead>
              <TableRow>
                <TableCell>{translate('resources.phonebook.import.row')}</TableCell>
                {FIELDS.map((f) => <TableCell key={f}>{field(f)}</TableCell>)}
              </TableRow>
            </TableHead>
            <TableBody>
              {preview.rows.map((row) => (
                <TableRow key={row.row}>
                  <TableCell>{row.row}</TableCell>
                  <TableCell>{row.display_name}</TableCell>
                  <TableCell>{row.company}</TableCell>
                  <TableCell>{formatPhoneNumber(row.number)}</TableCell>
                  <TableCell>{formatPhoneNumber(row.mobile)}</TableCell>
                  <TableCell>{row.shortcode}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </>
      ) : null}
      {preview.skipped_rows.length ? (
        <>
          <Typography component="h2" variant="h6">{translate('resources.phonebook.import.skipped_rows')}</Typography>
          <Table size="small" data-testid="import-skipped">
            <TableHead>
              <TableRow>
                <TableCell>{translate('resources.phonebook.import.row')}</TableCell>
                <TableCell>{translate('resources.phonebook.import.reason')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {preview.skipped_rows.map((skipped) => (
                <TableRow key={skipped.row}>
                  <TableCell>{skipped.row}</TableCell>
                  <TableCell>
                    {skipped.reasons.map((r) => [field(r.field), messageText(recognise(r.message))].filter(Boolean).join(': ')).join(' ')}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </>
      ) : null}
    </Box>
  );
}
