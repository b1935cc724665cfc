import type { ResourceRules } from '../../resources/rules/types.ts';
import { refuse, text } from '../../resources/rules/types.ts';
import type { StoredRecord } from '../../resources/records.ts';
import { HttpError } from '../../http/errors.ts';
import { capacityOf, hasKey, modelOf } from '../../../core/device/catalogue.ts';

const manualRefusal = () => new HttpError(400, { non_field_errors: [text({ code: 'dss_button_manual' })] });

/**
 * DSS buttons (configuration-areas §5, §8): a button support set up (`manual`) is neither
 * changed nor deleted here; a button sits on a key the device has (its model, page and
 * expansion modules), one button per key, and never more buttons than the device has keys.
 * The device's row is locked first, so two writes to one device's keys follow each other.
 */
export const rules: ResourceRules[] = [
  {
    async beforeWrite(ctx, record, previous) {
      if (previous?.manual) throw manualRefusal();
      const [device] = await ctx.tx.query<{ data: Record<string, unknown> }>(
        'SELECT data FROM res_device WHERE id = $1 AND group_id = $2 FOR UPDATE',
        [record.device, ctx.session.group.id],
      );
      const model = device && modelOf(device.data.model);
      if (!model) return refuse('device', { code: 'dss_no_such_key' });
      const modules = Number(device.data.expansion_modules ?? 0);
      const place = { module: Number(record.module ?? 0), page: Number(record.page ?? 1), position: Number(record.position) };
      if (!hasKey(model, modules, place)) return refuse('position', { code: 'dss_no_such_key' });
      const others = await ctx.tx.query<{ data: Record<string, unknown> }>(
        'SELECT data FROM res_dss_button WHERE device_id = $1 AND id <> $2',
        [record.device, previous?.id ?? 0],
      );
      const onKey = (d: Record<string, unknown>) =>
        Number(d.module ?? 0) === place.module && Number(d.page ?? 1) === place.page && Number(d.position) === place.position;
      if (others.some((o) => onKey(o.data))) return refuse('position', { code: 'dss_key_taken' });
      const limit = capacityOf(model, modules);
      if (others.length + 1 > limit) return refuse('non_field_errors', { code: 'dss_too_many', params: { limit } });
      return {};
    },
    async beforeDelete(_ctx, current: StoredRecord) {
      if (current.manual) throw manualRefusal();
    },
  },
];
