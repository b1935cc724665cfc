import { featureOf, mayUse } from '../../core/callFlow/permissions.ts';
import { REPLIES, aorOf, ringExtension, type Answer } from './answers.ts';
import { stepAnswer, type Call } from './call.ts';
import { extensionByNumber, extensionsOf, groupSettings, roleGrants, type ExtensionRow } from './directory.ts';

/** The unspecific pickup code: the ringing calls of the caller's site or group (the group's pickup scope), its own phone left out. */
async function pickup(call: Call, caller: ExtensionRow): Promise<Answer> {
  const scope = (await groupSettings(call.db, caller.group_id)).unspecific_pickup_scope === 'site' ? caller.site : null;
  const colleagues = (await extensionsOf(call.db, caller.group_id, scope)).filter((e) => e.id !== caller.id);
  return { action: 'pickup', targets: colleagues.map((e) => ringExtension(e, 1)) };
}

/**
 * A feature code dialled from a phone (core/callFlow/permissions.ts): refused with 403 unless
 * the caller's role holds its permission (configuration-areas §6). Intercept takes the call
 * ringing one colleague (the engine's pickup with that one target); eavesdrop hands the caller
 * to the media server, which listens in on the colleague's call (FreeSWITCH's `eavesdrop`).
 * An unknown code, or a colleague who is no extension of the group, is 404.
 */
export async function featureCall(call: Call, caller: ExtensionRow, code: string): Promise<Answer> {
  const feature = featureOf(code);
  if (!feature) return REPLIES.notFound;
  if (!mayUse(await roleGrants(call.db, caller.role), feature)) return REPLIES.forbidden;
  if (feature.feature === 'pickup') return pickup(call, caller);
  const colleague = await extensionByNumber(call.db, caller.group_id, feature.extension);
  if (!colleague || colleague.id === caller.id) return REPLIES.notFound;
  if (feature.feature === 'intercept') return { action: 'pickup', targets: [ringExtension(colleague, 1)] };
  return stepAnswer(call, { action: 'media', media: { block: 'eavesdrop', kind: 'eavesdrop', aor: aorOf(colleague) } }, { at: 'last' });
}
