import type { Identifier } from 'ra-core';
import type { Registry } from '@rjsf/utils';

/** What the engine's widgets know of the form they are in (RJSF's formContext). */
export interface EngineFormContext {
  resource: string;
  /** The record being edited; undefined on create. */
  recordId?: Identifier;
  /**
   * Selectors whose text was typed but no option chosen: the form refuses to save while any
   * is left ('Please select a value.', portal-overview §5).
   */
  setUnresolved(field: string, unresolved: boolean): void;
}

export function engineContext(registry: Registry): EngineFormContext {
  return registry.formContext as EngineFormContext;
}
