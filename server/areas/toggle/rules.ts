import { refuse, text, type ResourceRules } from '../../resources/rules/types.ts';
import type { FieldErrors } from '../../resources/validation.ts';
import { lockShortcodes, repeated, shortcodeHolders, shortcodesOf } from './shortcodes.ts';

/**
 * A toggle's shortcodes (configuration-areas §5): unique among its own options, and across the
 * whole account, toggles and call-flow toggle blocks alike (shortcodes.ts). That exactly one
 * option is active is the schema's (contains, minContains, maxContains); switching goes
 * through the activate call (routes.ts), which keeps it so.
 */
const shortcodes: ResourceRules = {
  async beforeWrite({ tx, session }, record, previous) {
    const codes = shortcodesOf(record.options);
    const twice = repeated(codes);
    if (twice.length) return refuse('options', { code: 'toggle_shortcode_twice', params: { shortcodes: twice.join(', ') } });
    await lockShortcodes(tx, session.group.id);
    const holders = await shortcodeHolders(tx, session.group.id, codes, { toggle: previous?.id });
    if (!holders.length) return {};
    const errors: FieldErrors = { options: [] };
    for (const holder of holders) {
      errors.options.push(
        holder.kind === 'toggle'
          ? text({ code: 'toggle_shortcode_exists', params: { shortcode: holder.code, toggle: holder.label } })
          : text({ code: 'toggle_extension_exists' }),
      );
    }
    errors.options = [...new Set(errors.options)];
    return errors;
  },
};

export const rules = [shortcodes];
