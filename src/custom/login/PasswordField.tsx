import { useState } from 'react';
import { IconButton, InputAdornment } from '@mui/material';
import VisibilityRoundedIcon from '@mui/icons-material/VisibilityRounded';
import VisibilityOffRoundedIcon from '@mui/icons-material/VisibilityOffRounded';
import { useTranslate } from 'ra-core';
import { TextInput, type TextInputProps } from '../publicPage/TextInput.tsx';

/** A password input with a show/hide toggle. */
export function PasswordField(props: Omit<TextInputProps, 'type' | 'endAdornment'>) {
  const translate = useTranslate();
  const [visible, setVisible] = useState(false);
  const toggleLabel = translate(visible ? 'login.hide_password' : 'login.show_password');
  return (
    <TextInput
      {...props}
      type={visible ? 'text' : 'password'}
      endAdornment={
        <InputAdornment position="end">
          <IconButton aria-label={toggleLabel} title={toggleLabel} onClick={() => setVisible((v) => !v)} edge="end" size="small">
            {visible ? <VisibilityOffRoundedIcon fontSize="small" /> : <VisibilityRoundedIcon fontSize="small" />}
          </IconButton>
        </InputAdornment>
      }
    />
  );
}
