import { useSyncExternalStore } from 'react';
import { sessionState, subscribeSession, type SessionState } from './session.ts';

export function useSession(): SessionState {
  return useSyncExternalStore(subscribeSession, sessionState);
}
