import type { Area } from '../../engine/index.ts';
import { ForwardingCreate } from './ForwardingCreate.tsx';
import { ForwardingList } from './ForwardingList.tsx';

/**
 * Call forwarding per extension (configuration-areas §3). The engine draws the form; the list
 * shows where each case goes (the extension, the number, the voicemail box), not just its kind;
 * a plain user's new forwarding starts on their own extension.
 */
export const callForwarding: Area = {
  resource: 'call_forwarding',
  pages: { list: ForwardingList, create: ForwardingCreate },
};
