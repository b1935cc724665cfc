import { List, ListItem, ListItemText, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import { Link } from 'react-router';
import type { paths } from '../../../../generated/openapi.ts';
import { apiClient } from '../../../dataProvider/apiClient.ts';
import { resultOf } from '../../../dataProvider/client.ts';
import { useApiRead } from '../../../dataProvider/useApiRead.ts';
import { AudioPlayer } from '../../../engine/ui/AudioPlayer.tsx';
import { voicemailApi } from '../../../resources/voicemail_message/voicemailApi.ts';
import { EmptyState, WidgetCard } from '../WidgetCard.tsx';
import { WidgetState } from '../WidgetState.tsx';
import type { WidgetDefinition } from '../types.ts';
import { useDateTime } from '../useDateTime.ts';
import type { DateFormatter } from '../../../i18n/dates.ts';

const T = 'dashboard.widgets.voicemailWidget';
type Page = paths['/v3/voicemail/message/']['get']['responses'][200]['content']['application/json'];

/** The unread messages, newest first, each to play here. */
export function UnreadMessages({ page, dateTime }: { page: Page; dateTime: DateFormatter }) {
  const translate = useTranslate();
  if (page.count === 0) return <EmptyState>{translate(`${T}.empty`)}</EmptyState>;
  return (
    <>
      <Typography variant="body2" sx={{ mb: 1 }} data-unread={page.count}>
        {translate(`${T}.unread`, { smart_count: page.count })}
      </Typography>
      <List dense disablePadding>
        {page.results.map((message) => (
          <ListItem key={message.id} disableGutters sx={{ flexWrap: 'wrap' }}>
            <ListItemText primary={message.caller} secondary={dateTime.format(new Date(message.recorded_on))} />
            <AudioPlayer
              load={() => voicemailApi.audio(Number(message.id))}
              fileName={`voicemail-${message.id}`}
              labels={{ play: translate(`${T}.play`, { caller: message.caller }), download: translate(`${T}.download`, { caller: message.caller }) }}
            />
          </ListItem>
        ))}
      </List>
      <Link to="/configuration/voicemail">{translate(`${T}.all`)}</Link>
    </>
  );
}

/** voicemailWidget: the unread voicemail of the boxes the user sees. */
function Voicemail() {
  const translate = useTranslate();
  const read = useApiRead<Page>(['voicemail_message', 'dashboard'], (signal) =>
    resultOf(apiClient.GET('/v3/voicemail/message/', { params: { query: { read: 'false', page_size: '4', ordering: '-recorded_on' } }, signal }), signal),
  );
  const dateTime = useDateTime();
  return (
    <WidgetCard widget="voicemailWidget" title={translate(`${T}.title`)}>
      <WidgetState loading={!read.data} error={read.error} retry={read.retry}>
        {() => <UnreadMessages page={read.data!} dateTime={dateTime} />}
      </WidgetState>
    </WidgetCard>
  );
}

export const widget: WidgetDefinition = { id: 'voicemailWidget', section: 'sidebar', permission: 'voicemail', size: 'small', Component: Voicemail };
