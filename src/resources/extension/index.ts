import type { Area } from '../../engine/index.ts';
import { ExtensionCreate } from './ExtensionCreate.tsx';
import { SipAccountSection } from './SipAccountSection.tsx';

/**
 * Extensions: the engine draws the form; a new one starts with the group's allowed countries;
 * under a stored one, its SIP account and registrations (issue 17).
 */
export const extension: Area = {
  resource: 'extension',
  pages: { create: ExtensionCreate },
  EditBelow: SipAccountSection,
};
