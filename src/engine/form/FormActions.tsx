import type { ReactNode } from 'react';
import { Box, Button, CircularProgress } from '@mui/material';
import SaveRoundedIcon from '@mui/icons-material/SaveRounded';
import { Link as RouterLink } from 'react-router';
import { useTranslate } from 'ra-core';

/** The bar under a form: save (the form's submit button), cancel back to the list, and extras (delete). */
export function FormActions({ saving, cancelTo, extra }: { saving: boolean; cancelTo: string; extra?: ReactNode }) {
  const translate = useTranslate();
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
      <Button
        type="submit"
        variant="contained"
        disabled={saving}
        startIcon={saving ? <CircularProgress size={16} color="inherit" /> : <SaveRoundedIcon />}
      >
        {translate('engine.actions.save')}
      </Button>
      <Button component={RouterLink} to={cancelTo} disabled={saving}>
        {translate('engine.actions.cancel')}
      </Button>
      <Box sx={{ flex: 1 }} />
      {extra}
    </Box>
  );
}
