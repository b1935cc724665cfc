import type { ResourceRules } from '../../resources/rules/types.ts';
import type { StoredRecord } from '../../resources/records.ts';
import { inUseError } from '../../resources/inUse.ts';
import { findUsage } from '../../resources/usage.ts';
import { countsOf } from '../voicemail_message/boxes.ts';

/**
 * Voicemail boxes (configuration-areas §5, §8): their message counts are the server's, read from
 * the messages on every write; a box that holds messages cannot be deleted (voicemail_not_empty),
 * nor one that call flows or devices send callers to (voicemail_in_use, naming them in used_by).
 */
export const rules: ResourceRules[] = [
  {
    async beforeWrite(ctx, record, previous) {
      Object.assign(record, await countsOf(ctx.tx, previous?.id));
      return {};
    },
    async beforeDelete(ctx, current: StoredRecord) {
      // Call flows' Voicemail blocks are found through call_flow.references (server/areas/call_flow/references.ts).
      const usage = await findUsage(ctx.tx, ctx.models, 'voicemail_box', current.id, ctx.session.group.id);
      if (usage.length) throw inUseError(ctx.model, usage, ctx.models);
    },
  },
];
