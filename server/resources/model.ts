import { readResource, storedResources, type ResourceShape } from '../../core/schema/read.ts';
import type { SchemaSet } from './schemas.ts';
import { refColumn, tableOf } from './storageNames.ts';

export { idsIn, labelOf, type ReferenceList } from '../../core/schema/read.ts';

/** What the routes need to know of one resource: the schema model's reading, and its table. */
export interface ResourceModel extends ResourceShape {
  table: string;
}

/** Every resource stored in a table of its own, by name. */
export function buildModels(set: SchemaSet): Map<string, ResourceModel> {
  return new Map(
    storedResources(set).map((schema) => {
      const shape = readResource(schema, set.common);
      return [shape.name, { ...shape, table: tableOf(shape.name) }];
    }),
  );
}

/**
 * The SQL a list sorts and filters a field by, on the field's own type: numbers as numbers
 * (extension 1000 after 999), text without case. The order indexes of the default sorts
 * (scripts/generate/storage.ts) index exactly this expression, so that the planner uses them.
 */
export function fieldExpression(model: ResourceModel, field: string): string {
  if (field === 'id') return 'id';
  if (model.references[field]) return refColumn(field);
  const type = model.types[field];
  if (type === 'integer' || type === 'number') return `((data ->> '${field}')::numeric)`;
  if (type === 'boolean') return `((data ->> '${field}')::boolean)`;
  return `lower(data ->> '${field}')`;
}
