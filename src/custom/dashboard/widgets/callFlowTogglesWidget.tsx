import { List, ListItem, ListItemText, Stack } from '@mui/material';
import { ListBase, useListContext, useTranslate, type RaRecord } from 'ra-core';
import { Link } from 'react-router';
import { OptionSwitch } from '../../../resources/toggle/OptionSwitch.tsx';
import { EmptyState, WidgetCard } from '../WidgetCard.tsx';
import { WidgetState } from '../WidgetState.tsx';
import type { WidgetDefinition } from '../types.ts';

const T = 'dashboard.widgets.callFlowTogglesWidget';
const ROUTE = '/call-flow-toggles';

/** The toggles, each with the toggles page's own switch (one click makes an option active). */
export function ToggleRows({ toggles }: { toggles: RaRecord[] }) {
  const translate = useTranslate();
  if (toggles.length === 0) return <EmptyState>{translate(`${T}.empty`)}</EmptyState>;
  return (
    <List dense disablePadding>
      {toggles.map((toggle) => (
        <ListItem key={toggle.id} disableGutters data-toggle={toggle.id}>
          <Stack spacing={0.5} sx={{ width: '100%' }}>
            <ListItemText primary={<Link to={`${ROUTE}/${String(toggle.id)}`}>{toggle.description}</Link>} />
            <OptionSwitch record={toggle} />
          </Stack>
        </ListItem>
      ))}
    </List>
  );
}

function Rows() {
  const { data, isPending, error, refetch } = useListContext();
  return (
    <WidgetState loading={isPending} error={error ?? undefined} retry={() => void refetch()}>
      {() => <ToggleRows toggles={data ?? []} />}
    </WidgetState>
  );
}

/** callFlowTogglesWidget: the call flow's toggles, favourites first, switched from the card. */
function CallFlowToggles() {
  const translate = useTranslate();
  return (
    <WidgetCard widget="callFlowTogglesWidget" title={translate(`${T}.title`)}>
      {/* Its own list state: not the toggles page's filters, nor the address bar's. */}
      <ListBase resource="toggle" perPage={5} sort={{ field: 'favourite', order: 'DESC' }} disableSyncWithLocation storeKey={false}>
        <Rows />
      </ListBase>
    </WidgetCard>
  );
}

export const widget: WidgetDefinition = { id: 'callFlowTogglesWidget', section: 'sidebar', permission: 'call_flow', size: 'small', Component: CallFlowToggles };
