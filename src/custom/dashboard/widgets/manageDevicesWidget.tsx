import { Chip, List, ListItem, ListItemText } from '@mui/material';
import { useGetList, useTranslate, type RaRecord } from 'ra-core';
import { Link } from 'react-router';
import { EmptyState, WidgetCard } from '../WidgetCard.tsx';
import { WidgetState } from '../WidgetState.tsx';
import type { WidgetDefinition } from '../types.ts';

const T = 'dashboard.widgets.manageDevicesWidget';
const ROUTE = '/configuration/devices';
const SHOWN = 5;

/** Stale devices (settings changed since the phone last fetched them) first, then by name. */
export const staleFirst = (devices: readonly RaRecord[]) =>
  [...devices].sort((a, b) => Number(Boolean(b.stale)) - Number(Boolean(a.stale)) || String(a.description).localeCompare(String(b.description)));

export function DeviceList({ devices, total }: { devices: RaRecord[]; total: number }) {
  const translate = useTranslate();
  if (devices.length === 0) return <EmptyState>{translate(`${T}.empty`)}</EmptyState>;
  const stale = devices.filter((d) => d.stale).length;
  return (
    <>
      <List dense disablePadding>
        {staleFirst(devices)
          .slice(0, SHOWN)
          .map((device) => (
            <ListItem
              key={device.id}
              disableGutters
              secondaryAction={<Chip size="small" color={device.stale ? 'warning' : 'success'} label={translate(`${T}.${device.stale ? 'stale' : 'up_to_date'}`)} />}
            >
              <ListItemText primary={<Link to={`${ROUTE}/${String(device.id)}`}>{device.description}</Link>} secondary={[device.model, device.mac_address].filter(Boolean).join(' · ')} />
            </ListItem>
          ))}
      </List>
      <Link to={ROUTE}>{translate(`${T}.all`, { smart_count: total, stale })}</Link>
    </>
  );
}

/** manageDevicesWidget: the group's phones, those waiting for their new settings first. */
function Devices() {
  const translate = useTranslate();
  const { data, total, isPending, error, refetch } = useGetList('device', { pagination: { page: 1, perPage: 100 }, sort: { field: 'description', order: 'ASC' } });
  return (
    <WidgetCard widget="manageDevicesWidget" title={translate(`${T}.title`)}>
      <WidgetState loading={isPending} error={error ?? undefined} retry={() => void refetch()}>
        {() => <DeviceList devices={data ?? []} total={total ?? data?.length ?? 0} />}
      </WidgetState>
    </WidgetCard>
  );
}

export const widget: WidgetDefinition = { id: 'manageDevicesWidget', section: 'sidebar', permission: 'configuration_devices', size: 'small', Component: Devices };
