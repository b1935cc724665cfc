import type { FastifyInstance } from 'fastify';
import { sessionOf } from '../auth/guard.ts';

/** The figures behind the company and user summary widgets of the dashboard. */
export function dashboardRoutes(app: FastifyInstance) {
  const { db } = app;
  app.get('/v3/dashboard/summary/', async (request) => {
    const { user, home, group } = sessionOf(request);
    const [counts] = await db.query<Record<string, number>>(
      `SELECT
         (SELECT count(*)::int FROM res_extension WHERE group_id = $1) AS extensions,
         (SELECT count(*)::int FROM res_extension WHERE group_id = $1 AND (data ->> 'registered')::boolean) AS registered_extensions,
         (SELECT count(*)::int FROM res_did_routing WHERE group_id = $1) AS phone_numbers,
         (SELECT count(*)::int FROM res_did_routing WHERE group_id = $1 AND (data ->> 'routing_active')::boolean) AS active_phone_numbers,
         (SELECT count(*)::int FROM res_site WHERE group_id = $1) AS sites,
         (SELECT count(*)::int FROM res_account WHERE group_id = $1) AS accounts,
         (SELECT count(*)::int FROM res_phonebook WHERE group_id = $1) AS phonebooks,
         (SELECT count(*)::int FROM res_phonebook_contact WHERE group_id = $1) AS contacts,
         (SELECT count(*)::int FROM users WHERE group_id = $1) AS users`,
      [group.id],
    );
    const [extension] =
      user.extension_id && group.id === home.id
        ? await db.query<{ extension: number; site: string | null; registered: boolean }>(
            `SELECT (e.data ->> 'extension')::int AS extension, s.data ->> 'name' AS site,
                    coalesce((e.data ->> 'registered')::boolean, false) AS registered
               FROM res_extension e LEFT JOIN res_site s ON s.id = e.site_id WHERE e.id = $1`,
            [user.extension_id],
          )
        : [];
    return {
      company: { group: { id: group.id, label: group.description }, ...counts },
      user: {
        username: user.username,
        name: user.name,
        email: user.email,
        language: user.language,
        extension: extension?.extension ?? null,
        site: extension?.site ?? null,
        registered: extension?.registered ?? false,
      },
    };
  });
}
