import { Box, Button, Typography } from '@mui/material';
import AddRoundedIcon from '@mui/icons-material/AddRounded';
import type { ArrayFieldTemplateProps } from '@rjsf/utils';
import { useTranslate } from 'ra-core';

/**
 * A list of objects (a ring group's or a queue's members) as compact rows under the field's
 * title, with one Add button; each row is ArrayFieldItemTemplate. Lists of plain ids are drawn by
 * their widgets (references, countries), not by this template.
 *
 * The title is the field's text from the locales (ui:title): RJSF hands an array's template the
 * property's name ("members", "routes") when the schema has no title (issue 27). The help is
 * not drawn here: the field's template prints it below the list (FieldHelpTemplate), and both
 * printed it twice.
 */
export function ArrayFieldTemplate(props: ArrayFieldTemplateProps) {
  const { title, items, canAdd, onAddClick, disabled, readonly, fieldPathId, uiSchema } = props;
  const translate = useTranslate();
  const uiTitle = uiSchema?.['ui:title'];
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }} data-array={fieldPathId.path.join('.')}>
      <Typography component="legend" variant="subtitle2" sx={{ mb: 0.5 }}>
        {typeof uiTitle === 'string' && uiTitle ? uiTitle : title}
      </Typography>
      {items.length === 0 && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {translate('engine.array.no_items')}
        </Typography>
      )}
      <Box sx={{ display: 'grid', gap: 1 }}>{items}</Box>
      {canAdd && !readonly && (
        <Button size="small" startIcon={<AddRoundedIcon />} onClick={onAddClick} disabled={disabled} sx={{ mt: 1 }}>
          {translate('engine.array.add_item')}
        </Button>
      )}
    </Box>
  );
}
