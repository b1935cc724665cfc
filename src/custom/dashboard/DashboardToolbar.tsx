import { useState } from 'react';
import { Box, Button, ListSubheader, Menu, MenuItem, ToggleButton, ToggleButtonGroup } from '@mui/material';
import AddRoundedIcon from '@mui/icons-material/AddRounded';
import RestartAltRoundedIcon from '@mui/icons-material/RestartAltRounded';
import { useTranslate } from 'ra-core';
import type { DashboardLayout } from './layout.ts';
import { RANGES, SECTIONS, type Range, type WidgetDefinition } from './types.ts';

/**
 * The dashboard's personalisation: add a widget from the catalogue (grouped by its section,
 * only those the user may see and has not placed), the range of the call figures, and the
 * way back to the default layout.
 */
export function DashboardToolbar({ layout, offered, onAdd, onRange, onReset, isDefault }: {
  layout: DashboardLayout;
  offered: readonly WidgetDefinition[];
  onAdd: (id: string) => void;
  onRange: (range: Range) => void;
  onReset: () => void;
  isDefault: boolean;
}) {
  const translate = useTranslate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const sections = SECTIONS.map((section) => ({ section, widgets: offered.filter((w) => w.section === section) })).filter((s) => s.widgets.length > 0);
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', mb: 2 }}>
      <Button
        variant="contained"
        startIcon={<AddRoundedIcon />}
        disabled={offered.length === 0}
        onClick={(event) => setAnchor(event.currentTarget)}
        aria-haspopup="menu"
        aria-controls={anchor ? 'dashboard-catalogue' : undefined}
      >
        {translate('dashboard.layout.add')}
      </Button>
      <Menu id="dashboard-catalogue" anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {sections.flatMap(({ section, widgets }) => [
          <ListSubheader key={section}>{translate(`dashboard.sections.${section}`)}</ListSubheader>,
          ...widgets.map((widget) => (
            <MenuItem
              key={widget.id}
              data-catalogue={widget.id}
              onClick={() => {
                setAnchor(null);
                onAdd(widget.id);
              }}
            >
              {translate(`dashboard.widgets.${widget.id}.title`)}
            </MenuItem>
          )),
        ])}
      </Menu>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={layout.range}
        onChange={(_, range: Range | null) => range && onRange(range)}
        aria-label={translate('dashboard.layout.range')}
      >
        {RANGES.map((range) => (
          <ToggleButton key={range} value={range} sx={{ textTransform: 'none', px: 1.5 }}>
            {translate(`dashboard.ranges.${range}`)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <Button startIcon={<RestartAltRoundedIcon />} onClick={onReset} disabled={isDefault} sx={{ ml: { sm: 'auto' } }}>
        {translate('dashboard.layout.reset')}
      </Button>
    </Box>
  );
}
