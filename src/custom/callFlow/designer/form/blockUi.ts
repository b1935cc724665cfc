import type { UiSchema } from '@rjsf/utils';
import type { JsonSchema } from '../../../../../core/schema/types.ts';
import type { BlockKind } from '../../../../../core/callFlow/types.ts';
import { defaultWidget } from '../../../../engine/widgets/registry.ts';
import { describeFields } from '../../../../engine/schema/fields.ts';
import { formSchemaOf } from './formSchema.ts';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** The ui:options of a `{ type, value }` item whose value is a record of a resource chosen by its type, or a number. */
export interface TypedValueOptions {
  resourceByType: Record<string, string>;
  phoneWhen?: string;
}

export const TYPED_VALUE_FIELD = 'callFlowTypedValue';
export const CHOICES_WIDGET = 'callFlowChoices';

const propertiesOf = (schema: JsonSchema | undefined) => (schema?.properties ?? {}) as Record<string, JsonSchema>;

/**
 * RJSF's uiSchema of a block kind's form: its ui.json, every label and option text from the
 * kind's locale texts (`blocks.kinds.<type>.fields.<field>`, `…values.<field>.<value>`), the
 * engine's widget for a field whose schema says what it holds (a reference, a switch), and the
 * designer's own field for `{ type, value }` items (a target to ring, a caller to match).
 */
export function blockUiSchema(kind: BlockKind, translate: Translate): UiSchema {
  const ui = decorate(formSchemaOf(kind), kind.uiSchema as UiSchema, kind.type, translate);
  return { ...ui, 'ui:submitButtonOptions': { norender: true } };
}

function label(type: string, name: string, translate: Translate): string {
  return translate(`blocks.kinds.${type}.fields.${name}`, { _: '' });
}

function enumNames(type: string, name: string, values: unknown[], translate: Translate): string[] | undefined {
  const names = values.map((value) => (value === '' ? '' : translate(`blocks.kinds.${type}.values.${name}.${String(value)}`, { _: String(value) })));
  return names.some((text, i) => text !== String(values[i])) ? names : undefined;
}

function decorate(schema: JsonSchema, declared: UiSchema, type: string, translate: Translate): UiSchema {
  const ui: UiSchema = { ...declared };
  const properties = propertiesOf(schema);
  const fields = Object.keys(properties).length ? describeFields(schema, schema) : {};
  for (const [name, sub] of Object.entries(properties)) {
    const entry: UiSchema = { ...((declared[name] ?? {}) as UiSchema) };
    const field = fields[name];
    if (!entry['ui:widget'] && field) {
      const widget = defaultWidget(field);
      if (widget) entry['ui:widget'] = widget;
    }
    if (!entry['ui:widget'] && (entry['ui:options'] as { choices?: string } | undefined)?.choices) entry['ui:widget'] = CHOICES_WIDGET;
    const title = label(type, name, translate);
    if (title) entry['ui:title'] = title;
    const values = Array.isArray(sub.enum) ? sub.enum : Array.isArray(sub.items?.enum) ? sub.items.enum : undefined;
    const names = values && enumNames(type, name, values, translate);
    if (names) entry['ui:enumNames'] = names;
    if (sub.type === 'array' || sub.items) entry.items = decorateItems(sub.items, (entry.items ?? {}) as UiSchema, type, translate);
    // A list of an enum's values (a route's weekdays) takes its names from its items' uiSchema: RJSF reads them there.
    if (names && Array.isArray(sub.items?.enum)) entry.items = { ...(entry.items as UiSchema), 'ui:enumNames': names };
    else if (sub.properties) Object.assign(entry, decorate(sub, entry, type, translate));
    ui[name] = entry;
  }
  // An item `{ type, value }` whose value's ui:options say how to choose it: the designer's own field.
  const valueOptions = (declared.value as UiSchema | undefined)?.['ui:options'] as Partial<TypedValueOptions> | undefined;
  if (valueOptions?.resourceByType && properties.type && properties.value) {
    ui['ui:field'] = TYPED_VALUE_FIELD;
    ui['ui:options'] = { ...((declared['ui:options'] as object | undefined) ?? {}), resourceByType: valueOptions.resourceByType, phoneWhen: valueOptions.phoneWhen };
  }
  return ui;
}

function decorateItems(items: JsonSchema | undefined, declared: UiSchema, type: string, translate: Translate): UiSchema {
  if (!items) return declared;
  if (items.type === 'array' || items.items) return { ...declared, items: decorateItems(items.items, (declared.items ?? {}) as UiSchema, type, translate) };
  if (items.properties) return decorate(items, declared, type, translate);
  return declared;
}
