import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Box, Button, Typography } from '@mui/material';

/**
 * A chunk the browser could not load: offline, or the portal was deployed again since the tab
 * opened and the old chunk's file is gone. Each browser words it differently (Chromium, Firefox,
 * Safari); Vite's preloading of a chunk's CSS says its own.
 */
export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : '';
  return /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS/i.test(message);
}

export type Translate = (key: string) => string;

/**
 * What a visitor sees instead of a white page when the portal's code did not arrive: what
 * happened and a reload, which fetches the deployed version. Texts from locales (shell.load_failed).
 */
export function LoadFailureMessage({ translate, chunk }: { translate: Translate; chunk: boolean }) {
  const texts = chunk ? 'shell.load_failed' : 'shell.crashed';
  return (
    <Box role="alert" sx={{ maxWidth: 520, mx: 'auto', my: 6, px: 2, textAlign: 'center' }}>
      <Typography variant="h5" component="h1" gutterBottom>
        {translate(`${texts}.title`)}
      </Typography>
      <Typography sx={{ mb: 3 }}>{translate(`${texts}.text`)}</Typography>
      <Button variant="contained" onClick={() => window.location.reload()}>
        {translate('shell.load_failed.reload')}
      </Button>
    </Box>
  );
}

interface RootProps {
  translate: Translate;
  children: ReactNode;
}

/**
 * Around the whole app (main.tsx), so without react-admin (the sign-in page's chunk has none): the router's or the shell's chunk failing to load, or anything
 * thrown outside the layout, shows a message and a reload instead of an empty page. The
 * translator is the app's (its current language's texts are loaded before the first render).
 */
export class RootErrorBoundary extends Component<RootProps, { error: unknown }> {
  state = { error: null as unknown };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }

  render() {
    if (!this.state.error) return this.props.children;
    return <LoadFailureMessage translate={this.props.translate} chunk={isChunkLoadError(this.state.error)} />;
  }
}
