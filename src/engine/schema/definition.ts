import type { Operation, ResourceKeyword } from '../../../core/schema/keywords.ts';
import { operationsOf } from '../../../core/schema/read.ts';
import { describeFields, type FieldInfo } from './fields.ts';
import { inlineSchema } from '../../../core/schema/inline.ts';
import { recordLabel } from '../../../core/schema/label.ts';
import type { JsonSchema, ListConfig, UiFile } from '../../../core/schema/types.ts';

/** Everything the engine draws a resource from, read once from its two schema files. */
export interface ResourceDefinition {
  name: string;
  meta: ResourceKeyword;
  /** What the server offers on its records (x-resource `operations`): the screens offer nothing else. */
  operations: ReadonlySet<Operation>;
  /** The schema the form renders and validates (inline.ts). */
  formSchema: JsonSchema;
  /** The UI schema file without its list block: RJSF's uiSchema. */
  uiSchema: Record<string, unknown>;
  list: ListConfig;
  fields: Record<string, FieldInfo>;
  /** Form fields in the UI schema's order, then any the order leaves out (a newly added one). */
  order: string[];
  /** The record's label (x-resource label). */
  labelOf(record: Record<string, unknown> | undefined): string;
}

export function defineResource(fileSchema: JsonSchema, ui: UiFile | undefined, common: JsonSchema): ResourceDefinition {
  const meta = fileSchema['x-resource'];
  if (!meta) throw new Error(`${fileSchema.$id ?? 'schema'} declares no x-resource`);
  const formSchema = inlineSchema(fileSchema, common);
  const fields = describeFields(formSchema, fileSchema);
  const { list, ...uiSchema } = ui ?? {};
  const declared = Array.isArray(uiSchema['ui:order']) ? (uiSchema['ui:order'] as string[]).filter((f) => f in fields) : [];
  const order = [...declared, ...Object.keys(fields).filter((f) => !declared.includes(f) && f !== 'id')];
  const phoneFields = new Set(Object.values(fields).filter((f) => f.kind === 'phone').map((f) => f.name));
  return {
    name: meta.name,
    meta,
    operations: operationsOf(meta),
    formSchema,
    uiSchema,
    list: list ?? { columns: order.filter((f) => fields[f].kind !== 'object' && fields[f].kind !== 'list').slice(0, 4) },
    fields,
    order,
    labelOf: (record) => recordLabel(meta.label, record, phoneFields),
  };
}
