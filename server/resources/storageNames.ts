import type { JsonSchema } from './schemas.ts';

/** Names shared by the generated migrations and the queries that rely on them. */
export const tableOf = (resource: string) => (resource === 'group' ? 'groups' : `res_${resource}`);
export const refColumn = (field: string) => `${field}_id`;
export const refConstraint = (resource: string, field: string) => `res_${resource}_${field}_fk`;
export const uniqueIndex = (resource: string, field: string) => `res_${resource}_${field}_unique`;

type Prop = JsonSchema & { anyOf?: JsonSchema[]; items?: JsonSchema };

/** The x-reference of a property that holds one id (possibly nullable), if any. */
export function scalarReference(prop: Prop): string | undefined {
  const direct = prop['x-reference'] as { resource: string } | undefined;
  if (direct) return direct.resource;
  for (const branch of prop.anyOf ?? []) {
    const inner = branch['x-reference'] as { resource: string } | undefined;
    if (inner) return inner.resource;
  }
  return undefined;
}

/** Whether records holding this one-id reference are deleted with the record they point at. */
export function cascades(prop: Prop): boolean {
  const keyword = (prop['x-reference'] ?? (prop.anyOf ?? []).map((b) => b['x-reference']).find(Boolean)) as
    | { onDelete?: string }
    | undefined;
  return keyword?.onDelete === 'cascade';
}

/** The x-reference of a property that holds a list of ids, if any. */
export function arrayReference(prop: Prop): string | undefined {
  return prop.type === 'array' && prop.items ? scalarReference(prop.items as Prop) : undefined;
}

/** The SQL expression a unique index and a uniqueness check compare: strings ignore case. */
export function uniqueExpression(field: string, prop: Prop): string {
  const isString = prop.type === 'string' || (prop.$ref as string | undefined)?.match(/phoneNumber|email|macAddress/);
  return isString ? `lower(data ->> '${field}')` : `(data ->> '${field}')`;
}
