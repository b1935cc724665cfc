import type { Area } from '../../engine/index.ts';

/**
 * Phone numbers (DID routing). The failover fields show as the schema's conditions make them
 * matter (failover on, then the strategy's own target).
 */
export const didRouting: Area = { resource: 'did_routing' };
