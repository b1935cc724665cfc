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

export const theme: RaThemeOptions = {
  ...defaultLightTheme,
  palette: {
    mode: 'light',
    primary: { main: BRAND.blue },
    secondary: { main: BRAND.navy },
    background: { default: '#f3f5f9', paper: '#ffffff' },
    text: { primary: '#1a2233', secondary: '#5b6475' },
  },
  shape: { borderRadius: 10 },
  typography: {
    fontFamily: 'Roboto, "Helvetica Neue", Arial, sans-serif',
    h4: { fontWeight: 600 },
    h5: { fontWeight: 600 },
    h6: { fontWeight: 600 },
    button: { textTransform: 'none', fontWeight: 500 },
  },
  sidebar: { width: 248, closedWidth: 56 },
  components: {
    ...defaultLightTheme.components,
    MuiCard: {
      defaultProps: { elevation: 0 },
      styleOverrides: { root: { border: '1px solid #e3e7ef' } },
    },
    MuiButton: { defaultProps: { disableElevation: true } },
    RaAppBar: {
      styleOverrides: {
        root: {
          '& .RaAppBar-toolbar': { paddingLeft: 8, paddingRight: 12 },
        },
      },
    },
    RaSidebar: {
      styleOverrides: {
        root: {
          '& .RaSidebar-fixed': { backgroundColor: '#ffffff', borderRight: '1px solid #e3e7ef' },
          '& .MuiDrawer-paper': { backgroundColor: '#ffffff' },
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
