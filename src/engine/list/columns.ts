import type { ResourceDefinition } from '../schema/definition.ts';
import { columnStyle } from './cells/FieldCell.tsx';

/**
 * The columns of an area's list as its UI schema orders them (fields the schema no longer
 * has left out), and the one that names the record: it links to the record, so that the
 * list works from the keyboard too.
 */
export function listColumns(definition: ResourceDefinition): { columns: string[]; labelColumn: string | undefined } {
  const columns = definition.list.columns.filter((name) => definition.fields[name]);
  const labelColumn = columns.includes(definition.meta.label) ? definition.meta.label : columns[0];
  return { columns, labelColumn };
}

/** The selection's checkbox column and the table's side padding. */
const TABLE_EXTRA = 48 + 16;

/**
 * The narrowest the list's table can be with every column at its least width: below it,
 * columns would shrink to a few pixels, so the list stacks its columns per record instead.
 */
export function tableMinWidth(definition: ResourceDefinition): number {
  return listColumns(definition).columns.reduce((sum, name) => {
    const style = columnStyle(definition.fields[name]);
    return sum + (typeof style.width === 'number' ? style.width : (style.minWidth ?? 140));
  }, TABLE_EXTRA);
}
