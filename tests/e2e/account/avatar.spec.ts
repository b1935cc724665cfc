import { expect, test } from '@playwright/test';
import { fileURLToPath } from 'node:url';
import { signIn } from '../support/demo.ts';
import { signInIn, useLanguage } from '../support/language.ts';
import { expectNoRawKeys } from '../support/rawKeys.ts';

// Whole flows through several pages and modals: more than the default on a busy machine.
test.setTimeout(60_000);

const fixture = (name: string) => fileURLToPath(new URL(`../../fixtures/${name}`, import.meta.url));

const TEXTS = {
  en: { profile: 'Profile', item: 'Profile picture', save: 'Save', saved: 'Your profile picture has been saved.', wrongType: 'Please choose a JPEG or PNG image.' },
  fr: { profile: 'Profil', item: 'Photo de profil', save: 'Enregistrer', saved: 'Votre photo de profil a été enregistrée.', wrongType: 'Veuillez choisir une image JPEG ou PNG.' },
};

for (const [language, image] of [
  ['en', 'avatar.png'],
  ['fr', 'avatar.jpg'],
] as const) {
  test(`a profile picture is cropped, uploaded and shown in the top bar (${language}, ${image})`, async ({ page }) => {
    const t = TEXTS[language];
    const uploads: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().includes('/profile/avatar/')) uploads.push(request.headers()['content-type'] ?? '');
    });
    await useLanguage(page, language);
    await page.goto('/');
    await signInIn(page, language, 'admin');
    await page.getByRole('button', { name: t.profile, exact: true }).click();
    await page.getByRole('menuitem', { name: t.item }).click();
    const modal = page.getByTestId('avatar-modal');
    // Nothing chosen, nothing to send.
    await expect(modal.getByRole('button', { name: t.save })).toBeDisabled();
    await expectNoRawKeys(page);

    await modal.getByTestId('avatar-file').setInputFiles(fixture('avatar-fake.png'));
    await expect(modal.getByText(t.wrongType)).toBeVisible();
    await expect(modal.getByRole('button', { name: t.save })).toBeDisabled();

    await modal.getByTestId('avatar-file').setInputFiles(fixture(image));
    await expect(modal.locator('.reactEasyCrop_CropArea')).toBeVisible();
    await modal.getByRole('slider').focus();
    await page.keyboard.press('ArrowRight');
    await modal.getByRole('button', { name: t.save }).click();
    await expect(page.getByText(t.saved)).toBeVisible();
    expect(uploads).toHaveLength(1);
    expect(uploads[0]).toMatch(/^multipart\/form-data; boundary=/);

    const avatar = page.locator('header .RaUserMenu-avatar img');
    await expect(avatar).toHaveAttribute('src', /\/api\/v1\/profile\/avatar\/[0-9a-f]{32}\/$/);
    const picture = await page.request.get((await avatar.getAttribute('src'))!);
    expect(picture.headers()['content-type']).toBe(image.endsWith('.png') ? 'image/png' : 'image/jpeg');
    await page.reload();
    await expect(avatar).toHaveAttribute('src', /\/profile\/avatar\//);

    // Opened and closed again without a new picture: nothing is sent.
    await page.getByRole('button', { name: t.profile, exact: true }).click();
    await page.getByRole('menuitem', { name: t.item }).click();
    await expect(modal.getByRole('button', { name: t.save })).toBeDisabled();
    await page.keyboard.press('Escape');
    await expect(modal).toBeHidden();
    expect(uploads).toHaveLength(1);
  });
}

test('a picture the server finds too large is refused with the avatar message', async ({ page }) => {
  await page.route('**/api/v1/profile/avatar/', (route) =>
    route.fulfill({ status: 413, json: { detail: 'The image is too large. The maximum is 10000000 bytes.' } }),
  );
  await page.goto('/');
  await signIn(page, 'user');
  await page.getByRole('button', { name: 'Profile', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Profile picture' }).click();
  const modal = page.getByTestId('avatar-modal');
  await modal.getByTestId('avatar-file').setInputFiles(fixture('avatar.jpg'));
  await modal.getByRole('button', { name: 'Save' }).click();
  await expect(modal.getByText('The image is too large. The maximum size is 10 MB.')).toBeVisible();
});
