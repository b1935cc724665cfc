import { Box, Card, CardActionArea, Typography } from '@mui/material';
import OpenInNewRoundedIcon from '@mui/icons-material/OpenInNewRounded';
import { Link as RouterLink } from 'react-router';
import { useTranslate } from 'ra-core';
import { SECTIONS, sectionAllowed, sectionItems, type SectionItem } from '../../navigation/sections.ts';
import { PageHeader } from '../../engine/ui/PageHeader.tsx';
import { MENU_ICONS } from '../../layout/menuIcons.tsx';
import { usePortalPermissions } from '../../layout/usePortalPermissions.ts';
import { NotFoundPage } from '../../shell/notFound/NotFoundPage.tsx';

/**
 * A section page (portal-overview §2: /configuration, /users, /reports, /features,
 * /help_support): a card per page the section holds for this user, derived from the menu and
 * the pages that declare the section (src/navigation/sections.ts). A user who may not open the
 * section gets the 404 page, as for a menu entry they cannot see.
 */
export default function SectionPage({ route }: { route: string }) {
  const translate = useTranslate();
  const permissions = usePortalPermissions();
  const section = SECTIONS.find((s) => s.route === route)!;
  if (!permissions) return null;
  if (!sectionAllowed(section, permissions)) return <NotFoundPage />;
  const items = sectionItems(route, permissions);
  const intro = `sections.${route.slice(1)}.intro`;
  return (
    <Box sx={{ width: '100%', pb: 3 }}>
      <PageHeader title={translate(section.label)} />
      <Typography color="text.secondary" sx={{ mt: -1, mb: 2 }}>
        {translate(intro)}
      </Typography>
      {items.length === 0 ? (
        <Typography>{translate('sections.empty')}</Typography>
      ) : (
        <Box
          component="ul"
          aria-label={translate('sections.list_label')}
          sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 260px), 1fr))' }}
        >
          {items.map((item) => (
            <li key={item.route}>
              <SectionCard item={item} />
            </li>
          ))}
        </Box>
      )}
    </Box>
  );
}

function SectionCard({ item }: { item: SectionItem }) {
  const translate = useTranslate();
  const Icon = MENU_ICONS[item.icon];
  const link = item.external
    ? ({ component: 'a', href: item.route, target: '_blank', rel: 'noopener noreferrer' } as const)
    : ({ component: RouterLink, to: item.route } as const);
  const label = translate(item.label);
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardActionArea {...link} sx={{ height: '100%', p: 2, display: 'flex', alignItems: 'flex-start', justifyContent: 'flex-start', gap: 2 }}>
        {Icon && <Icon color="primary" aria-hidden sx={{ mt: 0.25 }} />}
        <Box sx={{ minWidth: 0 }}>
          <Typography component="span" variant="subtitle1" sx={{ display: 'flex', alignItems: 'center', gap: 0.5, fontWeight: 600, overflowWrap: 'anywhere' }}>
            <span data-card-label>{label}</span>
            {item.external && <OpenInNewRoundedIcon fontSize="inherit" titleAccess={translate('sections.external')} />}
          </Typography>
          <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
            {translate(item.description)}
          </Typography>
        </Box>
      </CardActionArea>
    </Card>
  );
}
