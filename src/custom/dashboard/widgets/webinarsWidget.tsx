import { useTranslate } from 'ra-core';
import { EXTERNAL_LINKS } from '../../../config.ts';
import { LinkList } from '../LinkList.tsx';
import { WidgetCard } from '../WidgetCard.tsx';
import type { WidgetDefinition } from '../types.ts';

const T = 'dashboard.widgets.webinarsWidget';

/** webinarsWidget: the webinars page, the same address as the sign-in page's link. */
function Webinars() {
  const translate = useTranslate();
  return (
    <WidgetCard widget="webinarsWidget" title={translate(`${T}.title`)}>
      <LinkList links={[{ href: EXTERNAL_LINKS.webinars, label: translate(`${T}.link`), detail: translate(`${T}.detail`) }]} />
    </WidgetCard>
  );
}

export const widget: WidgetDefinition = { id: 'webinarsWidget', section: 'sidebar', size: 'small', Component: Webinars };
