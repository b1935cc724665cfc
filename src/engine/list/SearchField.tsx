import { useEffect, useState } from 'react';
import { useListContext } from 'ra-core';
import { SELECTOR_SEARCH_DELAY_MS } from '../../dataProvider/lookups.ts';
import { SearchBox } from '../ui/SearchBox.tsx';
import { useDebounced } from '../widgets/ReferenceWidget/useDebounced.ts';

/** The list's search box: the `q` filter, which the data provider sends as `search`. */
export function SearchField({ label }: { label: string }) {
  const { filterValues, setFilters, displayedFilters } = useListContext();
  const current = typeof filterValues.q === 'string' ? filterValues.q : '';
  const [text, setText] = useState(current);
  const settled = useDebounced(text, SELECTOR_SEARCH_DELAY_MS);

  useEffect(() => {
    if (settled.trim() === current) return;
    const { q: _q, ...others } = filterValues;
    setFilters(settled.trim() ? { ...others, q: settled.trim() } : others, displayedFilters);
    // Only a settled change of the text searches; the filters are read as they are then.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [settled]);

  return <SearchBox value={text} onChange={setText} label={label} />;
}
