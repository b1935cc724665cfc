import type { DataProvider, Identifier, RaRecord } from 'ra-core';
import type { MappedError, UserMessage } from '../../dataProvider/apiError.ts';
import { CanceledRequest, mappedErrorOf } from '../../dataProvider/dataProvider.ts';

export interface DeleteOutcome {
  id: Identifier;
  name: string;
  deleted: boolean;
  /** Why it was not deleted. */
  reason?: UserMessage;
  /** What uses it, when that is why, less what the reason already names. */
  usedBy?: MappedError['usedBy'];
}

/**
 * Deletes each record on its own, with the version it was listed at, and reports every one:
 * a record in use (or changed meanwhile) stays, the others go. One refusal never stops the
 * rest, and nothing is deleted "all or nothing" behind the user's back.
 */
export async function deleteEach(
  dataProvider: DataProvider,
  resource: string,
  ids: Identifier[],
  known: Record<string, RaRecord | undefined>,
  labelOf: (record: RaRecord | undefined) => string,
): Promise<DeleteOutcome[]> {
  // Selections kept from other pages: read them first, to name them and send their versions.
  const missing = ids.filter((id) => !known[String(id)]);
  const records = { ...known };
  if (missing.length) {
    const found = await dataProvider.getMany(resource, { ids: missing }).catch(() => ({ data: [] as RaRecord[] }));
    for (const record of found.data) records[String(record.id)] = record;
  }
  const settled = await Promise.allSettled(
    ids.map((id) => dataProvider.delete(resource, { id, previousData: records[String(id)] })),
  );
  return settled.map((result, index) => {
    const id = ids[index];
    const name = labelOf(records[String(id)]) || `#${String(id)}`;
    if (result.status === 'fulfilled') return { id, name, deleted: true };
    const error = result.reason;
    if (error instanceof CanceledRequest) return { id, name, deleted: false, reason: { key: 'errors.unknown' } };
    const mapped = mappedErrorOf(error);
    const usedBy = mapped?.usedBy?.filter((use) => !mapped.named?.includes(use.resource));
    return { id, name, deleted: false, reason: mapped?.message ?? { key: 'errors.unknown' }, usedBy };
  });
}
