import type { UiSchema } from '@rjsf/utils';
import type { ResourceDefinition } from '../schema/definition.ts';
import { fieldHelp, fieldLabel } from '../i18n/keys.ts';
import { defaultWidget } from '../widgets/registry.ts';
import { describeFields } from '../schema/fields.ts';
import type { JsonSchema } from '../../../core/schema/types.ts';

export type FormMode = 'create' | 'edit';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/**
 * RJSF's uiSchema for a resource: the UI schema file's widgets and order, every label and
 * help text from the locales, a widget chosen from the field's schema where the file names
 * none, and read-only fields left out of a create form (the server sets them).
 */
export function buildUiSchema(definition: ResourceDefinition, translate: Translate, mode: FormMode, overrides: UiSchema = {}): UiSchema {
  const ui: UiSchema = {
    'ui:order': [...definition.order, '*'],
    'ui:submitButtonOptions': { norender: true },
  };
  for (const [name, field] of Object.entries(definition.fields)) {
    const declared = (definition.uiSchema[name] ?? {}) as UiSchema;
    const entry: UiSchema = { ...declared, ...(overrides[name] as UiSchema | undefined) };
    if (!entry['ui:widget']) {
      const widget = defaultWidget(field);
      if (widget) entry['ui:widget'] = widget;
    }
    entry['ui:title'] = translate(fieldLabel(definition.name, name), { _: name });
    const help = translate(fieldHelp(definition.name, name), { _: '' });
    if (help) entry['ui:help'] = help;
    if (field.kind === 'list' && field.schema.items?.properties) entry.items = itemsUi(definition.name, name, field.schema.items, (entry.items ?? {}) as UiSchema, translate);
    if (field.readOnly) {
      entry['ui:readonly'] = true;
      // The one date format of the portal, not the browser's date-time input (issue 20).
      if (field.kind === 'dateTime' && !entry['ui:widget']) entry['ui:widget'] = 'date_time';
      if (mode === 'create' || name === 'id') entry['ui:widget'] = 'hidden';
    }
    ui[name] = entry;
  }
  return ui;
}

/**
 * The fields of each object of a list (a ring group's members: extension, ring delay, expires,
 * ignore mobile): their labels from `resources.<resource>.items.<list>.<field>` where the locales
 * have one, and the widget their schema calls for where the UI schema names none, as for the
 * record's own fields.
 */
function itemsUi(resource: string, list: string, item: JsonSchema, declared: UiSchema, translate: Translate): UiSchema {
  const ui: UiSchema = { ...declared };
  for (const [name, field] of Object.entries(describeFields(item, item))) {
    const entry: UiSchema = { ...((declared[name] ?? {}) as UiSchema) };
    if (!entry['ui:widget']) {
      const widget = defaultWidget(field);
      if (widget) entry['ui:widget'] = widget;
    }
    const title = translate(`resources.${resource}.items.${list}.${name}`, { _: '' });
    if (title) entry['ui:title'] = title;
    ui[name] = entry;
  }
  return ui;
}
