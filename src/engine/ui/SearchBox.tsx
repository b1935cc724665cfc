import { InputAdornment, TextField } from '@mui/material';
import SearchRoundedIcon from '@mui/icons-material/SearchRounded';
import { useTranslate } from 'ra-core';

/** The search box's width: the whole line on a phone. */
export const SEARCH_BOX_SX = { width: { xs: '100%', sm: 300 } } as const;

/** The height of a small outlined field (the search box, a list's filters). */
export const CONTROL_HEIGHT = 40;

/**
 * The search box of every list, the areas' and the hand-built ones (the group overview): the
 * same place, width, icon and "Search…" placeholder; `label` names what it searches for
 * screen readers ("Search extensions"). No margin (react-admin's theme gives every field a
 * dense one): its row's gap spaces it, and the filters beside it have none either.
 */
export function SearchBox({ value, onChange, label }: { value: string; onChange(text: string): void; label: string }) {
  const translate = useTranslate();
  return (
    <TextField
      type="search"
      size="small"
      margin="none"
      variant="outlined"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      placeholder={translate('engine.list.search_placeholder')}
      fullWidth={false}
      sx={SEARCH_BOX_SX}
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
