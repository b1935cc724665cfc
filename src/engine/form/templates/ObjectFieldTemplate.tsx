import { Box } from '@mui/material';
import type { ObjectFieldTemplateProps, UiSchema } from '@rjsf/utils';
import { Templates } from '@rjsf/mui';
import type { JsonSchema } from '../../schema/types.ts';
import { conditionalFields, isShown } from '../conditions.ts';

const WIDE_WIDGETS = new Set(['references', 'countries', 'textarea']);
const conditionsOf = new WeakMap<object, ReturnType<typeof conditionalFields>>();

function isWide(schema: JsonSchema | undefined, ui: UiSchema | undefined): boolean {
  const widget = ui?.['ui:widget'];
  if (typeof widget === 'string' && WIDE_WIDGETS.has(widget)) return true;
  const types = Array.isArray(schema?.type) ? schema.type : [schema?.type];
  return types.includes('array') || types.includes('object');
}

/**
 * The record's fields on a two-column grid (one column on small screens); lists and long
 * texts take a whole row. A field that only matters under a condition of the schema shows
 * while the condition holds (conditions.ts). Nested objects keep the theme's layout.
 */
export function ObjectFieldTemplate(props: ObjectFieldTemplateProps) {
  const { properties, schema, uiSchema, formData, fieldPathId, registry } = props;
  const DefaultTemplate = Templates.ObjectFieldTemplate!;
  if (fieldPathId.path.length > 0) return <DefaultTemplate {...props} />;
  // The conditions are read from the form's own schema: `schema` here is RJSF's, with the
  // conditions already resolved against the data.
  const root = registry.rootSchema;
  let conditions = conditionsOf.get(root);
  if (!conditions) {
    conditions = conditionalFields(root as JsonSchema);
    conditionsOf.set(root, conditions);
  }
  const data = (formData ?? {}) as Record<string, unknown>;
  const fieldSchemas = (schema as JsonSchema).properties ?? {};
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' }, columnGap: 3, rowGap: 2.25 }}>
      {properties.map((element) => {
        if (element.hidden) return <Box key={element.name} sx={{ display: 'none' }}>{element.content}</Box>;
        if (!isShown(element.name, conditions, data)) return null;
        const wide = isWide(fieldSchemas[element.name], uiSchema?.[element.name] as UiSchema | undefined);
        return (
          <Box key={element.name} sx={{ gridColumn: wide ? '1 / -1' : undefined, minWidth: 0 }} data-field={element.name}>
            {element.content}
          </Box>
        );
      })}
    </Box>
  );
}
