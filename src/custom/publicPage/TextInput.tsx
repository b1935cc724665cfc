import { useId, type ReactNode } from 'react';
import { FilledInput, FormControl, FormHelperText, InputLabel, type FilledInputProps } from '@mui/material';

export interface TextInputProps extends Omit<FilledInputProps, 'id'> {
  label: string;
  endAdornment?: ReactNode;
  /** A hint or, with `error`, what is wrong with the value; read with the input by screen readers. */
  helperText?: ReactNode;
}

/**
 * A labelled text input for the public pages. MUI's TextField would bring its select mode
 * (menus, popovers) into the sign-in page's bundle; these pages never need it.
 */
export function TextInput({ label, fullWidth = true, helperText, error, ...input }: TextInputProps) {
  const id = useId();
  const helperId = `${id}-helper`;
  return (
    <FormControl variant="filled" fullWidth={fullWidth} error={error}>
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <FilledInput id={id} aria-describedby={helperText ? helperId : undefined} {...input} />
      {helperText ? <FormHelperText id={helperId}>{helperText}</FormHelperText> : null}
    </FormControl>
  );
}
