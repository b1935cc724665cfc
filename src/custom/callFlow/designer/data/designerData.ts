import type { CallFlowDesignerData } from '../../../../../generated/types.ts';

/** GET v1/call_flow/{id}/designer_data/ (schemas/call_flow_designer_data.schema.json). */
export type DesignerData = CallFlowDesignerData;

/** `${resource}:${id}` of every record a block refers to that no longer exists (api_db_info). */
export function missingReferences(data: DesignerData | undefined): Set<string> {
  return new Set((data?.api_db_info ?? []).filter((ref) => !ref.exists).map((ref) => `${ref.resource}:${ref.id}`));
}

/**
 * Toggle shortcodes held elsewhere in the account (other flows' toggle blocks, the toggles
 * area), by shortcode: the designer names a clash on every edit, as the server does on save.
 */
export function takenShortcodes(data: DesignerData | undefined): Map<number, string> {
  return new Map((data?.taken_shortcodes ?? []).map((taken) => [taken.shortcode, taken.holder]));
}

/** The labels the server gave the records blocks refer to, by `${resource}:${id}`. */
export function referenceLabels(data: DesignerData | undefined): Map<string, string> {
  const labels = new Map<string, string>();
  for (const ref of data?.api_db_info ?? []) if (ref.exists && ref.label) labels.set(`${ref.resource}:${ref.id}`, ref.label);
  return labels;
}
