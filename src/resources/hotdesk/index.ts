import type { Area } from '../../engine/index.ts';
import { SeatActions } from './SeatActions.tsx';

/** Shared desks: the engine's list and forms; signing in and out and the PINs on a desk's page (SeatActions). */
export const hotdesk: Area = {
  resource: 'hotdesk',
  EditActions: SeatActions,
};
