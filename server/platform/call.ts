import type { Db } from '../db/index.ts';
import type { Answer, Step } from './answers.ts';
import type { DidRow } from './directory.ts';
import { signState, type CallPosition, type RouteState } from './token.ts';

/** One call being routed: who asks, which group, and how far the call has come. */
export interface Call {
  db: Db;
  callId: string;
  caller: string;
  state: Omit<RouteState, 'position'>;
  /** The DID of state.did once read (null: gone). */
  did?: DidRow | null;
}

/** A step's answer, with the token of the position it leaves the call at. */
export function stepAnswer(call: Call, step: Step, position: CallPosition): Answer {
  const token = signState({ ...call.state, steps: call.state.steps + 1, position }, call.callId);
  return { ...step, token } as Answer;
}
