import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Badge, Box, CircularProgress, Tab, Tabs } from '@mui/material';
import { useTranslate } from 'ra-core';
import { DESIGNER_PANELS, type DesignerPanelProps } from '../panels.ts';

/** The panels' components, made once: each loads when its tab is first opened. */
const PANELS = DESIGNER_PANELS.map((panel) => ({ ...panel, Component: lazy(panel.load) }));

export type SideTab = 'properties' | 'issues' | (string & {});

/**
 * The designer's side: the selected block's properties, the issues, and the tabs of
 * panels.ts (the test call). A tab's content stays mounted while another is shown only for the
 * panels, so that a test call's state survives a look at the issues.
 */
export function SidePanel({
  tab,
  onTab,
  errors,
  warnings,
  properties,
  issues,
  panelProps,
}: {
  tab: SideTab;
  onTab(tab: SideTab): void;
  errors: number;
  warnings: number;
  properties: ReactNode;
  issues: ReactNode;
  panelProps: DesignerPanelProps;
}) {
  const translate = useTranslate();
  const panels = PANELS;
  const [opened, setOpened] = useState<ReadonlySet<string>>(new Set());
  if (panels.some((panel) => panel.id === tab) && !opened.has(tab)) setOpened(new Set([...opened, tab]));
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', height: '100%', minHeight: 0 }}>
      <Tabs value={tab} onChange={(_e, next: SideTab) => onTab(next)} variant="scrollable" scrollButtons="auto" sx={{ borderBottom: 1, borderColor: 'divider', flex: 'none' }}>
        <Tab value="properties" label={translate('designer.panel.properties')} data-testid="cf-tab-properties" />
        <Tab
          value="issues"
          data-testid="cf-tab-issues"
          label={
            <Badge color={errors ? 'error' : 'warning'} badgeContent={errors || warnings} max={999} sx={{ pr: errors || warnings ? 2 : 0 }}>
              {translate('designer.panel.issues')}
            </Badge>
          }
        />
        {panels.map((panel) => (
          <Tab key={panel.id} value={panel.id} label={translate(panel.label)} data-testid={`cf-tab-${panel.id}`} />
        ))}
      </Tabs>
      <Box sx={{ flex: 1, overflowY: 'auto', minHeight: 0 }}>
        {tab === 'properties' && properties}
        {tab === 'issues' && issues}
        {panels.map((panel) => (
          <Box key={panel.id} hidden={tab !== panel.id} sx={{ p: 2 }}>
            {opened.has(panel.id) ? (
              <Suspense fallback={<CircularProgress size={24} />}>
                <panel.Component {...panelProps} />
              </Suspense>
            ) : null}
          </Box>
        ))}
      </Box>
    </Box>
  );
}
