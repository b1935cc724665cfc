/**
 * Moved to the one schema model: src/schema/keywords.ts (the keywords) and src/schema/ajv.ts
 * (their registration with the formats). Kept while other modules still import from here.
 */
export * from '../schema/keywords.ts';
export { registerVocabulary } from '../schema/ajv.ts';
