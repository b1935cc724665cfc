import { Button, MenuItem, TextField, useMediaQuery, type Theme } from '@mui/material';
import FilterListRoundedIcon from '@mui/icons-material/FilterListRounded';
import { useListContext, useTranslate, type Identifier } from 'ra-core';
import { CONTROL_HEIGHT } from '../ui/SearchBox.tsx';
import { fieldLabel, valueLabel } from '../i18n/keys.ts';
import type { ResourceDefinition } from '../schema/definition.ts';
import type { FieldInfo } from '../schema/fields.ts';
import { ReferenceAutocomplete } from '../widgets/ReferenceWidget/index.ts';

/**
 * The list's filters (the UI schema's list.filters, each a query parameter of x-resource.filters).
 * `lines`: each on a whole line of its own (a phone's unfolded filters), not in a row.
 */
export function FilterBar({ definition, fixed = [], lines = false }: { definition: ResourceDefinition; fixed?: string[]; lines?: boolean }) {
  const { filterValues, setFilters, displayedFilters } = useListContext();
  const params = userFilters(definition, fixed);
  const set = (param: string, value: unknown) => {
    const { [param]: _old, ...others } = filterValues;
    setFilters(value === undefined || value === null || value === '' ? others : { ...others, [param]: value }, displayedFilters);
  };
  return (
    <>
      {params.map((param) => {
        const field = definition.fields[definition.meta.filters?.[param] ?? param];
        if (!field) return null;
        return <Filter key={param} param={param} field={field} resource={definition.name} value={filterValues[param]} onChange={(value) => set(param, value)} sx={lines ? LINE_SX : FILTER_SX} />;
      })}
    </>
  );
}

/** The filters the user may set: a filter the page set (a phonebook's contacts) is not the user's to change. */
function userFilters(definition: ResourceDefinition, fixed: string[]): string[] {
  return (definition.list.filters ?? []).filter((param) => !fixed.includes(param));
}

/** How many filters the list's row of filters shows. */
export function filterCount(definition: ResourceDefinition, fixed: string[] = []): number {
  return userFilters(definition, fixed).length;
}

/**
 * On a phone (below MUI's sm, where the search box takes the whole line too) a list's filters
 * fold behind a button: each took a line of its own above the records, three of them most of
 * the first screen, and their lookups were a phone's longest task after the records (issue 19).
 * Read from the window's width, so that the places kept for the controls have the same shape
 * before the list's card is measured as after.
 */
export function useFoldedFilters(): boolean {
  return useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
}

/** The button that unfolds a phone's filters, saying how many are set (a bookmarked or kept filter is seen folded too). */
export function FiltersButton({ definition, fixed = [], open, onToggle, controls }: { definition: ResourceDefinition; fixed?: string[]; open: boolean; onToggle(): void; controls: string }) {
  const translate = useTranslate();
  const { filterValues } = useListContext();
  const set = userFilters(definition, fixed).filter((param) => filterValues[param] !== undefined && filterValues[param] !== '').length;
  return (
    <Button variant="outlined" startIcon={<FilterListRoundedIcon />} aria-expanded={open} aria-controls={open ? controls : undefined} onClick={onToggle} sx={{ height: CONTROL_HEIGHT }}>
      {set ? translate('engine.list.filters_set', { smart_count: set }) : translate('engine.list.filters')}
    </Button>
  );
}

/**
 * A filter's width in a list's one row of filters (wrapping when narrow); hand-built lists use it
 * too. Here the fields have no margin (margin="none"): the row's gap spaces them, and the list
 * keeps their places at the fields' own height until they come (ResourceList.tsx).
 */
export const FILTER_SX = { minWidth: 200, maxWidth: 260, flex: '0 1 220px' } as const;

/** A filter on a line of its own, as wide as the search box above it on a phone. */
const LINE_SX = { width: '100%' } as const;

/** Narrower, where a hand-built page sets four filters in one row beside its search or period (statistics, call summaries). */
export const COMPACT_FILTER_SX = { minWidth: 160, maxWidth: 220, flex: '0 1 180px' } as const;

function Filter({ param, field, resource, value, onChange, sx }: { param: string; field: FieldInfo; resource: string; value: unknown; onChange(value: unknown): void; sx: typeof FILTER_SX | typeof LINE_SX }) {
  const translate = useTranslate();
  const label = translate(fieldLabel(resource, field.name), { _: field.name });
  if (field.kind === 'reference' && field.reference) {
    return (
      <div style={sx as React.CSSProperties}>
        <ReferenceAutocomplete
          id={`filter-${param}`}
          resource={field.reference}
          value={value as Identifier | undefined}
          onChange={onChange}
          label={label}
          size="small"
          margin="none"
          variant="outlined"
        />
      </div>
    );
  }
  const choices: [string, string][] =
    field.kind === 'boolean'
      ? [['true', translate('engine.boolean.true')], ['false', translate('engine.boolean.false')]]
      : (field.values ?? []).map((v) => [v, translate(valueLabel(resource, field.name, v), { _: v })]);
  return (
    <TextField select size="small" margin="none" variant="outlined" label={label} value={value === undefined ? '' : String(value)} onChange={(e) => onChange(e.target.value)} sx={sx}>
      <MenuItem value="">
        <em>{translate('engine.list.all')}</em>
      </MenuItem>
      {choices.map(([v, text]) => (
        <MenuItem key={v} value={v}>
          {text}
        </MenuItem>
      ))}
    </TextField>
  );
}
