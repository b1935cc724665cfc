import { useMemo, useState, type ComponentType } from 'react';
import type { FilterOptionsState, PaperProps } from '@mui/material';
import { useTranslate } from 'ra-core';
import { SELECTOR_VISIBLE_OPTIONS, type OptionItem } from '../../../dataProvider/lookups.ts';
import { useMorePaper } from './useMorePaper.tsx';
import { useOptions, type OptionsRequest } from './useOptions.ts';

/** The props of MUI's Autocomplete that draw a selector's list, the same for one record or several. */
export interface OptionsListProps {
  open: boolean;
  onOpen(): void;
  onClose(): void;
  options: OptionItem[];
  filterOptions(options: OptionItem[], state: FilterOptionsState<OptionItem>): OptionItem[];
  getOptionLabel(option: OptionItem): string;
  isOptionEqualToValue(option: OptionItem, value: OptionItem): boolean;
  loading: boolean;
  loadingText: string;
  noOptionsText: string;
  clearText: string;
  openText: string;
  closeText: string;
  slots: { paper: ComponentType<PaperProps> };
}

/**
 * The list of a reference selector (portal-overview §5 and §9): asked of the server only while
 * open, the first 9 of a page of 10 shown with "more" under them when there are, options told
 * apart by id, and the texts of every state in the reader's language. What the user typed is
 * `search`, already debounced.
 */
export function useOptionsList(request: Omit<OptionsRequest, 'enabled'>): OptionsListProps {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const { page, loading } = useOptions({ ...request, enabled: open });
  const options = useMemo(() => (page?.results ?? []).slice(0, SELECTOR_VISIBLE_OPTIONS), [page]);
  const paper = useMorePaper(page && page.count > options.length ? page.count : 0);
  return {
    open,
    onOpen: () => setOpen(true),
    onClose: () => setOpen(false),
    options,
    // The server searched already; the list shows what it answered.
    filterOptions: (all) => all,
    getOptionLabel: (option) => option.label,
    isOptionEqualToValue: (option, current) => String(option.id) === String(current.id),
    loading,
    loadingText: translate('engine.selector.loading'),
    noOptionsText: translate(request.search ? 'engine.selector.no_match' : 'engine.selector.no_options'),
    clearText: translate('engine.selector.clear'),
    openText: translate('engine.selector.open'),
    closeText: translate('engine.selector.close'),
    slots: { paper },
  };
}
