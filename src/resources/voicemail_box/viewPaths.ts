import type { Identifier } from 'ra-core';
import { definitionOf } from '../../engine/index.ts';

/** The views of a box at /configuration/voicemail/{view}-{id} (portal-overview §2): its messages and its settings. */
export type BoxView = 'messages' | 'settings';

export const boxViewPath = (view: BoxView, id: Identifier) => `${definitionOf('voicemail_box').meta.route}/${view}-${id}`;
