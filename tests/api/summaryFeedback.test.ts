import { beforeAll, describe, expect, it } from 'vitest';
import { serverText } from '../../core/domain/errorCatalogue.ts';
import { databases, useSeededApp } from './helpers/harness.ts';
import { demoOf, expectAnswer, idsOf } from './helpers/records.ts';

interface Rating {
  useful: boolean;
  comment: string;
  updated_at: string;
}
interface Feedback {
  mine: Rating | null;
  ratings: (Rating & { user: number; name: string })[] | null;
}

const feedbackUrl = (id: number) => `/api/v1/call_summaries/${id}/feedback/`;

/** Summary feedback (portal-overview §3): each reader rates a summary; the group's administrators see every rating. */
describe.each(databases())('summary feedback on $name', (kind) => {
  const api = useSeededApp(kind);
  let demo: Awaited<ReturnType<typeof demoOf>>;
  let summary: number;

  beforeAll(async () => {
    demo = await demoOf(api);
    // The seed's summaries are Acme's, all public.
    [summary] = await idsOf(api.db, 'call_summary', demo.groups.acme);
  });
  const put = (id: number, body: object, token = demo.tokens.user) => api.request('PUT', feedbackUrl(id), { token, body });
  const read = async (id: number, token: string) => {
    const res = await api.get(feedbackUrl(id), { token });
    expectAnswer(res, 'GET', feedbackUrl(summary), 200);
    return res.json<Feedback>();
  };

  it('lets a reader rate a summary and see their rating; only administrators see everyone’s', async () => {
    expect(await read(summary, demo.tokens.user)).toEqual({ mine: null, ratings: null });
    const rated = await put(summary, { useful: false, comment: '  Missed the order number.  ' });
    expectAnswer(rated, 'PUT', feedbackUrl(summary), 200);
    expect(rated.json<Feedback>()).toMatchObject({ mine: { useful: false, comment: 'Missed the order number.' }, ratings: null });
    // A second rating replaces the first: one per reader.
    expectAnswer(await put(summary, { useful: true }), 'PUT', feedbackUrl(summary), 200);
    expect((await read(summary, demo.tokens.user)).mine).toMatchObject({ useful: true, comment: '' });

    expectAnswer(await put(summary, { useful: true, comment: 'Clear.' }, demo.tokens.admin), 'PUT', feedbackUrl(summary), 200);
    const names = await api.db.query<{ username: string; name: string }>(`SELECT username, name FROM users WHERE username IN ('admin', 'user')`);
    const nameOf = (username: string) => names.find((u) => u.username === username)!.name;
    const admin = await read(summary, demo.tokens.admin);
    expect(admin.mine).toMatchObject({ useful: true, comment: 'Clear.' });
    // Newest first: the administrator's own, then the plain user's.
    expect(admin.ratings?.map(({ name, useful, comment }) => ({ name, useful, comment }))).toEqual([
      { name: nameOf('admin'), useful: true, comment: 'Clear.' },
      { name: nameOf('user'), useful: true, comment: '' },
    ]);
    // The plain user still sees only their own.
    expect((await read(summary, demo.tokens.user)).ratings).toBeNull();
  });

  it('refuses malformed ratings, a summary the reader does not see and one still being generated', async () => {
    for (const body of [{}, { useful: 'yes' }, { useful: true, comment: 'x'.repeat(1001) }, { useful: true, stars: 5 }, []]) {
      const res = await put(summary, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    // An id that is no summary the reader sees is not found.
    const missing = await put(2147483647, { useful: true });
    expectAnswer(missing, 'PUT', feedbackUrl(2147483647), 404);
    const [{ id: call }] = await api.db.query<{ id: number }>(
      'SELECT id FROM res_cdr c WHERE group_id = $1 AND NOT EXISTS (SELECT 1 FROM res_call_summary s WHERE s.cdr_id = c.id) ORDER BY id LIMIT 1',
      [demo.groups.acme],
    );
    const [{ id: pending }] = await api.db.query<{ id: number }>(
      `INSERT INTO res_call_summary (group_id, data, state) VALUES ($1, $2, 'requested') RETURNING id`,
      [demo.groups.acme, JSON.stringify({ cdr: call, quick_summary: '', visibility: 'public', credits_cost: 1 })],
    );
    const early = await put(pending, { useful: true });
    expectAnswer(early, 'PUT', feedbackUrl(pending), 409);
    expect(early.json()).toMatchObject({ code: 'summary_pending', detail: serverText('summary_pending') });
  });
});
