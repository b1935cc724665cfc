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
  // A row of a list of objects (a member): its fields side by side, wrapping on narrow screens.
  if (typeof fieldPathId.path[fieldPathId.path.length - 1] === 'number') {
    return (
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(170px, 1fr))', columnGap: 2, rowGap: 1, alignItems: 'start' }}>
        {properties.filter((element) => !element.hidden).map((element) => (
          <Box key={element.name} sx={{ minWidth: 0 }} data-field={element.name}>
            {element.content}
          </Box>
        ))}
      </Box>
    );
  }
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
  const shown = properties.filter((element) => !element.hidden && isShown(element.name, conditions, data));
  // Where each field lands: a switch that would sit beside an input starts the next row, so
  // that toggles line up with toggles and inputs with inputs.
  let column = 0;
  let previousSwitch = false;
  const placement = new Map<string, string | undefined>();
  for (const element of shown) {
    const ui = uiSchema?.[element.name] as UiSchema | undefined;
    const isSwitch = ui?.['ui:widget'] === 'switch';
    if (isWide(fieldSchemas[element.name], ui)) {
      placement.set(element.name, '1 / -1');
      column = 0;
    } else if (column === 1 && isSwitch && !previousSwitch) {
      placement.set(element.name, '1');
      column = 1;
    } else {
      placement.set(element.name, undefined);
      column = (column + 1) % 2;
    }
    previousSwitch = isSwitch;
  }
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' }, columnGap: 3, rowGap: 2.25 }}>
      {properties.map((element) => {
        if (element.hidden) return <Box key={element.name} sx={{ display: 'none' }}>{element.content}</Box>;
        if (!placement.has(element.name)) return null;
        const gridColumn = placement.get(element.name);
        return (
          <Box key={element.name} sx={{ gridColumn: gridColumn ? { xs: 'auto', md: gridColumn } : undefined, minWidth: 0 }} data-field={element.name}>
            {element.content}
          </Box>
        );
      })}
    </Box>
  );
}
