import { useEffect, useMemo, useState } from 'react';
import { traceCall } from '../../../../core/callFlow/index.ts';
import type { CallScenario, Diagram, Trace } from '../../../../core/callFlow/types.ts';
import { failureOf } from '../../../dataProvider/failureMessage.ts';
import type { UserMessage } from '../../../dataProvider/apiError.ts';
import { testCallApi } from './testCallApi.ts';

/** How long the server waits after the last change before it is asked again. */
const SERVER_DELAY_MS = 350;

export interface TraceState {
  trace: Trace | null;
  /** `server`: the server traced it with the database's context (jumps, closed dates, contacts); `local`: the browser's run of the same module, as a first answer. */
  source: 'server' | 'local' | null;
  checking: boolean;
  /** Why the server could not trace it (the local trace is shown meanwhile). */
  failure: UserMessage | null;
}

/**
 * The path of a test call through the unsaved diagram. The browser runs the routing module at
 * once on every change (instant re-runs while the tester tries keys and toggles); the server
 * then runs the same module with the context only it has (jump targets, a schedule's closed
 * dates, contacts' numbers), and its answer replaces the local one.
 */
export function useTrace(diagram: Diagram, flowId: number | null, scenario: CallScenario | null): TraceState {
  const local = useMemo(() => {
    if (!scenario) return null;
    try {
      return traceCall(diagram, scenario, flowId === null ? {} : { flowId });
    } catch {
      // A half-built diagram the module cannot read: the server's answer says why.
      return null;
    }
  }, [diagram, flowId, scenario]);
  const [server, setServer] = useState<{ diagram: Diagram; scenario: CallScenario; trace: Trace | null; failure: UserMessage | null } | null>(null);

  useEffect(() => {
    if (!scenario) return undefined;
    const controller = new AbortController();
    const timer = window.setTimeout(() => {
      testCallApi
        .trace(flowId === null ? { diagram, scenario } : { call_flow: flowId, diagram, scenario }, controller.signal)
        .then((answer) => setServer({ diagram, scenario, trace: answer.trace, failure: null }))
        .catch((error: unknown) => {
          if (!controller.signal.aborted) setServer({ diagram, scenario, trace: null, failure: failureOf(error).message });
        });
    }, SERVER_DELAY_MS);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [diagram, flowId, scenario]);

  const answered = server && server.scenario === scenario && server.diagram === diagram ? server : null;
  if (answered?.trace) return { trace: answered.trace, source: 'server', checking: false, failure: null };
  return { trace: local, source: local ? 'local' : null, checking: Boolean(scenario) && !answered, failure: answered?.failure ?? null };
}
