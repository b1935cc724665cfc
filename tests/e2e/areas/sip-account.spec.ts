import { expect, test } from '@playwright/test';
import { apiAs, openAs } from './helpers.ts';

/** An extension's SIP account on its page (issue 17): shown, the password revealed after a confirmation. */
test.describe('SIP account', () => {
  test.describe.configure({ timeout: 90_000 });

  test('an administrator sees an extension’s account and reveals its password after confirming', async ({ page, request }) => {
    const api = await apiAs(request);
    const list = await api.call('GET', 'v3/user/extension/?search=Bram&page_size=5');
    const bram = (list.body as { results: { id: number; extension: number }[] }).results[0];
    await openAs(page, `/users/extensions/${bram.id}`);
    const section = page.getByTestId('sip-account');
    await expect(section.getByTestId('sip-username')).toHaveText(String(bram.extension));
    await expect(section.getByTestId('sip-auth-name')).toHaveText(`sb${bram.id}`);
    await expect(section.getByTestId('sip-domain')).toHaveText(/^g\d+\./);
    await expect(section.getByTestId('sip-password')).not.toHaveText(/[A-Za-z0-9]{24}/);
    // The demo's phone, as if a registrar had reported it.
    await expect(section.getByTestId('sip-registration').first()).toBeVisible();
    const demoPhones = await section.getByTestId('sip-registration').count();

    // A registrar reports a second phone, then its expiry: the page follows without a reload.
    const issued = await api.call('POST', 'v1/live_statistics/platform_token/', { name: 'E2E registrar (extension page)' });
    expect(issued.status).toBe(201);
    const token = (issued.body as { token: string }).token;
    const domain = await section.getByTestId('sip-domain').textContent();
    const contact = `sip:${bram.extension}@198.51.100.${10 + (Date.now() % 200)}:5064`;
    const userAgent = `Yealink SIP-T54W 96.86.0.100 e2e-${Date.now().toString(36)}`;
    const report = async (data: Record<string, unknown>) => {
      const answer = await request.post('/api/ingest/v1/sip/registrations/', { headers: { authorization: `Bearer ${token}` }, data: { aor: `${bram.extension}@${domain}`, ...data } });
      expect(answer.status(), await answer.text()).toBe(200);
    };
    await report({ event: 'register', contact: `<${contact}>`, expires: 300, user_agent: userAgent, source: contact.replace(/^sip:[^@]+@/, '') });
    try {
      await expect(section.getByTestId('sip-user-agent').filter({ hasText: userAgent })).toHaveCount(1);
      await expect(section.getByTestId('sip-registration')).toHaveCount(demoPhones + 1);
      await expect(section.getByTestId('sip-registered')).toHaveText('Registered');
    } finally {
      await report({ event: 'expired', contact });
    }
    await expect(section.getByTestId('sip-user-agent').filter({ hasText: userAgent })).toHaveCount(0);
    await expect(section.getByTestId('sip-registration')).toHaveCount(demoPhones);

    await section.getByTestId('sip-reveal').click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('Every reveal is logged');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(section.getByTestId('sip-password')).not.toHaveText(/[A-Za-z0-9]{24}/);

    await section.getByTestId('sip-reveal').click();
    await page.getByRole('dialog').getByRole('button', { name: 'Reveal password' }).click();
    await expect(section.getByTestId('sip-password')).toHaveText(/^[A-Za-z0-9]{24}$/);
    const shown = await section.getByTestId('sip-password').textContent();
    const revealed = await api.call('POST', `v3/user/extension/${bram.id}/sip_account/reveal/`);
    expect((revealed.body as { password: string }).password).toBe(shown);
  });

  test('a plain user sees their own account, without the new-password action', async ({ page, request }) => {
    const api = await apiAs(request, 'user');
    const profile = await api.call('GET', 'v3/user/profile/');
    const own = (profile.body as { extension: { id: number } }).extension.id;
    await openAs(page, `/users/extensions/${own}`, 'user');
    const section = page.getByTestId('sip-account');
    await expect(section.getByTestId('sip-username')).toBeVisible();
    await expect(section.getByTestId('sip-new-password')).toHaveCount(0);
    await section.getByTestId('sip-reveal').click();
    await page.getByRole('dialog').getByRole('button', { name: 'Reveal password' }).click();
    await expect(section.getByTestId('sip-password')).toHaveText(/^[A-Za-z0-9]{24}$/);
  });
});
