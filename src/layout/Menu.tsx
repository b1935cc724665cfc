import { Menu as RaMenu } from 'react-admin';
import { useLocation } from 'react-router';
import { useTranslate } from 'ra-core';
import { pathOf, type MenuEntry } from '../navigation/menu.ts';
import { MENU_ICONS } from './menuIcons.tsx';
import { SubMenu } from './SubMenu.tsx';
import { useAfterFirstPaint } from './useAfterFirstPaint.ts';
import { useVisibleMenu } from './useVisibleMenu.ts';

function isWithin(pathname: string, route: string): boolean {
  const path = pathOf(route);
  return pathname === route || pathname === path || pathname.startsWith(`${path}/`);
}

/** A grouping is open while one of its pages is shown, also one outside its address (Features holds /call-forwarding/). */
function isActive(pathname: string, entry: MenuEntry): boolean {
  return isWithin(pathname, entry.route) || (entry.children ?? []).some((child) => isActive(pathname, child));
}

function MenuEntryItem({ entry, pathname }: { entry: MenuEntry; pathname: string }) {
  const Icon = MENU_ICONS[entry.icon];
  if (entry.children?.length) {
    return (
      <SubMenu label={entry.label} icon={<Icon />} active={isActive(pathname, entry)}>
        {entry.children.map((child) => (
          <MenuEntryItem key={child.route} entry={child} pathname={pathname} />
        ))}
      </SubMenu>
    );
  }
  return <RaMenu.Item to={entry.route} primaryText={entry.label} leftIcon={<Icon />} />;
}

/**
 * The side menu of portal-overview §2: only what the role and the group's permissions allow.
 * Its entries come once the first page is painted (useAfterFirstPaint); the menu keeps its width.
 */
export function Menu() {
  const translate = useTranslate();
  const entries = useVisibleMenu();
  const { pathname } = useLocation();
  const shown = useAfterFirstPaint();
  return (
    <RaMenu aria-label={translate('menu.label')} sx={{ pt: 1 }}>
      {(shown ? entries : []).map((entry) => (
        <MenuEntryItem key={entry.route} entry={entry} pathname={pathname} />
      ))}
    </RaMenu>
  );
}
