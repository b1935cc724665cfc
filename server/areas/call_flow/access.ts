import type { FastifyInstance, FastifyRequest } from 'fastify';
import { serverText } from '../../../core/domain/errorCatalogue.ts';
import { sessionOf } from '../../auth/guard.ts';
import type { Session } from '../../auth/session.ts';
import type { Queryable } from '../../db/index.ts';
import { detail } from '../../http/errors.ts';
import type { ResourceModel } from '../../resources/model.ts';
import type { StoredRecord } from '../../resources/records.ts';
import { mayWriteAny } from '../../../core/domain/writeAccess.ts';
import { refuseUnlessMayWrite, writerOf } from '../../resources/writeAccess.ts';

export const notFound = () => detail(404, serverText('not_found'));

/** Diagrams of 2,000 blocks and more (issue 11's figures) are larger than the API's usual JSON bodies. */
export const DIAGRAM_BODY_LIMIT = 8 * 1024 * 1024;

export interface FlowRequest {
  session: Session;
  model: ResourceModel;
  flow: StoredRecord;
}

/**
 * The call flow a call is about: one the caller sees in the group acted on (another group's,
 * or one a plain user may not see, is 404), with the area's permission checked.
 */
export async function flowOf(app: FastifyInstance, request: FastifyRequest, id?: number): Promise<FlowRequest> {
  const session = sessionOf(request);
  const model = app.resources.model('call_flow');
  const flowId = id ?? (request.params as { id: number }).id;
  const flow = await app.resources.get(session, model, flowId);
  return { session, model, flow };
}

/** The same, for a call that changes the flow or what belongs to it: 403 where writeAccess.ts refuses it. */
export async function writableFlowOf(app: FastifyInstance, request: FastifyRequest, tx: Queryable = app.db): Promise<FlowRequest> {
  const found = await flowOf(app, request);
  await refuseUnlessMayWrite(tx, found.session, found.model.schema, 'update', found.flow);
  return found;
}

/** A timestamp as the API writes it. */
export const iso = (value: unknown): string => new Date(value as string | Date).toISOString();

/**
 * A preValidation hook for the calls that change a flow or what belongs to it: whoever may
 * change no call flow at all (a plain user, call_flow having no x-user-write) is refused (403)
 * before the flow is looked for or the body read, as the engine's writes refuse them.
 */
export function writersOnly(app: FastifyInstance) {
  return async (request: FastifyRequest) => {
    const session = sessionOf(request);
    const model = app.resources.model('call_flow');
    app.resources.allow(session, model);
    if (!mayWriteAny(await writerOf(app.db, session), model.schema, 'update')) throw detail(403, serverText('permission_denied'));
  };
}
