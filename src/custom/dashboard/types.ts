import type { ComponentType } from 'react';
import type { Role } from '../../../core/domain/roles.ts';

/** The sections of the widget catalogue (portal-overview §2), in the order the catalogue lists them. */
export const SECTIONS = ['general', 'summary', 'sidebar', 'calls'] as const;
export type Section = (typeof SECTIONS)[number];

/** The dashboard ranges of portal-overview §2, as the settings record names them. */
export const RANGES = ['24h', '7d', '30d'] as const;
export type Range = (typeof RANGES)[number];

export interface WidgetProps {
  /** The range of the call figures chosen for the dashboard. */
  range: Range;
}

/**
 * One widget of the catalogue, exported as `widget` by its own file in widgets/: the catalogue
 * (catalogue.ts) is read from those files, so a widget is added by adding its file.
 */
export interface WidgetDefinition {
  /** The catalogue's name (portal-overview §2), e.g. phonebookWidget; also its texts' key. */
  id: string;
  section: Section;
  /** The group permission (menu key) of the area it shows; left out: every user may see it. */
  permission?: string;
  /** Also needs the group's statistic flag, as the statistics page does. */
  statistic?: boolean;
  /** Only for these roles (the resellers' client chart). */
  roles?: readonly Role[];
  /** Its width on a wide screen: one column, or two. On a phone every widget takes the one column. */
  size: 'small' | 'wide';
  /** Its place in the default layout; left out: offered in the catalogue only. */
  defaultOrder?: number;
  /** Whether it draws the dashboard's range (call stats, trends, client chart). */
  usesRange?: boolean;
  Component: ComponentType<WidgetProps>;
}
