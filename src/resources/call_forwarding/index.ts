import type { Area } from '../../engine/index.ts';
import { ForwardingList } from './ForwardingList.tsx';

/**
 * Call forwarding per extension (configuration-areas §3). The engine draws the form; the list
 * shows where each case goes (the extension, the number, the voicemail box), not just its kind.
 */
export const callForwarding: Area = {
  resource: 'call_forwarding',
  pages: { list: ForwardingList },
};
