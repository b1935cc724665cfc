import type { TranslateFunction } from 'ra-core';

/** 'Please select a value.' under a selector whose typed text was left without a choice, unless the form shows it already. */
export function unresolvedText(translate: TranslateFunction, unresolved: boolean, shownErrors: string[] | undefined): string | undefined {
  const message = translate('engine.selector.select_a_value');
  return unresolved && !shownErrors?.includes(message) ? message : undefined;
}
