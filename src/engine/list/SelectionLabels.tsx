import type { ReactNode } from 'react';
import { ThemeProvider, type Theme } from '@mui/material/styles';

/**
 * react-admin's DataTable draws each row's selection checkbox (`SelectRowCheckbox`) with its
 * `aria-label` on MUI's Checkbox itself, which puts it on the outer `<span>` that has no role:
 * axe reports `aria-prohibited-attr` there and `label` on the `<input>` left without a name, so
 * a screen reader says "checkbox" on every row. React-admin moved the header's "Select all" label
 * to the input (marmelab/react-admin#9826, for Datagrid); the DataTable's row checkbox still
 * has it on the span (ra-ui-materialui 5.15). The row is react-admin's own, so the checkbox is
 * configured rather than replaced: inside the list's table, a checkbox's `aria-label` is taken
 * off the span and given to the input, where the name belongs. Remove this once react-admin
 * labels the input itself (the axe check of tests/e2e/accessibility.spec.ts then still passes).
 */
const labelOnInput = (outer: Theme): Theme => ({
  ...outer,
  components: {
    ...outer.components,
    MuiCheckbox: {
      ...outer.components?.MuiCheckbox,
      defaultProps: {
        ...outer.components?.MuiCheckbox?.defaultProps,
        slotProps: {
          root: () => ({ 'aria-label': undefined }),
          input: (ownerState: { 'aria-label'?: string }) => ({ 'aria-label': ownerState['aria-label'] }),
        },
      },
    },
  },
});

/** The list's table, its selection checkboxes named on their input (see labelOnInput). */
export function SelectionLabels({ children }: { children: ReactNode }) {
  return <ThemeProvider theme={labelOnInput}>{children}</ThemeProvider>;
}
