/**
 * The rules a schema cannot say live in each area's folder (server/areas/<resource>/rules.ts)
 * and are collected at start (../areas.ts); this folder holds what several areas share.
 */
export type { ResourceRules, RuleContext } from './types.ts';
export { rulesOf } from '../areas.ts';
