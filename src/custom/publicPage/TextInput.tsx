import { useId, type ReactNode } from 'react';
import { FilledInput, FormControl, InputLabel, type FilledInputProps } from '@mui/material';

export interface TextInputProps extends Omit<FilledInputProps, 'id'> {
  label: string;
  endAdornment?: ReactNode;
}

/**
 * A labelled text input for the public pages. MUI's TextField would bring its select mode
 * (menus, popovers) into the sign-in page's bundle; these pages never need it.
 */
export function TextInput({ label, fullWidth = true, ...input }: TextInputProps) {
  const id = useId();
  return (
    <FormControl variant="filled" fullWidth={fullWidth}>
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <FilledInput id={id} {...input} />
    </FormControl>
  );
}
