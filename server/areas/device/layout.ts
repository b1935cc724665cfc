import type { Db } from '../../db/index.ts';
import type { Session } from '../../auth/session.ts';
import { HttpError } from '../../http/errors.ts';
import { getRecord, insertRecord, toRecord, type StoredRecord } from '../../resources/records.ts';
import type { ResourceService } from '../../resources/service.ts';
import { text } from '../../resources/rules/types.ts';
import { serverText } from '../../../core/domain/errorCatalogue.ts';
import { capacityOf, modelOf } from '../../../core/device/catalogue.ts';

export interface LayoutButton {
  id?: number;
  module?: number;
  page?: number;
  position?: number;
  type?: string;
  name?: string;
  value?: string;
  label?: string;
}

const SHOWN = ['module', 'page', 'position', 'type', 'name', 'value', 'label'] as const;
const DEFAULTS: Record<string, unknown> = { module: 0, page: 1, label: '' };
const same = (stored: Record<string, unknown>, sent: LayoutButton) =>
  SHOWN.every((f) => (stored[f] ?? DEFAULTS[f]) === (sent[f] ?? DEFAULTS[f]));

const refused = (code: string, params?: Record<string, unknown>) => new HttpError(400, { non_field_errors: [text({ code, params })] });

/**
 * Saves a device's whole DSS layout in one transaction (the editor moves buttons between keys,
 * which one-by-one writes could not do without colliding): the buttons support set up must come
 * back unchanged and stay; every other button is replaced, each checked by the dss_button
 * schema and rules (server/areas/dss_button/rules.ts) as a single write would be.
 */
export async function saveLayout(db: Db, service: ResourceService, session: Session, deviceId: number, sent: LayoutButton[]): Promise<StoredRecord[]> {
  const buttons = service.model('dss_button');
  const devices = service.model('device');
  service.allow(session, buttons);
  return db
    .transaction(async (tx) => {
      const device = await getRecord(tx, devices, session.group.id, deviceId, true);
      if (!device) throw new HttpError(404, { detail: serverText('not_found') });
      const model = modelOf(device.model);
      const limit = model ? capacityOf(model, Number(device.expansion_modules ?? 0)) : 0;
      if (sent.length > limit) throw refused('dss_too_many', { limit });
      const stored = (await tx.query<{ id: number; group_id: number; version: number; data: Record<string, unknown> }>(
        'SELECT id, group_id, version, data FROM res_dss_button WHERE device_id = $1',
        [deviceId],
      )).map(toRecord);
      const manual = new Map(stored.filter((b) => b.manual).map((b) => [b.id, b]));
      for (const b of manual.values()) {
        const back = sent.find((s) => s.id === b.id);
        if (!back || !same(b, back)) throw refused('dss_button_manual');
      }
      await tx.query('DELETE FROM res_dss_button WHERE device_id = $1 AND NOT coalesce((data ->> \'manual\')::boolean, false)', [deviceId]);
      const saved = [...manual.values()];
      for (const s of sent.filter((b) => b.id === undefined || !manual.has(b.id))) {
        const { id: _id, ...fields } = s;
        const data = service.validate(buttons, { ...fields, device: deviceId });
        await service.checkWrite(tx, session, buttons, data);
        saved.push(await insertRecord(tx, buttons, session.group.id, data));
      }
      return saved;
    })
    .catch((err) => service.translate(buttons, err));
}
