import { useMemo } from 'react';
import { Breadcrumbs as MuiBreadcrumbs, Link, Typography } from '@mui/material';
import HomeRoundedIcon from '@mui/icons-material/HomeRounded';
import NavigateNextRoundedIcon from '@mui/icons-material/NavigateNextRounded';
import { Link as RouterLink, useLocation } from 'react-router';
import { useTranslate } from 'ra-core';
import type { Crumb } from '../navigation/menu.ts';
import { sectionBreadcrumbTrail } from '../navigation/sections.ts';
import { useCrumbLabels } from './crumbLabels.ts';
import { usePortalPermissions } from './usePortalPermissions.ts';

/**
 * Breadcrumbs from the path segments, named by the menu and the section pages (portal-overview
 * §2, src/navigation/sections.ts). Any other page outside the menu (the group overview) gets its
 * crumb from the name it gives itself (useCrumbLabel).
 */
export function Breadcrumbs() {
  const translate = useTranslate();
  const { pathname } = useLocation();
  const permissions = usePortalPermissions();
  const named = useCrumbLabels();
  const trail = useMemo((): Crumb[] => {
    const fromMenu = permissions ? sectionBreadcrumbTrail(pathname, permissions) : [];
    if (fromMenu.length > 0 || !named.has(pathname)) return fromMenu;
    return [{ path: pathname, linked: false }];
  }, [pathname, permissions, named]);
  if (trail.length === 0) return null;
  return (
    <MuiBreadcrumbs
      aria-label={translate('shell.breadcrumbs')}
      separator={<NavigateNextRoundedIcon fontSize="small" />}
      sx={{ px: { xs: 1, sm: 2 }, pt: 2, pb: 0.5, fontSize: 14 }}
    >
      <Link component={RouterLink} to="/dashboard" color="text.secondary" aria-label={translate('shell.home')} sx={{ display: 'flex' }}>
        <HomeRoundedIcon fontSize="small" />
      </Link>
      {trail.map((crumb, index) => {
        const text = crumb.label ? translate(crumb.label) : (named.get(crumb.path) ?? crumb.segment);
        const current = index === trail.length - 1;
        return crumb.linked ? (
          <Link key={crumb.path} component={RouterLink} to={crumb.path} color="inherit" underline="hover" aria-current={current ? 'page' : undefined}>
            {text}
          </Link>
        ) : (
          <Typography key={crumb.path} color={current ? 'text.primary' : 'text.secondary'} sx={{ fontSize: 'inherit' }} aria-current={current ? 'page' : undefined}>
            {text}
          </Typography>
        );
      })}
    </MuiBreadcrumbs>
  );
}
