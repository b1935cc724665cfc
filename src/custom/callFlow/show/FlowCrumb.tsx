import { useParams } from 'react-router';
import { useApiRead } from '../../../dataProvider/useApiRead.ts';
import { useCrumbLabel } from '../../../layout/crumbLabels.ts';
import { readCallFlow } from '../list/api.ts';
import { flowPath } from '../list/paths.ts';

/** The read of one flow these pages share (one cache entry: a save of the flow reads it again). */
export function useCallFlow(id: number) {
  return useApiRead(['call_flow', 'pages', 'one', id], (signal) => readCallFlow(id, signal));
}

/**
 * Names the flow's crumb (/call-flow/{id}) by the flow's name on a page below it, the designer:
 * its trail reads Call Flow › the flow › Designer (src/navigation/menu.ts).
 */
export function FlowCrumb() {
  const id = Number(useParams().id);
  const flow = useCallFlow(id);
  useCrumbLabel(flowPath(id), flow.data?.description);
  return null;
}
