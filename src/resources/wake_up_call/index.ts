import type { Area } from '../../engine/index.ts';
import { WakeUpCallCreate } from './WakeUpCallCreate.tsx';

/** Wake-up calls: the engine's list and forms; a new call starts with a message (WakeUpCallCreate). */
export const wakeUpCall: Area = {
  resource: 'wake_up_call',
  pages: { create: WakeUpCallCreate },
};
