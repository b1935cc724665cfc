/** The contracts of the phonebook's own calls: the import's. */
export { IMPORT_ROUTES as contract } from './import/contract.ts';
