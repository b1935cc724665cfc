import { Checkbox, ListItem, ListItemButton, ListItemIcon, ListItemText, Typography } from '@mui/material';

interface CountryRowProps {
  code: string;
  name: string;
  dialCode?: string;
  checked: boolean;
  disabled: boolean;
  onToggle: (on: boolean) => void;
  indent?: boolean;
}

/** One country, or 001, with its code and dial code. */
export function CountryRow({ code, name, dialCode, checked, disabled, onToggle, indent = false }: CountryRowProps) {
  return (
    <ListItem disablePadding>
      <ListItemButton role={undefined} dense disabled={disabled} onClick={() => onToggle(!checked)} sx={{ pl: indent ? 6 : 1.5 }}>
        <ListItemIcon sx={{ minWidth: 36 }}>
          <Checkbox edge="start" size="small" checked={checked} tabIndex={-1} disableRipple slotProps={{ input: { 'aria-label': `${name} (${code})` } }} />
        </ListItemIcon>
        <ListItemText primary={name} />
        <Typography variant="caption" color="text.secondary" sx={{ ml: 1, whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
          {dialCode ? `${code} · ${dialCode}` : code}
        </Typography>
      </ListItemButton>
    </ListItem>
  );
}
