import { beforeAll, describe, expect, it } from 'vitest';
import { serverText } from '../../core/domain/errorCatalogue.ts';
import { databases, useSeededApp } from './helpers/harness.ts';
import { demoOf, expectAnswer, idsOf, messagesOf, rowOf, urlOf } from './helpers/records.ts';

const SCHEDULES = urlOf('time_schedule');

const body = (overrides: Record<string, unknown> = {}) => ({
  description: `Schedule ${Math.random().toString(36).slice(2, 8)}`,
  timezone: 'Europe/Brussels',
  ranges: [
    { weekday: 'mon', open: '09:00', close: '12:00' },
    { weekday: 'mon', open: '12:00', close: '17:30:30', state: 'open' },
    { weekday: 'mon', open: '17:30:30', close: '18:00', state: 'closed' },
  ],
  closed_dates: [{ from: '2026-12-25', label: 'Christmas Day' }, { from: '2027-07-26', to: '2027-08-06', label: 'Summer closure' }],
  ...overrides,
});

describe.each(databases())('time schedules on %s', (kind) => {
  const api = useSeededApp(kind);
  let demo: Awaited<ReturnType<typeof demoOf>>;
  beforeAll(async () => {
    demo = await demoOf(api);
  });
  const post = (data: unknown, token = demo.tokens.admin) => api.post(SCHEDULES, { token, body: data as object });

  it('seeds office and support hours with the country’s holidays, and lists them with the group filter', async () => {
    // The lookup (portal-overview §7: time_schedule/ with group): a reseller reads its client's, an admin no other group's.
    const lookup = await api.get(`${SCHEDULES}?group=${demo.groups.acme}&page_size=10`, { token: demo.tokens.reseller });
    expect(lookup.statusCode, lookup.body).toBe(200);
    expect(lookup.json<{ results: { description: string }[] }>().results.map((r) => r.description)).toContain('Emergency line (night)');
    expect((await api.get(`${SCHEDULES}?group=${demo.groups.blueHarbor}`, { token: demo.tokens.admin })).statusCode).toBe(403);
    const own = (await api.get(`${SCHEDULES}?search=hours`, { token: demo.tokens.admin })).json<{ count: number; results: { description: string; timezone: string; closed_dates: { label: string }[] }[] }>();
    expect(own.results.map((r) => r.description).sort()).toEqual(['Office hours', 'Support hours']);
    expect(own.results[0].timezone).toBe('Europe/Brussels');
    expect(own.results.flatMap((r) => r.closed_dates.map((d) => d.label))).toContain('Belgian National Day');
    const weekend = (await api.get(`${SCHEDULES}?open_at_weekend=true`, { token: demo.tokens.admin })).json<{ results: { description: string }[] }>();
    expect(weekend.results.map((r) => r.description).sort()).toEqual(['Emergency line (night)', 'Office hours']);
  });

  it('stores ranges that meet, hh:mm:ss times, closed dates, and keeps open_at_weekend itself', async () => {
    const res = await post(body({ open_at_weekend: true }));
    expectAnswer(res, 'POST', SCHEDULES, 201);
    const saved = res.json<{ id: number; open_at_weekend: boolean; ranges: unknown[] }>();
    expect(saved.ranges).toHaveLength(3);
    expect(saved.open_at_weekend).toBe(false);
    const changed = await api.request('PATCH', `${SCHEDULES}${saved.id}/`, { token: demo.tokens.admin, body: { ranges: [{ weekday: 'sun', open: '10:00', close: '12:00' }] } });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json<{ open_at_weekend: boolean }>().open_at_weekend).toBe(true);
  });

  it('refuses overlapping ranges of one weekday at the field, and takes the same hours on another day', async () => {
    const ranges = [
      { weekday: 'tue', open: '09:00', close: '12:00' },
      { weekday: 'tue', open: '11:30', close: '13:00', state: 'closed' },
    ];
    const res = await post(body({ ranges }));
    expectAnswer(res, 'POST', SCHEDULES, 400);
    expect(messagesOf(res, 'ranges')).toEqual([serverText('time_range_overlap', { range: '11:30–13:00', other: '09:00–12:00' })]);
    const apart = await post(body({ ranges: [ranges[0], { ...ranges[1], weekday: 'wed' }] }));
    expect(apart.statusCode, apart.body).toBe(201);
  });

  it('refuses a range that ends before or when it starts, and times that are no hh:mm(:ss)', async () => {
    const inverted = await post(body({ ranges: [{ weekday: 'fri', open: '17:00', close: '09:00' }] }));
    expect(messagesOf(inverted, 'ranges')).toEqual([serverText('time_range_inverted', { range: '17:00–09:00' })]);
    const empty = await post(body({ ranges: [{ weekday: 'fri', open: '09:00', close: '09:00' }] }));
    expect(messagesOf(empty, 'ranges')).toEqual([serverText('time_range_inverted', { range: '09:00–09:00' })]);
    for (const open of ['9:00', '24:00', '09:60', '09:00:60', 'nine']) {
      const res = await post(body({ ranges: [{ weekday: 'fri', open, close: '23:00' }] }));
      expectAnswer(res, 'POST', SCHEDULES, 400);
      expect(messagesOf(res, 'ranges'), open).toEqual([serverText('format_time')]);
    }
    const weekday = await post(body({ ranges: [{ weekday: 'monday', open: '09:00', close: '10:00' }] }));
    expect(messagesOf(weekday, 'ranges')).toEqual([serverText('invalid_choice')]);
  });

  it('takes only IANA timezones of the runtime’s list, spelled as the list spells them', async () => {
    for (const timezone of ['Mars/Olympus_Mons', 'europe/brussels', 'CET1']) {
      const res = await post(body({ timezone }));
      expectAnswer(res, 'POST', SCHEDULES, 400);
      expect(messagesOf(res, 'timezone'), timezone).toEqual([serverText('timezone_unknown')]);
    }
    for (const timezone of ['UTC', 'America/Argentina/Buenos_Aires', 'Asia/Kolkata']) {
      const res = await post(body({ timezone }));
      expect(res.statusCode, `${timezone} ${res.body}`).toBe(201);
    }
  });

  it('refuses closed dates that end before they start, or have no label or no valid date', async () => {
    const inverted = await post(body({ closed_dates: [{ from: '2027-08-06', to: '2027-07-26', label: 'Summer closure' }] }));
    expect(messagesOf(inverted, 'closed_dates')).toEqual([serverText('closed_date_inverted', { label: 'Summer closure' })]);
    const unlabelled = await post(body({ closed_dates: [{ from: '2027-08-06', label: '' }] }));
    expect(messagesOf(unlabelled, 'closed_dates')).toEqual([serverText('blank')]);
    const badDate = await post(body({ closed_dates: [{ from: '2027-13-01', label: 'Nope' }] }));
    expect(messagesOf(badDate, 'closed_dates')).toEqual([serverText('format_date')]);
  });

  it('requires a name and a timezone, unique names per group', async () => {
    const res = await post({ ranges: [] });
    expect(messagesOf(res, 'description')).toEqual([serverText('required')]);
    expect(messagesOf(res, 'timezone')).toEqual([serverText('required')]);
    const twice = await post(body({ description: 'Office hours' }));
    expectAnswer(twice, 'POST', SCHEDULES, 400);
    expect(messagesOf(twice, 'description')).toHaveLength(1);
  });

  it('keeps each group’s schedules to itself, and lets a plain user read but not change them', async () => {
    const [blue] = await idsOf(api.db, 'time_schedule', demo.groups.blueHarbor);
    expect((await api.get(`${SCHEDULES}${blue}/`, { token: demo.tokens.admin })).statusCode).toBe(404);
    expect((await api.request('PATCH', `${SCHEDULES}${blue}/`, { token: demo.tokens.admin, body: { description: 'Taken' } })).statusCode).toBe(404);
    expect((await api.request('DELETE', `${SCHEDULES}${blue}/`, { token: demo.tokens.admin })).statusCode).toBe(404);
    expect(await rowOf(api.db, 'time_schedule', blue)).toBeDefined();
    const [acme] = await idsOf(api.db, 'time_schedule', demo.groups.acme);
    expect((await api.get(`${SCHEDULES}${acme}/`, { token: demo.tokens.user })).statusCode).toBe(200);
    expect((await post(body(), demo.tokens.user)).statusCode).toBe(403);
    expect((await api.request('DELETE', `${SCHEDULES}${acme}/`, { token: demo.tokens.user })).statusCode).toBe(403);
    // A reseller acts on its client group's schedules through Current-Group-Id.
    const asReseller = await api.get(SCHEDULES, { token: demo.tokens.reseller, group: demo.groups.acme });
    expect(asReseller.json<{ count: number }>().count).toBeGreaterThanOrEqual(3);
  });

  it('deletes a schedule', async () => {
    const id = (await post(body())).json<{ id: number }>().id;
    expectAnswer(await api.request('DELETE', `${SCHEDULES}${id}/`, { token: demo.tokens.admin }), 'DELETE', `${SCHEDULES}${id}/`, 204);
    expect(await rowOf(api.db, 'time_schedule', id)).toBeUndefined();
  });
});
