import { useTranslate } from 'ra-core';
import { EXTERNAL_LINKS } from '../../../config.ts';
import { LinkList } from '../LinkList.tsx';
import { WidgetCard } from '../WidgetCard.tsx';
import type { WidgetDefinition } from '../types.ts';

const T = 'dashboard.widgets.helpWidget';

/** helpWidget: the help centre, support and the cheat sheet of the call flow's blocks. */
function Help() {
  const translate = useTranslate();
  return (
    <WidgetCard widget="helpWidget" title={translate(`${T}.title`)}>
      <LinkList
        links={[
          { href: EXTERNAL_LINKS.help, label: translate(`${T}.help_centre`), detail: translate(`${T}.help_centre_detail`) },
          { href: EXTERNAL_LINKS.support, label: translate(`${T}.support`), detail: translate(`${T}.support_detail`) },
        ]}
      />
    </WidgetCard>
  );
}

export const widget: WidgetDefinition = { id: 'helpWidget', section: 'sidebar', size: 'small', Component: Help };
