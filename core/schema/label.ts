import { formatPhoneNumber } from '../domain/formats.ts';

/**
 * A record's name as selectors, references and messages show it: the x-resource label, a
 * field (`name`) or a template (`{extension} - {name}`), on the server and in the portal alike;
 * the portal passes its phone fields, to write them the way it shows them.
 */
export function recordLabel(template: string, record: Record<string, unknown> | undefined, phoneFields: ReadonlySet<string> = new Set()): string {
  if (!record) return '';
  const show = (field: string) => {
    const value = record[field];
    if (value === null || value === undefined) return '';
    return phoneFields.has(field) && typeof value === 'string' ? formatPhoneNumber(value) : String(value);
  };
  if (!template.includes('{')) return show(template);
  return template.replace(/\{(\w+)\}/g, (_m, field: string) => show(field)).trim();
}
