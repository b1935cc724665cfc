import { List, ListItemButton, ListItemText } from '@mui/material';
import OpenInNewRoundedIcon from '@mui/icons-material/OpenInNewRounded';

/** External links of a widget, each opened in a new tab. */
export function LinkList({ links }: { links: { href: string; label: string; detail?: string }[] }) {
  return (
    <List dense disablePadding>
      {links.map((link) => (
        <ListItemButton key={link.href} component="a" href={link.href} target="_blank" rel="noopener noreferrer" sx={{ borderRadius: 1 }}>
          <ListItemText primary={link.label} secondary={link.detail} />
          <OpenInNewRoundedIcon fontSize="small" aria-hidden />
        </ListItemButton>
      ))}
    </List>
  );
}
