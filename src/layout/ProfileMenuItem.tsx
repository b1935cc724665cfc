import type { ReactNode } from 'react';
import { ListItemIcon, ListItemText, MenuItem } from '@mui/material';
import { useUserMenu } from 'react-admin';
import { useTranslate } from 'ra-core';
import { openAccountDialog, type AccountDialog } from '../custom/account/accountDialogs.ts';

/** An item of the profile menu that closes the menu and opens one of the account modals. */
export function ProfileMenuItem({ dialog, label, icon }: { dialog: AccountDialog; label: string; icon: ReactNode }) {
  const translate = useTranslate();
  const menu = useUserMenu();
  return (
    <MenuItem
      onClick={() => {
        menu?.onClose();
        openAccountDialog(dialog);
      }}
    >
      <ListItemIcon>{icon}</ListItemIcon>
      <ListItemText>{translate(label)}</ListItemText>
    </MenuItem>
  );
}
