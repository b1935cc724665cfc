import type { Area } from '../../engine/index.ts';
import { SipAccountSection } from './SipAccountSection.tsx';

/** Extensions: the engine draws the form; under it, the extension's SIP account and registrations (issue 17). */
export const extension: Area = {
  resource: 'extension',
  EditBelow: SipAccountSection,
};
