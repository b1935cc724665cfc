import type { Messages } from '../deepMerge.ts';

/** Every French set, in one chunk: it loads whole when French is chosen (messages.ts). */
export default import.meta.glob<Messages>('../../../locales/**/fr.json', { eager: true, import: 'default' });
