/** The phonebook's calls beyond its CRUD: the import (import/routes.ts). */
export { phonebookImportRoutes as routes } from './import/routes.ts';
