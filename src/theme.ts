import Fade from '@mui/material/Fade';
import { defaultLightTheme, type RaThemeOptions } from 'react-admin';

/** Switchboard's look: a deep-blue brand on light surfaces, rounded cards, quiet borders. */
export const BRAND = { navy: '#0b1f44', blue: '#1f5bd8', sky: '#e8effd' } as const;

/**
 * The portal's one chart palette (portal-overview §9: chart colours are fixed): a figure has
 * the same colour on every chart, the dashboard's and the statistics page's, whatever their
 * order or number of series. Contrasted against white for the slices and bars beside each other.
 */
export const CHART_COLOURS = {
  answered: '#2e7d32',
  missed: '#d32f2f',
  inbound: '#1565c0',
  outbound: '#ef6c00',
  internal: '#6a1b9a',
} as const;
/** The text colours, the secondary also for unselected toggle buttons. */
const TEXT = { primary: '#1a2233', secondary: '#5b6475' };

/** The side menu's widths, open and closed: react-admin's, and the page frame's room for it (shell/SplashScreen.tsx). */
export const SIDEBAR = { width: 248, closedWidth: 56 } as const;

/** The quiet line around cards and beside the side menu. */
export const QUIET_BORDER = '1px solid #e3e7ef';

export const theme: RaThemeOptions = {
  ...defaultLightTheme,
  palette: {
    mode: 'light',
    primary: { main: BRAND.blue },
    secondary: { main: BRAND.navy },
    background: { default: '#f3f5f9', paper: '#ffffff' },
    text: TEXT,
    // Chips and their outlined text in the status colours: MUI's own orange (#ed6c02) and light
    // blue (#0288d1) read at 3.1:1 and 3.9:1 on white, under WCAG 2.1 AA's 4.5:1 for text
    // (axe's color-contrast on the call history's "Not answered" and the open invoices, issue
    // 22). These darker tones of the same hues read at 5.0:1 and 5.9:1 (4.6:1 and 5.4:1 on the page's grey), white on them alike.
    warning: { main: '#b45309', contrastText: '#ffffff' },
    // MUI's red (#d32f2f) read at 3.9:1 as the Delete button on the list's selection bar; 5.1:1.
    error: { main: '#b91c1c', contrastText: '#ffffff' },
    info: { main: '#0369a1', contrastText: '#ffffff' },
  },
  shape: { borderRadius: 10 },
  typography: {
    fontFamily: 'Roboto, "Helvetica Neue", Arial, sans-serif',
    h4: { fontWeight: 600 },
    h5: { fontWeight: 600 },
    h6: { fontWeight: 600 },
    button: { textTransform: 'none', fontWeight: 500 },
  },
  sidebar: SIDEBAR,
  components: {
    ...defaultLightTheme.components,
    MuiCard: {
      defaultProps: { elevation: 0 },
      styleOverrides: { root: { border: QUIET_BORDER } },
    },
    MuiButton: { defaultProps: { disableElevation: true } },
    // Menus fade in where they stand rather than grow from their anchor: while a menu grew, its
    // items moved under the pointer, and a press begun on one item ended on another, so nothing
    // was chosen (the dashboard's catalogue on a busy CI machine: "Help" focused, never added).
    MuiMenu: { defaultProps: { slots: { transition: Fade } } },
    // An unselected toggle's text in MUI's action grey read at 4.47:1 on the page's grey (axe
    // color-contrast on the dashboard's and statistics' chart/table switches); the secondary text colour reads at 5.5:1.
    MuiToggleButton: { styleOverrides: { root: { color: TEXT.secondary } } },
    // A chip in a disabled field (the countries, extensions or toggles a user may read but not
    // change) was drawn at MUI's disabled opacity (0.38): 2.0:1, under AA's 4.5:1 (axe
    // color-contrast on group settings, a call flow, a toggle, as `user`). These are values the
    // reader needs; the field around them still shows it cannot be changed, and the chip loses its delete icon.
    MuiChip: { styleOverrides: { root: { '&.Mui-disabled': { opacity: 1 } } } },
    RaAppBar: {
      styleOverrides: {
        root: {
          '& .RaAppBar-toolbar': { paddingLeft: 8, paddingRight: 12 },
        },
      },
    },
    RaMenuItemLink: {
      styleOverrides: {
        root: {
          borderRadius: 8,
          margin: '1px 8px',
          '& .RaMenuItemLink-icon': { minWidth: 40 },
          '&.RaMenuItemLink-active': {
            backgroundColor: BRAND.sky,
            color: BRAND.blue,
            fontWeight: 500,
            '& .MuiSvgIcon-root': { color: BRAND.blue },
          },
        },
      },
    },
  },
};
