import type { ComponentType } from 'react';
import { useListContext, useTranslate, type RaRecord } from 'ra-core';
import { useNavigate } from 'react-router';
import type { AreaPaths } from '../form/paths.ts';
import { fieldLabel } from '../i18n/keys.ts';
import type { ResourceDefinition } from '../schema/definition.ts';
import { FieldCell } from './cells/FieldCell.tsx';
import type { Cells } from './ResourceList.tsx';
import { listColumns } from './columns.ts';
import { LoadingRecords } from './LoadingRecords.tsx';
import { NoResults } from './EmptyState.tsx';
import { RowLink } from './RowLink.tsx';
import { StackedRecords } from './StackedRecords.tsx';

/**
 * The list on a phone, as StackedRecords: the record's name comes first, as a link; under it
 * each other column of the UI schema, its label beside its value, drawn by the same cells as
 * the table's.
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

  if (isPending) return <LoadingRecords />;
  if (!data?.length) return <NoResults />;
  return (
    <StackedRecords
      label={label}
      records={data.map((record: RaRecord) => ({
        key: record.id,
        onOpen: opens ? () => navigate(paths.edit(record.id)) : undefined,
        title: labelColumn && opens ? (
          <RowLink to={paths.edit(record.id)}>
            <FieldCell resource={definition.name} field={definition.fields[labelColumn]} value={record[labelColumn]} inLink />
          </RowLink>
        ) : labelColumn ? (
          <FieldCell resource={definition.name} field={definition.fields[labelColumn]} value={record[labelColumn]} />
        ) : null,
        details: details.map((name) => {
          const Own = cells?.[name];
          return {
            key: name,
            label: translate(fieldLabel(definition.name, name), { _: name }),
            value: Own ? <Own record={record} /> : <FieldCell resource={definition.name} field={definition.fields[name]} value={record[name]} />,
          };
        }),
        extra: RowExtra ? <RowExtra record={record} /> : undefined,
      }))}
    />
  );
}
