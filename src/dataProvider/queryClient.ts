import { QueryClient } from '@tanstack/react-query';

/**
 * The portal's one cache of API reads (react-query, which react-admin uses): react-admin's
 * record queries, the selectors' options and the hand-built pages' reads all live here, keyed
 * by resource first, so that a save can refresh everything that shows the record.
 */
export const queryClient = new QueryClient();

/**
 * After a hand-built page saved a record of `resource`: every read of it (react-admin's,
 * the selectors' options, other pages' reads keyed by it) is read again when next shown.
 */
export const refreshResource = (resource: string) => queryClient.invalidateQueries({ queryKey: [resource] });
