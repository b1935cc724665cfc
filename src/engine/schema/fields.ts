import type { JsonSchema } from '../../../core/schema/types.ts';

/** What a field holds, as far as lists, filters and widgets care. */
export type FieldKind =
  | 'text'
  | 'integer'
  | 'number'
  | 'boolean'
  | 'enum'
  | 'reference'
  | 'references'
  | 'phone'
  | 'email'
  | 'country'
  | 'countries'
  | 'language'
  | 'date'
  | 'dateTime'
  | 'time'
  | 'list'
  | 'object';

export interface FieldInfo {
  name: string;
  kind: FieldKind;
  /** The resource a reference (or each of a list of references) points to. */
  reference?: string;
  /** The choices of an enum, without null. */
  values?: string[];
  required: boolean;
  /** May be cleared (null). */
  nullable: boolean;
  /** Kept by the server: shown, never sent. */
  readOnly: boolean;
  /** The common.schema.json definition the field is made of, e.g. extensionNumber. */
  definition?: string;
  /** The property in the form's (inlined) schema. */
  schema: JsonSchema;
}

const FORMAT_KINDS: Record<string, FieldKind> = {
  'phone-number': 'phone',
  email: 'email',
  'country-code': 'country',
  'geographic-country-code': 'country',
  language: 'language',
  date: 'date',
  'date-time': 'dateTime',
  time: 'time',
};

const typesOf = (schema: JsonSchema): string[] => (Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : []);

export function kindOf(schema: JsonSchema): { kind: FieldKind; reference?: string } {
  if (schema['x-reference']) return { kind: 'reference', reference: schema['x-reference'].resource };
  if (Array.isArray(schema.enum)) return { kind: 'enum' };
  if (typeof schema.format === 'string' && FORMAT_KINDS[schema.format]) return { kind: FORMAT_KINDS[schema.format] };
  const types = typesOf(schema);
  if (types.includes('array')) {
    const item = schema.items ? kindOf(schema.items) : undefined;
    if (item?.kind === 'reference') return { kind: 'references', reference: item.reference };
    if (item?.kind === 'country') return { kind: 'countries' };
    return { kind: 'list' };
  }
  if (types.includes('boolean')) return { kind: 'boolean' };
  if (types.includes('integer')) return { kind: 'integer' };
  if (types.includes('number')) return { kind: 'number' };
  if (types.includes('object')) return { kind: 'object' };
  return { kind: 'text' };
}

/** The common definition a property of the schema file is made of, through anyOf [X, null] too. */
function definitionOf(property: JsonSchema | undefined): string | undefined {
  const refs = [property?.$ref, ...(property?.anyOf ?? []).map((b) => b.$ref)];
  const ref = refs.find((r): r is string => typeof r === 'string');
  return ref ? /\$defs\/([\w-]+)$/.exec(ref)?.[1] : undefined;
}

/** Every field of a record: the form schema says what it is, the file where it came from. */
export function describeFields(formSchema: JsonSchema, fileSchema: JsonSchema): Record<string, FieldInfo> {
  const required = new Set(formSchema.required ?? []);
  return Object.fromEntries(
    Object.entries(formSchema.properties ?? {}).map(([name, schema]) => {
      const { kind, reference } = kindOf(schema);
      const values = Array.isArray(schema.enum) ? schema.enum.filter((v): v is string => typeof v === 'string') : undefined;
      const info: FieldInfo = {
        name,
        kind,
        reference,
        values,
        required: required.has(name),
        nullable: typesOf(schema).includes('null') || (schema.enum ?? []).includes(null),
        readOnly: schema.readOnly === true,
        definition: definitionOf(fileSchema.properties?.[name]),
        schema,
      };
      return [name, info];
    }),
  );
}
