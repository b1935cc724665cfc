import type { Area } from '../../engine/index.ts';
import { BoxList } from './BoxList.tsx';
import { BoxMessagesPage } from './BoxMessagesPage.tsx';
import { BoxSettingsPage } from './BoxSettingsPage.tsx';
import { MessagesLink } from './MessagesLink.tsx';

/**
 * Voicemail boxes (configuration-areas §5). The engine draws their list and form; each row of
 * the list and a box's page link to its messages. Its two views are at /configuration/voicemail/{view}-{id}
 * (portal-overview §2): `messages-{id}`, where its messages are played, downloaded, marked read
 * and deleted, and `settings-{id}`, its form (also at /configuration/voicemail/{id}).
 */
export const voicemail_box: Area = {
  resource: 'voicemail_box',
  EditActions: MessagesLink,
  pages: { list: BoxList },
  views: { messages: BoxMessagesPage, settings: BoxSettingsPage },
};
