import type { RaRecord } from 'ra-core';
import { ProvisioningSecret } from './ProvisioningSecret.tsx';
import { PushSettings } from './PushSettings.tsx';

/** On a device's page, beside delete: push its settings, and its provisioning credentials. */
export function DeviceActions({ record }: { record: RaRecord }) {
  return (
    <>
      <PushSettings record={record} />
      <ProvisioningSecret record={record} />
    </>
  );
}
