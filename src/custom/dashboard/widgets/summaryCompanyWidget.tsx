import type { ReactNode } from 'react';
import { Chip, Grid } from '@mui/material';
import DialpadRoundedIcon from '@mui/icons-material/DialpadRounded';
import NumbersRoundedIcon from '@mui/icons-material/NumbersRounded';
import PlaceRoundedIcon from '@mui/icons-material/PlaceRounded';
import AccountBalanceWalletRoundedIcon from '@mui/icons-material/AccountBalanceWalletRounded';
import ContactPhoneRoundedIcon from '@mui/icons-material/ContactPhoneRounded';
import PermContactCalendarRoundedIcon from '@mui/icons-material/PermContactCalendarRounded';
import PeopleAltRoundedIcon from '@mui/icons-material/PeopleAltRounded';
import { useTranslate } from 'ra-core';
import { useFormatNumber } from '../../../i18n/useFormatNumber.ts';
import { useDashboardSummary, type DashboardSummary } from '../summary.ts';
import { StatTile } from '../StatTile.tsx';
import { WidgetCard } from '../WidgetCard.tsx';
import { WidgetState } from '../WidgetState.tsx';
import type { WidgetDefinition } from '../types.ts';

const T = 'dashboard.widgets.summaryCompanyWidget';

type Company = DashboardSummary['company'];
type Figure = keyof Omit<Company, 'group' | 'registered_extensions' | 'active_phone_numbers'>;

/** Rows of two, three and two tiles: `columns` is the width out of 12 on wider screens. */
const FIGURES: { name: Figure; icon: ReactNode; columns: 4 | 6; detail?: (c: Company) => [string, number] }[] = [
  { name: 'extensions', icon: <DialpadRoundedIcon />, columns: 6, detail: (c) => ['registered', c.registered_extensions] },
  { name: 'phone_numbers', icon: <NumbersRoundedIcon />, columns: 6, detail: (c) => ['active', c.active_phone_numbers] },
  { name: 'sites', icon: <PlaceRoundedIcon />, columns: 4 },
  { name: 'accounts', icon: <AccountBalanceWalletRoundedIcon />, columns: 4 },
  { name: 'users', icon: <PeopleAltRoundedIcon />, columns: 4 },
  { name: 'phonebooks', icon: <ContactPhoneRoundedIcon />, columns: 6 },
  { name: 'contacts', icon: <PermContactCalendarRoundedIcon />, columns: 6 },
];

/** The figures: rows of tiles. Exported for its unit test. */
export function CompanyFigures({ company }: { company: Company }) {
  const translate = useTranslate();
  const format = useFormatNumber();
  return (
    <Grid container spacing={1.5}>
      {FIGURES.map(({ name, icon, columns, detail }) => {
        const extra = detail?.(company);
        return (
          <Grid key={name} size={{ xs: 6, sm: columns }}>
            <StatTile
              name={name}
              icon={icon}
              value={format(company[name])}
              label={translate(`${T}.${name}`)}
              detail={extra && translate(`${T}.${extra[0]}`, { count: format(extra[1]) })}
            />
          </Grid>
        );
      })}
    </Grid>
  );
}

/** summaryCompanyWidget: what the group has, in figures (a new group's are zeros, which say so). */
function SummaryCompany() {
  const translate = useTranslate();
  const summary = useDashboardSummary();
  const company = summary.data?.company;
  return (
    <WidgetCard widget="summaryCompanyWidget" title={translate(`${T}.title`)} action={company && <Chip label={company.group.label} size="small" />}>
      {/* The page shows the summary's failure, with its one "Try again" (DashboardPage). */}
      <WidgetState loading={!company} error={undefined} retry={summary.retry}>
        {() => <CompanyFigures company={company!} />}
      </WidgetState>
    </WidgetCard>
  );
}

export const widget: WidgetDefinition = { id: 'summaryCompanyWidget', section: 'summary', size: 'wide', defaultOrder: 1, Component: SummaryCompany };
