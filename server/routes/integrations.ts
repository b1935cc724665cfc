import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/index.ts';
import { sessionOf } from '../auth/guard.ts';
import { detail } from '../http/errors.ts';
import { serverText } from '../../core/domain/errorCatalogue.ts';
import { addError, refuseInvalid } from '../account/input.ts';
import { DEFAULT_REDIRECT, safeRedirect } from '../account/redirects.ts';
import { integrationBySlug, registeredRedirects, subscribe, unsubscribe } from '../account/integrations.ts';
import { deniedRedirect } from '../../core/domain/integrationActivation.ts';
import type { FieldErrors } from '../resources/validation.ts';

const TENANT_PREFIX = 'tenant_';
const MAX_TENANT_FIELDS = 20;
const MAX_VALUE_LENGTH = 256;

/** The activation key and the tenant_* parameters the partner put in the activation link. */
function partnerParameters(body: Record<string, unknown>, keyName: string, errors: FieldErrors) {
  const text = (field: string, value: unknown): string | undefined => {
    if (typeof value === 'number' || typeof value === 'boolean') value = String(value);
    if (typeof value !== 'string') addError(errors, field, serverText('invalid'));
    else if (value.length > MAX_VALUE_LENGTH) addError(errors, field, serverText('max_length', { limit: MAX_VALUE_LENGTH }));
    else return value;
    return undefined;
  };
  const activationKey = body[keyName] === undefined || body[keyName] === null ? null : (text(keyName, body[keyName]) ?? null);
  const tenant: Record<string, string> = {};
  const tenantFields = Object.keys(body).filter((k) => k.startsWith(TENANT_PREFIX) && /^\w{1,64}$/.test(k));
  if (tenantFields.length > MAX_TENANT_FIELDS) addError(errors, 'non_field_errors', serverText('invalid'));
  for (const field of tenantFields.slice(0, MAX_TENANT_FIELDS)) {
    const value = text(field, body[field]);
    if (value !== undefined) tenant[field] = value;
  }
  return { activationKey, tenant };
}

/** The activation link's redirect or redirect_url, if the integration registered that address. */
async function askedRedirect(db: Db, integrationId: number, body: Record<string, unknown>, errors: FieldErrors) {
  // The portal passes on the link's parameter as it came.
  const field = body.redirect !== undefined ? 'redirect' : 'redirect_url';
  const asked = body[field] ?? DEFAULT_REDIRECT;
  const redirect = typeof asked === 'string' ? safeRedirect(asked, await registeredRedirects(db, integrationId)) : undefined;
  if (!redirect) addError(errors, field, serverText('redirect_not_allowed'));
  return redirect;
}

const bodyOf = (body: unknown) =>
  body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};

/**
 * portal-overview §2 and §7: allow (subscribe) or revoke (unsubscribe) an integration for the
 * group acted on, then send the user back where the partner asked, if it registered that address.
 */
export function integrationRoutes(app: FastifyInstance) {
  const { db } = app;
  for (const action of ['subscribe', 'unsubscribe'] as const) {
    app.post<{ Params: { kind: string } }>(`/v1/integrations/${action}/:kind/`, async (request) => {
      const session = sessionOf(request);
      const integration = await integrationBySlug(db, request.params.kind);
      if (!integration) throw detail(404, serverText('not_found'));
      if (!session.group.entitlements.integrations) throw detail(403, serverText('integration_not_entitled'));

      const body = bodyOf(request.body);
      const errors: FieldErrors = {};
      const { activationKey, tenant } = partnerParameters(body, integration.activation_key_name, errors);
      const redirect = await askedRedirect(db, integration.id, body, errors);
      refuseInvalid(errors);

      if (action === 'subscribe') {
        await subscribe(db, { groupId: session.group.id, integrationId: integration.id, userId: session.user.id, activationKey, tenant });
      } else {
        await unsubscribe(db, session.group.id, integration.id);
      }
      return { redirect };
    });
  }

  /**
   * Deny changes nothing, but it too sends the user to an address taken from the link: the
   * server checks it like the others, so that the activation page is no open redirect.
   */
  app.post<{ Params: { kind: string } }>('/v1/integrations/deny/:kind/', async (request) => {
    sessionOf(request);
    const integration = await integrationBySlug(db, request.params.kind);
    if (!integration) throw detail(404, serverText('not_found'));
    const errors: FieldErrors = {};
    const redirect = await askedRedirect(db, integration.id, bodyOf(request.body), errors);
    refuseInvalid(errors);
    return { redirect: deniedRedirect(redirect as string) };
  });
}
