import { useState, type MouseEvent } from 'react';
import { IconButton, ListItemIcon, ListItemText, Menu, MenuItem, Tooltip } from '@mui/material';
import HelpOutlineRoundedIcon from '@mui/icons-material/HelpOutlineRounded';
import ListAltRoundedIcon from '@mui/icons-material/ListAltRounded';
import EuroRoundedIcon from '@mui/icons-material/EuroRounded';
import OpenInNewRoundedIcon from '@mui/icons-material/OpenInNewRounded';
import { Link as RouterLink } from 'react-router';
import { useTranslate } from 'ra-core';
import { EXTERNAL_LINKS } from '../config.ts';

/** The help menu of the top bar (portal-overview §2): cheat sheet, pricing, the help centre. */
export function HelpMenu() {
  const translate = useTranslate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const open = (event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget);
  const close = () => setAnchor(null);
  const label = translate('account.help.menu');
  return (
    <>
      <Tooltip title={label}>
        <IconButton
          color="inherit"
          onClick={open}
          aria-label={label}
          aria-haspopup="menu"
          aria-controls={anchor ? 'help-menu' : undefined}
          aria-expanded={Boolean(anchor)}
        >
          <HelpOutlineRoundedIcon />
        </IconButton>
      </Tooltip>
      <Menu id="help-menu" anchorEl={anchor} open={Boolean(anchor)} onClose={close}>
        <MenuItem component={RouterLink} to="/help_support/cheat_sheet" onClick={close}>
          <ListItemIcon>
            <ListAltRoundedIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText>{translate('account.help.cheat_sheet')}</ListItemText>
        </MenuItem>
        <MenuItem component={RouterLink} to="/help_support/pricing" onClick={close}>
          <ListItemIcon>
            <EuroRoundedIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText>{translate('account.help.pricing')}</ListItemText>
        </MenuItem>
        <MenuItem component="a" href={EXTERNAL_LINKS.help} target="_blank" rel="noopener noreferrer" onClick={close}>
          <ListItemIcon>
            <OpenInNewRoundedIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText>{translate('account.help.help_centre')}</ListItemText>
        </MenuItem>
      </Menu>
    </>
  );
}
