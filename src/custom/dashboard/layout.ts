import type { Range } from './types.ts';

/** The dashboard configuration as the settings record keeps it (schemas/user_settings.schema.json). */
export interface DashboardLayout {
  widgets: string[];
  range: Range;
}

export const DEFAULT_RANGE: Range = '7d';

/**
 * The layout to draw: the saved one (null: the default), without the widgets the user may no
 * longer see or the portal no longer knows (a permission taken away, a widget retired).
 */
export function effectiveLayout(saved: DashboardLayout | null, allowed: ReadonlySet<string>, defaults: string[]): DashboardLayout {
  if (!saved) return { widgets: defaults, range: DEFAULT_RANGE };
  return { widgets: saved.widgets.filter((id) => allowed.has(id)), range: saved.range };
}

export const addWidget = (layout: DashboardLayout, id: string): DashboardLayout =>
  layout.widgets.includes(id) ? layout : { ...layout, widgets: [...layout.widgets, id] };

export const removeWidget = (layout: DashboardLayout, id: string): DashboardLayout => ({ ...layout, widgets: layout.widgets.filter((w) => w !== id) });

/** Moves a widget to the place of another (the one it was dropped on). */
export function moveWidget(layout: DashboardLayout, id: string, onto: string): DashboardLayout {
  const from = layout.widgets.indexOf(id);
  const to = layout.widgets.indexOf(onto);
  if (from < 0 || to < 0 || from === to) return layout;
  const widgets = [...layout.widgets];
  widgets.splice(from, 1);
  widgets.splice(to, 0, id);
  return { ...layout, widgets };
}
