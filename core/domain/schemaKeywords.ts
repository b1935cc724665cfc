/**
 * Moved to the one schema model: core/schema/keywords.ts (the keywords) and core/schema/ajv.ts
 * (their registration with the formats). Kept while other modules still import from here.
 */
export * from '../schema/keywords.ts';
export { registerVocabulary } from '../schema/ajv.ts';
