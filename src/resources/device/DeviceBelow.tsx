import type { RaRecord } from 'ra-core';
import { DeviceRegistration } from './DeviceRegistration.tsx';
import { DssSection } from './dss/DssSection.tsx';

/** Under a device's form: its phone's registration, then its DSS buttons. */
export function DeviceBelow({ record }: { record: RaRecord }) {
  return (
    <>
      <DeviceRegistration record={record} />
      <DssSection record={record} />
    </>
  );
}
