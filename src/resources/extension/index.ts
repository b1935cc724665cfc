import type { Area } from '../../engine/index.ts';

/**
 * Users/extensions (configuration-areas §3): every field from the schemas; `registered` is
 * read-only there, so the form shows it and never sends it.
 */
export const extension: Area = { resource: 'extension' };
