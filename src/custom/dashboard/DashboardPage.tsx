import { useMemo } from 'react';
import { Alert, Box, Button, Skeleton, Typography } from '@mui/material';
import { closestCenter, DndContext, KeyboardSensor, PointerSensor, useSensor, useSensors, type Announcements, type DragEndEvent } from '@dnd-kit/core';
import { useGetIdentity, useTranslate } from 'ra-core';
import { usePortalPermissions } from '../../layout/usePortalPermissions.ts';
import { allowedWidgets, defaultWidgets, widgetById } from './catalogue.ts';
import { keyboardMovesOf } from './keyboardMoves.ts';
import { addWidget, effectiveLayout, moveWidget, removeWidget, type DashboardLayout } from './layout.ts';
import { DashboardToolbar } from './DashboardToolbar.tsx';
import { useDashboardSummary } from './summary.ts';
import { useDashboardSettings } from './useDashboardSettings.ts';
import { WidgetSlot } from './WidgetSlot.tsx';
import { useRevealed } from './useRevealed.ts';

/** The room of a widget drawn a few frames after the page: about a card's height. */
const COMING_HEIGHT = 240;

/** A click on the handle is no drag: it starts after 5 pixels. */
const POINTER = { activationConstraint: { distance: 5 } };

/** The dashboard at /dashboard: the user's widgets, in their order, personalised and saved on the server. */
export default function DashboardPage() {
  const translate = useTranslate();
  const permissions = usePortalPermissions();
  const summary = useDashboardSummary();
  const { settings, error, retry, save } = useDashboardSettings();
  const access = useMemo(() => permissions && { role: permissions.role, groupPermissions: permissions.groupPermissions }, [permissions]);
  const allowed = useMemo(() => (access ? allowedWidgets(access) : []), [access]);
  const layout = useMemo(
    () => (access && settings ? effectiveLayout(settings.dashboard, new Set(allowed.map((w) => w.id)), defaultWidgets(access)) : undefined),
    [access, allowed, settings],
  );
  const order = useMemo(() => layout?.widgets ?? [], [layout]);
  const revealed = useRevealed(order.length);
  const keyboard = useMemo(() => ({ coordinateGetter: keyboardMovesOf(order) }), [order]);
  const sensors = useSensors(useSensor(PointerSensor, POINTER), useSensor(KeyboardSensor, keyboard));
  const titleOf = (id: string | number) => translate(`dashboard.widgets.${String(id)}.title`);
  const announcements: Announcements = {
    onDragStart: ({ active }) => translate('dashboard.layout.picked_up', { widget: titleOf(active.id) }),
    onDragOver: ({ active, over }) => (over ? translate('dashboard.layout.over', { widget: titleOf(active.id), place: order.indexOf(String(over.id)) + 1 }) : undefined),
    onDragEnd: ({ active, over }) => translate('dashboard.layout.dropped', { widget: titleOf(active.id), place: order.indexOf(String(over?.id ?? active.id)) + 1 }),
    onDragCancel: ({ active }) => translate('dashboard.layout.cancelled', { widget: titleOf(active.id) }),
  };

  const change = (next: DashboardLayout) => void save(next);
  function onDragEnd({ active, over }: DragEndEvent) {
    if (layout && over) change(moveWidget(layout, String(active.id), String(over.id)));
  }

  // The title names the user from the session's profile when the summary is not there yet: it
  // is the page's largest text (Lighthouse's LCP element), drawn in the first commit (issue 19).
  const { identity } = useGetIdentity();
  const user = summary.data?.user;
  const name = user ? user.name || user.username : identity?.fullName;
  // The summary's failure is the page's to show: the header and three widgets wait for it.
  const failed = error !== undefined || summary.error !== undefined;
  return (
    <Box sx={{ py: 2, px: { xs: 1, sm: 2 } }}>
      <Typography variant="h5" component="h1">
        {name ? translate('dashboard.welcome', { name }) : <Skeleton width={260} />}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {summary.data ? translate('dashboard.subtitle', { group: summary.data.company.group.label }) : <Skeleton width={200} />}
      </Typography>
      {failed && (
        <Alert
          severity="error"
          sx={{ mb: 2 }}
          action={
            <Button
              color="inherit"
              size="small"
              onClick={() => {
                if (error !== undefined) retry();
                if (summary.error !== undefined) summary.retry();
              }}
            >
              {translate('dashboard.retry')}
            </Button>
          }
        >
          {translate('dashboard.error')}
        </Alert>
      )}
      {!layout && !failed && <Skeleton variant="rounded" height={280} aria-busy />}
      {layout && (
        <>
          <DashboardToolbar
            layout={layout}
            offered={allowed.filter((w) => !layout.widgets.includes(w.id))}
            onAdd={(id) => change(addWidget(layout, id))}
            onRange={(range) => change({ ...layout, range })}
            onReset={() => void save(null)}
            isDefault={settings?.dashboard === null}
          />
          {layout.widgets.length === 0 ? (
            <Typography color="text.secondary" data-empty-dashboard>
              {translate('dashboard.layout.empty')}
            </Typography>
          ) : (
            <DndContext
              sensors={sensors}
              collisionDetection={closestCenter}
              onDragEnd={onDragEnd}
              accessibility={{ announcements, screenReaderInstructions: { draggable: translate('dashboard.layout.instructions') } }}
            >
              <Box
                component="div"
                data-dashboard-grid
                sx={{ display: 'grid', gap: 2, alignItems: 'start', gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' } }}
              >
                {layout.widgets.map((id, index) => {
                  const widget = widgetById.get(id)!;
                  return (
                    <WidgetSlot key={id} id={id} title={titleOf(id)} wide={widget.size === 'wide'} onRemove={() => change(removeWidget(layout, id))}>
                      {/* A widget still to come keeps a card's room (useRevealed). */}
                      {index < revealed ? <widget.Component range={layout.range} /> : <Skeleton variant="rounded" height={COMING_HEIGHT} aria-busy />}
                    </WidgetSlot>
                  );
                })}
              </Box>
            </DndContext>
          )}
        </>
      )}
    </Box>
  );
}
