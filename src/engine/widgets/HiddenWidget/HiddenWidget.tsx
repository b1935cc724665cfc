import type { WidgetProps } from '@rjsf/utils';

/** A value the form carries but does not show (a contact's phonebook, set by the page). */
export function HiddenWidget({ id, value }: WidgetProps) {
  return <input type="hidden" id={id} value={value === undefined || value === null ? '' : String(value)} />;
}
