import { useState, type MouseEvent } from 'react';
import { Button, ListItemIcon, ListItemText, Menu, MenuItem } from '@mui/material';
import TranslateRoundedIcon from '@mui/icons-material/TranslateRounded';
import CheckRoundedIcon from '@mui/icons-material/CheckRounded';
import { useLocaleState, useTranslate } from 'ra-core';
import { LANGUAGES } from '../i18n/language.ts';

/** The language menu of the top bar: English, Nederlands, Français. */
export function LanguageMenu() {
  const translate = useTranslate();
  const [locale, setLocale] = useLocaleState();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const open = (event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget);
  const close = () => setAnchor(null);
  return (
    <>
      <Button
        color="inherit"
        onClick={open}
        startIcon={<TranslateRoundedIcon />}
        aria-label={translate('shell.change_language')}
        aria-haspopup="menu"
        aria-controls={anchor ? 'language-menu' : undefined}
        aria-expanded={Boolean(anchor)}
      >
        {locale.toUpperCase()}
      </Button>
      <Menu id="language-menu" anchorEl={anchor} open={Boolean(anchor)} onClose={close}>
        {LANGUAGES.map((language) => (
          <MenuItem
            key={language}
            lang={language}
            selected={language === locale}
            onClick={() => {
              close();
              setLocale(language);
            }}
          >
            <ListItemIcon>{language === locale ? <CheckRoundedIcon fontSize="small" /> : null}</ListItemIcon>
            <ListItemText>{translate(`languages.${language}`)}</ListItemText>
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
