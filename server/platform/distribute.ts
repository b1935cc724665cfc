import { createHash } from 'node:crypto';

/**
 * A Distribute block's route for a real call: spread by a hash of the call id, so that calls
 * share the routes evenly without a counter every API server would have to agree on, and a
 * call resumed through the same block takes the same route again.
 */
export const callerHash = (callId: string, block: string): number => createHash('sha256').update(`${callId}\u0000${block}`).digest().readUInt32BE(0);
