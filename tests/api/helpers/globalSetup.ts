import { dropTemplates } from './seededCopy.ts';

/** After the API project: the template databases its workers made on the PostgreSQL server go. */
export default function setup() {
  return async () => {
    const url = process.env.TEST_DATABASE_URL;
    if (url) await dropTemplates(url);
  };
}
