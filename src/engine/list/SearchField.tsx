import { useEffect, useState } from 'react';
import { InputAdornment, TextField } from '@mui/material';
import SearchRoundedIcon from '@mui/icons-material/SearchRounded';
import { useListContext, useTranslate } from 'ra-core';
import { SELECTOR_SEARCH_DELAY_MS } from '../../dataProvider/lookups.ts';
import { useDebounced } from '../widgets/ReferenceWidget/useDebounced.ts';

/** The list's search box: the `q` filter, which the data provider sends as `search`. */
export function SearchField({ label }: { label: string }) {
  const translate = useTranslate();
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

  return (
    <TextField
      type="search"
      size="small"
      variant="outlined"
      value={text}
      onChange={(event) => setText(event.target.value)}
      placeholder={translate('engine.list.search_placeholder')}
      fullWidth={false}
      sx={{ width: { xs: '100%', sm: 300 } }}
      slotProps={{
        htmlInput: { 'aria-label': label },
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchRoundedIcon fontSize="small" />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
