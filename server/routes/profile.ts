import type { FastifyInstance } from 'fastify';
import { sessionOf } from '../auth/guard.ts';
import { avatarKey, avatarUrl } from '../account/avatars.ts';
import { activeIntegrationIds } from '../account/integrations.ts';

/** portal-overview §3: the profile, for the group the request acts on. */
export function profileRoutes(app: FastifyInstance) {
  const { db, config } = app;
  // Read while an initial password is being changed: the portal needs it to show the form.
  app.get('/v3/user/profile/', { config: { duringInitialPassword: true } }, async (request) => {
    const { user, home, group, impersonator } = sessionOf(request);
    const [extension] = user.extension_id
      ? await db.query<{ id: number; label: string; account: number | null }>(
          `SELECT id, concat_ws(' - ', data ->> 'extension', data ->> 'name') AS label,
                  (data ->> 'account')::integer AS account
             FROM res_extension WHERE id = $1`,
          [user.extension_id],
        )
      : [];
    const [account] = await db.query<{ id: number }>(
      'SELECT id FROM res_account WHERE group_id = $1 ORDER BY id LIMIT 1',
      [group.id],
    );
    const avatar = await avatarKey(db, user.id);
    return {
      id: user.id,
      username: user.username,
      email: user.email,
      name: user.name,
      language: user.language,
      group_id: group.id,
      account_id: (group.id === home.id ? extension?.account : null) ?? account?.id ?? null,
      group_data: { id: group.id, label: group.description },
      group_name: group.description,
      group_permissions: group.permissions.map((name) => ({ name })),
      can_impersonate: user.can_impersonate,
      reseller: home.is_reseller,
      admin: user.is_admin,
      initial_password: user.initial_password,
      avatar: avatar ? avatarUrl(config, avatar) : null,
      extension: extension && group.id === home.id ? { id: extension.id, label: extension.label } : null,
      integrations: await activeIntegrationIds(db, group.id),
      entitlements: { integrations: Boolean(group.entitlements.integrations) },
      ...(impersonator ? { impersonating: { by: impersonator.username, group_id: group.id } } : {}),
    };
  });
}
