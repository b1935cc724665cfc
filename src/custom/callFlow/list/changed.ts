import { queryClient } from '../../../dataProvider/queryClient.ts';

/**
 * After a write of a call flow: every read of the resource (these pages' lists, the selectors'
 * options, whose keys all start with it) is read again.
 */
export function callFlowsChanged(): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: ['call_flow'] });
}
