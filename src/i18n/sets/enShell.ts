import type { Messages } from '../deepMerge.ts';

/** The English texts of the engine, the areas and the group pages, loaded with the shell (messages.ts). */
export default import.meta.glob<Messages>(['../../../locales/resources/**/en.json', '../../../locales/groups/en.json'], { eager: true, import: 'default' });
