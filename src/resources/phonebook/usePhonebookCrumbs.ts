import { useTranslate, type Identifier } from 'ra-core';
import { useCrumbLabel } from '../../layout/crumbLabels.ts';
import { useReferenceLabels } from '../../engine/widgets/ReferenceWidget/index.ts';
import type { AreaPaths } from '../../engine/index.ts';

/**
 * A phonebook's sub-pages name the phonebook, "Contacts" and "Import contacts" in the
 * breadcrumbs, in the reader's language: not their ids or the path's own words.
 */
export function usePhonebookCrumbs(phonebooks: AreaPaths, phonebook: Identifier): void {
  const translate = useTranslate();
  const { labels } = useReferenceLabels('phonebook', [phonebook]);
  useCrumbLabel(phonebooks.edit(phonebook), labels.get(String(phonebook)));
  useCrumbLabel(`${phonebooks.edit(phonebook)}/contacts`, translate('resources.phonebook_contact.name', { smart_count: 2 }));
  useCrumbLabel(`${phonebooks.edit(phonebook)}/import`, translate('resources.phonebook.import.title'));
}
