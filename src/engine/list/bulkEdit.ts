import type { Identifier, RaRecord } from 'ra-core';
import type { paths } from '../../../generated/openapi.ts';
import { apiClient } from '../../dataProvider/apiClient.ts';
import { isApiError, resultOf } from '../../dataProvider/client.ts';
import { mapError, type UserMessage } from '../../dataProvider/apiError.ts';
import { resourceMeta } from '../../dataProvider/resources.ts';
import type { UiSchema } from '@rjsf/utils';
import type { ResourceDefinition } from '../schema/definition.ts';

/** How one selected record fared in a bulk edit. */
export interface EditOutcome {
  id: Identifier;
  name: string;
  /** Refused, with why; not refused means changed (all went) or left as it was (another was refused). */
  refused: boolean;
  reason?: UserMessage;
}

/** The answer of a bulk edit: all records changed, or none (changed false) with each one's outcome. */
export interface EditResult {
  changed: boolean;
  field: string;
  outcomes: EditOutcome[];
}

type BulkPath = Extract<keyof paths, `${string}bulk_update/`>;

/** A refused record's reason: the message at the field being changed, else the answer's own. */
function reasonOf(status: number, body: unknown, field: string): UserMessage {
  const mapped = mapError(status, body);
  return mapped.fields[field] ?? mapped.message;
}

/**
 * Sets `field` to `value` on every selected record in one call (server/resources/bulkUpdate.ts),
 * each with the version it was listed at. The server changes all of them or none: when it
 * refuses any, nothing was changed and every record's outcome says why it was refused.
 */
export async function editAll(
  resource: string,
  records: RaRecord[],
  field: string,
  value: unknown,
  labelOf: (record: RaRecord | undefined) => string,
): Promise<EditResult> {
  const meta = resourceMeta(resource);
  const path = `/${meta.version}/${meta.endpoint}bulk_update/` as BulkPath;
  const named = (record: RaRecord) => labelOf(record) || `#${String(record.id)}`;
  const body = { records: records.map((r) => ({ id: Number(r.id), version: typeof r.version === 'number' ? r.version : undefined })), field, value };
  try {
    await resultOf(apiClient.POST(path, { body: body as never }));
    return { changed: true, field, outcomes: records.map((r) => ({ id: r.id, name: named(r), refused: false })) };
  } catch (error) {
    const refusal = isApiError(error) && error.status === 409 ? (error.body as { results?: { id: number; refused: boolean; status?: number; error?: unknown }[] }) : undefined;
    if (!refusal?.results) throw error;
    const byId = new Map(records.map((r) => [String(r.id), r]));
    return {
      changed: false,
      field,
      outcomes: refusal.results.map((result) => {
        const record = byId.get(String(result.id));
        const name = record ? named(record) : `#${result.id}`;
        return result.refused
          ? { id: result.id, name, refused: true, reason: reasonOf(result.status ?? 400, result.error, field) }
          : { id: result.id, name, refused: false };
      }),
    };
  }
}

/**
 * The form of a bulk edit shows only the field being set: the area's own form (its widgets,
 * texts and the build's compiled checks of the whole schema; the portal compiles nothing at
 * run time) with every other field hidden. It starts from a selected record, so the hidden
 * fields hold valid values and only the one shown can be wrong.
 */
export function onlyField(definition: ResourceDefinition, field: string): UiSchema {
  return Object.fromEntries(definition.order.filter((f) => f !== field).map((f) => [f, { 'ui:widget': 'hidden' }]));
}
