import { useId, useState, type ComponentType, type ReactNode } from 'react';
import { Box, Button, Card } from '@mui/material';
import AddRoundedIcon from '@mui/icons-material/AddRounded';
import { DataTable, Pagination } from 'react-admin';
import { ListBase, useListContext, useTranslate, type RaRecord } from 'ra-core';
import { Link as RouterLink } from 'react-router';
import { useSession } from '../../auth/useSession.ts';
import type { AreaPaths } from '../form/paths.ts';
import { fieldLabel } from '../i18n/keys.ts';
import { useResourceTexts } from '../i18n/useResourceTexts.ts';
import { definitionOf } from '../schema/catalogue.ts';
import type { ResourceDefinition } from '../schema/definition.ts';
import { PageHeader } from '../ui/PageHeader.tsx';
import type { DeleteOutcome } from './bulkDelete.ts';
import { BulkDeleteButton } from './BulkDeleteButton.tsx';
import { BulkDeleteResultDialog } from './BulkDeleteResultDialog.tsx';
import type { EditResult } from './bulkEdit.ts';
import { BulkEditButton, useBulkEdit } from './BulkEditButton.tsx';
import { BulkEditResultDialog } from './BulkEditResultDialog.tsx';
import { columnStyle, FieldCell } from './cells/FieldCell.tsx';
import { listColumns, tableMinWidth } from './columns.ts';
import { EmptyState, NoResults } from './EmptyState.tsx';
import { FILTER_SX, FilterBar, filterCount, FiltersButton, useFoldedFilters } from './FilterBar.tsx';
import { LoadingRecords } from './LoadingRecords.tsx';
import { RowLink } from './RowLink.tsx';
import { SelectionLabels } from './SelectionLabels.tsx';
import { SearchField } from './SearchField.tsx';
import { CONTROL_HEIGHT, SEARCH_BOX_SX } from '../ui/SearchBox.tsx';
import { useWriteAccess } from '../form/useWriteAccess.ts';
import { refetchUnlessSeeded } from './firstPage.ts';
import { FIRST_PAGE } from './firstPageSize.ts';
import { StackedList } from './StackedList.tsx';
import { useElementWidth } from './useElementWidth.ts';
import { useAfterFirstPaint, useHoldFirstPaint } from '../../layout/useAfterFirstPaint.ts';

export interface ResourceListProps {
  resource: string;
  paths: AreaPaths;
  /** Filters the user cannot change, e.g. the phonebook whose contacts are listed. */
  filter?: Record<string, unknown>;
  /** Part of another page (a phonebook's contacts): a section heading, its own paging, not in the address. */
  embedded?: boolean;
  /** A definition made elsewhere (a copy of a schema, in tests); default: the schema's. */
  definition?: ResourceDefinition;
  /** Shown between the page's title and the list, e.g. how to record a media file by phone. */
  intro?: ReactNode;
  /** The area's own last cell of each record (a media file's player and download), beside its columns. */
  RowExtra?: ComponentType<{ record: RaRecord }>;
  /** The area's own drawing of some columns, by field (a call forwarding's targets), in place of the field's cell. */
  cells?: Cells;
}

/** An area's own cells, by the field whose column they draw. */
export type Cells = Readonly<Record<string, ComponentType<{ record: RaRecord }>>>;

/** The width of an area's own last cell (RowExtra). */
const EXTRA_WIDTH = 300;

/**
 * An area's list from its UI schema: the columns drawn by what they hold, paged, sorted and
 * searched on the server, its filters, an empty state that offers the first record, and a
 * bulk delete that reports on each record. Where the table's columns do not fit (a phone, a
 * narrow window beside the menu), the same columns are stacked per record.
 */
export function ResourceList({ resource, paths, filter, embedded = false, definition: given, intro, RowExtra, cells }: ResourceListProps) {
  const definition = given ?? definitionOf(resource);
  const session = useSession();
  // Search, filters and page are kept per group: another group's filter names records
  // that do not exist here (after an impersonation, say).
  const group = session.status === 'signed-in' ? session.profile.group_id : 'none';
  return (
    <ListBase
      resource={resource}
      sort={definition.list.sort ?? { field: definition.order[0], order: 'ASC' }}
      perPage={FIRST_PAGE.perPage}
      queryOptions={{ refetchOnMount: refetchUnlessSeeded }}
      filter={filter}
      disableSyncWithLocation={embedded}
      storeKey={embedded ? false : `${resource}.${group}.list`}
      // The whole shell is behind sign-in already (RequireSignIn): no second check before the list asks.
      disableAuthentication
    >
      <ListLayout definition={definition} paths={paths} embedded={embedded} fixed={Object.keys(filter ?? {})} intro={intro} RowExtra={RowExtra} cells={cells} />
    </ListBase>
  );
}

type Extras = Pick<ResourceListProps, 'intro' | 'RowExtra' | 'cells'>;

function ListLayout({ definition, paths, embedded, fixed, intro, RowExtra, cells }: { definition: ResourceDefinition; paths: AreaPaths; embedded: boolean; fixed: string[] } & Extras) {
  const translate = useTranslate();
  const texts = useResourceTexts(definition.name);
  const { total, isPending, filterValues, error } = useListContext();
  const [outcomes, setOutcomes] = useState<DeleteOutcome[]>();
  const [edited, setEdited] = useState<EditResult>();
  const [card, width] = useElementWidth<HTMLDivElement>();
  const stacked = width !== undefined && width < tableMinWidth(definition) + (RowExtra ? EXTRA_WIDTH : 0);
  // In a browser the records wait for the card's width (measured as it is attached): a table
  // drawn before it would widen the page to its least width and be measured at that.
  const measuring = width === undefined && typeof ResizeObserver !== 'undefined';
  // What waits for the first paint (the menu's entries, the top bar's buttons, the search and
  // filters below) waits for the records too: their transition comes first.
  useHoldFirstPaint(measuring);
  // The search and filters come once the first page is painted, in places kept for them: drawn
  // with the records, their fields (a reference's lookup above all) held a bookmarked list's rows
  // back (about 70 ms in bench/extensionsListRender on a two-core machine).
  const controls = useAfterFirstPaint();
  const filters = filterCount(definition, fixed);
  const folded = useFoldedFilters() && filters > 0;
  const [filtersOpen, setFiltersOpen] = useState(false);
  const filtersId = useId();
  // No add, selection or delete where the server would refuse them (a plain user).
  const access = useWriteAccess(definition.name);
  const createButton = access.mayCreate ? (
    <Button component={RouterLink} to={paths.create} variant={embedded ? 'outlined' : 'contained'} startIcon={<AddRoundedIcon />}>
      {texts.create}
    </Button>
  ) : undefined;
  const nothingYet = !isPending && !error && total === 0 && Object.keys(filterValues).length === 0;

  return (
    <Box sx={{ width: '100%', pb: embedded ? 0 : 3 }}>
      <PageHeader title={texts.many} actions={createButton} heading={embedded ? 'h2' : 'h1'} />
      {intro}
      <Card ref={card} sx={{ overflow: 'visible' }}>
        {nothingYet ? (
          <EmptyState title={texts.emptyTitle} text={texts.emptyText} action={createButton} />
        ) : (
          <>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, p: 2, pb: 1.5, alignItems: 'center', minHeight: 68 }}>
              {controls ? (
                <>
                  <SearchField label={translate('engine.list.search', { names: texts.many })} />
                  {folded ? (
                    <FiltersButton definition={definition} fixed={fixed} open={filtersOpen} onToggle={() => setFiltersOpen((open) => !open)} controls={filtersId} />
                  ) : (
                    <FilterBar definition={definition} fixed={fixed} />
                  )}
                </>
              ) : (
                <ControlPlaces filters={folded ? 0 : filters} button={folded} />
              )}
              <Box sx={{ flex: 1 }} />
              <TotalCount />
              {/* A phone's unfolded filters (open only once its button is there): lines of their own under the button's. */}
              {folded && filtersOpen ? (
                <Box id={filtersId} sx={{ flexBasis: '100%', display: 'grid', gap: 1.5 }}>
                  <FilterBar definition={definition} fixed={fixed} lines />
                </Box>
              ) : null}
            </Box>
            {/* The pagination comes with the records: drawn before them, it would be pushed down (a layout shift). */}
            {measuring ? (
              <LoadingRecords />
            ) : (
              <>
                {stacked ? (
                  <StackedList definition={definition} paths={paths} label={texts.many} RowExtra={RowExtra} cells={cells} />
                ) : (
                  <Table definition={definition} paths={paths} onPartly={setOutcomes} onEdited={setEdited} RowExtra={RowExtra} cells={cells} />
                )}
                <Pagination rowsPerPageOptions={[10, 25, 50, 100]} />
              </>
            )}
          </>
        )}
      </Card>
      <BulkDeleteResultDialog outcomes={outcomes} onClose={() => setOutcomes(undefined)} />
      <BulkEditResultDialog resource={definition.name} result={edited} onClose={() => setEdited(undefined)} />
    </Box>
  );
}

/** The places of the search box and the filters (or a phone's button for them), as wide and high as they will be, so that nothing moves when they come. */
function ControlPlaces({ filters, button }: { filters: number; button: boolean }) {
  return (
    <>
      <Box sx={{ ...SEARCH_BOX_SX, height: CONTROL_HEIGHT }} />
      {/* The button's height is what keeps the records still; its width is about its label's. */}
      {button ? <Box sx={{ width: 110, height: CONTROL_HEIGHT }} /> : null}
      {Array.from({ length: filters }, (_, index) => (
        <Box key={index} sx={{ ...FILTER_SX, height: CONTROL_HEIGHT }} />
      ))}
    </>
  );
}

function TotalCount() {
  const translate = useTranslate();
  const { total, isPending } = useListContext();
  if (isPending || total === undefined) return null;
  return (
    <Box component="span" sx={{ color: 'text.secondary', fontSize: 14 }} aria-live="polite" data-testid="list-total">
      {translate('engine.list.total', { smart_count: total })}
    </Box>
  );
}

function Table({ definition, paths, onPartly, onEdited, RowExtra, cells }: { definition: ResourceDefinition; paths: AreaPaths; onPartly(outcomes: DeleteOutcome[]): void; onEdited(result: EditResult): void } & Extras) {
  const translate = useTranslate();
  const access = useWriteAccess(definition.name);
  const { columns, labelColumn } = listColumns(definition);
  // A record opens on its page only where the server hands out one record (operation `get`).
  const opens = definition.operations.has('get');
  // Bulk edit (list.bulkEdit) selects the records the user may change, bulk delete those they may delete.
  const bulk = useBulkEdit(definition);
  const editable = bulk.available;
  const actions = (
    <>
      {editable && <BulkEditButton definition={definition} onResult={onEdited} />}
      {access.mayDeleteSome && <BulkDeleteButton definition={definition} onPartly={onPartly} />}
    </>
  );
  return (
    <SelectionLabels>
      <DataTable
        rowClick={opens ? (id) => paths.edit(id) : false}
        bulkActionButtons={access.mayDeleteSome || editable ? actions : false}
        isRowSelectable={(record) => access.mayDelete(record) || bulk.mayEdit(record)}
        empty={<NoResults />}
        sx={{
          // The selection's toolbar takes its own row between the filters and the table while it
          // shows: react-admin lays it over what is above the table, where it covered the search
          // and filters and cut off the column headers (issue 27). Folded away (nothing selected),
          // it takes no room and no clicks from the rows below it.
          // (Three classes: react-admin's own rule has two and comes later.)
          '& .RaBulkActionsToolbar-toolbar.MuiToolbar-root': { position: 'static', transform: 'none' },
          '& .RaBulkActionsToolbar-collapsed': { pointerEvents: 'none' },
          '& .RaDataTable-tableWrapper': { maxHeight: 'calc(100vh - 300px)', minHeight: 120, overflow: 'auto' },
          // A header longer than its column wraps between words rather than being cut.
          '& .RaDataTable-headerCell': { fontWeight: 600, color: 'text.secondary', borderBottom: 1, borderColor: 'divider' },
          '& .RaDataTable-rowCell': { py: 0.75 },
          '& .RaDataTable-table': { tableLayout: 'fixed', minWidth: tableMinWidth(definition) + (RowExtra ? EXTRA_WIDTH : 0) },
          // A fixed layout takes the columns' widths from the header row: set there once, not on
          // each of the page's cells (an sx per cell was a style computed per cell and render).
          ...Object.fromEntries(
            columns.map((name) => {
              const style = columnStyle(definition.fields[name]);
              return [`& th.column-${name}`, { width: style.width, minWidth: style.minWidth, maxWidth: 360 }];
            }),
          ),
          ...(RowExtra ? { '& th.column-id': { width: EXTRA_WIDTH } } : {}),
        }}
      >
        {columns.map((name) => {
          const field = definition.fields[name];
          const style = columnStyle(field);
          return (
            <DataTable.Col
              key={name}
              source={name}
              label={translate(fieldLabel(definition.name, name), { _: name })}
              disableSort={!style.sortable}
              align={style.align}
              render={(record: RaRecord) => {
                const Own = cells?.[name];
                const cell = Own ? <Own record={record} /> : <FieldCell resource={definition.name} field={field} value={record[name]} />;
                return opens && name === labelColumn ? <RowLink to={paths.edit(record.id)}>{cell}</RowLink> : cell;
              }}
            />
          );
        })}
        {RowExtra ? (
          <DataTable.Col
            source="id"
            label=""
            disableSort
            // A click on the row's own controls (play, download) does not open the record.
            render={(record: RaRecord) => (
              <span onClick={(event) => event.stopPropagation()}>
                <RowExtra record={record} />
              </span>
            )}
          />
        ) : null}
      </DataTable>
    </SelectionLabels>
  );
}
