import { createContext, useContext } from 'react';

/**
 * What a block node knows of the page around it without each node asking the server: the
 * labels of the records blocks refer to (designer data's api_db_info, then the selectors'
 * reads). A page without it (the revision compare view) shows record numbers.
 */
export interface NodeContextValue {
  labelOf(resource: string, id: number): string | undefined;
}

const NO_LABELS: NodeContextValue = { labelOf: () => undefined };

export const BlockNodeContext = createContext<NodeContextValue>(NO_LABELS);

export function useBlockNodeContext(): NodeContextValue {
  return useContext(BlockNodeContext);
}
