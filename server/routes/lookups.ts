import type { FastifyInstance } from 'fastify';
import { sessionOf } from '../auth/guard.ts';
import { listRecords } from '../resources/records.ts';
import { listParams } from '../http/params.ts';
import { grantableRoles } from '../areas/extension/roleAssignment.ts';
import { writerOf } from '../resources/writeAccess.ts';
import { readLimit } from '../../core/domain/writeAccess.ts';

/** The paged lookups of portal-overview §7 that are not a resource's plain list. */
export function lookupRoutes(app: FastifyInstance) {
  const { db } = app;
  const { models } = app.resources;
  const role = models.get('role')!;
  const media = models.get('media_file')!;

  /** Roles the caller may hand out: exactly those the role-assignment rule lets them assign. */
  app.get<{ Querystring: { search?: string } }>('/v3/role/grantable/', async (request) => {
    const roles = await grantableRoles(db, sessionOf(request), role, request.query.search);
    return roles.map((r) => ({ id: r.id, name: r.name }));
  });

  /**
   * Media files marked as hold music, for a queue's hold-music selector. Asked from the queue's
   * form, so the media library's menu key is not required; a plain user is offered only the
   * files they own or that are shared, as the media library's list shows them.
   */
  app.get<{ Querystring: Record<string, string> }>('/v3/media_file/call_queue_hold_music/', async (request) => {
    const session = sessionOf(request);
    const { page, pageSize, search } = listParams(request.query, { defaultPageSize: 10 });
    const { count, results } = await listRecords(db, media, {
      groupId: session.group.id,
      page,
      pageSize,
      search,
      ordering: 'description',
      filters: { usage: 'hold_music' },
      visible: readLimit(await writerOf(db, session), media.schema) ?? undefined,
    });
    return { count, results: results.map((r) => ({ id: r.id, label: String(r.description ?? '') })) };
  });
}
