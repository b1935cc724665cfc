import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sessionOf } from '../../auth/guard.ts';
import { detail } from '../../http/errors.ts';
import { recordReachable } from '../../resources/reachable.ts';
import { refuseUnlessMayWrite } from '../../resources/writeAccess.ts';
import { serverText } from '../../../core/domain/errorCatalogue.ts';
import { contract } from './contract.ts';
import { saveLayout, type LayoutButton } from './layout.ts';
import { PUSH_JOB } from './push.ts';
import { compactMac, provisioningRoutes, provisioningUrl } from './provisioning/routes.ts';
import { newSecret } from './provisioning/secret.ts';

const path = (p: string) => p.replace(/\{(\w+)\}/g, ':$1');

/**
 * The devices' calls: the DSS editor's save of a whole layout, the settings push, a new
 * provisioning secret, and the provisioning fetch of the phones themselves. Each call on one
 * device asks for write access first (devices are the administrators': a plain user is
 * refused, 403), then finds the device in the caller's reach (404 otherwise).
 */
export function routes(app: FastifyInstance) {
  const service = app.resources;
  const devices = service.model('device');
  // A plain user is refused (403) before the device is looked for, as the engine's writes are.
  const mayWrite = async (request: FastifyRequest) => {
    await refuseUnlessMayWrite(app.db, sessionOf(request), devices.schema, 'update');
  };
  const reachable = { preValidation: [mayWrite, recordReachable(app, 'device')] };

  app.put<{ Params: { id: number }; Body: { buttons: LayoutButton[] } }>(path(contract.layout.path), reachable, async (request) => {
    const session = sessionOf(request);
    return { results: await saveLayout(app.db, service, session, request.params.id, request.body.buttons) };
  });

  app.post<{ Params: { id: number } }>(path(contract.push.path), reachable, async (request, reply) => {
    const session = sessionOf(request);
    const device = await service.get(session, devices, request.params.id);
    if (!device.extension) throw detail(400, serverText('device_no_extension'));
    const job = await app.jobs.enqueue(PUSH_JOB, { device: device.id }, { groupId: session.group.id, userId: session.user.id });
    return reply.code(202).send({ job });
  });

  app.post<{ Params: { id: number } }>(path(contract.secret.path), reachable, async (request) => {
    const session = sessionOf(request);
    const device = await service.get(session, devices, request.params.id);
    const secret = await newSecret(app.db, device.id);
    const mac = String(device.mac_address);
    // Without colons: HTTP basic splits user and password at the first colon.
    return { username: compactMac(mac), secret, url: provisioningUrl(request, mac, device.model) };
  });

  provisioningRoutes(app);
}
