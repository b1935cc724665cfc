import type { Area } from '../../engine/index.ts';
import { contactRoutes } from './ContactRoutes.tsx';
import { ImportAction, importRoutes } from './ImportAction.tsx';
import { PhonebookContacts } from './PhonebookContacts.tsx';

/**
 * Phonebooks and their contacts. A phonebook's page lists its contacts under its form;
 * contacts are made and edited on their own pages under the phonebook's address
 * (contactPaths.ts). A new phonebook opens on its page, ready for its first contact. Contacts
 * are imported from a spreadsheet at /phonebooks/<id>/import (PhonebookImportPage).
 */
export const phonebook: Area = {
  resource: 'phonebook',
  afterCreate: 'edit',
  EditBelow: PhonebookContacts,
  EditActions: ImportAction,
  routes: (paths) => [...contactRoutes(paths), ...importRoutes(paths)],
};
