import { refuseUnlessMayWrite } from '../../resources/writeAccess.ts';
import { refuse, type ResourceRules } from '../../resources/rules/types.ts';
import type { FieldErrors } from '../../resources/validation.ts';

/** When a call is forwarded (common forwardingType), and where to; each pair has its target field `<when>_<destination>`. */
const CASES = ['always', 'busy', 'no_answer', 'unavailable'] as const;
const DESTINATIONS = ['extension', 'number', 'voicemail'] as const;

/**
 * A plain user forwards their own extension's calls only (x-user-write `of-extension`,
 * core/domain/writeAccess.ts): the service asked whether they may create at all; here, in the
 * write's transaction, whether the record names their extension (a create, or an update that
 * would hand the forwarding to another extension).
 */
const ownExtension: ResourceRules = {
  async beforeWrite({ tx, session, model }, record, previous) {
    await refuseUnlessMayWrite(tx, session, model.schema, previous ? 'update' : 'create', record);
    return {};
  },
};

/**
 * Each case keeps only the target its destination names: the form hides the others, and a
 * number typed before switching to voicemail must not linger, still routing in the data.
 * A call is never forwarded back to the extension it was meant for (a loop).
 */
const targets: ResourceRules = {
  async beforeWrite(_ctx, record) {
    const errors: FieldErrors = {};
    for (const when of CASES) {
      const chosen = record[when];
      for (const destination of DESTINATIONS) {
        if (destination !== chosen) record[`${when}_${destination}`] = null;
      }
    }
    for (const when of CASES) {
      const field = `${when}_extension`;
      if (record[field] !== null && record[field] === record.extension) Object.assign(errors, refuse(field, { code: 'forwarding_to_self' }));
    }
    return errors;
  },
};

export const rules = [ownExtension, targets];
