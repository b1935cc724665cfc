import type { Area } from '../../engine/index.ts';
import { DeviceActions } from './DeviceActions.tsx';
import { DeviceList } from './DeviceList.tsx';
import { DeviceBelow } from './DeviceBelow.tsx';

/**
 * Devices (configuration-areas §3, §4): the engine draws the form; the list warns about devices
 * not heard from for 24 hours; a device's page has its phone's registration (live) and its DSS
 * editor under the form, and beside delete the settings push and the provisioning credentials.
 * A new device opens on its page, ready for its buttons, and a saved one stays there.
 */
export const device: Area = {
  resource: 'device',
  afterCreate: 'edit',
  // Saved, it stays on its page: the keys of a module just added are below the form (issue 27).
  afterSave: 'edit',
  pages: { list: DeviceList },
  EditBelow: DeviceBelow,
  EditActions: DeviceActions,
};
