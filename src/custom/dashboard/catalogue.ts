import { roleMaySee } from '../../../core/domain/roles.ts';
import type { MenuAccess } from '../../navigation/menu.ts';
import { STATISTIC_PERMISSION } from '../../navigation/menu.ts';
import { SECTIONS, type WidgetDefinition } from './types.ts';
import { compareNames } from '../../../core/text/compareNames.ts';

/**
 * The widget catalogue: every file of widgets/ exports its `widget`. They come with the
 * dashboard's own chunk (the page is loaded lazily), not with the shell.
 */
const modules = import.meta.glob<{ widget: WidgetDefinition }>('./widgets/*.tsx', { eager: true });

/** Catalogue order: by section, then as the files name them. */
export const CATALOGUE: readonly WidgetDefinition[] = Object.values(modules)
  .map((module) => module.widget)
  .sort((a, b) => SECTIONS.indexOf(a.section) - SECTIONS.indexOf(b.section) || compareNames(a.id, b.id));

export const widgetById = new Map(CATALOGUE.map((widget) => [widget.id, widget]));

/** Whether the user may see a widget: its area's permission and role, as the side menu decides. */
export function widgetAllowed(widget: Pick<WidgetDefinition, 'permission' | 'statistic' | 'roles'>, access: MenuAccess): boolean {
  const held = new Set(access.groupPermissions);
  if (widget.roles && !widget.roles.includes(access.role)) return false;
  if (widget.statistic && !held.has(STATISTIC_PERMISSION)) return false;
  return widget.permission === undefined || (held.has(widget.permission) && roleMaySee(access.role, widget.permission));
}

export const allowedWidgets = (access: MenuAccess, catalogue: readonly WidgetDefinition[] = CATALOGUE) => catalogue.filter((widget) => widgetAllowed(widget, access));

/** The layout a user starts with, and goes back to on a reset: the default widgets they may see. */
export function defaultWidgets(access: MenuAccess, catalogue: readonly WidgetDefinition[] = CATALOGUE): string[] {
  return allowedWidgets(access, catalogue)
    .filter((widget) => widget.defaultOrder !== undefined)
    .sort((a, b) => (a.defaultOrder ?? 0) - (b.defaultOrder ?? 0))
    .map((widget) => widget.id);
}
