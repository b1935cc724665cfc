import { useState } from 'react';
import { formatDuration } from '../../i18n/duration.ts';
import { Alert, Box, Button, Chip, IconButton, Paper, Table, TableBody, TableCell, TableHead, TablePagination, TableRow, Tooltip, Typography } from '@mui/material';
import DeleteOutlineRoundedIcon from '@mui/icons-material/DeleteOutlineRounded';
import MarkEmailReadRoundedIcon from '@mui/icons-material/MarkEmailReadRounded';
import MarkEmailUnreadRoundedIcon from '@mui/icons-material/MarkEmailUnreadRounded';
import SettingsRoundedIcon from '@mui/icons-material/SettingsRounded';
import { useQueryClient } from '@tanstack/react-query';
import { useGetOne, useNotify, useTranslate } from 'ra-core';
import { Link } from 'react-router';
import { failureOf, useMessageText } from '../../dataProvider/failureMessage.ts';
import { useApiRead } from '../../dataProvider/useApiRead.ts';
import { RESYNC, useServerEvents } from '../../events/useServerEvents.ts';
import type { RecordPageProps } from '../../engine/index.ts';
import { AudioPlayer } from '../../engine/ui/AudioPlayer.tsx';
import { ScrollRegion } from '../../engine/list/ScrollRegion.tsx';
import { ConfirmDialog } from '../../engine/ui/ConfirmDialog.tsx';
import { PageHeader } from '../../engine/ui/PageHeader.tsx';
import { useWriteAccess } from '../../engine/form/useWriteAccess.ts';
import { formatParty } from '../../../core/domain/formats.ts';
import { voicemailFileName } from '../../../core/voicemail/fileName.ts';
import { MESSAGES_PAGE_SIZE, voicemailApi } from '../voicemail_message/voicemailApi.ts';
import { boxViewPath } from './viewPaths.ts';
import { useDateFormat } from '../../i18n/dates.ts';

interface Message {
  id: number;
  caller: string;
  recorded_on: string;
  duration: number;
  read: boolean;
}

const T = 'resources.voicemail_message.inbox';

/** Told by the server when a platform delivered a message to one of the group's boxes (server/ingest/voicemail/store.ts). */
export const VOICEMAIL_CHANGED = 'voicemail_message.changed';

/** 75 → 1:15. */

/**
 * /configuration/voicemail/messages-{id}: a box's messages, newest first. Each is played in
 * the page (fetched with the session's token, not before it is asked for), downloaded, marked
 * read or unread and deleted; the box's counts in the header follow, as the server keeps them.
 */
export function BoxMessagesPage({ resource, paths, id }: RecordPageProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const messageText = useMessageText();
  const queryClient = useQueryClient();
  const boxId = Number(id);
  const [page, setPage] = useState(0);
  const [deleting, setDeleting] = useState<Message>();
  const [busy, setBusy] = useState<number>();
  const box = useGetOne(resource, { id: boxId });
  // A shared box is for every user to listen to; its messages are deleted by those who may change it (as the server says).
  const access = useWriteAccess(resource);
  const mayDelete = box.data ? access.changeable(box.data) === 'all' : false;
  const messages = useApiRead(['voicemail_message', 'box', boxId, page], (signal) => voicemailApi.messages(boxId, page + 1, signal));

  const callerOf = (m: Message) => formatParty(m.caller) || translate(`${T}.withheld`);
  const dateTime = useDateFormat('dateTime');
  const when = (m: Message) => dateTime.format(m.recorded_on);

  /** After a change: the messages and the box's counts (list and page) are read again. */
  async function changed() {
    await Promise.all([queryClient.invalidateQueries({ queryKey: ['voicemail_message'] }), queryClient.invalidateQueries({ queryKey: [resource] })]);
  }

  // A message delivered while the page is open (or events missed while the stream was down): read again.
  useServerEvents((event) => {
    if (event.type === VOICEMAIL_CHANGED || event.type === RESYNC) void changed();
  });

  async function act(message: Message, call: () => Promise<unknown>, done: string) {
    setBusy(message.id);
    try {
      await call();
      notify(done, { type: 'success', messageArgs: { caller: callerOf(message) } });
      await changed();
    } catch (error) {
      notify(messageText(failureOf(error).message), { type: 'error' });
    } finally {
      setBusy(undefined);
    }
  }

  /** A new message played to its end is listened to, as a phone counts it: told to the server, quietly (the row says it). */
  async function heard(message: Message) {
    try {
      await voicemailApi.markRead(message.id, true);
      await changed();
    } catch (error) {
      notify(messageText(failureOf(error).message), { type: 'error' });
    }
  }

  if (box.error) return <Alert severity="error">{messageText(failureOf(box.error).message)}</Alert>;
  const record = box.data;
  const rows = (messages.data?.results ?? []) as Message[];

  return (
    <Box data-testid="voicemail-messages">
      <PageHeader
        back={paths.list}
        overline={translate('resources.voicemail_box.name', { smart_count: 1 })}
        title={record ? translate(`${T}.title`, { box: String(record.description) }) : translate(`${T}.loading`)}
        actions={
          record ? (
            <Button component={Link} to={boxViewPath('settings', boxId)} startIcon={<SettingsRoundedIcon />}>
              {translate(`${T}.settings`)}
            </Button>
          ) : null
        }
      />
      {record ? (
        <Typography sx={{ mb: 2 }} data-testid="voicemail-counts">
          {translate(`${T}.counts`, { unread: Number(record.unread_count ?? 0), total: Number(record.total_count ?? 0), smart_count: Number(record.total_count ?? 0) })}
        </Typography>
      ) : null}
      {messages.error ? (
        <Alert severity="error" action={<Button onClick={messages.retry}>{translate(`${T}.retry`)}</Button>}>
          {messageText(failureOf(messages.error).message)}
        </Alert>
      ) : null}
      {messages.data && rows.length === 0 ? (
        <Paper variant="outlined" sx={{ p: 3, textAlign: 'center' }}>
          <Typography>{translate(`${T}.empty`)}</Typography>
        </Paper>
      ) : null}
      {rows.length > 0 ? (
        <Paper variant="outlined">
          {/* Wider than a phone: the table scrolls sideways in the one keyboard-reachable box; its pages stay in view below. */}
          <ScrollRegion label={translate('resources.voicemail_message.name', { smart_count: 2 })}>
            <Table size="small" aria-label={translate('resources.voicemail_message.name', { smart_count: 2 })}>
              <TableHead>
                <TableRow>
                  <TableCell>{translate('resources.voicemail_message.fields.caller')}</TableCell>
                  <TableCell>{translate('resources.voicemail_message.fields.recorded_on')}</TableCell>
                  <TableCell align="right">{translate('resources.voicemail_message.fields.duration')}</TableCell>
                  <TableCell>{translate('resources.voicemail_message.fields.read')}</TableCell>
                  <TableCell>{translate(`${T}.listen`)}</TableCell>
                  <TableCell align="right">{translate(`${T}.actions`)}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {rows.map((m) => (
                  <TableRow key={m.id} data-testid={`voicemail-message-${m.id}`} sx={m.read ? undefined : { '& td': { fontWeight: 600 } }}>
                    <TableCell>{callerOf(m)}</TableCell>
                    <TableCell>{when(m)}</TableCell>
                    <TableCell align="right">{formatDuration(m.duration)}</TableCell>
                    <TableCell>
                      {m.read ? (
                        <Typography variant="body2" color="text.secondary">{translate(`${T}.heard`)}</Typography>
                      ) : (
                        <Chip size="small" color="primary" label={translate(`${T}.new`)} />
                      )}
                    </TableCell>
                    <TableCell>
                      <AudioPlayer
                        load={() => voicemailApi.audio(m.id)}
                        fileName={voicemailFileName(m)}
                        labels={{ play: translate(`${T}.play`, { caller: callerOf(m) }), download: translate(`${T}.download`, { caller: callerOf(m) }) }}
                        onEnded={m.read ? undefined : () => void heard(m)}
                      />
                    </TableCell>
                    <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                      <Tooltip title={translate(m.read ? `${T}.mark_unread` : `${T}.mark_read`)}>
                        <span>
                          <IconButton
                            disabled={busy === m.id}
                            aria-label={translate(m.read ? `${T}.mark_unread` : `${T}.mark_read`)}
                            onClick={() => void act(m, () => voicemailApi.markRead(m.id, !m.read), m.read ? `${T}.marked_unread` : `${T}.marked_read`)}
                          >
                            {m.read ? <MarkEmailUnreadRoundedIcon /> : <MarkEmailReadRoundedIcon />}
                          </IconButton>
                        </span>
                      </Tooltip>
                      {mayDelete ? (
                        <Tooltip title={translate(`${T}.delete`)}>
                          <span>
                            <IconButton disabled={busy === m.id} aria-label={translate(`${T}.delete`)} onClick={() => setDeleting(m)}>
                              <DeleteOutlineRoundedIcon />
                            </IconButton>
                          </span>
                        </Tooltip>
                      ) : null}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </ScrollRegion>
          {(messages.data?.count ?? 0) > MESSAGES_PAGE_SIZE ? (
            <TablePagination
              component="div"
              count={messages.data?.count ?? 0}
              page={page}
              rowsPerPage={MESSAGES_PAGE_SIZE}
              rowsPerPageOptions={[MESSAGES_PAGE_SIZE]}
              onPageChange={(_, next) => setPage(next)}
            />
          ) : null}
        </Paper>
      ) : null}
      <ConfirmDialog
        id="voicemail-message-delete"
        open={Boolean(deleting)}
        title={translate(`${T}.delete_title`)}
        text={deleting ? translate(`${T}.delete_text`, { caller: callerOf(deleting), date: when(deleting) }) : ''}
        confirmLabel={translate(`${T}.delete`)}
        busy={deleting !== undefined && busy === deleting.id}
        onCancel={() => setDeleting(undefined)}
        onConfirm={() => {
          const message = deleting!;
          void act(message, () => voicemailApi.remove(message.id), `${T}.deleted`).then(() => setDeleting(undefined));
        }}
      />
    </Box>
  );
}
