import { Box, MenuItem, TextField } from '@mui/material';
import type { FieldProps } from '@rjsf/utils';
import { useTranslate } from 'ra-core';
import { ReferenceAutocomplete } from '../../../../engine/widgets/ReferenceWidget/ReferenceAutocomplete.tsx';
import type { TypedValueOptions } from './blockUi.ts';

interface TypedValue {
  type?: string;
  value?: number | string | null;
}

/**
 * A `{ type, value }` item of a block (a target a Dial block rings, a caller a Caller ID Routing
 * route matches): the type first, then the record of that type chosen through the engine's
 * selector (an extension, a contact), or a phone number typed.
 */
export function TypedValueField(props: FieldProps<TypedValue>) {
  const { formData, onChange, schema, uiSchema, fieldPathId, disabled, readonly, errorSchema } = props;
  const rawErrors = (errorSchema as { value?: { __errors?: string[] } } | undefined)?.value?.__errors;
  const translate = useTranslate();
  const options = (uiSchema?.['ui:options'] ?? {}) as unknown as TypedValueOptions;
  const typeSchema = (schema.properties?.type ?? {}) as { enum?: string[] };
  const typeUi = (uiSchema?.type ?? {}) as { 'ui:title'?: string; 'ui:enumNames'?: string[] };
  const valueUi = (uiSchema?.value ?? {}) as { 'ui:title'?: string };
  const types = typeSchema.enum ?? [];
  const type = formData?.type ?? types[0];
  const value = formData?.value ?? null;
  const resource = type ? options.resourceByType[type] : undefined;
  const set = (next: TypedValue) => onChange({ ...formData, ...next }, fieldPathId.path);
  const id = fieldPathId.$id;
  const locked = disabled || readonly;

  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(120px, 1fr) 2fr', gap: 1, alignItems: 'start' }}>
      <TextField
        id={`${id}_type`}
        select
        size="small"
        label={typeUi['ui:title'] ?? translate('designer.form.type')}
        value={type ?? ''}
        disabled={locked}
        onChange={(event) => set({ type: event.target.value, value: null })}
      >
        {types.map((t, i) => (
          <MenuItem key={t} value={t}>
            {typeUi['ui:enumNames']?.[i] ?? t}
          </MenuItem>
        ))}
      </TextField>
      {resource ? (
        <ReferenceAutocomplete
          id={`${id}_value`}
          resource={resource}
          size="small"
          value={typeof value === 'number' ? value : null}
          onChange={(next) => set({ value: typeof next === 'number' ? next : next === null ? null : Number(next) })}
          label={valueUi['ui:title'] ?? translate('designer.form.value')}
          disabled={locked}
          error={Boolean(rawErrors?.length)}
        />
      ) : (
        <TextField
          id={`${id}_value`}
          size="small"
          type="tel"
          label={type === options.phoneWhen ? translate('designer.form.phone_number') : (valueUi['ui:title'] ?? translate('designer.form.value'))}
          placeholder="+32 2 588 01 00"
          value={typeof value === 'string' ? value : ''}
          disabled={locked}
          error={Boolean(rawErrors?.length)}
          onChange={(event) => set({ value: event.target.value || null })}
          slotProps={{ htmlInput: { inputMode: 'tel', autoComplete: 'off', spellCheck: false, dir: 'ltr' } }}
        />
      )}
    </Box>
  );
}
