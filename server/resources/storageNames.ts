import type { JsonSchema } from '../../core/schema/types.ts';

/** Names shared by the generated migrations and the queries that rely on them. */
export const tableOf = (resource: string) => (resource === 'group' ? 'groups' : `res_${resource}`);
export const refColumn = (field: string) => `${field}_id`;
export const refConstraint = (resource: string, field: string) => `res_${resource}_${field}_fk`;
export const uniqueIndex = (resource: string, field: string) => `res_${resource}_${field}_unique`;

/** The SQL expression a unique index and a uniqueness check compare: strings ignore case. */
export function uniqueExpression(field: string, prop: JsonSchema): string {
  const isString = prop.type === 'string' || prop.$ref?.match(/phoneNumber|email|macAddress/);
  return isString ? `lower(data ->> '${field}')` : `(data ->> '${field}')`;
}
