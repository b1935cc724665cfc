import { useCallback, type ReactNode } from 'react';
import { ThemeProvider, type Theme } from '@mui/material/styles';
import { useTranslate } from 'ra-core';

/**
 * Every spinner of the signed-in portal says what it is. A MUI CircularProgress is a
 * `progressbar`, which needs a name (axe aria-progressbar-name, WCAG 4.1.2): react-admin's
 * loading indicator in the top bar, the forms' and dialogs' spinners had none. One default
 * here, "Loading" in the reader's language, instead of a label at each of them; a spinner that
 * says more (the designer's "Loading the call flow…") keeps its own.
 */
export function NamedSpinners({ children }: { children: ReactNode }) {
  const label = useTranslate()('ra.page.loading');
  const named = useCallback(
    (outer: Theme): Theme => ({
      ...outer,
      components: {
        ...outer.components,
        MuiCircularProgress: {
          ...outer.components?.MuiCircularProgress,
          defaultProps: { ...outer.components?.MuiCircularProgress?.defaultProps, 'aria-label': label },
        },
      },
    }),
    [label],
  );
  return <ThemeProvider theme={named}>{children}</ThemeProvider>;
}
