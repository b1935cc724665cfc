import { Alert, Box, Button, Card, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import AddRoundedIcon from '@mui/icons-material/AddRounded';
import { Pagination } from 'react-admin';
import { ListBase, useListContext, useTranslate, type RaRecord } from 'ra-core';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useSession } from '../../auth/useSession.ts';
import { definitionOf, type AreaPageProps } from '../../engine/index.ts';
import { useWriteAccess } from '../../engine/form/useWriteAccess.ts';
import { useResourceTexts } from '../../engine/i18n/useResourceTexts.ts';
import { BooleanCell } from '../../engine/list/cells/BooleanCell.tsx';
import { EmptyState, NoResults } from '../../engine/list/EmptyState.tsx';
import { FilterBar } from '../../engine/list/FilterBar.tsx';
import { RowLink } from '../../engine/list/RowLink.tsx';
import { ScrollRegion } from '../../engine/list/ScrollRegion.tsx';
import { SearchField } from '../../engine/list/SearchField.tsx';
import { PageHeader } from '../../engine/ui/PageHeader.tsx';
import { FavouriteStar } from './FavouriteStar.tsx';
import { OptionSwitch } from './OptionSwitch.tsx';
import type { ToggleOption } from './toggleApi.ts';
import { VisuallyHidden } from '../../engine/ui/VisuallyHidden.tsx';

const PER_PAGE = 25;

/**
 * The toggles: each row its star, its name and its options as buttons, the active one pressed,
 * so that switching is one click (OptionSwitch) and starring another; the engine's search,
 * favourites filter, paging and empty state around them. Above the list, how to switch by phone.
 */
export function ToggleList({ resource, paths }: AreaPageProps) {
  const definition = definitionOf(resource);
  const session = useSession();
  const group = session.status === 'signed-in' ? session.profile.group_id : 'none';
  return (
    <ListBase
      resource={resource}
      sort={definition.list.sort ?? { field: 'description', order: 'ASC' }}
      perPage={PER_PAGE}
      storeKey={`${resource}.${group}.list`}
      disableAuthentication
    >
      <ToggleListLayout paths={paths} />
    </ListBase>
  );
}

function ToggleListLayout({ paths }: Pick<AreaPageProps, 'paths'>) {
  const translate = useTranslate();
  const definition = definitionOf('toggle');
  const texts = useResourceTexts('toggle');
  const access = useWriteAccess('toggle');
  const { data, total, isPending, filterValues, error } = useListContext();
  const createButton = access.mayCreate ? (
    <Button component={RouterLink} to={paths.create} variant="contained" startIcon={<AddRoundedIcon />}>
      {texts.create}
    </Button>
  ) : undefined;
  const nothingYet = !isPending && !error && total === 0 && Object.keys(filterValues).length === 0;
  const example = (data?.[0]?.options as ToggleOption[] | undefined)?.[0]?.shortcode ?? 11;

  return (
    <Box sx={{ width: '100%', pb: 3 }}>
      <PageHeader title={texts.many} actions={createButton} />
      <Alert severity="info" sx={{ mb: 2 }} data-testid="toggle-hint">
        {translate('resources.toggle.hint', { shortcode: example })}
      </Alert>
      <Card sx={{ overflow: 'visible' }}>
        {nothingYet ? (
          <EmptyState title={texts.emptyTitle} text={texts.emptyText} action={createButton} />
        ) : (
          <>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, p: 2, pb: 1.5, alignItems: 'center' }}>
              <SearchField label={translate('engine.list.search', { names: texts.many })} />
              <FilterBar definition={definition} />
              <Box sx={{ flex: 1 }} />
              {total !== undefined && !isPending && (
                <Box component="span" sx={{ color: 'text.secondary', fontSize: 14 }} aria-live="polite" data-testid="list-total">
                  {translate('engine.list.total', { smart_count: total })}
                </Box>
              )}
            </Box>
            {!isPending && !data?.length ? <NoResults /> : <ToggleTable records={data ?? []} paths={paths} />}
            <Pagination rowsPerPageOptions={[10, 25, 50, 100]} />
          </>
        )}
      </Card>
    </Box>
  );
}

function ToggleTable({ records, paths }: { records: RaRecord[]; paths: AreaPageProps['paths'] }) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const label = (field: string) => translate(`resources.toggle.fields.${field}`);
  return (
    <ScrollRegion label={translate('resources.toggle.name', { smart_count: 2 })}>
      <Table size="small" aria-label={translate('resources.toggle.name', { smart_count: 2 })}>
        <TableHead>
          <TableRow>
            <TableCell sx={{ width: 56 }}>
              <VisuallyHidden>{label('favourite')}</VisuallyHidden>
            </TableCell>
            <TableCell sx={{ fontWeight: 600, color: 'text.secondary' }}>{label('description')}</TableCell>
            <TableCell sx={{ fontWeight: 600, color: 'text.secondary' }}>{label('options')}</TableCell>
            <TableCell sx={{ fontWeight: 600, color: 'text.secondary', width: 120 }} align="center">
              {label('is_shared')}
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {records.map((record) => (
            <TableRow key={record.id} hover data-testid="toggle-row" onClick={() => navigate(paths.edit(record.id))} sx={{ cursor: 'pointer' }}>
              <TableCell>
                <FavouriteStar record={record} />
              </TableCell>
              <TableCell>
                <RowLink to={paths.edit(record.id)}>{String(record.description)}</RowLink>
              </TableCell>
              <TableCell>
                <OptionSwitch record={record} />
              </TableCell>
              <TableCell align="center">
                <BooleanCell value={record.is_shared} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </ScrollRegion>
  );
}
