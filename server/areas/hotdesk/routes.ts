import type { FastifyInstance } from 'fastify';
import { recordReachable } from '../../resources/reachable.ts';
import { serverText } from '../../../core/domain/errorCatalogue.ts';
import { sessionOf } from '../../auth/guard.ts';
import type { Session } from '../../auth/session.ts';
import { FailureCounter } from '../../auth/rateLimit.ts';
import type { Queryable } from '../../db/index.ts';
import { holdLock } from '../../db/locks.ts';
import { detail } from '../../http/errors.ts';
import { recordId } from '../../http/params.ts';
import { getRecord, updateRecord, type StoredRecord } from '../../resources/records.ts';
import { writerOf } from '../../resources/writeAccess.ts';
import { routeSchema } from '../../routes/contract/route.ts';
import { contract } from './contract.ts';
import { extensionOfGroup, pinMatches, setPin } from './pins.ts';

/** Wrong PINs allowed per extension before sign-ins for it wait: a 4-digit PIN must not be guessed by trying. */
const FAILURES = 5;
const FAILURE_WINDOW_MS = 15 * 60_000;

const notFound = () => detail(404, serverText('not_found'));
/** A path id as a record id; anything else (Infinity, past the integer range) names no record. */
function pathId(value: string | number): number {
  const id = recordId(String(value));
  if (id === undefined) throw notFound();
  return id;
}
const refused = () => detail(403, serverText('permission_denied'));

/** The path id, checked by the route's contract (routes/contract/plugin.ts) to be a record id. */
type Params = { Params: { id: number } };

/**
 * Signing in and out of shared desks, and the PINs that sign-in checks (pins.ts). Who sits
 * where is the desk's signed_in_extension and signed_in_at, written only here (read-only in the
 * schema): one extension sits at one desk at a time, and a desk holds one extension.
 */
export function routes(app: FastifyInstance) {
  const service = app.resources;
  const desks = service.model('hotdesk');
  const failures = new FailureCounter(app.db, 'hotdesk-pin', FAILURES, FAILURE_WINDOW_MS);

  /** Rewrites who sits at a desk, keeping its other fields. */
  function seat(tx: Queryable, session: Session, desk: StoredRecord, extension: number | null) {
    const { id, group: _group, version, ...stored } = desk;
    const data = { ...stored, signed_in_extension: extension, signed_in_at: extension === null ? null : new Date().toISOString() };
    return updateRecord(tx, desks, session.group.id, id, version, data);
  }

  async function deskOf(tx: Queryable, session: Session, id: number, lock: boolean) {
    const desk = await getRecord(tx, desks, session.group.id, id, lock);
    if (!desk || desk.group === null) throw notFound();
    return desk;
  }

  app.post<Params & { Body: { extension: number; pin: string } }>(
    contract.signIn.path.replace('{id}', ':id'),
    {
      schema: routeSchema(contract.signIn),
      preValidation: recordReachable(app, 'hotdesk'),
    },
    async (request) => {
      const session = sessionOf(request);
      service.allow(session, desks);
      const { extension, pin } = request.body;
      const id = pathId(request.params.id);
      await deskOf(app.db, session, id, false);
      const key = `${session.group.id}/${extension}`;
      const wait = await failures.retryAfter(key);
      if (wait > 0) throw detail(429, serverText('throttled'), { 'Retry-After': String(wait) });
      if (!(await pinMatches(app.db, session.group.id, extension, pin))) {
        await failures.record(key);
        throw service.invalid(desks, { pin: [serverText('hotdesk_pin_wrong')] });
      }
      await failures.clear(key);
      return app.db.transaction(async (tx) => {
        // One sign-in of the group at a time: two desks cannot both take the same extension.
        await holdLock(tx, 'hotdeskSignIn', session.group.id);
        const desk = await deskOf(tx, session, id, true);
        const elsewhere = await tx.query<{ id: number }>(
          `SELECT id FROM ${desks.table} WHERE group_id = $1 AND id <> $2 AND data ->> 'signed_in_extension' = $3`,
          [session.group.id, desk.id, String(extension)],
        );
        for (const { id } of elsewhere) await seat(tx, session, await deskOf(tx, session, id, true), null);
        return (await seat(tx, session, desk, extension))!;
      });
    },
  );

  app.post<Params>(contract.signOut.path.replace('{id}', ':id'), { schema: routeSchema(contract.signOut) }, async (request) => {
    const session = sessionOf(request);
    service.allow(session, desks);
    return app.db.transaction(async (tx) => {
      const desk = await deskOf(tx, session, pathId(request.params.id), true);
      const writer = await writerOf(tx, session);
      // A free desk stays free, for anyone. Anyone may free a desk they sit at; only
      // administrators (and the Admin role) free one where someone else sits.
      if (desk.signed_in_extension === null || desk.signed_in_extension === undefined) return desk;
      const theirs = writer.extension !== null && desk.signed_in_extension === writer.extension;
      if (writer.role === 'USER' && !writer.adminRole && !theirs) throw refused();
      return (await seat(tx, session, desk, null))!;
    });
  });

  app.put<Params & { Body: { pin: string } }>(contract.setPin.path.replace('{id}', ':id'), { schema: routeSchema(contract.setPin) }, async (request, reply) => {
    const session = sessionOf(request);
    service.allow(session, desks);
    const extension = pathId(request.params.id);
    if (!(await extensionOfGroup(app.db, session.group.id, extension))) throw notFound();
    const writer = await writerOf(app.db, session);
    // A PIN is as personal as a password: a plain user sets their own extension's only.
    if (writer.role === 'USER' && writer.extension !== extension) throw refused();
    await setPin(app.db, extension, request.body.pin);
    return reply.code(204).send();
  });
}
