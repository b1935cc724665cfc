import type { Locator, Page } from '@playwright/test';

/**
 * The form control labelled `label` (an input, a text area, a select or a combobox), never a
 * button: `getByLabel('Company')` also matches a list's "Sort by company" header button, which
 * is still drawn for a moment while a record's page opens from that list (issue 26; phonebooks
 * and the French waiting/failing test met it). Only narrows getByLabel: what it found before,
 * when it was a field, it finds now.
 */
export function control(scope: Page | Locator, label: string | RegExp, options: { exact?: boolean } = {}): Locator {
  return scope.getByLabel(label, options).and(scope.locator('input, textarea, select, [role="combobox"]'));
}
