import { Fragment, type ComponentType } from 'react';
import { Box, Skeleton } from '@mui/material';
import { useListContext, useTranslate, type RaRecord } from 'ra-core';
import { useNavigate } from 'react-router';
import type { AreaPaths } from '../form/paths.ts';
import { fieldLabel } from '../i18n/keys.ts';
import type { ResourceDefinition } from '../schema/definition.ts';
import { FieldCell } from './cells/FieldCell.tsx';
import type { Cells } from './ResourceList.tsx';
import { listColumns } from './columns.ts';
import { NoResults } from './EmptyState.tsx';
import { RowLink } from './RowLink.tsx';

/**
 * The list on a phone: one block per record instead of a table whose columns would shrink
 * to a few pixels. The record's name comes first, as a link; under it each other column of
 * the UI schema, its label beside its value, drawn by the same cells as the table's.
 */
export function StackedList({ definition, paths, label, RowExtra, cells }: {
  definition: ResourceDefinition; paths: AreaPaths; label: string; RowExtra?: ComponentType<{ record: RaRecord }>; cells?: Cells;
}) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const { data, isPending } = useListContext();
  const { columns, labelColumn } = listColumns(definition);
  const details = columns.filter((name) => name !== labelColumn);
  // As the table: a record opens on its page only where the server hands out one record.
  const opens = definition.operations.has('get');

  if (isPending) {
    return (
      <Box sx={{ px: 2, pb: 2 }} aria-busy>
        {Array.from({ length: 3 }, (_, i) => (
          <Skeleton key={i} height={72} />
        ))}
      </Box>
    );
  }
  if (!data?.length) return <NoResults />;
  return (
    <Box component="ul" aria-label={label} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {data.map((record: RaRecord) => (
        <Box
          component="li"
          key={record.id}
          data-testid="list-record"
          onClick={opens ? () => navigate(paths.edit(record.id)) : undefined}
          sx={{
            px: 2, py: 1.25, borderTop: 1, borderColor: 'divider',
            ...(opens ? { cursor: 'pointer', '&:hover': { bgcolor: 'action.hover' } } : {}),
            // A record stacked on a narrow screen shows its texts whole, wrapped: the table's cells
            // cut them to one line (an inline style there, so that a page of cells costs no style rules).
            '& span[title]': { whiteSpace: 'normal !important', overflowWrap: 'anywhere' },
          }}
        >
          {labelColumn && opens ? (
            <RowLink to={paths.edit(record.id)}>
              <FieldCell resource={definition.name} field={definition.fields[labelColumn]} value={record[labelColumn]} />
            </RowLink>
          ) : labelColumn ? (
            <FieldCell resource={definition.name} field={definition.fields[labelColumn]} value={record[labelColumn]} />
          ) : null}
          <Box
            component="dl"
            sx={{ display: 'grid', gridTemplateColumns: 'fit-content(45%) minmax(0, 1fr)', columnGap: 1.5, rowGap: 0.25, m: 0, mt: 0.5, fontSize: 14 }}
          >
            {details.map((name) => {
              const Own = cells?.[name];
              return (
                <Fragment key={name}>
                  <Box component="dt" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
                    {translate(fieldLabel(definition.name, name), { _: name })}
                  </Box>
                  <Box component="dd" sx={{ m: 0, minWidth: 0 }}>
                    {Own ? <Own record={record} /> : <FieldCell resource={definition.name} field={definition.fields[name]} value={record[name]} />}
                  </Box>
                </Fragment>
              );
            })}
          </Box>
          {RowExtra ? (
            <Box sx={{ mt: 0.75 }} onClick={(event) => event.stopPropagation()}>
              <RowExtra record={record} />
            </Box>
          ) : null}
        </Box>
      ))}
    </Box>
  );
}
