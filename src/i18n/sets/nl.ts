import type { Messages } from '../deepMerge.ts';

/** Every Dutch set, in one chunk: it loads whole when Dutch is chosen (messages.ts). */
export default import.meta.glob<Messages>('../../../locales/**/nl.json', { eager: true, import: 'default' });
