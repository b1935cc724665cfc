// MUI's styling (emotion, the system), then the portal's theme made from its options, each
// evaluated in a task of its own (main.tsx, issue 19).
import { createTheme, type ThemeOptions } from '@mui/material/styles';
import { theme } from '../theme.ts';
import { nextTask } from './nextTask.ts';

await nextTask();

/** The same theme react-admin's ThemeProvider makes from these options in the full app. */
export const muiTheme = createTheme(theme as ThemeOptions);

await nextTask();
