import { Box, IconButton, Paper } from '@mui/material';
import DeleteOutlineRoundedIcon from '@mui/icons-material/DeleteOutlineRounded';
import type { ArrayFieldItemTemplateProps } from '@rjsf/utils';
import { useTranslate } from 'ra-core';

/** One row of a list of objects: its fields side by side (ObjectFieldTemplate), and a remove button. */
export function ArrayFieldItemTemplate(props: ArrayFieldItemTemplateProps) {
  const { children, buttonsProps, index } = props;
  const translate = useTranslate();
  return (
    <Paper variant="outlined" sx={{ display: 'flex', alignItems: 'flex-start', gap: 1, p: 1.5 }} data-row={index}>
      <Box sx={{ flex: 1, minWidth: 0 }}>{children}</Box>
      {buttonsProps.hasRemove && (
        <IconButton
          aria-label={translate('engine.array.remove_item', { index: index + 1 })}
          onClick={buttonsProps.onRemoveItem}
          disabled={buttonsProps.disabled || buttonsProps.readonly}
          sx={{ mt: 1 }}
        >
          <DeleteOutlineRoundedIcon />
        </IconButton>
      )}
    </Paper>
  );
}
