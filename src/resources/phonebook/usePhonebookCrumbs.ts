import { useTranslate, type Identifier } from 'ra-core';
import { useCrumbLabel } from '../../layout/crumbLabels.ts';
import { useReferenceLabels } from '../../engine/widgets/ReferenceWidget/index.ts';
import type { AreaPaths } from '../../engine/index.ts';

/** A contact's page names its phonebook and "Contacts" in the breadcrumbs, not their ids. */
export function usePhonebookCrumbs(phonebooks: AreaPaths, phonebook: Identifier): void {
  const translate = useTranslate();
  const { labels } = useReferenceLabels('phonebook', [phonebook]);
  useCrumbLabel(phonebooks.edit(phonebook), labels.get(String(phonebook)));
  useCrumbLabel(`${phonebooks.edit(phonebook)}/contacts`, translate('resources.phonebook_contact.name', { smart_count: 2 }));
}
