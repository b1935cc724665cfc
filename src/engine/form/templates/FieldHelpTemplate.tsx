import FormHelperText from '@mui/material/FormHelperText';
import { RichHelp } from '@rjsf/core';
import { helpId, type FieldHelpProps } from '@rjsf/utils';

/**
 * A field's help text. RJSF's MUI template puts it inside the field's FormControl, which turns
 * every helper text red when the field has an error, so the help read as a second error
 * (issue 27). Help says what the field is for, error or not: it keeps the secondary colour and
 * only the error message below it is red.
 */
export function FieldHelpTemplate({ fieldPathId, help, uiSchema, registry }: FieldHelpProps) {
  if (!help) return null;
  return (
    <FormHelperText component="div" id={helpId(fieldPathId)} error={false} sx={{ mt: 0.625 }} data-testid="field-help">
      <RichHelp help={help} registry={registry} uiSchema={uiSchema} />
    </FormHelperText>
  );
}
