import { defineJobKind, JobError } from '../../jobs/kinds.ts';
import { serverText } from '../../../core/domain/errorCatalogue.ts';
import { mainConfig } from './provisioning/config.ts';
import { loadInput } from './provisioning/input.ts';

export const PUSH_JOB = 'device.push';

declare module '../../jobs/kinds.ts' {
  interface JobPayloads {
    'device.push': { device: number };
  }
}

/**
 * Device settings push (configuration-areas §4: pushing, then success or fail). No phone
 * platform is attached that could tell a phone to fetch at once, so the push builds the
 * configuration the device will be answered with (a device without a user, or removed
 * meanwhile, fails) and marks the device pushed; the phone takes it at its next fetch.
 */
defineJobKind(PUSH_JOB, {
  permission: 'configuration_devices',
  maxAttempts: 1,
  async run({ db, payload, groupId, progress }) {
    await progress(10, 'pushing');
    const input = await loadInput(db, payload.device);
    const config = input?.account ? mainConfig(input) : undefined;
    if (config === undefined) throw new JobError(serverText('device_push_failed'));
    const pushedAt = new Date().toISOString();
    await db.query(
      `UPDATE res_device SET data = jsonb_set(data, '{pushed_at}', to_jsonb($3::text)), updated_at = now()
        WHERE id = $1 AND group_id = $2`,
      [payload.device, groupId, pushedAt],
    );
    await progress(100, 'pushed');
    return { device: payload.device, pushed_at: pushedAt, lines: config.split('\n').length - 1 };
  },
});
