import { Alert, Box, Button, LinearProgress, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import { failureOf, useMessageText } from '../../dataProvider/failureMessage.ts';
import { PageHeader } from '../../engine/ui/PageHeader.tsx';
import { useCrumbLabel } from '../../layout/crumbLabels.ts';
import { NotFoundPage } from '../../shell/notFound/NotFoundPage.tsx';
import { LIVE_STATISTIC_ROUTE, useLiveStatisticAccess } from './access.ts';
import { Counters } from './Counters.tsx';
import { useWallboard, type Wallboard } from './useWallboard.ts';
import { WaitingAnnouncement } from './WaitingAnnouncement.tsx';
import { WaitingTime } from './WaitingTime.tsx';
import { WallboardTables } from './WallboardTables.tsx';
import { secondsSince } from './waiting.ts';

/** /live-statistic: the group's live wallboard, for a group that holds live_statistic and statistic. */
export default function LiveStatisticPage() {
  return useLiveStatisticAccess() ? <LiveStatistic /> : <NotFoundPage />;
}

/** Nothing has been reported: no platform feeds this group yet (or it is a quiet moment with no agent signed in). */
const isEmpty = (b: Wallboard) => !b.calls.length && !b.agents.length && !b.queues.length && !b.answered_today && !b.missed_today;

function LiveStatistic() {
  const translate = useTranslate();
  const messageText = useMessageText();
  const title = translate('menu.live_statistic');
  useCrumbLabel(LIVE_STATISTIC_ROUTE, title);
  const board = useWallboard();
  const data = board.data;
  const offset = data?.offset ?? 0;
  const longest = data?.queues.reduce((max, q) => Math.max(max, secondsSince(q.longest_waiting_since, offset, board.tick)), 0) ?? 0;

  return (
    <Box sx={{ width: '100%', pb: 3 }}>
      <PageHeader title={title} />
      {!board.connected && data ? <Alert severity="info" sx={{ mb: 2 }}>{translate('live_statistic.reconnecting')}</Alert> : null}
      {board.error ? (
        <Alert severity="error" action={<Button color="inherit" size="small" onClick={board.retry}>{translate('sections.retry')}</Button>}>
          {messageText(failureOf(board.error).message)}
        </Alert>
      ) : null}
      {!data && board.isPending ? <LinearProgress aria-hidden /> : null}
      {data ? (
        <>
          <WaitingAnnouncement waiting={data.people_in_queue} />
          <Counters
            items={[
              { key: 'live_agents', value: data.live_agents },
              { key: 'people_in_queue', value: data.people_in_queue },
              { key: 'people_in_calls', value: data.people_in_calls },
              { key: 'longest_waiting', value: <WaitingTime seconds={longest} /> },
              { key: 'answered_today', value: data.answered_today },
              { key: 'missed_today', value: data.missed_today },
            ]}
          />
          {isEmpty(data) ? (
            <Box role="status" sx={{ p: 3, textAlign: 'center' }} data-testid="wallboard-empty">
              <Typography variant="h6" component="p">{translate('live_statistic.empty.title')}</Typography>
              <Typography color="text.secondary">{translate('live_statistic.empty.text')}</Typography>
            </Box>
          ) : (
            <WallboardTables board={data} offset={offset} tick={board.tick} />
          )}
        </>
      ) : null}
    </Box>
  );
}
