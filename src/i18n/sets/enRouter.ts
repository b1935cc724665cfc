import type { Messages } from '../deepMerge.ts';

/** The English texts of react-admin and the account pages, loaded with the router (messages.ts). */
export default import.meta.glob<Messages>(['../../../locales/react-admin/en.json', '../../../locales/account/en.json'], { eager: true, import: 'default' });
