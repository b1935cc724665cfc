import { useContext, type ReactNode } from 'react';
import { Box, Button, CircularProgress, Typography } from '@mui/material';
import SaveRoundedIcon from '@mui/icons-material/SaveRounded';
import { Link as RouterLink } from 'react-router';
import { useTranslate } from 'ra-core';
import { ReadOnlyFormContext } from './useWriteAccess.ts';

/**
 * The bar under a form: save (the form's submit button), cancel back to the list, and extras
 * (delete). A form the user may only read says so instead of offering save.
 */
export function FormActions({ saving, cancelTo, extra }: { saving: boolean; cancelTo: string; extra?: ReactNode }) {
  const translate = useTranslate();
  const readOnly = useContext(ReadOnlyFormContext);
  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        mt: 3,
        pt: 2,
        borderTop: 1,
        borderColor: 'divider',
      }}
    >
      {readOnly ? (
        <Typography variant="body2" color="text.secondary" data-testid="read-only">
          {translate('engine.read_only')}
        </Typography>
      ) : (
        <Button
          type="submit"
          variant="contained"
          disabled={saving}
          startIcon={saving ? <CircularProgress size={16} color="inherit" /> : <SaveRoundedIcon />}
        >
          {translate('engine.actions.save')}
        </Button>
      )}
      <Button component={RouterLink} to={cancelTo} disabled={saving}>
        {translate('engine.actions.cancel')}
      </Button>
      <Box sx={{ flex: 1 }} />
      {extra}
    </Box>
  );
}
