import { useMemo } from 'react';
import { useGetManyAggregate, type Identifier } from 'ra-core';
import { definitionOf } from '../../schema/catalogue.ts';
import { refetchUnlessSeeded } from '../../list/firstPage.ts';

/**
 * The labels of referenced records, by id. The ids of every reference on the page are asked
 * for together (react-admin batches getMany calls of one tick), once per record.
 */
export function useReferenceLabels(resource: string, ids: readonly Identifier[]): { labels: Map<string, string>; isPending: boolean } {
  const wanted = ids.filter((id) => id !== null && id !== undefined && id !== '');
  const { data, isPending } = useGetManyAggregate(resource, { ids: wanted as Identifier[] }, { enabled: wanted.length > 0, refetchOnMount: refetchUnlessSeeded });
  const labels = useMemo(() => {
    const definition = definitionOf(resource);
    return new Map((data ?? []).filter(Boolean).map((record) => [String(record.id), definition.labelOf(record)]));
  }, [data, resource]);
  return { labels, isPending: wanted.length > 0 && isPending };
}
