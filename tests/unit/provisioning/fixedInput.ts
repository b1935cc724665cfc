import { modelOf } from '../../../core/device/catalogue.ts';
import type { ProvisioningInput, ProvisioningKey } from '../../../server/areas/device/provisioning/input.ts';
import { zoneOfCountry } from '../../../server/areas/device/provisioning/timezone.ts';

/** A name that tries to break out of its line, its attribute and its element. */
export const HOSTILE_NAME = 'Eve "E" <b>&\nlinekey.1.value = 0900';
export const PASSWORD = 'S3cr&t<"pw>';

const key = (unit: number, page: number, position: number, perPage: number, kind: ProvisioningKey['kind'], number: string, label: string): ProvisioningKey =>
  ({ unit, page, position, index: (page - 1) * perPage + position, kind, number, label });

/** A fixed input for `model`: an account, a BLF, a speed dial, a toggle (##11) and a key on each of `modules` modules. */
export function fixedInput(modelId: string, modules = 0): ProvisioningInput {
  const model = modelOf(modelId)!;
  const own = model.perPage > 0
    ? [key(0, 1, 1, model.perPage, 'blf', '201', 'Alice'), ...(model.perPage > 1 ? [key(0, 1, 2, model.perPage, 'speed_dial', '+3292231122', HOSTILE_NAME)] : [])]
    : [];
  if (model.pages > 1) own.push(key(0, 2, 1, model.perPage, 'speed_dial', '##11', 'Night'));
  const perModule = model.module?.perPage ?? 0;
  return {
    deviceId: 1,
    mac: '805ec0210a01',
    model,
    modules,
    account: { server: 'sip.example.net', port: 5060, transport: 'udp', domain: 'acme.example.net', user: '204', authName: '7x204', password: PASSWORD, displayName: HOSTILE_NAME },
    keys: own,
    moduleKeys: Array.from({ length: modules }, (_, m) => [key(m + 1, 1, 1, perModule, 'blf', `30${m}`, `Module ${m + 1}`), key(m + 1, 2, 3, perModule, 'speed_dial', `40${m}`, `Page 2 of ${m + 1}`)].filter((k) => k.index <= perModule * (model.module?.pages ?? 0))),
    language: 'nl',
    zone: zoneOfCountry('BE'),
    resyncSeconds: 6 * 3600,
    callWaiting: true,
    callWaitingTone: false,
    baseUrl: 'https://pbx.example.net/api/v1/provisioning/',
    credentials: { user: '805ec0210a01', password: 'device-secret' },
    directory: [{ name: 'Chloé Dubois', number: '204' }, { name: HOSTILE_NAME, number: '+3225880199' }],
  };
}
