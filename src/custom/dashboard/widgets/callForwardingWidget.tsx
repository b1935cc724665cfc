import { Button, FormControlLabel, Stack, Switch, Typography } from '@mui/material';
import { useGetList, useNotify, useTranslate, useUpdate, type RaRecord } from 'ra-core';
import { Link } from 'react-router';
import { usePortalPermissions } from '../../../layout/usePortalPermissions.ts';
import { EmptyState, WidgetCard } from '../WidgetCard.tsx';
import { WidgetState } from '../WidgetState.tsx';
import type { WidgetDefinition } from '../types.ts';

const T = 'dashboard.widgets.callForwardingWidget';
const ROUTE = '/call-forwarding';
const KINDS = ['number', 'extension', 'voicemail'] as const;

/** Where "always" would forward to: the kind set now, else the first kind whose target is kept. */
export function alwaysTarget(record: RaRecord): { kind: (typeof KINDS)[number]; target: string } | null {
  const kinds = record.always ? [record.always as (typeof KINDS)[number]] : KINDS;
  for (const kind of kinds) {
    const target = record[`always_${kind}`] as unknown;
    if (target !== null && target !== undefined && target !== '') return { kind, target: String(target) };
  }
  return null;
}

/** The user's forwarding of every call: on or off with one switch, to the destination kept. */
export function ForwardingSwitch({ record, onSwitch, pending }: { record: RaRecord; onSwitch: (on: boolean) => void; pending: boolean }) {
  const translate = useTranslate();
  const target = alwaysTarget(record);
  const on = Boolean(record.always);
  return (
    <Stack spacing={1}>
      <FormControlLabel
        control={<Switch checked={on} disabled={pending || (!on && !target)} onChange={(event) => onSwitch(event.target.checked)} />}
        label={translate(`${T}.always`)}
      />
      <Typography variant="body2" color="text.secondary" data-forwarding={on ? 'on' : 'off'}>
        {target ? translate(`${T}.${on ? 'to' : 'would_go'}_${target.kind}`, { target: target.target }) : translate(`${T}.no_target`)}
      </Typography>
      <Button component={Link} to={`${ROUTE}/${String(record.id)}`} size="small" sx={{ alignSelf: 'flex-start' }}>
        {translate(`${T}.edit`)}
      </Button>
    </Stack>
  );
}

/** callForwardingWidget: the signed-in user's own call forwarding, switched from the card. */
function CallForwarding() {
  const translate = useTranslate();
  const notify = useNotify();
  const own = usePortalPermissions()?.extension ?? null;
  const { data, isPending, error, refetch } = useGetList('call_forwarding', { pagination: { page: 1, perPage: 1 }, filter: { extension: own } }, { enabled: own !== null });
  const [update, { isPending: saving }] = useUpdate();
  const record = data?.[0];
  function onSwitch(on: boolean) {
    if (!record) return;
    const target = alwaysTarget(record);
    const data = { ...record, always: on && target ? target.kind : null };
    void update('call_forwarding', { id: record.id, data, previousData: record }, {
      mutationMode: 'pessimistic',
      onSuccess: () => notify(`${T}.${on ? 'switched_on' : 'switched_off'}`, { type: 'success' }),
      onError: () => notify(`${T}.not_switched`, { type: 'error' }),
    });
  }
  return (
    <WidgetCard widget="callForwardingWidget" title={translate(`${T}.title`)}>
      {own === null ? (
        <EmptyState>{translate(`${T}.no_extension`)}</EmptyState>
      ) : (
        <WidgetState loading={isPending} error={error ?? undefined} retry={() => void refetch()}>
          {() => (record ? <ForwardingSwitch record={record} onSwitch={onSwitch} pending={saving} /> : <EmptyState>{translate(`${T}.empty`)}</EmptyState>)}
        </WidgetState>
      )}
    </WidgetCard>
  );
}

export const widget: WidgetDefinition = { id: 'callForwardingWidget', section: 'sidebar', permission: 'configuration_extension', size: 'small', Component: CallForwarding };
