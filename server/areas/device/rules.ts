import type { ResourceRules } from '../../resources/rules/types.ts';
import { refuse } from '../../resources/rules/types.ts';
import type { FieldErrors } from '../../resources/validation.ts';
import { capacityOf, hasKey, modelOf, type KeyPlace } from '../../../core/device/catalogue.ts';
import { STALE_AFTER_MS } from './provisioning/constants.ts';

/** 00:15:65:AA:BB:CC however it was typed (001565aabbcc, 00-15-65-…): one form, so the unique index sees one device. */
export const canonicalMac = (mac: string) => mac.replace(/[:-]/g, '').toUpperCase().match(/../g)!.join(':');

/**
 * Devices (configuration-areas §3, §5, §9): the model must be of the chosen type and take the
 * expansion modules asked for, and a smaller model or fewer modules must still hold the
 * device's buttons; the MAC address is stored in one form. A device not heard from for more
 * than 24 hours (§9) is `stale`, computed when it is read.
 */
export const rules: ResourceRules[] = [
  {
    async beforeWrite(ctx, record, previous) {
      if (typeof record.mac_address === 'string') record.mac_address = canonicalMac(record.mac_address);
      const model = modelOf(record.model);
      if (!model) return {};
      const errors: FieldErrors = {};
      if (model.type !== record.type) Object.assign(errors, refuse('model', { code: 'device_model_type' }));
      const modules = Number(record.expansion_modules ?? 0);
      const most = model.module?.max ?? 0;
      if (modules > most) Object.assign(errors, refuse('expansion_modules', { code: 'device_modules_limit', params: { limit: most } }));
      if (previous && !Object.keys(errors).length) {
        const buttons = await ctx.tx.query<{ data: KeyPlace }>('SELECT data FROM res_dss_button WHERE device_id = $1', [previous.id]);
        const places = buttons.map((b) => ({ module: b.data.module ?? 0, page: b.data.page ?? 1, position: b.data.position }));
        if (places.some((p) => !hasKey(model, modules, p))) {
          Object.assign(errors, refuse('model', { code: 'dss_too_many', params: { limit: capacityOf(model, modules) } }));
        }
      }
      return errors;
    },
    present(record, now) {
      const seen = typeof record.last_update === 'string' ? Date.parse(record.last_update) : NaN;
      return { ...record, stale: !(now.getTime() - seen <= STALE_AFTER_MS) };
    },
  },
];
