import { Card, CardHeader, Chip, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { ScrollRegion } from '../../engine/list/ScrollRegion.tsx';
import { useTranslate } from 'ra-core';
import type { ReactNode } from 'react';
import { formatParty } from '../../../core/domain/formats.ts';
import type { Wallboard } from './useWallboard.ts';
import { WaitingTime } from './WaitingTime.tsx';
import { formatDuration } from '../../i18n/duration.ts';
import { secondsSince } from './waiting.ts';

interface Props {
  board: Wallboard;
  /** The server's clock minus the browser's. */
  offset: number;
  /** The browser's now, moved every second. */
  tick: number;
}

function Section({ id, title, columns, children }: { id: string; title: string; columns: string[]; children: ReactNode }) {
  return (
    <Card variant="outlined" sx={{ mb: 2 }} data-testid={id}>
      <CardHeader title={title} slotProps={{ title: { component: 'h2', variant: 'h6' } }} />
      <ScrollRegion label={title}>
        <Table size="small" aria-label={title}>
          <TableHead>
            <TableRow>{columns.map((c) => <TableCell key={c}>{c}</TableCell>)}</TableRow>
          </TableHead>
          <TableBody>{children}</TableBody>
        </Table>
      </ScrollRegion>
    </Card>
  );
}

/** The queues, the callers waiting in them, the agents and the calls in progress. */
export function WallboardTables({ board, offset, tick }: Props) {
  const translate = useTranslate();
  const t = (key: string) => translate(`live_statistic.${key}`);
  const since = (moment: string | null) => secondsSince(moment, offset, tick);
  const queueName = (name: string | null) => board.queues.find((q) => q.name === name)?.description ?? name ?? '';
  const waiting = board.calls.filter((c) => c.state === 'queued');
  const party = (number: string) => formatParty(number) || t('withheld');
  // Who is called: the extension, else the number dialled, else the queue it waits in; a caller
  // withholds a number, a callee does not, so a call to nobody yet is "–" (issue 27).
  const callee = (c: Wallboard['calls'][number]) => c.extension ?? (formatParty(c.callee) || (c.queue ? queueName(c.queue) : '–'));
  return (
    <>
      {board.queues.length ? (
        <Section id="queues" title={t('queues.title')} columns={['queue', 'waiting', 'longest', 'agents', 'available', 'answered', 'abandoned'].map((c) => t(`queues.${c}`))}>
          {board.queues.map((q) => (
            <TableRow key={q.name}>
              <TableCell>{q.description}</TableCell>
              <TableCell>{q.waiting}</TableCell>
              <TableCell>{q.longest_waiting_since ? <WaitingTime seconds={since(q.longest_waiting_since)} /> : '–'}</TableCell>
              <TableCell>{q.agents}</TableCell>
              <TableCell>{q.available_agents}</TableCell>
              <TableCell>{q.answered}</TableCell>
              <TableCell>{q.abandoned}</TableCell>
            </TableRow>
          ))}
        </Section>
      ) : null}
      {waiting.length ? (
        <Section id="waiting" title={t('waiting.title')} columns={['caller', 'queue', 'time'].map((c) => t(`waiting.${c}`))}>
          {waiting.map((c) => (
            <TableRow key={c.call_id} data-testid="waiting-caller">
              <TableCell>{party(c.caller)}</TableCell>
              <TableCell>{queueName(c.queue)}</TableCell>
              <TableCell><WaitingTime seconds={since(c.queued_at)} /></TableCell>
            </TableRow>
          ))}
        </Section>
      ) : null}
      {board.agents.length ? (
        <Section id="agents" title={t('agents.title')} columns={['agent', 'status', 'since', 'answered'].map((c) => t(`agents.${c}`))}>
          {board.agents.map((a) => (
            <TableRow key={a.extension}>
              <TableCell>{a.name ? `${a.extension} - ${a.name}` : a.extension}</TableCell>
              <TableCell>
                <Chip size="small" variant="outlined" color={a.status === 'available' ? 'success' : a.status === 'offline' ? 'default' : 'warning'} label={t(`status.${a.status}`)} />
              </TableCell>
              <TableCell>{formatDuration(since(a.status_since))}</TableCell>
              <TableCell>{a.calls_answered}</TableCell>
            </TableRow>
          ))}
        </Section>
      ) : null}
      {board.calls.length ? (
        <Section id="calls" title={t('calls.title')} columns={['caller', 'callee', 'state', 'duration'].map((c) => t(`calls.${c}`))}>
          {board.calls.map((c) => (
            <TableRow key={c.call_id} data-testid="live-call">
              <TableCell>{party(c.caller)}</TableCell>
              <TableCell>{callee(c)}</TableCell>
              <TableCell>{t(`call_state.${c.state}`)}{c.queue ? ` · ${queueName(c.queue)}` : ''}</TableCell>
              <TableCell>{formatDuration(since(c.started_at))}</TableCell>
            </TableRow>
          ))}
        </Section>
      ) : null}
    </>
  );
}
