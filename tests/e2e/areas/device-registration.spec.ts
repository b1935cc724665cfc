import { expect, test } from '@playwright/test';
import { apiAs, openAs } from './helpers.ts';

interface Account {
  username: string;
  domain: string;
  registrations: { contact: string; user_agent: string; source: string }[];
}

/** A device's page shows its phone's registration as the registrar reported it, live (issue 17). */
test.describe('Device registration', () => {
  test.describe.configure({ timeout: 90_000 });

  test('a demo device shows its extension’s registration, then its own as the registrar reports it, without a reload', async ({ page, request }) => {
    const api = await apiAs(request);
    const found = await api.call('GET', 'v1/devices/?search=Treatment room 1');
    const device = (found.body as { results: { id: number; extension: number; mac_address: string }[] }).results[0];
    const account = (await api.call('GET', `v3/user/extension/${device.extension}/sip_account/`)).body as Account;
    const demo = account.registrations[0];
    expect(demo, 'the demo extension has a registration').toBeTruthy();

    await openAs(page, `/configuration/devices/${device.id}`);
    const section = page.getByTestId('device-registration');
    await expect(section.getByTestId('sip-registered')).toHaveText(`Extension ${account.username}: registered`);
    await expect(section.getByTestId('device-registration-source')).toContainText(`extension ${account.username}`);
    await expect(section.getByTestId('sip-user-agent').first()).toHaveText(demo.user_agent);
    await expect(section.getByTestId('sip-registration-line').first()).toContainText(demo.source);

    // The registrar reports this very phone: its User-Agent carries its MAC address (Yealink's sip.mac_in_ua).
    const issued = await api.call('POST', 'v1/live_statistics/platform_token/', { name: 'E2E registrar' });
    expect(issued.status).toBe(201);
    const token = (issued.body as { token: string }).token;
    const mac = device.mac_address.replace(/[^0-9A-Fa-f]/g, '').toLowerCase();
    const contact = `sip:${account.username}@198.51.100.${40 + (Date.now() % 200)}:5062`;
    const report = async (data: Record<string, unknown>) => {
      const answer = await request.post('/api/ingest/v1/sip/registrations/', { headers: { authorization: `Bearer ${token}` }, data: { aor: `${account.username}@${account.domain}`, ...data } });
      expect(answer.status(), await answer.text()).toBe(200);
    };
    const source = contact.replace(/^sip:[^@]+@/, '');
    await report({ event: 'register', contact: `<${contact}>`, expires: 300, user_agent: `Poly VVX 450 6.4.3.5018 ${mac}`, source });
    try {
      await expect(section.getByTestId('device-registration-source')).toContainText('recognised by its MAC address');
      await expect(section.getByTestId('sip-registered')).toHaveText('Registered');
      await expect(section.getByTestId('sip-registration')).toHaveCount(1);
      await expect(section.getByTestId('sip-user-agent')).toHaveText(`Poly VVX 450 6.4.3.5018 ${mac}`);
      await expect(section.getByTestId('sip-registration-line')).toContainText(source);
    } finally {
      // Its binding expires: the page goes back to the extension's registrations.
      await report({ event: 'expired', contact });
    }
    await expect(section.getByTestId('device-registration-source')).toContainText(`extension ${account.username}`);
    await expect(section.getByTestId('sip-user-agent').first()).toHaveText(demo.user_agent);

    // On a phone (390 px) the section stacks and wraps: nothing in it sticks out sideways.
    await page.setViewportSize({ width: 390, height: 844 });
    await section.scrollIntoViewIfNeeded();
    expect(await section.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    const box = (await section.boundingBox())!;
    const agent = (await section.getByTestId('sip-user-agent').first().boundingBox())!;
    expect(agent.x + agent.width).toBeLessThanOrEqual(box.x + box.width);
  });

  test('a device without an extension says so', async ({ page, request }) => {
    const api = await apiAs(request);
    const found = await api.call('GET', 'v1/devices/?search=Fax line');
    const fax = (found.body as { results: { id: number; extension: number | null }[] }).results[0];
    expect(fax.extension).toBeNull();
    await openAs(page, `/configuration/devices/${fax.id}`);
    await expect(page.getByTestId('device-registration-no-extension')).toHaveText('This device has no extension, so no registration can be shown.');
  });
});
