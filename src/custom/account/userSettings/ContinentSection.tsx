import { Checkbox, Collapse, IconButton, ListItem, ListItemButton, ListItemIcon, ListItemText, Typography } from '@mui/material';
import ExpandMoreRoundedIcon from '@mui/icons-material/ExpandMoreRounded';
import { useTranslate } from 'ra-core';
import type { CatalogueLanguage, CountryEntry } from '../../../../core/domain/countries.ts';
import { CountryRow } from './CountryRow.tsx';

interface ContinentSectionProps {
  name: string;
  countries: CountryEntry[];
  language: CatalogueLanguage;
  selected: ReadonlySet<string>;
  expanded: boolean;
  disabled: boolean;
  onExpand: () => void;
  onSelect: (codes: string[], on: boolean) => void;
}

/** A continent: its own checkbox chooses every country shown under it. */
export function ContinentSection({ name, countries, language, selected, expanded, disabled, onExpand, onSelect }: ContinentSectionProps) {
  const translate = useTranslate();
  const chosen = countries.filter((c) => selected.has(c.code)).length;
  const all = chosen === countries.length;
  const codes = countries.map((c) => c.code);
  return (
    <>
      <ListItem
        disablePadding
        secondaryAction={
          <IconButton
            edge="end"
            size="small"
            onClick={onExpand}
            aria-expanded={expanded}
            aria-label={translate(expanded ? 'account.countries.collapse' : 'account.countries.expand', { continent: name })}
          >
            <ExpandMoreRoundedIcon sx={{ transition: 'transform 150ms', transform: expanded ? 'rotate(180deg)' : 'none' }} />
          </IconButton>
        }
        sx={{ bgcolor: 'background.default', borderBottom: 1, borderColor: 'divider' }}
      >
        <ListItemButton role={undefined} dense disabled={disabled} onClick={() => onSelect(codes, !all)} sx={{ pl: 1.5 }}>
          <ListItemIcon sx={{ minWidth: 36 }}>
            <Checkbox
              edge="start"
              size="small"
              checked={all}
              indeterminate={chosen > 0 && !all}
              tabIndex={-1}
              disableRipple
              slotProps={{ input: { 'aria-label': translate('account.countries.whole_continent', { continent: name }) } }}
            />
          </ListItemIcon>
          <ListItemText primary={name} slotProps={{ primary: { sx: { fontWeight: 500 } } }} />
          <Typography variant="caption" color="text.secondary" sx={{ mr: 3 }}>
            {chosen}/{countries.length}
          </Typography>
        </ListItemButton>
      </ListItem>
      <Collapse in={expanded} timeout={120} unmountOnExit>
        {countries.map((country) => (
          <CountryRow
            key={country.code}
            code={country.code}
            name={country.names[language]}
            dialCode={country.dial_code}
            checked={selected.has(country.code)}
            disabled={disabled}
            indent
            onToggle={(on) => onSelect([country.code], on)}
          />
        ))}
      </Collapse>
    </>
  );
}
