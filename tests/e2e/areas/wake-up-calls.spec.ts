import { expect, test, type Locator } from '@playwright/test';
import { signInIn, useLanguage } from '../support/language.ts';
import { apiAs, choose, field, openAs, rows, search } from './helpers.ts';
import { control } from '../support/control.ts';

/**
 * How a field's input box looks: its fill, height and the colour of its underline (red under an
 * error), once its transitions have ended (MUI eases the underline's colour in: read midway, two
 * alike fields differ).
 */
function looks(fieldBox: Locator) {
  return fieldBox.locator('.MuiInputBase-root, .MuiPickersInputBase-root').first().evaluate(async (box) => {
    await Promise.all(document.getAnimations().filter((a) => a instanceof CSSTransition).map((a) => a.finished.catch(() => undefined)));
    const style = getComputedStyle(box);
    // The underline is drawn by ::before, and by ::after over it when focused or in error (MUI's filled inputs).
    const after = getComputedStyle(box, '::after');
    const line = after.transform === 'matrix(0, 0, 0, 1, 0, 0)' ? getComputedStyle(box, '::before') : after;
    return { fill: style.backgroundColor, height: style.height, underline: line.borderBottomColor };
  });
}

/** Wake-up calls: extension, date and time, callee language, a media file or a spoken text. */
test.describe('Wake-up calls', () => {
  test.describe.configure({ timeout: 90_000 });

  test('a new wake-up call starts with a message: a greeting in the user’s language, then the chosen extension’s default', async ({ page, request }) => {
    const api = await apiAs(request);
    const defaults = (await api.call('GET', 'v1/wake_up_calls/?set_as_default=true&message_type=text_to_speech')).body as { results: { extension: number; text: string }[] };
    const stored = defaults.results[0];
    const extension = (await api.call('GET', `v3/user/extension/${stored.extension}/`)).body as { extension: number; name: string };

    await openAs(page, '/configuration/wake-up-calls');
    await expect(page.getByRole('heading', { name: 'Wake-up calls' })).toBeVisible();
    await page.getByRole('link', { name: 'Add wake-up call' }).click();
    await expect(page).toHaveURL('/configuration/wake-up-calls/create');
    // Spoken, in English, with a greeting and an English voice, before anything is chosen.
    await expect(page.getByRole('combobox', { name: 'Message type' })).toContainText('Text to speech');
    await expect(control(page, 'Callee language')).toContainText('English');
    await expect(control(page, 'Text to speak')).toHaveValue('Good morning! This is your wake-up call. Have a great day.');
    await expect(control(page, 'Voice')).toContainText('Amelia');
    await page.getByRole('button', { name: 'Save' }).click();
    for (const name of ['extension', 'wake_up_at']) await expect(field(page, name)).toContainText('This field is required.');
    for (const name of ['callee_language', 'message_type', 'text', 'voice']) await expect(field(page, name)).not.toContainText('This field is required.');
    // The date field is drawn as the form's other fields are, and outlined in red by its error as the extension is.
    await expect(field(page, 'wake_up_at').locator('[aria-invalid="true"]')).toHaveCount(1);
    expect(await looks(field(page, 'wake_up_at'))).toEqual(await looks(field(page, 'extension')));

    // The extension's default message (set as default on one of its calls) comes with the extension.
    await choose(page, 'Extension', extension.name, new RegExp(extension.name));
    await expect(control(page, 'Text to speak')).toHaveValue(stored.text);
    // A French callee gets a French voice; the extension's own text stays.
    await control(page, 'Callee language').click();
    await page.getByRole('option', { name: 'Français' }).click();
    await expect(control(page, 'Voice')).toContainText('Camille');
    await expect(control(page, 'Text to speak')).toHaveValue(stored.text);

    const when = new Date(Date.now() + 2 * 86_400_000);
    const day = when.toISOString().slice(0, 10);
    await field(page, 'wake_up_at').locator('input, [role="group"]').first().click();
    await page.keyboard.type(`${day.replace(/-/g, '')}0630`);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(/was created\./)).toBeVisible();
    await expect(page).toHaveURL(/\/configuration\/wake-up-calls(\?|$)/);
    // The list's filter and search (the stored UTC date-time holds the day typed).
    await page.getByRole('combobox', { name: 'Message type' }).click();
    await page.getByRole('option', { name: 'Text to speech' }).click();
    await search(page, day);
    await expect(rows(page).first()).toContainText('Text to speech');
    await expect(rows(page).first()).toContainText('Français');
  });

  test('each message type asks for what it plays', async ({ page }) => {
    await openAs(page, '/configuration/wake-up-calls/create');
    await control(page, 'Message type').click();
    await page.getByRole('option', { name: 'Media file' }).click();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(field(page, 'media_file')).toContainText('This field is required.');
    await expect(field(page, 'text')).toHaveCount(0);

    await control(page, 'Message type').click();
    await page.getByRole('option', { name: 'Text to speech' }).click();
    await control(page, 'Text to speak').fill('');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(field(page, 'text')).toContainText('This field is required.');
  });

  test('refuses a time in the past at the field, in French', async ({ page }) => {
    await useLanguage(page, 'fr');
    await page.goto('/configuration/wake-up-calls/create');
    await signInIn(page, 'fr', 'admin');
    await page.getByRole('combobox', { name: 'Extension' }).click();
    await page.getByRole('option').first().click();
    await field(page, 'wake_up_at').locator('input, [role="group"]').first().click();
    await page.keyboard.type('202001010630');
    await control(page, 'Langue de l’appelé').click();
    await page.getByRole('option', { name: 'Français' }).click();
    await control(page, 'Type de message').click();
    await page.getByRole('option', { name: 'Synthèse vocale' }).click();
    await control(page, 'Texte à lire').fill('Bonjour !');
    await control(page, 'Voix').click();
    await page.getByRole('option', { name: /Camille/ }).click();
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(field(page, 'wake_up_at')).toContainText('Choisissez une date et une heure de réveil dans le futur.');
  });

  test('warns before leaving unsaved changes', async ({ page, request }) => {
    const api = await apiAs(request);
    const planned = await api.first<{ id: number }>('v1/wake_up_calls/');
    await openAs(page, `/configuration/wake-up-calls/${planned.id}`);
    await control(page, 'Set as default').click();
    await page.getByRole('menuitem', { name: 'Roles' }).click();
    await expect(page.getByRole('dialog', { name: 'Leave this page?' })).toBeVisible();
    await page.getByRole('button', { name: 'Leave without saving' }).click();
    await expect(page).toHaveURL('/configuration/group');
  });
});
