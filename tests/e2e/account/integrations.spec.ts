import { expect, test, type Page } from '@playwright/test';
import { apiSession, signIn } from '../support/demo.ts';
import { signInIn, submitSignIn, useLanguage } from '../support/language.ts';
import { expectNoRawKeys } from '../support/rawKeys.ts';

/** CRM Connect of the demo: activation key parameter activation_code, two registered addresses. */
// Whole flows through several pages and modals: more than the default on a busy machine.
test.setTimeout(60_000);

const PARTNER = 'https://app.crm-connect.example/integrations/switchboard';
const activation = (query: string) => `/integrations/crm-connect/activate/?${query}`;

const TEXTS = {
  en: {
    title: 'CRM Connect would like to connect to your Switchboard account',
    active: 'CRM Connect is connected to your Switchboard account',
    allow: 'Allow',
    deny: 'Deny',
    unsubscribe: 'Unsubscribe',
    shared: 'CRM Connect will be able to see',
    extensions: 'Extensions',
    extension: 'Extension',
  },
  nl: {
    title: 'CRM Connect wil verbinding maken met uw Switchboard-account',
    active: 'CRM Connect is verbonden met uw Switchboard-account',
    allow: 'Toestaan',
    deny: 'Weigeren',
    unsubscribe: 'Uitschrijven',
    shared: 'CRM Connect krijgt toegang tot',
    extensions: 'Extensies',
    extension: 'Extensie',
  },
};

/** The partner's site is not reachable from here: the browser lands on a stand-in page. */
async function standInPartner(page: Page) {
  await page.route('https://app.crm-connect.example/**', (route) => route.fulfill({ contentType: 'text/html', body: '<h1>CRM Connect</h1>' }));
}

async function activeIntegrations(page: Page, headers: Record<string, string>) {
  const profile = (await (await page.request.get('/api/v3/user/profile/', { headers })).json()) as { integrations: number[] };
  return profile.integrations;
}

for (const language of ['en', 'nl'] as const) {
  test(`an integration is allowed, then unsubscribed, back to the partner each time (${language})`, async ({ page }) => {
    const t = TEXTS[language];
    const headers = await apiSession(page.request, 'admin');
    const before = await activeIntegrations(page, headers);
    await standInPartner(page);
    await useLanguage(page, language);
    const query = `redirect_url=${encodeURIComponent(`${PARTNER}/done?state=s-1`)}&activation_code=key-${language}&tenant_id=77&tenant_region=eu`;
    await page.goto(activation(query));
    // Signed out: sign in first, and the activation page comes back with its parameters. It has
    // no main menu to wait for (waiting for one spent the whole 15 s expect limit here each time).
    await submitSignIn(page, language, 'admin');
    await expect(page.getByRole('heading', { name: t.title })).toBeVisible();
    await expect(page.getByRole('img', { name: /CRM Connect/ })).toHaveAttribute('src', '/integrations/crm-connect.svg');
    await expect(page.getByTestId('integration-user')).toHaveText('Alice Admin');
    await expect(page.getByTestId('integration-extension')).toHaveText(`${t.extension} 201 - Alice Admin`);
    await expect(page.getByText(t.shared)).toBeVisible();
    await expect(page.getByText(t.extensions, { exact: true })).toBeVisible();
    await expectNoRawKeys(page);

    await page.getByRole('button', { name: t.allow }).click();
    await expect(page).toHaveURL(`${PARTNER}/done?state=s-1`);
    expect((await activeIntegrations(page, headers)).length).toBe(before.length + 1);

    await page.goto(activation(query));
    await expect(page.getByRole('heading', { name: t.active })).toBeVisible();
    await expect(page.getByRole('button', { name: t.allow })).toHaveCount(0);
    await page.getByRole('button', { name: t.unsubscribe }).click();
    await expect(page).toHaveURL(`${PARTNER}/done?state=s-1`);
    expect(await activeIntegrations(page, headers)).toEqual(before);
  });
}

for (const language of ['en', 'nl'] as const) {
  test(`deny returns to the partner with access_denied and allows nothing (${language})`, async ({ page }) => {
    const t = TEXTS[language];
    const headers = await apiSession(page.request, 'admin');
    const before = await activeIntegrations(page, headers);
    await standInPartner(page);
    await useLanguage(page, language);
    await page.goto('/');
    await signInIn(page, language, 'admin');
    await page.goto(activation(`redirect=${encodeURIComponent(`${PARTNER}/cb?state=x#top`)}&activation_code=k`));
    await page.getByRole('button', { name: t.deny }).click();
    await expect(page).toHaveURL(`${PARTNER}/cb?state=x&error=access_denied#top`);
    expect(await activeIntegrations(page, headers)).toEqual(before);
  });
}

test('without a redirect the integration returns to the dashboard; an unknown slug goes there at once', async ({ page }) => {
  await page.goto('/');
  await signIn(page, 'admin');
  await page.goto('/integrations/no-such-partner/activate/');
  await expect(page).toHaveURL('/dashboard');

  await page.goto(activation('activation_code=k'));
  await page.getByRole('button', { name: 'Deny' }).click();
  await expect(page).toHaveURL('/dashboard?error=access_denied');
  await page.goto(activation('activation_code=k'));
  await page.getByRole('button', { name: 'Allow' }).click();
  await expect(page).toHaveURL('/dashboard');
  await page.goto(activation('activation_code=k'));
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page).toHaveURL('/dashboard');
});

test('a failure shows the request error, the server’s message and try again', async ({ page }) => {
  await page.goto('/');
  await signIn(page, 'admin');
  await page.goto(activation(`redirect_url=${encodeURIComponent('https://evil.example/steal')}`));
  await page.getByRole('button', { name: 'Allow' }).click();
  const failure = page.getByRole('alert');
  await expect(failure).toContainText('The request failed. Please try again.');
  await expect(failure).toContainText('This integration may not send you to that address.');
  await expect(page).toHaveURL(/\/integrations\/crm-connect\/activate\//);

  let refused = true;
  await page.route('**/api/v1/integrations/subscribe/crm-connect/', (route) =>
    refused ? route.fulfill({ status: 400, json: { non_field_errors: ['The partner refused this activation key.'] } }) : route.fallback(),
  );
  await page.goto(activation('activation_code=k'));
  await page.getByRole('button', { name: 'Allow' }).click();
  await expect(failure).toContainText('The partner refused this activation key.');
  refused = false;
  await failure.getByRole('button', { name: 'Try again' }).click();
  await expect(page).toHaveURL('/dashboard');
  // Leave it as it was.
  await page.goto(activation('activation_code=k'));
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page).toHaveURL('/dashboard');
});

test('without the integrations entitlement the page says so and offers nothing to allow', async ({ page }) => {
  await page.route('**/api/v3/user/profile/', async (route) => {
    const answer = await route.fetch();
    const profile = (await answer.json()) as Record<string, unknown>;
    await route.fulfill({ response: answer, json: { ...profile, entitlements: { integrations: false } } });
  });
  await page.goto('/');
  await signIn(page, 'admin');
  await page.goto(activation('activation_code=k'));
  await expect(page.getByText('Integrations are not part of your subscription')).toBeVisible();
  await expect(page.getByText('Your account is not entitled to connect CRM Connect. Please contact your provider.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Allow' })).toHaveCount(0);
  await expectNoRawKeys(page);
});
