import { readFileSync } from 'node:fs';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { AdminContext } from 'react-admin';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { ListContextProvider, type DataProvider, type ListControllerResult } from 'ra-core';
import { QueryClient } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import type { ReactNode } from 'react';
import { localeFiles } from './localeFiles.ts';
import { deepMerge, type Messages } from '../../src/i18n/deepMerge.ts';
import { CATALOGUE, allowedWidgets, defaultWidgets } from '../../src/custom/dashboard/catalogue.ts';
import { CompanyFigures } from '../../src/custom/dashboard/widgets/summaryCompanyWidget.tsx';
import { UserDetails } from '../../src/custom/dashboard/widgets/summaryUserWidget.tsx';
import { Registrations } from '../../src/custom/dashboard/widgets/summaryUsersWidget.tsx';
import { ContactList } from '../../src/custom/dashboard/widgets/phonebookWidget.tsx';
import { openAt, ScheduleList } from '../../src/custom/dashboard/widgets/timeScheduleWidget.tsx';
import { alwaysTarget, ForwardingSwitch } from '../../src/custom/dashboard/widgets/callForwardingWidget.tsx';
import { UnreadMessages } from '../../src/custom/dashboard/widgets/voicemailWidget.tsx';
import { DeviceList } from '../../src/custom/dashboard/widgets/manageDevicesWidget.tsx';
import { ToggleRows } from '../../src/custom/dashboard/widgets/callFlowTogglesWidget.tsx';
import { CallRows } from '../../src/custom/dashboard/widgets/latestCallsWidget.tsx';
import { CallFigures } from '../../src/custom/dashboard/widgets/callStatsWidget.tsx';
import { Trends } from '../../src/custom/dashboard/widgets/callTrendsWidget.tsx';
import { CreditsView } from '../../src/custom/dashboard/widgets/summaryCreditsWidget.tsx';
import { ClientChart } from '../../src/custom/dashboard/widgets/clientChartWidget.tsx';
import { widget as help } from '../../src/custom/dashboard/widgets/helpWidget.tsx';
import { widget as webinars } from '../../src/custom/dashboard/widgets/webinarsWidget.tsx';
import { EXTERNAL_LINKS } from '../../src/config.ts';
import { dateFormatter } from '../../src/i18n/dates.ts';

/**
 * Each dashboard widget as a user sees it, from the data its call answers (as the API's
 * schemas shape it) and with nothing to show: the English texts of locales/, the figures
 * formatted as the portal does.
 */
const messages = localeFiles('en').reduce<Messages>((all, path) => deepMerge(all, JSON.parse(readFileSync(path, 'utf8')) as Messages), {});
const i18n = polyglotI18nProvider(() => messages as never, 'en', [{ locale: 'en', name: 'English' }], { allowMissing: true });
const UTC = dateFormatter('en-GB', 'shortDateTime', 'UTC');

function show(element: ReactNode) {
  return render(
    <MemoryRouter>
      <AdminContext dataProvider={{} as DataProvider} i18nProvider={i18n} queryClient={new QueryClient()}>
        {element}
      </AdminContext>
    </MemoryRouter>,
  );
}
const empty = () => document.querySelector('[data-empty]')?.textContent;
const stat = (name: string) => document.querySelector(`[data-stat="${name}"] [data-stat-value]`)?.textContent;

afterEach(cleanup);
afterAll(() => new Promise((resolve) => setTimeout(resolve, 50)));

describe('the widget catalogue', () => {
  it('holds every widget of portal-overview §2 and configuration-areas §2, each in its section', () => {
    const bySection = (section: string) => CATALOGUE.filter((w) => w.section === section).map((w) => w.id).sort();
    expect(bySection('general')).toEqual(['phonebookWidget', 'summaryUserWidget', 'timeScheduleWidget']);
    expect(bySection('summary')).toEqual(['summaryCompanyWidget', 'summaryCreditsWidget', 'summaryUsersWidget']);
    expect(bySection('sidebar')).toEqual(['callFlowTogglesWidget', 'callForwardingWidget', 'helpWidget', 'manageDevicesWidget', 'voicemailWidget', 'webinarsWidget']);
    expect(bySection('calls')).toEqual(['callStatsWidget', 'callTrendsWidget', 'clientChartWidget', 'latestCallsWidget']);
  });

  it('offers a widget only when the user may see its area: permission, statistic flag and role', () => {
    const all = ['phonebooks', 'time_schedule', 'configuration_extension', 'voicemail', 'configuration_devices', 'call_flow', 'cdr_viewer', 'reports', 'clients'];
    const ids = (role: 'ADMIN' | 'USER' | 'RESELLER', held: string[]) => allowedWidgets({ role, groupPermissions: held }).map((w) => w.id);
    expect(ids('ADMIN', all)).not.toContain('callStatsWidget');
    expect(ids('ADMIN', [...all, 'statistics'])).not.toContain('callStatsWidget');
    expect(ids('ADMIN', [...all, 'statistics', 'statistic'])).toContain('callTrendsWidget');
    expect(ids('ADMIN', all)).not.toContain('clientChartWidget');
    expect(ids('RESELLER', all)).toContain('clientChartWidget');
    expect(ids('USER', ['cdr_viewer'])).toEqual(['helpWidget', 'summaryCompanyWidget', 'summaryUsersWidget', 'summaryUserWidget', 'webinarsWidget', 'latestCallsWidget'].sort((a, b) => CATALOGUE.findIndex((w) => w.id === a) - CATALOGUE.findIndex((w) => w.id === b)));
    // The default layout keeps the three summary cards first, and only what the user may see.
    expect(defaultWidgets({ role: 'ADMIN', groupPermissions: all })).toEqual(['summaryCompanyWidget', 'summaryUserWidget', 'summaryUsersWidget', 'latestCallsWidget']);
    expect(defaultWidgets({ role: 'RESELLER', groupPermissions: all })).toEqual(['summaryCompanyWidget', 'summaryUserWidget', 'summaryUsersWidget', 'latestCallsWidget', 'clientChartWidget']);
    expect(defaultWidgets({ role: 'USER', groupPermissions: [] })).toEqual(['summaryCompanyWidget', 'summaryUserWidget', 'summaryUsersWidget']);
  });
});

describe('the summary widgets', () => {
  const company = { group: { id: 2, label: 'Acme Dental' }, extensions: 12, registered_extensions: 9, phone_numbers: 5, active_phone_numbers: 4, sites: 2, accounts: 3, phonebooks: 2, contacts: 1234, users: 4 };
  it('show the group’s figures, and the share of registered extensions or that there are none', () => {
    show(<CompanyFigures company={company} />);
    expect(stat('contacts')).toBe('1,234');
    expect(screen.getByText('9 registered')).toBeTruthy();
    cleanup();
    show(<Registrations company={company} />);
    expect(screen.getByText('9 of 12 extensions are registered')).toBeTruthy();
    expect(stat('not_registered')).toBe('3');
    cleanup();
    show(<Registrations company={{ ...company, extensions: 0, registered_extensions: 0 }} />);
    expect(empty()).toBe('There are no extensions yet.');
  });

  it('show the user’s details, and say when they have no extension or site', () => {
    const user = { username: 'admin', name: 'Ada Admin', email: 'ada@example.com', language: 'nl', extension: null, site: null, registered: false };
    show(<UserDetails user={user} />);
    expect(screen.getByText('No extension assigned')).toBeTruthy();
    expect(screen.getByText('No site')).toBeTruthy();
    expect(screen.getByText('Nederlands')).toBeTruthy();
  });
});

describe('the general and sidebar widgets', () => {
  it('phonebook: each contact to call or open; none yet, or none matching', () => {
    show(<ContactList contacts={[{ id: 1, display_name: 'Bea Baker', number: '+3225021234', phonebook: 4 }]} searched />);
    expect(screen.getByRole('link', { name: 'Call Bea Baker' }).getAttribute('href')).toBe('tel:+3225021234');
    expect(screen.getByRole('link', { name: 'Open the phonebook of Bea Baker' }).getAttribute('href')).toBe('/phonebooks/4');
    cleanup();
    show(<ContactList contacts={[]} searched />);
    expect(empty()).toBe('No contact matches your search.');
    cleanup();
    show(<ContactList contacts={[]} searched={false} />);
    expect(empty()).toBe('Your phonebooks have no contacts yet.');
  });

  it('time schedules: open or closed now in the schedule’s own zone, closed on a closed date', () => {
    const office = { id: 1, description: 'Office', timezone: 'Europe/Brussels', ranges: [{ weekday: 'mon', open: '09:00', close: '17:00' }], closed_dates: [] as { from: string; to?: string }[] };
    // Monday 30 March 2026: 08:30 UTC is 10:30 in Brussels; 16:30 UTC is 18:30.
    expect(openAt(office, new Date('2026-03-30T08:30:00Z'))).toBe(true);
    expect(openAt(office, new Date('2026-03-30T16:30:00Z'))).toBe(false);
    expect(openAt({ ...office, closed_dates: [{ from: '2026-03-30' }] }, new Date('2026-03-30T08:30:00Z'))).toBe(false);
    show(<ScheduleList schedules={[office]} now={new Date('2026-03-30T08:30:00Z')} />);
    expect(screen.getByText('Open now')).toBeTruthy();
    cleanup();
    show(<ScheduleList schedules={[]} now={new Date()} />);
    expect(empty()).toBe('There are no time schedules yet.');
  });

  it('call forwarding: switched on to the destination kept, not offered without one', () => {
    const off = { id: 3, extension: 201, always: null, always_number: '+32470123456' };
    expect(alwaysTarget(off)).toEqual({ kind: 'number', target: '+32470123456' });
    const onSwitch = vi.fn();
    show(<ForwardingSwitch record={off} onSwitch={onSwitch} pending={false} />);
    expect(screen.getByText('Off. Switched on, calls go to +32470123456.')).toBeTruthy();
    screen.getByRole('switch', { name: 'Forward every call' }).click();
    expect(onSwitch).toHaveBeenCalledWith(true);
    cleanup();
    show(<ForwardingSwitch record={{ id: 3, extension: 201, always: null }} onSwitch={onSwitch} pending={false} />);
    expect(screen.getByRole('switch', { name: 'Forward every call' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByText('Set where calls go before switching it on.')).toBeTruthy();
  });

  it('voicemail: the unread messages to play, or none', () => {
    const page = { count: 3, results: [{ id: 8, box: 1, caller: '+3225021234', recorded_on: '2026-03-30T08:30:00Z', read: false, duration: 12 }] };
    show(<UnreadMessages page={page as never} dateTime={UTC} />);
    expect(screen.getByText('3 unread messages')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Play the message of +3225021234' })).toBeTruthy();
    expect(screen.getByText('30/03/2026, 08:30')).toBeTruthy();
    cleanup();
    show(<UnreadMessages page={{ count: 0, results: [] } as never} dateTime={UTC} />);
    expect(empty()).toBe('No unread voicemail.');
  });

  it('devices: those waiting for their settings first, or none', () => {
    const devices = [
      { id: 1, description: 'Alpha desk', stale: false },
      { id: 2, description: 'Zulu desk', stale: true },
    ];
    show(<DeviceList devices={devices} total={2} />);
    const rows = screen.getAllByRole('listitem').map((row) => row.textContent);
    expect(rows[0]).toContain('Zulu desk');
    expect(rows[0]).toContain('Waiting for settings');
    expect(screen.getByText('All 2 devices (1 waiting)')).toBeTruthy();
    cleanup();
    show(<DeviceList devices={[]} total={0} />);
    expect(empty()).toBe('There are no devices yet.');
  });

  it('call-flow toggles: each with its options to switch, or none', () => {
    const toggle = { id: 5, description: 'Night mode', options: [{ label: 'Day', shortcode: 21, active: true }, { label: 'Night', shortcode: 22, active: false }] };
    show(
      <ListContextProvider value={{ refetch: vi.fn() } as unknown as ListControllerResult}>
        <ToggleRows toggles={[toggle]} />
      </ListContextProvider>,
    );
    const row = document.querySelector('[data-toggle="5"]') as HTMLElement;
    expect(within(row).getByText('Night mode')).toBeTruthy();
    expect(within(row).getAllByRole('button').map((b) => b.getAttribute('aria-pressed'))).toEqual(['true', 'false']);
    cleanup();
    show(<ToggleRows toggles={[]} />);
    expect(empty()).toBe('There are no toggles yet.');
  });

  it('help and webinars: the addresses the portal links to', () => {
    show(
      <>
        <help.Component range="7d" />
        <webinars.Component range="7d" />
      </>,
    );
    expect(screen.getByRole('link', { name: /Help centre/ }).getAttribute('href')).toBe(EXTERNAL_LINKS.help);
    expect(screen.getByRole('link', { name: /Upcoming webinars/ }).getAttribute('href')).toBe(EXTERNAL_LINKS.webinars);
  });
});

describe('the call widgets', () => {
  it('latest calls: who called whom, talk time or missed; none yet', () => {
    const calls = [
      { id: 1, call_start: '2026-03-30T08:30:00Z', caller: '+3225021234', callee: '201', direction: 'inbound', duration: 130, billsec: 125, status: 'answered' },
      { id: 2, call_start: '2026-03-30T08:00:00Z', caller: '202', callee: '+3225880100', direction: 'outbound', duration: 20, billsec: 0, status: 'busy' },
    ];
    show(<CallRows calls={calls as never} dateTime={UTC} />);
    const [first, second] = screen.getAllByRole('listitem').map((row) => row.textContent);
    expect(first).toContain('+3225021234 → 201');
    expect(first).toContain('2:05');
    expect(second).toContain('Missed');
    cleanup();
    show(<CallRows calls={[]} dateTime={UTC} />);
    expect(empty()).toBe('No calls yet.');
  });

  const totals = { calls: 1200, answered: 1000, missed: 200, inbound: 700, outbound: 450, internal: 50, avg_talk: 95, longest_talk: 900, avg_wait: 8, longest_wait: 60, waited_over_20: 3 };
  it('call stats: the range’s figures, or none in the range', () => {
    show(<CallFigures totals={totals} />);
    expect(stat('calls')).toBe('1,200');
    expect(stat('missed')).toBe('200');
    expect(screen.getByText('Average talk 1:35')).toBeTruthy();
    cleanup();
    show(<CallFigures totals={{ ...totals, calls: 0 }} />);
    expect(empty()).toBe('No calls in this range.');
  });

  it('call trends: nothing to chart in a quiet range', () => {
    const statistics = { bucket: 'hour', over_time: [{ start: '2026-03-30T08:00', answered: 0, missed: 0 }] };
    show(<Trends statistics={statistics as never} />);
    expect(empty()).toBe('No calls in this range.');
    cleanup();
    show(<Trends statistics={{ ...statistics, over_time: [{ start: '2026-03-30T08:00', answered: 2, missed: 1 }] } as never} />);
    expect(empty()).toBeUndefined();
  });

  it('summary credits: what is left of what was bought, or none bought', () => {
    show(<CreditsView credits={{ quantity: 100, used: 25, available: 75 }} />);
    expect(document.querySelector('[data-available]')?.textContent).toBe('75');
    expect(screen.getByText('25 of 100 credits used')).toBeTruthy();
    cleanup();
    show(<CreditsView credits={{ quantity: 0, used: 0, available: 0 }} />);
    expect(empty()).toBe('Your group has no call summary credits.');
  });

  it('client chart: the averages of §3, or no client calls', () => {
    const chart = { labels: ['2026-03-29', '2026-03-30'], datasets: [{ label: 'inbound', data: [3, 4] }, { label: 'outbound', data: [1, 0] }], avg_inbound: 3.5, avg_outbound: 0.5, avg_inbound_duration: 95, avg_outbound_duration: 30 };
    show(<ClientChart chart={chart} />);
    expect(stat('avg_inbound')).toBe('3.5');
    expect(stat('avg_inbound_duration')).toBe('1:35');
    cleanup();
    show(<ClientChart chart={{ ...chart, datasets: [{ label: 'inbound', data: [0, 0] }] }} />);
    expect(empty()).toBe('Your clients made no calls in this range.');
  });
});
