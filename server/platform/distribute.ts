/**
 * A Distribute block's route for a real call: spread by a hash of the call id (FNV-1a, 32 bits:
 * cheap enough to run for every Distribute block of a flow on every step), so that calls share
 * the routes evenly without a counter every API server would have to agree on, and a call
 * resumed through the same block takes the same route again.
 */
export function callerHash(callId: string, block: string): number {
  let hash = 0x811c9dc5;
  const text = `${callId}\u0000${block}`;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}
