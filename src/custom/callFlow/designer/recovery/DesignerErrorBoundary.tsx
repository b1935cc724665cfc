import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Alert, Box, Button } from '@mui/material';
import { useTranslate } from 'ra-core';
import { keepLocalCopy, latestEdit } from './localCopy.ts';

function FatalMessage() {
  const translate = useTranslate();
  return (
    <Box sx={{ p: 3 }}>
      <Alert
        severity="error"
        data-testid="cf-fatal"
        action={
          <Button color="inherit" size="small" onClick={() => window.location.reload()}>
            {translate('designer.fatal.reload')}
          </Button>
        }
      >
        {translate('errors.call_flow_render')} {translate('designer.fatal.kept')}
      </Alert>
    </Box>
  );
}

/**
 * When drawing the designer fails: the catalogue's fatal-error message (call_flow_render) instead
 * of a blank page, and the unsaved diagram kept in the browser, offered on the next visit.
 */
export class DesignerErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    const { flowId, user, diagram, version, dirty } = latestEdit;
    if (flowId !== null && user !== null && diagram && dirty) keepLocalCopy(user, flowId, diagram, version);
    console.error('The call-flow designer failed', error, info.componentStack);
  }

  render() {
    return this.state.failed ? <FatalMessage /> : this.props.children;
  }
}
